// Money Out's bills: savings and debt entries with a due date, the amount due beside what was paid,
// a badge when overdue or due within a week, and a paid checkbox that is saved at once (a bill carried
// from an earlier month gets this month's row when first ticked).
import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import type { BudgetCategory } from '#shared/budget/rules';
import { TYPE_LABELS } from '#shared/contract/budget';
import type { CurrencyCode } from '#shared/money';
import { formatShortDate, todayLocalDate } from '#shared/period';
import { BillStatusBadge } from '#web/components/bill-status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSetBillPaid } from '../api.ts';
import type { PlanTotals } from '../budget-view.ts';
import { Money } from './money.tsx';
import { addLink as addLinkClass, EmptyState } from '#web/components/ui/table.tsx';
import { BudgetTable } from './budget-table.tsx';

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

export function BillsCard({
  bills,
  totals,
  currency,
  onAdd,
  onEdit,
  onDelete,
}: {
  bills: BudgetCategory[];
  totals: PlanTotals;
  currency: CurrencyCode;
  onAdd: () => void;
  onEdit: (category: BudgetCategory) => void;
  onDelete: (category: BudgetCategory) => void;
}) {
  const today = todayLocalDate();
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
        payment of what is left of it.
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
              nameExtras={(bill) => (
                <>
                  <TypeBadge bill={bill} />
                  <BillStatusBadge bill={bill} today={today} />
                </>
              )}
              columns={[
                {
                  label: 'Type',
                  align: 'left',
                  isTableOnly: true,
                  cell: (bill) => <TypeBadge bill={bill} />,
                },
                {
                  label: 'Due Date',
                  align: 'left',
                  cellClassName: 'whitespace-nowrap',
                  cell: (bill) => (
                    <>
                      {formatDueDate(bill.dueDate)}
                      <span className="mt-1 block empty:hidden">
                        <BillStatusBadge bill={bill} today={today} />
                      </span>
                    </>
                  ),
                  stackedCell: (bill) => formatDueDate(bill.dueDate),
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
      </div>
    </Card>
  );
}
