// The history search's filters: a date range, a category, a type and an amount range, two to a row on a
// phone and three to a row beside the calendar. A wrong value says why under its field.
import { useId } from 'react';
import { CATEGORY_TYPES } from '#shared/categories';
import { TYPE_LABELS } from '#shared/contract/budget';
import { currencySymbol, type CurrencyCode } from '#shared/money';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { filterProblems, type HistoryFilters as Filters } from '../history.ts';

export function HistoryFilters({
  filters,
  onChange,
  categories,
  currency,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  categories: string[];
  currency: CurrencyCode;
}) {
  const id = useId();
  const problems = filterProblems(filters);
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const symbol = currencySymbol(currency);
  const described = (field: string, error: string | undefined) =>
    error ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <fieldset className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
      <legend className="sr-only">Filters</legend>
      <Field id={`${id}-from`} label="From" error={problems.dateRange}>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
          {...described('from', problems.dateRange)}
        />
      </Field>
      <Field id={`${id}-to`} label="To">
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </Field>
      <Field id={`${id}-category`} label="Category">
        <Select
          id={`${id}-category`}
          value={filters.category}
          onChange={(e) => set({ category: e.target.value })}
        >
          <option value="">All categories</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-type`} label="Type">
        <Select
          id={`${id}-type`}
          value={filters.type}
          onChange={(e) => set({ type: e.target.value as Filters['type'] })}
        >
          <option value="">All types</option>
          {CATEGORY_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-min`} label={`Min amount (${symbol})`} error={problems.minAmount}>
        <Input
          id={`${id}-min`}
          inputMode="decimal"
          placeholder="0.00"
          value={filters.minAmount}
          onChange={(e) => set({ minAmount: e.target.value })}
          {...described('min', problems.minAmount)}
        />
      </Field>
      <Field id={`${id}-max`} label={`Max amount (${symbol})`} error={problems.maxAmount}>
        <Input
          id={`${id}-max`}
          inputMode="decimal"
          placeholder="Any"
          value={filters.maxAmount}
          onChange={(e) => set({ maxAmount: e.target.value })}
          {...described('max', problems.maxAmount)}
        />
      </Field>
    </fieldset>
  );
}
