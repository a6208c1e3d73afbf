// History search (issue 30): GET /api/transactions with q and filters looks at all of the caller's
// history, not one month: category name, note (merchant), type and amount; newest first, paged by
// cursor; bad filters answer 400; another user's rows never appear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage, TransactionView } from '#shared/contract/budget';
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
let user: TestUser;
let other: TestUser;

const MONTHS = ['2026-01', '2026-02', '2026-03'];

beforeAll(async () => {
  system = await startTestSystem();
  user = await signUp(system);
  other = await signUp(system);
  for (const month of MONTHS) {
    await addCategory(user, { name: 'Insurance', type: 'expense', month });
    await addCategory(user, { name: 'Groceries', type: 'expense', month });
    await addCategory(user, { name: 'Side Gig', type: 'income', month });
    await addCategory(other, { name: 'Insurance', type: 'expense', month });
  }
  for (const [i, month] of MONTHS.entries()) {
    await addTransaction(user, {
      name: 'Insurance',
      type: 'expense',
      amount: 18000,
      date: `${month}-03`,
    });
    await addTransaction(user, {
      name: 'Side Gig',
      type: 'income',
      amount: 30000 + i,
      date: `${month}-10`,
    });
    await addTransaction(other, {
      name: 'Insurance',
      type: 'expense',
      amount: 18000,
      date: `${month}-03`,
    });
  }
  await addTransaction(user, {
    name: 'Groceries',
    type: 'expense',
    amount: 8245,
    date: '2026-02-14',
    note: 'WHOLE FOODS #123',
  });
  await addTransaction(user, {
    name: 'Groceries',
    type: 'expense',
    amount: 500,
    date: '2026-01-20',
    note: 'Corner shop 82',
  });
  await addTransaction(user, {
    name: 'Groceries',
    type: 'expense',
    amount: 120050,
    date: '2026-03-20',
    note: "Trader Joe's 100% fresh",
  });
});
afterAll(() => system?.close());

async function search(query: string, as: TestUser = user): Promise<TransactionView[]> {
  const page = await expectJson<TransactionPage>(await as.get(`/api/transactions?${query}`), 200);
  return page.transactions;
}

const summary = (rows: TransactionView[]) => rows.map((t) => `${t.date} ${t.note ?? t.name}`);

describe('searching all history', () => {
  it('finds a category name in every month, newest first, case-insensitively', async () => {
    expect(summary(await search('q=INSURANCE'))).toEqual([
      '2026-03-03 Insurance',
      '2026-02-03 Insurance',
      '2026-01-03 Insurance',
    ]);
    const gigs = await search(`q=${encodeURIComponent('side gig')}`);
    expect(gigs.map((t) => t.amount)).toEqual([30002, 30001, 30000]);
  });

  it('finds the note (an imported row keeps its merchant there)', async () => {
    expect(summary(await search('q=whole%20foods'))).toEqual(['2026-02-14 WHOLE FOODS #123']);
    // '%' is a character, not a pattern.
    expect(summary(await search('q=100%25'))).toEqual(["2026-03-20 Trader Joe's 100% fresh"]);
  });

  it('finds amounts: exact to the cent, or every cent of the dollars typed', async () => {
    expect(summary(await search('q=82.45'))).toEqual(['2026-02-14 WHOLE FOODS #123']);
    // One or two digits are an amount only; three or more are looked for in the note too.
    expect(summary(await search('q=82'))).toEqual(['2026-02-14 WHOLE FOODS #123']);
    expect(summary(await search(`q=${encodeURIComponent('p 82')}`))).toEqual([
      '2026-01-20 Corner shop 82',
    ]);
    expect(summary(await search('q=123'))).toEqual(['2026-02-14 WHOLE FOODS #123']);
    expect(summary(await search('q=82.40'))).toEqual([]);
    expect(summary(await search(`q=${encodeURIComponent('$1,200')}`))).toEqual([
      "2026-03-20 Trader Joe's 100% fresh",
    ]);
    expect((await search('q=300.01')).map((t) => t.date)).toEqual(['2026-02-10']);
  });

  it('finds the type as stored or as its badge reads', async () => {
    expect((await search('q=money%20in')).map((t) => t.name)).toEqual([
      'Side Gig',
      'Side Gig',
      'Side Gig',
    ]);
  });

  it('narrows by date range, category, type and amount range', async () => {
    expect(summary(await search('q=insurance&from=2026-02-01&to=2026-03-03'))).toEqual([
      '2026-03-03 Insurance',
      '2026-02-03 Insurance',
    ]);
    expect(summary(await search('category=groceries'))).toEqual([
      "2026-03-20 Trader Joe's 100% fresh",
      '2026-02-14 WHOLE FOODS #123',
      '2026-01-20 Corner shop 82',
    ]);
    expect((await search('type=income&maxAmount=30000')).map((t) => t.amount)).toEqual([30000]);
    expect(summary(await search('minAmount=8000&maxAmount=20000'))).toEqual([
      '2026-03-03 Insurance',
      '2026-02-14 WHOLE FOODS #123',
      '2026-02-03 Insurance',
      '2026-01-03 Insurance',
    ]);
    expect(await search('q=whole&type=income')).toEqual([]);
  });

  it('pages a search by cursor without repeating or skipping a row', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `q=e&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: TransactionPage = await expectJson<TransactionPage>(
        await user.get(`/api/transactions?${query}`),
        200,
      );
      seen.push(...page.transactions.map((t) => t.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    const all = await search('q=e&limit=500');
    expect(all).toHaveLength(9);
    expect(pages).toBe(5);
    expect(seen).toEqual(all.map((t) => t.id));
  });

  it("never shows another user's transactions", async () => {
    const mine = await search('q=insurance');
    const theirs = await search('q=insurance', other);
    expect(theirs).toHaveLength(3);
    expect(theirs.map((t) => t.id).filter((id) => mine.some((m) => m.id === id))).toEqual([]);
    expect(await search('q=whole', other)).toEqual([]);
    expect(await search('q=82.45', other)).toEqual([]);
  });

  it.each([
    ['minAmount=-1', 'minAmount cannot be negative'],
    ['maxAmount=12.5', 'maxAmount must be a whole number of cents'],
    ['minAmount=abc', 'minAmount must be an amount in cents'],
    ['minAmount=5000&maxAmount=100', 'minAmount must not be more than maxAmount'],
    ['from=2026-03-10&to=2026-03-01', 'from must not be after to'],
    ['type=fun', 'type must be one of: income, expense, savings, debt'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor is not valid: send a nextCursor back'],
    // Shaped like a cursor but not a real date or time: the database would fail on the cast.
    [
      'cursor=2026-02-30,2026-02-28T10:00:00.000000Z,0b7c1f5e-8a2d-4c3e-9f10-2a3b4c5d6e7f',
      'cursor is not valid: send a nextCursor back',
    ],
    [
      'cursor=2026-03-01,2026-02-30T10:00:00.000000Z,0b7c1f5e-8a2d-4c3e-9f10-2a3b4c5d6e7f',
      'cursor is not valid: send a nextCursor back',
    ],
    [
      'cursor=2026-03-01,2026-13-45T99:99:99.000000Z,0b7c1f5e-8a2d-4c3e-9f10-2a3b4c5d6e7f',
      'cursor is not valid: send a nextCursor back',
    ],
    [
      'cursor=2026-03-01,2026-03-01T24:00:00.000000Z,0b7c1f5e-8a2d-4c3e-9f10-2a3b4c5d6e7f',
      'cursor is not valid: send a nextCursor back',
    ],
  ])('answers 400 for %s', async (query, message) => {
    await expectError(await user.get(`/api/transactions?${query}`), 400, { error: message });
  });
});
