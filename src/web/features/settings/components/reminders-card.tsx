// Settings' bill reminders (issue 33): a mail a chosen number of days before each bill is due, and a
// Monday summary of the week's bills. Both off until turned on; each change is saved at once.
import { useId, useState } from 'react';
import { REMINDER_DAYS_MAX } from '#shared/contract/reminders';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useReminderSettings, useUpdateReminderSettings } from '../reminders-api.ts';

const DAY_CHOICES = [0, 1, 2, 3, 5, 7, 14, REMINDER_DAYS_MAX];

function Toggle({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-4 w-4 accent-[var(--pf-accent)]"
      />
      <span>
        <span className="text-sm font-medium text-text">{label}</span>
        <span id={`${id}-hint`} className="block text-sm text-muted">
          {hint}
        </span>
      </span>
    </label>
  );
}

export function RemindersCard() {
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  const [isSaved, setSaved] = useState(false);
  const id = useId();
  const save = (change: Parameters<typeof update.mutate>[0]) => {
    setSaved(false);
    update.mutate(change, { onSuccess: () => setSaved(true) });
  };
  return (
    <Card>
      <CardTitle>Bill reminders</CardTitle>
      <CardDescription>
        A mail before each bill is due, and a summary of the week's bills on Mondays.
      </CardDescription>
      <div className="mt-6">
        <QueryState query={settings} loadingLabel="Loading your reminders">
          {(saved) => {
            // While a change saves, show what was asked for, so a box never flickers back.
            const current = update.isPending ? { ...saved, ...update.variables } : saved;
            return (
              <div className="space-y-5">
                {!current.canSendMail ? (
                  <Alert tone="warning">
                    This server has no mail set up (SMTP_URL), so reminders only reach its log.
                  </Alert>
                ) : null}
                <Toggle
                  id={`${id}-bills`}
                  label="Remind me before bills are due"
                  hint="One mail with every bill that falls due, unless it is paid or skipped."
                  checked={current.billReminders}
                  disabled={update.isPending}
                  onChange={(billReminders) => save({ billReminders })}
                />
                <Field id={`${id}-days`} label="How long before">
                  <Select
                    id={`${id}-days`}
                    value={current.reminderDays}
                    disabled={!current.billReminders || update.isPending}
                    onChange={(e) => save({ reminderDays: Number(e.target.value) })}
                  >
                    {[...new Set([...DAY_CHOICES, current.reminderDays])]
                      .sort((a, b) => a - b)
                      .map((days) => (
                        <option key={days} value={days}>
                          {days === 0
                            ? 'On the day'
                            : days === 1
                              ? '1 day before'
                              : `${days} days before`}
                        </option>
                      ))}
                  </Select>
                </Field>
                <Toggle
                  id={`${id}-weekly`}
                  label="Weekly summary"
                  hint="On Mondays: the bills due in the next 7 days and what they come to."
                  checked={current.weeklySummary}
                  disabled={update.isPending}
                  onChange={(weeklySummary) => save({ weeklySummary })}
                />
                {update.error ? (
                  <Alert tone="error">
                    {update.error instanceof ApiError
                      ? update.error.message
                      : 'Your reminders were not saved. Please try again.'}
                  </Alert>
                ) : isSaved ? (
                  <p role="status" className="text-sm text-positive">
                    Saved.
                  </p>
                ) : null}
              </div>
            );
          }}
        </QueryState>
      </div>
    </Card>
  );
}
