// 'Bills to pay': the range's unpaid bills, and any overdue or due within a week of today, earliest
// first, each marked as Your Budget marks it, with what is left to pay and a link to its month.
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardBill } from '#shared/contract/dashboard';
import { formatPeriod, formatShortDate } from '#shared/period';
import { BillStatusBadge } from '#web/components/bill-status-badge.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { TruncatedName } from '#web/components/truncated-name.tsx';

export function BillsDueCard({
  bills,
  stillToPay,
  today,
  money,
}: {
  bills: DashboardBill[];
  stillToPay: number;
  today: string;
  money: (cents: number) => string;
}) {
  return (
    <Card className="min-w-0" data-testid="bills-due-card">
      <div className="flex items-center gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-warning-soft text-warning">
          <ReceiptText aria-hidden className="h-4.5 w-4.5" />
        </span>
        <div className="min-w-0">
          <CardTitle className="text-base">Bills to pay</CardTitle>
          <p className="text-sm text-muted">
            <span className="tabular-nums" data-testid="still-to-pay">
              {money(stillToPay)}
            </span>{' '}
            still to pay in this period
          </p>
        </div>
      </div>
      <ul className="mt-4 divide-y divide-border text-sm" aria-label="Bills to pay">
        {bills.map((bill) => (
          <li
            key={`${bill.type}-${bill.name}-${bill.month}`}
            className="flex items-center justify-between gap-3 py-2.5"
          >
            <div className="min-w-0">
              <Link
                to={`/budget?month=${bill.month}&tab=money-out`}
                className="block min-w-0 font-medium text-text hover:underline"
                aria-label={`${bill.name}, ${formatPeriod(bill.month)} budget`}
              >
                <TruncatedName name={bill.name} />
              </Link>
              <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted">
                {bill.dueDate ? `Due ${formatShortDate(bill.dueDate)}` : formatPeriod(bill.month)}
                <BillStatusBadge bill={bill} today={today} />
              </span>
            </div>
            <span className="shrink-0 tabular-nums">{money(bill.leftToPay)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
