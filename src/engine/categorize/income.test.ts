import { describe, expect, it } from 'vitest';
import { analyzeBreakdown } from '../breakdown.ts';
import { NEEDS_CATEGORY } from '../types.ts';
import { normalizeMerchant } from './categorizer.ts';
import { createIncomeMatcher, readIncomeSources } from './income.ts';

const match = (
  categories: string[],
  input: Parameters<ReturnType<typeof createIncomeMatcher>>[0],
) => createIncomeMatcher({ incomeCategories: categories })(input);

describe('readIncomeSources', () => {
  it('reads what the words say the money is', () => {
    expect(readIncomeSources('PAYROLL ACME CORP DIR DEP')).toEqual(['wages']);
    expect(readIncomeSources('Direct Deposit - Globex Salaries')).toEqual(['wages']);
    expect(readIncomeSources('INTEREST EARNED')).toEqual(['interest']);
    expect(readIncomeSources('VANGUARD DIVIDENDS')).toEqual(['dividends']);
    expect(readIncomeSources('AMAZON.COM REFUND')).toEqual(['refund']);
    expect(readIncomeSources('PAYMENT THANK YOU')).toEqual([]);
  });
});

describe('createIncomeMatcher', () => {
  it('puts pay into the category named for pay, whatever the person called it', () => {
    for (const name of ['Salary', 'Paycheck', 'Wages', 'My Job']) {
      expect(
        match(['Freelance', name], { kind: 'income', text: 'PAYROLL ACME CORP DIR DEP' }),
      ).toMatchObject({ category: name, isIncome: true, reason: 'keyword' });
    }
  });

  it('puts interest into Interest when there is one, else a general income category', () => {
    const text = 'INTEREST EARNED';
    expect(match(['Salary', 'Interest'], { kind: 'income', text })).toMatchObject({
      category: 'Interest',
    });
    expect(match(['Salary', 'Other Income'], { kind: 'income', text })).toMatchObject({
      category: 'Other Income',
      confidence: 0.7,
    });
    expect(match(['Salary'], { kind: 'income', text })).toMatchObject({
      category: NEEDS_CATEGORY,
      isIncome: true,
    });
  });

  it('prefers a category named after the payer', () => {
    expect(
      match(['Salary', 'Acme'], { kind: 'income', text: 'PAYROLL ACME CORP DIR DEP' }),
    ).toMatchObject({ category: 'Acme', isIncome: true });
  });

  it('leaves a payer nothing places for the person to choose', () => {
    expect(match(['Salary'], { kind: 'income', text: 'ZQX HOLDINGS 8812' })).toMatchObject({
      category: NEEDS_CATEGORY,
      isIncome: true,
      reason: 'fallback',
    });
  });

  it('offers refunds and transfers as not income, unless a category is named for them', () => {
    expect(match(['Salary'], { kind: 'refund', text: 'AMAZON.COM REFUND' })).toMatchObject({
      category: NEEDS_CATEGORY,
      isIncome: false,
    });
    expect(
      match(['Salary', 'Refunds'], { kind: 'refund', text: 'AMAZON.COM REFUND' }),
    ).toMatchObject({ category: 'Refunds', isIncome: true });
    // A card payment is never pay, whatever words a 'Salary' category has.
    expect(
      match(['Salary', 'Transfers'], { kind: 'transfer', text: 'PAYMENT THANK YOU' }),
    ).toMatchObject({ category: NEEDS_CATEGORY, isIncome: false });
    expect(
      match(['Salary', 'Transfers'], { kind: 'transfer', text: 'TRANSFER FROM SAVINGS' }),
    ).toMatchObject({ category: 'Transfers', isIncome: true });
  });

  it("applies the person's rules for money in first, and ignores one for a category they dropped", () => {
    const matcher = createIncomeMatcher({
      incomeCategories: ['Salary', 'Side Gigs'],
      learnedRules: [
        { merchantKey: 'zqx holdings', category: 'side gigs', direction: 'in' },
        { merchantKey: 'gone', category: 'Old Job', direction: 'in' },
        { merchantKey: 'acme', category: 'Salary' }, // a rule for spending
      ],
    });
    expect(
      matcher({ kind: 'transfer', text: 'ZQX HOLDINGS', merchantKey: 'zqx holdings' }),
    ).toMatchObject({ category: 'Side Gigs', isIncome: true, reason: 'learned' });
    expect(matcher({ kind: 'income', text: 'GONE', merchantKey: 'gone' })).toMatchObject({
      category: NEEDS_CATEGORY,
    });
    expect(matcher({ kind: 'income', text: 'ACME', merchantKey: 'acme' }).reason).not.toBe(
      'learned',
    );
  });
});

describe('money in of a breakdown', () => {
  const statement = [
    '03/02/2026  PAYROLL ACME CORP DIR DEP  2457.03',
    '03/03/2026  PAYMENT THANK YOU  500.00',
    '03/04/2026  AMAZON.COM REFUND  19.99',
    '03/05/2026  ONLINE TRANSFER FROM SAVINGS  300.00',
    '03/06/2026  STARBUCKS STORE #1234 SEATTLE WA  -5.75',
  ].join('\n');

  it('tells income from card payments, refunds and transfers, and matches income categories', () => {
    const analysis = analyzeBreakdown(statement, {
      today: '2026-03-20',
      incomeCategories: ['Salary'],
      userCategories: ['Dining Out'],
    });
    const moneyIn = analysis.transactions.filter((tx) => tx.amountCents > 0);
    expect(
      moneyIn.map((tx) => [
        tx.merchant.name,
        tx.income?.kind,
        tx.income?.category,
        tx.income?.isIncome,
      ]),
    ).toEqual([
      [expect.any(String), 'income', 'Salary', true],
      [expect.any(String), 'transfer', NEEDS_CATEGORY, false],
      [expect.any(String), 'refund', NEEDS_CATEGORY, false],
      [expect.any(String), 'transfer', NEEDS_CATEGORY, false],
    ]);
    // Money out carries no income decision.
    expect(analysis.transactions.at(-1)?.income).toBeUndefined();
  });

  it('gives only the kind without income categories (the public page)', () => {
    const analysis = analyzeBreakdown(statement, { today: '2026-03-20' });
    expect(analysis.transactions[0]?.income).toMatchObject({
      kind: 'income',
      category: null,
      isIncome: true,
    });
  });

  it('obeys a learned rule for money in on the next statement', () => {
    const text = '03/03/2026  ZQX HOLDINGS 8812  120.00\n03/04/2026  STARBUCKS STORE #1234  -5.75';
    const key = normalizeMerchant('ZQX HOLDINGS 8812').key;
    const analysis = analyzeBreakdown(text, {
      today: '2026-03-20',
      incomeCategories: ['Salary', 'Side Gigs'],
      learnedRules: [{ merchantKey: key, category: 'Side Gigs', direction: 'in' }],
    });
    expect(analysis.transactions[0]?.income).toMatchObject({
      category: 'Side Gigs',
      reason: 'learned',
    });
  });
});
