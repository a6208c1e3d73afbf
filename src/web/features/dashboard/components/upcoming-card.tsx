// 'Due in the next 14 days' (issue 33): every bill due from today for two weeks, whatever range the
// dashboard shows: repeating bills' occurrences and bills entered for their month, earliest first,
// with what is left to pay; paid ones ticked, skipped ones marked.
import { CalendarClock, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardView } from '#shared/contract/dashboard';
import { formatPeriod, formatShortDate } from '#shared/period';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { TruncatedName } from '#web/components/truncated-name.tsx';

export function UpcomingCard({
  upcoming,
  money,
}: {
  upcoming: DashboardView['upcoming'];
  money: (cents: number) => string;
}) {
  return (
    <Card className="min-w-0" data-testid="upcoming-card">
      <div className="flex items-center gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
          <CalendarClock aria-hidden className="h-4.5 w-4.5" />
        </span>
        <div className="min-w-0">
          <CardTitle className="text-base">Due in the next 14 days</CardTitle>
          <p className="text-sm text-muted">
            <span className="tabular-nums" data-testid="upcoming-total">
              {money(upcoming.totalDue)}
            </span>{' '}
            to pay by {formatShortDate(upcoming.to)}
          </p>
        </div>
      </div>
      {upcoming.bills.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          Nothing is due in the next 14 days.{' '}
          <Link to="/budget?tab=money-out" className="font-medium text-accent-text hover:underline">
            Add a bill
          </Link>
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border text-sm" aria-label="Due in the next 14 days">
          {upcoming.bills.map((bill) => (
            <li
              key={`${bill.billId ?? bill.categoryId}-${bill.scheduledDate ?? bill.dueDate}`}
              className="flex items-center justify-between gap-3 py-2.5"
            >
              <div className="min-w-0">
                <Link
                  to={`/budget?month=${bill.dueDate.slice(0, 7)}&tab=money-out`}
                  className="block min-w-0 font-medium text-text hover:underline"
                  aria-label={`${bill.name}, ${formatPeriod(bill.dueDate.slice(0, 7))} budget`}
                >
                  <TruncatedName name={bill.name} />
                </Link>
                <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted">
                  Due {formatShortDate(bill.dueDate)}
                  {bill.billId ? (
                    <span className="inline-flex items-center gap-1">
                      <Repeat aria-hidden className="h-3 w-3" />
                      Repeats
                    </span>
                  ) : null}
                  {bill.isPaid ? (
                    <span className="rounded-full bg-positive-soft px-2 py-0.5 font-medium text-positive">
                      Paid
                    </span>
                  ) : null}
                  {bill.skipped ? (
                    <span className="rounded-full bg-surface-2 px-2 py-0.5 font-medium">
                      Skipped
                    </span>
                  ) : null}
                </span>
              </div>
              <span
                className={
                  bill.isPaid || bill.skipped
                    ? 'shrink-0 tabular-nums text-muted line-through'
                    : 'shrink-0 tabular-nums'
                }
              >
                {money(bill.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
