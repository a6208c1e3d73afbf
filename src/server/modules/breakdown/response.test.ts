// toBreakdownResponse: the analysis in the contract's decimals, every figure summed in cents first so
// the totals a page shows agree with the transactions it lists to the cent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeBreakdown } from '#engine/breakdown';
import type { BreakdownResponse } from '#shared/contract/breakdown';
import {
  generateRecords,
  renderStatement,
  type StatementStyle,
} from '../../../../tests/support/statement-generator.ts';
import { toBreakdownResponse, toResponseVerification } from './response.ts';

const TODAY = '2026-03-10';
const cents = (amount: number) => Math.round(amount * 100);

function expectTotalsAgree(response: BreakdownResponse) {
  let sum = 0;
  for (const category of response.categories) {
    const inCategory = category.transactions.reduce((s, t) => s + cents(t.amount), 0);
    expect(cents(category.total)).toBe(inCategory);
    expect(category.total).toBe(inCategory / 100);
    sum += inCategory;
  }
  expect(response.totalSpent).toBe(sum / 100);
  expect(response.totalCategories).toBe(response.categories.length);
  expect(response.totalTransactions).toBe(
    response.categories.reduce((n, c) => n + c.transactions.length, 0),
  );
  expect(response.moneyIn.total).toBe(
    response.moneyIn.transactions.reduce((s, t) => s + cents(t.amount), 0) / 100,
  );
}

describe('toBreakdownResponse', () => {
  it('answers the contract in decimals, transactions in statement order', () => {
    const response = toBreakdownResponse(
      analyzeBreakdown(
        [
          '03/01/2026  ZORBLAX QUILLWORKS 4411  -900.00',
          '03/02/2026  STARBUCKS STORE #12  -4.50',
          '03/03/2026  SHELL OIL 5551  -40.00',
          '03/04/2026  SHELL OIL 5551  -20.01',
          '03/05/2026  ACME PAYROLL  1000.00',
        ].join('\n'),
        { today: TODAY },
      ),
    );
    expect(response.categories.map((c) => [c.category, c.total])).toEqual([
      ['Transportation', 60.01],
      ['Dining Out', 4.5],
      ['Needs Category', 900],
    ]);
    const [shell] = response.categories[0]!.transactions;
    expect(Object.keys(shell!)).toEqual([
      'merchant',
      'amount',
      'description',
      'date',
      'confidence',
      'reason',
    ]);
    expect(shell).toMatchObject({ amount: 40, date: '2026-03-03' });
    expect(response).toMatchObject({
      totalCategories: 3,
      totalTransactions: 4,
      totalSpent: 964.51,
      moneyIn: { total: 1000 },
      currency: 'USD',
      format: 'text',
    });
    // Money in says what it is; without income categories, no category.
    expect(Object.keys(response.moneyIn.transactions[0]!)).toEqual([
      'merchant',
      'amount',
      'description',
      'date',
      'kind',
      'isIncome',
    ]);
    expect(response.insights.averageTransaction).toBe(241.13);
    expect(response.verification.transactionCountMatch).toBe(true);
    expect(Object.keys(response)).toEqual([
      'categories',
      'totalCategories',
      'totalTransactions',
      'totalSpent',
      'verification',
      'moneyIn',
      'insights',
      'currency',
      'format',
    ]);
  });

  it('keeps its totals in agreement with its transactions to the cent', () => {
    const style = fc.constantFrom<StatementStyle>('text', 'csv', 'csv-debit-credit');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 1e6 }),
        style,
        (count, seed, s) => {
          const records = generateRecords({ count, seed });
          const response = toBreakdownResponse(
            analyzeBreakdown(renderStatement(records, s), { today: TODAY }),
          );
          expectTotalsAgree(response);
          const spent = records.reduce((sum, r) => sum + Math.min(r.amountCents, 0), 0);
          expect(response.totalSpent).toBe((0 - spent) / 100);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('toResponseVerification', () => {
  const counts = { inputCount: 3, outputCount: 3, isMatch: true, unparsedLines: [] };

  it('warns of nothing when every counted line was read', () => {
    expect(toResponseVerification(counts)).toEqual({
      warningMessage: null,
      inputTransactionCount: 3,
      outputTransactionCount: 3,
      transactionCountMatch: true,
      transactionCount: 3,
      unparsedLines: [],
    });
  });

  it('warns with both counts when they differ', () => {
    const result = toResponseVerification({
      ...counts,
      inputCount: 5,
      outputCount: 4,
      isMatch: false,
    });
    expect(result.transactionCountMatch).toBe(false);
    expect(result.warningMessage).toBe(
      'Found 5 transaction lines in your input but processed 4. Please check them before relying on the totals.',
    );
  });

  it('says how many lines could not be read, and lists them', () => {
    const result = toResponseVerification({
      ...counts,
      inputCount: 2,
      outputCount: 2,
      isMatch: false,
      unparsedLines: ['03/01 ??? 4.5O'],
    });
    expect(result.unparsedLines).toEqual(['03/01 ??? 4.5O']);
    expect(result.warningMessage).toContain('1 line could not be read and is listed below.');
  });

  it("names the gap to the statement's closing balance, and keeps the balances' signs", () => {
    const statement = (closing: string) =>
      [
        'Opening balance 1,000.00',
        '01/03/2024 SALARY ACME 2,000.00',
        '01/04/2024 RENT -1,200.00',
        '01/05/2024 GROCER -45.50',
        `Closing balance ${closing}`,
      ].join('\n');
    const short = toBreakdownResponse(analyzeBreakdown(statement('1,714.50'), { today: TODAY }));
    expect(short.verification.balanceCheck).toEqual({
      opening: 1000,
      closing: 1714.5,
      difference: -40,
    });
    expect(short.verification.warningMessage).toBe(
      "The statement's closing balance ($1,714.50) is $40.00 less than its opening balance and these transactions make: a transaction may be missing or misread.",
    );
    const exact = toBreakdownResponse(analyzeBreakdown(statement('1,754.50'), { today: TODAY }));
    expect(exact.verification.warningMessage).toBeNull();

    const overdrawn = toResponseVerification({
      ...counts,
      balanceCheck: { openingCents: -5_000, closingCents: -2_550, differenceCents: 0 },
    });
    expect(overdrawn.balanceCheck).toEqual({ opening: -50, closing: -25.5, difference: 0 });
  });

  it("lists an export's rows of 0.00 as left out, not as transactions", () => {
    const csv = [
      'Date,Description,Amount',
      '2024-03-01,GROCER,-12.50',
      '2024-03-02,GYM MEMBERSHIP FREE MONTH,0.00',
      '2024-03-03,SALARY,100.00',
    ].join('\n');
    const { verification } = toBreakdownResponse(analyzeBreakdown(csv, { today: TODAY }));
    expect(verification.zeroRows).toEqual([
      { line: 3, description: 'GYM MEMBERSHIP FREE MONTH', amount: 0 },
    ]);
    expect(verification.outputTransactionCount).toBe(2);
    expect(verification.transactionCountMatch).toBe(true);
  });

  it('names the line the balances set aside, and counts it as accounted for', () => {
    const statement = [
      'Kontoauszug 3/2024',
      'Alter Kontostand vom 29.02.2024     1.000,00 H',
      '01.03.2024  Kreditlimit            5.000,00',
      '04.03.2024  REWE SAGT DANKE        -45,99',
      '05.03.2024  GEHALT MÄRZ            2.000,00',
      '09.03.2024  MIETE                  -800,00',
      'Neuer Kontostand vom 31.03.2024     2.154,01 H',
    ].join('\n');
    const { verification } = toBreakdownResponse(analyzeBreakdown(statement, { today: TODAY }));
    expect(verification.balanceCheck).toEqual({
      opening: 1000,
      closing: 2154.01,
      difference: 0,
      setAside: [{ line: 3, description: 'Kreditlimit', amount: 5000 }],
    });
    expect(verification.transactionCountMatch).toBe(true);
    expect(verification.warningMessage).toBeNull();
  });
});
