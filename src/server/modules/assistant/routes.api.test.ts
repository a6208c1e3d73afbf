// /api/assistant/ask without an AI provider: the supported question shapes answered with the
// screens' figures to the cent, an addition that lands in the budget, a plain 'cannot answer' for the
// rest, Pro only, and nobody else's money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES, type AssistantReply } from '#shared/contract/assistant';
import type { DashboardView } from '#shared/contract/dashboard';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory, addTransaction } from '../../../../tests/support/budget-requests.ts';
import { grantProfileFlag } from '../profile/grant.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const TODAY = '2026-12-06';

async function proUser(): Promise<TestUser> {
  const user = await signUp(system);
  await grantProfileFlag({ db: system.db, email: user.email, flag: 'isPasskeyPro' });
  for (const month of ['2026-11', '2026-12']) {
    await addCategory(user, { name: 'Salary', type: 'income', month, goal: 300_000 });
    await addCategory(user, { name: 'Dining Out', type: 'expense', month, goal: 20_000 });
    await addCategory(user, { name: 'Groceries', type: 'expense', month, goal: 40_000 });
  }
  const add = (name: string, type: string, amount: number, date: string, note?: string) =>
    addTransaction(user, { name, type, amount, date, ...(note ? { note } : {}) });
  await add('Salary', 'income', 250_000, '2026-11-25');
  await add('Dining Out', 'expense', 4_550, '2026-11-09', 'Pizza Express');
  await add('Dining Out', 'expense', 2_199, '2026-11-20', 'Starbucks');
  await add('Dining Out', 'expense', 1_050, '2026-12-02', 'Starbucks');
  await add('Groceries', 'expense', 12_345, '2026-11-11', 'Tesco');
  await add('Groceries', 'expense', 8_000, '2026-12-03', 'Tesco');
  return user;
}

const ask = async (user: TestUser, question: string) =>
  expectJson<AssistantReply>(
    await user.send('POST', '/api/assistant/ask', { question, today: TODAY }),
    200,
  );

describe('/api/assistant/ask', () => {
  it('answers the supported shapes with the screens’ figures', async () => {
    const user = await proUser();
    expect((await ask(user, 'How much did I spend on dining out last month?')).answer).toBe(
      'You spent $67.49 on Dining Out last month.',
    );
    expect((await ask(user, 'What did I spend at Starbucks this year?')).answer).toBe(
      'You spent $32.49 at Starbucks this year.',
    );
    const dashboard = await expectJson<DashboardView>(
      await user.get('/api/dashboard?from=2026-11-01&to=2026-11-30'),
      200,
    );
    expect(dashboard.totals.moneyOut).toBe(19_094);
    expect((await ask(user, 'How much did I spend last month?')).answer).toBe(
      'Money out last month: $190.94 (expenses $190.94, savings $0.00, debt payments $0.00).',
    );
    expect((await ask(user, 'How much did I earn in November?')).answer).toBe(
      'You received $2,500.00 in November 2026.',
    );
    expect(
      (await ask(user, 'Did I spend more on groceries this month than last month?')).answer,
    ).toBe(
      'You spent $80.00 on Groceries this month and $123.45 last month: $43.45 less this month than last month.',
    );
    expect((await ask(user, 'What is due this week?')).answer).toBe(
      'Nothing is left to pay this week.',
    );
  });

  it('adds a transaction the person asks for, and it counts', async () => {
    const user = await proUser();
    const reply = await ask(user, 'Add $12 lunch to Dining Out today');
    expect(reply.answer).toBe('Added $12.00 (lunch) to Dining Out on Dec 6, 2026.');
    expect((await ask(user, 'How much did I spend on dining out this month?')).answer).toBe(
      'You spent $22.50 on Dining Out this month.',
    );
  });

  it('says what it cannot answer, rather than guessing', async () => {
    const user = await proUser();
    for (const question of ['Should I buy a house?', 'How much did I spend on groceries?']) {
      const reply = await ask(user, question);
      expect(reply.supported, question).toBe(false);
      expect(reply.answer).not.toMatch(/\$\d/);
    }
  });

  it('is for Pro, refuses an empty question, and reads only the asker’s budget', async () => {
    const free = await signUp(system);
    await expectError(
      await free.send('POST', '/api/assistant/ask', {
        question: 'What is due this week?',
        today: TODAY,
      }),
      403,
      { error: ASSISTANT_MESSAGES.proOnly },
    );
    const user = await proUser();
    await expectError(
      await user.send('POST', '/api/assistant/ask', { question: '   ', today: TODAY }),
      400,
      { error: ASSISTANT_MESSAGES.empty },
    );
    const other = await signUp(system);
    await grantProfileFlag({ db: system.db, email: other.email, flag: 'isPasskeyPro' });
    expect((await ask(other, 'What did I spend at Starbucks this year?')).answer).toBe(
      'You spent $0.00 at Starbucks this year.',
    );
    expect(user.id).not.toBe(other.id);
  });
});
