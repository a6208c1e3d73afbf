import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';

describe('QIF', () => {
  it('reads bank records with payee, memo and splits, and skips the account list', () => {
    const input = [
      '!Account',
      'NChecking',
      'TBank',
      '^',
      '!Type:Bank',
      'D06/12/2015',
      'PTransfer from Savings',
      'MAccount Transfer',
      'T-1,500.00',
      'SSavings',
      '$-1500.00',
      '^',
      'D06/13/2015',
      'NINV-8',
      'PACME Corp',
      'T2,000.00',
      '^',
    ].join('\n');
    const result = extractTransactions(input);
    expect(result.format).toBe('qif');
    expect(result.transactions).toEqual([
      {
        date: '2015-06-12',
        amountCents: -150000,
        description: 'Transfer from Savings; Account Transfer',
        line: 6,
      },
      { date: '2015-06-13', amountCents: 200000, description: 'ACME Corp', line: 13 },
    ]);
    expect(countTransactionLines(input)).toBe(2);
  });

  it("reads Quicken's apostrophe years and padded dates", () => {
    const input = [
      '!Type:CCard',
      "D1/31'98",
      'PSHELL',
      'T-20.00',
      '^',
      "D 2/ 1'98",
      'PCOFFEE',
      'U-3.50',
      '^',
    ].join('\n');
    expect(extractTransactions(input).transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['1998-01-31', -2000],
      ['1998-02-01', -350],
    ]);
  });

  it('decides day-first for the whole file', () => {
    const input = [
      '!Type:Bank',
      'D01.02.98',
      'PA',
      'T-1,00',
      '^',
      'D31.01.98',
      'PB',
      'T-2,50',
      '^',
    ].join('\n');
    expect(extractTransactions(input).transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['1998-02-01', -100],
      ['1998-01-31', -250],
    ]);
  });

  it('skips category lists and lists a record without an amount as unparsed', () => {
    const input = [
      '!Type:Cat',
      'NGroceries',
      'E',
      '^',
      '!Type:Bank',
      'D03/01/2024',
      'PNO AMOUNT',
      '^',
      'D03/02/2024',
      'PTEA',
      'T-2.00',
      '^',
    ].join('\n');
    const result = extractTransactions(input);
    expect(result.transactions.map((t) => t.description)).toEqual(['TEA']);
    expect(result.unparsedLines).toEqual(['D03/01/2024 PNO AMOUNT']);
    expect(countTransactionLines(input)).toBe(2);
  });
});
