import { describe, expect, it } from 'vitest';
import type { Extraction, StatementTransaction } from '../types.ts';
import { extractTransactions } from './index.ts';
import { reconcile } from './reconcile.ts';

let line = 0;
const tx = (
  date: string | null,
  amountCents: number,
  description: string,
): StatementTransaction => ({
  date,
  amountCents,
  description,
  line: ++line,
});

const account = (openingCents: number, closingCents: number, isCardAccount = false) => ({
  openingCents,
  closingCents,
  isCardAccount,
});

function statement(
  transactions: StatementTransaction[],
  balances: Extraction['balances'],
): Extraction {
  return { format: 'text', transactions, unparsedLines: [], ...(balances ? { balances } : {}) };
}

const sumOf = (rows: StatementTransaction[]) => rows.reduce((sum, row) => sum + row.amountCents, 0);

describe('reconcile: several rows turned', () => {
  const guessed = (row: StatementTransaction): StatementTransaction => ({
    ...row,
    isSignGuessed: true,
  });
  const rows = () => [
    guessed(tx('2026-11-02', -1999, 'PRLV SEPA FREE MOBILE')),
    guessed(tx('2026-11-03', -3250, 'VIR SEPA ADRIEN LEROY')),
    guessed(tx('2026-11-05', -86500, 'VIR SEPA SCI LES TILLEULS')),
    guessed(tx('2026-11-26', -274832, 'VIR SEPA ATELIER NOVA SAS')),
    guessed(tx('2026-11-30', -11240, 'VIR SEPA CAF DE PARIS')),
    guessed(tx('2026-11-30', -2690, 'CARTE DELIVEROO')),
  ];
  // Money in 32.50 + 2,748.32 + 112.40 = 2,893.22; out 19.99 + 865.00 + 26.90 = 911.89.
  const balances = account(215348, 215348 + 289322 - 91189);

  it('turns the one set of guessed rows that makes both the balances and the printed totals add up', () => {
    const read = reconcile({
      ...statement(rows(), balances),
      totals: { inCents: 289322, outCents: 91189 },
    });
    expect(read.transactions.map((row) => row.amountCents)).toEqual([
      -1999, 3250, -86500, 274832, 11240, -2690,
    ]);
    expect(read.reconciliation?.turned.map((row) => row.description)).toEqual([
      'VIR SEPA ADRIEN LEROY',
      'VIR SEPA ATELIER NOVA SAS',
      'VIR SEPA CAF DE PARIS',
    ]);
  });

  it('turns none on the balances alone, without printed totals to confirm them', () => {
    const read = reconcile(statement(rows(), balances));
    expect(read.transactions.map((row) => row.amountCents)).toEqual(
      rows().map((row) => row.amountCents),
    );
    expect(read.reconciliation?.turned).toEqual([]);
  });
});

describe('reconcile', () => {
  it('changes nothing when the balances add up, or when there are none', () => {
    const rows = [tx('2024-03-01', -1200, 'TESCO'), tx('2024-03-02', 5000, 'SALARY')];
    const adds = statement(rows, account(10000, 13800));
    expect(reconcile(adds)).toBe(adds);
    const none = statement(rows, undefined);
    expect(reconcile(none)).toBe(none);
  });

  it('sets aside a row dated months from the rest (an address read as a row), when the balances add up without it', () => {
    const rows = [
      tx('2027-03-12', 4700, 'FEHERVARI UT'),
      tx('2026-11-02', -874200, 'SPAR 2213 BUDAPEST'),
      tx('2026-11-03', -7500, 'TRANZAKCIOS ILLETEK'),
      tx('2026-11-10', 68430000, 'ATUTALAS JOVAIRAS'),
      tx('2026-11-13', -5793000, 'BOOKING.COM'),
      tx('2026-11-20', -24000000, 'ALLANDO ATUTALASI MEGBIZAS'),
    ];
    const opening = 41250800;
    const closing = opening + sumOf(rows.slice(1));
    const result = reconcile(statement(rows, account(opening, closing)));
    expect(result.transactions.map((row) => row.description)).not.toContain('FEHERVARI UT');
    expect(result.reconciliation?.setAside.map((row) => row.description)).toEqual(['FEHERVARI UT']);
  });

  it("sets aside a card's credit limit read as a charge, when the balances add up without it", () => {
    const rows = [
      tx(null, -500000, 'Credit Limit'),
      tx('2024-03-03', -4599, 'AMAZON MARKETPLACE'),
      tx('2024-03-05', -1250, 'SHELL'),
      tx('2024-03-09', 20000, 'PAYMENT THANK YOU'),
    ];
    // Previous balance 300.00 owed + charges 58.49 - payment 200.00 = 158.49 owed.
    const read = reconcile(statement(rows, account(30000, 15849, true)));
    expect(read.transactions.map((t) => t.description)).toEqual([
      'AMAZON MARKETPLACE',
      'SHELL',
      'PAYMENT THANK YOU',
    ]);
    expect(read.reconciliation).toEqual({
      differenceCents: -500000,
      setAside: [{ line: rows[0]!.line, description: 'Credit Limit', amountCents: -500000 }],
      turned: [],
      inDoubt: [],
    });
  });

  it('sets aside several summary figures together (money in and money out totals)', () => {
    const rows = [
      tx(null, 67881, 'Payments In'),
      tx(null, -65649, 'Payments Out'),
      tx('2021-12-16', -1200, 'DD YKSRQC YA'),
      tx('2021-12-20', 67881, 'CR SALARY'),
      tx('2021-12-21', -64449, 'DD RENT'),
    ];
    const read = reconcile(statement(rows, account(10328, 12560)));
    expect(read.transactions).toHaveLength(3);
    expect(read.reconciliation?.setAside.map((r) => r.description)).toEqual([
      'Payments In',
      'Payments Out',
    ]);
  });

  it('sets aside up to six doubtful rows when few are in doubt, and no more than three of many', () => {
    const real = [
      tx('2024-03-01', -1500, 'CAFE'),
      tx('2024-03-02', 90000, 'SALARY'),
      tx('2024-03-03', -2500, 'BOOTS'),
      tx('2024-03-04', -700, 'BUS'),
      tx('2024-03-05', -1300, 'LUNCH'),
      tx('2024-03-06', -900, 'NEWSAGENT'),
      tx('2024-03-07', -4100, 'PETROL'),
    ];
    const phantoms = [11111, 22222, 33333, 44444, 55555].map((cents, k) =>
      tx('2024-03-08', cents, `Kontostand ${k}`),
    );
    // 1,000.00 + 790.00 (what the real rows make) = 1,790.00.
    const read = reconcile(statement([...real, ...phantoms], account(100000, 179000)));
    expect(read.transactions).toEqual(real);
    expect(read.reconciliation?.setAside).toHaveLength(5);

    const many = Array.from({ length: 12 }, (_, k) => tx(null, 1000 + k, `Total ${k}`));
    const four = many.slice(0, 4).reduce((sum, row) => sum + row.amountCents, 0);
    const undecided = reconcile(
      statement([...real, ...many], account(100000, 179000 + sumOf(many) - four)),
    );
    expect(undecided.reconciliation?.setAside).toEqual([]);
  });

  it('never sets aside a purchase whose name has a summary word, a figure or a date in it, or that pays the balance', () => {
    // Each time the balances would add up without the row named (a row of that amount is missing).
    for (const row of [
      tx('2024-03-01', -4500, 'TOTAL WINE & MORE'),
      tx('2024-03-01', -2500, 'OVERDRAFT FEE'),
      tx('2024-03-04', -4599, 'KARTENZAHLUNG REWE DATUM 02.03.2024 10.15 UHR'),
      tx('2024-03-09', 30000, 'PAYMENT THANK YOU'),
    ]) {
      const rows = [tx('2024-03-02', -1000, 'CAFE'), row];
      const read = reconcile(statement(rows, account(30000, 29000)));
      expect(read.transactions, row.description).toEqual(rows);
    }
  });

  it("sets aside a dated row of figures without a word, a summary box's row", () => {
    const rows = [
      tx('2024-04-20', -1200000, ''),
      tx('2024-03-21', -8645, 'FAIRPRICE FINEST-BUKIT TIMAH'),
      tx('2024-04-05', 146820, 'PAYMENT BY INTERNET'),
    ];
    const result = reconcile(statement(rows, account(146820, 8645, true)));
    expect(result.transactions.map((t) => t.amountCents)).toEqual([-8645, 146820]);
    expect(result.reconciliation?.setAside.map((r) => r.amountCents)).toEqual([-1200000]);
  });

  it('never sets aside an ordinary dated purchase, however well it would add up', () => {
    const rows = [tx('2024-03-01', -1500, 'CAFE NERO'), tx('2024-03-02', -2500, 'BOOTS')];
    const read = reconcile(statement(rows, account(10000, 8500)));
    expect(read.transactions).toEqual(rows);
    expect(read.reconciliation?.setAside).toEqual([]);
    expect(read.reconciliation?.differenceCents).toBe(2500);
  });

  it('turns one row round only when the arithmetic demands it, and names the rows in doubt when nothing adds up', () => {
    const rows = [
      tx('2024-03-01', -1500, 'CAFE NERO'),
      { ...tx('2024-03-02', -42000, 'REFUND FROM AIRLINE'), isSignGuessed: true },
      tx('2024-03-03', -2500, 'BOOTS'),
    ];
    // The refund came in: 1,000.00 - 15.00 + 420.00 - 25.00 = 1,380.00.
    const read = reconcile(statement(rows, account(100000, 138000)));
    expect(read.transactions.map((t) => t.amountCents)).toEqual([-1500, 42000, -2500]);
    expect(read.reconciliation?.turned).toEqual([
      { line: rows[1]!.line, description: 'REFUND FROM AIRLINE', amountCents: -42000 },
    ]);
    // Never a row whose sign was printed, or stood in a column, or a running balance proved.
    const printed = rows.map((row) => ({ ...row, isSignGuessed: false }));
    expect(reconcile(statement(printed, account(100000, 138000))).transactions).toEqual(printed);
    // Nor while a line was left unread or more lines were counted than read: a row may be missing.
    const unread = {
      ...statement(rows, account(100000, 138000)),
      unparsedLines: ['03/04 ??? 4.5O'],
    };
    expect(reconcile(unread).reconciliation?.turned).toEqual([]);
    expect(reconcile(statement(rows, account(100000, 138000)), () => 4).transactions).toEqual(rows);

    // Two rows of the same amount could each be the one: no change, both named.
    const twins = [
      tx(null, -2000, 'Minimum payment'),
      tx(null, -2000, 'Available credit'),
      tx('2024-03-01', -1500, 'CAFE NERO'),
    ];
    const doubtful = reconcile(statement(twins, account(10000, 6500)));
    expect(doubtful.transactions).toEqual(twins);
    expect(doubtful.reconciliation?.inDoubt.map((r) => r.description)).toEqual([
      'Minimum payment',
      'Available credit',
    ]);
  });

  it('lets the printed totals of money in and out choose between readings the balances allow', () => {
    const rows = [
      tx('2024-03-01', 100000, 'SALARY'),
      tx('2024-03-02', -10000, 'TESCO'),
      tx('2024-03-03', -50000, 'RENT'),
      tx('2024-03-04', 30000, 'BONUS'),
      tx('2024-03-05', 20000, 'GIFT FROM MUM'),
      tx(null, 5000, 'Available balance'),
      tx(null, -2000, 'Minimum payment'),
      tx(null, 4000, 'CASHBACK'),
      tx(null, -1000, 'ATM FEE'),
    ];
    const balances = account(0, 93000);
    // The balances alone: two pairs could each be the extra one.
    expect(reconcile(statement(rows, balances)).reconciliation?.setAside).toEqual([]);
    const read = reconcile({
      ...statement(rows, balances),
      totals: { inCents: 154000, outCents: 61000 },
    });
    expect(read.reconciliation?.setAside.map((r) => r.description)).toEqual([
      'Available balance',
      'Minimum payment',
    ]);
  });

  it('names a row whose words carry a figure and a date of their own as in doubt when nothing adds up', () => {
    const rows = [
      tx('2024-04-02', -4500, 'GROCER'),
      tx('2024-04-29', -13500, 'Check 1043 $250.00 04/15/2024 Check 1044'),
      tx('2024-04-30', -17, 'INTEREST PAYMENT'),
      tx('2024-04-30', 50000, 'PAYROLL'),
    ];
    // The check row is no record and the interest came in: no one change makes the balances add up.
    const read = reconcile(statement(rows, account(100000, 145517)));
    expect(read.transactions).toEqual(rows);
    expect(read.reconciliation?.inDoubt.map((r) => r.description)).toEqual([
      'Check 1043 $250.00 04/15/2024 Check 1044',
    ]);
  });

  it('takes the balances as owed when only that reading adds up by setting a row aside', () => {
    const rows = [
      tx(null, -100000, 'Available credit'),
      tx('2024-03-03', -3000, 'TESCO'),
      tx('2024-03-04', -2000, 'SHELL'),
    ];
    // Owed 100.00, then 50.00 of charges: 150.00 owed; read as an account this does not add up.
    const read = reconcile(statement(rows, account(10000, 15000)));
    expect(read.balances?.isCardAccount).toBe(true);
    expect(read.transactions.map((t) => t.description)).toEqual(['TESCO', 'SHELL']);
  });
});

describe('reading a statement decides by its balances', () => {
  it("sets aside a German account's overdraft line dated like a transaction", () => {
    const text = [
      'Kontoauszug 3/2024',
      'Alter Kontostand vom 29.02.2024     1.000,00 H',
      '01.03.2024  Kreditlimit            5.000,00',
      '04.03.2024  REWE SAGT DANKE        -45,99',
      '05.03.2024  GEHALT MÄRZ            2.000,00',
      '09.03.2024  MIETE                  -800,00',
      'Neuer Kontostand vom 31.03.2024     2.154,01 H',
    ].join('\n');
    const read = extractTransactions(text);
    expect(read.transactions.map((t) => [t.amountCents, t.description])).toEqual([
      [-4599, 'REWE SAGT DANKE'],
      [200000, 'GEHALT MÄRZ'],
      [-80000, 'MIETE'],
    ]);
    expect(read.reconciliation?.setAside).toEqual([
      { line: 3, description: 'Kreditlimit', amountCents: 500000 },
    ]);
  });

  it("sets aside a card's cash advance line, and takes the balances as owed", () => {
    const text = [
      'ACME BANK VISA',
      'Previous balance   300.00',
      '03/31/2024 Credit line    5,000.00',
      '03/31/2024 Cash advance line    1,000.00',
      'New balance   158.49',
      '03/03/2024  AMAZON MARKETPLACE   45.99',
      '03/05/2024  SHELL OIL   12.50',
      '03/09/2024  PAYMENT THANK YOU   -200.00',
    ].join('\n');
    const read = extractTransactions(text);
    expect(read.transactions.map((t) => t.amountCents)).toEqual([-4599, -1250, 20000]);
    expect(read.balances?.isCardAccount).toBe(true);
    expect(read.reconciliation?.setAside.map((r) => r.description)).toEqual(['Cash advance line']);
  });
});
