// /api/recurring: charges that recur in a person's own transactions, dismissed for good, or made a
// repeating bill in one click.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillView } from '#shared/contract/bills';
import type { CategoryView } from '#shared/contract/budget';
import type { RecurringView } from '#shared/contract/recurring';
import { formatDateTextUtc, shiftDate, shiftMonth } from '#shared/period';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory, addTransaction } from '../../../../tests/support/budget-requests.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const today = formatDateTextUtc(new Date());
/** The same day of the month `n` months before `date` (days past 28 kept at 28). */
const monthsBefore = (date: string, n: number) =>
  `${shiftMonth(date.slice(0, 7), -n)}-${String(Math.min(28, Number(date.slice(8)))).padStart(2, '0')}`;

/** Money out as an import leaves it: the merchant in the note, under an expense category. */
async function spend(
  user: TestUser,
  rows: Array<[category: string, note: string, cents: number, date: string]>,
) {
  const made = new Set<string>();
  for (const [category, note, amount, date] of rows) {
    const key = `${category}|${date.slice(0, 7)}`;
    if (!made.has(key)) {
      made.add(key);
      await addCategory(user, { name: category, type: 'expense', month: date.slice(0, 7) });
    }
    await addTransaction(user, { name: category, type: 'expense', amount, date, note });
  }
}

async function recurring(user: TestUser): Promise<RecurringView> {
  return expectJson<RecurringView>(await user.get('/api/recurring'), 200);
}

describe('GET /api/recurring', () => {
  it('finds Netflix and a gym charged twice a month apart, and leaves varying groceries alone', async () => {
    const user = await signUp(system);
    const last = shiftDate(today, -3);
    const first = monthsBefore(last, 1);
    await spend(user, [
      ['Subscriptions', 'NETFLIX.COM 866-579-7172', 1549, first],
      ['Subscriptions', 'NETFLIX.COM 866-579-7172', 1549, last],
      ['Fitness', 'PUREGYM LTD', 2499, shiftDate(first, -1)],
      ['Fitness', 'PUREGYM LTD', 2499, shiftDate(last, -1)],
      ['Groceries', 'TESCO STORES 2041', 5412, first],
      ['Groceries', 'TESCO STORES 2041', 8120, shiftDate(first, 7)],
      ['Groceries', 'TESCO STORES 2041', 3307, last],
    ]);
    const view = await recurring(user);
    expect(view.series.map((s) => [s.merchant, s.cadence, s.typicalAmount, s.stopped])).toEqual([
      ['PureGym', 'monthly', 2499, false],
      ['Netflix', 'monthly', 1549, false],
    ]);
    expect(view.series[1]).toMatchObject({ yearlyCost: 18_588, monthlyCost: 1549, billId: null });
    expect(view.yearlyTotal).toBe(18_588 + 29_988);
  });

  it('flags a price rise and a charge that stopped', async () => {
    const user = await signUp(system);
    const rows: Array<[string, string, number, string]> = [];
    for (let n = 6; n >= 1; n -= 1)
      rows.push(['Subscriptions', 'SPOTIFY P1A2B3', n > 3 ? 1099 : 1199, monthsBefore(today, n)]);
    for (let n = 9; n >= 6; n -= 1)
      rows.push(['Subscriptions', 'DISNEY PLUS', 799, monthsBefore(today, n)]);
    await spend(user, rows);
    const { series } = await recurring(user);
    const spotify = series.find((s) => s.merchant === 'Spotify')!;
    const disney = series.find((s) => s.merchant === 'Disney+')!;
    expect(spotify).toMatchObject({ typicalAmount: 1199, stopped: false });
    expect(spotify.priceChange).toMatchObject({ from: 1099, to: 1199 });
    expect(disney).toMatchObject({ stopped: true, priceChange: null });
  });

  it('keeps a dismissed series dismissed, and brings it back on request', async () => {
    const user = await signUp(system);
    await spend(user, [
      ['Subscriptions', 'NETFLIX.COM', 1549, monthsBefore(today, 2)],
      ['Subscriptions', 'NETFLIX.COM', 1549, monthsBefore(today, 1)],
    ]);
    const [netflix] = (await recurring(user)).series;
    await expectJson(
      await user.send('POST', '/api/recurring/dismissed', { key: netflix!.key }),
      200,
    );
    // Another month's charge does not bring it back.
    await spend(user, [['Subscriptions', 'NETFLIX.COM', 1549, today]]);
    const after = await recurring(user);
    expect(after.series).toEqual([]);
    expect(after.dismissed.map((s) => [s.key, s.count])).toEqual([[netflix!.key, 3]]);
    expect(after.yearlyTotal).toBe(0);
    await expectJson(
      await user.send('DELETE', `/api/recurring/dismissed?key=${encodeURIComponent(netflix!.key)}`),
      200,
    );
    expect((await recurring(user)).series.map((s) => s.key)).toEqual([netflix!.key]);
  });

  it('is only ever the caller’s own', async () => {
    const [owner, other] = await Promise.all([signUp(system), signUp(system)]);
    await spend(owner, [
      ['Subscriptions', 'NETFLIX.COM', 1549, monthsBefore(today, 2)],
      ['Subscriptions', 'NETFLIX.COM', 1549, monthsBefore(today, 1)],
    ]);
    const [netflix] = (await recurring(owner)).series;
    expect((await recurring(other)).series).toEqual([]);
    await expectError(
      await other.send('POST', '/api/recurring/bills', { key: netflix!.key }),
      404,
      {
        error: 'That recurring charge is no longer found in your transactions',
      },
    );
    await expectError(await system.request('/api/recurring'), 401);
  });
});

describe('POST /api/recurring/bills', () => {
  it('makes a series a repeating bill from its next charge, once', async () => {
    const user = await signUp(system);
    const last = shiftDate(today, -2);
    await spend(user, [
      ['Fitness', 'PUREGYM LTD', 2499, monthsBefore(last, 2)],
      ['Fitness', 'PUREGYM LTD', 2499, monthsBefore(last, 1)],
      ['Fitness', 'PUREGYM LTD', 2499, last],
    ]);
    const [gym] = (await recurring(user)).series;
    const { bill } = await expectJson<{ bill: BillView }>(
      await user.send('POST', '/api/recurring/bills', { key: gym!.key }),
      201,
    );
    expect(bill).toMatchObject({
      name: 'PureGym',
      type: 'debt',
      cadence: 'monthly',
      amountKind: 'exact',
      amount: 2499,
      startDate: gym!.nextExpected,
      seriesKey: gym!.key,
    });
    const month = bill.startDate.slice(0, 7);
    const { categories } = await expectJson<{ categories: CategoryView[] }>(
      await user.get(`/api/categories?month=${month}`),
      200,
    );
    expect(categories.find((c) => c.type === 'debt')).toMatchObject({
      name: 'PureGym',
      goal: 2499,
      dueDate: bill.startDate,
      scheduleId: bill.id,
    });
    expect((await recurring(user)).series[0]!.billId).toBe(bill.id);
    await expectError(await user.send('POST', '/api/recurring/bills', { key: gym!.key }), 409, {
      error: 'That recurring charge is already a repeating bill',
    });
  });

  it('answers 400 without a key', async () => {
    const user = await signUp(system);
    await expectError(await user.send('POST', '/api/recurring/bills', {}), 400);
    await expectError(await user.send('POST', '/api/recurring/dismissed', { key: '' }), 400, {
      error: 'key is required',
    });
  });
});
