// The Dashboard (/, spec section 2): the date range, 'Your Budget' with the Money Flow diagram and the
// range's totals, where money came from and went, and a month calendar of the days' money.
import { HandCoins, Plus, ShoppingBag } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardView } from '#shared/contract/dashboard';
import { formatCents } from '#shared/money';
import { todayLocalDate } from '#shared/period';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useTransactionDialog } from '#web/components/transaction-dialog/context.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useMe } from '#web/lib/session.ts';
import { useDashboard } from '../api.ts';
import {
  formatPeriodHeading,
  hasRangeQuery,
  presetRange,
  rangeParams,
  readRange,
  readRememberedRange,
  rememberRange,
  type RangeQuery,
} from '../date-range.ts';
import { BreakdownCard } from './breakdown-card.tsx';
import { billsToList } from '../bills-to-list.ts';
import { BillsDueCard } from './bills-due-card.tsx';
import { UpcomingCard } from './upcoming-card.tsx';
import { BudgetCard, NoBudgetSet } from './budget-card.tsx';
import { DayCard } from './day-card.tsx';
import { KeptReportNotice } from './kept-report-notice.tsx';
import { RangePicker } from './range-picker.tsx';

export function DashboardPage() {
  const me = useMe();
  const currency = me.data?.profile.currency ?? 'USD';
  const money = (cents: number) => formatCents(cents, currency);
  const transactionDialog = useTransactionDialog();

  const today = useMemo(() => todayLocalDate(), []);
  const [params, setParams] = useSearchParams();
  const queryOf = (source: URLSearchParams): RangeQuery => ({
    days: source.get('days'),
    period: source.get('period'),
    from: source.get('from'),
    to: source.get('to'),
  });
  // No range in the address: the person's last choice, else the spec's default (the last 30 days).
  // The guard has loaded the profile before this page renders.
  const accountId = me.data?.profile.id ?? '';
  const remembered = useMemo(
    () => new URLSearchParams(readRememberedRange(accountId)),
    [accountId],
  );
  const asked = queryOf(params);
  const range = readRange(hasRangeQuery(asked) ? asked : queryOf(remembered), today);
  const dashboard = useDashboard(range, today);
  const rangeLabel = formatPeriodHeading(range);

  // Show the remembered range in the address too, so a reload or a shared link keeps it.
  useEffect(() => {
    if (!hasRangeQuery(asked) && hasRangeQuery(queryOf(remembered))) {
      setParams(rangeParams(range), { replace: true });
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [calendarMonth, setCalendarMonth] = useState(today.slice(0, 7));
  const [selectedDate, setSelectedDate] = useState<string | null>(today);

  function showRange(next: Parameters<typeof rangeParams>[0]) {
    const nextParams = rangeParams(next);
    rememberRange(accountId, nextParams);
    setParams(nextParams, { replace: true });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Welcome to Pennyflow"
        description="Where your money came from and where it went."
        actions={
          <Button onClick={() => transactionDialog.openAdd()}>
            <Plus aria-hidden className="h-4 w-4" />
            Add Transactions
          </Button>
        }
      />

      <KeptReportNotice />

      <RangePicker
        range={range}
        today={today}
        onPreset={(preset) => showRange(presetRange(preset, today))}
        onCustom={(custom) => showRange({ ...custom, preset: null })}
      />

      <QueryState query={dashboard} loadingLabel="Loading your dashboard" size="page">
        {(view) => (
          <RangeFigures
            view={view}
            isStale={dashboard.isPlaceholderData}
            rangeLabel={rangeLabel}
            today={today}
            money={money}
          />
        )}
      </QueryState>

      <DayCard
        month={calendarMonth}
        onMonthChange={setCalendarMonth}
        selectedDate={selectedDate}
        onSelectDate={setSelectedDate}
        today={today}
        money={money}
      />
    </div>
  );
}

/** The range's figures: the budget, the bills due and where money came from and went. */
function RangeFigures({
  view,
  isStale,
  rangeLabel,
  today,
  money,
}: {
  view: DashboardView;
  /** The previous range's figures, shown dimmed while the new range loads. */
  isStale: boolean;
  rangeLabel: string;
  today: string;
  money: (cents: number) => string;
}) {
  const bills = billsToList(view.bills, today);
  return (
    <div
      className={isStale ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
      aria-busy={isStale || undefined}
    >
      {view.hasCategories ? (
        <BudgetCard view={view} money={money} rangeLabel={rangeLabel} />
      ) : (
        <NoBudgetSet />
      )}
      <div className={bills.length > 0 ? 'grid items-start gap-6 md:grid-cols-2' : ''}>
        {bills.length > 0 ? (
          <BillsDueCard
            bills={bills}
            stillToPay={view.totals.stillToPay}
            today={today}
            money={money}
          />
        ) : null}
        <UpcomingCard upcoming={view.upcoming} money={money} />
      </div>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <BreakdownCard
          title="Where Your Money Comes From"
          Icon={HandCoins}
          shares={view.incomeSources}
          total={view.totals.moneyIn}
          money={money}
          listLabel="Income sources"
          noun="sources"
          empty="No income sources added yet."
          addLink={{ to: '/budget', label: 'Add Income Category' }}
        />
        <BreakdownCard
          title="Where Your Money Goes"
          Icon={ShoppingBag}
          shares={view.expenseCategories}
          total={view.totals.expenses}
          money={money}
          listLabel="Expense categories"
          noun="categories"
          empty="No expense categories added yet."
          addLink={{ to: '/budget?tab=money-out', label: 'Add Expense Category' }}
        />
      </div>
    </div>
  );
}
