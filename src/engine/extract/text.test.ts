import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';

function read(input: string, today?: string) {
  const result = extractTransactions(input, today ? { today } : {});
  return {
    format: result.format,
    rows: result.transactions.map((t) => [t.date, t.amountCents, t.description] as const),
    lines: result.transactions.map((t) => t.line),
    unparsed: result.unparsedLines,
    currency: result.currency,
    counted: countTransactionLines(input),
  };
}

describe('pasted text: one transaction per line', () => {
  it('reads a card statement: unsigned charges are spending, the payment is money in', () => {
    const r = read(
      [
        '03/14 STARBUCKS #123 SEATTLE WA 4.50',
        '03/15 UBER *TRIP HELP.UBER.COM 12.30',
        '03/16 PAYMENT THANK YOU -500.00',
        '03/17 AMAZON MKTP US*2K4LM8 23.99',
      ].join('\n'),
      '2024-04-02',
    );
    expect(r.format).toBe('text');
    expect(r.rows).toEqual([
      ['2024-03-14', -450, 'STARBUCKS #123 SEATTLE WA'],
      ['2024-03-15', -1230, 'UBER *TRIP HELP.UBER.COM'],
      ['2024-03-16', 50000, 'PAYMENT THANK YOU'],
      ['2024-03-17', -2399, 'AMAZON MKTP US*2K4LM8'],
    ]);
    expect(r.counted).toBe(4);
  });

  it('leaves a year-less date without a year when nothing in the input gives one', () => {
    expect(read('03/14 STARBUCKS #123 SEATTLE WA 4.50').rows[0]?.[0]).toBeNull();
  });

  it('takes the year from a full date elsewhere in the text', () => {
    const r = read(
      [
        'Statement period: 12/15/2023 - 01/14/2024',
        'Trans Date Post Date Description Amount',
        'Dec 28 Dec 29 SHELL OIL 57444 $45.10',
        'Jan 03 Jan 04 STARBUCKS STORE 123 $4.50',
        'Total fees for this period $0.00',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2023-12-28', -4510, 'SHELL OIL 57444'],
      ['2024-01-03', -450, 'STARBUCKS STORE 123'],
    ]);
    expect(r.counted).toBe(2);
  });

  it('reads a bank statement with signed amounts: unsigned ones are money in', () => {
    const r = read(
      [
        '2024-03-14 TESCO STORES 2314 -12.50',
        '2024-03-15 SALARY ACME LTD 2,000.00',
        '2024-03-16 BOOTS -8.99',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-1250, 200000, -899]);
  });

  it('reads the direction of unsigned amounts from the running balance, and skips balance lines', () => {
    const r = read(
      [
        'Opening balance                         1,000.00',
        '14 Mar 2024  TESCO STORES 2314            12.50      987.50',
        '15 Mar 2024  ACME LTD                  2,000.00    2,987.50',
        '16 Mar 2024  BOOTS 123                     8.99    2,978.51',
        'Closing balance                         2,978.51',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2024-03-14', -1250, 'TESCO STORES 2314'],
      ['2024-03-15', 200000, 'ACME LTD'],
      ['2024-03-16', -899, 'BOOTS 123'],
    ]);
    expect(r.unparsed).toEqual([]);
    expect(r.counted).toBe(3);
  });

  it("turns rows by their running balance when a bank's name reads as a heading of deposits", () => {
    // 'Caixa Geral de Depósitos' is the bank, yet its words end like a section of deposits.
    const r = read(
      [
        'Caixa Geral de Depósitos                                   EXTRATO',
        '',
        'Data Mov.   Descritivo                          Montante        Saldo',
        '            SALDO INICIAL                                    1.326,54',
        '02-11-2026  COMPRA 4821 PINGO DOCE ALVALADE         38,47    1.288,07',
        '06-11-2026  TRF MB WAY DE CATARINA FERREIRA         22,50    1.310,57',
        '09-11-2026  DD PT53700143 MEO SA                    49,99    1.260,58',
        '10-11-2026  PAG SERV 10158 EPAL                     28,74    1.231,84',
        '            SALDO FINAL                                      1.231,84',
      ].join('\n'),
    );
    expect(r.rows.map((row) => row[1])).toEqual([-3847, 2250, -4999, -2874]);
  });

  it('reads European amounts and a stated currency', () => {
    const r = read(
      [
        '14.03.2024 REWE SAGT DANKE 123 -23,45 EUR',
        '15.03.2024 Gehalt Firma GmbH 2.500,00 EUR',
        '16.03.2024 DM DROGERIE -8,95 EUR',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2024-03-14', -2345, 'REWE SAGT DANKE 123'],
      ['2024-03-15', 250000, 'Gehalt Firma GmbH'],
      ['2024-03-16', -895, 'DM DROGERIE'],
    ]);
    expect(r.currency).toBe('EUR');
  });

  it('reads CR, DR and parentheses beside the amount', () => {
    const r = read(
      [
        '14/03/2024 SALARY ACME 2,000.00 CR',
        '15/03/2024 TESCO 12.50 DR',
        '16/03/2024 FEE (3.00)',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([200000, -1250, -300]);
  });

  it('reads the amount right after the date', () => {
    expect(read('2024-03-14 -4.50 STARBUCKS\n2024-03-15 -2.00 TEA').rows).toEqual([
      ['2024-03-14', -450, 'STARBUCKS'],
      ['2024-03-15', -200, 'TEA'],
    ]);
  });

  it('reads the date written after the amount', () => {
    const r = read('STARBUCKS -4.50 03/14/2024\nUBER -12.00 Mar 15, 2024');
    expect(r.rows).toEqual([
      ['2024-03-14', -450, 'STARBUCKS'],
      ['2024-03-15', -1200, 'UBER'],
    ]);
    expect(r.counted).toBe(2);
  });

  it('reads OCR text with uneven spacing', () => {
    const r = read(
      [
        '03/14/2024   STARBUCKS   #123   SEATTLE   WA     4 . 50',
        '03/15/2024   WHOLE  FOODS  MKT          45. 10',
        '03/16/2024   CVS/PHARMACY  #0482          12 .99',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2024-03-14', -450, 'STARBUCKS #123 SEATTLE WA'],
      ['2024-03-15', -4510, 'WHOLE FOODS MKT'],
      ['2024-03-16', -1299, 'CVS/PHARMACY #0482'],
    ]);
    expect(r.counted).toBe(3);
  });

  it('reads a list without dates; words like refund mean money in', () => {
    const r = read('Netflix 15.99\nSpotify 9.99\nRent 1200.00\nRefund from Amazon 23.00');
    expect(r.rows).toEqual([
      [null, -1599, 'Netflix'],
      [null, -999, 'Spotify'],
      [null, -120000, 'Rent'],
      [null, 2300, 'Refund from Amazon'],
    ]);
  });

  it('reads whole-number amounts when the text writes no decimals at all', () => {
    expect(read('Rent 1200\nGroceries 300\nGym $45').rows.map((x) => x[1])).toEqual([
      -120000, -30000, -4500,
    ]);
  });
});

describe('pasted text: records over several lines', () => {
  it('reads date, merchant, amount and balance on separate lines', () => {
    const r = read(
      [
        'Date\tDescription\tAmount\tBalance',
        'Mar 14, 2024',
        'STARBUCKS STORE 123',
        '-$4.50',
        '$1,230.00',
        'Mar 15, 2024',
        'PAYROLL ACME CORP',
        '$2,500.00',
        '$3,730.00',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2024-03-14', -450, 'STARBUCKS STORE 123'],
      ['2024-03-15', 250000, 'PAYROLL ACME CORP'],
    ]);
    expect(r.lines).toEqual([2, 6]);
    expect(r.counted).toBe(2);
  });

  it('keeps the transaction date of a record with a posting date on the next line', () => {
    const r = read(
      [
        '03/14/2024',
        '03/15/2024',
        'STARBUCKS',
        '-4.50',
        '03/16/2024',
        '03/17/2024',
        'SHELL',
        '-40.00',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2024-03-14', -450, 'STARBUCKS'],
      ['2024-03-16', -4000, 'SHELL'],
    ]);
  });

  it('gives records under a date heading that date', () => {
    const r = read(
      [
        'Friday, March 15, 2024',
        'STARBUCKS -4.50',
        'UBER TRIP -12.30',
        'Saturday, March 16, 2024',
        'WHOLE FOODS -45.10',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2024-03-15', -450, 'STARBUCKS'],
      ['2024-03-15', -1230, 'UBER TRIP'],
      ['2024-03-16', -4510, 'WHOLE FOODS'],
    ]);
    expect(r.counted).toBe(3);
  });
});

describe('a Russian card report', () => {
  it("reads glued day-month dates with the period's years, and each amount in the account's currency with its CR mark", () => {
    const report = [
      'ОТЧЕТ СОСТАВЛЕН ЗА ПЕРИОД',
      '        16ИЮН18 - 16ИЮН19',
      'ОСТАТОК НА НАЧАЛО ПЕРИОДА:                                   318.30+',
      '      02ИЮЛ 02ИЮЛ18 000000 ПОПОЛНЕНИЕ СЧЕТА       RUR        10000.00    10000.00CR',
      '      03ИЮЛ 03ИЮЛ18 277436 SBOL                   RUR         5000.00     5000.00',
      '      07СЕН 07СЕН18 211698 ATM 038470             RUR         4900.00     4900.00',
      '      27СЕН 27СЕН18 298990 SBOL                   RUR         2200.00     2200.00CR',
      'VISA  02ОКТ 03ОКТ18 211699 ATM 038470             RUR          100.00      100.00',
      'ОСТАТОК НА КОНЕЦ ПЕРИОДА:                                    2518.30+',
    ].join('\n');
    const extraction = extractTransactions(report);
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2018-07-02', 1000000],
      ['2018-07-03', -500000],
      ['2018-09-07', -490000],
      ['2018-09-27', 220000],
      // A first cell of words (the card) before a date in the statement's date column.
      ['2018-10-02', -10000],
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 31830, closingCents: 251830 });
  });
});

describe('a table whose cells the PDF text ran together (pdf.js)', () => {
  it('separates the cells by the figures that carry their currency sign, and the balances decide', () => {
    const statement = [
      'ВЫПИСКА по Депозиту за период с 13.02.23 по 13.05.23',
      'Краткое содержание операций по депозиту:',
      'На Депозите 13.02.23',
      '1 204 134,61 ₸',
      'На Депозите 13.05.23',
      '1 198 302,78 ₸',
      'ДатаСуммаОперацияДеталиНа Депозите',
      '01.03.23+14 168,17 ₸Вознаграждение1 218 302,78 ₸',
      '06.03.23-10 000,00 ₸Перевод1 208 302,78 ₸',
      '07.03.23-10 000,00 ₸Перевод1 198 302,78 ₸',
      '10.03.23РазноеПродление депозита1 198 302,78 ₸',
    ].join('\n');
    const extraction = extractTransactions(statement);
    expect(extraction.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2023-03-01', 1416817, 'Вознаграждение'],
      ['2023-03-06', -1000000, 'Перевод'],
      ['2023-03-07', -1000000, 'Перевод'],
    ]);
    expect(extraction.currency).toBe('KZT');
    expect(extraction.balances).toMatchObject({ openingCents: 120413461, closingCents: 119830278 });
  });
});

describe('pasted text: what is not a transaction', () => {
  it("reads a card statement's first page alone: the previous balance and foreign amounts are not transactions", () => {
    // One page photographed or uploaded on its own: no summary box, no 'NEW BALANCE' below.
    const r = read(
      [
        'STATEMENT DATE: August 15, 2014                 1 OF 3',
        'PREVIOUS STATEMENT: July 14, 2014',
        'TRANSACTION  POSTING',
        'DATE         DATE      ACTIVITY DESCRIPTION                 AMOUNT($)',
        '                       PREVIOUS STATEMENT BALANCE           $6,619.48',
        'JUL 15       JUL 16    PAYMENT - THANK YOU                   -$211.00',
        'JUL 16       JUL 16    DOMINOS PIZZA 10322 TORONTO             $39.07',
        'JUL 20       JUL 21    2NDSITE FRESHBOOKS 416-481-6946         $24.88',
        '                       FOREIGN CURRENCY 22.54 USD',
        '                       @ EXCHANGE RATE 1.10381',
      ].join('\n'),
    );
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2014-07-15', 21100],
      ['2014-07-16', -3907],
      ['2014-07-20', -2488],
    ]);
    expect(r.counted).toBe(3);
  });

  it('skips balances, totals and limits', () => {
    const r = read(
      [
        'Previous balance $1,234.56',
        'Credit limit $5,000.00',
        'Available credit $3,765.44',
        'Minimum payment due $25.00',
        '03/14/2024 STARBUCKS -4.50',
        'Payments and credits -$500.00',
        'Total 4.50',
        'New balance $1,230.06',
      ].join('\n'),
    );
    expect(r.rows).toEqual([['2024-03-14', -450, 'STARBUCKS']]);
    expect(r.unparsed).toEqual([]);
    expect(r.counted).toBe(1);
  });

  it('does not mistake a merchant for a summary line', () => {
    const r = read(
      ['03/14/2024 TOTAL WINE & MORE -45.00', '03/15/2024 BALANCE TRANSFER FEE -5.00'].join('\n'),
    );
    expect(r.rows.map((x) => x[2])).toEqual(['TOTAL WINE & MORE', 'BALANCE TRANSFER FEE']);
  });

  it('lists a line whose amount cannot be read as unparsed', () => {
    const r = read(
      ['03/14/2024 STARBUCKS -4.50', '03/15/2024 SHELL -4.5O', '03/16/2024 CVS -12.99'].join('\n'),
    );
    expect(r.rows).toHaveLength(2);
    expect(r.unparsed).toEqual(['03/15/2024 SHELL -4.5O']);
  });

  it('reads nothing from prose', () => {
    const r = read('Hello, this is not a statement.\nIt has no amounts at all, just words.');
    expect(r.rows).toEqual([]);
    expect(r.unparsed).toEqual([]);
    expect(r.counted).toBe(0);
  });
});

describe('statements of dated lines (PDF text)', () => {
  it("reads two day-month dates side by side without taking the second's day for a year", () => {
    const r = read(
      [
        'Statement Period: 20/07/2025 to 19/08/2025',
        '   03 Aug     03 Aug       Interest Purchases             6.30',
        '   05 Aug     06 Aug       Pak N Save Wairau Road         123.40',
        '   09 Aug     10 Aug       Gull Albany Auckland           85.00',
      ].join('\n'),
    );
    expect(r.rows.map(([date]) => date)).toEqual(['2025-08-03', '2025-08-05', '2025-08-09']);
  });

  it('dates a row whose first date OCR could not read by its second, rather than dropping it', () => {
    const r = read(
      [
        'Statement period JUN 17, 2014 - JUL 16, 2014',
        'Previous Balance   $500.00',
        'New Balance   $389.00',
        'JUN 20    JUN 21    AMAZON MKTPLACE                 $45.00',
        'JUN 25    JUN 26    SHELL OIL 1234                  $30.00',
        'JUL 02    JUL 03    STARBUCKS 555                   $25.00',
        'JUL IS    JUL 16    PAYMENT - THANK YOU            -$211.00',
      ].join('\n'),
    );
    expect(r.rows.at(-1)).toEqual(['2014-07-16', 21100, 'PAYMENT - THANK YOU']);
    expect(r.rows).toHaveLength(4);
  });

  const statement = [
    'STATEMENT PERIOD Jan 1 - Jan 31, 2021',
    'PREVIOUS STATEMENT BALANCE $6,619.48',
    'CREDIT LIMIT $10,000.00',
    'DATE DESCRIPTION CATEGORY AMOUNT BALANCE',
    'Jan 6 Zelle money sent to GOOD FRIEND Debit - $3.00 $2.00',
    'Jan 8 WHOLEFDS MKT 10234 AUSTIN TX Debit - $12.40 $89.60',
    'FOREIGN CURRENCY 9.66 USD @ 1.2836',
    'Jan 12 Deposit from 360 Performance Savings Credit + $100.00 $102.00',
    'Jan 12',
    'Zelle money sent to JANE DOE',
    'Debit - $25.00 $77.00',
    'Jan 13 Withdrawal from AMEX EPAYMENT ACH PMT Debit - $34.56 $42.44',
    'Available Credit $8,000.00',
  ].join('\n');

  it('reads only the dated records; undated money is a balance, a limit or a note', () => {
    const r = read(statement);
    expect(r.rows).toEqual([
      ['2021-01-06', -300, 'Zelle money sent to GOOD FRIEND Debit'],
      // The note under a record is its detail, not a record of its own.
      [
        '2021-01-08',
        -1240,
        'WHOLEFDS MKT 10234 AUSTIN TX Debit; FOREIGN CURRENCY 9.66 USD @ 1.2836',
      ],
      ['2021-01-12', 10000, 'Deposit from 360 Performance Savings Credit'],
      ['2021-01-12', -2500, 'Zelle money sent to JANE DOE; Debit'],
      ['2021-01-13', -3456, 'Withdrawal from AMEX EPAYMENT ACH PMT Debit'],
    ]);
    expect(r.counted).toBe(5);
  });

  it('does not take a statement period ("Jan 1 - Jan 31, 2021") for the start of a record', () => {
    const r = read(
      [
        'Jan 1 - Jan 31, 2021',
        'Account Summary',
        'Checking $5.00 $462.23',
        ...statement.split('\n').slice(4),
      ].join('\n'),
    );
    expect(r.rows.map((row) => row[1])).toEqual([-300, -1240, 10000, -2500, -3456]);
    expect(r.counted).toBe(5);
  });

  it('still reads undated lines where most money lines have no date (a list without dates)', () => {
    const r = read(['Rent 1200.00', 'Groceries 82.10', 'Coffee 4.50'].join('\n'));
    expect(r.rows.map((row) => row[1])).toEqual([-120000, -8210, -450]);
  });
});

describe('credit card statements', () => {
  it("read charges written plainly as spending and the minus amounts as the card's credits", () => {
    const r = read(
      [
        'Credit Limit $23,900.00        Available Credit $15,444.32',
        'Minimum Payment Due $67.11',
        '02/15/25*  AUTOPAY PAYMENT RECEIVED - THANK YOU   -$19,246.01',
        '02/20/25   AplPay RUNSIGNUP*SIGNUP MOORESTOWN NJ   -$10.00',
        '01/24/25   AplPay THE FOUNTAIN OF FAIR FORTUNE ORLANDO FL   $47.45',
        '01/25/25   DELTA AIR LINES ATLANTA GA   $312.20',
        '01/27/25   SHELL OIL 57442180 ORLANDO FL   $41.02',
        '01/28/25   WHOLEFDS ORL 10234 ORLANDO FL   $88.10',
      ].join('\n'),
    );
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2025-02-15', 1924601],
      ['2025-02-20', 1000],
      ['2025-01-24', -4745],
      ['2025-01-25', -31220],
      ['2025-01-27', -4102],
      ['2025-01-28', -8810],
    ]);
  });

  it('keep the signs of a current account statement that prints no card summary', () => {
    const r = read(
      [
        '01/06/25 Card purchase GROCER -45.10',
        '01/07/25 Salary ACME 2,500.00',
        '01/08/25 Rent -1,200.00',
        '01/09/25 Refund SHOP 12.00',
      ].join('\n'),
    );
    expect(r.rows.map((row) => row[1])).toEqual([-4510, 250000, -120000, 1200]);
  });
});

describe('statement sections', () => {
  it('take the direction of unsigned amounts from their heading, and hold no transactions under daily balances', () => {
    const r = read(
      [
        'Statement period 12/09/2013 - 01/08/2014',
        '    DEPOSITS AND OTHER CREDITS',
        'DATE..........AMOUNT.TRANSACTION DESCRIPTION',
        '12/31          27.00 USAA FUNDS TRANSFER CR',
        '    OTHER DEBITS',
        '12/13          80.32 USAA FUNDS TRANSFER DB',
        '12/16          10.00 POS DEBIT               123456',
        '                     TARGET                    SOME CITY ST',
        ' ACCOUNT BALANCE SUMMARY',
        '      12/09         217.00',
        '      12/13         136.68',
        '      12/16         126.68',
        '      12/31         153.68',
      ].join('\n'),
    );
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2013-12-31', 2700],
      ['2013-12-13', -8032],
      ['2013-12-16', -1000],
    ]);
    expect(r.counted).toBe(3);
  });

  it('does not take a sentence ending in a heading word for a heading', () => {
    const r = read(
      [
        'Payments are applied to the balance (after credits).',
        '01/02/2024 STARBUCKS 4.50',
        '01/03/2024 SHELL 30.00',
        '01/04/2024 TESCO 12.00',
        '01/05/2024 PAYMENT THANK YOU -100.00',
      ].join('\n'),
    );
    expect(r.rows.map((row) => row[1])).toEqual([-450, -3000, -1200, 10000]);
  });
});

describe('German current account text with its columns collapsed', () => {
  const statement = [
    'Kontoauszug Nummer 004 / 2021 vom 05.03.2021 bis 01.04.2021',
    'Bu.Tag Wert Wir haben für Sie gebucht Belastung in EUR Gutschrift in EUR',
    '05.03. 05.03. Überweisung 418,50',
    'XXX XXX XXX',
    'KREF+HKCSA85275SVWZ+XXXX XXXX 2021DATUM',
    '02.12.2020, 04.06 UHR1.TAN 353244',
    '08.03. 08.03. Dauerauftrag 150,00',
    'SVWZ+034421284 LA000892403/034421284 RENTE 50,00',
    '10.03. 10.03. Kartenzahlung 82,88',
    '1663 01.04.2021- 30.04.2021 23,56',
    '11.03. 11.03. Überweisung 300,00',
    '15.03. 15.03. Kartenzahlung 20,00',
    '17.03. 17.03. Basislastschrift 29,70',
    'Abrechnung 31.03.2021 0,24-',
  ].join('\n');

  it('keeps booking and value date apart, takes the year from the period, and reads the rows only', () => {
    const r = read(statement);
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2021-03-05', -41850],
      ['2021-03-08', -15000],
      ['2021-03-10', -8288],
      ['2021-03-11', -30000],
      ['2021-03-15', -2000],
      ['2021-03-17', -2970],
    ]);
    expect(r.counted).toBe(6);
  });
});

describe('an account overview above the transactions', () => {
  it('is not a transaction; the table after it is, with its thousands and its deposits read right', () => {
    const r = read(
      [
        'DATUM 01 Apr. 2024 - 31 Mai 2024',
        'KONTOÜBERSICHT',
        'PRODUKT ANFANGSSALDO ZAHLUNGSEINGANG ZAHLUNGSAUSGANG ENDSALDO',
        'Depotkonto 0,00 € 37.036,36 € 18.693,44 € 18.342,92 €',
        'UMSATZÜBERSICHT',
        'DATUM TYP BESCHREIBUNG ZAHLUNGSEINGANG ZAHLUNGSAUSGANG SALDO',
        '02 Mai Überweisung Einzahlung akzeptiert: AT98 auf 2024 DE98 5.361,15 € 5.361,15 €',
        '20 Mai 2024 Überweisung PayOut to transit 4.085,60 € 1.275,55 €',
        '27 Mai 2024 Handel Buy trade KONTRON AG, quantity: 23 481,70 € 793,85 €',
        '28 Mai 2024 Kartentransaktion CSXaP 1,00 € 792,85 €',
        '30 Mai 2024 Kartentransaktion QLSQ Fil. 4249 2,24 € 790,61 €',
      ].join('\n'),
    );
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2024-05-02', 536115],
      ['2024-05-20', -408560],
      ['2024-05-27', -48170],
      ['2024-05-28', -100],
      ['2024-05-30', -224],
    ]);
    expect(r.counted).toBe(5);
  });
});

describe('statement text in reading order (copied from a PDF viewer: columns gone)', () => {
  // Labels and figures sit on lines of their own; a record's date and words share a line and its
  // amount follows a line or two below. Shaped on a real card statement (see the PDF eval set).
  const statement = [
    'Account Summary',
    'Closing Date 01/26/21',
    'Previous Balance',
    'Payments/Credits',
    'New Charges',
    '$11.48',
    '-$111.48',
    '+$34.14',
    'Credit Limit',
    'Available Credit',
    '$400.00',
    '$364.90',
    'Payment Due Date',
    'Feb. 16, 2021',
    'For online and phone payments,',
    'the deadline is 8pm ET.',
    'New Balance',
    '$59.23',
    'Minimum Payment Warning:',
    '02/20/21',
    'CR$64.91',
    'Reward Dollars',
    '56.81',
    'Detail',
    '01/12/21* JOHN DOE AUTOPAY PAYMENT RECEIVED - THANK YOU',
    'ADZUKI BANK',
    '-$111.48',
    '12/22/20 TIM HORTONS',
    '63.21 CAD',
    '1.283903676 Exchange Rate',
    '$49.23',
    '01/02/21 WHOLEFDS ABC 12345 SF CA',
    '4081234567',
    '$7.86',
    '01/26/21 ANNUAL MEMBERSHIP FEE $0.95',
    'Total Fees for this Period $0.95',
  ].join('\n');

  it('reads the dated records only, each with its amount, and the counter agrees', () => {
    const r = read(statement, '2021-02-01');
    expect(r.rows).toEqual([
      ['2021-01-12', 11148, 'JOHN DOE AUTOPAY PAYMENT RECEIVED - THANK YOU; ADZUKI BANK'],
      ['2020-12-22', -4923, 'TIM HORTONS'],
      ['2021-01-02', -786, 'WHOLEFDS ABC 12345 SF CA'],
      ['2021-01-26', -95, 'ANNUAL MEMBERSHIP FEE'],
    ]);
    expect(r.counted).toBe(4);
  });

  it('still reads a list of web transactions under date headings when nothing says statement', () => {
    const r = read(['Jan 12, 2021', 'STARBUCKS', '-4.50', 'AMAZON', '-12.00'].join('\n'));
    expect(r.rows.map((row) => row[1])).toEqual([-450, -1200]);
    expect(r.counted).toBe(2);
  });
});

describe("a statement's table and its balances", () => {
  // The date printed once per day, debit and credit columns, the balance at each day's end.
  const table = (after: string[] = []) =>
    [
      ' Statement Period:      1 Jan 2025 to 31 Jan 2025',
      ' Opening balance:       $1,000.00 CR',
      ' Closing balance:       $1,400.00 CR',
      '',
      ' Date          Description                  Debit      Credit          Balance',
      ' 01 Jan        Salary                                   500.00',
      '               Groceries                    40.00',
      '               Coffee                        4.00                    1,456.00 CR',
      ' 03 Jan        Rent                         46.00',
      '               Refund                                    4.00',
      '               Books                        14.00                    1,400.00 CR',
      ...after,
    ].join('\n');

  it('reads the rows under a day without their own date, and the counter agrees', () => {
    const r = read(table());
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2025-01-01', 50000],
      ['2025-01-01', -4000],
      ['2025-01-01', -400],
      ['2025-01-03', -4600],
      ['2025-01-03', 400],
      ['2025-01-03', -1400],
    ]);
    expect(r.counted).toBe(6);
    expect(extractTransactions(table()).balances).toMatchObject({
      openingCents: 100000,
      closingCents: 140000,
    });
  });

  it('sets aside, listed, the rows of another table after the row that reaches the closing balance', () => {
    const example = [
      '',
      'Transactions the parser should ignore',
      ' Date          Description                Debit       Credit    Balance',
      ' 01 Jan        Example 1                            500.00',
      '               Example 2                  40.00',
    ];
    const r = read(table(example));
    expect(r.rows).toHaveLength(6);
    expect(r.unparsed).toEqual([
      '01 Jan        Example 1                            500.00',
      'Example 2                  40.00',
    ]);
  });

  it("takes balances that only add up as an amount owed for a card's, even without its summary box", () => {
    const card = [
      'PREVIOUS STATEMENT BALANCE            $100.00',
      'JUL 15   JUL 16   PAYMENT - THANK YOU           -$50.00',
      'JUL 16   JUL 16   DOMINOS PIZZA TORONTO          $30.00',
      'JUL 19   JUL 21   WIND MOBILE                    $20.00',
      'JUL 20   JUL 21   FRESHBOOKS                     $10.00',
      'TOTAL NEW BALANCE                     $110.00',
    ].join('\n');
    const extraction = extractTransactions(card, { today: '2024-08-01' });
    expect(extraction.transactions.map((t) => t.amountCents)).toEqual([5000, -3000, -2000, -1000]);
    expect(extraction.balances).toMatchObject({
      openingCents: 10000,
      closingCents: 11000,
      isCardAccount: true,
    });
  });

  it('reads balances from a summary box printed beside other text, a whole-number one too', () => {
    const statement = [
      '      Account name     Everyday                   Opening balance         0',
      '      Account number   ####                       Total credits      50.00',
      '                                                  Closing balance    47.00',
      'Date     Processed   Description       Debits ($)   Credits ($)   Balance ($)',
      '09-Sep   09-Sep      From: J SMITH                   50.00         50.00',
      '09-Sep   09-Sep      To: Acc 0######   -3.00                       47.00',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-10-01' });
    expect(extraction.transactions.map((t) => t.amountCents)).toEqual([5000, -300]);
    expect(extraction.balances).toMatchObject({ openingCents: 0, closingCents: 4700 });
  });

  it('reads no balance from a misprinted figure rather than part of it', () => {
    const account = [
      'Beginning balance on December 30, 2020 $1,23.45',
      'Ending balance on January 27, 2021 $209.01',
      '01/04/21 DEPOSIT 85.51',
      '01/27/21 Interest Earned 0.05',
    ].join('\n');
    expect(extractTransactions(account).balances).toBeUndefined();
  });
});

describe('statements in French, Spanish, Dutch and German', () => {
  // Headings, debit/credit columns, number formats and balance labels of each language.
  const statements: Record<string, string> = {
    fr: `RELEVÉ DE COMPTE
  Période du 01/03/2024 au 31/03/2024
  Ancien solde au 29/02/2024                                   1 234,56
  Date       Libellé                                  Débit        Crédit
  04/03      CB CARREFOUR MARKET PARIS 15          45,20
  05/03      VIR RECU SALAIRE ACME                                2 500,00
  12/03      PRLV SEPA EDF                             89,90
  28/03      CB BOULANGERIE PAUL                        6,80
  Nouveau solde au 31/03/2024                                  3 592,66
  `,
    es: `EXTRACTO DE CUENTA
  Periodo: 01/03/2024 - 31/03/2024
  Saldo anterior                                            1.000,00
  Fecha      Concepto                              Importe        Saldo
  04/03/2024 COMPRA MERCADONA VALENCIA              -45,20       954,80
  05/03/2024 NOMINA EMPRESA SL                    2.500,00     3.454,80
  12/03/2024 RECIBO IBERDROLA                       -89,90     3.364,90
  Saldo final                                               3.364,90
  `,
    nl: `Rekeningafschrift
  Periode 01-03-2024 t/m 31-03-2024
  Beginsaldo                                              1.000,00
  Datum      Omschrijving                      Af           Bij
  04-03-2024 ALBERT HEIJN 1234 AMSTERDAM      45,20
  05-03-2024 SALARIS ACME BV                                2.500,00
  12-03-2024 VATTENFALL KLANTENSERVICE        89,90
  Eindsaldo                                               3.364,90
  `,
    de: `Kontoauszug Nr. 3/2024
  Alter Kontostand vom 29.02.2024                        1.000,00 H
  Buchungstag Wert   Vorgang                          Soll        Haben
  04.03.      04.03. Kartenzahlung REWE Markt GmbH    45,20
  05.03.      05.03. Gehalt ACME GmbH                             2.500,00
  12.03.      12.03. Lastschrift Stadtwerke           89,90
  Neuer Kontostand vom 31.03.2024                        3.364,90 H
  `,
  };

  it.each(Object.keys(statements))(
    '%s: reads each row the right way round and reconciles',
    (lang) => {
      const text = statements[lang]!;
      const extraction = extractTransactions(text, { today: '2024-04-05' });
      const cents = extraction.transactions.map((t) => t.amountCents);
      expect(cents.filter((c) => c > 0)).toEqual([250000]);
      expect(cents.filter((c) => c < 0).length).toBe(cents.length - 1);
      expect(countTransactionLines(text)).toBe(cents.length);
      const net = cents.reduce((sum, c) => sum + c, 0);
      const { openingCents, closingCents } = extraction.balances!;
      expect(openingCents + net).toBe(closingCents);
    },
  );
});

describe('a German statement of booking and value dates written as one pair', () => {
  it("reads '01.02./01.02.' as the row's dates, and neither the page's carry-over nor an IBAN as rows", () => {
    const statement = [
      '                                                                    vom 01.02.2024 bis 29.02.2024',
      'Buchung/Wert   Vorgang/Buchungsinformation                                  Soll          Haben',
      '               Kontostand am 31.01.2024, Auszug Nr. 1                                + 1.523,40',
      '01.02./01.02.  Dauerauftrag                                             - 780,00',
      '               Hausverwaltung Krüger GmbH',
      '05.02./02.02.  Kartenzahlung                                             - 18,45',
      '               dm-drogerie markt//Koeln/DE',
      '               Übertrag auf Seite 2                                                    + 724,95',
      '',
      'Kontoauszug: Postbank Giro plus vom 01.02.2024 bis 29.02.2024   IBAN DE12 1001 0010 0987 6543 21',
      'Buchung/Wert   Vorgang/Buchungsinformation                                  Soll          Haben',
      '               Übertrag von Seite 1                                                    + 724,95',
      '07.02./07.02.  Gutschrift                                                            + 2.614,37',
      '               Lehmann Logistik GmbH',
      'Dispositionskredits zurzeit 11,04 % p.a., für geduldete Überziehungen',
    ].join('\n');
    const r = read(statement, '2024-03-05');
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2024-02-01', -78000],
      ['2024-02-05', -1845],
      ['2024-02-07', 261437],
    ]);
    expect(r.counted).toBe(3);
  });
});

describe('a French statement copied a cell a line', () => {
  it("reads a card refund ('REMBOURST CB') as money in and 'Total des mouvements' as no row", () => {
    const statement = [
      'Date',
      'Date valeur',
      'Opération',
      'Débit EUROS',
      'Crédit EUROS',
      'SOLDE CREDITEUR AU 31/12/2023',
      '1.000,00',
      '09/01/2024',
      '09/01/2024',
      'PAIEMENT CB 0801 STRASBOURG FNAC',
      '129,99',
      '10/01/2024',
      '09/01/2024',
      'REMBOURST CB 0901 STRASBOURG FNAC',
      '30,00',
      'Total des mouvements',
      '129,99',
      '30,00',
      'SOLDE CREDITEUR AU 31/01/2024',
      '900,01',
    ].join('\n');
    const r = read(statement, '2024-02-05');
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2024-01-09', -12999],
      ['2024-01-10', 3000],
    ]);
  });
});

describe('a German statement that marks its amounts S and H, and a time written like money', () => {
  it("reads 'S' as out, 'H' as in, and no row from 'kl. 17.42' where decimals take a comma", () => {
    const statement = [
      'Bu-Tag Wert   Vorgang',
      '              alter Kontostand vom 29.02.2024                                 1.876,45 H',
      '01.03. 01.03. Dauerauftrag                                                      780,00 S',
      '              Wohnbau Gießen GmbH',
      '              Nota nr. 4412  kl. 17.42',
      '05.03. 05.03. Gutschrift Überweisung                                            120,00 H',
      '              Anna Weber',
      '              neuer Kontostand vom 28.03.2024                                 1.216,45 H',
    ].join('\n');
    const r = read(statement, '2024-04-02');
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2024-03-01', -78000],
      ['2024-03-05', 12000],
    ]);
  });
});

describe('text whose columns collapsed to single spaces', () => {
  it('takes the amount beside the balance, not a 0,00 charge in the words', () => {
    const spanish = [
      'Fecha Operación Fecha Valor Concepto Importe Saldo',
      '09/05/2024 09/05/2024 Retirada De Efectivo En Cajero Santander Comision 0,00 -100,00 EUR 747,43 EUR',
      '07/05/2024 06/05/2024 Compra Repsol E.s. Cea Bermudez, Madrid -45,00 EUR 847,43 EUR',
    ].join('\n');
    expect(read(spanish, '2024-06-03').rows.map((row) => row[1])).toEqual([-10000, -4500]);
  });

  it('reads French transfers from someone and credit notes as money in', () => {
    const french = [
      '27/02 VIREMENT DE SAS ATELIERS DUVAL 2 146,82',
      '05/03 AVOIR CB DECATHLON 04.03.24 34,99',
      '06/03 ACHAT CB INTERMARCHE 05.03.24 81,24',
    ].join('\n');
    expect(read(french, '2024-03-15').rows.map((row) => row[1])).toEqual([214682, 3499, -8124]);
  });
});

describe('year-less dates beside a statement dated as day, month name and two-digit year', () => {
  it("take their year from '15 MAR 24', not from a later date in the small print", () => {
    const statement = [
      'Tarikh Penyata / Statement Date    15 MAR 24',
      'Posting Date  Transaction Date  Transaction Description                  Amount (RM)',
      '16/02         14/02             GRABFOOD*A-5XK2PQ9 KUALA LUMPUR MY             34.50',
      '17/02         17/02             PAYMENT VIA MAYBANK2U                       2,846.10CR',
      '14/03         13/03             JAYA GROCER THE STARLING PETALING JAYA        213.64',
      'Points expiring on 31/12/24: 2,100',
    ].join('\n');
    expect(read(statement, '2024-03-20').rows.map((row) => row[0])).toEqual([
      '2024-02-16',
      '2024-02-17',
      '2024-03-14',
    ]);
  });
});

describe('year-less dates across a December to January statement period', () => {
  it('give December rows the first year and January rows the second', () => {
    const statement = [
      'Statement period: 12/18/2020 - 01/17/2021',
      'Previous Balance $100.00',
      'New Balance $129.00',
      'Dec 22 TIM HORTONS $9.00',
      'Dec 30 NYTIMES DIGITAL $10.00',
      'Jan 02 WHOLE FOODS $30.00',
      'Jan 16 AUTOPAY PAYMENT - THANK YOU -$20.00',
    ].join('\n');
    // Pasted a year later: the period, not today, gives the years.
    const r = read(statement, '2022-03-01');
    expect(r.rows.map((row) => row[0])).toEqual([
      '2020-12-22',
      '2020-12-30',
      '2021-01-02',
      '2021-01-16',
    ]);
  });
});

describe("a card statement's location columns", () => {
  const row = (date: string, merchant: string, city: string, region: string, amount: string) =>
    `${date}   ${merchant.padEnd(40)}${city.padEnd(18)}${region.padEnd(6)}${amount.padStart(12)}`;

  it('are left out of the text that names the merchant, and kept in the description', () => {
    const statement = [
      row('02/15/25', 'AplPay SUSHI NOW', 'NOTTING', 'UK', '$3.00'),
      row('02/16/25', 'SP COMETEER', 'GLOUCESTER', 'MA', '$105.99'),
      row('02/16/25', 'AMAZON.COM', 'AMZN.COM/BILL', 'WA', '$32.13'),
      row('02/17/25', 'RELAY FM', 'MEMPHIS', 'TN', '$7.00'),
    ].join('\n');
    const { transactions } = extractTransactions(statement);
    expect(transactions.map((t) => t.merchantText)).toEqual([
      'AplPay SUSHI NOW',
      'SP COMETEER',
      'AMAZON.COM',
      'RELAY FM',
    ]);
    expect(transactions[3]?.description).toBe('RELAY FM MEMPHIS TN');
  });

  it('are not guessed from a single-spaced line or from a statement where few rows have them', () => {
    const statement = [
      '02/15/25 SUSHI NOW NOTTING UK 3.00',
      row('02/16/25', 'CORNER SHOP', 'LEEDS', 'UK', '4.00'),
      '02/17/25 BUS TICKET 2.00',
      '02/18/25 BAKERY 1.50',
    ].join('\n');
    const { transactions } = extractTransactions(statement);
    expect(transactions.map((t) => t.merchantText)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the details printed under a dated one-line record', () => {
  it('join its description (the merchant of a German direct debit), up to the next record', () => {
    const statement = [
      'Kontoauszug 2/2024',
      'alter Kontostand vom 31.01.2024                       1.523,40+',
      ' 01.02   01.02  Lastschrift                             45,90-',
      '                STADTWERKE MUSTERSTADT GMBH',
      '                ABSCHLAG STROM 02/2024',
      ' 05.02   03.02  Kartenzahlung girocard                  63,12-',
      '                EDEKA CENTER MUSTERSTADT',
      ' 12.02   12.02  Gutschrift                              30,00+',
      '                LENA VOGEL',
      '',
      'neuer Kontostand vom 29.02.2024                       1.444,38+',
      'Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich.',
    ].join('\n');
    const r = read(statement, '2024-03-05');
    expect(r.rows).toEqual([
      ['2024-02-01', -4590, 'Lastschrift; STADTWERKE MUSTERSTADT GMBH; ABSCHLAG STROM 02/2024'],
      ['2024-02-05', -6312, 'Kartenzahlung girocard; EDEKA CENTER MUSTERSTADT'],
      ['2024-02-12', 3000, 'Gutschrift; LENA VOGEL'],
    ]);
    expect(r.counted).toBe(3);
  });
});

describe('statement text in reading order, a cell a line, its words after its amount', () => {
  it('names each record by the words after its amount and reads the summary printed a cell a line', () => {
    const statement = [
      'For the period 12/15/2023 to 01/14/2024',
      'Balance Summary',
      'Beginning',
      'balance',
      'Deposits and',
      'other additions',
      'Checks and other',
      'deductions',
      'Ending',
      'balance',
      '1,532.10',
      '1,320.00',
      '42.17',
      '2,809.93',
      'Deposits and Other Additions',
      'Date',
      'posted',
      'Amount',
      'Description',
      '12/22',
      '1,320.00',
      'Direct Deposit - Payroll Acme Logistics Pay',
      'Banking/Debit Card Withdrawals and Purchases',
      'Date',
      'posted',
      'Amount',
      'Description',
      '12/18',
      '42.17',
      '5412 Debit Card Purchase Giant Eagle #6213',
      'Daily Balance Detail',
      'Date',
      'Balance',
      '12/18',
      '1,489.93',
      '12/22',
      '2,809.93',
    ].join('\n');
    const r = read(statement, '2024-01-20');
    expect(r.rows).toEqual([
      ['2023-12-22', 132000, 'Direct Deposit - Payroll Acme Logistics Pay'],
      ['2023-12-18', -4217, '5412 Debit Card Purchase Giant Eagle #6213'],
    ]);
    expect(r.counted).toBe(2);
    const extraction = extractTransactions(statement, { today: '2024-01-20' });
    expect(extraction.balances).toMatchObject({ openingCents: 153210, closingCents: 280993 });
  });
});

describe('statement text in reading order whose records end with their date and amount', () => {
  it('gives each date and amount the words above them, past a page header printed a word a line', () => {
    const statement = [
      'Kontoauszug',
      '01.01.2024 bis 31.01.2024',
      'IBAN: DE00 1001 1001 2345 6789 01',
      '',
      'Beschreibung',
      'Verbuchungsdatum',
      'Betrag',
      'REWE Markt GmbH',
      'Mastercard • Lebensmittel',
      'Wertstellung 02.01.2024',
      '02.01.2024',
      '-34,56€',
      'Lena Vogel',
      'Gutschrift • Überweisungen',
      '10.01.2024',
      '+40,00€',
      'Kontoauszug Nr. 1/2024',
      'Beschreibung',
      'Verbuchungsdatum',
      'Betrag',
      'DB Vertrieb GmbH',
      'Mastercard • Transport & Auto',
      '15.01.2024',
      '-23,45€',
      'Alter Kontostand 100,00€',
      'Neuer Kontostand 81,99€',
    ].join('\n');
    const r = read(statement);
    expect(r.rows).toEqual([
      ['2024-01-02', -3456, 'REWE Markt GmbH; Mastercard • Lebensmittel; Wertstellung 02.01.2024'],
      ['2024-01-10', 4000, 'Lena Vogel; Gutschrift • Überweisungen'],
      ['2024-01-15', -2345, 'DB Vertrieb GmbH; Mastercard • Transport & Auto'],
    ]);
    expect(r.unparsed).toEqual([]);
    expect(r.counted).toBe(3);
  });
});

describe('a layout that prints the date between the words and the amount', () => {
  it('reads those lines as the records, their details below, and no summary figure', () => {
    const row = (words: string, date: string, amount: string) =>
      ` ${words.padEnd(50)}${date.padEnd(20)}${amount.padStart(12)}`;
    const statement = [
      ' Jordan Beispiel                                     Kontoauszug',
      '',
      ' Beschreibung                                      Verbuchungsdatum          Betrag',
      row('REWE Markt GmbH', '02.01.2024', '-34,56€'),
      ' Mastercard • Lebensmittel',
      '',
      row('Netflix.com', '08.01.2024', '-12,99€'),
      ' Ursprünglicher Betrag 12,99 EUR',
      '',
      row('Lena Vogel', '10.01.2024', '+40,00€'),
      '',
      ' Alter Kontostand                                                        +100,00€',
      ' Ausgehende Transaktionen                                                 -47,55€',
      ' Dein neuer Kontostand                                                    +92,45€',
    ].join('\n');
    const r = read(statement);
    expect(r.rows).toEqual([
      ['2024-01-02', -3456, 'REWE Markt GmbH; Mastercard • Lebensmittel'],
      ['2024-01-08', -1299, 'Netflix.com'],
      ['2024-01-10', 4000, 'Lena Vogel'],
    ]);
    expect(r.counted).toBe(3);
    expect(extractTransactions(statement).balances).toMatchObject({
      openingCents: 10000,
      closingCents: 9245,
    });
  });

  it("reads 'Alter Saldo' and 'Neuer Saldo' with 'Euro' after the figure", () => {
    const balances = extractTransactions(
      [
        'Kontoauszug',
        'Alter Saldo                     2.340,12 Euro',
        '01.02.2024  Lastschrift REWE Markt GmbH   -47,88',
        '05.02.2024  Gutschrift Lena Vogel          25,00',
        '09.02.2024  Lastschrift DB Fernverkehr    -12,00',
        'Neuer Saldo                     2.305,24 Euro',
      ].join('\n'),
    ).balances;
    expect(balances).toMatchObject({ openingCents: 234012, closingCents: 230524 });
  });
});

describe('unsigned amounts in reading order with a balance printed at the end of each day', () => {
  it('take their direction from the balances, the rows of a day together', () => {
    const statement = [
      'Account summary',
      'Beginning balance',
      'Ending balance',
      'Debits',
      'Electronic debit/credit card debits',
      'Transaction history',
      'Date',
      'Description',
      'Deposits/',
      'Additions',
      'Withdrawals/',
      'Subtractions',
      'Ending daily',
      'balance',
      '3/1',
      'Purchase authorized on 02/28 Safeway #1234',
      '54.12',
      '3/1',
      'Recurring Payment Spotify USA',
      '10.99',
      '3,337.06',
      '3/4',
      'Acme Corp Payroll 240304',
      '1,445.00',
      '4,782.06',
      '3/7',
      'Pgande Web Online',
      '88.31',
      '3/7',
      'Zelle from Lopez Maria',
      '25.00',
      '4,718.75',
    ].join('\n');
    const r = read(statement, '2024-04-02');
    expect(r.rows.map((row) => row[1])).toEqual([-5412, -1099, 144500, -8831, 2500]);
    expect(r.counted).toBe(5);
  });
});

describe("a bank web page's activity copied as text", () => {
  it("dates 'Today', 'Yesterday' and pending rows from today, and takes no balance for a transaction", () => {
    const page = [
      '360 Checking...4821',
      'Available Balance',
      '$1,904.59',
      'Spent today',
      '$6.85',
      '',
      'Search transactions',
      'Filter',
      '',
      'Pending',
      'STARBUCKS STORE 11234',
      '-$6.85',
      'Today',
      'WHOLEFDS PDX 10234',
      '-$52.30',
      '$1,911.44',
      'Yesterday',
      'ACME CORP PAYROLL',
      '+$1,770.00',
      '$1,963.74',
      'Mon, Jan 8',
      'SHELL OIL 57444',
      '-$48.21',
      '$193.74',
    ].join('\n');
    const r = read(page, '2024-01-10');
    expect(r.rows).toEqual([
      ['2024-01-10', -685, 'STARBUCKS STORE 11234'],
      ['2024-01-10', -5230, 'WHOLEFDS PDX 10234'],
      ['2024-01-09', 177000, 'ACME CORP PAYROLL'],
      ['2024-01-08', -4821, 'SHELL OIL 57444'],
    ]);
    expect(r.counted).toBe(4);
  });

  it('reads a card statement in reading order: stacked summary, a due date figure, a foreign amount in words', () => {
    const statement = [
      'Credit Card Statement',
      'Payment Due Date',
      'Total Amount Due',
      'Minimum Amount Due',
      '04/12/2026',
      'Rs. 2,736.18',
      'Rs. 136.81',
      'Credit Limit',
      'Available Credit Limit',
      'Rs. 50,000.00',
      'Rs. 47,263.82',
      'Statement Summary',
      'Previous Balance',
      '(-) Payments & Credits',
      '(+) Purchases & Other Charges',
      '(=) Total Amount Due',
      '1,000.00 Dr',
      '500.00 Cr',
      '2,236.18 Dr',
      '2,736.18 Dr',
      'Transaction Details',
      'Date',
      'Transaction Details',
      'Amount (Rs.)',
      '15/10/2026',
      'SWIGGY BANGALORE IN',
      'Restaurants',
      '150.00 Dr',
      '18/10/2026',
      'PAYMENT RECEIVED',
      '500.00 Cr',
      '24/10/2026',
      'AMAZON WEB SERVICES US USD 24.80',
      'Online Services',
      '2,086.18 Dr',
    ].join('\n');
    const result = extractTransactions(statement);
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-10-15', -15000],
      ['2026-10-18', 50000],
      ['2026-10-24', -208618],
    ]);
    // Owed, as a card's balances are, though printed as debits.
    expect(result.balances).toEqual({
      openingCents: 100000,
      closingCents: 273618,
      isCardAccount: true,
    });
    expect(countTransactionLines(statement)).toBe(3);
  });

  it('leaves out a dated row of figures and nothing else under a statement that names its rows', () => {
    const statement = [
      'Data         Lançamento                     Crédito (R$)   Débito (R$)    Saldo (R$)',
      '31/10/2026   SALDO ANTERIOR                                              1.245,30',
      '03/11/2026   TRANSFERENCIA PIX                    150,00                  1.395,30',
      '04/11/2026   CARTAO VISA ELECTRON                            -187,43      1.207,87',
      '05/11/2026   PAGTO ELETRON COBRANCA                          -214,87        993,00',
      '06/11/2026   CREDITO DE SALARIO                 6.480,00                  7.473,00',
      '07/11/2026   SAQUE C/C BDN                                   -300,00      7.173,00',
      '09/11/2026   PIX QR CODE DINAMICO                             -62,90      7.110,10',
      '12/11/2026   PAGTO ELETRON COBRANCA                           -96,18      7.013,92',
      '13/11/2026   TARIFA BANCARIA                                  -42,50      6.971,42',
      '16/11/2026   TRANSFERENCIA PIX                     85,00                  7.056,42',
      '',
      'Data            Saldo Invest Fácil (R$)     Saldo Disponível (R$)',
      '30/11/2026              704,12                     7.056,42',
    ].join('\n');
    const result = extractTransactions(statement);
    expect(result.transactions.map((t) => t.amountCents)).toEqual([
      15000, -18743, -21487, 648000, -30000, -6290, -9618, -4250, 8500,
    ]);
    expect(result.balances).toEqual({
      openingCents: 124530,
      closingCents: 705642,
      isCardAccount: false,
    });
    expect(countTransactionLines(statement)).toBe(9);
  });

  it("counts a day's other rows under its date where they stand in the amount columns", () => {
    const statement = [
      '  Date          Details                                    Debit €      Credit €       Balance €',
      '  31 Oct 2026   BALANCE FORWARD                                                         1,842.16',
      '  02 Nov 2026   VDP-DUNNES STORES                            54.87',
      '                VDC-CENTRA ENNIS                              6.40                      1,780.89',
      '  03 Nov 2026   D/D ELECTRIC IRELAND                         96.30',
      '                *MOBI EOIN RENT NOV                         650.00                      1,034.59',
      '  05 Nov 2026   VDP-BOOKING.COM                             114.99',
      '                GBP 97.50@ 0.871200',
      '                INCL FX FEE E3.08                                                         919.60',
      '  06 Nov 2026   SHANNON AERO SAL                                        2,415.60        3,335.20',
      '  09 Nov 2026   VDC-SUPERVALU ENNIS                          38.15',
      '                VDP-NETFLIX.COM                              15.99                      3,281.06',
      '  10 Nov 2026   D/D VHI HEALTHCARE                          142.18                      3,138.88',
    ].join('\n');
    const result = extractTransactions(statement);
    expect(result.transactions.map((t) => t.amountCents)).toEqual([
      -5487, -640, -9630, -65000, -11499, 241560, -3815, -1599, -14218,
    ]);
    expect(countTransactionLines(statement)).toBe(9);
  });

  it("reads a conversion's figures in its words apart from the row's amount and balance", () => {
    const statement = [
      'Date        Description                                     Amount      Balance',
      '10/04/2024  Converted 300.00 EUR to 257.31 GBP             -300.00     3,179.18',
      '11/04/2024  Card payment BVG Berlin                          -7.50     3,171.68',
      '12/04/2024  Salary ACME GmbH                              1,000.00     4,171.68',
      '15/04/2024  Card payment REWE Berlin                        -42.10     4,129.58',
    ].join('\n');
    const result = extractTransactions(statement);
    expect(result.transactions.map((t) => t.amountCents)).toEqual([-30000, -750, 100000, -4210]);
    expect(result.transactions[0]!.description).toBe('Converted 300.00 EUR to 257.31 GBP');
  });

  it("takes a summary's label beside its figure for no section heading ('Other credits  64.00')", () => {
    const statement = [
      'Other credits                                64.00',
      '03/01/2024  TESCO STORES 2231                 12.00',
      '04/01/2024  SHELL GARAGE LEEDS                40.00',
      '05/01/2024  BOOTS 1123 LEEDS                   8.50',
    ].join('\n');
    const result = extractTransactions(statement);
    expect(result.transactions.map((t) => t.amountCents)).toEqual([-1200, -4000, -850]);
  });

  it("reads a card's running balance of what is owed, and its dated interest charges", () => {
    const statement = [
      'Date        Transaction Details                              Amount ($A)       Balance',
      '            OPENING BALANCE                                                   2,184.36',
      '29/10/2026  WOOLWORTHS 1342 GLEBE NSW                           142.65        2,327.01',
      '30/10/2026  TRANSPORTFORNSW OPAL SYDNEY NSW                      20.00        2,347.01',
      '03/11/2026  PAYMENT - THANK YOU                               1,500.00CR        847.01',
      '12/11/2026  JB HI-FI BROADWAY BROADWAY NSW                      399.00        1,246.01',
      '14/11/2026  REFUND JB HI-FI BROADWAY BROADWAY NSW                79.00CR      1,167.01',
      '27/11/2026  INTEREST CHARGED ON PURCHASES                        18.47        1,185.48',
      '27/11/2026  INTEREST CHARGED ON CASH ADVANCES                     0.00        1,185.48',
      '            CLOSING BALANCE                                                   1,185.48',
    ].join('\n');
    const result = extractTransactions(statement);
    expect(result.transactions.map((t) => [t.description, t.amountCents])).toEqual([
      ['WOOLWORTHS 1342 GLEBE NSW', -14265],
      ['TRANSPORTFORNSW OPAL SYDNEY NSW', -2000],
      ['PAYMENT - THANK YOU', 150000],
      ['JB HI-FI BROADWAY BROADWAY NSW', -39900],
      ['REFUND JB HI-FI BROADWAY BROADWAY NSW', 7900],
      ['INTEREST CHARGED ON PURCHASES', -1847],
    ]);
  });

  it("reads an app's 'Pending' under a payment's name as its status, and a typographic minus", () => {
    const page = [
      'Today',
      'Costa Coffee',
      'Pending',
      '−£3.95',
      '',
      'TfL Travel Charge',
      'Transport',
      '−£2.90',
      '',
      'Yesterday',
      'The Gym Group',
      'Card subscription · Fitness',
      '−£24.99',
      '',
      'Northwind Digital Ltd',
      'Faster Payment · SALARY NOV',
      '+£2,684.31',
    ].join('\n');
    const r = read(page, '2026-11-28');
    expect(r.rows.map(([date, cents, text]) => [date, cents, text.split('; ')[0]])).toEqual([
      ['2026-11-28', -395, 'Costa Coffee'],
      ['2026-11-28', -290, 'TfL Travel Charge'],
      ['2026-11-27', -2499, 'The Gym Group'],
      ['2026-11-27', 268431, 'Northwind Digital Ltd'],
    ]);
    expect(r.counted).toBe(4);
  });

  it('reads whole forints grouped by spaces, though a foreign amount quotes cents', () => {
    const statement = [
      'Devizanem: HUF',
      'Könyvelés    Értéknap     Megnevezés                                     Összeg (HUF)',
      '2026.11.02.  2026.10.31.  VÁSÁRLÁS KÁRTYÁVAL SPAR 2213 BUDAPEST XI.           -8 742',
      '2026.11.03.  2026.11.03.  TRANZAKCIÓS ILLETÉK                                    -75',
      '2026.11.10.  2026.11.10.  ÁTUTALÁS JÓVÁÍRÁS                                  684 300',
      '2026.11.10.  2026.11.10.  ÁLLANDÓ ÁTUTALÁSI MEGBÍZÁS                       -240 000',
      '2026.11.13.  2026.11.12.  VÁSÁRLÁS KÁRTYÁVAL BOOKING.COM                     -57 930',
      '                          Eredeti összeg: 145,00 EUR',
    ].join('\n');
    const result = extractTransactions(statement);
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-11-02', -874200],
      ['2026-11-03', -7500],
      ['2026-11-10', 68430000],
      ['2026-11-10', -24000000],
      ['2026-11-13', -5793000],
    ]);
  });

  it("takes the year from a month and year alone ('PERIODE : NOVEMBER 2026'), and 'DB' for a debit", () => {
    const statement = [
      'PERIODE       : NOVEMBER 2026',
      'TANGGAL  KETERANGAN                           MUTASI               SALDO',
      '01/11    SALDO AWAL                                            8,452,300.00',
      '02/11    TARIKAN ATM 02/11                    500,000.00 DB     7,952,300.00',
      '02/11    KARTU DEBIT INDOMARET                 87,500.00 DB     7,864,800.00',
      '05/11    TRSF E-BANKING CR                  1,250,000.00        9,114,800.00',
      '06/11    BI-FAST DB                               2,500.00 DB     9,112,300.00',
      '         SALDO AKHIR                                              9,112,300.00',
    ].join('\n');
    const result = extractTransactions(statement);
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-11-02', -50000000],
      ['2026-11-02', -8750000],
      ['2026-11-05', 125000000],
      ['2026-11-06', -250000],
    ]);
  });

  it("reads unsigned rows' directions from each day's closing balance stacked under its label", () => {
    const statement = [
      'EXTRAS DE CONT',
      'Perioada: 01/11/2026 - 30/11/2026',
      'Data',
      'Descriere',
      'Debit',
      'Credit',
      'SOLD ANTERIOR',
      '3,412.80',
      '03/11/2026',
      'Plata la POS',
      'KAUFLAND 2890 CLUJ-NAPOCA RO',
      '187.45',
      'RULAJ ZI',
      '187.45',
      '0.00',
      'SOLD FINAL ZI',
      '3,225.35',
      '10/11/2026',
      'Incasare OP-canal electronic',
      'ACME SOFTWARE SRL',
      '7,845.00',
      'Plata la POS',
      'MEGA IMAGE 0412 CLUJ-NAPOCA RO',
      '53.19',
      'RULAJ ZI',
      '53.19',
      '7,845.00',
      'SOLD FINAL ZI',
      '11,017.16',
      '17/11/2026',
      'Plata la POS',
      'OMV PETROM 1104 CLUJ-NAPOCA RO',
      '245.60',
      'RULAJ ZI',
      '245.60',
      '0.00',
      'SOLD FINAL ZI',
      '10,771.56',
    ].join('\n');
    const result = extractTransactions(statement);
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-11-03', -18745],
      ['2026-11-10', 784500],
      ['2026-11-10', -5319],
      ['2026-11-17', -24560],
    ]);
  });

  it("leaves out an app's balances above its first day heading, for the reader and the count", () => {
    const page = [
      'Checking ••••4419',
      '$1,518.62',
      'Available balance',
      'Savings ••••7702',
      '$1,930.44',
      '2.00% APY',
      'Today',
      'Shell Oil 57442101',
      '-$45.00',
      'Yesterday',
      'Target T-1842 Columbus OH',
      '-$63.27',
      'Sun, Nov 29',
      'Chipotle 1184',
      '-$14.85',
      'Sat, Nov 28',
      'Amazon.com',
      '+$24.99',
    ].join('\n');
    const r = read(page, '2026-12-01');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-12-01', -4500],
      ['2026-11-30', -6327],
      ['2026-11-29', -1485],
      ['2026-11-28', 2499],
    ]);
    expect(r.counted).toBe(4);
  });
});

describe('dates written as a day and a month name joined by a slash or dash', () => {
  it("read as dates ('02/ABR', '12-Dec-2019'), in the reader and the counter", () => {
    const statement = [
      'Estado de Cuenta  Periodo DEL 01/04/2024 AL 30/04/2024',
      'Saldo Anterior                        8,420.15',
      'Saldo Final                           7,283.95',
      ' 02/ABR 02/ABR PAGO CUENTA DE TERCERO        1,250.00     7,170.15',
      ' 03/ABR 03/ABR OXXO GAS INSURGENTES            487.20     6,682.95',
      ' 05/ABR 05/ABR SPEI RECIBIDO NOMINA                      601.00    7,283.95',
    ].join('\n');
    const r = read(statement, '2024-05-01');
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2024-04-02', -125000],
      ['2024-04-03', -48720],
      ['2024-04-05', 60100],
    ]);
    expect(r.counted).toBe(3);
  });
});

describe('a Polish statement', () => {
  it('reads amounts in złoty with space thousands, its summary, and its balances', () => {
    const statement = [
      ' PKO BANK POLSKI                            WYCIĄG Z RACHUNKU nr 3/2024',
      '                                            za okres od 01.03.2024 do 31.03.2024',
      ' Saldo początkowe:  1 540,20 PLN',
      ' Suma obciążeń:     2 456,78 PLN',
      ' Saldo końcowe:     6 333,42 PLN',
      ' Data         Data        Opis operacji                              Obciążenia       Uznania          Saldo',
      ' 01.03.2024   01.03.2024  Płatność kartą BIEDRONKA 1234 WARSZAWA        156,78 zł                    1 383,42 zł',
      ' 04.03.2024   04.03.2024  Przelew na rachunek CZYNSZ MARZEC           2 300,00 zł                    -916,58 zł',
      ' 08.03.2024   08.03.2024  Przelew przychodzący WYNAGRODZENIE',
      '                          ACME SP. Z O.O.                                            7 250,00 zł    6 333,42 zł',
    ].join('\n');
    const r = read(statement);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2024-03-01', -15678],
      ['2024-03-04', -230000],
      ['2024-03-08', 725000],
    ]);
    expect(r.counted).toBe(3);
    expect(extractTransactions(statement).balances).toMatchObject({
      openingCents: 154020,
      closingCents: 633342,
    });
  });
});

describe('a Brazilian statement', () => {
  it("reads 'D' and 'C' after the figures, skips the day's balances, and reconciles", () => {
    const statement = [
      'extrato conta corrente',
      'período: 01/03/2024 a 31/03/2024',
      'data        lançamentos                              valor (R$)        saldo (R$)',
      '29/02/2024  SALDO ANTERIOR                                            1.205,33 C',
      '01/03/2024  PIX TRANSF MERCADO SAO JOAO 01/03           89,90 D',
      '01/03/2024  SALDO DO DIA                                              1.115,43 C',
      '04/03/2024  SISPAG SALARIO ACME LTDA                  4.350,00 C',
      '04/03/2024  SALDO DO DIA                                              5.465,43 C',
      'saldo final disponível                                               5.465,43 C',
    ].join('\n');
    const r = read(statement);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2024-03-01', -8990],
      ['2024-03-04', 435000],
    ]);
    expect(r.counted).toBe(2);
    expect(extractTransactions(statement).balances).toMatchObject({
      openingCents: 120533,
      closingCents: 546543,
    });
  });
});

describe('OCR of a photographed statement', () => {
  it("reads figures with O or l for 0 or 1 and a table rule's '|' beside them, counted alike", () => {
    const photo = [
      'Trans Date  Post Date  Description                          Amount',
      '02/12  02/13  HARRIS TEETER #0412 CHARLOTTE NC     $67.23',
      '02/18  02/19  NETFLIX.COM LOS GATOS CA          $15.49 |',
      'O2/14   02/15  SHELL OIL 57444   CHARLOTTE NC         $48.1O',
      '| 02/20  02/21  CHICK-FIL-A #02211 CHARLOTTE NC        $11.87',
    ].join('\n');
    const r = read(photo, '2024-03-20');
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2024-02-12', -6723],
      ['2024-02-18', -1549],
      ['2024-02-14', -4810],
      ['2024-02-20', -1187],
    ]);
    expect(r.rows[2]![2]).toBe('SHELL OIL 57444 CHARLOTTE NC');
    expect(r.counted).toBe(4);
  });
});

describe('a cash machine mini statement, photographed', () => {
  it("reads '11MAR' dates, a decimal read as a space, and no balance line as a transaction", () => {
    const slip = [
      'MINI STATEMENT',
      '20/03/24  11:42  ATM 0312',
      '11MAR TESCO STORES      -12.40',
      '12MAR GREGGS             -3.10',
      '13MAR CASH LINK         -40 00',
      '14MAR BGC NORTHWIND    +1520.00',
      'AVAILABLE BAL      1,102.51',
    ].join('\n');
    const r = read(slip, '2024-03-20');
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2024-03-11', -1240],
      ['2024-03-12', -310],
      ['2024-03-13', -4000],
      ['2024-03-14', 152000],
    ]);
    expect(r.counted).toBe(4);
  });
});

describe("a banking app's list, photographed", () => {
  it("reads pounds OCR took for 'E' or 'f', and gives each record the note under it", () => {
    const screen = [
      'Balance',
      '£1,486.52',
      'Today',
      'Pret A Manger                          £4.20',
      'Eating out',
      "Sainsbury's                           E32.15",
      'Groceries',
      'Uber                                   f12.66',
      'Transport',
      'Sam Carter                           +£25.00',
    ].join('\n');
    const r = read(screen, '2024-03-18');
    expect(r.rows).toEqual([
      ['2024-03-18', -420, 'Pret A Manger; Eating out'],
      ['2024-03-18', -3215, "Sainsbury's; Groceries"],
      ['2024-03-18', -1266, 'Uber; Transport'],
      ['2024-03-18', 2500, 'Sam Carter'],
    ]);
    expect(r.counted).toBe(4);
  });
});

describe("a bank's web page that prints each transaction's kind beside its amount", () => {
  it('takes the name from the line above the kind', () => {
    const page = [
      'Today',
      'OSKO PAYMENT FROM LINH NGUYEN',
      'Osko payment received\t+$38.50',
      'GUZMAN Y GOMEZ FORTITUDE VAL QLD AUS',
      'Visa purchase\t-$18.90',
      'Yesterday',
      'BPAY PAYMENT ORIGIN ENERGY',
      'Biller code 2700 Ref 40018827365',
      'BPAY\t-$187.42',
      'COLES 0735 NEW FARM QLD AUS',
      'Visa purchase\t-$63.18',
    ].join('\n');
    const r = read(page, '2026-03-10');
    expect(r.rows).toEqual([
      ['2026-03-10', 3850, 'OSKO PAYMENT FROM LINH NGUYEN; Osko payment received'],
      ['2026-03-10', -1890, 'GUZMAN Y GOMEZ FORTITUDE VAL QLD AUS; Visa purchase'],
      ['2026-03-09', -18742, 'BPAY PAYMENT ORIGIN ENERGY; Biller code 2700 Ref 40018827365'],
      ['2026-03-09', -6318, 'COLES 0735 NEW FARM QLD AUS; Visa purchase'],
    ]);
  });
});

describe("a French card's web page", () => {
  it("reads today's rows under a note, not the limits above them nor the figure a fee's rate was taken of", () => {
    const page = [
      'Solde utilisé\t612,48 €',
      'Limite de dépenses\t2.500,00 €',
      'Disponible\t1.887,52 €',
      'En cours',
      "Ces transactions n'ont pas encore été comptabilisées. Le montant définitif peut encore changer.",
      "Aujourd'hui",
      'COLRUYT ETTERBEEK\t-58,37 €',
      'Courses · Etterbeek, BE',
      'Samedi 28 novembre 2026',
      'AMAZON.COM*2K4L81TQ0\t-12,37 €',
      '12,99 USD · 1 EUR = 1,0503 USD',
      'FRAIS DE CHANGE\t-0,22 €',
      'Frais · 1,75 % sur 12,37 €',
      'ZALANDO SE\t+79,95 €',
    ].join('\n');
    const r = read(page, '2026-12-02');
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2026-12-02', -5837],
      ['2026-11-28', -1237],
      ['2026-11-28', -22],
      ['2026-11-28', 7995],
    ]);
    expect(r.counted).toBe(4);
  });
});

describe('a Mexican statement in reading order', () => {
  it("reads no row from its summary box, and the period before's final balance is the opening", () => {
    const text = [
      'ESTADO DE CUENTA',
      'FECHA DE CORTE',
      '30-SEP-2026',
      'RESUMEN DEL PERIODO',
      'Saldo inicial', '18,432.57', '+ Depósitos', '1,000.00', '- Retiros', '699.50',
      'Saldo final', '18,733.07', 'Saldo promedio', '11,287.99',
      'FECHA', 'FOLIO', 'DESCRIPCIÓN', 'CARGOS', 'ABONOS', 'SALDO',
      '01-SEP-2026', '0000000', 'SALDO FINAL DEL PERIODO ANTERIOR', '18,432.57',
      '02-SEP-2026', '3582104', 'COMPRA CON TARJETA OXXO ROMA NTE CDMX', '87.50', '18,345.07',
      '03-SEP-2026', '3597712', 'PAGO DE SERVICIO CFE', '612.00', '17,733.07',
      '15-SEP-2026', '3716640', 'ABONO TRANSFERENCIA SPEI', '1,000.00', '18,733.07',
    ].join('\n'); // prettier-ignore
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-09-02', -8750],
      ['2026-09-03', -61200],
      ['2026-09-15', 100000],
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 1843257, closingCents: 1873307 });
    expect(countTransactionLines(text)).toBe(3);
  });
});

describe('a Norwegian statement in reading order', () => {
  it("reads money in by its words ('Fra:', 'Lønn', 'Retur') and no row from its totals", () => {
    const text = [
      'Kontoutskrift', 'Inngående saldo', '8 412,55',
      'Dato Forklaring Rentedato Ut av konto Inn på konto',
      '01.10.2026', 'Overføring', 'Til: 1822.47.20117', '01.10.2026', '2 000,00',
      '10.10.2026', 'Vipps', 'Fra: Mina Berg', 'Middag fredag', '10.10.2026', '325,00',
      '16.10.2026', 'Retur', '*4821 15.10 NOK 399.00 ELKJOP OSLO CITY', '15.10.2026', '399,00',
      '20.10.2026', 'Lønn', 'KOMPLETT SERVICES AS', '20.10.2026', '36 842,00',
      '21.10.2026', 'Nettgiro til: FJORDKRAFT AS', '21.10.2026', '1 187,40',
      'Sum ut av konto', '3 187,40', 'Sum inn på konto', '37 566,00',
      'Utgående saldo', '42 791,15',
    ].join('\n'); // prettier-ignore
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => t.amountCents)).toEqual([
      -200000, 32500, 39900, 3684200, -118740,
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 841255, closingCents: 4279115 });
    expect(countTransactionLines(text)).toBe(5);
  });
});

describe("a brokerage's cash account", () => {
  it("reads this period's account values, the checks under their own header, and nothing of the core fund's sweeps", () => {
    const text = [
      'INVESTMENT REPORT   October 1, 2026 - October 31, 2026',
      '                                                             This Period        Year-to-Date',
      'Beginning Net Account Value                                    $8,412.36           $6,905.12',
      'Deposits                                                        3,118.42           64,114.90',
      'Ending Net Account Value                                      $9,372.71          $9,372.71',
      '',
      'Deposits',
      'Date      Reference     Description                                                 Amount',
      '10/01                   Direct Deposit BRIGHTWAVE INCPAYROLL                     $3,118.42',
      '                        Total Deposits                                           $3,118.42',
      '',
      'Debit Card Activity',
      'Post Date Reference     Description                                                 Amount',
      '10/02     24692166275   WHOLEFDS SLC 10288 SALT LAKE CITUT                         -$84.17',
      '                        Total Debit Card Activity                                  -$84.17',
      '',
      'Checking Activity',
      'Check Number    Date Paid                                                           Amount',
      '1047            10/16                                                             -$225.00',
      '1048            10/26                                                           -$1,850.00',
      '                              Total Checking Activity                           -$2,075.00',
      '',
      'Core Fund Activity',
      'Settlement Account                                                             Transaction',
      'Date       Type     Transaction Description         Quantity   Price        Amount       Balance',
      '10/01      CASH     You Bought  FDIC INSURED DEPOSIT AT  3,118.420 $1.0000    -$3,118.42    $11,530.78',
      '                                FIFTH THIRD NOT COVERED BY',
      '10/02      CASH     You Sold    FDIC INSURED DEPOSIT AT    -84.170 $1.0000        $84.17    $11,446.61',
      '                                FIFTH THIRD NOT COVERED BY',
      '10/16      CASH     You Sold    FDIC INSURED DEPOSIT AT   -225.000 $1.0000       $225.00    $11,221.61',
      '                                FIFTH THIRD NOT COVERED BY',
      '10/26      CASH     You Sold    FDIC INSURED DEPOSIT AT -1,850.000 $1.0000     $1,850.00     $9,371.61',
      '                                FIFTH THIRD NOT COVERED BY',
      '10/30      CASH     You Bought  FDIC INSURED DEPOSIT AT      1.100 $1.0000        -$1.10     $9,372.71',
      '                                FIFTH THIRD NOT COVERED BY',
    ].join('\n');
    const extraction = extractTransactions(text);
    expect(
      extraction.transactions.map((t) => [t.date?.slice(5), t.amountCents, t.description]),
    ).toEqual([
      ['10-01', 311842, 'Direct Deposit BRIGHTWAVE INCPAYROLL'],
      ['10-02', -8417, '24692166275 WHOLEFDS SLC 10288 SALT LAKE CITUT'],
      ['10-16', -22500, 'Check 1047'],
      ['10-26', -185000, 'Check 1048'],
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 841236, closingCents: 937271 });
    expect(countTransactionLines(text)).toBe(4);
  });
});

describe("a Canadian card's statement in French", () => {
  it("reads each row's day and month printed apart ('06 10', under 'JR MO'), and no balance of its rewards", () => {
    const text = [
      '   Visa Desjardins                       Période du 06 octobre au 05 novembre 2026',
      '     SOLDE PRÉCÉDENT                   2 148,35         PAIEMENT MINIMUM              109,00 $',
      '     NOUVEAU SOLDE                 = 1 126,43 $',
      "   DATE DE     DATE D'        NO DE",
      '   TRANS.      INSCRIPTION    RÉFÉRENCE   DESCRIPTION                                    MONTANT ($)',
      '   JR MO       JR MO',
      '   06 10       07 10          787789328   IGA EXTRA FAMILLE LAUZON   LAVAL        QC          142,37',
      '   07 10       08 10          792174218   STM-CARTE OPUS             MONTREAL     QC           97,00',
      '   10 10       14 10          793834701   PAIEMENT ACCESD - INTERNET                        1 250,00 CR',
      '   21 10       22 10          616630494   CANADIAN TIRE #0429        LAVAL        QC           11,29 CR',
      '   SOMMAIRE BONIDOLLARS',
      '   Solde précédent                          312,48',
      '   Nouveau solde BONIDOLLARS                287,35',
    ].join('\n');
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-10-06', -14237],
      ['2026-10-07', -9700],
      ['2026-10-10', 125000],
      ['2026-10-21', 1129],
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 214835, closingCents: 112643 });
    expect(countTransactionLines(text)).toBe(4);
  });
});

describe("a German statement's second lines", () => {
  it("reads no figure from an account's number in groups nor from a card's day and time", () => {
    const text = [
      'Alter Saldo                     1.874,36 Euro',
      'Neuer Saldo                     1.251,17 Euro',
      'Buchung    Buchung / Verwendungszweck                                                 Betrag (EUR)',
      'Valuta',
      '02.11.2026 Lastschrift   REWE SAGT DANKE. 44218823                                          -52,38',
      '30.10.2026 NR8154221736 BERLIN DE KAUFUMSATZ 30.10 171245',
      '           ARN07439852',
      '',
      '26.11.2026 Überweisung   Jonas Weber                                                       -300,00',
      '26.11.2026 Sparrate Extra-Konto 5641 2288 07',
      '',
      '27.11.2026 Lastschrift   SHELL 4417 BERLIN                                                  -61,22',
      '26.11.2026 NR8154221736 BERLIN DE KAUFUMSATZ 26.11 074415',
      '',
      '30.11.2026 Lastschrift   Telekom Deutschland GmbH                                           -209,59',
    ].join('\n');
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => t.amountCents)).toEqual([
      -5238, -30000, -6122, -20959,
    ]);
    expect(countTransactionLines(text)).toBe(4);
  });
});

describe("a South African card's statement in reading order", () => {
  it("keeps a row open through its foreign amount and rate, and reads balances marked 'R' below their labels", () => {
    const text = [
      'Account summary', 'Opening balance', 'R8,742.19', 'Payments and credits', 'R6,000.00Cr',
      'Closing balance', 'R3,868.08', 'Credit limit', 'R35,000.00',
      'Transaction details', 'Tran date', 'Post date', 'Description', 'Amount',
      '27/10/2026', '28/10/2026', 'UBER EATS SA', 'HELP.UBER.COM ZA', '236.40',
      '02/11/2026', '03/11/2026', 'AMAZON.COM*RT4KX02M1', 'AMZN.COM/BILL US',
      'Foreign amount USD 45.99', 'Exchange rate 18.2150', '837.71',
      '02/11/2026', '03/11/2026', 'INTERNATIONAL TRANSACTION FEE', '23.04',
      '05/11/2026', '05/11/2026', 'PAYMENT RECEIVED - THANK YOU', '6,000.00Cr',
      '08/11/2026', '09/11/2026', 'ENGEN LONEHILL SERVICE STN', 'BRYANSTON ZA', '28.74',
    ].join('\n'); // prettier-ignore
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => t.amountCents)).toEqual([
      -23640, -83771, -2304, 600000, -2874,
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 874219, closingCents: 386808 });
  });
});

describe("a card's web page whose foreign purchase wraps its original amount onto the next line", () => {
  it("charges the account's own currency, not the original amount, and reads no balance there", () => {
    const page = [
      'BPI Rewards Card', '**** **** **** 4417', 'Outstanding balance', 'PHP 29,588.47',
      'Available credit', 'PHP 49,430.03', 'Credit limit', 'PHP 80,000.00', 'Pay card',
      'View statements', 'Transactions', 'Unbilled', 'Billed', 'Search transactions',
      'Posted transactions (4)',
      'Transaction date\tPosting date\tDescription\tAmount',
      'Nov 16, 2026\tNov 17, 2026\tJOLLIBEE BGC HIGH STREET\tPHP 578.00',
      'Nov 17, 2026\tNov 18, 2026\tSTEAM PURCHASE BELLEVUE WA',
      'USD 19.99\tPHP 1,178.11',
      'Nov 17, 2026\tNov 18, 2026\tFOREIGN TRANSACTION FEE\tPHP 20.03',
      'Nov 19, 2026\tNov 20, 2026\tLAZADA PHILIPPINES MAKATI - REFUND\t-PHP 1,299.00',
      'Showing 1-4 of 4 transactions', 'Download transactions', 'Back to top',
    ].join('\n'); // prettier-ignore
    const r = read(page);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      ['2026-11-16', -57800],
      ['2026-11-17', -117811],
      ['2026-11-17', -2003],
      ['2026-11-19', 129900],
    ]);
  });
});

describe("an Indian card's statement", () => {
  it("takes the previous amount due for the opening, owed like the total due marked 'Dr'", () => {
    const text = [
      '  Credit Card Statement                                   Statement Date     14/11/2026',
      '  ACCOUNT SUMMARY',
      '    Previous Amount Due     Payments & Credits      Purchases & Debits     Total Amount Due',
      '    Rs. 42,318.00          - Rs. 42,318.00          + Rs. 1,457.90        = Rs. 1,457.90',
      '  Date        Transaction Details                                        Amount (Rs.)',
      '  16/10/2026  PAYMENT RECEIVED - NETBANKING                               42,318.00 Cr',
      '  18/10/2026  SWIGGY BANGALORE                                              612.40 Dr',
      '  21/10/2026  BIG BAZAAR THANE                                              845.50 Dr',
      '                                                    Total Amount Due   Rs. 1,457.90 Dr',
      '  Minimum Amount Due   Rs. 73.00',
      '  Credit Limit   Rs. 2,00,000.00',
    ].join('\n');
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => t.amountCents)).toEqual([4231800, -61240, -84550]);
    expect(extraction.balances).toEqual({
      openingCents: 4231800,
      closingCents: 145790,
      isCardAccount: true,
    });
  });
});

describe("a Taiwanese bank's statement in whole dollars, its remarks after the balance", () => {
  it('reads each row by its running balance, the remarks its words, a foreign cents line a note', () => {
    const text = [
      ' 對帳單期間 Period：2026/10/01 ~ 2026/10/31      幣別 Currency：新臺幣 TWD',
      ' 上期餘額              本期支出              本期存入              本期餘額',
      ' Previous Balance      Total Withdrawals     Total Deposits        Closing Balance',
      ' 86,437                2,371                 4,200                 88,266',
      ' 交易日期    摘要                  支出        存入        餘額   備註',
      ' Date        Description     Withdrawal     Deposit     Balance   Remarks',
      ' 2026/10/01  上期餘額                                    86,437   Previous Balance',
      ' 2026/10/01  跨行轉入                         3,000      89,437   林志明 822-****5831',
      ' 2026/10/03  金融卡消費           1,286                  88,151   全聯福利中心內湖店',
      ' 2026/10/15  國外消費             1,069                  87,082   AMAZON.COM*2K7Q1 SEATTLE',
      '                                                                  USD 32.99 匯率 32.415',
      ' 2026/10/15  國外交易服務費          16                  87,066   AMAZON.COM*2K7Q1',
      ' 2026/10/29  跨行轉入                         1,200      88,266   張家豪 LINE Pay 分帳',
      '             本期餘額                                    88,266   Closing Balance',
    ].join('\n');
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => [t.amountCents, t.description])).toEqual([
      [300000, '跨行轉入 林志明 822-****5831'],
      [-128600, '金融卡消費 全聯福利中心內湖店'],
      [-106900, '國外消費 AMAZON.COM*2K7Q1 SEATTLE; USD 32.99 匯率 32.415'],
      [-1600, '國外交易服務費 AMAZON.COM*2K7Q1'],
      [120000, '跨行轉入 張家豪 LINE Pay 分帳'],
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 8643700, closingCents: 8826600 });
    expect(countTransactionLines(text)).toBe(5);
  });
});

describe('a Finnish statement in reading order', () => {
  it("names each row by its payee after the amount, under two dates, and reads no row from 'Alkusaldo'", () => {
    const text = [
      'TILIOTE', 'Tilijakso', '01.10.2026 - 31.10.2026', 'Tulostuspäivä', '01.11.2026',
      'Alkusaldo 30.09.2026', '1 284,67',
      'Kirjauspäivä', 'Arvopäivä', 'Tapahtuma', 'Saaja/Maksaja', 'Viite/Viesti', 'Määrä EUR',
      '01.10.', '01.10.', 'KORTTIOSTO', '-34,87', 'S-MARKET KALLIO HELSINKI',
      'Arkistointitunnus 20261001/593497/104211',
      '02.10.', '02.10.', 'TILISIIRTO', '+180,00', 'VIRTANEN MATTI', 'Viesti: Mökkivuokra puolikas',
      'Arkistointitunnus 20261002NDEA0000913365',
      '03.10.', '02.10.', 'KORTTIOSTO', '-3,20', 'HSL MOBIILI HELSINKI',
      'Arkistointitunnus 20261003/593497/220874',
      'Loppusaldo 31.10.2026', '1 426,60',
    ].join('\n'); // prettier-ignore
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-10-01', -3487],
      ['2026-10-02', 18000],
      ['2026-10-03', -320],
    ]);
    expect(extraction.transactions.map((t) => t.description)).toEqual([
      expect.stringContaining('S-MARKET KALLIO'),
      expect.stringContaining('VIRTANEN MATTI'),
      expect.stringContaining('HSL MOBIILI'),
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 128467, closingCents: 142660 });
    expect(countTransactionLines(text)).toBe(3);
  });
});

describe("a card statement's summary row under its labels", () => {
  it('reads no charge from the credit limit under its label, though the row starts with a date', () => {
    const text = [
      '   STATEMENT DATE          CREDIT LIMIT          MINIMUM PAYMENT          PAYMENT DUE DATE',
      '   02 Jan 2027             S$15,000.00           S$85.32                   27 Jan 2027',
      '',
      '   DATE         DESCRIPTION                                                               AMOUNT (S$)',
      '                 PREVIOUS BALANCE                                                            1,842.37',
      '   03 DEC       GRAB*A-7KQ2M9 SINGAPORE SG                                                      18.40',
      '   05 DEC       PAYMENT - DBS INTERNET/WIRELESS                                           1,842.37 CR',
      '   07 DEC       NTUC FAIRPRICE ANG MO KIO                                                       86.15',
      '                 NEW BALANCE                                                                   104.55',
    ].join('\n');
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => t.amountCents)).toEqual([-1840, 184237, -8615]);
    expect(extraction.balances).toMatchObject({ openingCents: 184237, closingCents: 10455 });
  });
});

describe('an Austrian statement in reading order', () => {
  it("reads a transfer's four lines of words before its value date and amount, and balances with their dates between", () => {
    const text = [
      'Kontoauszug', 'Zeitraum', '01.11.2026 - 30.11.2026',
      'Buchungsdatum', 'Buchungstext', 'Valuta', 'Betrag in EUR',
      'Alter Kontostand', '31.10.2026', '1.842,17',
      '03.11.2026', 'Gutschrift', 'GEHALT 11/2026', 'Auftraggeber: Technikum Beratung GmbH',
      'AT61 1200 0100 2345 6789', '31.10.2026', '2.846,30',
      '03.11.2026 Dauerauftrag', 'Miete Top 14 Gumpendorfer Str. 88',
      'Empfänger: Hausverwaltung Kraus & Partner', '03.11.2026', '-895,00',
      '05.11.2026', 'Lastschrift', 'WIENER LINIEN GMBH & CO KG', 'Jahreskarte Rate 11/12',
      '05.11.2026', '-36,50',
      'Neuer Kontostand', '30.11.2026', '3.756,97',
      'Summe Soll', '-931,50', 'Summe Haben', '2.846,30',
    ].join('\n'); // prettier-ignore
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-11-03', 284630],
      ['2026-11-03', -89500],
      ['2026-11-05', -3650],
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 184217, closingCents: 375697 });
    expect(countTransactionLines(text)).toBe(3);
  });
});

describe("an Australian card's web page, each row's value date on its amount's line", () => {
  it('names each row by the line above, dates it by its day, and counts the rows named beside their amounts too', () => {
    const page = [
      'Transactions', 'Posted',
      'Yesterday',
      'COLES 0856 RANDWICK NS AUS', 'Card xx4821 Value Date: 29/11/2026\t-$112.48',
      'PAYMENT RECEIVED, THANK YOU\t$1,500.00',
      'Mon 30 Nov',
      'INTERNATIONAL TRANSACTION FEE\t-$0.92',
      'AMAZON WEB SERVICES AWS.AMAZON.CO WA USA', 'Card xx4821 Value Date: 28/11/2026\t-$30.65',
      'BUNNINGS 560000 ALEXANDRIA NS AUS', 'Card xx4821 Value Date: 28/11/2026\t-$64.90',
      'Fri 27 Nov',
      'KMART 1045 EASTGARDENS NS AUS', 'Card xx4821 Value Date: 26/11/2026\t-$27.00',
      'Load more transactions',
    ].join('\n'); // prettier-ignore
    const r = read(page, '2026-12-02');
    expect(r.rows.map((row) => [row[0], row[1], row[2].split(';')[0]])).toEqual([
      ['2026-12-01', -11248, 'COLES 0856 RANDWICK NS AUS'],
      ['2026-12-01', 150000, 'PAYMENT RECEIVED, THANK YOU'],
      ['2026-11-30', -92, 'INTERNATIONAL TRANSACTION FEE'],
      ['2026-11-30', -3065, 'AMAZON WEB SERVICES AWS.AMAZON.CO WA USA'],
      ['2026-11-30', -6490, 'BUNNINGS 560000 ALEXANDRIA NS AUS'],
      ['2026-11-27', -2700, 'KMART 1045 EASTGARDENS NS AUS'],
    ]);
    expect(r.counted).toBe(6);
  });
});

describe("a Korean bank's history in reading order, in whole won", () => {
  it("skips each row's number and the empty column's zero, reads a rate's figure as a note and no row from the totals", () => {
    const text = [
      '거래내역조회', '조회기간', '2026.10.01 ~ 2026.10.31', '(단위 : 원)',
      'No.', '거래일시', '적요', '기재내용', '찾으신금액', '맡기신금액', '거래후잔액', '취급점', '메모',
      '1', '2026.10.31 20:14:52', '체크우리', '배스킨라빈스 논현중앙점', '15,500', '0', '2,820,054', '체크카드',
      '2', '2026.10.30 09:00:00', '카드대금', '우리카드', '612,480', '0', '2,835,554', '본점',
      '3', '2026.10.26 14:02:11', '타행이체', '최유진', '0', '35,000', '3,448,034', '타행',
      '4', '2026.10.12 03:41:57', '해외체크', 'AGODA.COM', '384,626', '0', '3,413,034', '체크카드',
      'USD 278.15 환율 1,382.80',
      '1 / 2',
      '5', '2026.10.11 22:14:09', '체크우리', '쿠팡(주)', '45,210', '0', '3,797,660', '체크카드',
      '합계', '출금', '4건', '1,057,816', '입금', '1건', '35,000',
    ].join('\n'); // prettier-ignore
    const extraction = extractTransactions(text);
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-10-31', -1550000],
      ['2026-10-30', -61248000],
      ['2026-10-26', 3500000],
      ['2026-10-12', -38462600],
      ['2026-10-11', -4521000],
    ]);
  });
});

describe("a bank's web list of one-line rows, a few of which wrap", () => {
  it('keeps a wrapped row whole: its date and first words, the middle words, its figures on the last line', () => {
    const page = [
      'Skip to main content', 'Discover Bank', 'Home', 'Accounts', 'Transfers', 'Pay Bills',
      'Deposit Checks', 'Profile', 'Log Out', 'Online Checking', 'Account Activity',
      'Search transactions', 'Download', 'Print',
      'Checking ...4471', 'Current balance\t$4,531.35', 'Available balance\t$4,531.35',
      'Pending', 'Today\tPOS DEBIT HEB #592 AUSTIN TX\t-$18.20', 'Posted',
      'Date\tDescription\tAmount\tBalance',
      '03/06/2026\tACH WITHDRAWAL GEICO AUTO PAYMENT\t-$148.30\t$4,383.05',
      '03/06/2026\tDIRECT DEPOSIT', 'DELL TECHNOLOGIES PAYROLL', 'PPD ID: 9876543210\t$2,845.16\t$4,531.35',
      '03/05/2026\tCASHBACK DEBIT REWARD\t$18.42\t$1,686.19',
      '02/24/2026\tINTL POS DEBIT OXXO CANCUN QR MX', 'MXN 1,250.00 @ 0.057312 USD\t-$71.64\t$1,667.77',
      '02/23/2026\tPOS DEBIT STARBUCKS STORE 08841 AUSTIN TX\t-$6.45\t$1,739.41',
      '02/20/2026\tACH WITHDRAWAL CHASE CREDIT CRD EPAY\t-$650.00\t$1,745.86',
    ].join('\n'); // prettier-ignore
    const r = read(page, '2026-03-14');
    expect(r.rows.filter((row) => row[0] !== '2026-03-14')).toEqual([
      ['2026-03-06', -14830, 'ACH WITHDRAWAL GEICO AUTO PAYMENT'],
      ['2026-03-06', 284516, 'DIRECT DEPOSIT; DELL TECHNOLOGIES PAYROLL; PPD ID: 9876543210'],
      ['2026-03-05', 1842, 'CASHBACK DEBIT REWARD'],
      ['2026-02-24', -7164, 'INTL POS DEBIT OXXO CANCUN QR MX; MXN 1,250.00 @ 0.057312'],
      ['2026-02-23', -645, 'POS DEBIT STARBUCKS STORE 08841 AUSTIN TX'],
      ['2026-02-20', -65000, 'ACH WITHDRAWAL CHASE CREDIT CRD EPAY'],
    ]);
  });
});

describe('a card statement with a cash back column before the amount', () => {
  it('reads the last figure as the amount, and the monthly balances', () => {
    const statement = [
      'Previous Monthly Balance        $812.40',
      'Total Balance                   $841.45',
      'Minimum Payment Due              $25.00',
      'Date          Description                                    Daily Cash       Amount',
      '03/02/2024    UBER *EATS 8005928996 SAN FRANCISCO CA USA      2%    $0.72      $36.04',
      '03/19/2024    TARGET.COM RETURN MINNEAPOLIS MN USA            2%   -$0.50     -$24.99',
      '03/28/2024    MTA*NYCT PAYGO NEW YORK NY USA                  2%    $0.36      $18.00',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-04-02' });
    expect(extraction.transactions.map((t) => t.amountCents)).toEqual([-3604, 2499, -1800]);
    expect(extraction.balances).toMatchObject({
      openingCents: 81240,
      closingCents: 84145,
      isCardAccount: true,
    });
  });
});

describe("a US checking statement's sections", () => {
  it('take their direction from headings ending in what they hold, and a check row keeps its number', () => {
    const statement = [
      'For the period 12/15/2023 to 01/14/2024',
      'Deposits and Other Additions',
      'Date          Amount    Description',
      ' 12/22        1,320.00    Direct Deposit - Payroll Acme Logistics Pay',
      'Checks and Substitute Checks',
      'Date      Check            Amount     Reference',
      ' 12/28     311              150.00     075403112',
      'Online and Electronic Banking Deductions',
      'Date          Amount    Description',
      ' 12/20          850.00    Web Pmt - Single Rent Collect Ppd',
      'Daily Balance Detail',
      'Date            Balance       Date            Balance',
      ' 12/18         1,489.93        12/20           639.93',
    ].join('\n');
    const r = read(statement, '2024-01-20');
    expect(r.rows).toEqual([
      ['2023-12-22', 132000, 'Direct Deposit - Payroll Acme Logistics Pay'],
      ['2023-12-28', -15000, 'Check 311'],
      ['2023-12-20', -85000, 'Web Pmt - Single Rent Collect Ppd'],
    ]);
    expect(r.counted).toBe(3);
  });

  it('read checks printed two a line with the number before the date, out though the account marks only its withdrawals', () => {
    const statement = [
      'Beginning Balance on Mar 1                          $        1,245.67',
      'Ending Balance on Mar 31, 2024                      $          716.12',
      'Card Withdrawals',
      'Date     Description of Transaction                                       Amount',
      'Mar  4   Debit Purchase - VISA  On 030224 CUB FOODS #1612                   54.23-',
      'Checks Presented Conventionally',
      'Check      Date       Ref Number         Amount     Check      Date       Ref Number         Amount',
      '1201       Mar 11     8614324501         200.00     1202       Mar 22     8614401234         125.00',
      '    Conventional Checks Paid (2)                                             $     325.00-',
      'Customer Deposits',
      'Number        Date         Ref Number                Amount',
      '              Mar 15       8654102345              150.00',
    ].join('\n');
    const r = read(statement, '2024-04-05');
    expect(r.rows).toEqual([
      ['2024-03-04', -5423, 'Debit Purchase - VISA On 030224 CUB FOODS #1612'],
      ['2024-03-11', -20000, 'Check 1201'],
      ['2024-03-22', -12500, 'Check 1202'],
      // A row of figures alone is what its section's heading names.
      ['2024-03-15', 15000, 'Customer Deposits'],
    ]);
    expect(r.counted).toBe(4);
  });

  it('take direction from headings that list what they hold, and add nothing from pictures of checks', () => {
    const statement = [
      'Your previous balance as of 04/08/2024                                        $2,410.55',
      'Your new balance as of 05/07/2024                                           = $2,525.72',
      'Other withdrawals, debits and service charges',
      'DATE     DESCRIPTION                                                                     AMOUNT($)',
      '04/30    MAINTENANCE FEE                                                              10.00',
      'Deposits, credits and interest',
      'DATE     DESCRIPTION                                                                     AMOUNT($)',
      '04/12    ACH CORP DEPOSIT ACME TEXTILES PAYROLL                                      125.00',
      '04/30    INTEREST PAYMENT                                                              0.17',
      '',
      'CHECK IMAGES',
      'Check 1043   $250.00   04/15/2024                   Check 1044   $135.00   04/29/2024',
    ].join('\n');
    const r = read(statement, '2024-05-10');
    expect(r.rows).toEqual([
      ['2024-04-30', -1000, 'MAINTENANCE FEE'],
      ['2024-04-12', 12500, 'ACH CORP DEPOSIT ACME TEXTILES PAYROLL'],
      ['2024-04-30', 17, 'INTEREST PAYMENT'],
    ]);
    expect(r.counted).toBe(3);
  });

  it("end where a table's own header follows a heading the reader does not know", () => {
    const statement = [
      'Statement Period: Jun 01 2024-Jun 30 2024',
      'Electronic Deposits',
      'POSTING DATE      DESCRIPTION                                   AMOUNT',
      '06/03             CCD DEPOSIT, ACME MFG PAYROLL 0045121       1,550.00',
      'Electronic Payments',
      'POSTING DATE      DESCRIPTION                                   AMOUNT',
      '06/05             DEBIT CARD PURCHASE, SHOPRITE CHERRY HILL      64.12',
    ].join('\n');
    const r = read(statement, '2024-07-02');
    expect(r.rows.map((row) => row[1])).toEqual([155000, -6412]);
  });
});

describe("a table's header in reading order below a summary of the accounts held", () => {
  it("starts the table afresh: 'Deposits' over the summary says nothing of the rows", () => {
    const statement = [
      'Consolidated Statement',
      'Statement Date',
      '31 Mar 2024',
      'Account Summary',
      'Deposits',
      'Account',
      'Account No.',
      'Currency',
      'Balance',
      'Everyday Saver Account',
      '120-456789-1',
      'SGD',
      '11,662.78',
      'Total Deposits',
      'SGD',
      '11,662.78',
      'Transaction Details as of 31 Mar 2024',
      'Account No. 120-456789-1',
      'Date',
      'Description',
      'Withdrawal (-)',
      'Deposit (+)',
      'Balance',
      '01/03/2024',
      'Balance Brought Forward',
      '6,243.18',
      '01/03/2024',
      'Debit Card Transaction',
      '14.60',
      '6,228.58',
      '04/03/2024',
      'Point-of-Sale Transaction',
      '45.80',
      '6,182.78',
      '25/03/2024',
      'GIRO - Salary',
      '5,480.00',
      '11,662.78',
    ].join('\n');
    const r = read(statement, '2024-04-05');
    expect(r.rows.map((row) => row[1])).toEqual([-1460, -4580, 548000]);
  });
});

describe('a balance line printed letter-spaced', () => {
  it("is no row: 'S A L D O' is the word", () => {
    const statement = [
      'Dia     Histórico                                       Valor R$            Saldo R$',
      '29/02   Saldo Anterior                                                    2.184,37 C',
      '01/03   Pix - Recebido                                  850,00 C',
      '04/03   Compra com Cartão                                62,35 D          2.972,02 C',
      '29/03   S A L D O                                                         2.972,02 C',
    ].join('\n');
    expect(read(statement, '2024-04-02').rows.map((row) => row[1])).toEqual([85000, -6235]);
  });
});

describe('a percentage before the figures', () => {
  it("is a reward rate only when the first figure is that share of the last ('2%  0.72  36.04')", () => {
    const statement = [
      'Date      Description                                     Amount          Balance',
      '   12 Mar    WOOLWORTHS ROSEBANK                           623.80       11,615.74Cr',
      '   13 Mar    #Int Pos Fee 2.75%                              7.82       11,607.92Cr',
      '   14 Mar    ENGEN KILLARNEY                               780.00       10,827.92Cr',
    ].join('\n');
    expect(read(statement, '2024-03-30').rows.map((row) => row[1])).toEqual([-62380, -782, -78000]);
  });
});

describe("an app's list of payments", () => {
  it("leaves out a payment marked 'Declined' under its name, and counts it out too", () => {
    const statement = [
      'Friday 8 March',
      'Amazon',
      'Shopping',
      '19.99',
      'Steam',
      'Declined',
      '9.99',
      'Thursday 7 March',
      'Le Relais Montmartre',
      'Holidays',
      '84.20',
      'Pret A Manger',
      'Eating out',
      '5.85',
    ].join('\n');
    const r = read(statement, '2024-03-11');
    expect(r.rows.map((row) => row[1])).toEqual([-1999, -8420, -585]);
    expect(r.counted).toBe(3);
  });
});

describe('a Brazilian card invoice (fatura)', () => {
  const fatura = [
    'Itaú                                                    Fatura do cartão de crédito',
    'Resumo da fatura                         Total desta fatura          R$ 1.250,00',
    'Fatura anterior                 900,00   Pagamento mínimo              R$ 187,50',
    'Pagamentos efetuados           -900,00   Limite total de crédito     R$ 8.000,00',
    'Lançamentos atuais            1.250,00   Limite disponível           R$ 6.750,00',
    'Lançamentos: compras e saques',
    'DATA      ESTABELECIMENTO                                             VALOR EM R$',
    '08/03     PAGAMENTO EFETUADO                                              -900,00',
    '12/11     NETSHOES PARCELA 5/10                                             89,90',
    '15/01     MAGALU PARCELA 3/6                                               233,17',
    '03/03     PAO DE ACUCAR 1234                                               187,45',
    '25/03     RENNER PARCELA 1/4                                               124,75',
    'Lançamentos internacionais',
    'DATA      ESTABELECIMENTO                              US$               VALOR EM R$',
    '10/03     AIRBNB * HMQ4TX2Z                         150,00                    614,73',
    'Compras parceladas - próximas faturas',
    'DATA      ESTABELECIMENTO                                             VALOR EM R$',
    '12/11     NETSHOES PARCELA 6/10                                             89,90',
    '15/01     MAGALU PARCELA 4/6                                               233,17',
    '25/03     RENNER PARCELA 2/4                                               124,75',
  ].join('\n');

  it("reads charges as money out, its balances, the amount in reais, and not the next invoices' installments", () => {
    const extraction = extractTransactions(fatura, { today: '2024-04-02' });
    expect(extraction.balances).toEqual({
      openingCents: 90000,
      closingCents: 125000,
      isCardAccount: true,
    });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2024-03-08', 90000],
      ['2023-11-12', -8990],
      ['2024-01-15', -23317],
      ['2024-03-03', -18745],
      ['2024-03-25', -12475],
      ['2024-03-10', -61473],
    ]);
  });
});

describe('round ten of the blind layouts', () => {
  it("reads a Canadian table: 'CHEQUE/DEBIT' and 'DEPOSIT/CREDIT' columns, the date after the money, no figure of the small print, and the balances from the day-end running balance", () => {
    const statement = [
      'DESCRIPTION                           CHEQUE/DEBIT    DEPOSIT/CREDIT    DATE           BALANCE',
      'BALANCE FORWARD                                                          DEC29           412.87',
      'MONTHLY ACCOUNT FEE                          16.95                       JAN02',
      'BELL CANADA _V                               98.31                       JAN02           297.61',
      'ACME INC PAY                                              2,184.56       JAN05         2,482.17',
      'TD ATM W/D 004512                           100.00                       JAN08         2,382.17',
      '',
      'Your Unlimited Chequing monthly fee of $16.95 is waived in any month you maintain a minimum daily',
    ].join('\n');
    const extraction = extractTransactions(statement, { today: '2024-02-05' });
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2024-01-02', -1695],
      ['2024-01-02', -9831],
      ['2024-01-05', 218456],
      ['2024-01-08', -10000],
    ]);
    expect(extraction.balances).toMatchObject({ openingCents: 41287, closingCents: 238217 });
  });

  it("reads rand amounts written 'R16 826.67' and '-R0.35'", () => {
    const statement = [
      'Date\tDescription\tAmount\tBalance',
      '31 Mar 2024\tNotific Fee Sms Notifyme\t-R0.35\tR16 826.67',
      '29 Mar 2024\tCredit Interest\tR62.17\tR16 827.02',
      '27 Mar 2024\tDigital Transf Dt Absa Bank\t-R1 000.00\tR16 764.85',
    ].join('\n');
    expect(read(statement, '2024-04-02').rows.map((row) => row[1])).toEqual([-35, 6217, -100000]);
  });

  it("reads a figure a rate is taken of ('2.75% OF 51.53') as words, in reading order", () => {
    const statement = [
      'Statement of account',
      'Opening balance',
      '1,624.96',
      'Date',
      'Description',
      '15/04/2024',
      'CARD PURCHASE AMAZON EU',
      '51.53',
      '1,573.43',
      '15/04/2024',
      'NON-STERLING TRANS FEE',
      '2.75% OF 51.53',
      '1.42',
      '1,572.01',
      '16/04/2024',
      'BGC A OKONKWO',
      '50.00',
      '1,622.01',
      'Closing balance',
      '1,622.01',
    ].join('\n');
    expect(read(statement, '2024-04-30').rows.map((row) => row[1])).toEqual([-5153, -142, 5000]);
  });

  it("takes each record's date from the line below it, and a fee line under a record as its detail", () => {
    const statement = [
      'Description                                                        Incoming        Outgoing        Balance',
      'Card transaction of 7.50 EUR issued by Bvg Berlin                                     -7.50       4,129.97',
      '30 April 2024   Card ending in 4417   Transaction: CARD-2318840213',
      '',
      'Received money from ACME GMBH with reference INV-2024-038           1,150.00                      4,137.47',
      '25 April 2024   Transaction: TRANSFER-1034556721',
      '',
      'Sent money to Vattenfall Europe Sales GmbH                                           -89.41       2,987.47',
      '22 April 2024   Transaction: TRANSFER-1031127790',
      'Fee: 0.41 EUR',
      '',
      'Card transaction of 9.99 EUR issued by Spotify Stockholm                              -9.99       3,076.88',
      '16 April 2024   Card ending in 4417   Transaction: CARD-2295530011',
    ].join('\n');
    expect(read(statement, '2024-05-02').rows.map((row) => [row[0], row[1]])).toEqual([
      ['2024-04-30', -750],
      ['2024-04-25', 115000],
      ['2024-04-22', -8941],
      ['2024-04-16', -999],
    ]);
  });
});

describe('the same purchase several times in a row', () => {
  it('is as many purchases, not a list printed again', () => {
    const statement = [
      'Date         Description                              Amount',
      '03/04/2024   TFL TRAVEL CHARGE                          1.75',
      '03/04/2024   TFL TRAVEL CHARGE                          1.75',
      '03/04/2024   TFL TRAVEL CHARGE                          1.75',
      '03/04/2024   TFL TRAVEL CHARGE                          1.75',
      '05/04/2024   PRET A MANGER                              4.20',
    ].join('\n');
    const r = read(statement, '2024-04-30');
    expect(r.rows.map((row) => row[1])).toEqual([-175, -175, -175, -175, -420]);
    expect(r.counted).toBe(5);
  });
});

describe('a US checking statement of sections whose tables name their direction', () => {
  it("reads a table's first header cell, a heading beside a note and a section continued, as the section", () => {
    const statement = [
      '   Beginning balance 10-31                                        $4,218.37',
      '   Ending balance 11-30                                           $4,095.42',
      '',
      '   Additions',
      '',
      '   Deposits                 Date       Serial #     Source',
      '                            11-06                   Direct Deposit, County Payroll   $2,184.52',
      '',
      '   Subtractions',
      '',
      '   Paper Checks             * check missing from sequence',
      '   Check       Date           Amount          Check       Date           Amount',
      '   1187        11-04       $1,650.00          1190 *      11-17         $240.00',
      '',
      '   Withdrawals              Date       Serial #     Location',
      '                            11-02                   Direct Withdrawal, Enbridge Gas     $112.46',
      '',
      "   Subtractions (con't)",
      '',
      '   Debit Card Purchases     Date       Serial #     Location',
      '                            11-03                   Giant Eagle #6142 Cleveland OH       $86.14',
      '                            11-07                   Shell Oil 57442131 Lakewood OH       $218.87',
    ].join('\n');
    const r = read(statement, '2026-12-02');
    expect(r.rows).toEqual([
      ['2026-11-06', 218452, 'Direct Deposit, County Payroll'],
      ['2026-11-04', -165000, 'Check 1187'],
      ['2026-11-17', -24000, 'Check 1190'],
      ['2026-11-02', -11246, 'Direct Withdrawal, Enbridge Gas'],
      ['2026-11-03', -8614, 'Giant Eagle #6142 Cleveland OH'],
      ['2026-11-07', -21887, 'Shell Oil 57442131 Lakewood OH'],
    ]);
    expect(r.counted).toBe(6);
  });
});

describe('a statement in reading order whose rows give their words after their figures', () => {
  it('names each row by the words after it, and takes a row its words call a balance for one', () => {
    const header = ['Trans. Date', 'Value. Date', 'Reference', 'Debits', 'Credits', 'Balance'];
    const statement = [
      'Opening Balance',
      '184,562.40',
      'Closing Balance',
      '611,062.40',
      '',
      ...header,
      ...['Originating Branch', 'Remarks'],
      ...['01-Nov-2026', '01-Nov-2026', '-', '184,562.40', 'OPENING BALANCE'],
      ...['02-Nov-2026', '02-Nov-2026', "'000013261102083317004512889020", '23,450.00'],
      ...['161,112.40', 'E-BUSINESS CHANNELS', 'POS PURCHASE @ SHOPRITE LEKKI'],
      ...['03-Nov-2026', '03-Nov-2026', "'000015261103094512000318827741", '450,000.00'],
      ...['611,112.40', 'E-BUSINESS CHANNELS', 'NIP TRANSFER FROM ACME LOGISTICS'],
      ...['03-Nov-2026', '03-Nov-2026', '-', '50.00', '611,062.40', 'HEAD OFFICE'],
      'ELECTRONIC MONEY TRANSFER LEVY',
    ].join('\n');
    const r = read(statement, '2026-12-02');
    expect(r.rows).toEqual([
      ['2026-11-02', -2345000, 'E-BUSINESS CHANNELS; POS PURCHASE @ SHOPRITE LEKKI'],
      ['2026-11-03', 45000000, 'E-BUSINESS CHANNELS; NIP TRANSFER FROM ACME LOGISTICS'],
      ['2026-11-03', -5000, 'HEAD OFFICE; ELECTRONIC MONEY TRANSFER LEVY'],
    ]);
    expect(r.counted).toBe(3);
  });
});

describe('a statement in reading order whose rows go on after their figures', () => {
  it("takes the words up to the next date as the row's own (the counterparty after the balance)", () => {
    const header = [
      '交易日期',
      'Date',
      '摘要',
      'Description',
      '交易金额',
      'Amount',
      '余额',
      'Balance',
    ];
    const statement = [
      ...['期初余额', 'Opening Balance', '8,652.30', '期末余额', 'Closing Balance', '23,888.80'],
      ...header,
      ...['对方户名', 'Counterparty'],
      ...['2026-11-01', '消费', '-38.50', '8,613.80', '美团'],
      ...['2026-11-02', '快捷支付', '-25.00', '8,588.80', '支付宝-瑞幸咖啡'],
      ...['2026-11-05', '代发工资', '+15,800.00', '24,388.80', '上海星辰信息科技有限公司'],
      ...['2026-11-06', 'ATM取款', '-500.00', '23,888.80'],
    ].join('\n');
    const r = read(statement, '2026-12-03');
    expect(r.rows).toEqual([
      ['2026-11-01', -3850, '消费; 美团'],
      ['2026-11-02', -2500, '快捷支付; 支付宝-瑞幸咖啡'],
      ['2026-11-05', 1580000, '代发工资; 上海星辰信息科技有限公司'],
      ['2026-11-06', -50000, 'ATM取款'],
    ]);
  });
});

describe('a Korean account statement with a branch column after the balance', () => {
  it('reads the rows whose last cell is words, and takes 이월잔액 for the balance brought forward', () => {
    const statement = [
      '   거래일자     거래시간    적요         기재내용          출금액(원)     입금액(원)       잔액(원)    거래점',
      ' 2026.11.01     이월잔액                                                           1,284,530',
      ' 2026.11.01  12:04:51   체크카드     GS25역삼점              4,500                    1,280,030   KB카드',
      ' 2026.11.05  05:31:08   CMS 공동   삼성화재                45,800                    1,234,230   CMS',
      ' 2026.11.05  19:42:37   타행이체     김민준                              150,000      1,384,230   신한은행',
      ' 2026.11.07  22:13:05   체크카드     쿠팡(주)               32,900                    1,351,330   KB카드',
    ].join('\n');
    const r = read(statement, '2026-12-03');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-01', -450000],
      ['2026-11-05', -4580000],
      ['2026-11-05', 15000000],
      ['2026-11-07', -3290000],
    ]);
    expect(r.rows[0]![2]).toContain('GS25역삼점');
    expect(r.counted).toBe(4);
  });
});

describe('checks listed across the page without a header of their own', () => {
  it('reads each check of a row of three, and the last row of one', () => {
    const statement = [
      'Beginning Balance                 $1,000.00',
      'Ending Balance                      $320.00',
      '',
      '                                           CHECKS',
      '',
      '1041    11/04      150.00     1042    11/12       85.00     1044 *  11/19      400.00',
      '1045    11/25       45.00',
      '                                                           Total Checks       $680.00',
    ].join('\n');
    const r = read(statement, '2026-12-03');
    expect(r.rows).toEqual([
      ['2026-11-04', -15000, 'Check 1041'],
      ['2026-11-12', -8500, 'Check 1042'],
      ['2026-11-19', -40000, 'Check 1044'],
      ['2026-11-25', -4500, 'Check 1045'],
    ]);
    expect(r.counted).toBe(4);
  });
});

describe('a Chilean cartola in reading order: whole pesos marked $, a document number, a page number', () => {
  it('reads the amounts, not the numbers around them, and turns each row by its running balance', () => {
    const statement = [
      ...['DESDE', '31/10/2026', 'HASTA', '30/11/2026', 'PAGINA', '1 DE 2'],
      ...['FECHA', 'DETALLE DE TRANSACCION', 'SUCURSAL', 'N° DOCTO'],
      ...['CHEQUES Y OTROS CARGOS', 'DEPOSITOS Y ABONOS', 'SALDO'],
      ...['31/10', 'SALDO INICIAL', '$1.845.230'],
      ...['02/11', 'PAGO:AGUAS ANDINAS S.A.', 'INTERNET', '$18.430', '$1.826.800'],
      ...['05/11', 'CHEQUE PAGADO POR CAJA', 'PROVIDENCIA', '4512318', '$320.000', '$1.506.800'],
      ...['10/11', 'TRASPASO DE:JORGE SOTO PEREZ', 'INTERNET', '$80.000', '$1.586.800'],
      ...['12/11', 'PAGO:ENEL DISTRIBUCION CHILE S.A.', 'INTERNET', '$47.320', '$1.539.480'],
      ...['30/11', 'SALDO FINAL', '$1.539.480'],
      'Banco de Chile, Ahumada 251, Santiago. Fono 600 637 3737',
    ].join('\n');
    const r = read(statement, '2026-12-03');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-02', -1843000],
      ['2026-11-05', -32000000],
      ['2026-11-10', 8000000],
      ['2026-11-12', -4732000],
    ]);
  });
});

describe('an Indian passbook in reading order: a cell a line, balances marked Cr.', () => {
  it("reads rows of five lines of words, a date in another form inside one, and the first row's direction from the opening", () => {
    const statement = [
      ...['Txn Date', 'Txn No.', 'Description', 'Branch Name', 'Dr Amount', 'Cr Amount', 'Balance'],
      ...['01/11/2026', 'Opening Balance', '96,215.60 Cr.'],
      ...[
        '01/11/2026',
        'S80543211',
        'UPI/DR/430512345678/SWIGGY/YES',
        'B/swiggy.rzp@yesbank/Payment',
      ],
      ...['from Phone', 'KAROL BAGH, NEW DELHI', '486.00', '95,729.60 Cr.'],
      ...[
        '02/11/2026',
        'S80719834',
        'UPI/CR/430698765432/PRIYA SH/S',
        'BIN/priya.sharma92@oksbi/rent',
      ],
      ...['share', 'KAROL BAGH, NEW DELHI', '8,500.00', '1,04,229.60 Cr.'],
      ...[
        '17/11/2026',
        'S83855401',
        'SMS CHRGS FOR QTR ENDED',
        '30-09-2026',
        'KAROL BAGH, NEW DELHI',
      ],
      ...['15.00', '1,04,214.60 Cr.'],
      ...['30/11/2026', 'Closing Balance', '1,04,214.60 Cr.'],
    ].join('\n');
    const r = read(statement, '2026-12-04');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-01', -48600],
      ['2026-11-02', 850000],
      ['2026-11-17', -1500],
    ]);
    expect(r.rows[2]![2]).toContain('SMS CHRGS');
    expect(r.counted).toBe(3);
  });
});

describe('a dash that ends the words before the figure columns', () => {
  it('is no minus: the running balance turns the row', () => {
    const statement = [
      ' Số dư đầu kỳ/Opening balance:                         18.540.275',
      ' Số dư cuối kỳ/Closing balance:                        42.370.275',
      ' 02/11/2026   5078 - 12041   CONG TY FPT CHUYEN LUONG                       25.800.000     44.340.275',
      ' 02/11/2026   5213 - 88417   MBVCB.11823456789 chuyen tien     1.485.000                   42.855.275',
      ' 16/11/2026   5361 - 20984   Thanh toan QR - WINMART+ HN1234 -   485.000                   42.370.275',
    ].join('\n');
    const r = read(statement, '2026-12-04');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-02', 2580000000],
      ['2026-11-02', -148500000],
      ['2026-11-16', -48500000],
    ]);
  });
});

describe('records over lines whose value date stands between their words and their amount', () => {
  it("keeps the booking date and the words, the value date being the record's second", () => {
    const statement = [
      ...['Date', 'Libellé', 'Valeur', 'Débit', 'Crédit'],
      ...['Ancien solde au 31.10.2026', '3.482,19'],
      ...['03.11.2026', 'ACHAT VISA DEBIT 31.10 CACTUS HOWALD', '31.10.2026', '87,42'],
      ...['04.11.2026', 'DOMICILIATION SEPA POST LUXEMBOURG', 'FACTURE 2026110456123'],
      ...['04.11.2026', '59,99'],
      ...['13.11.2026', 'PAYCONIQ BRASSERIE GUILLAUME LUXEMBOURG', '13.11.2026', '38,50'],
    ].join('\n');
    const r = read(statement, '2026-12-04');
    expect(r.rows.map(([date, , description]) => [date, description])).toEqual([
      ['2026-11-03', 'ACHAT VISA DEBIT 31.10 CACTUS HOWALD'],
      ['2026-11-04', 'DOMICILIATION SEPA POST LUXEMBOURG; FACTURE 2026110456123'],
      ['2026-11-13', 'PAYCONIQ BRASSERIE GUILLAUME LUXEMBOURG'],
    ]);
  });
});

describe("a card's fee on a foreign purchase, on its own line under the purchase", () => {
  it("is a charge of its own on the purchase's day, for the reader and the count", () => {
    const statement = [
      '   Previous Balance                                            1,000.00',
      '   New Balance                                                 1,194.39',
      '   Received By Us  Transaction Date  Details                          Amount',
      '   03Nov26     01Nov26        BOOTS 1142               LEEDS          17.50',
      '   04Nov26     02Nov26        HOTEL CASA PORTUGUESA    LISBOA        162.13',
      '                              EUR 186.00 @ 1.1472',
      '                              Non-Sterling Transaction Fee             4.85',
      '   06Nov26     03Nov26        PINGO DOCE LISBOA        LISBOA         27.41',
    ].join('\n');
    const r = read(statement, '2026-12-04');
    expect(r.rows.map(([, cents, description]) => [cents, description])).toEqual([
      [-1750, 'BOOTS 1142 LEEDS'],
      [-16213, expect.stringContaining('HOTEL CASA PORTUGUESA')],
      [-485, 'Non-Sterling Transaction Fee'],
      [-2741, 'PINGO DOCE LISBOA LISBOA'],
    ]);
    expect(r.rows[2]![0]).toBe(r.rows[1]![0]);
    expect(r.counted).toBe(4);
  });

  it('is one with its rate printed before its figure', () => {
    const statement = [
      '  Previous balance                                        £1,286.42',
      '  New balance                                             £1,375.90',
      '  11 Nov    SPOTIFY P2A9F4C1B7                LONDON                       £11.99',
      '  13 Nov    BOOKING.COM                       AMSTERDAM NLD                £84.31',
      '            EUR 96.50     Exchange rate 1.1446 EUR = £1.00',
      '            Non-sterling transaction fee 2.75%                              £2.32',
      '  15 Nov    ASOS.COM LTD                      LONDON                       £39.50',
      '  19 Nov    ASOS.COM LTD                      LONDON                       £48.64 CR',
    ].join('\n');
    const r = read(statement, '2026-12-02');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-11', -1199],
      ['2026-11-13', -8431],
      ['2026-11-13', -232],
      ['2026-11-15', -3950],
      ['2026-11-19', 4864],
    ]);
    expect(r.counted).toBe(5);
  });
});

describe("a web page's bookings over lines, a card's time stamp among a booking's words", () => {
  it('keeps the booking together: the ISO time stamp is a word, not a new row', () => {
    const page = [
      '30.11.2026',
      'Amazon.de',
      'AMAZON.DE*2K4LM19X3 AMAZON.DE/LU',
      '2026-11-29T21:14 Debitk.1 2028-12',
      'Kartenzahlung',
      '-34,99 €',
      '',
      '28.11.2026',
      'ARAL Station 2671',
      'ARAL Station 2671//Koeln/DE',
      '2026-11-28T09:52 Debitk.1 2028-12',
      'Kartenzahlung',
      '-58,20 €',
      '',
      '27.11.2026',
      'REWE Markt GmbH',
      'REWE SAGT DANKE. 43871202//Koeln/DE',
      '2026-11-26T18:22 Debitk.1 2028-12',
      'Kartenzahlung',
      '-23,45 €',
    ].join('\n');
    const r = read(page, '2026-12-04');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-30', -3499],
      ['2026-11-28', -5820],
      ['2026-11-27', -2345],
    ]);
    expect(r.rows.map(([, , description]) => description.split(';')[0])).toEqual([
      'AMAZON.DE*2K4LM19X3 AMAZON.DE/LU',
      'ARAL Station 2671//Koeln/DE',
      'REWE Markt GmbH',
    ]);
  });
});

describe("a statement's sections marked with their direction, and a table of dates and balances", () => {
  it("take the heading's (+) or (-) for their rows' direction, and leave the daily balances out", () => {
    const statement = [
      'Electronic Deposits (+)',
      'Date              Amount    Description',
      '11/27              21.50    Debit Card Return TARGET 00012781 COLUMBUS OH',
      '                            CARD 4821',
      'Total             $21.50',
      'Debit Card Purchases (-) (continued)',
      'Date              Amount    Description',
      '11/03             142.66    AMERICAN ELECTRIC POWER     WEB PMT',
      'Total            $142.66',
      '',
      'Balance Activity',
      'Date           Balance        Date           Balance        Date           Balance',
      '11/02         2,847.19        11/03         2,704.53        11/27         2,726.03',
    ].join('\n');
    const r = read(statement, '2026-12-02');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-27', 2150],
      ['2026-11-03', -14266],
    ]);
    expect(r.counted).toBe(2);
  });

  it('keep a header whose second line is two dates and a balance as a header', () => {
    const statement = [
      '  Transaction  Value        Narrative                                          Debit        Credit           Running',
      '  Date         Date                                                                                          Balance',
      '',
      '  13-11-2026   13-11-2026   MPESA PAYBILL KPLC PREPAID                      1,200.00                         8,800.00',
      '  23-11-2026   23-11-2026   SALARY ACME LTD                                                50,000.00        58,800.00',
    ].join('\n');
    const r = read(statement, '2026-12-02');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-13', -120000],
      ['2026-11-23', 5000000],
    ]);
    expect(r.counted).toBe(2);
  });
});

describe("a day's date printed once over all its records", () => {
  it('reads the records after the first of a day in reading order, each dated by its day', () => {
    const statement = [
      'Previous Balance',
      'New Balance',
      '€1,612.48',
      '€1,280.40',
      'Date',
      'Details',
      'Withdrawn',
      'Paid In',
      'Balance',
      '03 NOV POS 31OCT SUPERVALU RATHMINES 38.62',
      'POS 01NOV CIRCLE K TERENURE',
      '55.00',
      'D/D VODAFONE IRELAND LTD',
      'VF-IE-88241937',
      '40.00',
      '1,478.86',
      '06 NOV POS 05NOV DUNNES STORES CORNELSCOU 67.34',
      'POS 05NOV SPOTIFY P2B81C0A4D',
      '10.99',
      '1,400.53',
      '10 NOV',
      'D/D ELECTRIC IRELAND',
      '901337254',
      '96.15',
      'POS 08NOV AMAZON* MKTPL EU-IE 23.98',
      '1,280.40',
      '13 NOV',
      'BALANCE CARRIED FORWARD',
      '1,280.40',
    ].join('\n');
    const r = read(statement, '2026-12-02');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-03', -3862],
      ['2026-11-03', -5500],
      ['2026-11-03', -4000],
      ['2026-11-06', -6734],
      ['2026-11-06', -1099],
      ['2026-11-10', -9615],
      ['2026-11-10', -2398],
    ]);
    expect(r.rows.map(([, , description]) => description.split(';')[0])).toContain(
      'D/D VODAFONE IRELAND LTD',
    );
    expect(r.counted).toBe(7);
  });

  it("reads an app's list under day headings, each record's name, note and amount a line each, in rand", () => {
    const page = [
      'Current balance',
      'R 14 208.62',
      'Available credit',
      'R 20 791.38',
      'Credit limit',
      'R 35 000.00',
      'Minimum payment due 15 Dec 2026',
      'R 710.43',
      '',
      'Today',
      'Woolworths Food Rosebank',
      'Groceries · 12:41',
      '-R 487.23',
      '+73 Discovery Miles',
      '',
      'Yesterday',
      'Netflix.com',
      'Entertainment · 08:02',
      '-R 199.00',
      'Payment received - thank you',
      'Payment · 07:15',
      'R 8 500.00',
      '',
      '30 November 2026',
      'Checkers Hyper Fourways',
      'Groceries · 18:20',
      '-R 1 246.87',
      '+187 Discovery Miles',
      'Uber *Trip',
      'Transport · 22:47',
      '-R 94.00',
      '',
      'Discovery Miles earned in November',
      '12 406 Miles  (worth R 124.06)',
      '',
      '29 November 2026',
      'Spotify',
      'Entertainment · 03:00',
      '-R 59.99',
      'Cash withdrawal fee',
      'Fees · 13:26',
      '-R 45.00',
      '',
      '28 November 2026',
      'Shell Ultra City N1 Midrand',
      'Fuel · 06:38',
      '-R 1 102.35',
      'Engen Sandton Drive',
      'Fuel · 07:10',
      '-R 300.00',
    ].join('\n');
    const r = read(page, '2026-12-02');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-12-02', -48723],
      ['2026-12-01', -19900],
      ['2026-12-01', 850000],
      ['2026-11-30', -124687],
      ['2026-11-30', -9400],
      ['2026-11-29', -5999],
      ['2026-11-29', -4500],
      ['2026-11-28', -110235],
      ['2026-11-28', -30000],
    ]);
    expect(r.counted).toBe(9);
  });
});

describe("a Spanish statement's page totals", () => {
  it("leaves out the totals carried ('Van'), brought ('Vienen') and summed ('Totales')", () => {
    const statement = [
      '  FECHA    FECHA                                       CARGOS /          ABONOS /',
      '  PROC.    VALOR    DESCRIPCION                          DEBE             HABER',
      '                    SALDO ANTERIOR                                      3,487.62',
      '  01NOV    01NOV    YAPE A CARLOS ROJAS                  45.00',
      '  05NOV    05NOV    HABERES ANDINA LOGISTICA SAC                        5,240.00',
      '                    VAN                                  45.00          5,240.00',
      '                    VIENEN                               45.00          5,240.00',
      '  16NOV    15NOV    COMPRA RAPPI*RAPPI PERU              58.90',
      '                    TOTALES                             103.90          5,240.00',
      '                    SALDO FINAL                                         8,623.72',
    ].join('\n');
    const r = read(statement, '2026-12-03');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-01', -4500],
      ['2026-11-05', 524000],
      ['2026-11-16', -5890],
    ]);
    expect(r.counted).toBe(3);
  });
});

describe("a web page's pending rows, each with its status after its amount", () => {
  it("keeps each pending row's own date: 'Pending' after an amount is that row's status", () => {
    const page = [
      'Pending transactions',
      'Date\tDescription\tAmount',
      'Dec 2, 2026',
      'INTERAC Debit Purchase - LOBLAWS #1023',
      '-$54.27',
      'Pending',
      'Dec 1, 2026',
      'INTERAC Debit Purchase - PETRO-CANADA 0421',
      '-$52.10',
      'Pending',
      '',
      'Posted transactions',
      'Nov 30, 2026',
      'Interest Paid',
      '$0.19',
      '$3,245.42',
      'Nov 28, 2026',
      'INTERAC Debit Purchase - METRO 812',
      '-$67.45',
      '$3,245.23',
    ].join('\n');
    const r = read(page, '2026-12-02');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-12-02', -5427],
      ['2026-12-01', -5210],
      ['2026-11-30', 19],
      ['2026-11-28', -6745],
    ]);
  });
});

describe('a table whose rows go on after their figures: type, channel, note, counterparty, account', () => {
  it('reads the figures in the middle of each row, for the reader and the count', () => {
    const statement = [
      '记账日期    记账时间  币别        金额          余额       交易名称        渠道      附言                       对方账户名                      对方卡号/账号',
      '2026-11-01  08:12:45  人民币        -36.80      8,399.47   网上快捷支付    银联      美团外卖                   支付宝（中国）网络技术有限公司  2155****0690',
      '2026-11-03  10:05:33  人民币       -500.00      7,899.47   ATM取款         ATM       中国银行上海徐汇支行',
      '2026-11-05  09:00:11  人民币     12,850.00     20,749.47   代发工资        批量      工资2026年10月             上海启明数码科技有限公司        451867293301          中国银行上海市分行',
      '2026-11-05  14:22:09  人民币     -3,200.00     17,549.47   转账支出        手机银行  11月房租                   陈建国                          6222021001098765432',
      '2026-11-06  12:41:55  人民币        -45.00     17,504.47   网上快捷支付    银联      饿了么                     支付宝（中国）网络技术有限公司  2155****0690',
    ].join('\n');
    const r = read(statement, '2026-12-01');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-01', -3680],
      ['2026-11-03', -50000],
      ['2026-11-05', 1285000],
      ['2026-11-05', -320000],
      ['2026-11-06', -4500],
    ]);
    expect(r.rows[0]![2]).toContain('美团外卖');
    expect(r.counted).toBe(5);
  });
});

describe("a table's row numbers in reading order, one space before each row's date", () => {
  it('dates each row by the date after its number, for the reader and the count', () => {
    const statement = [
      'Saldo Awal/Initial Balance',
      '8.745.320,55',
      'Saldo Akhir/Closing Balance',
      '20.090.820,55',
      'No',
      'Tanggal',
      'Keterangan',
      'Saldo (IDR)',
      '1',
      '01 Nov 2026',
      '08:14:55 WIB',
      'QRIS Payment',
      'INDOMARET MAMPANG PRAPATAN',
      '87.500,00',
      '8.657.820,55',
      '2 02 Nov 2026',
      '19:40:12 WIB Biaya BI Fast',
      '2.500,00 8.655.320,55',
      '3 05 Nov 2026',
      '07:00:03 WIB Transfer Masuk',
      'Dari PT SINAR ARTHA NUSANTARA',
      '12.750.000,00 21.405.320,55',
      '4 06 Nov 2026',
      '15:22:07 WIB QRIS Payment',
      'KOPI KENANGAN KALIBATA',
      '64.000,00 21.341.320,55',
      '5',
      '30 Nov 2026',
      '23:59:59 WIB',
      'Biaya Administrasi',
      '1.250.500,00',
      '20.090.820,55',
      'Saldo Akhir/Closing Balance',
      '20.090.820,55',
    ].join('\n');
    const r = read(statement, '2026-12-01');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-01', -8750000],
      ['2026-11-02', -250000],
      ['2026-11-05', 1275000000],
      ['2026-11-06', -6400000],
      ['2026-11-30', -125050000],
    ]);
    expect(r.counted).toBe(5);
  });
});

describe('balances in dollars written U$S, and a subtotal in French', () => {
  it("takes 'U$S 320,00' for a figure in dollars, so its balance line is no row", () => {
    const statement = [
      ' Fecha      Comprobante  Movimiento                             Débito           Crédito      Saldo en cuenta',
      ' 01/11/26               Saldo Inicial                                                             $ 143.918,42',
      ' 03/11/26   2699051     Transferencia realizada              $ 35.000,00                         $ 108.918,42',
      ' 05/11/26   74288301    Compra con tarjeta de debito         $ 14.900,00                          $ 94.018,42',
      '                        Saldo total                                                                $ 94.018,42',
      ' Fecha      Comprobante  Movimiento                             Débito           Crédito      Saldo en cuenta',
      ' 01/11/26               Saldo Inicial                                                               U$S 320,00',
      '                        No registra movimientos en el período',
      '                        Saldo total                                                                 U$S 320,00',
    ].join('\n');
    const r = read(statement, '2026-12-02');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-03', -3500000],
      ['2026-11-05', -1490000],
    ]);
    expect(r.counted).toBe(2);
  });

  it("leaves out a page's 'SOUS TOTAL'", () => {
    const statement = [
      '  DATE   LIBELLE                                  VALEUR          DEBIT          CREDIT',
      '                  ANCIEN SOLDE                                                 1 842,17',
      '  03.11  CB CARREFOUR 02/11                      03.11.26         84,20',
      '  05.11  VIR SEPA ACME SALAIRE                   05.11.26                       2 486,73',
      '         SOUS TOTAL                                               84,20         4 328,90',
      '  12.11  PRLV SEPA EDF                           12.11.26         96,15',
    ].join('\n');
    const r = read(statement, '2026-12-02');
    expect(r.rows.map(([, cents]) => cents)).toEqual([-8420, 248673, -9615]);
    expect(r.counted).toBe(3);
  });
});

describe('a card statement whose foreign purchases carry their amount and rate on the line below', () => {
  it("reads 'Balance from your previous statement' as the opening, and counts every purchase", () => {
    const statement = [
      '  Balance from your previous statement               £684.20',
      '  New balance                                        £793.45',
      '  Date      Transaction details                                         Amount £',
      '  17/11/26  BOOTS 1192                          LEEDS                    8.47',
      '  19/11/26  RENFE VIAJEROS                      MADRID                  46.72',
      '            53.90 EUR  Exchange rate 1.1537',
      '  20/11/26  MERCADONA C/ATOCHA                  MADRID                  21.11',
      '            24.35 EUR  Exchange rate 1.1535',
      '  23/11/26  DELIVEROO                           LONDON                  23.80',
      '  30/11/26  GREGGS 1421                         LEEDS                    9.15',
    ].join('\n');
    const r = read(statement, '2026-12-02');
    expect(r.rows.map(([, cents]) => cents)).toEqual([-847, -4672, -2111, -2380, -915]);
    expect(r.counted).toBe(5);
    const { balances } = extractTransactions(statement, { today: '2026-12-02' });
    expect(balances).toEqual({ openingCents: 68420, closingCents: 79345, isCardAccount: true });
  });
});

describe('a Portuguese statement with debit and credit columns', () => {
  it("knows 'Débito' and 'Crédito' for its columns", () => {
    const statement = [
      '  Data Mov.   Data Valor  Descritivo                                   Débito        Crédito',
      '  02-11-2026  31-10-2026  COMPRA 4821 PINGO DOCE ALVALADE LISBOA        38,47',
      '  06-11-2026  06-11-2026  TRF MB WAY DE CATARINA FERREIRA                              22,50',
      '  09-11-2026  09-11-2026  DD PT53700143 MEO SA                          49,99',
      '  10-11-2026  10-11-2026  TRF CRED SEPA+ NOVASOFT ORDENADO                          1.485,00',
    ].join('\n');
    const r = read(statement, '2026-12-01');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-02', -3847],
      ['2026-11-06', 2250],
      ['2026-11-09', -4999],
      ['2026-11-10', 148500],
    ]);
  });
});

describe("a table whose words stand right of its money columns ('ADDEBITI  ACCREDITI  DESCRIZIONE')", () => {
  it('reads each row with its words, its balances from labels after their figures', () => {
    const statement = [
      '  DATA        DATA',
      '  CONTABILE   VALUTA                ADDEBITI       ACCREDITI   DESCRIZIONE OPERAZIONI',
      '',
      '  01/11/26                                          1.547,82   SALDO INIZIALE',
      '',
      '  03/11/26    02/11/26                 42,37                   PAGAMENTO POS',
      '                                                               CARTA 5333 **** **** 8201 DEL 02/11/26 ORE 18.32',
      '                                                               ESSELUNGA VIALE UMBRIA MILANO ITA',
      '  05/11/26    05/11/26                              1.912,40   BONIFICO A VOSTRO FAVORE',
      '                                                               DA: TECNOSERVIZI S.R.L.',
      '  06/11/26    06/11/26                  1,00                   COMMISSIONE PAGAMENTO PAGOPA',
      '',
      '                                       43,37        1.912,40   TOTALE ADDEBITI / ACCREDITI',
      '  30/11/26                                          3.416,85   SALDO FINALE',
      '',
      '  Capitale Sociale Euro 1.306.110.000,00 i.v. - Registro Imprese di Roma - Aderente al Fondo',
    ].join('\n');
    const r = read(statement, '2026-12-01');
    expect(r.rows).toEqual([
      ['2026-11-03', -4237, expect.stringContaining('ESSELUNGA')],
      ['2026-11-05', 191240, expect.stringContaining('BONIFICO A VOSTRO FAVORE')],
      ['2026-11-06', -100, 'COMMISSIONE PAGAMENTO PAGOPA'],
    ]);
    expect(r.counted).toBe(3);
    expect(extractTransactions(statement, { today: '2026-12-01' }).balances).toEqual({
      openingCents: 154782,
      closingCents: 341685,
      isCardAccount: false,
    });
  });
});

describe("a Japanese passbook's balance brought forward ('繰越') and its balance now ('現在残高')", () => {
  it('reads them as the balances, not as rows', () => {
    const statement = [
      '     日付         摘要          摘要内容                    お支払金額      お預り金額        差引残高',
      '  2026/11/01   繰越                                                                           286,431',
      '  2026/11/04   カード                                           30,000                         256,431',
      '  2026/11/05   口座振替          ﾄｳｷﾖｳｶﾞｽ                         6,842                         249,589',
      '  2026/11/11   振込            ﾔﾏﾓﾄ ﾀｹｼ                                        20,000         269,589',
      '  現在残高                269,589円',
    ].join('\n');
    const result = extractTransactions(statement, { today: '2026-12-02' });
    expect(result.transactions.map((t) => t.amountCents)).toEqual([-3000000, -684200, 2000000]);
    expect(result.balances).toEqual({
      openingCents: 28643100,
      closingCents: 26958900,
      isCardAccount: false,
    });
  });
});

describe("a record over lines whose amount line holds the card's date among its words", () => {
  it("ends the record begun above with that amount ('06 Nov EFTPOS TRANSACTION' / 'Z KINGSLAND 06NOV 78.30')", () => {
    const statement = [
      'Opening Balance',
      '4,594.56',
      'Closing Balance',
      '4,399.27',
      '06 Nov EFTPOS TRANSACTION',
      'Z KINGSLAND 06NOV 78.30',
      '4,516.26',
      '07 Nov DEBIT CARD PURCHASE SPOTIFY P2C1F0A8E6 STOCKHOLM 16.99 4,499.27',
      '08 Nov',
      'ATM WITHDRAWAL',
      'WESTPAC QUEEN ST 08NOV 14:22',
      '100.00',
      '4,399.27',
    ].join('\n');
    const r = read(statement, '2026-12-02');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-06', -7830],
      ['2026-11-07', -1699],
      ['2026-11-08', -10000],
    ]);
    expect(r.rows[0]![2]).toContain('KINGSLAND');
  });
});

describe("a fee's bound among a row's words", () => {
  it("reads 'MIN. 5,00 EUR' as the fee's terms and the figure after it as the row's amount", () => {
    const r = read(
      [
        '06.11.   07.11.     PRET A MANGER LONDON                                             9,69-',
        '07.11.   08.11.     ENTGELT BARGELDAUSZAHLUNG 2,00 %, MIN. 5,00 EUR                5,00-',
        '10.11.   11.11.     EDEKA SUEDBAYERN MUENCHEN                                       38,12-',
        '12.11.   13.11.     MEDIAMARKT MUENCHEN-PASING                                     249,00-',
      ].join('\n'),
      '2026-11-25',
    );
    expect(r.rows).toEqual([
      ['2026-11-06', -969, 'PRET A MANGER LONDON'],
      ['2026-11-07', -500, 'ENTGELT BARGELDAUSZAHLUNG 2,00 %, MIN. 5,00 EUR'],
      ['2026-11-10', -3812, 'EDEKA SUEDBAYERN MUENCHEN'],
      ['2026-11-12', -24900, 'MEDIAMARKT MUENCHEN-PASING'],
    ]);
  });
});

describe('headings of days in more languages', () => {
  it("dates the rows under an Italian, Portuguese or Polish weekday's heading", () => {
    const r = read(
      [
        'Venerdì 28 novembre',
        'Pagamento Carta di Debito\tESSELUNGA VIALE PAPINIANO MILANO\tSpesa\t-54,32 €',
        'Terça-feira, 25 novembre',
        'Addebito SDD\tENEL ENERGIA S.P.A.\tCasa e utenze\t-78,45 €',
        'Środa 19 novembre',
        'Pagamento Carta di Debito\tLIDL ITALIA 1234 MILANO\tSpesa\t-41,87 €',
      ].join('\n'),
      '2025-12-01',
    );
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2025-11-28', -5432],
      ['2025-11-25', -7845],
      ['2025-11-19', -4187],
    ]);
  });
});

describe("a French statement in reading order, a box of the month's fees after its closing balance", () => {
  it('reads the rows, money in by its words, and nothing of the box or the page subtotal', () => {
    const r = read(
      [
        'Date',
        'Date valeur',
        'Opération',
        'Débit euros',
        'Crédit euros',
        'SOLDE CREDITEUR AU 30/09/2025',
        '1.847,32',
        '01/10/2025',
        '01/10/2025',
        'PRLV SEPA COMUTITRES',
        '88,80',
        '10/10/2025',
        '10/10/2025',
        'VIR INST RE 512345',
        '35,00',
        '/DE MME LEA MARTIN /MOTIF RESTO ANNIV',
        'Sous-total des mouvements',
        '88,80',
        '35,00',
        '22/10/2025',
        '24/10/2025',
        'REMISE CHEQUE N 4412095',
        '150,00',
        '1 CHEQUE(S)',
        '31/10/2025',
        '31/10/2025',
        'PAIEMENT CB 3010 CARREFOUR CITY PARIS CARTE 05432178',
        '12,30',
        'Total des mouvements',
        '101,10',
        '185,00',
        'SOLDE CREDITEUR AU 31/10/2025',
        '1.931,22',
        'Information sur les frais',
        'Cotisation Contrat Personnel Global',
        '16,20',
        'Frais paiement carte hors zone euro',
        '0,46',
        "Commissions d'intervention",
        '0,00',
      ].join('\n'),
      '2025-11-05',
    );
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2025-10-01', -8880],
      ['2025-10-10', 3500],
      ['2025-10-22', 15000],
      ['2025-10-31', -1230],
    ]);
  });
});

describe("a card statement in reading order, its payment's due date under its label", () => {
  it("takes neither the due date nor the direct debit's sentence and figure below it for a row", () => {
    const statement = [
      'Statement date', '14 March 2026',
      'Previous balance', '£742.18', 'New balance', '£675.72',
      'Minimum payment', '£14.56',
      'Payment due by', '09 April 2026',
      'You have a Direct Debit set up to pay the full balance. We will collect', '£675.72',
      'on or after 09 April 2026.',
      'Transaction date', 'Date posted', 'Description', 'Amount £',
      '13 Feb', '16 Feb', 'TESCO STORES 2987 LEEDS', '54.12',
      '16 Feb', '16 Feb', 'DIRECT DEBIT PAYMENT - THANK YOU', '742.18 CR',
      '17 Feb', '18 Feb', 'SAINSBURYS S/MKTS HEADINGLEY', '38.45',
    ].join('\n'); // prettier-ignore
    const r = read(statement, '2026-03-20');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-02-13', -5412],
      ['2026-02-16', 74218],
      ['2026-02-17', -3845],
    ]);
    expect(r.counted).toBe(3);
  });
});

describe("a statement in reading order, a foreign amount and its rate among a row's words", () => {
  it("reads the naira amount below, not the rate after '@'", () => {
    const statement = [
      'Opening Balance', '218,953.62', 'Closing Balance', '187,713.62',
      'Trans. Date', 'Reference', 'Transaction Details', 'Value Date', 'Debits', 'Credits', 'Balance',
      '15-Nov-2026', 'WEB2631933107', 'WEB PURCHASE OPENAI *CHATGPT', 'SUBSCR SAN FRANCISCO US',
      'USD 20.00 @ 1,562.00', '17-Nov-2026', '31,240.00', '187,713.62',
    ].join('\n'); // prettier-ignore
    const r = read(statement, '2026-12-01');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([['2026-11-15', -3124000]]);
    expect(r.rows[0]![2]).toContain('OPENAI');
  });
});

describe('rows whose payee comes after their value date and amount, in reading order', () => {
  it("names each row by the words after its figures ('Dauerauftrag' / '01.12.' / '890,00-' / the payee)", () => {
    const statement = [
      'Kontoauszug', 'Nr. 12/2025', 'Auszugszeitraum', '01.12.2025 - 31.12.2025',
      'Buchungsdatum', 'Buchungstext', 'Valuta', 'Betrag in EUR',
      'Alter Kontostand per 30.11.2025', '412,36',
      '01.12.', 'Dauerauftrag', '01.12.', '890,00-', 'Hausverwaltung Dr. Karl Mayer GmbH', 'Miete Dezember 2025 Top 12',
      '01.12.', 'SEPA Lastschrift', '01.12.', '78,00-', 'Wien Energie GmbH', 'Teilbetrag 12/2025',
      '02.12.', 'Bezahlung Karte', '02.12.', '34,87-', 'MC/000000153 BILLA DANKT 0615\\WIEN\\1140',
      '03.12.', 'SEPA Lastschrift', '03.12.', '25,00-', 'T-Mobile Austria GmbH',
      '05.12.', 'Gutschrift', '05.12.', '2.480,00', 'ACME Austria GmbH', 'Gehalt 12/2025',
      'Neuer Kontostand per 31.12.2025', '1.865,49',
    ].join('\n'); // prettier-ignore
    const r = read(statement, '2026-01-03');
    expect(r.rows.map(([date, cents, text]) => [date, cents, text.split('; ')[1]])).toEqual([
      ['2025-12-01', -89000, 'Hausverwaltung Dr. Karl Mayer GmbH'],
      ['2025-12-01', -7800, 'Wien Energie GmbH'],
      ['2025-12-02', -3487, 'MC/000000153 BILLA DANKT 0615\\WIEN\\1140'],
      ['2025-12-03', -2500, 'T-Mobile Austria GmbH'],
      ['2025-12-05', 248000, 'ACME Austria GmbH'],
    ]);
  });
});

describe("rows numbered with leading zeros before their date ('0187  01-09-2026')", () => {
  it('dates each row by its date, its words below it its own', () => {
    const statement = [
      'N°    Date        Description                                                           Valeur               Montant',
      '0187  01-09-2026  VIREMENT EN EUROS VERS BE73 7350 1234 5660                            01-09-2026           -875,00',
      '                  IMMO LOUISE SRL',
      '0188  01-09-2026  DOMICILIATION EUROPEENNE                                              01-09-2026            -54,99',
      '                  CREANCIER : PROXIMUS SA',
      '0189  02-09-2026  PAIEMENT AVEC LA CARTE DE DEBIT NUMERO 5169 57XX XXXX 2285            01-09-2026            -38,47',
      '                  DELHAIZE FLAGEY IXELLES 01/09/2026 18:22',
      '0190  03-09-2026  VIREMENT EN EUROS DE BE12 3456 7890 1234                              03-09-2026         +3.126,44',
      '                  ACME BELGIUM SA',
    ].join('\n');
    const r = read(statement, '2026-10-02');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-09-01', -87500],
      ['2026-09-01', -5499],
      ['2026-09-02', -3847],
      ['2026-09-03', 312644],
    ]);
    expect(r.rows.map(([, , text]) => text)).toEqual([
      expect.stringContaining('IMMO LOUISE SRL'),
      expect.stringContaining('PROXIMUS SA'),
      expect.stringContaining('DELHAIZE FLAGEY'),
      expect.stringContaining('ACME BELGIUM SA'),
    ]);
  });
});

describe("a web page's tab rows, a foreign amount and its code ending the words' cell", () => {
  const rows = [
    'التاريخ\tتفاصيل العملية\tمدين\tدائن\tالرصيد',
    '12/11/2026\tسداد فاتورة - الشركة السعودية للكهرباء SEC\t163.20\t\t3,645.07',
    '11/11/2026\tرسوم عملية بعملة أجنبية 2.75% - BOOKING.COM\t23.69\t\t3,808.27',
    '11/11/2026\tشراء دولي عبر الإنترنت - BOOKING.COM AMSTERDAM NL - 210.00 EUR\t861.40\t\t3,831.96',
    '10/11/2026\tحوالة واردة - محمد القحطاني\t\t750.00\t4,693.36',
    '09/11/2026\tشراء عبر الإنترنت - AMAZON.SA RIYADH\t199.00\t\t3,943.36',
  ];
  const expected = [
    ['2026-11-12', -16320],
    ['2026-11-11', -2369],
    ['2026-11-11', -86140],
    ['2026-11-10', 75000],
    ['2026-11-09', -19900],
  ];

  it('reads the riyal amount and its balance, each row turned by the running balance', () => {
    // (The page around the table, its menus and balances, makes it text, not an export.)
    const page = [
      'البنك الأهلي السعودي', 'SNB', 'الحسابات', 'الرصيد الحالي', '3,645.07 ر.س', 'سجل العمليات', ...rows,
      'عرض 1 - 5 من 5 عملية', 'تنزيل PDF',
    ].join('\n'); // prettier-ignore
    const r = read(page, '2026-11-30');
    expect(r.format).toBe('text');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual(expected);
    expect(r.rows[2]![2]).toContain('210.00 EUR');
  });

  it('reads the table alone as an export, by its Arabic header: debit, credit, balance', () => {
    const r = read(rows.join('\n'), '2026-11-30');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual(expected);
  });
});

describe('a statement in reading order whose transfers take seven lines of words', () => {
  it("reads each row, however many of its words' lines the longest rows take, and counts as many", () => {
    const statement = [
      'Wyciąg z rachunku nr 11/2026', 'za okres od 01.11.2026 do 30.11.2026',
      'Saldo początkowe', '4 812,35 PLN', 'Saldo końcowe', '10 868,35 PLN',
      'Data transakcji', 'Data księgowania', 'Rodzaj / Dane kontrahenta', 'Tytuł', 'Nr transakcji', 'Kwota', 'Saldo po transakcji',
      '01.11.2026', 'Saldo początkowe', '4 812,35 PLN',
      '31.10.2026', '02.11.2026', 'Płatność kartą', 'BIEDRONKA 4521', 'KRAKOW',
      'Tytuł: Płatność kartą 31.10.2026 Nr karty 4246xx7781', '0326110200017294', '-87,43 PLN', '4 724,92 PLN',
      '02.11.2026 02.11.2026', 'Przelew przychodzący', 'TECHSOFT POLSKA SP. Z O.O.', 'UL. GRZYBOWSKA 62', '00-844 WARSZAWA',
      'Tytuł: WYNAGRODZENIE ZA PAŹDZIERNIK 2026', '0326110200031882', '8 245,60 PLN', '12 970,52 PLN',
      '03.11.2026', '03.11.2026', 'Przelew wychodzący', 'SPÓŁDZIELNIA MIESZKANIOWA', '"KURDWANÓW NOWY"',
      'UL. WĘGRZCE 14 30-898 KRAKÓW', 'Tytuł: Opłata za lokal nr 27 przy ul. Witosa', '14 za listopad 2026',
      '0326110300009127', '-742,18 PLN 12 228,34 PLN',
      '04.11.2026', '04.11.2026', 'Transakcja BLIK', 'ALLEGRO.PL SP. Z O.O.',
      'Tytuł: Zakup BLIK Allegro zamówienie 8833412907', '0326110400044715', '-159,99 PLN', '12 068,35 PLN',
      '12.11.2026', '12.11.2026', 'Przelew wychodzący', 'PIOTR NOWAK', 'UL. DŁUGA 5/3',
      '31-147 KRAKÓW', 'Tytuł: Zwrot za bilety', 'koncert 14.11', '0326111200004512', '-1 200,00 PLN', '10 868,35 PLN',
      '30.11.2026', 'Saldo końcowe', '10 868,35 PLN',
    ].join('\n'); // prettier-ignore
    const r = read(statement, '2026-12-01');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-10-31', -8743],
      ['2026-11-02', 824560],
      ['2026-11-03', -74218],
      ['2026-11-04', -15999],
      ['2026-11-12', -120000],
    ]);
    expect(r.counted).toBe(5);
  });
});

describe("a UK statement in reading order, its summary's sums in and out a line each", () => {
  it("reads every row, not the summary's 'Money in' and 'Money out' (which add up too), and counts as many", () => {
    const statement = [
      'Your Barclays Bank Account statement', '13 Feb - 17 Feb 2026',
      'At a glance', 'Start balance', '£1,846.18', 'Money in', '£45.00', 'Money out', '£1,034.39',
      'End balance', '£856.79', 'Overdraft limit', '£500.00',
      'Your transactions', 'Date', 'Description', 'Money out £', 'Money in £', 'Balance £',
      '13 Feb', 'Start balance', '1,846.18',
      'Card Payment to Tesco Stores 2879 On 12 Feb', '23.45',
      'Direct Debit to Vodafone Ltd', 'Ref: 7734512-001', '32.00', '1,790.73',
      '16 Feb', 'Card Payment to Pret A Manger On 13 Feb', '8.75',
      'Card Payment to Shell Didsbury On 14 Feb', '61.20',
      'Card Payment to Netflix.com On 15 Feb', '12.99', '1,707.79',
      '17 Feb', 'Standing Order to S Patel', 'Ref: Rent 4 Burton Rd', '850.00',
      'Received From L Hughes', 'Ref: Concert tickets', '45.00',
      'Card Payment to Boots On 16 Feb', '46.00', '856.79',
      'End balance', '856.79',
    ].join('\n'); // prettier-ignore
    const r = read(statement, '2026-03-14');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-02-13', -2345],
      ['2026-02-13', -3200],
      ['2026-02-16', -875],
      ['2026-02-16', -6120],
      ['2026-02-16', -1299],
      ['2026-02-17', -85000],
      ['2026-02-17', 4500],
      ['2026-02-17', -4600],
    ]);
    expect(r.counted).toBe(8);
  });
});

describe('a Swedish statement, its dates year first in two digits', () => {
  it("reads '25-10-01' as 1 October 2025, as the statement's period says", () => {
    const statement = [
      '                                                              Period                  2025-10-01 - 2025-10-31',
      'Bokförings-  Transaktions-  Valuta-',
      'dag          dag            dag         Beskrivning                                          Belopp          Saldo',
      '                                        Ingående saldo 2025-10-01                                         8 412,55',
      '25-10-01     25-09-30       25-10-01    ICA NARA HAMMARBY SJOS                              -187,40       8 225,15',
      '25-10-01     25-10-01       25-10-01    SL ACCESS 30-DAGARSBILJETT                        -1 060,00       7 165,15',
      '25-10-02     25-10-02       25-10-02    SWISH TILL EMMA LINDQVIST                           -250,00       6 915,15',
      '25-10-15     25-10-15       25-10-15    SWISH FRAN OSKAR NILSSON                             180,00       7 095,15',
      '                                        Utgående saldo 2025-10-31                                         7 095,15',
    ].join('\n');
    const r = read(statement, '2025-11-03');
    expect(r.rows.map(([date]) => date)).toEqual([
      '2025-10-01',
      '2025-10-01',
      '2025-10-02',
      '2025-10-15',
    ]);
  });
});

describe('day headings for today and yesterday in more languages', () => {
  it("dates the rows under 'I dag' and 'I går' (Danish, Norwegian, Swedish) by today", () => {
    const page = [
      'Tekst\tBeløb\tSaldo',
      'I dag', 'Løn Carlsberg Danmark A/S\t27.486,00\t37.726,54', 'Lønoverførsel',
      'I går', 'Netto Amagerbrogade\t-98,45\t10.240,54', 'Visa/Dankort-køb',
      'Mandag 27. oktober', 'MobilePay Sofie Holm\t-120,00\t10.338,99', 'MobilePay',
    ].join('\n'); // prettier-ignore
    const r = read(page, '2025-10-31');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2025-10-31', 2748600],
      ['2025-10-30', -9845],
      ['2025-10-27', -12000],
    ]);
    expect(r.counted).toBe(3);
  });
});

describe("a Spanish card's web page: days headed 'Domingo, 26 de abril', a foreign amount and its rate", () => {
  it('dates each row by its heading and counts the foreign amount as no row', () => {
    const page = [
      'Movimientos',
      'Domingo, 26 de abril', 'TELEPIZZA PUENTE VALLECAS', 'Restaurantes', '-19,90 €',
      'Sábado, 25 de abril', 'EL CORTE INGLES CASTELLANA', 'Moda', '-89,95 €', 'Fraccionar',
      'Viernes, 24 de abril', 'PRET A MANGER LONDON', 'Restaurantes', 'Importe en divisa: 18,20 GBP',
      'Tipo de cambio: 1,1682', '-21,26 €',
      'Jueves, 23 de abril', 'DEVOLUCION ZARA', 'Moda', '+29,95 €',
    ].join('\n'); // prettier-ignore
    const r = read(page, '2026-04-28');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-04-26', -1990],
      ['2026-04-25', -8995],
      ['2026-04-24', -2126],
      ['2026-04-23', 2995],
    ]);
    expect(r.counted).toBe(4);
  });
});

describe('a German card statement in reading order', () => {
  it('reads its rows and owed balances, not its period, limit, fee terms or summary', () => {
    const statement = [
      'Kreditkartenabrechnung', 'Commerzbank Mastercard Classic',
      'Abrechnung vom', '22.04.2026', 'Abrechnungszeitraum', '21.03.2026 bis 22.04.2026',
      'Kartennummer', '5232 74XX XXXX 3318', 'Karteninhaber', 'Thomas Berger', 'Kartenlimit', '3.000,00 EUR',
      'Beleg-', 'datum', 'Buchungs-', 'datum', 'Umsatzbeschreibung', 'Betrag in EUR',
      'Saldo der letzten Abrechnung vom 20.03.2026', '412,37-',
      '21.03.2026', '23.03.2026', 'REWE Markt GmbH-Zw. Koeln', '58,34-',
      '24.03.2026', '24.03.2026', 'Ausgleich per Lastschrift', 'Abrechnung vom 20.03.2026', '412,37+',
      '09.04.2026', '10.04.2026', 'Entgelt Bargeldauszahlung', '2,00 % min. 5,98 EUR', '5,98-',
      'Neuer Saldo', '64,32-',
      'Zusammenfassung', 'Saldo der letzten Abrechnung', '412,37-', 'Summe Belastungen', '64,32-',
      'Summe Gutschriften', '412,37+', 'Neuer Saldo', '64,32-',
    ].join('\n'); // prettier-ignore
    const result = extractTransactions(statement, { today: '2026-04-25' });
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-03-21', -5834],
      ['2026-03-24', 41237],
      ['2026-04-09', -598],
    ]);
    expect(result.balances).toEqual({
      openingCents: 41237,
      closingCents: 6432,
      isCardAccount: true,
    });
    expect(countTransactionLines(statement)).toBe(3);
  });
});

describe("a statement in reading order, a foreign amount and its rate after '@' among a row's words", () => {
  it('keeps the row open through the rate line, however many lines the other rows take', () => {
    const statement = [
      'Account Statement', 'Opening Balance', '21,040.45', 'Closing Balance', '19,547.73',
      'Post Date', 'Value Date', 'Description', 'Debit', 'Credit', 'Balance',
      '07/06/2025', '06/06/2025', 'POS Purchase', 'شراء من نقاط البيع', 'SEOUDI MARKET DEGLA CAIRO EG',
      'Card No. 4568********3417', '1,087.25', '19,953.20',
      '09/06/2025', '07/06/2025', 'International Purchase', 'شراء دولي', 'AMAZON.COM AMZN.COM/BILL WA US',
      'USD 24.99 @ 50.7512', 'Card No. 4568********3417', '1,268.27', '18,684.93',
      '10/06/2025', '10/06/2025', 'Salary Transfer', 'تحويل راتب', 'ACME EGYPT LLC', 'Card No. -',
      '900.00', '19,584.93',
      '12/06/2025', '12/06/2025', 'POS Purchase', 'شراء من نقاط البيع', 'TOTALENERGIES NEW CAIRO',
      'Card No. 4568********3417', '37.20', '19,547.73',
    ].join('\n'); // prettier-ignore
    const r = read(statement, '2025-07-03');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2025-06-07', -108725],
      ['2025-06-09', -126827],
      ['2025-06-10', 90000],
      ['2025-06-12', -3720],
    ]);
    expect(r.rows[1]![2]).toContain('AMAZON.COM');
  });
});

describe('a French statement in reading order, each day and month a cell of its own', () => {
  it("reads '06.10' as a date, not six euros ten, where the amounts take a comma", () => {
    const statement = [
      'Date', 'Nature des opérations', 'Valeur', 'Débit', 'Crédit',
      'SOLDE CREDITEUR AU 05.10.2025', '1 245,30',
      '06.10', 'FACTURE CARTE DU 031025 MONOPRIX', 'PARIS 11 CARTE 4974XXXXXXXX3318', '06.10', '32,47',
      '06.10', 'PRLV SEPA FREE MOBILE', '06.10', '19,99',
      '07.10', 'VIR SEPA EMIS /MOTIF LOYER OCTOBRE 2025', '07.10', '780,00',
      '08.10', 'FACTURE CARTE DU 061025 SNCF CONNECT', '08.10', '64,00',
    ].join('\n'); // prettier-ignore
    const r = read(statement, '2025-11-08');
    expect(r.rows.map(([date, cents]) => [date, Math.abs(cents)])).toEqual([
      ['2025-10-06', 3247],
      ['2025-10-06', 1999],
      ['2025-10-07', 78000],
      ['2025-10-08', 6400],
    ]);
  });
});

describe("a card's web page whose running balance is what is owed", () => {
  it('reads a charge that raises the balance as money out, a payment that lowers it as money in', () => {
    const page = [
      'TD Cash Back Visa Infinite Card', 'Balance', '$1,335.68', 'Available Credit', '$10,101.80',
      'Credit Limit', '$11,500.00', 'Minimum Payment', '$42.81', 'Payment Due Date', 'Nov 7, 2026',
      'Posted Transactions', 'Date\tDescription\tDebit\tCredit\tBalance',
      'Nov 9, 2026\tTHE HOME DEPOT #7001 TORONTO ON\t$76.05\t\t$1,335.68',
      'Nov 8, 2026\tCINEPLEX #5127 TORONTO ON\t$31.64\t\t$1,259.63',
      'Nov 6, 2026\tPAYMENT - THANK YOU\t\t$500.00\t$1,227.99',
      'Nov 5, 2026\tNO FRILLS #3117 TORONTO ON\t$58.09\t\t$1,727.99',
      'Nov 3, 2026\tESSO CIRCLE K 12345 TORONTO ON\t$54.77\t\t$1,669.90',
    ].join('\n'); // prettier-ignore
    const r = read(page, '2026-11-14');
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-09', -7605],
      ['2026-11-08', -3164],
      ['2026-11-06', 50000],
      ['2026-11-05', -5809],
      ['2026-11-03', -5477],
    ]);
  });
});
