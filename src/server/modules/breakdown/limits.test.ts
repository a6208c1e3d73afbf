import { describe, expect, it } from 'vitest';
import { BREAKDOWN_MESSAGES, type BreakdownRequest } from '#shared/contract/breakdown';
import { AppError } from '#shared/errors';
import {
  chargeFor,
  checkMessage,
  deriveBreakdownLimits,
  hasUploadHeadroom,
  isSpendBreakdownFlow,
} from './limits.ts';

type Flow = Pick<BreakdownRequest, 'source' | 'userCategories'>;
const spendBreakdown: Flow = { source: 'authenticated_user', userCategories: ['Food'] };
/** The in-app /breakdown is the free page's tool inside the app. */
const inAppBreakdown: Flow = { source: 'free_tool' };
const freePage: Flow = { source: 'free_tool' };
const budgetMaker: Flow = { source: 'landing_page', userCategories: [] };

function refusal(run: () => void): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.userMessage };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('isSpendBreakdownFlow', () => {
  it('is every request of source authenticated_user, and every request with categories', () => {
    expect(isSpendBreakdownFlow(spendBreakdown)).toBe(true);
    expect(isSpendBreakdownFlow({ source: 'authenticated_user' })).toBe(true);
    expect(isSpendBreakdownFlow({ source: 'authenticated_user', userCategories: [] })).toBe(true);
    expect(isSpendBreakdownFlow({ source: 'free_tool', userCategories: ['Food'] })).toBe(true);
    expect(isSpendBreakdownFlow({ source: 'landing_page', userCategories: ['Food'] })).toBe(true);
    // Income categories are one's own categories too: sending only them is no way round the quota.
    expect(isSpendBreakdownFlow({ source: 'free_tool', incomeCategories: ['Salary'] })).toBe(true);
    expect(isSpendBreakdownFlow({ source: 'free_tool', incomeCategories: [] })).toBe(false);
    expect(isSpendBreakdownFlow(inAppBreakdown)).toBe(false);
    expect(isSpendBreakdownFlow(budgetMaker)).toBe(false);
  });
});

describe('deriveBreakdownLimits', () => {
  it('gives a free user on the Spend Breakdown 100 characters and the 250-character monthly quota', () => {
    expect(deriveBreakdownLimits({ caller: 'free', request: spendBreakdown })).toEqual({
      inputLimit: 100,
      isMetered: true,
      monthlyQuota: 250,
      isRateLimited: false,
    });
  });

  it('gives Pro 30,000 characters, no quota and no rate limit, recording Spend Breakdown usage', () => {
    expect(deriveBreakdownLimits({ caller: 'pro', request: spendBreakdown })).toEqual({
      inputLimit: 30_000,
      isMetered: true,
      monthlyQuota: null,
      isRateLimited: false,
    });
    expect(deriveBreakdownLimits({ caller: 'pro', request: freePage })).toEqual({
      inputLimit: 30_000,
      isMetered: false,
      monthlyQuota: null,
      isRateLimited: false,
    });
  });

  it.each([
    ['signed out, free page', 'signed-out', freePage],
    ['signed out, even claiming the Spend Breakdown', 'signed-out', spendBreakdown],
    ['a free user off the Spend Breakdown', 'free', inAppBreakdown],
    ['a free user from the budget maker', 'free', budgetMaker],
  ] as const)('gives %s the public cap and the rate limit', (_, caller, request) => {
    expect(deriveBreakdownLimits({ caller, request })).toEqual({
      inputLimit: 30_000,
      isMetered: false,
      monthlyQuota: null,
      isRateLimited: true,
    });
  });
});

describe('checkMessage', () => {
  const open = { inputLimit: 30_000 };

  it.each(['', '   ', '\n\t \n'])('refuses blank text %j', (message) => {
    expect(refusal(() => checkMessage(message, open))).toEqual({
      code: 'VALIDATION',
      message: BREAKDOWN_MESSAGES.enterTransactions,
    });
  });

  it('accepts exactly 30,000 characters and refuses one more with a clear message', () => {
    expect(() => checkMessage('a'.repeat(30_000), open)).not.toThrow();
    expect(refusal(() => checkMessage('a'.repeat(30_001), open))).toEqual({
      code: 'VALIDATION',
      message: BREAKDOWN_MESSAGES.tooLong,
    });
    expect(BREAKDOWN_MESSAGES.tooLong).toMatch(/30,000 characters/);
  });

  it('refuses over the input limit with the paste-limit message', () => {
    expect(() => checkMessage('a'.repeat(100), { inputLimit: 100 })).not.toThrow();
    expect(refusal(() => checkMessage('a'.repeat(101), { inputLimit: 100 }))).toEqual({
      code: 'VALIDATION',
      message: BREAKDOWN_MESSAGES.pasteLimit(100),
    });
  });
});

describe('chargeFor', () => {
  it('charges the length of the text as sent', () => {
    expect(chargeFor({ message: '  ab\n' })).toBe(5);
  });

  it("charges a file's text its length plus 100", () => {
    expect(chargeFor({ message: 'x'.repeat(900), fromFile: true })).toBe(1_000);
  });
});

describe('hasUploadHeadroom', () => {
  it('needs at least 1,000 characters left of a quota, and always has room without one', () => {
    expect(hasUploadHeadroom(0, 250)).toBe(false);
    expect(hasUploadHeadroom(0, 1_000)).toBe(true);
    expect(hasUploadHeadroom(1, 1_000)).toBe(false);
    expect(hasUploadHeadroom(1_000_000, null)).toBe(true);
  });
});
