import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';

/** The transactions of an input as compact [date, cents, description] rows. */
function read(input: string) {
  const result = extractTransactions(input);
  return {
    format: result.format,
    rows: result.transactions.map((t) => [t.date, t.amountCents, t.description] as const),
    lines: result.transactions.map((t) => t.line),
    unparsed: result.unparsedLines,
    currency: result.currency,
    zeroRows: result.zeroRows,
    counted: countTransactionLines(input),
  };
}

describe('delimited exports: columns', () => {
  it('reads a bank export with a header and one signed amount column', () => {
    const r = read(
      [
        'Date,Description,Amount,Balance',
        '03/01/2024,STARBUCKS STORE 123,-4.50,995.50',
        '03/02/2024,PAYROLL ACME CORP,"2,500.00","3,495.50"',
        '03/03/2024,"NETFLIX.COM, LOS GATOS",-15.99,"3,479.51"',
      ].join('\n'),
    );
    expect(r.format).toBe('delimited');
    expect(r.rows).toEqual([
      ['2024-03-01', -450, 'STARBUCKS STORE 123'],
      ['2024-03-02', 250000, 'PAYROLL ACME CORP'],
      ['2024-03-03', -1599, 'NETFLIX.COM, LOS GATOS'],
    ]);
    expect(r.lines).toEqual([2, 3, 4]);
    expect(r.counted).toBe(3);
  });

  it('reads withdrawal and deposit columns', () => {
    const r = read(
      [
        '"Date","Status","Type","CheckNumber","Description","Withdrawal","Deposit","RunningBalance"',
        '"08/17/2022","Posted","DEPOSIT","","Deposit Mobile Banking","","$20.00","$878.47"',
        '"08/14/2022","Posted","ATM","","BMO HARRIS BANK","$103.00","","$858.47"',
        '"08/09/2022","Posted","CHECK","558","Check Paid #558","$75.00","","$961.47"',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2022-08-17', 2000, 'Deposit Mobile Banking'],
      ['2022-08-14', -10300, 'BMO HARRIS BANK'],
      ['2022-08-09', -7500, 'Check Paid #558'],
    ]);
  });

  it('reads German Soll/Haben columns, semicolons, decimal commas and day-first dates', () => {
    const r = read(
      [
        'Buchungstag;Verwendungszweck;Soll;Haben;Währung',
        '01.03.2024;REWE SAGT DANKE;23,45;;EUR',
        '02.03.2024;Gehalt März;;2.500,00;EUR',
        '13.03.2024;DB Vertrieb GmbH;1.049,90;;EUR',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2024-03-01', -2345, 'REWE SAGT DANKE'],
      ['2024-03-02', 250000, 'Gehalt März'],
      ['2024-03-13', -104990, 'DB Vertrieb GmbH'],
    ]);
    expect(r.currency).toBe('EUR');
  });

  it('reads Italian Accrediti/Addebiti columns, and the balance rows inside the table are none', () => {
    const r = read(
      [
        'Data contabile;Data valuta;Descrizione;Accrediti;Addebiti;Descrizione estesa',
        ';;Saldo contabile iniziale in Euro;;111;',
        '03/11/25;01/11/25;COMMISSIONI TRANSATO POS;;-8,12;test',
        '03/11/25;01/11/25;SCONTO SU OPERAZ;0,01;;test',
        '04/11/25;04/11/25;ACCREDITO POS;12,00;;test',
        ';;Saldo contabile finale in Euro;;114,89;',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2025-11-03', -812, 'COMMISSIONI TRANSATO POS; test'],
      ['2025-11-03', 1, 'SCONTO SU OPERAZ; test'],
      ['2025-11-04', 1200, 'ACCREDITO POS; test'],
    ]);
    expect(r.unparsed).toEqual([]);
  });

  it('leaves out an export row of 0,00 (a quarterly statement of charges): it moves no money', () => {
    const r = read(
      [
        'Buchungstag;Buchungstext;Verwendungszweck;Betrag',
        '03.04.18;KARTENZAHLUNG;EDEKA;-62,59',
        '29.03.18;ABSCHLUSS;Abrechnung 29.03.2018 siehe Anlage;0,00',
        '28.03.18;GUTSCHRIFT;Erbe;350,00',
      ].join('\n'),
    );
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2018-04-03', -6259],
      ['2018-03-28', 35000],
    ]);
    // Listed for the report, never dropped silently.
    expect(r.zeroRows).toEqual([
      { line: 3, description: 'Abrechnung 29.03.2018 siehe Anlage; ABSCHLUSS', amountCents: 0 },
    ]);
  });

  it('reads an Af/Bij flag column beside unsigned amounts (ING)', () => {
    const r = read(
      [
        '"Datum","Naam / Omschrijving","Rekening","Tegenrekening","Code","Af Bij","Bedrag (EUR)","Mutatiesoort","Mededelingen"',
        '"20240301","Albert Heijn 1234","NL00INGB0000000001","","BA","Af","23,45","Betaalautomaat","Pasvolgnr: 001"',
        '"20240302","Werkgever BV","NL00INGB0000000001","NL00RABO0000000002","GT","Bij","2500,00","Overschrijving","Salaris maart"',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x.slice(0, 2))).toEqual([
      ['2024-03-01', -2345],
      ['2024-03-02', 250000],
    ]);
    expect(r.currency).toBe('EUR');
  });

  it('reads a D/C flag column without a header', () => {
    const r = read(
      [
        '2024-03-01,COFFEE SHOP,4.50,D',
        '2024-03-02,SALARY,1000.00,C',
        '2024-03-03,GROCER,20.00,D',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-450, 100000, -2000]);
  });

  it('reads CR and DR written after the amounts', () => {
    const r = read(
      ['Date,Details,Amount', '14/03/2024,TESCO,12.50 DR', '15/03/2024,SALARY,"2,000.00 CR"'].join(
        '\n',
      ),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-1250, 200000]);
  });

  it('reads parentheses and trailing minus as money out', () => {
    const r = read(
      [
        'Date,Memo,Amount',
        '2024-03-01,FEE,(12.00)',
        '2024-03-02,ATM,40.00-',
        '2024-03-03,REFUND,5.00',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-1200, -4000, 500]);
  });

  it('reads Swiss and French thousands separators', () => {
    expect(
      read(
        ['Date;Description;Amount', "31.03.2019;Loyer;-1'234.50", '15.04.2019;Migros;-45.10'].join(
          '\n',
        ),
      ).rows.map((x) => x[1]),
    ).toEqual([-123450, -4510]);
    expect(
      read(
        ['Date;Libellé;Montant', '14/03/2024;LOYER;-1 234,56', '15/03/2024;CARREFOUR;-45,10'].join(
          '\n',
        ),
      ).rows.map((x) => x[1]),
    ).toEqual([-123456, -4510]);
  });

  it('joins payee and memo when both say something, once when one repeats the other', () => {
    const r = read(
      [
        'Date;Name;Reason;Amount',
        '2/20/19;Jane Doe;Jane Doe;100,00',
        '2/8/19;Shell Gas;Card purchase 0123;-63,89',
        '1/21/19;Vattenfall;A012345 Energy bill Jan 2019;-47,00',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[2])).toEqual([
      'Jane Doe',
      'Shell Gas; Card purchase 0123',
      'Vattenfall; A012345 Energy bill Jan 2019',
    ]);
  });

  it('takes the booked amount, not the original or converted one', () => {
    const r = read(
      [
        'Booking Date,Partner Name,Amount (EUR),Original Amount,Original Currency',
        '2020-03-07,Spotify,-9.99,-11.49,USD',
        '2020-03-08,Lidl,-23.10,,',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-999, -2310]);
    expect(r.currency).toBe('EUR');
  });

  it('reads a currency column, and several currencies per row', () => {
    const r = read(
      [
        'Date,Description,Amount,Currency',
        '2024-01-16,Dividend,38.70,USD',
        '2024-01-17,Interest,14.00,CAD',
      ].join('\n'),
    );
    expect(
      extractTransactions('Date,Description,Amount,Currency\n2024-01-16,Dividend,38.70,USD')
        .currency,
    ).toBe('USD');
    expect(r.currency).toBeUndefined();
    expect(
      extractTransactions(
        [
          'Date,Description,Amount,Currency',
          '2024-01-16,Dividend,38.70,USD',
          '2024-01-17,Interest,14.00,CAD',
        ].join('\n'),
      ).transactions.map((t) => t.currency),
    ).toEqual(['USD', 'CAD']);
  });

  it('reads headerless exports by what their columns hold', () => {
    const r = read(
      [
        '11/01/2014,0, Deposit,0,500.00,500.00',
        '11/02/2014,101,Check,100.00,0,400.00',
        '11/03/2014,102,Check,100.00,0,300.00',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2014-11-01', 50000, 'Deposit'],
      ['2014-11-02', -10000, 'Check'],
      ['2014-11-03', -10000, 'Check'],
    ]);
  });

  it('prefers the signed money column over balances and quantities', () => {
    const r = read(
      [
        '123456789\tEUR\t20160102\t15,00\t10,00\t20160102\t-5,00\tCOFFEE',
        '123456789\tEUR\t20160103\t10,00\t0,00\t20160103\t-10,00\tBOOKS',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2016-01-02', -500, 'COFFEE'],
      ['2016-01-03', -1000, 'BOOKS'],
    ]);
  });

  it('reads pipe-delimited files', () => {
    const r = read(
      ['Date|Description|Amount', '2024-03-01|Coffee|-4.50', '2024-03-02|Refund|10.00'].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-450, 1000]);
  });
});

describe('delimited exports: balances', () => {
  it("proves the balances from the balance after each row, not the one before it ('startsaldo')", () => {
    const csv = [
      'accountNumber\tmutationcode\ttransactiondate\tvaluedate\tstartsaldo\tendsaldo\tamount\tdescription',
      '548213907\tEUR\t20261102\t20261102\t2314,77\t2268,90\t-45,87\tBEA ALBERT HEIJN 1403',
      '548213907\tEUR\t20261102\t20261102\t2268,90\t1018,90\t-1250,00\tSEPA OVERBOEKING J DE VRIES',
      '548213907\tEUR\t20261103\t20261103\t1018,90\t876,90\t-142,00\tSEPA INCASSO VATTENFALL',
      '548213907\tEUR\t20261125\t20261125\t876,90\t3976,90\t3100,00\tSALARIS ACME BV',
    ].join('\n');
    const result = extractTransactions(csv);
    expect(result.transactions.map((t) => t.amountCents)).toEqual([-4587, -125000, -14200, 310000]);
    expect(result.balances).toEqual({
      openingCents: 231477,
      closingCents: 397690,
      isCardAccount: false,
    });
  });
});

describe('delimited exports: French headers', () => {
  it("reads 'Retrait' and 'Dépôt' as money out and in", () => {
    const tsv = [
      'Date\tDescription\tRetrait\tDépôt\tSolde',
      '2026-11-02\tPaiement direct / METRO PLUS STE-FOY QC\t84,17 $\t\t1 848,23 $',
      '2026-11-05\tDépôt direct - Paie / CIUSSS CAPITALE-NATIONALE\t\t2 184,62 $\t4 032,85 $',
      '2026-11-09\tPaiement direct / SAQ SELECTION STE-FOY\t37,25 $\t\t3 995,60 $',
    ].join('\n');
    expect(extractTransactions(tsv).transactions.map((t) => t.amountCents)).toEqual([
      -8417, 218462, -3725,
    ]);
  });
});

describe('delimited exports: what is not a transaction', () => {
  it('skips account details above the header, balance rows and totals', () => {
    const r = read(
      [
        'Account details for:,FRANK Account 666-666666-666',
        'Available Balance,"6,666.66"',
        '',
        'Date,Description,Amount',
        '13/03/2024,Opening balance,100.00',
        '14/03/2024,Coffee,-4.50',
        '15/03/2024,Closing balance,95.50',
        'Total,,-4.50',
      ].join('\n'),
    );
    expect(r.rows).toEqual([['2024-03-14', -450, 'Coffee']]);
    expect(r.unparsed).toEqual([]);
    expect(r.counted).toBe(1);
  });

  it('lists a dated row without an amount as unparsed, and counts it', () => {
    const r = read(
      [
        'Date,Description,Amount',
        '2024-03-01,Coffee,-4.50',
        '2024-03-02,Cancelled order,',
        '2024-03-03,Lunch,abc12',
      ].join('\n'),
    );
    expect(r.rows).toHaveLength(1);
    expect(r.unparsed).toEqual(['2024-03-02,Cancelled order,', '2024-03-03,Lunch,abc12']);
    expect(r.counted).toBe(3);
  });

  it("keeps pending rows, dated today when today's date is known", () => {
    const input = [
      'Date Processed,Description,Amount',
      'Pending,SPOTIFY,£9.99',
      '12-Dec-2019,DELIVEROO,£18.89',
    ].join('\n');
    const r = read(input);
    expect(r.rows).toEqual([
      [null, -999, 'SPOTIFY'],
      ['2019-12-12', -1889, 'DELIVEROO'],
    ]);
    expect(r.currency).toBe('GBP');
    expect(r.counted).toBe(2);
    const dated = extractTransactions(input, { today: '2019-12-14' }).transactions;
    expect(dated.map((t) => t.date)).toEqual(['2019-12-14', '2019-12-12']);
  });

  it('adds a second description line to the record above it', () => {
    const r = read(
      [
        'Transaction date,Value date,Description,Withdrawals (SGD),Deposits (SGD)',
        '18/04/2018,18/04/2018,DEBIT PURCHASE,6.66,',
        ',,15/04/18  66-6666 UBER EATS',
        '17/04/2018,17/04/2018,CASH WITHDRAWAL,66.66,',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2018-04-18', -666, 'DEBIT PURCHASE; 15/04/18 66-6666 UBER EATS'],
      ['2018-04-17', -6666, 'CASH WITHDRAWAL'],
    ]);
    expect(r.currency).toBe('SGD');
  });

  it('reads quoted fields with line breaks and the line each record starts on', () => {
    const r = read(
      [
        'Date,Description,Amount',
        '2024-03-01,"Coffee',
        'and cake",-4.50',
        '2024-03-02,Tea,-2.00',
      ].join('\n'),
    );
    expect(r.rows).toEqual([
      ['2024-03-01', -450, 'Coffee and cake'],
      ['2024-03-02', -200, 'Tea'],
    ]);
    expect(r.lines).toEqual([2, 4]);
    expect(r.counted).toBe(2);
  });

  it('survives a stray quote and mixed line endings', () => {
    const r = read(
      'Date,Description,Amount\r\n2024-03-01,Joe"s Bar,-4.50\r2024-03-02,"Tea,-2.00\n2024-03-03,Cafe,-3.00',
    );
    expect(r.rows.map((x) => x[1])).toEqual([-450, -200, -300]);
  });

  it('strips byte-order marks, also when decoded as Windows-1252', () => {
    expect(read('\uFEFFDate,Description,Amount\n2024-03-01,Coffee,-4.50').rows).toHaveLength(1);
    expect(read('ï»¿Date,Description,Amount\n2024-03-01,Coffee,-4.50').rows).toHaveLength(1);
  });
});

describe('delimited exports: sign conventions', () => {
  it('turns a card export around when charges are positive and payments negative', () => {
    const r = read(
      [
        'Transaction Date,Description,Amount',
        '01/17/2013,VODAFONE PREPAY,30.00',
        '01/18/2013,WILSON PARKING,4.60',
        '01/19/2013,INTERNET PAYMENT RECEIVED,-500.00',
        '01/26/2013,ITUNES NZ,64.99',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-3000, -460, 50000, -6499]);
  });

  it('uses a Sale/Payment type column to read a card export', () => {
    const r = read(
      [
        'Transaction Date,Post Date,Description,Category,Type,Amount',
        '03/01/2024,03/02/2024,STARBUCKS,Food & Drink,Sale,4.50',
        '03/05/2024,03/05/2024,AUTOMATIC PAYMENT,,Payment,-200.00',
        '03/06/2024,03/07/2024,AMAZON,Shopping,Return,-20.00',
        '03/08/2024,03/09/2024,SHELL,Gas,Sale,40.00',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-450, 20000, 2000, -4000]);
  });

  it('leaves a bank export alone when its negative rows are ordinary spending', () => {
    const r = read(
      [
        'Date,Description,Amount',
        '2024-03-01,SALARY,2500.00',
        '2024-03-02,RENT,-1200.00',
        '2024-03-03,BONUS,300.00',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([250000, -120000, 30000]);
  });

  it('reads unsigned amounts as spending unless the words say money came in', () => {
    const r = read(
      [
        'Date,Merchant Name,Amount',
        '01/10/2019,Mobil,36.33',
        '01/11/2019,Refund from Amazon,13.98',
        '01/12/2019,Payroll deposit,900.00',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-3633, 1398, 90000]);
  });

  it('reads unsigned amounts by the running balance when it shows the direction', () => {
    const r = read(
      [
        'Date,Description,Amount,Balance',
        '2024-03-01,TESCO,12.50,987.50',
        '2024-03-02,EMPLOYER LTD,2000.00,2987.50',
        '2024-03-03,BOOTS,8.99,2978.51',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-1250, 200000, -899]);
  });

  it('marks the credits of an unsigned card statement with + or CR', () => {
    const r = read(
      [
        'Date,Description,Amount,',
        '02-Dec-2019,SAINSBURYS,£8.20,',
        '02-Dec-2019,PAYMENT RECEIVED - THANK YOU,"+ £1,100.00",CR',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-820, 110000]);
  });

  it('tells unnamed debit and credit columns apart by how often they are used', () => {
    const r = read(
      [
        '18.09.2017;HOFER;18.09.2017;;33,87',
        '18.09.2017;SPAR;16.09.2017;;23,55',
        '20.09.2017;Überweisung;20.09.2017;24,00;',
        '21.09.2017;LIDL;21.09.2017;;8,97',
      ].join('\n'),
    );
    expect(r.rows.map((x) => x[1])).toEqual([-3387, -2355, 2400, -897]);
  });
});

describe('delimited rows that state a balance or total', () => {
  it('are skipped, but a category cell naming one does not make a transaction a summary', () => {
    const input = [
      'Trans. Date\tPost Date\tDescription\tAmount\tCategory',
      '02/16/2024\t02/16/2024\tTARGET 00012345 PORTLAND OR\t34.21\tMerchandise',
      '02/14/2024\t02/14/2024\tINTERNET PAYMENT - THANK YOU\t-250.00\tPayments and Credits',
      '02/08/2024\t02/09/2024\tAMAZON.COM*RT4AB12C0 SEATTLE WA\t-19.99\tPayments and Credits',
      '02/29/2024\t\tTotal\t-235.78\t',
    ].join('\n');
    const r = read(input);
    expect(r.rows.map((row) => row[2])).toEqual([
      'TARGET 00012345 PORTLAND OR',
      'INTERNET PAYMENT - THANK YOU',
      'AMAZON.COM*RT4AB12C0 SEATTLE WA',
    ]);
    expect(r.counted).toBe(3);
  });
});

describe('a web table copied with a line break inside its description cells', () => {
  it('joins each split row back at the broken cell', () => {
    const input = [
      'Date\tDescription\tMoney out\tMoney in\tBalance',
      'Wed 15 May 2024\tCOUNCIL TAX LB HACKNEY',
      'Direct debit\t£25.00\t\t£2,292.13',
      'Fri 10 May 2024\tJ SMITH DINNER SPLIT',
      'Faster Payment\t\t£50.00\t£2,317.13',
    ].join('\n');
    const r = read(input);
    expect(r.rows).toEqual([
      ['2024-05-15', -2500, 'COUNCIL TAX LB HACKNEY Direct debit'],
      ['2024-05-10', 5000, 'J SMITH DINNER SPLIT Faster Payment'],
    ]);
    expect(r.counted).toBe(2);
  });

  it('joins a row whose description cell holds three lines, the middle one without a tab', () => {
    const input = [
      'Date\tTransaction details\tDebit\tCredit\tBalance',
      '29 Mar 2024\tHARBOURSIDE RENTALS',
      'AUTOMATIC PAYMENT',
      'Rent 14B Quay St\t520.00\t\t1,975.86',
      '21 Mar 2024\tKOWHAI HEALTH LTD',
      'DIRECT CREDIT SALARY\t\t2,145.62\t2,495.86',
    ].join('\n');
    const r = read(input);
    expect(r.rows).toEqual([
      ['2024-03-29', -52000, 'HARBOURSIDE RENTALS AUTOMATIC PAYMENT Rent 14B Quay St'],
      ['2024-03-21', 214562, 'KOWHAI HEALTH LTD DIRECT CREDIT SALARY'],
    ]);
  });
});

describe("an export's running balance", () => {
  it('gives the balances before the first row and after the last, newest first, when every row chains', () => {
    const csv = [
      'Date,Description,Amount,Running Balance',
      '05-09-2023,Card payment,-24.48,26350.16',
      '04-09-2023,Transfer in,480.81,26374.64',
      '25-08-2023,Salary,2270.00,25893.83',
    ];
    expect(extractTransactions(csv.join('\n')).balances).toEqual({
      openingCents: 2362383,
      closingCents: 2635016,
      isCardAccount: false,
    });
    // A balance that does not follow from its row gives none rather than a false alarm.
    const broken = [...csv.slice(0, 3), '25-08-2023,Salary,2270.00,25893.00'];
    expect(extractTransactions(broken.join('\n')).balances).toBeUndefined();
  });
});

describe('a card export that writes its purchases positive, in another language', () => {
  it("is turned round by its payment received and refund ('Pagamento recebido', 'Estorno')", () => {
    const csv = [
      'date,title,amount',
      '2024-06-04,Pagamento recebido,-1843.27',
      '2024-06-04,Ifood *Ifood,58.90',
      '2024-06-05,Uber *Trip,23.45',
      '2024-06-08,Posto Ipiranga Vila Madalena,210.00',
      '2024-06-15,Estorno de Uber *Trip,-23.45',
    ].join('\n');
    expect(extractTransactions(csv).transactions.map((t) => t.amountCents)).toEqual([
      184327, -5890, -2345, -21000, 2345,
    ]);
  });
});

describe("an export's balances printed above and below its table", () => {
  it('are read as the statement prints them', () => {
    const csv = [
      '"Umsätze Girokonto";"Zeitraum: 30 Tage";',
      '"Neuer Kontostand";"1.798,77 EUR";',
      '',
      '"Buchungstag";"Wertstellung (Valuta)";"Vorgang";"Buchungstext";"Umsatz in EUR";',
      '"06.05.2024";"06.05.2024";"Lastschrift";"Netflix International B.V.";"-17,99";',
      '"26.04.2024";"26.04.2024";"Gutschrift";"Isarwerk Software GmbH";"2.896,43";',
      '"10.04.2024";"10.04.2024";"Überweisung";"Hausverwaltung Obermaier GbR";"-985,00";',
      '',
      '"Alter Kontostand";"-94,67 EUR";',
    ].join('\n');
    expect(extractTransactions(csv).balances).toEqual({
      openingCents: -9467,
      closingCents: 179877,
      isCardAccount: false,
    });
  });
});

describe('an export with several amount columns, a running balance and a status column', () => {
  const input = [
    'Date started (UTC),Date completed (UTC),Type,State,Description,Amount,Total amount,Fee,Balance',
    '2024-03-20,2024-03-20,TRANSFER,COMPLETED,Payment from Bluebell Foods,2136.75,2136.75,0.00,10109.92',
    '2024-03-21,2024-03-22,TRANSFER,COMPLETED,To Studio Kern LLC,-633.20,-636.20,3.00,9473.72',
    '2024-03-22,,CARD_PAYMENT,DECLINED,Apple,-999.00,-999.00,0.00,',
    '2024-03-25,2024-03-25,TRANSFER,COMPLETED,To James Hartley,-2500.00,-2500.00,0.00,6973.72',
  ].join('\n');

  it('takes the amount the running balance moves by, its fee included', () => {
    expect(read(input).rows.map((row) => row[1])).toEqual([213675, -63620, -250000]);
  });

  it('leaves out a payment its status calls declined, and counts it out too', () => {
    const r = read(input);
    expect(r.rows.map((row) => row[2])).not.toContain('Apple');
    expect(r.counted).toBe(3);
  });
});

describe('the name of the other party, in the column an export gives it', () => {
  it("takes the payee or payer, not the account holder's own name nor a column of IBANs", () => {
    const dkb = read(
      [
        '"Buchungsdatum";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Betrag (€)"',
        '"29.03.24";"Gebucht";"Lena Hartmann";"Netflix International B.V.";"VISA Debitkartenumsatz";"-13,99"',
        '"28.03.24";"Gebucht";"ACME Software GmbH";"Lena Hartmann";"Lohn/Gehalt 03/2024";"2.874,36"',
        '"26.03.24";"Gebucht";"Lena Hartmann";"ALDI SAGT DANKE";"VISA Debitkartenumsatz";"-31,20"',
        '"25.03.24";"Gebucht";"Lena Hartmann";"Stadtwerke Leipzig GmbH";"Abschlag Strom";"-64,00"',
        '"22.03.24";"Gebucht";"Lena Hartmann";"REWE Markt GmbH";"VISA Debitkartenumsatz";"-22,45"',
      ].join('\n'),
    );
    expect(dkb.rows.map((row) => row[2])).toEqual([
      'Netflix International B.V.; VISA Debitkartenumsatz',
      'ACME Software GmbH; Lohn/Gehalt 03/2024',
      'ALDI SAGT DANKE; VISA Debitkartenumsatz',
      'Stadtwerke Leipzig GmbH; Abschlag Strom',
      'REWE Markt GmbH; VISA Debitkartenumsatz',
    ]);
    const bunq = read(
      [
        '"Date";"Amount";"Account";"Counterparty";"Name";"Description"',
        '"2024-02-29";"-1.250,00";"NL41BUNQ2061948372";"NL91ABNA0417164300";"Woonstichting De Linie";"Huur maart 2024"',
        '"2024-02-28";"3.412,87";"NL41BUNQ2061948372";"NL20INGB0001234567";"Oranjepoort B.V.";"Salaris februari 2024"',
      ].join('\n'),
    );
    expect(bunq.rows.map((row) => row[2])).toEqual([
      'Woonstichting De Linie; Huur maart 2024',
      'Oranjepoort B.V.; Salaris februari 2024',
    ]);
    const george = read(
      [
        '"Buchungsdatum","Partnername","Partner IBAN","Betrag","Währung","Buchungs-Details"',
        '"27.02.2024","Wien Energie GmbH","AT521200000696212729","-86,00","EUR","Teilbetrag Strom/Gas"',
      ].join('\n'),
    );
    expect(george.rows.map((row) => row[2])).toEqual(['Wien Energie GmbH; Teilbetrag Strom/Gas']);
    // Slovak and Finnish names of the other party's column.
    const tatra = read(
      [
        'Dátum zaúčtovania;Suma;Mena;Typ transakcie;Protistrana;IBAN protistrany;Poznámka',
        '28.11.2026;-42,18;EUR;Platba kartou;LIDL SK 0412 BRATISLAVA;;Platba kartou 27.11.2026',
      ].join('\n'),
    );
    expect(tatra.rows.map((row) => row[2])).toEqual([
      'LIDL SK 0412 BRATISLAVA; Platba kartou 27.11.2026',
    ]);
    const op = read(
      [
        'Kirjauspäivä;Määrä EUROA;Selitys;Saaja/Maksaja;Saajan tilinumero;Viesti',
        '"02.11.2026";"-39,90";"E-LASKU";"ELISA OYJ";"FI74 5000 0120 2502 05";""',
      ].join('\n'),
    );
    expect(op.rows.map((row) => row[2])).toEqual(['ELISA OYJ']);
    // 'Sender/receiver name' (LHV), beside the sender's account, which names nobody.
    const lhv = read(
      [
        '"Date","Sender/receiver account","Sender/receiver name","Debit/Credit (D/C)","Amount","Description"',
        '"2026-11-02","EE102200221067453321","PILVEKAARE TARKVARA OÜ","C","2450.00","Töötasu oktoober 2026"',
      ].join('\n'),
    );
    expect(lhv.rows.map((row) => row[2])).toEqual([
      'PILVEKAARE TARKVARA OÜ; Töötasu oktoober 2026',
    ]);
  });
});

describe('a web page copied with a small table before its own', () => {
  it("reads the table whose header most rows share, a cell's line break joined", () => {
    const r = read(
      [
        'Movimientos en proceso',
        'Fecha\tDescripción\tImporte',
        '28/NOV/2026\tCOMPRA CON TARJETA CINEPOLIS VIP\t$256.00',
        'Movimientos del periodo',
        'Fecha\tDescripción\tCargo\tAbono\tSaldo',
        '28/NOV/2026\tCOMPRA CON TARJETA FARMACIAS GUADALAJARA\t$312.90\t\t$16,077.93',
        '27/NOV/2026\tDEPOSITO DE NOMINA GRUPO INDUSTRIAL DEL NORTE\t\t$14,385.60\t$16,390.83',
        '24/NOV/2026\tSPEI RECIBIDO DE MERCADO PAGO ORDENANTE LUIS GARZA',
        'CLAVE DE RASTREO: MPAGO2611241822AA91C4E7\t\t$650.00\t$2,005.23',
        '23/NOV/2026\tCOMPRA CON TARJETA WALMART SUPERCENTER\t$2,134.55\t\t$1,355.23',
      ].join('\n'),
    );
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-28', -31290],
      ['2026-11-27', 1438560],
      ['2026-11-24', 65000],
      ['2026-11-23', -213455],
    ]);
    expect(r.rows[2]![2]).toContain('LUIS GARZA');
  });
});

describe("a payment app's export: who paid whom, and balances in columns of their own", () => {
  const venmo = [
    'Account Statement - (@maya-chen-88) ,,,,,,,,,,,,',
    'Account Activity,,,,,,,,,,,,',
    ',ID,Datetime,Type,Status,Note,From,To,Amount (total),Amount (fee),Destination,Beginning Balance,Ending Balance,Disclaimer',
    ',,,,,,,,,,,$384.12,,',
    ',4201873365910273844,2026-11-01T14:22:07,Payment,Complete,Nov rent,Priya Raman,Maya Chen,+ $725.00,,Venmo balance,,,',
    ',4202390057712004631,2026-11-02T10:41:19,Payment,Complete,"November rent, unit 3B",Maya Chen,Greg Halvorsen,"- $1,045.00",,,,,',
    ',4203551823340981120,2026-11-03T19:12:44,Charge,Complete,Costco run,Tyler Brooks,Maya Chen,- $36.40,,,,,',
    ',4205551823340981120,2026-11-05T09:12:44,Payment,Complete,tickets,Jess Alvarez,Maya Chen,+ $65.00,,,,,',
    ',4206551823340981120,2026-11-06T12:02:11,Payment,Complete,lunch,Maya Chen,Sweetgreen,- $14.85,,,,,',
    ',4229934410056621874,2026-11-30T16:38:22,Standard Transfer,Issued,,,,- $30.00,,Chase Bank *4417,,,',
    `,,,,,,,,,,,,$47.87,"${'In case of errors or questions about your electronic transfers, telephone us. '.repeat(6)}"`,
  ].join('\n');

  it("names each row by the other party, a transfer by its type, and reads the balances' columns", () => {
    const r = read(venmo);
    expect(r.rows).toEqual([
      ['2026-11-01', 72500, 'Priya Raman; Nov rent'],
      ['2026-11-02', -104500, 'Greg Halvorsen; November rent, unit 3B'],
      ['2026-11-03', -3640, 'Tyler Brooks; Costco run'],
      ['2026-11-05', 6500, 'Jess Alvarez; tickets'],
      ['2026-11-06', -1485, 'Sweetgreen; lunch'],
      ['2026-11-30', -3000, 'Standard Transfer'],
    ]);
    expect(extractTransactions(venmo).balances).toEqual({
      openingCents: 38412,
      closingCents: 4787,
      isCardAccount: false,
    });
    expect(r.counted).toBe(6);
  });

  it("reads balances an export prints above its table in Czech ('Počáteční stav', 'Konečný stav')", () => {
    const fio = [
      'Výpis pohybů na účtu;',
      'Počáteční stav;28 451,30;',
      'Konečný stav;28 287,60;',
      'ID operace;Datum;Objem;Měna;Název protiúčtu;Zpráva pro příjemce;',
      '27812345671;03.11.2026;-163,70;CZK;Albert Česká republika;;',
    ].join('\n');
    expect(extractTransactions(fio).balances).toEqual({
      openingCents: 2845130,
      closingCents: 2828760,
      isCardAccount: false,
    });
  });
});

describe('a Korean web page of transactions, its cells apart by tabs', () => {
  it('knows the columns by their Korean names: date, withdrawal, deposit, the payee, the balance', () => {
    const page = [
      '신한은행',
      '거래내역조회',
      '',
      '거래일자\t거래시간\t적요\t출금(원)\t입금(원)\t내용\t잔액(원)\t거래점',
      '2026-11-30\t23:58:01\t체크신한\t17,000\t0\t넷플릭스서비시스코리아\t2,789,100\t체크카드',
      '2026-11-29\t19:42:13\t체크신한\t3,250\t0\tCU삼성로점\t2,806,100\t체크카드',
      '2026-11-28\t08:00:00\t자동이체\t300,000\t0\t신한 쏠편한적금\t2,809,350\t본부',
      '2026-11-27\t21:15:50\t모바일\t0\t100,000\t이정숙\t3,109,350\t쏠(SOL)',
      '2026-11-26\t12:48:29\t체크신한\t38,600\t0\t올리브영강남점\t3,009,350\t체크카드',
      '',
      '※ 조회 결과는 참고용입니다.',
    ].join('\n');
    const r = read(page);
    expect(
      r.rows.map(([date, cents, description]) => [date, cents, description.split('; ')[0]]),
    ).toEqual([
      ['2026-11-30', -1700000, '넷플릭스서비시스코리아'],
      ['2026-11-29', -325000, 'CU삼성로점'],
      ['2026-11-28', -30000000, '신한 쏠편한적금'],
      ['2026-11-27', 10000000, '이정숙'],
      ['2026-11-26', -3860000, '올리브영강남점'],
    ]);
    expect(r.counted).toBe(5);
  });
});

describe('an export with an amount, its fee and the net of both', () => {
  it('takes the net amount, what the balance moved by', () => {
    const r = read(
      [
        'Transaction ID,Date,Transaction Type,Currency,Amount,Fee,Net Amount,Status,Notes,Name of sender/receiver',
        'rq7v2k,2026-11-30 21:47:13 EST,Cash Card Debit,USD,-$23.18,$0,-$23.18,COMPLETE,,DOORDASH*CHIPOTLE',
        'y5cb1q,2026-11-20 15:41:06 EST,Cash Out,USD,-$300.00,-$5.25,-$305.25,COMPLETE,Instant Deposit,',
        'm3xk9d,2026-11-18 11:02:55 EST,Received P2P,USD,$40.00,$0,$40.00,COMPLETE,gas money,Tyler Grant',
      ].join('\n'),
    );
    expect(r.rows.map(([date, cents]) => [date, cents])).toEqual([
      ['2026-11-30', -2318],
      ['2026-11-20', -30525],
      ['2026-11-18', 4000],
    ]);
  });
});

describe("a Japanese card's usage export", () => {
  it('reads its unsigned usage amounts as charges, its signed one a credit, and the usage amount over what is paid this month', () => {
    const csv = [
      '"利用日","利用店名・商品名","利用者","支払方法","利用金額","支払手数料","支払総額","12月支払金額","1月繰越残高"',
      '"2026/11/29","楽天市場","本人","1回払い","4280","0","4280","4280","0"',
      '"2026/11/25","ＡＭＡＺＯＮ．ＣＯ．ＪＰ","本人","1回払い","-5980","0","-5980","-5980","0"',
      '"2026/11/22","ビックカメラ　有楽町店","本人","2回払い","89800","0","89800","44900","44900"',
    ].join('\n');
    const extraction = extractTransactions(csv);
    expect(extraction.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-11-29', -428000],
      ['2026-11-25', 598000],
      ['2026-11-22', -8980000],
    ]);
  });
});

describe('an export with a fee column the running balance takes on top of the amount', () => {
  const rows = [
    'Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance',
    'CARD_PAYMENT,Current,2026-11-10 18:03:51,2026-11-11 07:41:10,Dunnes Stores,-61.84,0.00,EUR,COMPLETED,889.94',
    'ATM,Current,2026-11-11 12:31:08,2026-11-11 12:31:09,Cash withdrawal at AIB Grafton Street,-200.00,4.00,EUR,COMPLETED,685.94',
    'TOPUP,Current,2026-11-12 09:12:44,2026-11-12 09:12:45,Top-Up by *4821,500.00,0.00,EUR,COMPLETED,1185.94',
  ];
  it('takes the fee into what left the account, where the balance says so', () => {
    expect(read(rows.join('\n')).rows.map((row) => row[1])).toEqual([-6184, -20400, 50000]);
  });

  it('leaves the amount alone where the balance moves by the amount only', () => {
    const apart = rows.map((row) => row.replace('685.94', '689.94').replace('1185.94', '1189.94'));
    expect(read(apart.join('\n')).rows.map((row) => row[1])).toEqual([-6184, -20000, 50000]);
  });
});

describe("an export that prints a day's date once, on its first row", () => {
  it("dates the day's other rows, their date cell empty, by the row above", () => {
    const csv = [
      'Fecha\tDetalle\tCargos\tAbonos\tSaldo',
      '24/11/2026\tIVA Comisión Mantención Plan\t$1.435\t\t$1.235.978',
      '\tCobro Comisión Mantención Plan\t$7.555\t\t$1.237.413',
      '21/11/2026\tGiro Cajero Automático BANCO SANTANDER\t$40.000\t\t$1.244.968',
      '\tCompra Nacional LIDER EXPRESS PROVIDENCIA\t$23.490\t\t$1.284.968',
    ].join('\n');
    expect(read(csv).rows.map((row) => row[0])).toEqual([
      '2026-11-24',
      '2026-11-24',
      '2026-11-21',
      '2026-11-21',
    ]);
  });
});
