// The bill dialog's 'Repeats' fields (issue 33): how often, on which day, what a weekend does, when
// it ends and how sure the amount is. Only 'Repeats' shows until a cadence is chosen.
import type { ReactNode } from 'react';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import {
  AMOUNT_KIND_OPTIONS,
  DAY_RULE_OPTIONS,
  hasDayRule,
  REPEAT_OPTIONS,
  WEEKEND_OPTIONS,
  type RepeatEnd,
  type RepeatErrors,
  type RepeatValues,
} from '../repeat-form.ts';

function Choice<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
  hint,
}: {
  id: string;
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const END_OPTIONS: ReadonlyArray<[RepeatEnd, string]> = [
  ['never', 'Never'],
  ['date', 'On a date'],
  ['count', 'After a number of payments'],
];

export function RepeatFields({
  values,
  errors,
  onChange,
  amountInput,
  isLocked = false,
}: {
  values: RepeatValues;
  errors: RepeatErrors;
  onChange: (change: Partial<RepeatValues>) => void;
  /** The range's 'Up to' amount input, drawn like the dialog's other amounts. */
  amountInput: ReactNode;
  /** 'This one' only: the schedule is shown but not changed. */
  isLocked?: boolean;
}) {
  const repeats = values.repeats !== 'none';
  return (
    <div className="space-y-4">
      <Choice
        id="repeat-cadence"
        label="Repeats"
        value={values.repeats}
        options={REPEAT_OPTIONS}
        disabled={isLocked}
        onChange={(repeatsNow) => onChange({ repeats: repeatsNow })}
      />
      {repeats ? (
        <div className="space-y-4 rounded-lg border border-border p-3">
          {hasDayRule(values.repeats) ? (
            <Choice
              id="repeat-day"
              label="Falls due"
              value={values.dayRule}
              options={DAY_RULE_OPTIONS}
              disabled={isLocked}
              onChange={(dayRule) => onChange({ dayRule })}
            />
          ) : null}
          {hasDayRule(values.repeats) && values.dayRule === 'last_working_day' ? null : (
            <Choice
              id="repeat-weekend"
              label="If it falls on a weekend"
              value={values.weekendRule}
              options={WEEKEND_OPTIONS}
              disabled={isLocked}
              onChange={(weekendRule) => onChange({ weekendRule })}
            />
          )}
          <Choice
            id="repeat-ends"
            label="Ends"
            value={values.ends}
            options={END_OPTIONS}
            disabled={isLocked}
            onChange={(ends) => onChange({ ends })}
          />
          {values.ends === 'date' ? (
            <Field id="repeat-end-date" label="Last date" error={errors.endDate}>
              <Input
                id="repeat-end-date"
                type="date"
                value={values.endDate}
                disabled={isLocked}
                aria-invalid={errors.endDate ? true : undefined}
                aria-describedby={errors.endDate ? 'repeat-end-date-error' : undefined}
                onChange={(e) => onChange({ endDate: e.target.value })}
              />
            </Field>
          ) : null}
          {values.ends === 'count' ? (
            <Field id="repeat-count" label="Number of payments" error={errors.paymentCount}>
              <Input
                id="repeat-count"
                inputMode="numeric"
                autoComplete="off"
                value={values.paymentCount}
                disabled={isLocked}
                aria-invalid={errors.paymentCount ? true : undefined}
                aria-describedby={errors.paymentCount ? 'repeat-count-error' : undefined}
                onChange={(e) => onChange({ paymentCount: e.target.value })}
              />
            </Field>
          ) : null}
          <Choice
            id="repeat-amount-kind"
            label="The amount is"
            value={values.amountKind}
            options={AMOUNT_KIND_OPTIONS}
            disabled={isLocked}
            onChange={(amountKind) => onChange({ amountKind })}
            hint={
              values.amountKind === 'range'
                ? 'Your budget plans for the most.'
                : values.amountKind === 'about'
                  ? 'A payment a few percent either way still counts as this bill.'
                  : undefined
            }
          />
          {values.amountKind === 'range' ? (
            <Field id="repeat-amount-max" label="Up to" error={errors.amountMax}>
              {amountInput}
            </Field>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
