import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';
import { withTabRowsJoined } from './tab-rows.ts';

// Simplii's activity page copied: each row's description wraps in its cell, its line break kept.
const PAGE = [
  'Balance',
  '$3,195.67',
  'Available funds',
  '$3,163.03',
  'Posted transactions',
  'Date\tDescription\tWithdrawals ($)\tDeposits ($)\tBalance ($)',
  'Feb 26, 2026\tINTERNET BILL PAYMENT',
  'TD VISA 4520********6618\t420.00\t\t3,195.67',
  'Feb 25, 2026\tINTERAC E-TRANSFER RECEIVED',
  'CAkP2hT7vN MICHAEL RIZZO\t\t45.00\t3,615.67',
  'Feb 24, 2026\tPOINT OF SALE PURCHASE',
  'COSTCO WHOLESALE W535 ETOBICOKE ON\t184.62\t\t3,570.67',
  'Feb 23, 2026\tDIRECT DEPOSIT',
  'DELL TECHNOLOGIES PAYROLL',
  'PPD ID: 9876543210\t\t2,845.16\t3,755.29',
].join('\n');

describe('withTabRowsJoined', () => {
  it("joins a row whose cell kept its line break, where the parts' cells make the header's", () => {
    const joined = withTabRowsJoined(PAGE.split('\n'));
    expect(joined[7]).toBe(
      'Feb 26, 2026\tINTERNET BILL PAYMENT; TD VISA 4520********6618\t420.00\t\t3,195.67',
    );
    expect(joined[6]).toBe('');
    expect(joined[14]).toBe(
      'Feb 23, 2026\tDIRECT DEPOSIT; DELL TECHNOLOGIES PAYROLL; PPD ID: 9876543210\t\t2,845.16\t3,755.29',
    );
  });

  it("joins no row's figures to the next row's start", () => {
    const rows = [
      'Date\tDescription\tAmount\tBalance',
      'REF: 118842\t-$1,500.00\t$1,697.77',
      '03/03/2026\tONLINE TRANSFER FROM',
    ];
    expect(withTabRowsJoined(rows)).toEqual(rows);
  });
});

describe('a page whose rows wrap in their cells', () => {
  it('reads each row once, with its date, words and amount, and counts as many', () => {
    const result = extractTransactions(PAGE, { today: '2026-02-28' });
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-02-26', -42000],
      ['2026-02-25', 4500],
      ['2026-02-24', -18462],
      ['2026-02-23', 284516],
    ]);
    expect(result.transactions[0]!.description).toContain('TD VISA');
    expect(countTransactionLines(PAGE)).toBe(4);
  });
});
