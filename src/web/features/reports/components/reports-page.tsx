// Reports (/reports, issue 34): where the money went over months and whether the budget held.
// Spending over time, budget against actual, income against spending and saving, and the top
// merchants over the months chosen (kept in the address), and this month so far against usual. Every figure comes from the one
// ledger, so it equals the dashboard's and Your Budget's for the same dates.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatCents } from '#shared/money';
import { todayLocalDate } from '#shared/period';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useMe } from '#web/lib/session.ts';
import {
  useBudgetReport,
  useCashflowReport,
  useMerchantReport,
  useSpendingReport,
  useUsualReport,
} from '../api.ts';
import { presetMonths, readReportMonths, reportMonthsParams, shortMonth } from '../report-range.ts';
import { BudgetVsActual } from './budget-vs-actual.tsx';
import { CashflowCard } from './cashflow-card.tsx';
import { MerchantsCard } from './merchants-card.tsx';
import { RangePicker } from './range-picker.tsx';
import { SpendingOverTime } from './spending-over-time.tsx';
import { UsualCard } from './usual-card.tsx';

export function ReportsPage() {
  const me = useMe();
  const currency = me.data?.profile.currency ?? 'USD';
  const money = (cents: number) => formatCents(cents, currency);
  const today = useMemo(() => todayLocalDate(), []);
  const [params, setParams] = useSearchParams();
  const { range, problem } = readReportMonths(
    { months: params.get('months'), from: params.get('from'), to: params.get('to') },
    today.slice(0, 7),
  );
  const months = { from: range.from, to: range.to };
  const spending = useSpendingReport(months);
  const plan = useBudgetReport(months);
  const flow = useCashflowReport(months);
  const merchants = useMerchantReport(months);
  const usual = useUsualReport(today);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Reports"
        description={`Where your money went and whether the budget held, ${shortMonth(range.from)} to ${shortMonth(range.to)}.`}
      />
      <RangePicker
        key={`${range.from}|${range.to}`}
        range={range}
        problem={problem}
        onPreset={(preset) =>
          setParams(reportMonthsParams(presetMonths(preset, today.slice(0, 7))), { replace: true })
        }
        onCustom={(from, to) => setParams({ from, to }, { replace: true })}
      />
      <QueryState query={spending} loadingLabel="Adding up your spending" canRetry>
        {(report) => <SpendingOverTime report={report} money={money} />}
      </QueryState>
      <QueryState query={plan} loadingLabel="Comparing your budget with your spending" canRetry>
        {(report) => <BudgetVsActual report={report} money={money} />}
      </QueryState>
      <QueryState query={flow} loadingLabel="Adding up money in and out" canRetry>
        {(report) => <CashflowCard report={report} money={money} />}
      </QueryState>
      <QueryState query={usual} loadingLabel="Comparing this month with usual" canRetry>
        {(report) => <UsualCard report={report} money={money} />}
      </QueryState>
      <QueryState query={merchants} loadingLabel="Finding your top merchants" canRetry>
        {(report) => <MerchantsCard report={report} money={money} />}
      </QueryState>
    </div>
  );
}
