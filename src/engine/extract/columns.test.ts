import { describe, expect, it } from 'vitest';
import { readMoneyColumns } from './columns.ts';
import { countTransactionLines, extractTransactions } from './index.ts';

function rows(input: string) {
  return extractTransactions(input).transactions.map((t) => [t.date, t.amountCents, t.description]);
}

describe('readMoneyColumns', () => {
  it('finds debit, credit and balance columns and where their headers end', () => {
    const header = ' Date          Description                  Debit      Credit          Balance';
    expect(readMoneyColumns(header)).toEqual([
      { role: 'debit', end: 49 },
      { role: 'credit', end: 61 },
      { role: 'balance', end: 78 },
    ]);
  });

  it("takes a fee column for money out ('Money In  Money Out  Fee*  Balance')", () => {
    const roles = readMoneyColumns(
      'Date        Description        Money In     Money Out       Fee*        Balance',
    )?.map((c) => c.role);
    expect(roles).toEqual(['credit', 'debit', 'debit', 'balance']);
  });

  it("reads 'Payments - out' and 'Payments - in' (Bank of Ireland)", () => {
    const header =
      'Date         Transaction details                       Payments - out   Payments - in         Balance';
    expect(readMoneyColumns(header)?.map((c) => c.role)).toEqual(['debit', 'credit', 'balance']);
  });

  it('reads German headers with their currency', () => {
    const header =
      'Bu.Tag   Wert   Wir haben für Sie gebucht        Belastung in EUR      Gutschrift in EUR';
    expect(readMoneyColumns(header)?.map((c) => c.role)).toEqual(['debit', 'credit']);
  });

  it('reads headers whose letters the PDF text spaced apart', () => {
    const header =
      'Date            Pay m e nt t y p e and de t ails       Paid o ut                   Paid in                 Balance';
    expect(readMoneyColumns(header)?.map((c) => c.role)).toEqual(['debit', 'credit', 'balance']);
  });

  it('needs both a debit and a credit column', () => {
    expect(readMoneyColumns('Date      Description      Amount      Balance')).toBeNull();
    expect(readMoneyColumns('Date      Description      Debit      Balance')).toBeNull();
  });
});

describe('tables with debit and credit columns (PDF text)', () => {
  it('reads each amount by the column it stands in, carrying the date down and balances aside', () => {
    const statement = [
      ' Statement Period:                     1 Jan 2025 to 31 Jan 2025',
      ' Opening balance:                      $50,000.00 CR',
      ' Date          Description                  Debit      Credit          Balance',
      ' 01 Jan        Transaction 1                        50,000.00',
      '               Transaction 2             1,000.00',
      '               Transaction 3                         1,350.00     90,350.00 CR',
      ' 03 Jan        Transaction 4               530.99',
      '               Annoying text',
      '               Transaction 5                         1,532.55     91,351.56 CR',
      ' Closing balance:                      $11,663.82 CR',
    ].join('\n');
    expect(rows(statement)).toEqual([
      ['2025-01-01', 5000000, 'Transaction 1'],
      ['2025-01-01', -100000, 'Transaction 2'],
      ['2025-01-01', 135000, 'Transaction 3'],
      ['2025-01-03', -53099, 'Transaction 4; Annoying text'],
      ['2025-01-03', 153255, 'Transaction 5'],
    ]);
  });

  it('carries the day over a page break when the page goes on with a balance brought forward', () => {
    const statement = [
      'Date        Details                          Paid out       Paid in        Balance',
      '12 Mar 24   BALANCE BROUGHT FORWARD                                         500.00',
      '13 Mar 24   CARD  CORNER SHOP                    4.50',
      '            CARD  BUS FARE                       2.00                       493.50',
      '            BALANCE CARRIED FORWARD                                         493.50',
      '',
      'Date        Details                          Paid out       Paid in        Balance',
      '            BALANCE BROUGHT FORWARD                                         493.50',
      '            CARD  BAKERY                         3.50                       490.00',
      '14 Mar 24   CR    SALARY                                     100.00         590.00',
      '            BALANCE CARRIED FORWARD                                         590.00',
    ].join('\n');
    expect(rows(statement)).toEqual([
      ['2024-03-13', -450, 'CARD CORNER SHOP'],
      ['2024-03-13', -200, 'CARD BUS FARE'],
      ['2024-03-13', -350, 'CARD BAKERY'],
      ['2024-03-14', 10000, 'CR SALARY'],
    ]);
  });

  it('reads a German current account: Belastung is money out, Gutschrift money in', () => {
    const statement = [
      'Kontoauszug Nummer 011 / 2020 vom 02.10.2020 bis 02.11.2020',
      'Bu.Tag         Wert          Wir haben für Sie gebucht                 Belastung in EUR          Gutschrift in EUR',
      ' 29.10.        29.10.        Dauerauftrag                                          700,00',
      '                             Max Mustermann',
      ' 29.10.        29.10.        Zahlungseingang                                                              700,00',
      ' 02.11.        02.11.        Dauerauftrag                                            1,00',
      'ALTER KONTOSTAND                                    1.231,76 H EUR',
    ].join('\n');
    expect(rows(statement)).toEqual([
      ['2020-10-29', -70000, 'Dauerauftrag; Max Mustermann'],
      ['2020-10-29', 70000, 'Zahlungseingang'],
      ['2020-11-02', -100, 'Dauerauftrag'],
    ]);
    expect(countTransactionLines(statement)).toBe(3);
  });

  it('leaves text whose amounts do not line up with the header to the line reader', () => {
    const pasted = [
      'Date Description Debit Credit Balance',
      '03/14/2024 STARBUCKS 4.50  95.50',
      '03/15/2024 SALARY 2000.00 2095.50',
    ].join('\n');
    expect(rows(pasted).map((r) => r[0])).toEqual(['2024-03-14', '2024-03-15']);
  });
});

describe('a table whose records end with their amount', () => {
  // The date printed once per day; a record's words wrap above the line its amount stands on.
  const statement = [
    ' Current Account                                  At a glance',
    ' 16 Jan - 15 Feb 2024                             Start balance          £1,240.65',
    '                                                  End balance              £350.15',
    '',
    ' Date     Description                                   Money out £    Money in £     Balance £',
    ' 16 Jan   Start balance                                                              1,240.65',
    ' 17 Jan   Card Payment to Corner Shop On 16 Jan               34.50',
    '          Direct Debit to City Water',
    '          Ref: 8881234567                                     41.00',
    '          Card Payment to Cafe Nine On 16 Jan                  6.45                 1,158.70',
    ' 19 Jan   Received From J Sample',
    '          Ref: Savings                                                     200.00    1,358.70',
    ' 22 Jan   Bill Payment to Home Lettings',
    '          Ref: Flat 4 Rent                                   950.00',
    '          Card Payment to Streaming Co On 20 Jan              58.55                   350.15',
    ' 15 Feb   End balance                                                                  350.15',
  ].join('\n');

  it('gives each amount the words above it, takes the year from the period, and reconciles', () => {
    const extraction = extractTransactions(statement, { today: '2026-11-24' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2024-01-17', -3450, 'Card Payment to Corner Shop On 16 Jan'],
      ['2024-01-17', -4100, 'Direct Debit to City Water; Ref: 8881234567'],
      ['2024-01-17', -645, 'Card Payment to Cafe Nine On 16 Jan'],
      ['2024-01-19', 20000, 'Received From J Sample; Ref: Savings'],
      ['2024-01-22', -95000, 'Bill Payment to Home Lettings; Ref: Flat 4 Rent'],
      ['2024-01-22', -5855, 'Card Payment to Streaming Co On 20 Jan'],
    ]);
    expect(countTransactionLines(statement)).toBe(6);
    expect(extraction.balances).toMatchObject({ openingCents: 124065, closingCents: 35015 });
  });

  it('still gives words wrapped below an amount to that amount where records start with it', () => {
    const belowAmount = [
      ' Date          Description                  Debit      Credit          Balance',
      ' 01 Jan        Groceries                    40.00',
      '               Corner Shop Leeds',
      ' 02 Jan        Salary                                   500.00',
      '               Acme Ltd',
      ' 03 Jan        Coffee                        4.00',
    ].join('\n');
    expect(rows(belowAmount).map((r) => r[2])).toEqual([
      'Groceries; Corner Shop Leeds',
      'Salary; Acme Ltd',
      'Coffee',
    ]);
  });
});

describe('a table whose header stands apart from its figures', () => {
  it('reads capitals, a header of two lines, amounts set right of their header, a shifted page header and the totals row', () => {
    const row = (date: string, text: string, debit: string, credit: string, pad = 0) =>
      `${' '.repeat(pad)}${date.padEnd(8)}${text.padEnd(30)}${debit.padStart(16)}${credit.padStart(30)}`;
    const statement = [
      `${' '.repeat(8)}${'LIBELLE'.padEnd(30)}${'DEBIT'.padStart(7)}${'CREDIT'.padStart(30)}`,
      `${' '.repeat(8)}${'REFERENCE'.padEnd(30)}${'EUROS'.padStart(7)}${'EUROS'.padStart(30)}`,
      row('05/07', 'PRLV SEPA DIAC', '292,00', ''),
      row('05/07', 'VIREMENT SEPA POLE EMPLOI', '', '2 156,70'),
      row('07/07', 'CHEQUE 0000368', '1 225,00', ''),
      '',
      `${' '.repeat(20)}${'LIBELLE'.padEnd(30)}${'DEBIT'.padStart(7)}${'CREDIT'.padStart(30)}`,
      row('08/07', 'CB BOULANGERIE', '9,20', ''),
      row('09/07', 'VIR SALAIRE', '', '3 002,97'),
      row('', 'TOTAL DES MOUVEMENTS', '1 526,20', '5 159,67'),
    ].join('\n');
    expect(rows(statement).map(([, cents, text]) => [cents, text])).toEqual([
      [-29200, 'PRLV SEPA DIAC'],
      [215670, 'VIREMENT SEPA POLE EMPLOI'],
      [-122500, 'CHEQUE 0000368'],
      [-920, 'CB BOULANGERIE'],
      [300297, 'VIR SALAIRE'],
    ]);
  });
});

describe('a French statement with accented column headers and a value date', () => {
  it('reads the Débit and Crédit columns, the dates without their closing dot, and drops the value date', () => {
    const statement = [
      '                                    RELEVÉ DE COMPTE',
      '                                    du 1er mars 2024 au 31 mars 2024',
      ' Date    Nature des opérations                  Valeur       Débit         Crédit',
      '         SOLDE CREDITEUR AU 29.02.2024                                    1 845,22',
      ' 01.03   CB MONOPRIX PARIS 28/02                01.03        42,17',
      '         CARTE X1234',
      ' 05.03   VIR SEPA RECU /DE ACME SAS             05.03                   2 310,00',
      ' 12.03   PRLV SEPA FONCIA PARIS                 12.03     1 250,00',
      '',
      ' BNP PARIBAS SA au capital de 2.261.621.342 €',
      ' Ancien solde au 29/02/2024                 1 845,22 €',
      ' Nouveau solde au 31/03/2024                2 863,05 €',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2026-11-24' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2024-03-01', -4217, 'CB MONOPRIX PARIS 28/02; CARTE X1234'],
      ['2024-03-05', 231000, 'VIR SEPA RECU /DE ACME SAS'],
      ['2024-03-12', -125000, 'PRLV SEPA FONCIA PARIS'],
    ]);
    const { openingCents, closingCents } = extraction.balances!;
    expect(openingCents + 231000 - 4217 - 125000).toBe(closingCents);
  });
});

describe('an Indian statement', () => {
  it('reads lakh grouping, the Withdrawal Amt / Deposit Amt columns, and no summary row', () => {
    const statement = [
      ' Statement of Account No :912010012345678 for the period (From : 01-04-2024 To : 30-04-2024)',
      ' Tran Date   Particulars                          Withdrawal Amt     Deposit Amt   Closing Balance   Init.',
      '             OPENING BALANCE                                                          1,23,912.78',
      ' 01-04-2024  UPI/P2M/409112345678/SWIGGY                  456.00                       1,23,456.78   1234',
      ' 30-04-2024  NEFT/CITIN24123456789/ACME TECH                              1,85,000.00   3,08,456.78   1234',
      '             CLOSING BALANCE                               456.00       1,85,000.00   3,08,456.78',
      '',
      ' Opening Balance      Dr Count    Cr Count            Debits             Credits         Closing Bal',
      ' 1,23,912.78          1           1                   456.00         1,85,000.00         3,08,456.78',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2026-11-24' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2024-04-01', -45600],
      ['2024-04-30', 18500000],
    ]);
    expect(countTransactionLines(statement)).toBe(2);
    expect(extraction.balances).toMatchObject({ openingCents: 12391278, closingCents: 30845678 });
  });
});

describe('a balance summary table above the transactions', () => {
  const statement = [
    ' Balance summary',
    '',
    ' Product                         Opening balance         Money out          Money in       Closing balance',
    ' Account (Current)                       €512.40            €35.08           €300.00               €777.32',
    ' Total                                   €512.40            €35.08           €300.00               €777.32',
    '',
    ' Date             Description                                      Money out          Money in           Balance',
    ' Jan 2, 2024      Lidl                                                €23.18                             €489.22',
    '                  To: Lidl, Berlin',
    ' Jan 3, 2024      Top-Up by *4821                                                      €300.00           €789.22',
    ' Jan 5, 2024      Uber                                                €11.90                             €777.32',
  ].join('\n');

  it('gives no record, and its labels above their figures give the balances', () => {
    const extraction = extractTransactions(statement, { today: '2026-11-24' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2024-01-02', -2318],
      ['2024-01-03', 30000],
      ['2024-01-05', -1190],
    ]);
    expect(countTransactionLines(statement)).toBe(3);
    expect(extraction.balances).toMatchObject({ openingCents: 51240, closingCents: 77732 });
  });
});

describe('a table headed Additions / Subtractions over two lines, and a fee box after its totals', () => {
  it('reads the rows by column and nothing after the totals', () => {
    const statement = [
      '  Beginning balance on 3/1       $1,000.00',
      '  Ending balance on 3/31         $2,390.88',
      '                         Check                                                       Deposits/        Withdrawals/      Ending daily',
      '  Date                   Number Description                                          Additions        Subtractions           balance',
      '  3/1                           Purchase authorized on 02/28 Safeway #1234 Portland OR                       54.12',
      '  3/4                           Acme Corp Payroll 240304 0000123456 Sample Jordan     1,445.00                              2,390.88',
      '  Totals                                                                             $1,445.00              $54.12',
      '',
      ' Fee period 03/01/2024 - 03/31/2024                         Standard monthly service fee $10.00     You paid $0.00',
      '   · Minimum daily balance                                                             $500.00           $1,855.12',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-04-05' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2024-03-01', -5412],
      ['2024-03-04', 144500],
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 100000, closingCents: 239088 });
  });
});

describe('records of two lines under a day, as HSBC prints them', () => {
  it('are read and counted alike, and a rates table after the last balance is neither', () => {
    const statement = [
      ' Opening Balance                               2,105.33',
      ' Closing Balance                               1,125.98',
      ' Date        Payment type and details                               Paid out           Paid in           Balance',
      ' 05 Mar 24   BALANCE BROUGHT FORWARD                                                                    2,105.33',
      ' 06 Mar 24   VIS    TESCO STORES 3291',
      '                    LONDON                                             23.41',
      '             )))    PRET A MANGER',
      '                    LONDON                                              4.95                            2,076.97',
      ' 07 Mar 24   DD     THAMES WATER                                       38.00',
      '             SO     J SMITH LETTINGS',
      '                    FLAT 2 RENT                                        850.00                           1,188.97',
      ' 11 Mar 24   ATM    CASH HSBC MAR09',
      '                    ISLINGTON                                          50.00',
      '             VIS    NETFLIX.COM',
      '                    866-579-7172                                       12.99                            1,125.98',
      '             BALANCE CARRIED FORWARD                                                                    1,125.98',
      '',
      ' Arranged overdraft interest                      Up to £250          0.00%               0.00%',
      '                                                  Over £250           39.90%              39.90%',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-04-02' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2024-03-06', -2341, 'VIS TESCO STORES 3291; LONDON'],
      ['2024-03-06', -495, '))) PRET A MANGER; LONDON'],
      ['2024-03-07', -3800, 'DD THAMES WATER'],
      ['2024-03-07', -85000, 'SO J SMITH LETTINGS; FLAT 2 RENT'],
      ['2024-03-11', -5000, 'ATM CASH HSBC MAR09; ISLINGTON'],
      ['2024-03-11', -1299, 'VIS NETFLIX.COM'],
    ]);
    expect(extraction.unparsedLines).toEqual([]);
    expect(countTransactionLines(statement)).toBe(6);
  });
});

describe("a statement's currency", () => {
  it('comes from its column headers or balance lines when its amounts carry none', () => {
    const statement = [
      ' Start balance                  £1,240.65',
      ' Date     Description                    Money out £    Money in £     Balance £',
      ' 17 Jan   Card Payment to Corner Shop          34.50                    1,206.15',
      ' 18 Jan   Refund From Corner Shop                             4.50      1,210.65',
    ].join('\n');
    expect(extractTransactions(statement, { today: '2024-02-01' }).currency).toBe('GBP');
  });

  it('is not guessed from a foreign amount in a transaction line', () => {
    const statement = [
      'Date Description Amount',
      '01/05/2024 HOTEL PARIS 120.00 EUR 131.40',
      '01/06/2024 COFFEE SHOP 4.50',
    ].join('\n');
    expect(extractTransactions(statement).currency).toBeUndefined();
  });
});

describe('a German table dated by its value-date column', () => {
  it("takes each row's date from the Valuta column, its direction from 'zu Ihren Lasten / Gunsten'", () => {
    const statement = [
      'Kontoauszug vom 30.04.2024',
      'Angaben zu den Umsätzen                              Valuta    zu Ihren Lasten   zu Ihren Gunsten',
      'Alter Kontostand vom 28.03.2024                                                   EUR 1.204,55',
      'Lastschrift REWE Markt GmbH                          02.04             54,20',
      '  REWE SAGT DANKE',
      'Gutschrift Gehalt 04/2024 Nordlicht GmbH             26.04                           2.310,00',
      'Neuer Kontostand vom 30.04.2024                                                   EUR 3.460,35',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-05-05' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2024-04-02', -5420, 'Lastschrift REWE Markt GmbH; REWE SAGT DANKE'],
      ['2024-04-26', 231000, 'Gutschrift Gehalt 04/2024 Nordlicht GmbH'],
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 120455, closingCents: 346035 });
  });
});

describe('a table whose date column stands after the money', () => {
  it("dates each row from it, as TD prints 'FEB01' between the amounts and the balance", () => {
    const statement = [
      ' Statement Period: JAN 31/24 - FEB 29/24',
      ' Description                        Withdrawals ($)      Deposits ($)       Date           Balance ($)',
      ' BALANCE FORWARD                                                            JAN31              905.42',
      ' PREAUTH DEBIT RENT                      1,495.00                           FEB01              589.58OD',
      ' PAY ACME CORP               MSP                           1,876.30         FEB05            1,286.72',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-03-05' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2024-02-01', -149500],
      ['2024-02-05', 187630],
    ]);
  });
});

describe('a South African table dated by month and day after the money', () => {
  it("reads '12 15' under the Date header, and the year from the period", () => {
    const statement = [
      'Statement Period  15 December 2023 - 14 January 2024',
      'Details                                       Service         Debits         Credits        Date     Balance',
      '                                              Fee',
      'BALANCE BROUGHT FORWARD                                                                     12 15   3,482.17',
      'CHEQUE CARD PURCHASE                                         612.45-                        12 15   2,869.72',
      'PICK N PAY FAMILY ROSEBANK 4451*8812 13 DEC',
      'CREDIT TRANSFER                                                            28,450.00        01 02  31,319.72',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-01-20' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2023-12-15', -61245],
      ['2024-01-02', 2845000],
    ]);
  });
});

describe("a card's table in sections, each with its own total", () => {
  it('goes on after a section total where a dated row stands in the same columns', () => {
    const statement = [
      'Statement Period 12/08/2023 to 01/07/2024',
      'Trans   Post    Description                                        Credits         Charges',
      'Payments',
      '12/27   12/27   AUTOMATIC PAYMENT - THANK YOU                     1,873.42',
      '                TOTAL PAYMENTS FOR THIS PERIOD                                   $1,873.42',
      'Purchases, Balance Transfers & Other Charges',
      '12/08   12/09   WHOLE FOODS LPK 10245 CHICAGO IL                                     87.14',
      '                TOTAL PURCHASES FOR THIS PERIOD                                      $87.14',
    ].join('\n');
    expect(rows(statement).map(([date, cents]) => [date, cents])).toEqual([
      ['2023-12-27', 187342],
      ['2023-12-08', -8714],
    ]);
  });
});

describe("a card's sections of fees and interest after a total of its charges", () => {
  it("go on after a total naming 'balance transfers', and a 0.00 line of interest not charged is no row", () => {
    const statement = [
      'Statement Period 12/17/2023 to 01/16/2024',
      'Trans  Post   Description                                        Credits       Charges',
      'Purchases, Balance Transfers & Other Charges',
      '01/06  01/08  PREMIER INN LONDON GBR                                            105.66',
      '              TOTAL PURCHASES, BALANCE TRANSFERS & OTHER CHARGES FOR THIS PERIOD  $105.66',
      'Fees Charged',
      '01/06  01/08  FOREIGN CURRENCY CONVERSION FEE                                     3.17',
      '              TOTAL FEES CHARGED FOR THIS PERIOD                                  $3.17',
      'Interest Charged',
      '01/16  01/16  INTEREST CHARGE ON PURCHASES                                       12.36',
      '              INTEREST CHARGE ON CASH ADVANCES                                    0.00',
      '              TOTAL INTEREST CHARGED FOR THIS PERIOD                             $12.36',
    ].join('\n');
    expect(rows(statement).map(([date, cents]) => [date, cents])).toEqual([
      ['2024-01-06', -10566],
      ['2024-01-06', -317],
      ['2024-01-16', -1236],
    ]);
  });
});

describe('a table whose rows print their number before the date', () => {
  it("reads each row's own date after its number", () => {
    const statement = [
      'Tran    Date        Description                       Fees (R)    Debits (R)   Credits (R)     Balance (R)',
      'list no',
      '        01/03/2024  Opening balance                                                        7,812.40Cr',
      '   1    01/03/2024  MONTHLY ACCOUNT FEE                 115.00                                  7,697.40Cr',
      '   2    14/03/2024  DISCOVERY LIFE                                   650.00                    7,047.40Cr',
      '  10    22/03/2024  IMMEDIATE PAYMENT RECEIVED                                     500.00      7,547.40Cr',
    ].join('\n');
    expect(rows(statement).map(([date, cents]) => [date, cents])).toEqual([
      ['2024-03-01', -11500],
      ['2024-03-14', -65000],
      ['2024-03-22', 50000],
    ]);
  });
});

describe('an Italian table over two pages', () => {
  it("ends a page at 'A RIPORTARE', goes on after 'RIPORTO', and reads 'ORE 18.22' as a time", () => {
    const statement = [
      'Data contabile   Data valuta   Descrizione                                  Addebiti       Accrediti',
      '04.03.2024     02.03.2024    PAGAMENTO TRAMITE POS                             56,73',
      '                             CARTA N.XXXX 4471 DEL 02/03/24 ORE 18.22',
      '05.03.2024     05.03.2024    ACCREDITO BONIFICO                                               200,00',
      '                             A RIPORTARE                                       56,73           200,00',
      '',
      'Intesa Sanpaolo S.p.A. - Capitale Sociale Euro 10.368.870.930,08',
      '',
      'Data contabile   Data valuta   Descrizione                                  Addebiti       Accrediti',
      '                             RIPORTO                                           56,73           200,00',
      '12.03.2024     10.03.2024    PAGAMENTO CARTA ESTERO                           110,96',
    ].join('\n');
    expect(rows(statement).map(([date, cents]) => [date, cents])).toEqual([
      ['2024-03-04', -5673],
      ['2024-03-05', 20000],
      ['2024-03-12', -11096],
    ]);
  });
});

describe('a French table that prints the booking date first and the operation date in its own column', () => {
  it("keeps the operation's date, the day the money was spent", () => {
    const statement = [
      '  DATE                                                         DATE     DATE                     DEBIT                    CREDIT',
      ' COMPTA',
      '                         LIBELLE/REFERENCE                OPERATION VALEUR                    EUROS                    EUROS',
      '                                              SOLDE CREDITEUR AU 04/07/2022                                          1 100,72',
      '  19/07      F COTIS FAMILLE CONFORT               0015987    18/07    18/07                       11,45',
      '  02/08      ECHEANCE PRET                          8891338    01/08    01/08                    1 461,89',
      '  02/08      VIR M GERARDUS PERPIGNAN               0812425    02/08    02/08                                           500,00',
      '                                              SOLDE CREDITEUR AU 02/08/2022                                           127,38',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2022-08-05' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2022-07-18', -1145],
      ['2022-08-01', -146189],
      ['2022-08-02', 50000],
    ]);
  });
});

describe('Italian Dare / Avere columns and an Italian total', () => {
  it('read debits and credits by column and stop at the total', () => {
    const statement = [
      ' Data         Data        Descrizione operazioni                                      Dare             Avere',
      ' contabile    valuta',
      ' 29.02.2024               SALDO INIZIALE                                                              1.830,12',
      ' 04.03.2024   04.03.2024  BONIFICO AFFITTO ROSSI                                      750,00',
      ' 08.03.2024   08.03.2024  ACCREDITO STIPENDIO ACME SPA                                                2.240,00',
      '                          TOTALE MOVIMENTI                                            750,00           2.240,00',
      ' 31.03.2024               SALDO FINALE                                                                3.320,12',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-04-06' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2024-03-04', -75000],
      ['2024-03-08', 224000],
    ]);
    expect(countTransactionLines(statement)).toBe(2);
    expect(extraction.balances).toMatchObject({ openingCents: 183012, closingCents: 332012 });
  });
});

describe('a Canadian table with overdrawn balances and a balance forward dated in words', () => {
  it("reads 'OD' balances, dates from the date column, and counts alike", () => {
    const statement = [
      ' Description                        Withdrawals ($)      Deposits ($)       Date           Balance ($)',
      ' BALANCE FORWARD                                                            JAN31              905.42',
      ' PREAUTH DEBIT RENT                      1,495.00                           FEB01              589.58OD',
      ' VISA DEBIT PURCHASE METRO                  63.27                           FEB02              652.85OD',
      ' PAY ACME CORP               MSP                           1,876.30         FEB05            1,223.45',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-03-05' });
    expect(extraction.transactions.map((t) => t.amountCents)).toEqual([-149500, -6327, 187630]);
    expect(countTransactionLines(statement)).toBe(3);
  });
});

describe('a photographed table whose amounts drift across the columns', () => {
  it('is read by its lines and running balance instead, with balances on two dates', () => {
    const photo = [
      'Money In          £120.00      Balance on 01 March 2024   £842.17',
      'Money Out          £74.96      Balance on 31 March 2024   £887.21',
      'Date      Description         Type    Money In (£)   Money Out (£)   Balance (£)',
      '01 Mar 24  TESC0 STORES 3142   DEB                    23.61          818.56',
      '04 Mar 24  M SAMPLE  FPI            120.00                                   938.56',
      'O6 Mar 24 COSTA C0FFEE  DEB                               4.35            934.21',
      '08 Mar 24   BRITISH GAS   DD                                    47.00              887.21',
    ].join('\n');
    const extraction = extractTransactions(photo, { today: '2024-04-05' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2024-03-01', -2361],
      ['2024-03-04', 12000],
      ['2024-03-06', -435],
      ['2024-03-08', -4700],
    ]);
    expect(countTransactionLines(photo)).toBe(4);
    expect(extraction.balances).toMatchObject({ openingCents: 84217, closingCents: 88721 });
  });
});

describe("an account's currency from its IBAN", () => {
  it('is taken when nothing else names one', () => {
    const statement = [
      ' IBAN: DE00 1234 5678 1234 5678 90',
      ' 01.02   01.02  Lastschrift STADTWERKE                     45,90-',
      ' 05.02   05.02  Gutschrift LENA VOGEL                      30,00+',
    ].join('\n');
    expect(extractTransactions(statement, { today: '2024-03-01' }).currency).toBe('EUR');
    const british = [' GB00HBUK40112212345678', ' 06 Mar 24   VIS    TESCO STORES     23.41'].join(
      '\n',
    );
    expect(extractTransactions(british, { today: '2024-04-01' }).currency).toBe('GBP');
  });
});

describe('a summary table above the transactions, and signs apart from their figures', () => {
  it("reads '- $64.20' and '+ $1,820.00', and the summary's columns end at the next table's header", () => {
    const statement = [
      ' CASHFLOW SUMMARY            Opening Balance   Deposits/Credits   Withdrawals/Debits   Closing Balance',
      ' 360 Checking...2108              $1,204.18          $1,820.00              $64.20         $2,959.98',
      ' DATE     DESCRIPTION                                     CATEGORY        AMOUNT       BALANCE',
      ' May 2    Debit Card Purchase - KROGER #512 RICHMOND VA   Debit           - $64.20     $1,139.98',
      ' May 3    Deposit from ACME CORP PAYROLL                  Credit       + $1,820.00     $2,959.98',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-06-05' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2024-05-02', -6420],
      ['2024-05-03', 182000],
    ]);
    expect(countTransactionLines(statement)).toBe(2);
  });
});

describe('a table whose debit and credit columns are both filled, the unused one with 0.00', () => {
  it('takes the figure that is not zero for the row', () => {
    const lines = [
      '   Tanggal Transaksi   Uraian Transaksi                 Teller          Debet           Kredit             Saldo',
      '   Transaction Date    Transaction Description          User ID         Debit           Credit           Balance',
      '   15/08/25 07:48:09   PEMBAYARAN BPJS KESEHATAN        8888051    150,000.00             0.00      1,623,530.33',
      '   16/08/25 11:11:51   BIFAST CR 451 TOKOPEDIA REFUND   0000000          0.00       129,000.00      1,752,530.33',
      '   19/08/25 16:44:02   QRIS ALFAMART SUKAMAJU DEPOK     8888051     64,300.00             0.00      1,688,230.33',
    ];
    expect(rows(lines.join('\n')).map(([date, cents]) => [date, cents])).toEqual([
      ['2025-08-15', -15000000],
      ['2025-08-16', 12900000],
      ['2025-08-19', -6430000],
    ]);
  });
});

describe("a card statement's footer under its table, a telephone number at its end", () => {
  it("reads no money from '+41 44 828 31 35', and the balances of 'Saldo letzte Rechnung'", () => {
    const lines = [
      'Übersicht                                                                                              CHF',
      "Saldo letzte Rechnung vom 14.04.2026                                                              1'284.55",
      'Neuer Saldo zu unseren Gunsten                                                                      262.81',
      'Einkaufs-  Buchungs-  Beschreibung                                  Betrag in      Belastung     Gutschrift',
      'datum      datum                                                 Fremdwährung            CHF            CHF',
      "17.04.26   17.04.26   Ihre Zahlung - Besten Dank                                                  1'284.55",
      '26.04.26   28.04.26   TRENITALIA MILANO CENTRALE                     EUR 29.90         28.17',
      '26.04.26   28.04.26   Bearbeitungsgebühr Fremdwährung 1.75%                             0.49',
      '26.04.26   28.04.26   Bargeldbezug BANCOMAT INTESA SANPAOLO MILANO  EUR 200.00        234.15',
      '',
      'UBS Switzerland AG, Postfach, 8098 Zürich · ubs.com/kreditkarten · Kartensperrung 24h: +41 44 828 31 35',
    ];
    const result = extractTransactions(lines.join('\n'), { today: '2026-05-20' });
    expect(result.transactions.map((t) => t.amountCents)).toEqual([128455, -2817, -49, -23415]);
    expect(result.balances).toMatchObject({ openingCents: 128455, closingCents: 26281 });
  });
});
