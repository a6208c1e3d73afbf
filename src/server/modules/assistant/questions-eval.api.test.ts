// Forty questions of the supported shapes about the seeded demo account, without an AI provider, each
// answered with the figure summed here from the account's own transactions, to the cent; and
// questions outside those shapes, each answered with what it can do and no figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantReply } from '#shared/contract/assistant';
import type { UpcomingView } from '#shared/contract/bills';
import type { TransactionPage, TransactionView } from '#shared/contract/budget';
import { formatCents } from '#shared/money';
import { formatShortDate } from '#shared/period';
import { createAuth } from '../../auth/auth.ts';
import {
  expectJson,
  signIn,
  startTestSystem,
  uniqueEmail,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { seedDemo } from '../demo/seed.ts';
import { grantProfileFlag } from '../profile/grant.ts';

const TODAY = '2026-12-06'; // a Sunday

/** The periods the questions name, as dates written out here (not by the assistant's reader). */
const PERIODS = {
  'this month': ['2026-12-01', '2026-12-31'],
  'last month': ['2026-11-01', '2026-11-30'],
  'in October': ['2026-10-01', '2026-10-31'],
  'in September': ['2026-09-01', '2026-09-30'],
  'this week': ['2026-11-30', '2026-12-06'],
  'last week': ['2026-11-23', '2026-11-29'],
  'this year': ['2026-01-01', '2026-12-31'],
  'in the last 30 days': ['2026-11-07', '2026-12-06'],
} as const;
type PeriodWords = keyof typeof PERIODS;
/** How an answer names the period ('in October' is 'in October 2026'). */
const said = (period: PeriodWords) =>
  period.startsWith('in ') && !period.startsWith('in the') ? `${period} 2026` : period;

let system: TestSystem;
let user: TestUser;
let rows: TransactionView[];

beforeAll(async () => {
  system = await startTestSystem();
  const email = uniqueEmail('assistant');
  const auth = createAuth({ db: system.db, env: system.env, secret: 'test-secret-'.repeat(4) });
  await seedDemo({
    db: system.db,
    auth,
    email,
    password: 'demo-password',
    transactions: 600,
    months: 6,
    today: TODAY,
  });
  await grantProfileFlag({ db: system.db, email, flag: 'isPasskeyPro' });
  user = await signIn(system, { email, password: 'demo-password' });
  rows = [];
  let cursor: string | null = null;
  do {
    const page: TransactionPage = await expectJson<TransactionPage>(
      await user.get(`/api/transactions?limit=500${cursor ? `&cursor=${cursor}` : ''}`),
      200,
    );
    rows.push(...page.transactions);
    cursor = page.nextCursor;
  } while (cursor);
});
afterAll(() => system?.close());

const ask = async (question: string) =>
  expectJson<AssistantReply>(
    await user.send('POST', '/api/assistant/ask', { question, today: TODAY }),
    200,
  );

function sum(period: PeriodWords, keep: (row: TransactionView) => boolean): number {
  const [from, to] = PERIODS[period];
  return rows
    .filter((row) => row.date >= from && row.date <= to && keep(row))
    .reduce((total, row) => total + row.amount, 0);
}
const money = (cents: number) => formatCents(cents, 'USD');

function namesOf(type: string): string[] {
  const counts = new Map<string, number>();
  for (const row of rows)
    if (row.type === type) counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

function merchants(): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.type === 'expense' && row.note && /^[A-Za-z][A-Za-z ]+$/.test(row.note)) {
      counts.set(row.note, (counts.get(row.note) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

describe('forty questions about the demo account, without an AI provider', () => {
  it('answers each with the figure of its transactions, to the cent', async () => {
    const questions: Array<[question: string, answer: string]> = [];
    const expenses = namesOf('expense').slice(0, 4);
    // 12: one category over a period.
    for (const name of expenses) {
      for (const period of ['last month', 'this month', 'in October'] as const) {
        const spent = sum(period, (row) => row.name === name && row.type === 'expense');
        questions.push([
          `How much did I spend on ${name.toLowerCase()} ${period}?`,
          `You spent ${money(spent)} on ${name} ${said(period)}.`,
        ]);
      }
    }
    // 6: a merchant over a period (its words in the note or the category's name).
    for (const merchant of merchants().slice(0, 3)) {
      for (const period of ['this year', 'last month'] as const) {
        const words = merchant.toLowerCase();
        const spent = sum(
          period,
          (row) =>
            row.type !== 'income' &&
            ((row.note ?? '').toLowerCase().includes(words) ||
              row.name.toLowerCase().includes(words)),
        );
        questions.push([
          `What did I spend at ${merchant} ${period}?`,
          `You spent ${money(spent)} at ${merchant} ${said(period)}.`,
        ]);
      }
    }
    // 6: all money out over a period.
    const outOf = (type: string) => (period: PeriodWords) =>
      sum(period, (row) => row.type === type);
    for (const period of [
      'last month',
      'this month',
      'this week',
      'last week',
      'in September',
      'in the last 30 days',
    ] as const) {
      const [expense, savings, debt] = ['expense', 'savings', 'debt'].map((type) =>
        outOf(type)(period),
      );
      questions.push([
        `How much did I spend ${period}?`,
        `Money out ${said(period)}: ${money(expense! + savings! + debt!)} (expenses ${money(expense!)}, savings ${money(savings!)}, debt payments ${money(debt!)}).`,
      ]);
    }
    // 4: money in.
    for (const period of [
      'last month',
      'in October',
      'this year',
      'in the last 30 days',
    ] as const) {
      questions.push([
        `How much did I earn ${period}?`,
        `You received ${money(sum(period, (row) => row.type === 'income'))} ${said(period)}.`,
      ]);
    }
    // 6: one category in two periods.
    for (const name of expenses.slice(0, 3)) {
      for (const [first, second] of [
        ['this month', 'last month'],
        ['in October', 'in September'],
      ] as const) {
        const a = sum(first, (row) => row.name === name && row.type === 'expense');
        const b = sum(second, (row) => row.name === name && row.type === 'expense');
        const verdict =
          a === b
            ? 'the same'
            : `${money(Math.abs(a - b))} ${a > b ? 'more' : 'less'} ${said(first)} than ${said(second)}`;
        questions.push([
          `Did I spend more on ${name.toLowerCase()} ${first} than ${second}?`,
          `You spent ${money(a)} on ${name} ${said(first)} and ${money(b)} ${said(second)}: ${verdict}.`,
        ]);
      }
    }
    // 4: what is due, as the bills list says.
    for (const [period, from, to] of [
      ['this week', '2026-11-30', '2026-12-06'],
      ['next week', '2026-12-07', '2026-12-13'],
      ['in the next 14 days', '2026-12-06', '2026-12-19'],
      ['this month', '2026-12-01', '2026-12-31'],
    ] as const) {
      const upcoming = await expectJson<UpcomingView>(
        await user.get(`/api/bills/upcoming?from=${from}&to=${to}`),
        200,
      );
      const unpaid = upcoming.bills.filter((bill) => !bill.isPaid && !bill.skipped);
      const answer =
        unpaid.length === 0
          ? `Nothing is left to pay ${period}.`
          : `Due ${period}: ${unpaid.map((bill) => `${bill.name} ${money(bill.amount)} on ${formatShortDate(bill.dueDate)}`).join('; ')}. ${money(upcoming.totalDue)} in all.`;
      questions.push([`What is due ${period}?`, answer]);
    }

    expect(questions).toHaveLength(38);
    for (const [question, answer] of questions) {
      const reply = await ask(question);
      expect(reply.supported, question).toBe(true);
      expect(reply.answer, question).toBe(answer);
    }

    // 2: additions, which then count.
    const [first, second] = expenses;
    const before = sum('this month', (row) => row.name === first && row.type === 'expense');
    expect((await ask(`Add $12.34 coffee to ${first} today`)).answer).toBe(
      `Added $12.34 (coffee) to ${first} on Dec 6, 2026.`,
    );
    expect((await ask(`How much did I spend on ${first!.toLowerCase()} this month?`)).answer).toBe(
      `You spent ${money(before + 1_234)} on ${first} this month.`,
    );
    expect((await ask(`Log $5 to ${second} yesterday`)).answer).toBe(
      `Added $5.00 to ${second} on Dec 5, 2026.`,
    );
  });

  it('says what it can do, with no figure, for questions outside those shapes', async () => {
    for (const question of [
      'What is my net worth?',
      'Should I refinance my car loan?',
      'How much will I spend next year?',
      'Which stocks should I buy?',
      'How much did I spend on groceries?',
      'Add coffee to Groceries',
      'Add $5 to Holidays today',
      'Tell me a joke',
      'Why is my balance low?',
      'How much did I earn?',
    ]) {
      const reply = await ask(question);
      expect(reply.supported, question).toBe(false);
      expect(reply.answer, question).not.toMatch(/\$\d/);
      expect(reply.toolCalls, question).toEqual([]);
    }
  });
});
