// /api/imports: a Spend Breakdown category added to the budget in one request and one database
// transaction; rows already in the budget skipped unless asked; each row's outcome answered; undo for
// 7 days; everything scoped to the caller.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MerchantRuleView } from '#shared/contract/breakdown';
import type { CategoryView, TransactionPage } from '#shared/contract/budget';
import {
  IMPORT_MESSAGES,
  type ImportInput,
  type ImportResult,
  type ImportView,
} from '#shared/contract/imports';
import { budgetImports, transactionDaySums, transactions } from '../../db/schema.ts';
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
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const COFFEE_ROWS = [
  { date: '2026-03-02', merchant: 'Starbucks', amount: 575 },
  { date: '2026-03-09', merchant: 'Blue Bottle Coffee', amount: 450 },
  { date: '2026-03-16', merchant: 'Starbucks', amount: 575 },
];

async function userWithCategories(): Promise<TestUser> {
  const user = await signUp(system);
  await addCategory(user, { name: 'Coffee', type: 'expense', month: '2026-03', goal: 5000 });
  await addCategory(user, { name: 'Groceries', type: 'expense', month: '2026-03' });
  await addCategory(user, { name: 'Salary', type: 'income', month: '2026-03' });
  return user;
}

function importBody(rows: ImportInput['rows'], category = 'Coffee'): ImportInput {
  return { category, fallbackDate: '2026-03-20', rows };
}

async function imported(user: TestUser, body: ImportInput, status = 201): Promise<ImportResult> {
  return expectJson<ImportResult>(await user.send('POST', ENDPOINT, body), status);
}

async function categoriesOf(user: TestUser, month = '2026-03'): Promise<CategoryView[]> {
  return (
    await expectJson<{ categories: CategoryView[] }>(
      await user.get(`/api/categories?month=${month}`),
      200,
    )
  ).categories;
}

async function actualOf(user: TestUser, name: string, month = '2026-03') {
  return (await categoriesOf(user, month)).find((c) => c.name === name)?.actual;
}

async function historyOf(user: TestUser, month = '2026-03') {
  return (
    await expectJson<TransactionPage>(await user.get(`/api/transactions?month=${month}`), 200)
  ).transactions;
}

async function daySumsOf(userId: string) {
  return system.db
    .select({ day: transactionDaySums.day, amount: transactionDaySums.amount })
    .from(transactionDaySums)
    .where(eq(transactionDaySums.userId, userId))
    .orderBy(transactionDaySums.day);
}

describe('POST /api/imports', () => {
  it('needs a signed-in user', async () => {
    await expectError(
      await system.request(ENDPOINT, { method: 'POST', json: importBody(COFFEE_ROWS) }),
      401,
      { code: 'UNAUTHENTICATED' },
    );
  });

  it("adds every row as a budget transaction with its merchant as the note, raising the category's actual", async () => {
    const user = await userWithCategories();
    const result = await imported(user, importBody(COFFEE_ROWS));
    expect(result).toEqual({
      importId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'expense',
      category: 'Coffee',
      period: 'March 2026',
      rows: COFFEE_ROWS.map((row) => ({ status: 'imported', date: row.date })),
      imported: 3,
      duplicates: 0,
      failed: 0,
    });
    expect(await actualOf(user, 'Coffee')).toBe(1600);
    const history = await historyOf(user);
    expect(history.map((t) => [t.date, t.name, t.type, t.amount, t.note])).toEqual([
      ['2026-03-16', 'Coffee', 'expense', 575, 'Starbucks'],
      ['2026-03-09', 'Coffee', 'expense', 450, 'Blue Bottle Coffee'],
      ['2026-03-02', 'Coffee', 'expense', 575, 'Starbucks'],
    ]);
    expect(await daySumsOf(user.id)).toEqual([
      { day: '2026-03-02', amount: 575 },
      { day: '2026-03-09', amount: 450 },
      { day: '2026-03-16', amount: 575 },
    ]);
  });

  it("creates the category's month when a row falls in a month it has no row for, with the last goal", async () => {
    const user = await userWithCategories();
    const result = await imported(
      user,
      importBody([
        { date: '2026-03-30', merchant: 'Starbucks', amount: 500 },
        { date: '2026-04-02', merchant: 'Starbucks', amount: 700 },
      ]),
    );
    expect(result.period).toBe('March and April 2026');
    const april = (await categoriesOf(user, '2026-04')).find((c) => c.name === 'Coffee');
    expect(april).toMatchObject({ actual: 700, goal: 5000 });
    expect(await actualOf(user, 'Coffee')).toBe(500);
  });

  it('uses the selected Transaction Date for a row whose date does not parse', async () => {
    const user = await userWithCategories();
    const result = await imported(
      user,
      importBody([
        { date: '03/05', merchant: 'Starbucks', amount: 100 },
        { date: '2026-02-30', merchant: 'Starbucks', amount: 200 },
        { merchant: 'Starbucks', amount: 300 },
        { date: null, merchant: 'Starbucks', amount: 400 },
      ]),
    );
    expect(result.rows.map((r) => r.date)).toEqual([
      '2026-03-20',
      '2026-03-20',
      '2026-03-20',
      '2026-03-20',
    ]);
    expect(await actualOf(user, 'Coffee')).toBe(1000);
  });

  it('matches the category in any case and stores it as the account spells it', async () => {
    const user = await userWithCategories();
    const result = await imported(user, importBody(COFFEE_ROWS, '  coffee '));
    expect(result.category).toBe('Coffee');
    expect((await historyOf(user)).every((t) => t.name === 'Coffee')).toBe(true);
  });

  it("refuses a category the user does not have, in the spec's words, and changes nothing", async () => {
    const user = await userWithCategories();
    await expectError(await user.send('POST', ENDPOINT, importBody(COFFEE_ROWS, 'Travel')), 400, {
      code: 'VALIDATION',
      error: IMPORT_MESSAGES.categoryMissing('Travel'),
    });
    // An income category of that name is not an expense category, and the answer says so (ADR 0017).
    await expectError(await user.send('POST', ENDPOINT, importBody(COFFEE_ROWS, 'Salary')), 400, {
      error: IMPORT_MESSAGES.notExpenseCategory('Salary'),
    });
    await expectError(
      await user.send('POST', ENDPOINT, importBody(COFFEE_ROWS, 'NEEDS CATEGORY')),
      400,
      { error: IMPORT_MESSAGES.needsCategoryRefused },
    );
    expect(await historyOf(user)).toEqual([]);
  });

  it("does not see another user's categories", async () => {
    const owner = await userWithCategories();
    await addCategory(owner, { name: 'Owner Only', type: 'expense', month: '2026-03' });
    const other = await userWithCategories();
    await expectError(
      await other.send('POST', ENDPOINT, importBody(COFFEE_ROWS, 'Owner Only')),
      400,
      { error: IMPORT_MESSAGES.categoryMissing('Owner Only') },
    );
    expect(await historyOf(owner)).toEqual([]);
  });

  it('fails a row whose amount cannot be a transaction and imports the others', async () => {
    const user = await userWithCategories();
    const result = await imported(
      user,
      importBody([
        { date: '2026-03-02', merchant: 'Starbucks', amount: 575 },
        { date: '2026-03-03', merchant: 'Typo', amount: 0 },
        { date: '2026-03-04', merchant: 'Fraction', amount: 1.5 },
        { date: '2026-03-05', merchant: 'Huge', amount: 1e15 },
      ]),
    );
    expect(result.rows).toEqual([
      { status: 'imported', date: '2026-03-02' },
      { status: 'failed', reason: IMPORT_MESSAGES.amountNotPositive, date: '2026-03-03' },
      { status: 'failed', reason: IMPORT_MESSAGES.amountNotPositive, date: '2026-03-04' },
      { status: 'failed', reason: IMPORT_MESSAGES.amountTooLarge, date: '2026-03-05' },
    ]);
    expect([result.imported, result.failed]).toEqual([1, 3]);
    expect(await actualOf(user, 'Coffee')).toBe(575);
  });

  it('answers 200 with no import when every row failed', async () => {
    const user = await userWithCategories();
    const result = await imported(
      user,
      importBody([{ date: '2026-03-03', merchant: 'Typo', amount: 0 }]),
      200,
    );
    expect(result).toMatchObject({ importId: null, imported: 0, failed: 1 });
  });

  it.each([
    [
      'no rows',
      { category: 'Coffee', fallbackDate: '2026-03-20', rows: [] },
      IMPORT_MESSAGES.noRows,
    ],
    ['a fallback date that is not real', importBody(COFFEE_ROWS), 'date must be a real date'],
    ['too many rows', importBody(Array(2_001).fill(COFFEE_ROWS[0])), IMPORT_MESSAGES.tooManyRows],
    ['an unknown field', { ...importBody(COFFEE_ROWS), userId: 'x' }, 'Unrecognized key'],
  ])('refuses %s', async (label, body, message) => {
    const user = await userWithCategories();
    const sent = label.startsWith('a fallback') ? { ...body, fallbackDate: '2026-02-30' } : body;
    const error = await expectError(await user.send('POST', ENDPOINT, sent), 400, {
      code: 'VALIDATION',
    });
    expect(`${error.error} ${error.details ?? ''}`).toContain(message);
    expect(await historyOf(user)).toEqual([]);
  });
});

describe('importing the same statement again', () => {
  it('adds nothing, and says which rows are already in the budget', async () => {
    const user = await userWithCategories();
    await imported(user, importBody(COFFEE_ROWS));
    const again = await imported(user, importBody(COFFEE_ROWS), 200);
    expect(again).toMatchObject({ importId: null, imported: 0, duplicates: 3 });
    expect(again.rows.every((r) => r.reason === IMPORT_MESSAGES.alreadyInBudget)).toBe(true);
    expect(await actualOf(user, 'Coffee')).toBe(1600);
    // Whatever category it is sent to this time.
    const elsewhere = await imported(user, importBody(COFFEE_ROWS, 'Groceries'), 200);
    expect(elsewhere.duplicates).toBe(3);
  });

  it('keeps two genuinely identical rows of one statement, and recognises both next time', async () => {
    const user = await userWithCategories();
    const twice = [COFFEE_ROWS[0]!, COFFEE_ROWS[0]!];
    expect((await imported(user, importBody(twice))).imported).toBe(2);
    expect((await imported(user, importBody(twice), 200)).duplicates).toBe(2);
    // A third identical row in a longer statement is new.
    const thrice = await imported(user, importBody([...twice, COFFEE_ROWS[0]!]));
    expect(thrice.rows.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'imported']);
    expect(await actualOf(user, 'Coffee')).toBe(575 * 3);
  });

  it('adds a row already in the budget when the user asks to add it anyway', async () => {
    const user = await userWithCategories();
    await imported(user, importBody(COFFEE_ROWS));
    const forced = await imported(
      user,
      importBody(COFFEE_ROWS.map((row, i) => ({ ...row, addAnyway: i === 1 }))),
    );
    expect(forced.rows.map((r) => r.status)).toEqual(['duplicate', 'imported', 'duplicate']);
    expect(await actualOf(user, 'Coffee')).toBe(1600 + 450);
  });

  it('adds the statement once when the same import is sent twice at the same moment', async () => {
    const user = await userWithCategories();
    const [a, b] = await Promise.all([
      user.send('POST', ENDPOINT, importBody(COFFEE_ROWS)),
      user.send('POST', ENDPOINT, importBody(COFFEE_ROWS)),
    ]);
    const results = [await a.json(), await b.json()] as ImportResult[];
    expect(results.map((r) => r.imported).sort()).toEqual([0, 3]);
    expect(await actualOf(user, 'Coffee')).toBe(1600);
  });
});

describe('an import is all or nothing', () => {
  it('leaves nothing half-imported when the database fails in the middle', async () => {
    const user = await userWithCategories();
    // A fault in the database itself, on the last row's insert: after the actuals and day sums moved.
    await system.db.execute(sql`
      create or replace function fail_marked_import() returns trigger as $$
      begin
        if new.note = 'FAIL HERE' then raise exception 'injected failure'; end if;
        return new;
      end $$ language plpgsql`);
    await system.db.execute(sql`
      create trigger fail_marked_import before insert on transactions
      for each row execute function fail_marked_import()`);
    // The server logs the failure, as it should; expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let logCount = 0;
    try {
      const response = await user.send(
        'POST',
        ENDPOINT,
        importBody([...COFFEE_ROWS, { date: '2026-03-20', merchant: 'FAIL HERE', amount: 100 }]),
      );
      expect(response.status).toBe(500);
    } finally {
      await system.db.execute(sql`drop trigger fail_marked_import on transactions`);
      logCount = logged.mock.calls.length;
      logged.mockRestore();
    }
    expect(logCount).toBeGreaterThan(0);
    expect(await actualOf(user, 'Coffee')).toBe(0);
    expect(await historyOf(user)).toEqual([]);
    expect(await daySumsOf(user.id)).toEqual([]);
    const imports = await system.db
      .select({ id: budgetImports.id })
      .from(budgetImports)
      .where(eq(budgetImports.userId, user.id));
    expect(imports).toEqual([]);
    const rules = await expectJson<{ rules: MerchantRuleView[] }>(
      await user.get('/api/merchant-rules'),
      200,
    );
    expect(rules.rules).toEqual([]);
  });
});

describe('learning from an import', () => {
  it("remembers each merchant's category for the user's next breakdown", async () => {
    const user = await userWithCategories();
    await imported(user, importBody(COFFEE_ROWS));
    const { rules } = await expectJson<{ rules: MerchantRuleView[] }>(
      await user.get('/api/merchant-rules'),
      200,
    );
    expect(rules.map((r) => [r.merchantName, r.category]).sort()).toEqual([
      ['Blue Bottle Coffee', 'Coffee'],
      ['Starbucks', 'Coffee'],
    ]);
  });
});

describe('undoing an import', () => {
  async function undo(user: TestUser, id: string) {
    return user.send('DELETE', `${ENDPOINT}/${id}`);
  }

  it('removes exactly the rows it added and restores the actuals, and is listed until then', async () => {
    const user = await userWithCategories();
    await user.send('POST', '/api/transactions', {
      name: 'Coffee',
      type: 'expense',
      amount: 999,
      date: '2026-03-02',
    });
    const result = await imported(user, importBody(COFFEE_ROWS));
    const listed = await expectJson<{ imports: ImportView[] }>(await user.get(ENDPOINT), 200);
    expect(listed.imports).toEqual([
      {
        id: result.importId,
        category: 'Coffee',
        type: 'expense',
        rowCount: 3,
        amount: 1600,
        createdAt: expect.any(String),
        undoableUntil: expect.any(String),
      },
    ]);
    const week =
      Date.parse(listed.imports[0]!.undoableUntil) - Date.parse(listed.imports[0]!.createdAt);
    expect(week).toBe(7 * 86_400_000);

    expect(await expectJson(await undo(user, result.importId!), 200)).toEqual({ removed: 3 });
    expect(await actualOf(user, 'Coffee')).toBe(999);
    expect((await historyOf(user)).map((t) => t.amount)).toEqual([999]);
    expect(await daySumsOf(user.id)).toEqual([{ day: '2026-03-02', amount: 999 }]);
    expect(
      (await expectJson<{ imports: ImportView[] }>(await user.get(ENDPOINT), 200)).imports,
    ).toEqual([]);
    await expectError(await undo(user, result.importId!), 409, {
      error: IMPORT_MESSAGES.alreadyUndone,
    });
    // Undone rows are not in the budget any more, so the statement can be imported again.
    expect((await imported(user, importBody(COFFEE_ROWS))).imported).toBe(3);
  });

  it('removes rows edited since, as they stand now', async () => {
    const user = await userWithCategories();
    const result = await imported(user, importBody(COFFEE_ROWS));
    const [latest] = await historyOf(user);
    await expectJson(
      await user.send('PATCH', `/api/transactions/${latest!.id}`, {
        name: 'Groceries',
        amount: 2000,
      }),
      200,
    );
    await expectJson(await undo(user, result.importId!), 200);
    expect(await actualOf(user, 'Coffee')).toBe(0);
    expect(await actualOf(user, 'Groceries')).toBe(0);
    expect(await historyOf(user)).toEqual([]);
  });

  it('is refused after 7 days, changing nothing', async () => {
    const user = await userWithCategories();
    const result = await imported(user, importBody(COFFEE_ROWS));
    await system.db
      .update(budgetImports)
      .set({ createdAt: new Date(Date.now() - 7 * 86_400_000 - 60_000) })
      .where(eq(budgetImports.id, result.importId!));
    await expectError(await undo(user, result.importId!), 409, {
      error: IMPORT_MESSAGES.undoExpired,
    });
    expect(await actualOf(user, 'Coffee')).toBe(1600);
    expect(
      (await expectJson<{ imports: ImportView[] }>(await user.get(ENDPOINT), 200)).imports,
    ).toEqual([]);
  });

  it("answers 404 for another user's import, or an id that is not one, and changes nothing", async () => {
    const owner = await userWithCategories();
    const result = await imported(owner, importBody(COFFEE_ROWS));
    const other = await userWithCategories();
    for (const id of [result.importId!, 'not-an-id', '00000000-0000-0000-0000-000000000000']) {
      await expectError(await undo(other, id), 404, { error: IMPORT_MESSAGES.importNotFound });
    }
    expect(await actualOf(owner, 'Coffee')).toBe(1600);
    const rows = await system.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.userId, owner.id), eq(transactions.importId, result.importId!)));
    expect(rows).toHaveLength(3);
  });
});
