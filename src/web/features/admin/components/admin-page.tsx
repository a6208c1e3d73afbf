// /admin (spec section 2, Admin analytics): every admin source of spec section 3 as cards, charts and
// tables. Each card loads on its own; the server answers only admins (the route guard sends anyone
// else to /). Figures are defined in docs/admin-metrics.md.
import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useAdminSource, useRefreshAdmin } from '../api.ts';
import {
  formatCount,
  formatDay,
  formatGrowth,
  formatMonth,
  formatRate,
  formatUsd,
} from '../format.ts';
import { AdminSection } from './admin-section.tsx';
import { BarChart } from './bar-chart.tsx';
import { PageViewsTable, RecentUsersTable } from './admin-tables.tsx';
import { StatGrid } from './stat-grid.tsx';

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

function LifetimeCard() {
  const query = useAdminSource('lifetime');
  return (
    <AdminSection title="Overview" testId="admin-lifetime" query={query}>
      {(s) => (
        <StatGrid
          items={[
            {
              label: 'Platform age',
              value: s.platformAgeDays === null ? '—' : plural(s.platformAgeDays, 'day', 'days'),
              detail: s.platformLaunchDate
                ? `Since ${formatDay(s.platformLaunchDate)}`
                : 'Set PLATFORM_LAUNCH_DATE to count it',
            },
            {
              label: 'Total users',
              value: formatCount(s.totalUsersAllTime),
              detail: `${formatCount(s.usersLast7Days)} in 7 days, ${formatCount(s.usersLast30Days)} in 30`,
            },
            {
              label: 'Pro users',
              value: formatCount(s.activeSubscriptionsCount),
              detail: `${formatCount(s.licenseKeyProUsers)} by license key, ${formatCount(s.grantedProUsers)} by CLI grant, ${formatCount(s.trialSubscriptionsCount)} trialing`,
            },
            {
              label: 'Average account age',
              value: `${s.avgUserLifetimeDays.toFixed(1)} days`,
            },
            { label: 'Transactions', value: formatCount(s.totalTransactionsAllTime) },
            { label: 'Budget categories', value: formatCount(s.totalCategoriesAllTime) },
            {
              label: 'Budgets made',
              value: formatCount(s.budgetMakerCounter),
              detail: 'Budget maker counter',
            },
            {
              label: 'License keys redeemed',
              value: formatCount(s.licenseKeysRedeemed),
              detail: `of ${plural(s.totalLicenseKeysGenerated, 'key', 'keys')} generated`,
            },
          ]}
        />
      )}
    </AdminSection>
  );
}

function RevenueCard() {
  const revenue = useAdminSource('revenue');
  const months = useAdminSource('monthlyRevenue');
  return (
    <AdminSection
      title="Revenue"
      description="Completed Pro purchases, in US dollars; refunds and disputes are not counted."
      testId="admin-revenue"
      query={revenue}
    >
      {(r) => (
        <div className="space-y-6">
          <StatGrid
            items={[
              { label: 'Total revenue', value: formatUsd(r.totalRevenueAllTime) },
              { label: 'Last 30 days', value: formatUsd(r.monthlyRecurringRevenue) },
              {
                label: 'This month',
                value: formatUsd(r.currentMonthRevenue),
                detail: `Last month ${formatUsd(r.lastMonthRevenue)}`,
              },
              {
                label: 'Average order',
                value: formatUsd(r.averageOrderValue),
                detail: `${plural(r.totalOrders, 'order', 'orders')}, ${plural(r.totalPayingUsers, 'customer', 'customers')}`,
              },
            ]}
          />
          <div>
            <h3 className="text-sm font-medium text-text">Last 12 months</h3>
            <div className="mt-2">
              <QueryState
                query={months}
                loadingLabel="Loading the last 12 months"
                isEmpty={(data) => data.every((m) => m.revenue === 0)}
                empty={<p className="text-sm text-muted">No sales in the last 12 months.</p>}
                canRetry
              >
                {(data) => (
                  <BarChart
                    points={[...data]
                      .reverse()
                      .map((m) => ({ label: formatMonth(m.month), value: m.revenue }))}
                    summary={`Revenue by month: ${formatUsd(data[0]!.revenue)} this month.`}
                    valueLabel="Revenue"
                    formatValue={formatUsd}
                  />
                )}
              </QueryState>
            </div>
          </div>
        </div>
      )}
    </AdminSection>
  );
}

function EngagementCard() {
  const query = useAdminSource('engagement');
  return (
    <AdminSection
      title="Engagement"
      description="People who signed in or opened a page."
      testId="admin-engagement"
      query={query}
    >
      {(e) => (
        <StatGrid
          className="lg:grid-cols-3"
          items={[
            { label: 'Active today', value: formatCount(e.dau), detail: 'DAU' },
            { label: 'Last 7 days', value: formatCount(e.wau), detail: 'WAU' },
            { label: 'Last 30 days', value: formatCount(e.mau), detail: 'MAU' },
            { label: 'Stickiness', value: formatRate(e.stickinessRatio), detail: 'DAU ÷ MAU' },
            {
              label: '30-day retention',
              value: formatRate(e.retentionRate30Day),
              detail: `${formatCount(e.retainedUsers30Day)} of ${formatCount(e.retentionCohort)} who joined 30–60 days ago`,
            },
          ]}
        />
      )}
    </AdminSection>
  );
}

function GrowthCard() {
  const query = useAdminSource('growth');
  return (
    <AdminSection
      title="Sign-ups"
      description="New accounts, against the period before."
      testId="admin-growth"
      query={query}
    >
      {(g) => (
        <StatGrid
          className="lg:grid-cols-3"
          items={[
            {
              label: 'Today',
              value: formatCount(g.usersToday),
              detail: `${formatGrowth(g.dailyGrowth)} on yesterday (${formatCount(g.usersYesterday)})`,
            },
            {
              label: 'This week',
              value: formatCount(g.usersThisWeek),
              detail: `${formatGrowth(g.weeklyGrowth)} on last week (${formatCount(g.usersLastWeek)})`,
            },
            {
              label: 'This month',
              value: formatCount(g.usersThisMonth),
              detail: `${formatGrowth(g.monthlyGrowth)} on last month (${formatCount(g.usersLastMonth)})`,
            },
          ]}
        />
      )}
    </AdminSection>
  );
}

function DailyStatsCard() {
  const query = useAdminSource('dailyStats');
  return (
    <AdminSection
      title="Last 30 days"
      description="Each UTC day, oldest on the left."
      testId="admin-daily"
      query={query}
    >
      {(days) => {
        const oldestFirst = [...days].reverse();
        const label = (d: string) => formatDay(d).replace(/, \d{4}$/, '');
        const today = days[0];
        return (
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="text-sm font-medium text-text">Active users</h3>
              <div className="mt-2">
                <BarChart
                  points={oldestFirst.map((d) => ({
                    label: label(d.statDate),
                    value: d.activeUsers,
                  }))}
                  summary={`Active users each day for 30 days: ${formatCount(today?.activeUsers ?? 0)} today.`}
                  valueLabel="Active users"
                  formatValue={formatCount}
                />
              </div>
            </div>
            <div>
              <h3 className="text-sm font-medium text-text">New sign-ups</h3>
              <div className="mt-2">
                <BarChart
                  points={oldestFirst.map((d) => ({
                    label: label(d.statDate),
                    value: d.newSignups,
                  }))}
                  summary={`New sign-ups each day for 30 days: ${formatCount(today?.newSignups ?? 0)} today, ${formatCount(today?.totalUsers ?? 0)} users in all.`}
                  valueLabel="New sign-ups"
                  formatValue={formatCount}
                  barClassName="bg-positive"
                />
              </div>
            </div>
          </div>
        );
      }}
    </AdminSection>
  );
}

function FeatureUsageCard() {
  const query = useAdminSource('featureUsage');
  return (
    <AdminSection title="Feature usage" testId="admin-features" query={query}>
      {(f) => (
        <StatGrid
          className="lg:grid-cols-2"
          items={[
            {
              label: 'People with transactions',
              value: formatCount(f.usersWithTransactions),
              detail: plural(f.totalTransactions, 'transaction', 'transactions'),
            },
            {
              label: 'People with a budget',
              value: formatCount(f.usersWithCategories),
              detail: `${formatCount(f.incomeCategories)} income, ${formatCount(f.expenseCategories)} expense, ${formatCount(f.savingsCategories)} savings, ${formatCount(f.debtCategories)} debt categories`,
            },
            {
              label: 'Finished setup',
              value: formatRate(f.onboardingCompletionRate),
              detail: plural(f.completedOnboarding, 'person', 'people'),
            },
            {
              label: 'Spend Breakdown characters',
              value: formatCount(f.totalAiCharacters),
              detail: `by ${plural(f.aiUsersCount, 'person', 'people')}`,
            },
            {
              label: 'Activity, last 7 days',
              value: formatCount(f.activityEventsLast7Days),
              detail: 'Sign-ins and page views',
            },
          ]}
        />
      )}
    </AdminSection>
  );
}

function BudgetMakerCard() {
  const query = useAdminSource('budgetMaker');
  return (
    <AdminSection
      title="Budget maker"
      description="Views of the free budget maker at /budget-maker."
      testId="admin-budget-maker"
      query={query}
    >
      {(b) => (
        <StatGrid
          className="lg:grid-cols-2"
          items={[
            {
              label: 'Views today',
              value: formatCount(b.viewsToday),
              detail: `Yesterday ${formatCount(b.viewsYesterday)}`,
            },
            { label: 'Last 7 days', value: formatCount(b.viewsLast7Days) },
            {
              label: 'This month',
              value: formatCount(b.viewsThisMonth),
              detail: `This week ${formatCount(b.viewsThisWeek)}`,
            },
            {
              label: 'All time',
              value: formatCount(b.totalViews),
              detail: `${b.avgDailyViews.toFixed(1)} a day, ${plural(b.uniqueVisitors, 'visitor', 'visitors')}`,
            },
          ]}
        />
      )}
    </AdminSection>
  );
}

function PageViewsCard() {
  const query = useAdminSource('pageViews');
  return (
    <AdminSection
      title="Page views"
      description="Every page, most viewed first. Views sent on leaving came by beacon as the page closed; the rest while it was open."
      testId="admin-page-views"
      query={query}
    >
      {(pages) => <PageViewsTable pages={pages} />}
    </AdminSection>
  );
}

function RecentUsersCard() {
  const query = useAdminSource('recentUsers');
  return (
    <AdminSection
      title="Newest users"
      description="The 50 most recent sign-ups."
      testId="admin-recent-users"
      query={query}
    >
      {(users) => <RecentUsersTable users={users} />}
    </AdminSection>
  );
}

export function AdminPage() {
  const refresh = useRefreshAdmin();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Admin Dashboard"
        description="How Pennyflow is used. Days are UTC days; weeks start on Monday."
        actions={
          <Button variant="secondary" onClick={() => void refresh()}>
            <RefreshCw aria-hidden className="h-4 w-4" />
            Refresh
          </Button>
        }
      />
      <LifetimeCard />
      <RevenueCard />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EngagementCard />
        <GrowthCard />
      </div>
      <DailyStatsCard />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <FeatureUsageCard />
        <BudgetMakerCard />
      </div>
      <PageViewsCard />
      <RecentUsersCard />
    </div>
  );
}
