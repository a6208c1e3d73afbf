import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';
import { splitPanels } from './panels.ts';

describe('splitPanels', () => {
  it('lays a row of two panels out as two lines, each with its input line number', () => {
    const lines = [
      'Checks',
      'Date        Check #               Amount         Date        Check #               Amount',
      '04/10/24    1021                 -150.00         04/22/24    1022*                -250.00',
      '04/25/24    1023                  -75.00',
      '',
      'Total checks   -$475.00',
    ];
    expect(splitPanels(lines).map((l) => [l.lineNo, l.text.trim()])).toEqual([
      [1, 'Checks'],
      [
        2,
        'Date        Check #               Amount         Date        Check #               Amount',
      ],
      [3, '04/10/24    1021                 -150.00'],
      [3, '04/22/24    1022*                -250.00'],
      [4, '04/25/24    1023                  -75.00'],
      [5, ''],
      [6, 'Total checks   -$475.00'],
    ]);
  });

  it("takes each row under a header of the check's number, date and amount for one check", () => {
    const lines = [
      'Check Number    Date Paid                 Amount',
      '1047            10/16                   -$225.00',
      '1048            10/26                 -$1,850.00',
      '                Total Checking Activity  -$2,075.00',
    ];
    expect(splitPanels(lines).map((l) => [l.lineNo, Boolean(l.isPanelRow)])).toEqual([
      [1, false],
      [2, true],
      [3, true],
      [4, false],
    ]);
  });

  it('leaves a header that names one date, or different panels, as it is', () => {
    const lines = [
      'Date        Description                 Amount       Date posted',
      '04/10/24    COFFEE                       -4.50       04/11/24',
    ];
    expect(splitPanels(lines).map((l) => l.text)).toEqual(lines);
  });
});

describe('a checking statement with checks in panels and daily balances', () => {
  const statement = [
    'Beginning balance on April 1, 2024                 $1,000.00',
    'Ending balance on April 30, 2024                     $588.00',
    'Withdrawals and other subtractions',
    'Date         Description                                Amount',
    '04/02/24     CHECKCARD 0401 CORNER SHOP PORTLAND OR     -12.00',
    'Checks',
    'Date        Check #               Amount         Date        Check #               Amount',
    '04/10/24    1021                 -150.00         04/22/24    1022*                -250.00',
    'Total checks                                                -$400.00',
    '',
    'Daily ledger balances',
    'Date        Balance ($)      Date           Balance($)       Date         Balance ($)',
    '04/02            988.00      04/10              838.00       04/22             588.00',
  ].join('\n');

  it('reads each check as its own record, numbered, and no daily balance as a transaction', () => {
    const extraction = extractTransactions(statement, { today: '2026-11-24' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2024-04-02', -1200, 'CHECKCARD 0401 CORNER SHOP PORTLAND OR'],
      ['2024-04-10', -15000, 'Check 1021'],
      ['2024-04-22', -25000, 'Check 1022'],
    ]);
    expect(countTransactionLines(statement)).toBe(3);
  });
});
