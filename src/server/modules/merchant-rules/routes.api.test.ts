// PUT /api/merchant-rules: a signed-in user teaches the categoriser one merchant -> category; the rule is
// stored under the normalised merchant key, replaced on repeat, validated, and never seen by anyone else.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MERCHANT_RULE_MESSAGES,
  type BreakdownResponse,
  type MerchantRule,
  type MerchantRuleView,
} from '#shared/contract/breakdown';
import { merchantRules } from '../../db/schema.ts';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';

const ENDPOINT = '/api/merchant-rules';
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

function rulesOf(userId: string) {
  return system.db
    .select({
      merchantKey: merchantRules.merchantKey,
      category: merchantRules.categoryName,
      timesUsed: merchantRules.timesUsed,
    })
    .from(merchantRules)
    .where(eq(merchantRules.userId, userId));
}

async function teach(user: TestUser, body: unknown): Promise<MerchantRule> {
  return (await expectJson<{ rule: MerchantRule }>(await user.send('PUT', ENDPOINT, body), 200))
    .rule;
}

describe('PUT /api/merchant-rules', () => {
  it('needs a signed-in user', async () => {
    await expectError(
      await system.request(ENDPOINT, {
        method: 'PUT',
        json: { merchant: 'Starbucks', category: 'Coffee' },
      }),
      401,
      { code: 'UNAUTHENTICATED' },
    );
  });

  it('stores the normalised merchant key with the category and answers the rule', async () => {
    const user = await signUp(system);
    const rule = await teach(user, {
      merchant: 'SQ *BLUE BOTTLE COFFEE 0423 OAKLAND CA',
      category: '  Coffee   Shops ',
    });
    expect(rule.category).toBe('Coffee Shops');
    expect(rule.merchantKey).toMatch(/blue bottle/i);
    expect(rule.merchantKey).not.toMatch(/sq \*|0423/i);
    expect(rule.merchantName.length).toBeGreaterThan(0);
    expect(await rulesOf(user.id)).toEqual([
      { merchantKey: rule.merchantKey, category: 'Coffee Shops', timesUsed: 1 },
    ]);
  });

  it('replaces the category when the same merchant is taught again, by any spelling', async () => {
    const user = await signUp(system);
    const first = await teach(user, { merchant: 'STARBUCKS STORE #1234', category: 'Food' });
    const second = await teach(user, { merchant: 'STARBUCKS STORE #9876', category: 'Coffee' });
    expect(second.merchantKey).toBe(first.merchantKey);
    expect(await rulesOf(user.id)).toEqual([
      { merchantKey: first.merchantKey, category: 'Coffee', timesUsed: 2 },
    ]);
  });

  it("keeps each user's rules to themselves", async () => {
    const alice = await signUp(system);
    const bob = await signUp(system);
    const rule = await teach(alice, { merchant: 'Paws Palace', category: 'Pet Care' });
    expect(await rulesOf(bob.id)).toEqual([]);
    await teach(bob, { merchant: 'Paws Palace', category: 'Gifts' });
    expect(await rulesOf(alice.id)).toEqual([
      { merchantKey: rule.merchantKey, category: 'Pet Care', timesUsed: 1 },
    ]);
    const [bobs] = await system.db
      .select({ category: merchantRules.categoryName })
      .from(merchantRules)
      .where(
        and(eq(merchantRules.userId, bob.id), eq(merchantRules.merchantKey, rule.merchantKey)),
      );
    expect(bobs?.category).toBe('Gifts');
  });

  it.each([
    ['no merchant', { category: 'Food' }, MERCHANT_RULE_MESSAGES.merchant],
    ['a blank merchant', { merchant: '   ', category: 'Food' }, MERCHANT_RULE_MESSAGES.merchant],
    [
      'a merchant that is not text',
      { merchant: 7, category: 'Food' },
      MERCHANT_RULE_MESSAGES.merchant,
    ],
    [
      'a merchant over 500 characters',
      { merchant: 'a'.repeat(501), category: 'Food' },
      MERCHANT_RULE_MESSAGES.merchantTooLong,
    ],
    ['no category', { merchant: 'Starbucks' }, MERCHANT_RULE_MESSAGES.category],
    [
      'a blank category',
      { merchant: 'Starbucks', category: ' \t ' },
      MERCHANT_RULE_MESSAGES.category,
    ],
    [
      'a category over 100 characters',
      { merchant: 'Starbucks', category: 'c'.repeat(101) },
      MERCHANT_RULE_MESSAGES.categoryTooLong,
    ],
    [
      "'Needs Category'",
      { merchant: 'Starbucks', category: 'needs category' },
      MERCHANT_RULE_MESSAGES.needsCategory,
    ],
    [
      'a merchant with nothing but numbers',
      { merchant: '4111 1111 1111 1111', category: 'Food' },
      MERCHANT_RULE_MESSAGES.merchantUnreadable,
    ],
    [
      'an unknown field',
      { merchant: 'Starbucks', category: 'Food', userId: 'someone-else' },
      /userId/,
    ],
  ])('refuses %s with a clear message and writes nothing', async (_, body, message) => {
    const user = await signUp(system);
    await expectError(await user.send('PUT', ENDPOINT, body), 400, {
      code: 'VALIDATION',
      error: message,
    });
    expect(await rulesOf(user.id)).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const user = await signUp(system);
    const response = await user.request(ENDPOINT, {
      method: 'PUT',
      body: 'merchant=Starbucks&category=Food',
      headers: { 'content-type': 'text/plain' },
    });
    await expectError(response, 400, { code: 'VALIDATION' });
    expect(await rulesOf(user.id)).toEqual([]);
  });
});

describe('the rules in /settings: GET, PATCH and DELETE /api/merchant-rules', () => {
  async function listOf(user: TestUser): Promise<MerchantRuleView[]> {
    return (await expectJson<{ rules: MerchantRuleView[] }>(await user.get(ENDPOINT), 200)).rules;
  }

  it('need a signed-in user', async () => {
    await expectError(await system.request(ENDPOINT), 401, { code: 'UNAUTHENTICATED' });
    await expectError(await system.request(`${ENDPOINT}/1`, { method: 'DELETE' }), 401, {
      code: 'UNAUTHENTICATED',
    });
  });

  it('lists the rules with the merchant as taught, newest first', async () => {
    const user = await signUp(system);
    await teach(user, { merchant: 'SQ *BLUE BOTTLE COFFEE 0423 OAKLAND CA', category: 'Coffee' });
    await teach(user, { merchant: 'NETFLIX.COM 866-579-7172 CA', category: 'Fun' });
    const rules = await listOf(user);
    expect(rules.map((r) => [r.merchantName, r.category, r.timesUsed])).toEqual([
      ['Netflix', 'Fun', 1],
      ['Blue Bottle Coffee', 'Coffee', 1],
    ]);
    expect(rules[0]).toEqual({
      id: expect.any(Number),
      merchantKey: expect.any(String),
      merchantName: 'Netflix',
      category: 'Fun',
      direction: 'out',
      timesUsed: 1,
      updatedAt: expect.any(String),
    });
  });

  it('changes the category of a rule, and the next breakdown uses it', async () => {
    const user = await signUp(system);
    await teach(user, { merchant: 'STARBUCKS STORE 1234', category: 'Coffee' });
    const [rule] = await listOf(user);
    const changed = await expectJson<{ rule: MerchantRuleView }>(
      await user.send('PATCH', `${ENDPOINT}/${rule!.id}`, { category: ' Treats ' }),
      200,
    );
    expect(changed.rule).toMatchObject({ id: rule!.id, category: 'Treats' });
    const breakdown = await expectJson<BreakdownResponse>(
      await user.request('/api/functions/financial-breakdown-ai', {
        // The Spend Breakdown's request: the account's rules shape what it is charged for (a free
        // account's unmetered free tool reads without them, issue 32 F8).
        json: {
          message: '03/02/2026  STARBUCKS STORE 99  -4.50',
          source: 'authenticated_user',
          userCategories: ['Treats', 'Groceries'],
        },
      }),
      200,
    );
    expect(breakdown.categories.map((c) => c.category)).toEqual(['Treats']);
    expect(breakdown.categories[0]!.transactions[0]!.reason).toMatch(/^learned/);
  });

  it('deletes a rule', async () => {
    const user = await signUp(system);
    await teach(user, { merchant: 'Starbucks', category: 'Coffee' });
    const [rule] = await listOf(user);
    await expectJson(await user.send('DELETE', `${ENDPOINT}/${rule!.id}`), 200);
    expect(await listOf(user)).toEqual([]);
  });

  it("answers 404 for another user's rule or an id that is none, and changes nothing", async () => {
    const owner = await signUp(system);
    await teach(owner, { merchant: 'Starbucks', category: 'Coffee' });
    const [rule] = await listOf(owner);
    const other = await signUp(system);
    for (const id of [String(rule!.id), 'abc', '0', '99999999999']) {
      await expectError(await other.send('PATCH', `${ENDPOINT}/${id}`, { category: 'X' }), 404, {
        error: MERCHANT_RULE_MESSAGES.notFound,
      });
      await expectError(await other.send('DELETE', `${ENDPOINT}/${id}`), 404, {
        error: MERCHANT_RULE_MESSAGES.notFound,
      });
    }
    expect((await listOf(owner)).map((r) => r.category)).toEqual(['Coffee']);
  });

  it("refuses to change a rule to 'Needs Category' or to nothing", async () => {
    const user = await signUp(system);
    await teach(user, { merchant: 'Starbucks', category: 'Coffee' });
    const [rule] = await listOf(user);
    await expectError(
      await user.send('PATCH', `${ENDPOINT}/${rule!.id}`, { category: 'needs category' }),
      400,
      { error: MERCHANT_RULE_MESSAGES.needsCategory },
    );
    await expectError(
      await user.send('PATCH', `${ENDPOINT}/${rule!.id}`, { category: '  ' }),
      400,
      {
        error: MERCHANT_RULE_MESSAGES.category,
      },
    );
    expect((await listOf(user)).map((r) => r.category)).toEqual(['Coffee']);
  });
});
