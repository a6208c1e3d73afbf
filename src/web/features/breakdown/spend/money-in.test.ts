import { describe, expect, it } from 'vitest';
import type { BreakdownResponse } from '#shared/contract/breakdown';
import { createReport, NEEDS_CATEGORY, type ReportTransaction } from '../report.ts';
import { createMoneyInMatcher, groupMoneyIn, NOT_INCOME, suggestMoneyIn } from './money-in.ts';
import { incomeCategoryNames } from './spend-rules.ts';

function moneyIn(
  id: string,
  merchant: string,
  amountCents: number,
  extra: Partial<ReportTransaction> = {},
): ReportTransaction {
  return {
    id,
    merchant,
    amountCents,
    date: '2026-03-13',
    category: 'Money In',
    description: merchant.toUpperCase(),
    reason: null,
    confidence: null,
    ...extra,
  };
}

const names = ['Interest', 'Salary'];
const suggest = (tx: ReportTransaction, incomeNames = names) =>
  suggestMoneyIn(tx, { incomeNames, matcher: createMoneyInMatcher(incomeNames) });

describe('suggestMoneyIn', () => {
  it("keeps the server's choice while the person still has that category", () => {
    const tx = moneyIn('i0', 'Acme Corp', 245_703, {
      kind: 'income',
      incomeCategory: 'salary',
      isIncome: true,
    });
    expect(suggest(tx)).toBe('Salary');
    expect(suggest({ ...tx, incomeCategory: NEEDS_CATEGORY })).toBe(NEEDS_CATEGORY);
    // A refund the server offered as not income stays out.
    expect(
      suggest({ ...tx, kind: 'refund', incomeCategory: NEEDS_CATEGORY, isIncome: false }),
    ).toBe(NOT_INCOME);
  });

  it('matches here a report made on the public page, before the person had categories', () => {
    expect(
      suggest(
        moneyIn('i0', 'Acme Corp', 245_703, {
          description: 'PAYROLL ACME CORP DIR DEP',
          kind: 'income',
        }),
      ),
    ).toBe('Salary');
    expect(suggest(moneyIn('i1', 'Payment Thank You', 50_000, { kind: 'transfer' }))).toBe(
      NOT_INCOME,
    );
    expect(
      suggest(moneyIn('i2', 'Amazon', 1_999, { description: 'AMAZON.COM REFUND', kind: 'refund' })),
    ).toBe(NOT_INCOME);
    // A report kept from before money in had kinds: read as income, placed by its words.
    expect(suggest(moneyIn('i3', 'Interest Earned', 112))).toBe('Interest');
    expect(suggest(moneyIn('i4', 'ZQX Holdings', 9_000))).toBe(NEEDS_CATEGORY);
  });

  it("matches again when the server's category is gone", () => {
    const tx = moneyIn('i0', 'Acme Corp', 245_703, {
      description: 'PAYROLL ACME CORP',
      kind: 'income',
      incomeCategory: 'Old Job',
      isIncome: true,
    });
    expect(suggest(tx)).toBe('Salary');
    expect(suggest(tx, [])).toBe(NEEDS_CATEGORY);
  });
});

describe('groupMoneyIn', () => {
  it('groups rows by choice, largest first, Needs Category last, and keeps Not income apart', () => {
    const rows = [
      moneyIn('i0', 'Interest Earned', 112),
      moneyIn('i1', 'Acme Corp', 245_703),
      moneyIn('i2', 'ZQX Holdings', 300_000),
      moneyIn('i3', 'Payment Thank You', 50_000),
      moneyIn('i4', 'Interest Earned', 98),
    ];
    const choice: Record<string, string> = {
      i0: 'Interest',
      i1: 'Salary',
      i2: NEEDS_CATEGORY,
      i3: NOT_INCOME,
      i4: 'Interest',
    };
    const { groups, notIncome } = groupMoneyIn(rows, (tx) => choice[tx.id]!);
    expect(groups.map((g) => [g.category, g.totalCents, g.transactions.length])).toEqual([
      ['Salary', 245_703, 1],
      ['Interest', 210, 2],
      [NEEDS_CATEGORY, 300_000, 1],
    ]);
    expect(notIncome.map((tx) => tx.id)).toEqual(['i3']);
  });
});

describe('the report keeps what the engine said of money in', () => {
  it('as kind, income category and whether it is income', () => {
    const response = {
      categories: [],
      totalCategories: 0,
      totalTransactions: 0,
      totalSpent: 0,
      verification: {
        warningMessage: null,
        inputTransactionCount: 2,
        outputTransactionCount: 2,
        transactionCountMatch: true,
        transactionCount: 2,
        unparsedLines: [],
      },
      moneyIn: {
        total: 2_957.03,
        transactions: [
          {
            merchant: 'Acme Corp',
            amount: 2_457.03,
            kind: 'income',
            isIncome: true,
            category: 'Salary',
          },
          { merchant: 'Payment Thank You', amount: 500, kind: 'transfer', isIncome: false },
        ],
      },
      insights: {
        averageTransaction: 0,
        highestCategory: null,
        lowestCategory: null,
        totalTransactions: 0,
        recurringCharges: [],
        topMerchants: [],
      },
      currency: 'USD',
      format: 'text',
    } satisfies BreakdownResponse;
    const report = createReport(response);
    expect(report.moneyIn.map((tx) => [tx.kind, tx.incomeCategory, tx.isIncome])).toEqual([
      ['income', 'Salary', true],
      ['transfer', undefined, false],
    ]);
  });
});

describe('incomeCategoryNames', () => {
  it("lists the person's income categories of every month once, in any case", () => {
    expect(
      incomeCategoryNames([
        { name: 'Salary', type: 'income' },
        { name: 'salary', type: 'income' },
        { name: 'Groceries', type: 'expense' },
        { name: 'Interest', type: 'income' },
      ]),
    ).toEqual(['Interest', 'Salary']);
  });
});
