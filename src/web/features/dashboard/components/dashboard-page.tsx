// The Dashboard (/, spec section 2): the date range, 'Your Budget' with the Money Flow diagram and the
// range's totals, where money came from and went, and a month calendar of the days' money.
import { HandCoins, Plus, ShoppingBag } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCents } from '#shared/money';
import { todayLocalDate } from '#shared/period';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { useTransactionDialog } from '#web/components/transaction-dialog/context.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/lib/session.ts';
import { useDashboard } from '../api.ts';
import { formatRangeLabel, presetRange, rangeParams, readRange } from '../date-range.ts';
import { BreakdownCard } from './breakdown-card.tsx';
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
  const range = readRange(
    { days: params.get('days'), from: params.get('from'), to: params.get('to') },
    today,
  );
  const dashboard = useDashboard(range);
  const view = dashboard.data;
  const rangeLabel = formatRangeLabel(range);

  const [calendarMonth, setCalendarMonth] = useState(today.slice(0, 7));
  const [selectedDate, setSelectedDate] = useState<string | null>(today);

  function showRange(next: Parameters<typeof rangeParams>[0]) {
    setParams(rangeParams(next), { replace: true });
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
        onPreset={(days) => showRange(presetRange(days, today))}
        onCustom={(custom) => showRange({ ...custom, preset: null })}
      />

      {dashboard.isPending ? (
        <LoadingScreen label="Loading your dashboard" />
      ) : dashboard.isError ? (
        <Alert tone="error">{dashboard.error.message}</Alert>
      ) : view ? (
        <div
          className={
            dashboard.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'
          }
          aria-busy={dashboard.isPlaceholderData || undefined}
        >
          {view.hasCategories ? (
            <BudgetCard view={view} money={money} rangeLabel={rangeLabel} />
          ) : (
            <NoBudgetSet />
          )}
          <div className="grid items-start gap-6 md:grid-cols-2">
            <BreakdownCard
              title="Where Your Money Comes From"
              Icon={HandCoins}
              shares={view.incomeSources}
              total={view.totals.moneyIn}
              money={money}
              listLabel="Income sources"
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
              empty="No expense categories added yet."
              addLink={{ to: '/budget?tab=money-out', label: 'Add Expense Category' }}
            />
          </div>
        </div>
      ) : null}

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
