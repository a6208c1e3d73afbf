// The admin sources of spec section 3, one SQL query each over our own tables. Every figure is
// defined in docs/admin-metrics.md; days are UTC days, weeks start on Monday, and `now` is passed in
// so that tests can pin "today". Money is integer cents; rates are percentages with one decimal.
import { sql, type SQL } from 'drizzle-orm';
import { deriveSubscription, type SubscriptionStatus } from '#shared/subscription';
import { daysBetween } from '#shared/period';
import type { Database } from '../../db/client.ts';

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function one<T>(db: Database, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (!row) throw new Error('An admin query answered no row');
  return row;
}

/**
 * Counts that probe every user's index entries, each its own statement and read side by side: on
 * PostgreSQL the pool runs them on separate connections, so the slowest sets the time.
 */
async function counts<K extends string>(
  db: Database,
  parts: Record<K, SQL>,
): Promise<Record<K, number>> {
  const read = await Promise.all(
    Object.entries<SQL>(parts).map(async ([key, query]) => {
      const { value } = await one<{ value: number }>(db, sql`select (${query})::int as value`);
      return [key, value] as const;
    }),
  );
  return Object.fromEntries(read) as Record<K, number>;
}

/**
 * Folds the row counts of connections that have closed into shard 0, so the counters stay a handful
 * of rows. One fold at a time (others skip it); exact whatever runs meanwhile, since a live
 * connection's row is only taken once its transaction has committed.
 */
async function foldRowCounts(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [lock] = await rows<{ ok: boolean }>(
      tx as unknown as Database,
      sql`select pg_try_advisory_xact_lock(hashtext('row_counts:fold')) as ok`,
    );
    if (!lock?.ok) return;
    await tx.execute(sql`with gone as (
        delete from row_counts r where r.shard <> 0
          and not exists (select 1 from pg_stat_activity a where a.pid = r.shard)
        returning counter, n),
      sums as (select counter, sum(n) as n from gone group by counter)
      insert into row_counts (counter, shard, n) select counter, 0, n from sums
      on conflict (counter, shard) do update set n = row_counts.n + excluded.n`);
  });
}

/** Rows of 'transactions' or 'categories' per type, from the counters its triggers keep. */
async function rowsByType(db: Database, table: 'transactions' | 'categories') {
  const found = await rows<{ type: string; n: number }>(
    db,
    sql`select split_part(counter, ':', 2) as type, sum(n)::float8 as n from row_counts
      where counter like ${`${table}:%`} group by counter`,
  );
  const byType = new Map(found.map((row) => [row.type, row.n]));
  const total = [...byType.values()].reduce((sum, n) => sum + n, 0);
  return { byType, total };
}

/** "Users with" counts probe each user's index entries rather than de-duplicating every row. */
const usersWithRowsIn = (table: 'transactions' | 'categories') =>
  sql`select count(*) from "user" u where exists (
    select 1 from ${sql.raw(table)} t where t.user_id = u.id)`;

interface Clock {
  now: Date;
}

/** `now` and the UTC calendar boundaries around it, as SQL fragments. */
function bounds({ now }: Clock) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(${at} at time zone 'UTC')::date`;
  return {
    at,
    today,
    week: sql`date_trunc('week', ${today})::date`,
    month: sql`date_trunc('month', ${today})::date`,
  };
}

/** Percentage with one decimal; null when there is nothing to divide by. */
const percent = (part: SQL, whole: SQL) =>
  sql`round(100.0 * (${part}) / nullif((${whole}), 0), 1)::float8`;

/** Change from `before` to `after` in percent, one decimal; null when `before` is 0. */
const growth = (after: SQL, before: SQL) =>
  sql`round(100.0 * ((${after}) - (${before})) / nullif((${before}), 0), 1)::float8`;

/** An instant as ISO 8601 in UTC, the same text from PGlite and PostgreSQL. */
const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Users with Pro now, by the same facts as deriveSubscription. */
const PRO_USERS = sql`
  select p.id as user_id from profiles p where p.is_passkey_pro
  union
  select c.user_id from stripe_customers c
    join stripe_orders o on o.customer_id = c.customer_id
    where o.status = 'completed' and o.deleted_at is null and c.deleted_at is null
  union
  select c.user_id from stripe_customers c
    join stripe_subscriptions s on s.customer_id = c.customer_id
    where s.status in ('active', 'trialing') and s.deleted_at is null and c.deleted_at is null`;

/** The profile `p` redeemed a license key: lifetime Pro without one came from a CLI grant. */
const REDEEMED_A_KEY = sql`exists (select 1 from license_keys k where k.redeemed_by = p.id)`;

/** Completed, not deleted orders: what revenue counts. */
const PAID_ORDERS = sql`stripe_orders o where o.status = 'completed' and o.deleted_at is null`;

export interface LifetimeStats {
  platformLaunchDate: string | null;
  platformAgeDays: number | null;
  totalUsersAllTime: number;
  activeSubscriptionsCount: number;
  trialSubscriptionsCount: number;
  totalTransactionsAllTime: number;
  totalCategoriesAllTime: number;
  budgetMakerCounter: number;
  /** Lifetime Pro without paying: by a redeemed license key or by a CLI grant, the two below. */
  passkeyProUsers: number;
  /** Lifetime Pro users who redeemed a license key. */
  licenseKeyProUsers: number;
  /** Lifetime Pro users granted it by an operator (`npm run cli -- grant-pro`), no key redeemed. */
  grantedProUsers: number;
  avgUserLifetimeDays: number;
  usersLast7Days: number;
  usersLast30Days: number;
  licenseKeysRedeemed: number;
  totalLicenseKeysGenerated: number;
}

export async function lifetimeStats(
  db: Database,
  clock: Clock & { launchDate: string | undefined },
): Promise<LifetimeStats> {
  const { at, today } = bounds(clock);
  await foldRowCounts(db);
  const [transactionRows, categoryRows, row] = await Promise.all([
    rowsByType(db, 'transactions'),
    rowsByType(db, 'categories'),
    one<
      Omit<
        LifetimeStats,
        | 'platformLaunchDate'
        | 'platformAgeDays'
        | 'totalTransactionsAllTime'
        | 'totalCategoriesAllTime'
      >
    >(
      db,
      sql`select
      (select count(*) from "user")::int as "totalUsersAllTime",
      (select count(*) from (${PRO_USERS}) pro)::int as "activeSubscriptionsCount",
      (select count(*) from stripe_subscriptions
        where status = 'trialing' and deleted_at is null)::int as "trialSubscriptionsCount",
      coalesce((select count from budget_counter where id = 1), 0)::float8 as "budgetMakerCounter",
      (select count(*) from profiles where is_passkey_pro)::int as "passkeyProUsers",
      (select count(*) from profiles p where p.is_passkey_pro and ${REDEEMED_A_KEY})::int
        as "licenseKeyProUsers",
      (select count(*) from profiles p where p.is_passkey_pro and not ${REDEEMED_A_KEY})::int
        as "grantedProUsers",
      coalesce((select round((avg(extract(epoch from (${at} - created_at))) / 86400)::numeric, 1)
        from "user"), 0)::float8 as "avgUserLifetimeDays",
      (select count(*) from "user" where created_at > ${at} - interval '7 days')::int
        as "usersLast7Days",
      (select count(*) from "user" where created_at > ${at} - interval '30 days')::int
        as "usersLast30Days",
      (select count(*) from license_keys where redeemed_at is not null)::int
        as "licenseKeysRedeemed",
      (select count(*) from license_keys)::int as "totalLicenseKeysGenerated",
      ${today}::text as today`,
    ),
  ]);
  const { today: todayText, ...figures } = row as typeof row & { today: string };
  const launch = clock.launchDate ?? null;
  return {
    platformLaunchDate: launch,
    platformAgeDays: launch === null ? null : daysBetween(launch, todayText),
    ...figures,
    totalTransactionsAllTime: transactionRows.total,
    totalCategoriesAllTime: categoryRows.total,
  };
}

export interface RevenueAnalytics {
  totalRevenueAllTime: number;
  monthlyRecurringRevenue: number;
  currentMonthRevenue: number;
  lastMonthRevenue: number;
  averageOrderValue: number;
  totalOrders: number;
  totalPayingUsers: number;
}

export function revenueAnalytics(db: Database, clock: Clock): Promise<RevenueAnalytics> {
  const { at, month } = bounds(clock);
  return one<RevenueAnalytics>(
    db,
    sql`select
      coalesce(sum(o.amount_total), 0)::float8 as "totalRevenueAllTime",
      coalesce(sum(o.amount_total) filter (where o.created_at > ${at} - interval '30 days'), 0)::float8
        as "monthlyRecurringRevenue",
      coalesce(sum(o.amount_total) filter (where o.created_at >= ${month}::timestamp at time zone 'UTC'
        and o.created_at <= ${at}), 0)::float8 as "currentMonthRevenue",
      coalesce(sum(o.amount_total) filter (
        where o.created_at >= (${month} - interval '1 month') at time zone 'UTC'
          and o.created_at < ${month}::timestamp at time zone 'UTC'), 0)::float8 as "lastMonthRevenue",
      coalesce(round(avg(o.amount_total)), 0)::float8 as "averageOrderValue",
      count(*)::int as "totalOrders",
      count(distinct o.customer_id)::int as "totalPayingUsers"
    from ${PAID_ORDERS}`,
  );
}

export interface FeatureUsage {
  totalAiCharacters: number;
  aiUsersCount: number;
  totalTransactions: number;
  usersWithTransactions: number;
  totalCategories: number;
  usersWithCategories: number;
  onboardingCompletionRate: number | null;
  completedOnboarding: number;
  activityEventsLast7Days: number;
  incomeCategories: number;
  expenseCategories: number;
  savingsCategories: number;
  debtCategories: number;
}

export async function featureUsage(db: Database, clock: Clock): Promise<FeatureUsage> {
  const { at } = bounds(clock);
  await foldRowCounts(db);
  const largeCounts = counts(db, {
    usersWithTransactions: usersWithRowsIn('transactions'),
    usersWithCategories: usersWithRowsIn('categories'),
  });
  const transactionCounts = rowsByType(db, 'transactions');
  const categoryCounts = rowsByType(db, 'categories');
  const smallCounts = one<
    Pick<
      FeatureUsage,
      | 'totalAiCharacters'
      | 'aiUsersCount'
      | 'onboardingCompletionRate'
      | 'completedOnboarding'
      | 'activityEventsLast7Days'
    >
  >(
    db,
    sql`select
      coalesce((select sum(characters_used) from ai_usage), 0)::float8 as "totalAiCharacters",
      (select count(distinct user_id) from ai_usage)::int as "aiUsersCount",
      ${percent(sql`select count(*) from profiles where onboarding_completed`, sql`select count(*) from profiles`)}
        as "onboardingCompletionRate",
      (select count(*) from profiles where onboarding_completed)::int as "completedOnboarding",
      (select count(*) from user_activity where created_at > ${at} - interval '7 days')::int
        as "activityEventsLast7Days"`,
  );
  const [large, transactionRows, categoryRows, small] = await Promise.all([
    largeCounts,
    transactionCounts,
    categoryCounts,
    smallCounts,
  ]);
  const ofType = categoryRows.byType;
  const { usersWithTransactions, usersWithCategories } = large;
  return {
    ...small,
    totalTransactions: transactionRows.total,
    usersWithTransactions,
    totalCategories: categoryRows.total,
    usersWithCategories,
    incomeCategories: ofType.get('income') ?? 0,
    expenseCategories: ofType.get('expense') ?? 0,
    savingsCategories: ofType.get('savings') ?? 0,
    debtCategories: ofType.get('debt') ?? 0,
  };
}

export interface UserEngagement {
  dau: number;
  wau: number;
  mau: number;
  stickinessRatio: number | null;
  retentionRate30Day: number | null;
  retainedUsers30Day: number;
  /** Users who signed up 30 to 60 days ago: the cohort retention is measured on. */
  retentionCohort: number;
}

export function userEngagement(db: Database, clock: Clock): Promise<UserEngagement> {
  const { at, today } = bounds(clock);
  return one<UserEngagement>(
    db,
    sql`with
      dau as (select count(*)::int as n from user_active_days where day = ${today}),
      wau as (select count(*)::int as n from (select distinct user_id from user_active_days
        where day > ${today} - 7 and day <= ${today}) w),
      mau as (select count(*)::int as n from (select distinct user_id from user_active_days
        where day > ${today} - 30 and day <= ${today}) m),
      cohort as (select u.id, exists (
          select 1 from user_active_days a
          where a.user_id = u.id and a.day > ${today} - 30 and a.day <= ${today}) as retained
        from "user" u
        where u.created_at > ${at} - interval '60 days' and u.created_at <= ${at} - interval '30 days')
    select
      (select n from dau) as dau,
      (select n from wau) as wau,
      (select n from mau) as mau,
      ${percent(sql`select n from dau`, sql`select n from mau`)} as "stickinessRatio",
      ${percent(sql`select count(*) from cohort where retained`, sql`select count(*) from cohort`)}
        as "retentionRate30Day",
      (select count(*) from cohort where retained)::int as "retainedUsers30Day",
      (select count(*) from cohort)::int as "retentionCohort"`,
  );
}

export interface GrowthMetrics {
  usersToday: number;
  usersYesterday: number;
  usersThisWeek: number;
  usersLastWeek: number;
  usersThisMonth: number;
  usersLastMonth: number;
  dailyGrowth: number | null;
  weeklyGrowth: number | null;
  monthlyGrowth: number | null;
}

export function growthMetrics(db: Database, clock: Clock): Promise<GrowthMetrics> {
  const { today, week, month } = bounds(clock);
  const signupsBetween = (from: SQL, to: SQL) =>
    sql`(select count(*) from "user" where created_at >= (${from})::timestamp at time zone 'UTC'
      and created_at < (${to})::timestamp at time zone 'UTC')::int`;
  const tomorrow = sql`${today} + 1`;
  return one<GrowthMetrics>(
    db,
    sql`with c as (select
      ${signupsBetween(today, tomorrow)} as today,
      ${signupsBetween(sql`${today} - 1`, today)} as yesterday,
      ${signupsBetween(week, tomorrow)} as this_week,
      ${signupsBetween(sql`${week} - 7`, week)} as last_week,
      ${signupsBetween(month, tomorrow)} as this_month,
      ${signupsBetween(sql`(${month} - interval '1 month')::date`, month)} as last_month)
    select today as "usersToday", yesterday as "usersYesterday",
      this_week as "usersThisWeek", last_week as "usersLastWeek",
      this_month as "usersThisMonth", last_month as "usersLastMonth",
      ${growth(sql`today`, sql`yesterday`)} as "dailyGrowth",
      ${growth(sql`this_week`, sql`last_week`)} as "weeklyGrowth",
      ${growth(sql`this_month`, sql`last_month`)} as "monthlyGrowth"
    from c`,
  );
}

export const MONTHLY_REVENUE_MONTHS = 12;

/** Revenue of each of the last 12 months ('YYYY-MM', this month first), 0 for a month with none. */
export function monthlyRevenue(
  db: Database,
  clock: Clock,
): Promise<Array<{ month: string; revenue: number }>> {
  const { month } = bounds(clock);
  return rows(
    db,
    sql`select to_char(m, 'YYYY-MM') as month, coalesce(sum(o.amount_total), 0)::float8 as revenue
    from generate_series(${month} - interval '${sql.raw(String(MONTHLY_REVENUE_MONTHS - 1))} months',
      ${month}::timestamp, interval '1 month') as m
    left join stripe_orders o on o.status = 'completed' and o.deleted_at is null
      and o.created_at >= m at time zone 'UTC' and o.created_at < (m + interval '1 month') at time zone 'UTC'
    group by m order by m desc`,
  );
}

export const DAILY_STATS_DAYS = 30;

export interface DailyUserStat {
  statDate: string;
  /** Accounts that existed at the end of the day. */
  totalUsers: number;
  activeUsers: number;
  newSignups: number;
}

/** The last 30 UTC days, today first. */
export function dailyUserStats(db: Database, clock: Clock): Promise<DailyUserStat[]> {
  const { today } = bounds(clock);
  const first = sql`(${today} - ${sql.raw(String(DAILY_STATS_DAYS - 1))})`;
  return rows(
    db,
    sql`with days as (select d::date as day from generate_series(${first}::timestamp, ${today}::timestamp,
        interval '1 day') as d),
      before as (select count(*)::int as n from "user"
        where created_at < (${first})::timestamp at time zone 'UTC'),
      signups as (select (created_at at time zone 'UTC')::date as day, count(*)::int as n from "user"
        where created_at >= (${first})::timestamp at time zone 'UTC' group by 1),
      active as (select day, count(*)::int as n from user_active_days where day >= ${first} group by day)
    select to_char(days.day, 'YYYY-MM-DD') as "statDate",
      ((select n from before) + sum(coalesce(signups.n, 0)) over (order by days.day))::int as "totalUsers",
      coalesce(active.n, 0) as "activeUsers",
      coalesce(signups.n, 0) as "newSignups"
    from days
    left join signups on signups.day = days.day
    left join active on active.day = days.day
    order by days.day desc`,
  );
}

export const RECENT_USERS_LIMIT = 50;

export interface RecentUser {
  id: string;
  email: string;
  signupDate: string;
  lastActiveAt: string | null;
  activeToday: boolean;
  subscriptionStatus: SubscriptionStatus;
}

/** The 50 newest signups, newest first. */
export async function recentUsers(db: Database, clock: Clock): Promise<RecentUser[]> {
  const { today } = bounds(clock);
  const found = await rows<{
    id: string;
    email: string;
    signupDate: string;
    lastActiveAt: string | null;
    activeToday: boolean;
    isPasskeyPro: boolean;
    hasCompletedOrder: boolean;
    subscriptionStatus: string | null;
  }>(
    db,
    sql`select u.id, u.email, ${isoText(sql`u.created_at`)} as "signupDate",
      ${isoText(sql`last.at`)} as "lastActiveAt",
      exists (select 1 from user_active_days a where a.user_id = u.id and a.day = ${today})
        as "activeToday",
      coalesce(p.is_passkey_pro, false) as "isPasskeyPro",
      exists (select 1 from stripe_customers c join stripe_orders o on o.customer_id = c.customer_id
        where c.user_id = u.id and c.deleted_at is null and o.status = 'completed'
          and o.deleted_at is null) as "hasCompletedOrder",
      (select s.status from stripe_customers c join stripe_subscriptions s on s.customer_id = c.customer_id
        where c.user_id = u.id and c.deleted_at is null and s.deleted_at is null limit 1)
        as "subscriptionStatus"
    from (select * from "user" order by created_at desc, id limit ${RECENT_USERS_LIMIT}) u
    left join profiles p on p.id = u.id
    left join lateral (select max(created_at) as at from user_activity a where a.user_id = u.id) last
      on true
    order by u.created_at desc, u.id`,
  );
  return found.map(({ isPasskeyPro, hasCompletedOrder, subscriptionStatus, ...user }) => ({
    ...user,
    subscriptionStatus: deriveSubscription({
      isPasskeyPro,
      hasCompletedOrder,
      subscription: subscriptionStatus ? { status: subscriptionStatus, priceId: null } : null,
    }).status,
  }));
}

/** Views counted from the per-day rollup, for one page or all. */
function viewCounts(clock: Clock) {
  const { today, week, month } = bounds(clock);
  return sql`
      coalesce(sum(views), 0)::int as "totalViews",
      coalesce(sum(views) filter (where day = ${today}), 0)::int as "viewsToday",
      coalesce(sum(views) filter (where day = ${today} - 1), 0)::int as "viewsYesterday",
      coalesce(sum(views) filter (where day >= ${week} and day <= ${today}), 0)::int
        as "viewsThisWeek",
      coalesce(sum(views) filter (where day >= ${month} and day <= ${today}), 0)::int
        as "viewsThisMonth"`;
}

export const BUDGET_MAKER_PATH = '/budget-maker';

export interface BudgetMakerStats {
  totalViews: number;
  viewsToday: number;
  viewsYesterday: number;
  viewsThisWeek: number;
  viewsThisMonth: number;
  viewsLast7Days: number;
  avgDailyViews: number;
  uniqueVisitors: number;
}

export function budgetMakerStats(db: Database, clock: Clock): Promise<BudgetMakerStats> {
  const { today } = bounds(clock);
  return one<BudgetMakerStats>(
    db,
    sql`with views as (select day, views from page_view_days
        where page_path = ${BUDGET_MAKER_PATH} and day <= ${today})
    select
      ${viewCounts(clock)},
      coalesce(sum(views) filter (where day > ${today} - 7), 0)::int as "viewsLast7Days",
      coalesce(round(sum(views)::numeric / (${today} - min(day) + 1), 1), 0)::float8 as "avgDailyViews",
      (select count(*) from page_visitors where page_path = ${BUDGET_MAKER_PATH})::int
        as "uniqueVisitors"
    from views`,
  );
}

export interface PageViewsSummaryRow {
  pageName: string;
  pagePath: string;
  totalViews: number;
  /** Of totalViews, those sent by the beacon as the page closed (the rest came by fetch). */
  beaconViews: number;
  uniqueUsers: number;
  viewsToday: number;
  viewsYesterday: number;
  viewsThisWeek: number;
  viewsThisMonth: number;
  lastViewedAt: string | null;
}

/** Every page ever viewed, most viewed first. */
export function pageViewsSummary(db: Database, clock: Clock): Promise<PageViewsSummaryRow[]> {
  const { today } = bounds(clock);
  return rows(
    db,
    sql`with counts as (select page_path, min(page_name) as page_name, ${viewCounts(clock)},
          coalesce(sum(beacon_views), 0)::int as "beaconViews"
        from page_view_days where day <= ${today} group by page_path),
      visitors as (select page_path, count(*)::int as n, max(last_viewed_at) as last_viewed_at
        from page_visitors group by page_path)
    select counts.page_name as "pageName", counts.page_path as "pagePath",
      counts."totalViews", counts."beaconViews", coalesce(visitors.n, 0) as "uniqueUsers",
      counts."viewsToday", counts."viewsYesterday", counts."viewsThisWeek", counts."viewsThisMonth",
      ${isoText(sql`visitors.last_viewed_at`)} as "lastViewedAt"
    from counts left join visitors on visitors.page_path = counts.page_path
    order by counts."totalViews" desc, counts.page_path`,
  );
}
