// The assistant with an AI provider, against a local OpenAI-compatible server that scripts the
// model's replies: the model calls the budget tools and sees only their results; an answer whose
// every figure a tool gave is shown, and one with any other figure is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantReply } from '#shared/contract/assistant';
import {
  expectJson,
  signUp,
  startTestSystem,
  withEnv,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory, addTransaction } from '../../../../tests/support/budget-requests.ts';
import {
  startFakeLlm,
  type ChatRequest,
  type FakeLlm,
} from '../../../../tests/support/fake-llm.ts';
import { grantProfileFlag } from '../profile/grant.ts';
import { figuresIn, UNCHECKED_ANSWER } from './model.ts';

let system: TestSystem;
let llm: FakeLlm;
let withModel: Pick<TestSystem, 'request'>;
let user: TestUser;

beforeAll(async () => {
  system = await startTestSystem();
  llm = await startFakeLlm();
  withModel = withEnv(system, {
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: llm.baseURL,
    OPENAI_API_KEY: 'sk-test',
    AI_MODEL: 'test-model',
  });
  user = await signUp(system);
  await grantProfileFlag({ db: system.db, email: user.email, flag: 'isPasskeyPro' });
  await addCategory(user, { name: 'Dining Out', type: 'expense', month: '2026-11', goal: 20_000 });
  await addTransaction(user, {
    name: 'Dining Out',
    type: 'expense',
    amount: 4_550,
    date: '2026-11-09',
  });
  await addTransaction(user, {
    name: 'Dining Out',
    type: 'expense',
    amount: 2_199,
    date: '2026-11-20',
  });
});
afterAll(async () => {
  await llm?.close();
  await system?.close();
});

const ask = async (question: string) =>
  expectJson<AssistantReply>(
    await withModel.request('/api/assistant/ask', {
      json: { question, today: '2026-12-06' },
      cookie: user.cookie,
    }),
    200,
  );

/** Calls spending_by_category for November first, then answers with `content`. */
function scripted(content: string) {
  return (request: ChatRequest) =>
    request.body.messages.some((message) => message.role === 'tool')
      ? { content }
      : {
          toolCalls: [
            { name: 'spending_by_category', arguments: { from: '2026-11-01', to: '2026-11-30' } },
          ],
        };
}

describe('the assistant with a model', () => {
  it('lets the model call the tools, shows it only their results, and gives an answer it can check', async () => {
    llm.requests.length = 0;
    llm.answer = scripted('You spent $67.49 on Dining Out in November, of a $200.00 plan.');
    const reply = await ask('How much did I spend eating out in November?');
    expect(reply).toEqual({
      answer: 'You spent $67.49 on Dining Out in November, of a $200.00 plan.',
      supported: true,
      toolCalls: [
        { tool: 'spending_by_category', input: { from: '2026-11-01', to: '2026-11-30' } },
      ],
    });
    const [first, second] = llm.requests;
    expect(first!.body.model).toBe('test-model');
    expect(
      (first!.body.tools as Array<{ function: { name: string } }>).map((t) => t.function.name),
    ).toContain('add_transaction');
    // What the model sees of the budget: the tool's result, nothing else.
    const results = second!.body.messages.filter((message) => message.role === 'tool');
    expect(results).toHaveLength(1);
    expect(JSON.parse(results[0]!.content!)).toMatchObject({
      totals: { expenses: 6_749 },
      categories: [{ name: 'Dining Out', actual: 6_749, planned: 20_000 }],
    });
    expect(JSON.stringify(first!.body.messages)).not.toContain('6749');
  });

  it('does not show an answer with a figure no tool gave', async () => {
    llm.answer = scripted('You spent about $70.00 on Dining Out in November.');
    const reply = await ask('How much did I spend eating out in November?');
    expect(reply).toMatchObject({ answer: UNCHECKED_ANSWER, supported: false });
    // A sum the model worked out itself is not a tool's figure either.
    llm.answer = scripted('Together that is $6,749.00 plus $1.00, so $6,750.00.');
    expect((await ask('And with a dollar more?')).supported).toBe(false);
  });

  it('passes a refusal back to the model in the API’s words', async () => {
    llm.requests.length = 0;
    llm.answer = (request) =>
      request.body.messages.some((message) => message.role === 'tool')
        ? { content: 'There is no Holidays category to add it to.' }
        : {
            toolCalls: [
              {
                name: 'add_transaction',
                arguments: { name: 'Holidays', type: 'expense', amount: 100, date: '2026-12-06' },
              },
            ],
          };
    const reply = await ask('Add $1 to Holidays');
    expect(reply.supported).toBe(true);
    const tool = llm.requests[1]!.body.messages.find((message) => message.role === 'tool');
    expect(JSON.parse(tool!.content!)).toEqual({
      error: "Category 'Holidays' does not exist. Please add this category first.",
    });
  });
});

describe('figuresIn', () => {
  it('finds money, not dates or counts', () => {
    expect(figuresIn('You spent $1,004.29 on 3 trips on Dec 15, 2026, and 12.50 more.')).toEqual([
      100_429, 1_250,
    ]);
    expect(figuresIn('£12 today')).toEqual([1_200]);
  });
});
