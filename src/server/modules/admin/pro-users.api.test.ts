// 'Pro users' on the admin dashboard counts in SQL (`PRO_USERS`) who `isProUser` says is Pro, the one
// rule (docs/glossary.md). These accounts cover every way to be Pro and every near miss; the count
// must be the number the rule gives, on PGlite and PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  profiles,
  stripeCustomers,
  stripeOrders,
  stripeSubscriptions,
  user,
} from '../../db/schema.ts';
import { startTestSystem, type TestSystem } from '../../../../tests/setup/api-harness.ts';
import { isProUser } from '../subscription/service.ts';
import { lifetimeStats } from './queries.ts';

interface Account {
  passkeyPro?: boolean;
  order?: { status: 'completed' | 'refunded'; deleted?: boolean };
  subscription?: { status: string; deleted?: boolean };
  customerDeleted?: boolean;
}

const ACCOUNTS: Record<string, Account> = {
  passkey: { passkeyPro: true },
  paid: { order: { status: 'completed' } },
  subscribed: { subscription: { status: 'active' } },
  trialing: { subscription: { status: 'trialing' } },
  refunded: { order: { status: 'refunded' } },
  orderDeleted: { order: { status: 'completed', deleted: true } },
  cancelled: { subscription: { status: 'canceled' } },
  subscriptionDeleted: { subscription: { status: 'active', deleted: true } },
  customerDeleted: { order: { status: 'completed' }, customerDeleted: true },
  none: {},
};

let system: TestSystem;
let ids: string[];

beforeAll(async () => {
  system = await startTestSystem({ isolated: true });
  const { db } = system;
  const stamp = Date.now();
  ids = [];
  for (const [key, account] of Object.entries(ACCOUNTS)) {
    const id = `${key}-${stamp}`;
    const customerId = `cus_${id}`;
    ids.push(id);
    await db.insert(user).values({ id, name: key, email: `${id}@example.com` });
    await db
      .insert(profiles)
      .values({ id, email: `${id}@example.com`, isPasskeyPro: account.passkeyPro ?? false });
    if (!account.order && !account.subscription) continue;
    await db.insert(stripeCustomers).values({
      userId: id,
      customerId,
      deletedAt: account.customerDeleted ? new Date() : null,
    });
    if (account.order) {
      await db.insert(stripeOrders).values({
        checkoutSessionId: `cs_${id}`,
        customerId,
        amountTotal: 2900,
        status: account.order.status,
        deletedAt: account.order.deleted ? new Date() : null,
      });
    }
    if (account.subscription) {
      await db.insert(stripeSubscriptions).values({
        customerId,
        status: account.subscription.status,
        deletedAt: account.subscription.deleted ? new Date() : null,
      });
    }
  }
});
afterAll(() => system?.close());

describe("the admin's Pro count and the Pro rule", () => {
  it('count the same accounts', async () => {
    const { db } = system;
    const pro = await Promise.all(ids.map((userId) => isProUser({ db, userId })));
    expect(Object.fromEntries(Object.keys(ACCOUNTS).map((key, i) => [key, pro[i]]))).toEqual({
      passkey: true,
      paid: true,
      subscribed: true,
      trialing: true,
      refunded: false,
      orderDeleted: false,
      cancelled: false,
      subscriptionDeleted: false,
      customerDeleted: false,
      none: false,
    });
    const stats = await lifetimeStats(db, { now: new Date(), launchDate: undefined });
    expect(stats.activeSubscriptionsCount).toBe(pro.filter(Boolean).length);
  });
});
