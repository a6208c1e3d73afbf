// POST /api/imports with type 'income' (issue 28, ADR 0017): a statement's money in added to the
// person's income categories through the same import, duplicate check, undo and learning as spending;
// the dashboard's Money In follows to the cent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreakdownResponse, MerchantRuleView } from '#shared/contract/breakdown';
import type { CategoryView, TransactionPage } from '#shared/contract/budget';
import type { DashboardView } from '#shared/contract/dashboard';
import {
  IMPORT_MESSAGES,
  type ImportInput,
  type ImportResult,
  type ImportView,
} from '#shared/contract/imports';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory } from '../../../../tests/support/budget-requests.ts';

const ENDPOINT = '/api/imports';
const MARCH = '/api/dashboard?from=2026-03-01&to=2026-03-31';
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const PAYROLL = [{ date: '2026-03-13', merchant: 'Acme Corp', amount: 245_703 }];
const INTEREST = [
  { date: '2026-03-31', merchant: 'Interest Earned', amount: 112 },
  { date: '2026-03-15', merchant: 'Interest Earned', amount: 98 },
];

async function userWithCategories(): Promise<TestUser> {
  const user = await signUp(system);
  await addCategory(user, { name: 'Salary', type: 'income', month: '2026-03', goal: 400_000 });
  await addCategory(user, { name: 'Interest', type: 'income', month: '2026-03' });
  await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-03' });
  return user;
}

function incomeBody(rows: ImportInput['rows'], category = 'Salary'): ImportInput {
  return { type: 'income', category, fallbackDate: '2026-03-20', rows };
}

async function imported(user: TestUser, body: ImportInput, status = 201): Promise<ImportResult> {
  return expectJson<ImportResult>(await user.send('POST', ENDPOINT, body), status);
}

async function moneyIn(user: TestUser): Promise<number> {
  return (await expectJson<DashboardView>(await user.get(MARCH), 200)).totals.moneyIn;
}

async function categoryOf(user: TestUser, name: string, type: string) {
  const { categories } = await expectJson<{ categories: CategoryView[] }>(
    await user.get('/api/categories?month=2026-03'),
    200,
  );
  return categories.find((c) => c.name === name && c.type === type);
}

describe('POST /api/imports with type income', () => {
  it("adds money in to the income category and raises the dashboard's Money In by exactly its sum", async () => {
    const user = await userWithCategories();
    // Something already came in this month, by hand.
    await expectJson(
      await user.send('POST', '/api/transactions', {
        name: 'Interest',
        type: 'income',
        amount: 50,
        date: '2026-03-01',
      }),
      201,
    );
    const before = await moneyIn(user);
    expect(before).toBe(50);

    const result = await imported(user, incomeBody(PAYROLL));
    expect(result).toEqual({
      importId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'income',
      category: 'Salary',
      period: 'March 2026',
      rows: [{ status: 'imported', date: '2026-03-13' }],
      imported: 1,
      duplicates: 0,
      failed: 0,
    });
    expect(await moneyIn(user)).toBe(before + 245_703);
    // The plan stays the plan; the actual is what came in.
    expect(await categoryOf(user, 'Salary', 'income')).toMatchObject({
      actual: 245_703,
      goal: 400_000,
    });
    const { transactions } = await expectJson<TransactionPage>(
      await user.get('/api/transactions?month=2026-03'),
      200,
    );
    expect(transactions.map((t) => [t.date, t.name, t.type, t.amount, t.note])).toEqual([
      ['2026-03-13', 'Salary', 'income', 245_703, 'Acme Corp'],
      ['2026-03-01', 'Interest', 'income', 50, null],
    ]);
    // Spending is untouched.
    expect(await categoryOf(user, 'Groceries', 'expense')).toMatchObject({ actual: 0 });
  });

  it('matches the income category in any case, and an expense import still defaults to expense', async () => {
    const user = await userWithCategories();
    expect((await imported(user, incomeBody(INTEREST, 'interest'))).category).toBe('Interest');
    const spent = await imported(user, {
      category: 'groceries',
      fallbackDate: '2026-03-20',
      rows: [{ date: '2026-03-02', merchant: 'Whole Foods', amount: 8_210 }],
    });
    expect(spent).toMatchObject({ type: 'expense', category: 'Groceries', imported: 1 });
    expect(await moneyIn(user)).toBe(210);
  });

  it('refuses an expense category for money in, and an income category for spending, in clear words', async () => {
    const user = await userWithCategories();
    await expectError(await user.send('POST', ENDPOINT, incomeBody(PAYROLL, 'Groceries')), 400, {
      code: 'VALIDATION',
      error: IMPORT_MESSAGES.notIncomeCategory('Groceries'),
    });
    await expectError(
      await user.send('POST', ENDPOINT, {
        category: 'Salary',
        fallbackDate: '2026-03-20',
        rows: PAYROLL,
      }),
      400,
      { code: 'VALIDATION', error: IMPORT_MESSAGES.notExpenseCategory('Salary') },
    );
    await expectError(await user.send('POST', ENDPOINT, incomeBody(PAYROLL, 'Bonus')), 400, {
      error: IMPORT_MESSAGES.incomeCategoryMissing('Bonus'),
    });
    await expectError(
      await user.send('POST', ENDPOINT, incomeBody(PAYROLL, 'needs category')),
      400,
      { error: IMPORT_MESSAGES.needsCategoryRefused },
    );
    await expectError(
      await user.send('POST', ENDPOINT, { ...incomeBody(PAYROLL), type: 'savings' }),
      400,
      { code: 'VALIDATION' },
    );
    expect(await moneyIn(user)).toBe(0);
    expect((await categoryOf(user, 'Salary', 'income'))?.actual).toBe(0);
  });
});

describe('importing the same money in again', () => {
  it('adds nothing, says so, and adds a row anyway when asked', async () => {
    const user = await userWithCategories();
    await imported(user, incomeBody(PAYROLL));
    const again = await imported(user, incomeBody(PAYROLL), 200);
    expect(again).toMatchObject({ importId: null, imported: 0, duplicates: 1 });
    expect(again.rows[0]?.reason).toBe(IMPORT_MESSAGES.alreadyInBudget);
    // Whatever income category it is sent to this time.
    expect((await imported(user, incomeBody(PAYROLL, 'Interest'), 200)).duplicates).toBe(1);
    expect(await moneyIn(user)).toBe(245_703);

    const forced = await imported(user, incomeBody([{ ...PAYROLL[0]!, addAnyway: true }]));
    expect(forced.imported).toBe(1);
    expect(await moneyIn(user)).toBe(2 * 245_703);
  });

  it('does not take money in for spending already there (a refund is not its purchase)', async () => {
    const user = await userWithCategories();
    const purchase = { date: '2026-03-04', merchant: 'Amazon', amount: 1_999 };
    await imported(user, { category: 'Groceries', fallbackDate: '2026-03-20', rows: [purchase] });
    await addCategory(user, { name: 'Refunds', type: 'income', month: '2026-03' });
    const refund = await imported(user, incomeBody([purchase], 'Refunds'));
    expect(refund).toMatchObject({ imported: 1, duplicates: 0 });
    // And spending is not taken for money in already there.
    expect(
      (
        await imported(
          user,
          { category: 'Groceries', fallbackDate: '2026-03-20', rows: [purchase] },
          200,
        )
      ).duplicates,
    ).toBe(1);
  });
});

describe('undoing an income import', () => {
  it('is listed as income, and undo takes Money In and the actual back to where they were', async () => {
    const user = await userWithCategories();
    const result = await imported(user, incomeBody(INTEREST, 'Interest'));
    const { imports } = await expectJson<{ imports: ImportView[] }>(await user.get(ENDPOINT), 200);
    expect(imports).toEqual([
      {
        id: result.importId,
        category: 'Interest',
        type: 'income',
        rowCount: 2,
        amount: 210,
        createdAt: expect.any(String),
        undoableUntil: expect.any(String),
      },
    ]);
    expect(await moneyIn(user)).toBe(210);
    expect(
      await expectJson(await user.send('DELETE', `${ENDPOINT}/${result.importId!}`), 200),
    ).toEqual({ removed: 2 });
    expect(await moneyIn(user)).toBe(0);
    expect((await categoryOf(user, 'Interest', 'income'))?.actual).toBe(0);
    await expectError(await user.send('DELETE', `${ENDPOINT}/${result.importId!}`), 409, {
      error: IMPORT_MESSAGES.alreadyUndone,
    });
  });

  it("answers 404 for another user's income import, and changes nothing", async () => {
    const owner = await userWithCategories();
    const result = await imported(owner, incomeBody(PAYROLL));
    const other = await userWithCategories();
    await expectError(await other.send('DELETE', `${ENDPOINT}/${result.importId!}`), 404, {
      error: IMPORT_MESSAGES.importNotFound,
    });
    expect(await moneyIn(owner)).toBe(245_703);
    expect(
      (await expectJson<{ imports: ImportView[] }>(await other.get(ENDPOINT), 200)).imports,
    ).toEqual([]);
  });
});

describe('learning from an income import', () => {
  const STATEMENT = [
    '03/02/2026  ZQX HOLDINGS 8812  120.00',
    '03/03/2026  ZQX HOLDINGS 8812  -9.00',
  ].join('\n');

  async function breakdown(user: TestUser): Promise<BreakdownResponse> {
    return expectJson<BreakdownResponse>(
      await user.send('POST', '/api/functions/financial-breakdown-ai', {
        message: STATEMENT,
        source: 'authenticated_user',
        userCategories: ['Groceries'],
        incomeCategories: ['Salary', 'Interest', 'Side Gigs'],
      }),
      200,
    );
  }

  it("remembers the payer's income category as a rule for money in, applied on the next breakdown", async () => {
    const user = await userWithCategories();
    await addCategory(user, { name: 'Side Gigs', type: 'income', month: '2026-03' });

    const first = await breakdown(user);
    expect(first.moneyIn.transactions[0]).toMatchObject({
      kind: 'income',
      isIncome: true,
      category: 'Needs Category',
    });

    await imported(
      user,
      incomeBody(
        [
          {
            date: '2026-03-02',
            merchant: first.moneyIn.transactions[0]!.merchant,
            description: first.moneyIn.transactions[0]!.description ?? null,
            amount: 12_000,
          },
        ],
        'Side Gigs',
      ),
    );
    const { rules } = await expectJson<{ rules: MerchantRuleView[] }>(
      await user.get('/api/merchant-rules'),
      200,
    );
    expect(rules.map((r) => [r.merchantName, r.category, r.direction])).toEqual([
      ['ZQX Holdings', 'Side Gigs', 'in'],
    ]);

    const next = await breakdown(user);
    expect(next.moneyIn.transactions[0]).toMatchObject({
      category: 'Side Gigs',
      isIncome: true,
      reason: expect.stringMatching(/^learned/),
    });
    // A rule for money in says nothing of spending at the same merchant.
    expect(next.categories.map((c) => c.category)).toEqual(['Needs Category']);
  });

  it('keeps a rule for spending and one for money in for the same merchant apart', async () => {
    const user = await userWithCategories();
    await addCategory(user, { name: 'Side Gigs', type: 'income', month: '2026-03' });
    for (const [category, direction] of [
      ['Groceries', undefined],
      ['Side Gigs', 'in'],
    ] as const) {
      await expectJson(
        await user.send('PUT', '/api/merchant-rules', {
          merchant: 'ZQX HOLDINGS 8812',
          category,
          ...(direction && { direction }),
        }),
        200,
      );
    }
    const next = await breakdown(user);
    expect(next.categories.map((c) => c.category)).toEqual(['Groceries']);
    expect(next.moneyIn.transactions[0]).toMatchObject({ category: 'Side Gigs' });
    await expectError(
      await user.send('PUT', '/api/merchant-rules', {
        merchant: 'ZQX HOLDINGS',
        category: 'Side Gigs',
        direction: 'sideways',
      }),
      400,
      { code: 'VALIDATION' },
    );
  });
});
