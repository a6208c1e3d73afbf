// Money Out's bills: savings and debt entries with a due date, the amount due beside what was paid,
// a badge when overdue or due within a week, and a paid checkbox that is saved at once (a bill carried
// from an earlier month gets this month's row when first ticked). A repeating bill says how often,
// lists this month's due days (each ticked paid on its own when there are several), and skips its
// next one in a click; skipped ones can come back.
import { Check, Plus, Repeat, SkipForward, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { BudgetCategory } from '#shared/budget/rules';
import { TYPE_LABELS } from '#shared/contract/budget';
import type { CurrencyCode } from '#shared/money';
import type { BillCadence } from '#shared/budget/schedule';
import type { DueBillView } from '#shared/contract/bills';
import { formatShortDate, todayLocalDate } from '#shared/period';
import { Alert } from '#web/components/ui/alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSkipOccurrence } from '#web/lib/bill-queries.ts';
import { cadenceLabel } from '../repeat-form.ts';
import { BillStatusBadge } from '#web/components/bill-status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSetBillPaid } from '../api.ts';
import type { PlanTotals } from '../budget-view.ts';
import { Money } from './money.tsx';
import { addLink as addLinkClass, EmptyState } from '#web/components/ui/table.tsx';
import { BudgetTable } from './budget-table.tsx';
import { OccurrenceTicks } from './occurrence-ticks.tsx';

function PaidCheckbox({ bill }: { bill: BudgetCategory }) {
  const setPaid = useSetBillPaid();
  // While saving, show what was asked for (set in the click's own render, so the box never flickers
  // back); once settled, the refreshed row says what was saved.
  const [requested, setRequested] = useState<boolean | undefined>();
  const isPaid = requested ?? bill.isPaid;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-center">
      <span className="relative flex h-5 w-5">
        <input
          type="checkbox"
          className={cn(
            'peer h-5 w-5 cursor-pointer appearance-none rounded-md border-2 border-muted bg-surface',
            'checked:border-accent checked:bg-accent disabled:cursor-wait disabled:opacity-70',
          )}
          checked={isPaid}
          disabled={setPaid.isPending}
          aria-label={`${bill.name} paid`}
          onChange={(e) => {
            const checked = e.target.checked;
            setRequested(checked);
            setPaid.mutate({ bill, isPaid: checked }, { onSettled: () => setRequested(undefined) });
          }}
        />
        <Check
          aria-hidden
          strokeWidth={3}
          className="pointer-events-none absolute inset-0.5 hidden h-4 w-4 text-on-accent peer-checked:block"
        />
      </span>
      {setPaid.isError ? (
        <span role="alert" className="text-xs text-negative">
          Not saved
        </span>
      ) : null}
    </div>
  );
}

function TypeBadge({ bill }: { bill: BudgetCategory }) {
  return (
    <span className="whitespace-nowrap rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-text">
      {TYPE_LABELS[bill.type]}
    </span>
  );
}

function formatDueDate(date: string | null): string {
  return date ? formatShortDate(date) : '—';
}

function RepeatBadge({ cadence }: { cadence: BillCadence }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-text">
      <Repeat aria-hidden className="h-3 w-3" />
      {cadenceLabel(cadence)}
    </span>
  );
}

export function BillsCard({
  bills,
  totals,
  currency,
  occurrences,
  cadences,
  onAdd,
  onEdit,
  onDelete,
}: {
  bills: BudgetCategory[];
  totals: PlanTotals;
  currency: CurrencyCode;
  /** This month's occurrences of the repeating bills, skipped ones included. */
  occurrences: DueBillView[];
  /** How often each repeating bill falls due, by its id. */
  cadences: ReadonlyMap<string, BillCadence>;
  onAdd: () => void;
  onEdit: (category: BudgetCategory) => void;
  onDelete: (category: BudgetCategory) => void;
}) {
  const today = todayLocalDate();
  // Here, not in the row: skipping the month's only occurrence removes the row.
  const skip = useSkipOccurrence();
  const dueOf = (bill: BudgetCategory) =>
    bill.scheduleId
      ? occurrences.filter((o) => o.categoryId === bill.id && o.billId !== null && !o.skipped)
      : [];
  const skipped = occurrences.filter((o) => o.skipped);
  const skipError = skip.error
    ? skip.error instanceof ApiError
      ? skip.error.message
      : 'The bill was not changed. Please try again.'
    : null;
  const repeatBadge = (bill: BudgetCategory) => {
    const cadence = bill.scheduleId ? cadences.get(bill.scheduleId) : undefined;
    return cadence ? <RepeatBadge cadence={cadence} /> : null;
  };
  const skipButton = (bill: BudgetCategory) => {
    const next = dueOf(bill).find((o) => !o.isPaid);
    if (!next || bill.isPaid) return null;
    const label = `Skip ${bill.name} due ${formatShortDate(next.dueDate)}`;
    return (
      <Button
        variant="ghost"
        size="icon"
        className="h-9 w-9 text-muted hover:text-text"
        aria-label={label}
        title={label}
        disabled={skip.isPending}
        onClick={() => skip.mutate({ id: next.billId!, date: next.scheduledDate!, skip: true })}
      >
        <SkipForward aria-hidden className="h-4 w-4" />
      </Button>
    );
  };
  // Due several times this month: a tick for each day. Else its one due date.
  // On phones the ticks show the day alone (the month is the page's).
  const dueCell = (bill: BudgetCategory, compact = false) => {
    const due = dueOf(bill);
    return due.length > 1 ? (
      <OccurrenceTicks occurrences={due} compact={compact} />
    ) : (
      formatDueDate(due[0]?.dueDate ?? bill.dueDate)
    );
  };
  const addLink = (
    <Button variant="link" className={addLinkClass} onClick={onAdd}>
      <Plus aria-hidden className="h-4 w-4" />
      Add Bill
    </Button>
  );
  return (
    <Card>
      <CardTitle>Bills</CardTitle>
      <CardDescription className="mt-1">
        Savings and debt payments due this month. Tick a bill once it is paid: that records one
        payment of what is left of it. A bill due several times a month has a tick for each day.
      </CardDescription>
      <div className="mt-4">
        {bills.length === 0 ? (
          <EmptyState message="No bills added yet." action={addLink} />
        ) : (
          <>
            <BudgetTable
              label="Bills"
              nameLabel="Bill"
              categories={bills}
              onEdit={onEdit}
              onDelete={onDelete}
              rowClassName={(bill) => cn(bill.isPaid && 'text-muted')}
              rowActions={skipButton}
              nameExtras={(bill) => (
                <>
                  <TypeBadge bill={bill} />
                  {repeatBadge(bill)}
                  <BillStatusBadge bill={bill} today={today} />
                </>
              )}
              columns={[
                {
                  label: 'Type',
                  align: 'left',
                  isTableOnly: true,
                  cell: (bill) => (
                    <span className="flex flex-wrap items-center gap-1">
                      <TypeBadge bill={bill} />
                      {repeatBadge(bill)}
                    </span>
                  ),
                },
                {
                  label: 'Due Date',
                  align: 'left',
                  cellClassName: 'whitespace-nowrap',
                  cell: (bill) => (
                    <>
                      {dueCell(bill)}
                      <span className="mt-1 block empty:hidden">
                        <BillStatusBadge bill={bill} today={today} />
                      </span>
                    </>
                  ),
                  stackedCell: (bill) => dueCell(bill, true),
                },
                {
                  label: 'Amount',
                  align: 'right',
                  cell: (bill) => <Money cents={bill.goal} currency={currency} />,
                  total: <Money cents={totals.planned} currency={currency} />,
                },
                {
                  label: 'Paid so far',
                  align: 'right',
                  cell: (bill) => <Money cents={bill.actual} currency={currency} />,
                  total: <Money cents={totals.actual} currency={currency} />,
                },
                {
                  label: 'Paid',
                  align: 'center',
                  cell: (bill) => <PaidCheckbox bill={bill} />,
                },
              ]}
            />
            <div className="mt-4">{addLink}</div>
          </>
        )}
        {skipError ? (
          <Alert tone="error" className="mt-4">
            {skipError}
          </Alert>
        ) : null}
        {skipped.length > 0 ? (
          <section aria-label="Skipped this month" className="mt-4 border-t border-border pt-4">
            <h3 className="text-sm font-medium text-text">Skipped this month</h3>
            <ul className="mt-2 space-y-1">
              {skipped.map((o) => (
                <li
                  key={`${o.billId}|${o.scheduledDate}`}
                  className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted"
                >
                  <span>
                    {o.name}, due {formatShortDate(o.dueDate)}:{' '}
                    <Money cents={o.amount} currency={currency} />
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={skip.isPending}
                    onClick={() =>
                      skip.mutate({ id: o.billId!, date: o.scheduledDate!, skip: false })
                    }
                  >
                    <Undo2 aria-hidden className="h-4 w-4" />
                    Bring back {o.name}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Card>
  );
}
