// One set of numbers everywhere (issues 15 and 28): after any sequence of plans typed, corrections,
// transaction adds, edits and deletes, bills (due on any day, also the last of a month) ticked and
// unticked, statement imports and their undos, renames and deletes, every category's actual is the sum
// of its month's transactions, no transaction is left under a name that no longer exists, and for each
// month Your Budget's summary, the dashboard and Transaction History's month line give the same Money
// In, Money Out and Left Over, as shared/budget/totals.ts defines them, and the reports over both
// months agree with them (issue 34). A plan typed never moves money.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryView,
  DayTotalsView,
  TransactionPage,
  TransactionView,
} from '#shared/contract/budget';
import { summarizeMonth } from '#shared/budget/month-summary';
import {
  topMerchants,
  type BudgetReport,
  type CashflowReport,
  type MerchantReport,
  type SpendingReport,
} from '#shared/budget/reports';
import { categoriesForMonth } from '#shared/budget/rules';
import { moneyTotals } from '#shared/budget/totals';
import type { DashboardView } from '#shared/contract/dashboard';
import { daysInMonth, nextMonthStart } from '#shared/period';
import {
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { transactions as transactionsTable } from '../../db/schema.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
/** The run in flight: a time limit ends fast-check without waiting for it, so closing waits. */
let running: Promise<void> = Promise.resolve();
afterAll(async () => {
  await running.catch(() => {});
  await system?.close();
});

const MONTHS = ['2026-03', '2026-04'] as const;
const CATEGORIES = [
  { name: 'Groceries', type: 'expense' },
  { name: 'Dining Out', type: 'expense' },
  { name: 'Salary', type: 'income' },
  { name: 'Car Loan', type: 'debt' },
  { name: 'Rainy Day', type: 'savings' },
] as const;

const category = fc.constantFrom(...CATEGORIES);
const month = fc.constantFrom(...MONTHS);
const cents = fc.integer({ min: 1, max: 50_000 });

const operation = fc.oneof(
  fc.record({ op: fc.constant('plan' as const), pick: fc.nat(), goal: fc.nat(500_000) }),
  fc.record({
    op: fc.constant('add-bill' as const),
    type: fc.constantFrom('debt', 'savings'),
    month,
    // Any day of the month, or one in the next month (which must be refused).
    day: fc.integer({ min: 1, max: 31 }),
    goal: fc.nat(40_000),
    paid: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('import' as const),
    // Spending into expense categories, and a statement's money in into Salary (issue 28).
    category: fc.constantFrom('Groceries', 'Dining Out', 'Salary'),
    month,
    rows: fc.array(fc.record({ day: fc.integer({ min: 1, max: 28 }), amount: cents }), {
      minLength: 1,
      maxLength: 4,
    }),
  }),
  fc.record({ op: fc.constant('undo-import' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('add-category' as const), category, month }),
  fc.record({
    op: fc.constant('add' as const),
    category,
    month,
    day: fc.integer({ min: 1, max: 28 }),
    amount: cents,
    spelling: fc.nat(2),
  }),
  fc.record({ op: fc.constant('edit' as const), pick: fc.nat(), amount: cents, month }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('type-actual' as const), pick: fc.nat(), actual: fc.nat(80_000) }),
  fc.record({
    op: fc.constant('tick' as const),
    pick: fc.nat(),
    paid: fc.boolean(),
    goal: fc.nat(40_000),
  }),
  fc.record({
    op: fc.constant('rename' as const),
    pick: fc.nat(),
    name: fc.constantFrom('Food', 'Groceries', 'Eating Out', 'dining out'),
    later: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('delete-category' as const),
    pick: fc.nat(),
    move: fc.boolean(),
  }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function categoriesOf(user: TestUser): Promise<CategoryView[]> {
  return (await expectJson<{ categories: CategoryView[] }>(await user.get('/api/categories'), 200))
    .categories;
}

async function transactionsOf(user: TestUser): Promise<TransactionView[]> {
  return (await expectJson<TransactionPage>(await user.get('/api/transactions?limit=500'), 200))
    .transactions;
}

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

/** Runs one operation as the screens would; a refusal (4xx) is fine, a server error is not. */
async function run(user: TestUser, step: Operation): Promise<void> {
  let response: Response | undefined;
  switch (step.op) {
    case 'add-category':
      response = await user.send('POST', '/api/categories', {
        categories: [{ ...step.category, month: step.month }],
      });
      break;
    case 'add': {
      // A name as a person might type it: any case.
      const { name } = step.category;
      const names = [name, name.toLowerCase(), name.toUpperCase()];
      response = await user.send('POST', '/api/transactions', {
        name: names[step.spelling],
        type: step.category.type,
        amount: step.amount,
        date: `${step.month}-${String(step.day).padStart(2, '0')}`,
        note: 'from the property test',
      });
      break;
    }
    case 'edit': {
      const tx = pick(await transactionsOf(user), step.pick);
      if (!tx) return;
      const amount = tx.kind === 'adjustment' ? Math.sign(tx.amount) * step.amount : step.amount;
      response = await user.send('PATCH', `/api/transactions/${tx.id}`, {
        amount,
        date: `${step.month}-${tx.date.slice(8)}`,
      });
      break;
    }
    case 'delete': {
      const tx = pick(await transactionsOf(user), step.pick);
      if (!tx) return;
      response = await user.send('DELETE', `/api/transactions/${tx.id}`);
      break;
    }
    case 'plan': {
      // A plan typed: an income's expected amount, an expense's budget, an unticked bill's amount.
      const rows = (await categoriesOf(user)).filter(
        (c) => (c.type !== 'savings' && c.type !== 'debt') || !c.isPaid,
      );
      const row = pick(rows, step.pick);
      if (!row) return;
      const before = await moneySnapshot(user);
      response = await user.send('PATCH', `/api/categories/${row.id}`, { goal: step.goal });
      expect(await moneySnapshot(user), 'a plan never changes an actual').toEqual(before);
      break;
    }
    case 'add-bill': {
      const last = daysInMonth(step.month);
      const dueDate =
        step.day <= last
          ? `${step.month}-${String(step.day).padStart(2, '0')}`
          : `${nextMonthStart(step.month).slice(0, 7)}-0${step.day - last}`;
      response = await user.send('POST', '/api/categories', {
        categories: [
          {
            name: `Bill ${step.type} ${step.day}`,
            type: step.type,
            month: step.month,
            goal: step.goal,
            dueDate,
            isPaid: step.paid,
          },
        ],
      });
      // A bill belongs to the month it is due in.
      if (step.day > last) expect(response.status).toBe(400);
      break;
    }
    case 'import': {
      response = await user.send('POST', '/api/imports', {
        category: step.category,
        type: step.category === 'Salary' ? 'income' : 'expense',
        fallbackDate: `${step.month}-01`,
        rows: step.rows.map((row) => ({
          date: `${step.month}-${String(row.day).padStart(2, '0')}`,
          merchant: `Shop ${row.amount}`,
          amount: row.amount,
        })),
      });
      break;
    }
    case 'undo-import': {
      const imports = await expectJson<{ imports: { id: string }[] }>(
        await user.get('/api/imports'),
        200,
      );
      const made = pick(imports.imports, step.pick);
      if (!made) return;
      response = await user.send('DELETE', `/api/imports/${made.id}`);
      break;
    }
    case 'type-actual': {
      const row = pick(await categoriesOf(user), step.pick);
      if (!row || row.type === 'savings' || row.type === 'debt') return;
      response = await user.send('PATCH', `/api/categories/${row.id}`, { actual: step.actual });
      break;
    }
    case 'tick': {
      const bills = (await categoriesOf(user)).filter(
        (c) => c.type !== 'income' && c.type !== 'expense',
      );
      const bill = pick(bills, step.pick);
      if (!bill) return;
      response = await user.send('PATCH', `/api/categories/${bill.id}`, {
        isPaid: step.paid,
        goal: step.goal,
      });
      break;
    }
    case 'rename': {
      const row = pick(await categoriesOf(user), step.pick);
      if (!row) return;
      const scope = step.later ? '?scope=later' : '';
      response = await user.send('PATCH', `/api/categories/${row.id}${scope}`, { name: step.name });
      break;
    }
    case 'delete-category': {
      const rows = await categoriesOf(user);
      const row = pick(rows, step.pick);
      if (!row) return;
      const other = rows.find(
        (c) => c.type === row.type && c.name.toLowerCase() !== row.name.toLowerCase(),
      );
      const how =
        step.move && other
          ? `transactions=move&moveTo=${encodeURIComponent(other.name)}`
          : 'transactions=delete';
      response = await user.send(
        'DELETE',
        `/api/categories?name=${encodeURIComponent(row.name)}&type=${row.type}&${how}`,
      );
      break;
    }
  }
  expect(response!.status, `${step.op}: ${await response!.clone().text()}`).toBeLessThan(500);
}

/** Every actual the screens show: each category's, and each month's totals on the dashboard. */
async function moneySnapshot(user: TestUser) {
  const rows = await categoriesOf(user);
  const totals = [];
  for (const m of MONTHS) {
    const view = await expectJson<DashboardView>(
      await user.get(`/api/dashboard?from=${m}-01&to=${m}-${daysInMonth(m)}`),
      200,
    );
    const { moneyIn, moneyOut, leftOver } = view.totals;
    totals.push({ moneyIn, moneyOut, leftOver });
  }
  return { actuals: rows.map((row) => [row.id, row.actual]), totals };
}

/** Every screen's figures for every month agree. */
async function expectOneSetOfNumbers(user: TestUser): Promise<void> {
  const [rows, transactions] = await Promise.all([categoriesOf(user), transactionsOf(user)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sums = new Map<string, number>();
  for (const tx of transactions) {
    const row = byId.get(tx.categoryId ?? '');
    // Nothing is left under a name that no longer exists.
    expect(row, `${tx.name} ${tx.month} has a category`).toBeDefined();
    expect([tx.name, tx.type, tx.month]).toEqual([row!.name, row!.type, row!.month]);
    sums.set(row!.id, (sums.get(row!.id) ?? 0) + tx.amount);
  }
  for (const row of rows) {
    expect(row.actual, `${row.name} ${row.month}`).toBe(sums.get(row.id) ?? 0);
    expect(row.actual).toBeGreaterThanOrEqual(0);
  }
  for (const m of MONTHS) {
    const view = await expectJson<DashboardView>(
      await user.get(`/api/dashboard?from=${m}-01&to=${m}-${daysInMonth(m)}`),
      200,
    );
    const ofType = (type: string) =>
      rows.filter((r) => r.month === m && r.type === type).reduce((sum, r) => sum + r.actual, 0);
    expect(view.totals.moneyIn, `money in ${m}`).toBe(ofType('income'));
    expect(view.totals.expenses, `expenses ${m}`).toBe(ofType('expense'));
    expect(view.totals.savings, `savings ${m}`).toBe(ofType('savings'));
    expect(view.totals.debt, `debt ${m}`).toBe(ofType('debt'));
    // What Your Budget's summary shows for the month, to the cent.
    const budget = summarizeMonth(rows, m);
    expect(view.totals.moneyIn, `money in ${m}`).toBe(budget.moneyIn);
    expect(view.totals.moneyOut, `money out ${m}`).toBe(budget.moneyOut);
    expect(view.totals.leftOver, `left over ${m}`).toBe(budget.leftOver);
    expect(view.totals.stillToPay, `still to pay ${m}`).toBe(budget.stillToPay);
    // Transaction History's month line sums the calendar's days.
    const { days } = await expectJson<{ days: DayTotalsView[] }>(
      await user.get(`/api/transactions/days?month=${m}`),
      200,
    );
    const history = {
      moneyIn: days.reduce((sum, day) => sum + day.moneyIn, 0),
      moneyOut: days.reduce((sum, day) => sum + day.moneyOut, 0),
    };
    expect(history.moneyIn, `history money in ${m}`).toBe(budget.moneyIn);
    expect(history.moneyOut, `history money out ${m}`).toBe(budget.moneyOut);
    // And the shared definition, from the transactions themselves.
    const shared = moneyTotals(transactions.filter((tx) => tx.month === m));
    expect([shared.moneyIn, shared.moneyOut, shared.leftOver]).toEqual([
      budget.moneyIn,
      budget.moneyOut,
      budget.leftOver,
    ]);
  }
  await expectReportsToAgree(user, rows, transactions);
}

/**
 * The reports over the months (issue 34): each figure is the sum of the transactions it stands for,
 * each month's cash flow is Your Budget's summary, and budget against actual is the budget page's
 * expense rows, month by month.
 */
async function expectReportsToAgree(
  user: TestUser,
  rows: CategoryView[],
  transactions: TransactionView[],
): Promise<void> {
  const range = `from=${MONTHS[0]}&to=${MONTHS.at(-1)}`;
  const [spending, flow, plan, merchants] = await Promise.all([
    user.get(`/api/reports/spending?${range}`).then((r) => expectJson<SpendingReport>(r, 200)),
    user.get(`/api/reports/cashflow?${range}`).then((r) => expectJson<CashflowReport>(r, 200)),
    user.get(`/api/reports/budget?${range}`).then((r) => expectJson<BudgetReport>(r, 200)),
    user.get(`/api/reports/merchants?${range}`).then((r) => expectJson<MerchantReport>(r, 200)),
  ]);
  // Top merchants: the sums the triggers keep, against the imported rows summed afresh.
  const t = transactionsTable;
  const imported = await system.db
    .select({ month: t.month, merchant: sql<string>`${t.note}`, amount: t.amount })
    .from(t)
    .where(
      and(
        eq(t.userId, user.id),
        eq(t.kind, 'entry'),
        eq(t.type, 'expense'),
        isNotNull(t.importId),
        isNotNull(t.note),
      ),
    );
  expect(merchants, 'top merchants').toEqual(
    topMerchants(
      imported.map((row) => ({ ...row, count: 1 })),
      MONTHS,
    ),
  );
  MONTHS.forEach((m, i) => {
    const spent = (name: string) =>
      transactions
        .filter((tx) => tx.month === m && tx.type === 'expense' && tx.name === name)
        .reduce((sum, tx) => sum + tx.amount, 0);
    for (const category of spending.categories)
      expect(category.amounts[i], `${category.name} spent ${m}`).toBe(spent(category.name));
    const budget = summarizeMonth(rows, m);
    expect(spending.totals[i], `report expenses ${m}`).toBe(budget.expenses);
    const month = flow.months[i]!;
    expect([month.moneyIn, month.expenses, month.savings, month.debt, month.leftOver]).toEqual([
      budget.moneyIn,
      budget.expenses,
      budget.savings,
      budget.debt,
      budget.leftOver,
    ]);
    const page = categoriesForMonth(rows, 'expense', m).map((row) => [
      row.name,
      row.goal,
      row.actual,
    ]);
    const report = plan.categories
      .filter((c) => c.cells[i] !== null)
      .map((c) => [c.name, c.cells[i]!.goal, c.cells[i]!.actual])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(report, `budget against actual ${m}`).toEqual(
      page.sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });
  expect(spending.total).toBe(spending.totals.reduce((a, b) => a + b, 0));
  expect(flow.total.moneyOut).toBe(flow.months.reduce((sum, m) => sum + m.moneyOut, 0));
}

describe('one set of numbers behind every screen', () => {
  it('holds after any sequence of budget writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 14 }), (steps) => {
        running = (async () => {
          const user = await signUp(system);
          for (const c of CATEGORIES) {
            await user.send('POST', '/api/categories', {
              categories: [{ ...c, month: MONTHS[0] }],
            });
          }
          for (const step of steps) await run(user, step);
          await expectOneSetOfNumbers(user);
        })();
        return running;
      }),
      {
        numRuns: Number(process.env.COHERENCE_RUNS ?? 40),
        // A slow machine runs fewer cases rather than time out: a failure found in time is still
        // reported, with its seed and path, from wherever its shrinking has got to.
        interruptAfterTimeLimit: 150_000,
        // A run that hangs (a lock never released) fails with its seed instead of eating the budget.
        timeout: 30_000,
        // Replays a reported failure: COHERENCE_SEED and COHERENCE_PATH from its message.
        ...(process.env.COHERENCE_SEED
          ? { seed: Number(process.env.COHERENCE_SEED), path: process.env.COHERENCE_PATH }
          : {}),
      },
    );
  }, 240_000);
});
