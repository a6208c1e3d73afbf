// POST /api/functions/financial-breakdown-ai and GET .../usage: the contract's answer and errors, the
// limits per caller (signed out, free, Pro), the monthly quota (atomic under concurrency, per user) and
// the learned merchant rules.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BREAKDOWN_MESSAGES,
  type BreakdownResponse,
  type BreakdownUsage,
} from '#shared/contract/breakdown';
import { monthKeyUtc } from '#shared/period';
import { aiUsage, profiles, stripeCustomers, stripeOrders } from '../../db/schema.ts';
import { sentPayload, startFakeLlm, type FakeLlm } from '../../../../tests/support/fake-llm.ts';
import { analyzeStatement } from './analyze.ts';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  uniqueAddress,
  withEnv,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';

const ENDPOINT = '/api/functions/financial-breakdown-ai';
const USAGE = `${ENDPOINT}/usage`;
const CATEGORIES = ['Food', 'Coffee', 'Transport', 'Hobbies'];

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

/** One pasted-text line as a bank website shows it. */
function line(day: number, merchant: string, amount: string): string {
  return `03/${String(day).padStart(2, '0')}/2026  ${merchant}  ${amount}`;
}

/** A statement of exactly `length` characters holding one transaction (pads the merchant name). */
function statementOfLength(length: number, merchant = 'STARBUCKS STORE'): string {
  const base = line(2, merchant, '-4.50');
  if (base.length > length) throw new Error(`${length} is too short for a transaction line`);
  return line(2, merchant + ' '.repeat(length - base.length), '-4.50');
}

const STATEMENT = [
  line(1, 'STARBUCKS STORE #1234 SEATTLE WA', '-5.75'),
  line(2, 'WHOLEFDS MKT 10234 AUSTIN TX', '-82.10'),
  line(3, 'UBER *TRIP HELP.UBER.COM', '-18.40'),
  line(4, 'PAYROLL ACME CORP DIR DEP', '2500.00'),
  line(5, 'NETFLIX.COM 866-579-7172 CA', '-15.49'),
].join('\n');

function post(
  body: unknown,
  options: { user?: TestUser; address?: string; on?: Pick<TestSystem, 'request'> } = {},
) {
  const target = options.on ?? system;
  const headers = { 'x-forwarded-for': options.address ?? uniqueAddress() };
  if (options.user) return options.user.request(ENDPOINT, { json: body, headers });
  return target.request(ENDPOINT, { json: body, headers });
}

/** The Spend Breakdown's request: source authenticated_user with the user's categories. */
function spendBreakdown(message: string) {
  return {
    message,
    email: 'someone@example.com',
    source: 'authenticated_user',
    userCategories: CATEGORIES,
  };
}

async function usageOf(user: TestUser): Promise<BreakdownUsage> {
  return expectJson<BreakdownUsage>(await user.get(USAGE), 200);
}

async function storedUsage(userId: string): Promise<number | undefined> {
  const [row] = await system.db
    .select({ charactersUsed: aiUsage.charactersUsed })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.monthYear, monthKeyUtc(new Date()))));
  return row?.charactersUsed;
}

async function proUser(via: 'order' | 'passkey'): Promise<TestUser> {
  const user = await signUp(system);
  await user.get('/api/me'); // creates the profile
  if (via === 'passkey') {
    await system.db.update(profiles).set({ isPasskeyPro: true }).where(eq(profiles.id, user.id));
  } else {
    const customerId = `cus_${randomUUID()}`;
    await system.db.insert(stripeCustomers).values({ userId: user.id, customerId });
    await system.db.insert(stripeOrders).values({
      checkoutSessionId: `cs_${randomUUID()}`,
      customerId,
      status: 'completed',
    });
  }
  return user;
}

function allTransactions(breakdown: BreakdownResponse) {
  return breakdown.categories.flatMap((c) =>
    c.transactions.map((t) => ({ ...t, category: c.category })),
  );
}

describe('POST /api/functions/financial-breakdown-ai: the answer', () => {
  it("answers the contract's breakdown for a signed-out caller", async () => {
    const body = await expectJson<BreakdownResponse>(
      await post({ message: STATEMENT, email: 'anonymous@example.com', source: 'free_tool' }),
      200,
    );
    expect(Array.isArray(body.categories)).toBe(true);
    expect(body.totalCategories).toBe(body.categories.length);
    expect(body.totalTransactions).toBe(4);
    expect(body.totalSpent).toBeCloseTo(5.75 + 82.1 + 18.4 + 15.49, 2);
    expect(body.moneyIn.total).toBe(2500);
    expect(body.moneyIn.transactions).toHaveLength(1);
    const cents = body.categories.reduce((sum, c) => sum + Math.round(c.total * 100), 0);
    expect(cents).toBe(Math.round(body.totalSpent * 100));
    for (const category of body.categories) {
      expect(typeof category.category).toBe('string');
      for (const transaction of category.transactions) {
        expect(transaction.amount).toBeGreaterThan(0);
        expect(typeof transaction.merchant).toBe('string');
        expect(transaction.date).toMatch(/^2026-03-0\d$/);
      }
    }
    expect(body.verification).toMatchObject({
      inputTransactionCount: 5,
      outputTransactionCount: 5,
      transactionCountMatch: true,
      unparsedLines: [],
    });
    expect(body.insights).toBeDefined();
    expect(body.currency).toBe('USD');
  });

  it.each(['free_tool', 'landing_page', 'authenticated_user'] as const)(
    'honours userCategories from source %s: every outflow is in one of them or Needs Category',
    async (source) => {
      const body = await expectJson<BreakdownResponse>(
        await post({ message: STATEMENT, source, userCategories: CATEGORIES }),
        200,
      );
      for (const category of body.categories) {
        expect([...CATEGORIES, 'Needs Category']).toContain(category.category);
      }
      expect(body.totalTransactions).toBe(4);
    },
  );

  it('answers empty categories, not an error, when nothing could be read', async () => {
    const body = await expectJson<BreakdownResponse>(
      await post({ message: 'hello, these are not transactions', source: 'free_tool' }),
      200,
    );
    expect(body.categories).toEqual([]);
    expect(body.totalTransactions).toBe(0);
  });
});

describe('POST /api/functions/financial-breakdown-ai: bad input', () => {
  it.each([
    ['an empty message', { message: '', source: 'free_tool' }],
    ['a blank message', { message: ' \n\t ', source: 'free_tool' }],
    ['no message', { source: 'free_tool' }],
    ['a message that is not text', { message: 42, source: 'free_tool' }],
  ])('refuses %s with the spec message', async (_, body) => {
    const error = await expectError(await post(body), 400, {
      code: 'VALIDATION',
      error: BREAKDOWN_MESSAGES.enterTransactions,
    });
    expect(Object.keys(error).sort()).toEqual(expect.arrayContaining(['code', 'error']));
  });

  it('refuses an unknown source and says which are allowed', async () => {
    await expectError(await post({ message: STATEMENT, source: 'mobile' }), 400, {
      error: /source must be one of: authenticated_user, free_tool, landing_page/,
    });
  });

  it('refuses userCategories that are not a list of names', async () => {
    await expectError(
      await post({ message: STATEMENT, source: 'free_tool', userCategories: 'Food' }),
      400,
      {
        code: 'VALIDATION',
      },
    );
  });

  it('refuses a body that is not JSON', async () => {
    const response = await system.request(ENDPOINT, {
      method: 'POST',
      body: `message=${STATEMENT}`,
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': uniqueAddress() },
    });
    await expectError(response, 400, { code: 'VALIDATION' });
  });

  it('refuses more than 30,000 characters from anyone, Pro included, with a clear message', async () => {
    const tooLong = STATEMENT.padEnd(30_001, ' x');
    await expectError(await post({ message: tooLong, source: 'free_tool' }), 400, {
      error: BREAKDOWN_MESSAGES.tooLong,
    });
    const pro = await proUser('passkey');
    await expectError(await post(spendBreakdown(tooLong), { user: pro }), 400, {
      error: BREAKDOWN_MESSAGES.tooLong,
    });
    expect(await storedUsage(pro.id)).toBeUndefined();
  });

  it('accepts exactly 30,000 characters', async () => {
    const exact = (STATEMENT + '\n').padEnd(30_000, ' ');
    expect(exact).toHaveLength(30_000);
    await expectJson(await post({ message: exact, source: 'free_tool' }), 200);
  });
});

describe('the Spend Breakdown for a free user', () => {
  it('refuses over 100 characters with the paste-limit message and charges nothing', async () => {
    const user = await signUp(system);
    await expectError(await post(spendBreakdown(statementOfLength(101)), { user }), 400, {
      code: 'VALIDATION',
      error: BREAKDOWN_MESSAGES.pasteLimit(100),
    });
    expect(await storedUsage(user.id)).toBeUndefined();
  });

  it('charges the characters of each analysis to the UTC month', async () => {
    const user = await signUp(system);
    await expectJson(await post(spendBreakdown(statementOfLength(100)), { user }), 200);
    await expectJson(await post(spendBreakdown(statementOfLength(60)), { user }), 200);
    expect(await usageOf(user)).toEqual({
      month: monthKeyUtc(new Date()),
      charactersUsed: 160,
      limit: 250,
      isPro: false,
      inputLimit: 100,
    });
  });

  it('answers 429 with the monthly-limit message once 250 characters are used', async () => {
    const user = await signUp(system);
    await expectJson(await post(spendBreakdown(statementOfLength(100)), { user }), 200);
    await expectJson(await post(spendBreakdown(statementOfLength(100)), { user }), 200);
    await expectJson(await post(spendBreakdown(statementOfLength(50)), { user }), 200);
    expect(await storedUsage(user.id)).toBe(250);
    const refused = await expectError(
      await post(spendBreakdown(statementOfLength(40)), { user }),
      429,
      { code: 'QUOTA_EXCEEDED', error: BREAKDOWN_MESSAGES.monthlyLimit },
    );
    expect(refused.details).toBeUndefined(); // the page shows details over error when present
    expect(await storedUsage(user.id)).toBe(250);
  });

  it('refuses a request that would pass the quota even when some is left', async () => {
    const user = await signUp(system);
    await expectJson(await post(spendBreakdown(statementOfLength(100)), { user }), 200);
    await expectJson(await post(spendBreakdown(statementOfLength(100)), { user }), 200);
    await expectError(await post(spendBreakdown(statementOfLength(60)), { user }), 429, {
      error: BREAKDOWN_MESSAGES.monthlyLimit,
    });
    await expectJson(await post(spendBreakdown(statementOfLength(50)), { user }), 200);
  });

  it('never passes the quota under 40 concurrent requests', async () => {
    const user = await signUp(system);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => post(spendBreakdown(statementOfLength(50)), { user })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(await storedUsage(user.id)).toBe(250);
  });

  it('never answers a false monthly limit because of requests that end up free', async () => {
    const user = await signUp(system);
    const empty = 'just some words here, and nothing at all to count in them'.slice(0, 50);
    const bodies = [
      ...Array.from({ length: 35 }, () => spendBreakdown(empty)),
      ...Array.from({ length: 5 }, () => spendBreakdown(statementOfLength(50))),
    ];
    const responses = await Promise.all(bodies.map((body) => post(body, { user })));
    const statuses = responses.map((r) => r.status);
    // Free requests hold no quota while they run, so all five real ones are charged and answered.
    expect(statuses.slice(35)).toEqual([200, 200, 200, 200, 200]);
    // A free one is refused only when checked after the real ones had really used the month's 250
    // (the spec checks the quota before the call); on a fast machine that is none of them.
    expect(statuses.slice(0, 35).every((status) => status === 200 || status === 429)).toBe(true);
    expect(await storedUsage(user.id)).toBe(250);
  });

  it('meters source authenticated_user whatever the client leaves out: no categories or an empty list', async () => {
    const user = await signUp(system);
    for (let i = 0; i < 5; i++) {
      await expectJson(await post(spendBreakdown(statementOfLength(50)), { user }), 200);
    }
    expect(await storedUsage(user.id)).toBe(250);
    for (const userCategories of [undefined, []]) {
      const long = {
        message: `${STATEMENT}\n`.repeat(40).slice(0, 5_000),
        source: 'authenticated_user',
        userCategories,
      };
      await expectError(await post(long, { user }), 400, {
        error: BREAKDOWN_MESSAGES.pasteLimit(100),
      });
      const small = { ...spendBreakdown(statementOfLength(50)), userCategories };
      await expectError(await post(small, { user }), 429, {
        error: BREAKDOWN_MESSAGES.monthlyLimit,
      });
    }
    expect(await storedUsage(user.id)).toBe(250);
  });

  it("meters a breakdown into the user's own categories whatever source it names", async () => {
    const user = await signUp(system);
    for (const source of ['free_tool', 'landing_page']) {
      await expectError(
        await post(
          { message: `${STATEMENT}\n`.repeat(3), source, userCategories: CATEGORIES },
          { user },
        ),
        400,
        { error: BREAKDOWN_MESSAGES.pasteLimit(100) },
      );
    }
    await expectJson(
      await post(
        { message: statementOfLength(80), source: 'free_tool', userCategories: CATEGORIES },
        { user },
      ),
      200,
    );
    expect(await storedUsage(user.id)).toBe(80);
  });

  it('refuses a file upload without 1,000 characters of headroom, and charges nothing', async () => {
    const user = await signUp(system);
    await expectError(
      await post({ ...spendBreakdown(statementOfLength(60)), fromFile: true }, { user }),
      429,
      { code: 'QUOTA_EXCEEDED', error: BREAKDOWN_MESSAGES.uploadHeadroom },
    );
    expect(await storedUsage(user.id)).toBeUndefined();
  });

  it('charges nothing for a request the browser abandoned before the answer', async () => {
    const user = await signUp(system);
    const abandoned = new AbortController();
    abandoned.abort();
    const response = await user.request(ENDPOINT, {
      json: spendBreakdown(statementOfLength(80)),
      signal: abandoned.signal,
    });
    await response.body?.cancel();
    expect(await storedUsage(user.id)).toBeUndefined();
    // The same request seen through is charged.
    await expectJson(await post(spendBreakdown(statementOfLength(80)), { user }), 200);
    expect(await storedUsage(user.id)).toBe(80);
  });

  it('charges nothing when the text holds no transaction', async () => {
    const user = await signUp(system);
    const body = await expectJson<BreakdownResponse>(
      await post(spendBreakdown('just some words, nothing to count'), { user }),
      200,
    );
    expect(body.categories).toEqual([]);
    expect((await usageOf(user)).charactersUsed).toBe(0);
  });

  it("never counts another user's usage", async () => {
    const heavy = await signUp(system);
    const light = await signUp(system);
    await expectJson(await post(spendBreakdown(statementOfLength(100)), { user: heavy }), 200);
    await expectJson(await post(spendBreakdown(statementOfLength(100)), { user: heavy }), 200);
    expect((await usageOf(light)).charactersUsed).toBe(0);
    await expectJson(await post(spendBreakdown(statementOfLength(100)), { user: light }), 200);
    await expectJson(await post(spendBreakdown(statementOfLength(100)), { user: light }), 200);
    expect(await storedUsage(heavy.id)).toBe(200);
    expect(await storedUsage(light.id)).toBe(200);
  });

  it('on the in-app breakdown (free_tool) and the budget maker gets the 30,000 cap and no charge', async () => {
    const user = await signUp(system);
    await expectJson(
      await post({ message: `${STATEMENT}\n`.repeat(3), source: 'free_tool' }, { user }),
      200,
    );
    await expectJson(
      await post({ message: STATEMENT, source: 'landing_page', userCategories: [] }, { user }),
      200,
    );
    expect(await storedUsage(user.id)).toBeUndefined();
  });

  it('a signed-out caller claiming the Spend Breakdown is treated as signed out', async () => {
    await expectJson(await post(spendBreakdown(`${STATEMENT}\n`.repeat(3))), 200);
  });
});

describe('Pro users', () => {
  it("are charged a file's text its length plus 100", async () => {
    const user = await proUser('passkey');
    await expectJson(await post({ ...spendBreakdown(STATEMENT), fromFile: true }, { user }), 200);
    expect(await storedUsage(user.id)).toBe(STATEMENT.length + 100);
  });

  it.each(['order', 'passkey'] as const)(
    'are unlimited (Pro by %s): 30,000-character input and no monthly quota',
    async (via) => {
      const user = await proUser(via);
      const long = `${STATEMENT}\n`.repeat(40);
      expect(long.length).toBeGreaterThan(250);
      for (let i = 0; i < 3; i++) {
        await expectJson(await post(spendBreakdown(long), { user }), 200);
      }
      expect(await usageOf(user)).toEqual({
        month: monthKeyUtc(new Date()),
        charactersUsed: long.length * 3,
        limit: null,
        isPro: true,
        inputLimit: 30_000,
      });
    },
  );
});

describe('GET /api/functions/financial-breakdown-ai/usage', () => {
  it('needs a signed-in user', async () => {
    await expectError(await system.request(USAGE), 401, { code: 'UNAUTHENTICATED' });
  });

  it('is zero with the free limits for a new user', async () => {
    expect(await usageOf(await signUp(system))).toEqual({
      month: monthKeyUtc(new Date()),
      charactersUsed: 0,
      limit: 250,
      isPro: false,
      inputLimit: 100,
    });
  });
});

describe('rate limits', () => {
  let limited: TestSystem;

  beforeAll(async () => {
    limited = await startTestSystem({ env: { PUBLIC_AI_RATE_LIMIT: '3' } });
  });
  afterAll(() => limited?.close());

  it('limits signed-out callers per address at PUBLIC_AI_RATE_LIMIT a minute', async () => {
    const address = uniqueAddress();
    const body = { message: STATEMENT, source: 'free_tool' };
    for (let i = 0; i < 3; i++) await expectJson(await post(body, { on: limited, address }), 200);
    await expectError(await post(body, { on: limited, address }), 429, {
      code: 'RATE_LIMITED',
      error: BREAKDOWN_MESSAGES.tooManyRequests,
    });
    await expectJson(await post(body, { on: limited, address: uniqueAddress() }), 200);
  });

  it('counts refused requests too, so junk cannot be sent freely', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 3; i++) {
      await expectError(
        await post({ message: '', source: 'free_tool' }, { on: limited, address }),
        400,
      );
    }
    await expectError(
      await post({ message: STATEMENT, source: 'free_tool' }, { on: limited, address }),
      429,
    );
  });

  it('does not limit the Spend Breakdown of signed-in users by address', async () => {
    const address = uniqueAddress();
    const user = await signUp(limited);
    for (let i = 0; i < 5; i++) {
      const response = await user.request(ENDPOINT, {
        json: spendBreakdown(statementOfLength(40)),
        headers: { 'x-forwarded-for': address },
      });
      await expectJson(response, 200);
    }
  });

  it('limits a free user off the Spend Breakdown per user, whatever the address', async () => {
    const user = await signUp(limited);
    const other = await signUp(limited);
    const body = { message: STATEMENT, source: 'free_tool' };
    const send = (who: TestUser) =>
      who.request(ENDPOINT, { json: body, headers: { 'x-forwarded-for': uniqueAddress() } });
    for (let i = 0; i < 3; i++) await expectJson(await send(user), 200);
    await expectError(await send(user), 429, { error: BREAKDOWN_MESSAGES.tooManyRequests });
    await expectJson(await send(other), 200);
  });
});

describe('learned merchant rules', () => {
  const ODD = line(6, 'ZORBLAX QUILLWORKS 4411', '-37.00');

  it("send the user's own choices to the engine, for that user only", async () => {
    const user = await signUp(system);
    const before = await expectJson<BreakdownResponse>(
      await post(
        { message: ODD, source: 'authenticated_user', userCategories: CATEGORIES },
        { user },
      ),
      200,
    );
    expect(allTransactions(before)[0]!.category).not.toBe('Hobbies');

    await expectJson(
      await user.send('PUT', '/api/merchant-rules', {
        merchant: 'ZORBLAX QUILLWORKS 4411',
        category: 'Hobbies',
      }),
      200,
    );
    const after = await expectJson<BreakdownResponse>(
      await post({ message: ODD, source: 'free_tool', userCategories: CATEGORIES }, { user }),
      200,
    );
    const [transaction] = allTransactions(after);
    expect(transaction!.category).toBe('Hobbies');
    expect(transaction!.reason).toMatch(/^learned/);

    // The free tool without categories is not metered for a free account: it reads as the public
    // page does, without the account's rules (issue 32, F8).
    const unmetered = await expectJson<BreakdownResponse>(
      await post({ message: ODD, source: 'free_tool' }, { user }),
      200,
    );
    expect(allTransactions(unmetered)[0]!.reason).not.toMatch(/^learned/);

    const stranger = await signUp(system);
    const theirs = await expectJson<BreakdownResponse>(
      await post(
        { message: ODD, source: 'free_tool', userCategories: CATEGORIES },
        { user: stranger },
      ),
      200,
    );
    expect(allTransactions(theirs)[0]!.category).not.toBe('Hobbies');
    const anonymous = await expectJson<BreakdownResponse>(
      await post({ message: ODD, source: 'free_tool', userCategories: CATEGORIES }),
      200,
    );
    expect(allTransactions(anonymous)[0]!.category).not.toBe('Hobbies');
  });
});

describe('the optional LLM refinement (AI_PROVIDER=openai)', () => {
  let llm: FakeLlm;
  let refining: Pick<TestSystem, 'request'>;
  const UNCERTAIN = [
    line(7, 'ZORBLAX QUILLWORKS 4411 CARD 4111111111111111', '-37.00'),
    line(8, 'QWERTY FLUMMOX 998877', '-12.34'),
    line(9, 'QWERTY FLUMMOX 998877', '-12.34'),
  ].join('\n');

  beforeAll(async () => {
    llm = await startFakeLlm();
    refining = withEnv(system, {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: llm.baseURL,
      OPENAI_API_KEY: 'sk-test',
      AI_MODEL: 'test-model',
    });
  });
  afterAll(() => llm?.close());

  it('sends only the uncertain merchant names, once each, and applies only allowed answers', async () => {
    llm.requests.length = 0;
    llm.answer = (request) => {
      const { merchants } = sentPayload(request);
      return {
        content: JSON.stringify({
          assignments: merchants.map((m) => ({
            id: m.id,
            category: /zorblax/i.test(m.name) ? 'Hobbies' : 'Crypto',
          })),
        }),
      };
    };
    const message = `${STATEMENT}\n${UNCERTAIN}`;
    const body = await expectJson<BreakdownResponse>(
      await post({ message, source: 'free_tool', userCategories: CATEGORIES }, { on: refining }),
      200,
    );

    expect(llm.requests).toHaveLength(1);
    const sent = sentPayload(llm.requests[0]!);
    expect(sent.allowedCategories).toEqual(CATEGORIES);
    const names = sent.merchants.map((m) => m.name);
    expect(names.filter((n) => /zorblax/i.test(n))).toHaveLength(1);
    expect(names.filter((n) => /qwerty/i.test(n))).toHaveLength(1);
    const everythingSent = JSON.stringify(llm.requests[0]!.body);
    expect(everythingSent).not.toMatch(/\d\D?\d\D?\d/); // no card, store or account numbers
    for (const secret of ['37.00', '12.34', '2500', '03/0', '2026', 'PAYROLL']) {
      expect(everythingSent).not.toContain(secret);
    }

    const placed = allTransactions(body);
    const zorblax = placed.filter((t) => /zorblax/i.test(t.merchant));
    expect(zorblax.map((t) => [t.category, t.reason])).toEqual([['Hobbies', 'ai']]);
    const qwerty = placed.filter((t) => /qwerty/i.test(t.merchant));
    expect(qwerty.map((t) => t.category)).toEqual(['Needs Category', 'Needs Category']);
    expect(body.totalTransactions).toBe(7);
  });

  it('keeps the local result when the server fails', async () => {
    const local = await expectJson<BreakdownResponse>(
      await post({ message: UNCERTAIN, source: 'free_tool', userCategories: CATEGORIES }),
      200,
    );
    llm.answer = { status: 503 };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const body = await expectJson<BreakdownResponse>(
        await post(
          { message: UNCERTAIN, source: 'free_tool', userCategories: CATEGORIES },
          { on: refining },
        ),
        200,
      );
      expect(body).toEqual(local);
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      warn.mockRestore();
    }
  });
});

describe("the breakdown engine's worker pool", () => {
  it('answers the same JSON from a worker as the engine in process, for a real statement', async () => {
    expect(await system.breakdownEngine.start()).toBe(true);
    const message = readFileSync(
      new URL(
        '../../../../tests/fixtures/statements/bank2ynab/test/test-data/test_row_format_CD_flag.csv',
        import.meta.url,
      ),
      'utf8',
    );
    const before = { ...system.breakdownEngine.stats };
    const response = await post({ message, source: 'free_tool' });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect(system.breakdownEngine.stats).toEqual({ ...before, pooled: before.pooled + 1 });
    expect(text).toBe(JSON.stringify(await analyzeStatement({ message })));
    expect((JSON.parse(text) as BreakdownResponse).totalTransactions).toBeGreaterThan(10);
  });

  it('stops its worker threads when the system closes', async () => {
    const other = await startTestSystem();
    let isClosed = false;
    try {
      expect(await other.breakdownEngine.start()).toBe(true);
      expect(other.breakdownEngine.activeThreads).toBeGreaterThan(0);
      await other.close();
      isClosed = true;
      expect(other.breakdownEngine.activeThreads).toBe(0);
    } finally {
      if (!isClosed) await other.close();
    }
  });
});
