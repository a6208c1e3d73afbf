// Admin analytics (issue 17): who may read the figures, and every figure computed on seeded data with
// answers known in advance. "Now" is pinned for the figures, and the database is this file's own (the
// figures count every row), on PGlite and PostgreSQL alike.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiUsage,
  categories,
  licenseKeys,
  profiles,
  stripeCustomers,
  stripeOrders,
  transactions,
  user,
} from '../../db/schema.ts';
import { recordActivity, recordPageViews } from '../activity/service.ts';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
} from '../../../../tests/setup/api-harness.ts';
import {
  budgetMakerStats,
  dailyUserStats,
  featureUsage,
  growthMetrics,
  lifetimeStats,
  monthlyRevenue,
  pageViewsSummary,
  recentUsers,
  revenueAnalytics,
  userEngagement,
} from './queries.ts';
import { ADMIN_SOURCE_PATHS } from './routes.ts';
import { grantPro } from '../subscription/service.ts';
import { grantAdmin } from './service.ts';

/** A Wednesday at noon UTC: the week began Monday 2026-06-15. */
const NOW = new Date('2026-06-17T12:00:00Z');
const clock = { now: NOW };
const at = (iso: string) => new Date(iso);

/** Created at: today, yesterday, this Monday, last week, last month, the retention cohort (30-60 days ago), and old. */
const USERS = {
  u1: '2026-06-17T08:00:00Z',
  u2: '2026-06-16T20:00:00Z',
  u3: '2026-06-15T01:00:00Z',
  u4: '2026-06-10T09:00:00Z',
  u5: '2026-05-05T10:00:00Z',
  u6: '2026-04-20T10:00:00Z',
  u7: '2026-04-25T10:00:00Z',
  u8: '2026-01-01T10:00:00Z',
} as const;
type UserKey = keyof typeof USERS;

let system: TestSystem;
let ids: Record<UserKey, string>;

async function seed(): Promise<void> {
  const { db } = system;
  const keys = Object.keys(USERS) as UserKey[];
  const stamp = Date.now();
  ids = Object.fromEntries(keys.map((key) => [key, `${key}-${stamp}`])) as Record<UserKey, string>;
  await db.insert(user).values(
    keys.map((key) => ({
      id: ids[key],
      name: key,
      email: `${key}-${stamp}@example.com`,
      createdAt: at(USERS[key]),
    })),
  );
  await db.insert(profiles).values(
    keys.map((key) => ({
      id: ids[key],
      email: `${key}-${stamp}@example.com`,
      onboardingCompleted: key === 'u1' || key === 'u2',
      isPasskeyPro: key === 'u3',
      createdAt: at(USERS[key]),
    })),
  );
  // Active today: u1, u2, u5 (u5 twice); yesterday u6; u7 only 38 days ago; u8 40 days ago.
  const activity: Array<[UserKey, string]> = [
    ['u1', '2026-06-17T09:00:00Z'],
    ['u2', '2026-06-17T10:00:00Z'],
    ['u5', '2026-06-17T00:30:00Z'],
    ['u5', '2026-06-17T11:00:00Z'],
    ['u6', '2026-06-16T23:59:00Z'],
    ['u7', '2026-05-10T12:00:00Z'],
    ['u8', '2026-05-08T12:00:00Z'],
  ];
  for (const [key, when] of activity) {
    await recordActivity({ db, userId: ids[key], type: 'login', at: at(when) });
  }
  await db.insert(stripeCustomers).values([
    { userId: ids.u1, customerId: `cus_1_${stamp}` },
    { userId: ids.u2, customerId: `cus_2_${stamp}` },
  ]);
  const order = (
    customer: string,
    cents: number,
    status: 'completed' | 'refunded',
    when: string,
  ) => ({
    checkoutSessionId: `cs_${customer}_${when}`,
    customerId: `${customer}_${stamp}`,
    amountTotal: cents,
    status,
    createdAt: at(when),
  });
  await db
    .insert(stripeOrders)
    .values([
      order('cus_1', 2900, 'completed', '2026-06-10T10:00:00Z'),
      order('cus_2', 2900, 'completed', '2026-05-20T10:00:00Z'),
      order('cus_2', 2900, 'refunded', '2026-06-01T10:00:00Z'),
      order('cus_1', 1000, 'completed', '2025-03-01T10:00:00Z'),
    ]);
  await db.insert(licenseKeys).values([
    { keyHash: `a${stamp}`, keyHint: 'AAAA', redeemedBy: ids.u3, redeemedAt: at(USERS.u3) },
    { keyHash: `b${stamp}`, keyHint: 'BBBB' },
    { keyHash: `c${stamp}`, keyHint: 'CCCC' },
  ]);
  const [salary, food] = await db
    .insert(categories)
    .values([
      { userId: ids.u1, name: 'Salary', type: 'income', month: '2026-06' },
      { userId: ids.u1, name: 'Food', type: 'expense', month: '2026-06' },
      { userId: ids.u1, name: 'Fun', type: 'expense', month: '2026-06' },
    ])
    .returning();
  const entry = (category: typeof salary, amount: number) => ({
    userId: ids.u1,
    categoryId: category!.id,
    name: category!.name,
    type: category!.type,
    amount,
    month: '2026-06',
    transactionDate: at('2026-06-16T00:00:00Z'),
  });
  await db
    .insert(transactions)
    .values([entry(salary, 400_000), entry(food, 1200), entry(food, 800)]);
  await db.insert(aiUsage).values([
    { userId: ids.u1, monthYear: '2026-06', charactersUsed: 100 },
    { userId: ids.u2, monthYear: '2026-05', charactersUsed: 50 },
  ]);
  // Budget maker: sessions A and B today, C yesterday; u1 opens the dashboard and /start today.
  const yesterday = at('2026-06-16T15:00:00Z');
  await recordPageViews({
    db,
    userId: null,
    at: NOW,
    views: [
      { path: '/budget-maker', sessionId: 'session-a', referrer: 'https://search.example/' },
      { path: '/budget-maker', sessionId: 'session-a', referrer: null },
      { path: '/start', sessionId: 'session-a', referrer: null },
    ],
  });
  // Session B's view came by the beacon as its page closed.
  await recordPageViews({
    db,
    userId: null,
    at: NOW,
    via: 'beacon',
    views: [{ path: '/budget-maker', sessionId: 'session-b', referrer: null }],
  });
  await recordPageViews({
    db,
    userId: null,
    at: yesterday,
    views: [{ path: '/budget-maker', sessionId: 'session-c', referrer: null }],
  });
  await recordPageViews({
    db,
    userId: ids.u1,
    at: NOW,
    views: [{ path: '/', sessionId: 'session-u1', referrer: null }],
  });
}

beforeAll(async () => {
  system = await startTestSystem({ isolated: true });
  await seed();
});
afterAll(() => system?.close());

describe('the admin figures on known data', () => {
  it('counts lifetime stats, with platform age from the launch date', async () => {
    const stats = await lifetimeStats(system.db, { ...clock, launchDate: '2026-01-01' });
    const lifetimes = Object.values(USERS).map(
      (iso) => (NOW.getTime() - Date.parse(iso)) / 86_400_000,
    );
    expect(stats).toEqual({
      platformLaunchDate: '2026-01-01',
      platformAgeDays: 167,
      totalUsersAllTime: 8,
      activeSubscriptionsCount: 3,
      trialSubscriptionsCount: 0,
      totalTransactionsAllTime: 3,
      totalCategoriesAllTime: 3,
      budgetMakerCounter: expect.any(Number),
      passkeyProUsers: 1,
      licenseKeyProUsers: 1,
      grantedProUsers: 0,
      avgUserLifetimeDays: Math.round((lifetimes.reduce((a, b) => a + b) / 8) * 10) / 10,
      usersLast7Days: 3,
      usersLast30Days: 4,
      licenseKeysRedeemed: 1,
      totalLicenseKeysGenerated: 3,
    });
    expect(
      (await lifetimeStats(system.db, { ...clock, launchDate: undefined })).platformAgeDays,
    ).toBe(null);
  });

  it('takes revenue from completed orders only', async () => {
    expect(await revenueAnalytics(system.db, clock)).toEqual({
      totalRevenueAllTime: 6800,
      monthlyRecurringRevenue: 5800,
      currentMonthRevenue: 2900,
      lastMonthRevenue: 2900,
      averageOrderValue: 2267,
      totalOrders: 3,
      totalPayingUsers: 2,
    });
    const months = await monthlyRevenue(system.db, clock);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2026-06', revenue: 2900 });
    expect(months[1]).toEqual({ month: '2026-05', revenue: 2900 });
    expect(months[11]).toEqual({ month: '2025-07', revenue: 0 });
  });

  it('measures feature usage', async () => {
    expect(await featureUsage(system.db, clock)).toEqual({
      totalAiCharacters: 150,
      aiUsersCount: 2,
      totalTransactions: 3,
      usersWithTransactions: 1,
      totalCategories: 3,
      usersWithCategories: 1,
      onboardingCompletionRate: 25,
      completedOnboarding: 2,
      // Five logins in the last 7 days, and u1's page view.
      activityEventsLast7Days: 6,
      incomeCategories: 1,
      expenseCategories: 2,
      savingsCategories: 0,
      debtCategories: 0,
    });
  });

  it('counts three distinct users active today as a DAU of 3, and retention of a known cohort', async () => {
    expect(await userEngagement(system.db, clock)).toEqual({
      dau: 3,
      wau: 4,
      mau: 4,
      stickinessRatio: 75,
      // u5, u6 and u7 signed up 30 to 60 days ago; u5 and u6 came back within 30 days.
      retentionRate30Day: 66.7,
      retainedUsers30Day: 2,
      retentionCohort: 3,
    });
  });

  it('compares signups day on day, week on week and month on month', async () => {
    expect(await growthMetrics(system.db, clock)).toEqual({
      usersToday: 1,
      usersYesterday: 1,
      usersThisWeek: 3,
      usersLastWeek: 1,
      usersThisMonth: 4,
      usersLastMonth: 1,
      dailyGrowth: 0,
      weeklyGrowth: 200,
      monthlyGrowth: 300,
    });
  });

  it('lists 30 days of user stats, today first', async () => {
    const days = await dailyUserStats(system.db, clock);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({
      statDate: '2026-06-17',
      totalUsers: 8,
      activeUsers: 3,
      newSignups: 1,
    });
    expect(days[1]).toEqual({
      statDate: '2026-06-16',
      totalUsers: 7,
      activeUsers: 1,
      newSignups: 1,
    });
    expect(days[29]!.statDate).toBe('2026-05-19');
    expect(days[29]!.totalUsers).toBe(4);
  });

  it('lists the newest signups with their last activity and access', async () => {
    const users = await recentUsers(system.db, clock);
    expect(users.map((u) => u.id)).toEqual(
      (['u1', 'u2', 'u3', 'u4', 'u5', 'u7', 'u6', 'u8'] as const).map((key) => ids[key]),
    );
    expect(users[0]).toMatchObject({
      signupDate: '2026-06-17T08:00:00.000Z',
      lastActiveAt: '2026-06-17T12:00:00.000Z',
      activeToday: true,
      subscriptionStatus: 'active',
    });
    expect(users[2]).toMatchObject({
      lastActiveAt: null,
      activeToday: false,
      subscriptionStatus: 'active',
    });
    expect(users[3]).toMatchObject({ subscriptionStatus: 'none', activeToday: false });
  });

  it('counts budget maker views and visitors, and every page by its views', async () => {
    expect(await budgetMakerStats(system.db, clock)).toEqual({
      totalViews: 4,
      viewsToday: 3,
      viewsYesterday: 1,
      viewsThisWeek: 4,
      viewsThisMonth: 4,
      viewsLast7Days: 4,
      avgDailyViews: 2,
      uniqueVisitors: 3,
    });
    const pages = await pageViewsSummary(system.db, clock);
    expect(
      pages.map((p) => [p.pagePath, p.pageName, p.totalViews, p.beaconViews, p.uniqueUsers]),
    ).toEqual([
      ['/budget-maker', 'Budget Maker', 4, 1, 3],
      ['/', 'Dashboard', 1, 0, 1],
      ['/start', 'Start', 1, 0, 1],
    ]);
    expect(pages[0]).toMatchObject({
      viewsToday: 3,
      viewsYesterday: 1,
      lastViewedAt: NOW.toISOString(),
    });
  });
});

describe('the row counters behind the transaction and category totals', () => {
  it('follow inserts and deletes, including those cascaded from a deleted account', async () => {
    const { db } = system;
    const before = await featureUsage(system.db, clock);
    const [account] = await db
      .insert(user)
      .values({ id: `gone-${Date.now()}`, name: 'Gone', email: `gone-${Date.now()}@example.com` })
      .returning();
    const [savings] = await db
      .insert(categories)
      .values([
        { userId: account!.id, name: 'Rainy Day', type: 'savings', month: '2026-06' },
        { userId: account!.id, name: 'Car Loan', type: 'debt', month: '2026-06' },
      ])
      .returning();
    await db.insert(transactions).values(
      [1, 2, 3].map((n) => ({
        userId: account!.id,
        categoryId: savings!.id,
        name: 'Rainy Day',
        type: 'savings' as const,
        amount: n * 100,
        month: '2026-06',
        transactionDate: NOW,
      })),
    );
    const during = await featureUsage(system.db, clock);
    expect(during.totalTransactions).toBe(before.totalTransactions + 3);
    expect([during.savingsCategories, during.debtCategories]).toEqual([1, 1]);
    await db.delete(transactions).where(eq(transactions.amount, 100));
    expect((await featureUsage(system.db, clock)).totalTransactions).toBe(
      before.totalTransactions + 2,
    );
    await db.delete(user).where(eq(user.id, account!.id));
    const after = await featureUsage(system.db, clock);
    expect(after).toEqual(before);
    const [counted] = await db.select({ n: count() }).from(transactions);
    expect(counted!.n).toBe(after.totalTransactions);
  });
});

describe('lifetime Pro by what gave it', () => {
  it('counts a CLI grant apart from a redeemed license key', async () => {
    // u3 redeemed a key; u8 is given Pro as `npm run cli -- grant-pro` does, with no key.
    expect(await grantPro({ db: system.db, email: `${ids.u8}@example.com` })).toBe(true);
    const stats = await lifetimeStats(system.db, { ...clock, launchDate: undefined });
    expect(stats).toMatchObject({
      passkeyProUsers: 2,
      licenseKeyProUsers: 1,
      grantedProUsers: 1,
      licenseKeysRedeemed: 1,
    });
    await system.db.update(profiles).set({ isPasskeyPro: false }).where(eq(profiles.id, ids.u8));
  });
});

// Last: its sign-ups happen at the real time, after the pinned 'now' of the figures above.
describe('who may read the admin figures', () => {
  it('answers 401 signed out, 403 to a member and 200 to an admin, for every source', async () => {
    const member = await signUp(system);
    const admin = await signUp(system);
    await admin.get('/api/me');
    expect(await grantAdmin({ db: system.db, email: admin.email })).toBe(true);
    for (const endpoint of ADMIN_SOURCE_PATHS) {
      await expectError(await system.request(`/api/admin/${endpoint}`), 401);
      await expectError(await member.get(`/api/admin/${endpoint}`), 403, {
        error: 'Only admins can see this',
      });
      await expectJson(await admin.get(`/api/admin/${endpoint}`), 200);
    }
    expect((await admin.get('/api/me').then((r) => r.json())).profile.isAdmin).toBe(true);
  });
});
