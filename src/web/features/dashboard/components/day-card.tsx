// The dashboard's month calendar (spec section 2): days tinted by their net, and the picked day's
// Money In, Money Out (expenses, savings and debt payments: shared/budget/totals.ts), Money Left
// Over and transactions.
import { CalendarX2 } from 'lucide-react';
import { useMemo } from 'react';
import { dayTotals, signedAmount } from '#shared/budget/rules';
import type { TransactionView } from '#shared/contract/budget';
import { formatLongDate } from '#shared/period';
import { QueryState } from '#web/components/query-state.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { CalendarLegend, MonthCalendar } from '#web/components/month-calendar/month-calendar.tsx';
import { TypeBadge } from '#web/components/type-badge.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { useBillsDueByDay } from '#web/lib/bill-queries.ts';
import { useDayTotals, useTransactions } from '#web/lib/budget-queries.ts';
import { cn } from '#web/lib/cn.ts';

function DayFigure({
  label,
  cents,
  tone,
  money,
}: {
  label: string;
  cents: number;
  tone: 'positive' | 'negative' | 'signed';
  money: (cents: number) => string;
}) {
  // Nothing in or out that day reads as neutral, not as a loss or a gain.
  const isNegative = cents !== 0 && (tone === 'negative' || (tone === 'signed' && cents < 0));
  const color =
    cents === 0 && tone !== 'signed' ? 'text-text' : isNegative ? 'text-negative' : 'text-positive';
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-3 rounded-xl bg-surface-2/60 px-3 py-2.5 sm:block">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className={cn('text-base font-semibold tabular-nums sm:mt-0.5 sm:truncate', color)}>
        {money(cents)}
      </dd>
    </div>
  );
}

function DayTransactions({ date, money }: { date: string; money: (cents: number) => string }) {
  const query = useTransactions({ from: date, to: date });
  const transactions: TransactionView[] = query.data?.transactions ?? [];
  const totals = dayTotals(transactions);
  return (
    <div aria-busy={query.isFetching || undefined}>
      <dl className="grid gap-2 sm:grid-cols-3" aria-label={`Totals of ${formatLongDate(date)}`}>
        <DayFigure label="Money In" cents={totals.moneyIn} tone="positive" money={money} />
        <DayFigure label="Money Out" cents={totals.moneyOut} tone="negative" money={money} />
        <DayFigure label="Money Left Over" cents={totals.leftOver} tone="signed" money={money} />
      </dl>
      <QueryState
        query={query}
        loadingLabel="Loading the day's transactions"
        isEmpty={(data) => data.transactions.length === 0}
        empty={
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <CalendarX2 aria-hidden className="h-6 w-6 text-muted" />
            <p className="text-sm text-muted">No transactions on this date</p>
          </div>
        }
        className="mt-4"
      >
        {() => (
          <ul
            aria-label={`Transactions of ${formatLongDate(date)}`}
            className="mt-3 max-h-80 divide-y divide-border overflow-y-auto"
            tabIndex={transactions.length > 6 ? 0 : undefined}
          >
            {transactions.map((tx) => {
              const signed = signedAmount(tx);
              return (
                <li key={tx.id} className="flex items-center gap-3 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-text">{tx.name}</p>
                    <TypeBadge type={tx.type} className="mt-1" />
                  </div>
                  <p
                    className={cn(
                      'shrink-0 text-sm font-semibold tabular-nums',
                      signed < 0 ? 'text-negative' : 'text-positive',
                    )}
                  >
                    {signed < 0 ? money(signed) : `+${money(signed)}`}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

export function DayCard({
  month,
  onMonthChange,
  selectedDate,
  onSelectDate,
  today,
  money,
}: {
  month: string;
  onMonthChange: (month: string) => void;
  selectedDate: string | null;
  onSelectDate: (date: string | null) => void;
  today: string;
  money: (cents: number) => string;
}) {
  const dayTotalsQuery = useDayTotals(month);
  const billsDue = useBillsDueByDay(month);
  const days = useMemo(
    () => new Map((dayTotalsQuery.data ?? []).map((day) => [day.date, day])),
    [dayTotalsQuery.data],
  );
  return (
    <Card className="min-w-0">
      <CardTitle>Daily Calendar</CardTitle>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div>
          <MonthCalendar
            month={month}
            onMonthChange={onMonthChange}
            selectedDate={selectedDate}
            onSelectDate={onSelectDate}
            days={days}
            today={today}
            formatMoney={money}
            billsDue={billsDue}
          />
          <CalendarLegend className="mt-3 px-1" />
          {dayTotalsQuery.isError ? (
            <Alert tone="error" className="mt-3">
              {dayTotalsQuery.error.message}
            </Alert>
          ) : null}
        </div>
        <section aria-labelledby="selected-day-heading" className="min-w-0">
          <h3 id="selected-day-heading" className="text-base font-semibold text-text">
            {selectedDate ? formatLongDate(selectedDate) : 'No day selected'}
          </h3>
          <div className="mt-3">
            {selectedDate ? (
              <DayTransactions date={selectedDate} money={money} />
            ) : (
              <p className="py-8 text-center text-sm text-muted">
                Pick a day on the calendar to see its money in, money out and transactions.
              </p>
            )}
          </div>
        </section>
      </div>
    </Card>
  );
}
