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
import { RowActions } from '#web/components/row-actions.tsx';
import {
  addLink as addLinkClass,
  EmptyState,
  Figure,
  StackedList,
  TableRegion,
  td,
  th,
} from '#web/components/ui/table.tsx';
import { TruncatedName } from '#web/components/truncated-name.tsx';

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
            <TableRegion label="Bills" isWideOnly>
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-border text-left">
                    <th scope="col" className={th}>
                      Bill
                    </th>
                    <th scope="col" className={th}>
                      Type
                    </th>
                    <th scope="col" className={th}>
                      Due Date
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Amount
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Paid so far
                    </th>
                    <th scope="col" className={`${th} text-center`}>
                      Paid
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {bills.map((bill) => (
                    <tr key={bill.id} className={cn(bill.isPaid && 'text-muted')}>
                      <th
                        scope="row"
                        className={`${td} max-w-[9rem] sm:max-w-[14rem] lg:max-w-[20rem] text-left font-medium`}
                      >
                        <TruncatedName name={bill.name} />
                      </th>
                      <td className={td}>
                        <TypeBadge bill={bill} />
                      </td>
                      <td className={`${td} whitespace-nowrap`}>
                        {formatDueDate(bill.dueDate)}
                        <span className="mt-1 block empty:hidden">
                          <BillStatusBadge bill={bill} today={today} />
                        </span>
                      </td>
                      <td className={`${td} text-right`}>
                        <Money cents={bill.goal} currency={currency} />
                      </td>
                      <td className={`${td} text-right`}>
                        <Money cents={bill.actual} currency={currency} />
                      </td>
                      <td className={`${td} text-center`}>
                        <PaidCheckbox bill={bill} />
                      </td>
                      <td className={`${td} py-1.5`}>
                        <RowActions
                          name={bill.name}
                          onEdit={() => onEdit(bill)}
                          onDelete={() => onDelete(bill)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-border font-semibold">
                    <th scope="row" colSpan={3} className={`${td} text-left`}>
                      Total
                    </th>
                    <td className={`${td} text-right`}>
                      <Money cents={totals.planned} currency={currency} />
                    </td>
                    <td className={`${td} text-right`}>
                      <Money cents={totals.actual} currency={currency} />
                    </td>
                    <td className={td} colSpan={2} />
                  </tr>
                </tfoot>
              </table>
            </TableRegion>
            <StackedList label="Bills">
              {bills.map((bill) => (
                <li key={bill.id} className="py-3">
                  <div className="flex items-center justify-between gap-2">
                    <span className="flex min-w-0 flex-wrap items-center gap-2">
                      <TruncatedName name={bill.name} className="font-medium" />
                      <TypeBadge bill={bill} />
                      <BillStatusBadge bill={bill} today={today} />
                    </span>
                    <RowActions
                      name={bill.name}
                      onEdit={() => onEdit(bill)}
                      onDelete={() => onDelete(bill)}
                    />
                  </div>
                  <dl className="mt-1 grid grid-cols-4 gap-2 text-sm">
                    <Figure label="Due Date">{formatDueDate(bill.dueDate)}</Figure>
                    <Figure label="Amount">
                      <Money cents={bill.goal} currency={currency} />
                    </Figure>
                    <Figure label="Paid so far">
                      <Money cents={bill.actual} currency={currency} />
                    </Figure>
                    <Figure label="Paid">
                      <PaidCheckbox bill={bill} />
                    </Figure>
                  </dl>
                </li>
              ))}
              <li className="py-3 font-semibold">
                <span>Total</span>
                <dl className="mt-1 grid grid-cols-4 gap-2 text-sm">
                  <span aria-hidden />
                  <Figure label="Amount">
                    <Money cents={totals.planned} currency={currency} />
                  </Figure>
                  <Figure label="Paid so far">
                    <Money cents={totals.actual} currency={currency} />
                  </Figure>
                </dl>
              </li>
            </StackedList>
            <div className="mt-4">{addLink}</div>
          </>
        )}
      </div>
    </Card>
  );
}
