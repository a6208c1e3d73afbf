// Step 1: income sources, each a name and a monthly amount above 0. Rows left blank are ignored;
// Continue needs at least one complete source.
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BUDGET_MAKER_INCOME_MAX } from '#shared/contract/budget-maker-messages';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { checkIncome, type IncomeCheck, type IncomeRow } from '../steps.ts';

export function IncomeStep({
  rows,
  onRowsChange,
  onContinue,
  nextRowId,
}: {
  rows: IncomeRow[];
  onRowsChange: (rows: IncomeRow[]) => void;
  onContinue: () => void;
  nextRowId: () => number;
}) {
  const ids = useId();
  const [check, setCheck] = useState<IncomeCheck | null>(null);

  function update(id: number, patch: Partial<IncomeRow>) {
    onRowsChange(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = checkIncome(rows);
    setCheck(result);
    if (result.rowErrors.size === 0 && result.sources.length > 0) onContinue();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-text">What comes in each month?</h2>
        <p className="mt-1 text-sm text-muted">
          Add each income source, such as a salary, a side job or benefits, with its monthly amount.
        </p>
      </div>
      <ul className="space-y-4" aria-label="Income sources">
        {rows.map((row, index) => {
          const errors = check?.rowErrors.get(row.id);
          const nameId = `${ids}-name-${row.id}`;
          const amountId = `${ids}-amount-${row.id}`;
          return (
            <li
              key={row.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-xl border border-border bg-surface-2/40 p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start"
            >
              <div className="col-start-1 row-start-1 space-y-1.5">
                <Label htmlFor={nameId}>Income source {index + 1}</Label>
                <Input
                  id={nameId}
                  value={row.name}
                  maxLength={100}
                  placeholder="Salary"
                  autoComplete="off"
                  onChange={(e) => update(row.id, { name: e.target.value })}
                  aria-invalid={errors?.name ? true : undefined}
                  aria-describedby={errors?.name ? `${nameId}-error` : undefined}
                />
                {errors?.name ? (
                  <p id={`${nameId}-error`} className="text-xs font-medium text-negative">
                    {errors.name}
                  </p>
                ) : null}
              </div>
              <div className="col-start-1 row-start-2 space-y-1.5 sm:col-start-2 sm:row-start-1">
                <Label htmlFor={amountId}>
                  Monthly amount<span className="sr-only"> of income source {index + 1}</span>
                </Label>
                <div className="relative">
                  <span
                    aria-hidden
                    className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted"
                  >
                    $
                  </span>
                  <Input
                    id={amountId}
                    value={row.amount}
                    inputMode="decimal"
                    placeholder="0.00"
                    autoComplete="off"
                    className="pl-7 tabular-nums"
                    onChange={(e) => update(row.id, { amount: e.target.value })}
                    aria-invalid={errors?.amount ? true : undefined}
                    aria-describedby={errors?.amount ? `${amountId}-error` : undefined}
                  />
                </div>
                {errors?.amount ? (
                  <p id={`${amountId}-error`} className="text-xs font-medium text-negative">
                    {errors.amount}
                  </p>
                ) : null}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="col-start-2 row-start-1 mt-6 sm:col-start-3"
                aria-label={`Remove income source ${index + 1}`}
                disabled={rows.length === 1}
                onClick={() => onRowsChange(rows.filter((r) => r.id !== row.id))}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={rows.length >= BUDGET_MAKER_INCOME_MAX}
        onClick={() => onRowsChange([...rows, { id: nextRowId(), name: '', amount: '' }])}
      >
        <Plus aria-hidden className="h-4 w-4" />
        Add Income Source
      </Button>
      {check?.formError ? <Alert tone="error">{check.formError}</Alert> : null}
      <div className="flex justify-end border-t border-border pt-5">
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
