// The public budget maker: POST /api/functions/budget-maker makes a budget from income sources and
// pasted expenses and counts it; /api/budget-counter answers the count and streams every new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGET_MAKER_MESSAGES,
  BUDGET_MAKER_TEXT_MAX,
  type BudgetCounter,
  type BudgetMakerResult,
} from '#shared/contract/budget-maker';
import { BREAKDOWN_MESSAGES } from '#shared/contract/breakdown-messages';
import {
  expectError,
  expectJson,
  startTestSystem,
  uniqueAddress,
  withEnv,
  type TestSystem,
} from '../../../../tests/setup/api-harness.ts';
import { readEventStream } from '../../../../tests/support/event-stream.ts';

const ENDPOINT = '/api/functions/budget-maker';
const COUNTER = '/api/budget-counter';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

/** Pasted card transactions as a bank website lists them. */
const EXPENSES = [
  '03/01/2026  WHOLEFDS MKT 10234 AUSTIN TX  -82.10',
  '03/02/2026  STARBUCKS STORE #1234 SEATTLE WA  -5.75',
  '03/03/2026  UBER *TRIP HELP.UBER.COM  -18.40',
  '03/05/2026  NETFLIX.COM 866-579-7172 CA  -15.49',
  '03/09/2026  WHOLEFDS MKT 10234 AUSTIN TX  -41.25',
].join('\n');

const INCOME = [
  { name: 'Salary', amount: 3_000_00 },
  { name: 'Side Gig', amount: 250_00 },
];

function post(body: unknown, on: Pick<TestSystem, 'request'> = system) {
  return on.request(ENDPOINT, { json: body, headers: { 'x-forwarded-for': uniqueAddress() } });
}

async function count(): Promise<number> {
  return (await expectJson<BudgetCounter>(await system.request(COUNTER), 200)).count;
}

describe('POST /api/functions/budget-maker', () => {
  it('turns income and pasted expenses into a budget by category, and counts it', async () => {
    const before = await count();
    const result = await expectJson<BudgetMakerResult>(
      await post({ income: INCOME, expenses: EXPENSES }),
      200,
    );
    expect(result.income).toEqual(INCOME);
    expect(result.totalIncome).toBe(3_250_00);
    expect(result.totalExpenses).toBe(162_99);
    expect(result.remaining).toBe(3_250_00 - 162_99);
    // Every pasted expense is in a category; shares have one decimal and add up to about 100.
    expect(result.categories.reduce((sum, c) => sum + c.amount, 0)).toBe(162_99);
    for (const category of result.categories) {
      expect(category.percentage).toMatch(/^\d{1,3}\.\d$/);
      expect(category.suggested).toBeGreaterThanOrEqual(category.amount);
      expect(category.suggested % 100).toBe(0);
    }
    const shares = result.categories.reduce((sum, c) => sum + Number(c.percentage), 0);
    expect(Math.abs(shares - 100)).toBeLessThanOrEqual(0.1 * result.categories.length);
    const amounts = result.categories.map((c) => c.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(result.categories.map((c) => c.category)).toContain('Groceries');
    expect(result.budgetsGenerated).toBeGreaterThan(before);
    expect(await count()).toBeGreaterThanOrEqual(result.budgetsGenerated);
  });

  it('counts every one of many budgets made at once', async () => {
    const before = await count();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => post({ income: INCOME, expenses: EXPENSES })),
    );
    const generated = await Promise.all(
      results.map(async (r) => (await expectJson<BudgetMakerResult>(r, 200)).budgetsGenerated),
    );
    // Each got its own number: none was lost to a race.
    expect(new Set(generated).size).toBe(12);
    expect(await count()).toBeGreaterThanOrEqual(before + 12);
  });

  it('refuses missing or bad income, blank or oversized expenses, and counts nothing', async () => {
    const before = await count();
    const cases: Array<[unknown, string]> = [
      [{ income: [], expenses: EXPENSES }, BUDGET_MAKER_MESSAGES.incomeRequired],
      [{ expenses: EXPENSES }, BUDGET_MAKER_MESSAGES.incomeRequired],
      [{ income: [{ name: 'Salary', amount: 0 }], expenses: EXPENSES }, 'greater than 0'],
      [{ income: [{ name: '  ', amount: 100 }], expenses: EXPENSES }, 'name'],
      [{ income: INCOME, expenses: '   \n ' }, BUDGET_MAKER_MESSAGES.expensesRequired],
      [{ income: INCOME, expenses: 'x'.repeat(BUDGET_MAKER_TEXT_MAX + 1) }, '15,000'],
      [{ income: INCOME, expenses: 42 }, ''],
    ];
    for (const [body, message] of cases) {
      const error = await expectError(await post(body), 400);
      expect(error.error, JSON.stringify(body).slice(0, 80)).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('says so when nothing in the text reads as a transaction, and counts nothing', async () => {
    const before = await count();
    const error = await expectError(
      await post({ income: INCOME, expenses: 'hello, these are my notes' }),
      400,
    );
    expect(error.error).toBe(BREAKDOWN_MESSAGES.nothingParsed);
    expect(await count()).toBe(before);
  });

  it('is rate limited per address, like the public breakdown', async () => {
    const limited = withEnv(system, { PUBLIC_AI_RATE_LIMIT: '2' });
    const address = uniqueAddress();
    const send = () =>
      limited.request(ENDPOINT, {
        json: { income: INCOME, expenses: EXPENSES },
        headers: { 'x-forwarded-for': address },
      });
    await expectJson(await send(), 200);
    await expectJson(await send(), 200);
    const error = await expectError(await send(), 429);
    expect(error.error).toBe(BUDGET_MAKER_MESSAGES.tooManyRequests);
  });
});

describe('GET /api/budget-counter/events', () => {
  it('sends the count at once, then each new budget within a second, to every open stream', async () => {
    const streams = await Promise.all(
      [1, 2].map(async () => {
        const response = await system.request(`${COUNTER}/events`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        return readEventStream<BudgetCounter>(response, 'count');
      }),
    );
    try {
      const first = await Promise.all(streams.map((s) => s.next(1_000)));
      const made = await expectJson<BudgetMakerResult>(
        await post({ income: INCOME, expenses: EXPENSES }),
        200,
      );
      for (const [i, stream] of streams.entries()) {
        const update = await stream.next(1_000);
        expect(update.count).toBe(made.budgetsGenerated);
        expect(update.count).toBeGreaterThan(first[i]!.count);
      }
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it('does not tick by itself', async () => {
    const response = await system.request(`${COUNTER}/events`);
    const stream = readEventStream<BudgetCounter>(response, 'count');
    try {
      await stream.next(1_000);
      await expect(stream.next(1_500)).rejects.toThrow(/No count event/);
    } finally {
      await stream.close();
    }
  });
});
