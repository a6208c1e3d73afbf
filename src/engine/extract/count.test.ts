import { describe, expect, it } from 'vitest';
import { countTransactionLines } from './count.ts';
import { detectCountFormat } from './count-format.ts';
import { isLabelText, isQualifierText } from './count-words.ts';

const formatOf = (text: string) => detectCountFormat(text, text.split('\n'));

describe('labels: an anchor word, every other word a qualifier', () => {
  it.each([
    'Opening balance',
    'Balance brought forward',
    'Total deposits and other additions',
    'Credit limit',
    'Available credit',
    'Minimum payment due',
    'Ending balance on January 27',
    'Alter Kontostand',
    'Saldo początkowe',
    'Statement date',
    'TOTAL DES MOUVEMENTS',
    'TOTAUX DES MOUVEMENTS',
    'B/F',
    'Kontostand am 31.01.2024, Auszug Nr. 1',
    'Übertrag auf Seite 2',
    'SUMA Y SIGUE',
    'CLOSING BALANCE / BAKI PENUTUP',
    'Baki Pembukaan / Opening Balance',
    'Saldo Akhir/Closing Balance',
    'VIENEN',
    'TOTALES',
    'Umsatztotal',
    'Saldovortrag',
    'Schlusssaldo',
    'Balance from statement 86 dated 13/02/2024',
    'ИТОГО ПО СТРАНИЦЕ',
    'TRANSACTION TOTAL',
    'S A L D O',
    'Saldo zu Ihren Gunsten',
    'Solde en votre faveur',
    'RULAJ ZI',
    'SOLD FINAL ZI',
    'SOLDE REPORTÉ',
    'SOLDE À REPORTER',
    'SOLDE DE FERMETURE',
    '이월잔액',
    '期末余额',
  ])('%s is a label', (text) => expect(isLabelText(text)).toBe(true));

  it.each([
    'TOTAL WINE & MORE',
    'BALANCE TRANSFER TO SAVINGS',
    'Card payment',
    'PAYMENT - THANK YOU',
    'TOTALENERGIES LYON',
    'INTEREST ON DEBIT BALANCE',
  ])('%s is a record', (text) => expect(isLabelText(text)).toBe(false));

  it('takes a card summary figure for a summary, not a record type', () => {
    expect(isQualifierText('Payments and Other Credits')).toBe(true);
    expect(isQualifierText('Fees Charged')).toBe(true);
    expect(isQualifierText('Card payment')).toBe(false);
    expect(isQualifierText('Debit')).toBe(false);
  });
});

describe('format by plain signs', () => {
  it('finds a delimited export by lines holding a delimiter twice, quoted line breaks included', () => {
    expect(
      formatOf(
        'Date,Description,Amount\n2024-03-01,"Coffee\nand cake",-4.50\n2024-03-02,Tea,-2.00',
      ),
    ).toBe('delimited');
    expect(
      formatOf('18.09.2017;"HOFER";18.09.2017;-33,87;EUR\n19.09.2017;"LIDL";19.09.2017;-8,94;EUR'),
    ).toBe('delimited');
  });

  it('takes grouped figures (lakh included) for figures, not fields', () => {
    const text = [
      ' 01-04-2024  UPI/P2M/SWIGGY        456.00                 1,23,456.78',
      ' 30-04-2024  NEFT/ACME TECH                 1,85,000.00   3,08,456.78',
      ' Closing balance                            1,85,000.00   3,08,456.78',
    ].join('\n');
    expect(formatOf(text)).toBe('text');
  });

  it('knows OFX, CAMT and QIF by their tags', () => {
    expect(formatOf('OFXHEADER:100\n<OFX><STMTTRN>')).toBe('ofx');
    expect(formatOf('<Document><BkToCstmrStmt><Ntry>')).toBe('camt');
    expect(formatOf('!Type:Bank\nD01/02/2024\nT-4.50\n^')).toBe('qif');
  });
});

describe('counting text', () => {
  it('counts no line whose every figure is zero', () => {
    const text = [
      'Opening balance $100.00',
      'Closing balance $72.00',
      '01/04 01/04 COFFEE SHOP 28.00',
      '01/04 01/04 INTEREST CHARGED ON PURCHASES 0.00',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(1);
  });

  it('cuts a table printed in panels into its records, and skips daily balances', () => {
    const text = [
      'Opening balance  $1,000.00',
      'Closing balance    $600.00',
      'Checks',
      'Date        Check #               Amount         Date        Check #               Amount',
      '04/10/24    1021                 -150.00         04/22/24    1022*                -250.00',
      '',
      'Daily ledger balances',
      'Date        Balance ($)      Date           Balance($)',
      '04/10            850.00      04/22              600.00',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(2);
  });

  it('cuts panels whose rows start with a check number, and counts days padded to two places', () => {
    const header =
      'Date     Description of Transaction                                       Amount';
    const card =
      'Mar  4   Debit Purchase - VISA  On 030224 CUB FOODS #1612                   54.23-';
    const checks = [
      'Check      Date       Ref Number         Amount     Check      Date       Ref Number         Amount',
      '1201       Mar 11     8614324501         200.00     1202       Mar 22     8614401234         125.00',
    ];
    expect(countTransactionLines([header, card, card.replace('Mar  4', 'Mar  5')].join('\n'))).toBe(
      2,
    );
    expect(countTransactionLines(checks.join('\n'))).toBe(2);
  });

  it("counts text whose figures take a decimal comma, days written '4th Mar', and a date after the money", () => {
    const spanish = [
      'Concepto Fecha Fecha valor Importe Saldo',
      'COMPRA TARJ. 5402XXXXXXXX3318 EL CORTE INGLES-BARCELONA 29/02/2024 28/02/2024 -84,90 € 1.908,26 €',
      'TRASPASO A CUENTA ES57 2100 0813 6602 0099 1234 28/02/2024 28/02/2024 -200,00 € 1.993,16 €',
      'NOMINA TEXTIL GRACIA SL 27/02/2024 27/02/2024 2.130,45 € 2.193,16 €',
    ];
    expect(formatOf(spanish.join('\n'))).toBe('text');
    expect(countTransactionLines(spanish.join('\n'))).toBe(3);
    const readingOrder = ['Date', 'Description', 'Money in', 'Money out', 'Balance'].concat(
      ['4th Mar', 'CARD PAYMENT TO TESCO STORES 2270', '18.62', '823.54'],
      ['5th Mar', 'CARD PAYMENT TO UBER *TRIP', '14.30', '809.24'],
    );
    expect(countTransactionLines(readingOrder.join('\n'))).toBe(2);
    const southAfrican = [
      'Opening balance                 3,482.17',
      'Closing balance                 1,629.42',
      'Details                                       Debits         Credits        Date     Balance',
      'CHEQUE CARD PURCHASE                         612.45-                        12 15   2,869.72',
      'IB PAYMENT TO                              1,240.30-                        12 18   1,629.42',
    ];
    expect(countTransactionLines(southAfrican.join('\n'))).toBe(2);
  });

  it('counts whole forints grouped by spaces under year-first dates, not the numbers in their details', () => {
    const otp = [
      'Könyvelés    Értéknap     Megnevezés                                   Összeg (HUF)',
      '                          NYITÓ EGYENLEG                                    412 508',
      '2026.11.02.  2026.10.31.  VÁSÁRLÁS KÁRTYÁVAL                                 -8 742',
      '                          SPAR 2213 BUDAPEST XI.',
      '2026.11.03.  2026.11.03.  TRANZAKCIÓS ILLETÉK                                   -75',
      '2026.11.05.  2026.11.05.  KÉSZPÉNZFELVÉTEL ATM                              -40 000',
      '                          OTP ATM BUDAPEST ALLEE 2',
      '2026.11.06.  2026.11.05.  VÁSÁRLÁS KÁRTYÁVAL                                 -5 690',
      '                          Eredeti összeg: 14,00 EUR  Árfolyam: 406,42',
      '2026.11.10.  2026.11.10.  ÁTUTALÁS JÓVÁÍRÁS                                 684 300',
      '                          Szerződésszám: 41005577',
      'OTP Bank Nyrt.  1051 Budapest, Nádor utca 16.  Telefon: +36 1/20/30/70 3 666 666',
      '                          ZÁRÓ EGYENLEG                                   1 042 301',
    ];
    expect(countTransactionLines(otp.join('\n'))).toBe(5);
  });

  it('counts a record in reading order whose type, payee, reference and channel take four lines', () => {
    const galicia = ['Fecha', 'Descripción', 'Origen', 'Crédito', 'Débito', 'Saldo'].concat(
      ['31/10/26', 'SALDO ANTERIOR', '312.640,55'],
      ['02/11/26', 'COMPRA DEBITO', 'COTO CICSA SUC 045', '0045', '-58.412,30', '254.228,25'],
      ['02/11/26', 'TRANSFERENCIA DE TERCEROS', 'PEREZ JUAN MANUEL', '20312345678', 'HB'],
      ['45.000,00', '299.228,25'],
      ['03/11/26', 'DEBITO AUTOMATICO DE SERVICIO', 'EDENOR SA', '-24.318,77', '274.909,48'],
    );
    expect(countTransactionLines(galicia.join('\n'))).toBe(3);
  });

  it("counts no page's number in a text of whole amounts ('1 DE 2')", () => {
    const chile = ['PAGINA', '1 DE 2', 'FECHA', 'DETALLE', 'SALDO'].concat(
      ['02/11', 'PAGO:AGUAS ANDINAS S.A.', '$18.430', '$1.826.800'],
      ['03/11', 'COMPRA NAC. TD JUMBO', '$42.680', '$1.784.120'],
      ['PAGINA', '2 DE 2'],
      ['04/11', 'TRASPASO A:CAROLINA MUÑOZ', '$150.000', '$1.634.120'],
    );
    expect(countTransactionLines(chile.join('\n'))).toBe(3);
  });

  it("counts figures marked S and H (German 'Soll' and 'Haben'), not the balances marked so", () => {
    const volksbank = [
      'Bu-Tag Wert   Vorgang',
      '              alter Kontostand vom 29.02.2024                1.876,45 H',
      '01.03. 01.03. Dauerauftrag                                     780,00 S',
      '              Wohnbau Gießen GmbH',
      '05.03. 05.03. Gutschrift Überweisung                           120,00 H',
      '              Anna Weber',
      '              Übertrag auf Blatt 2                           1.216,45 H',
    ];
    expect(countTransactionLines(volksbank.join('\n'))).toBe(2);
  });
  it('counts nothing on a page of check images', () => {
    const text = [
      'Date     Description                                 Amount',
      '04/09    POS DEBIT HARRIS TEETER #0145               63.21',
      '04/10    ACH DEBIT ZILLOW RENT PAYMENT            1,200.00',
      '',
      'CHECK IMAGES',
      'Check 1043   $250.00   04/15/2024                   Check 1044   $135.00   04/29/2024',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(2);
  });

  it('counts no figure of a summary printed a cell a line under its labels', () => {
    const text = [
      'Beginning',
      'balance',
      'Deposits and',
      'other additions',
      'Ending',
      'balance',
      '1,532.10',
      '1,320.00',
      '2,852.10',
      'Date',
      'Amount',
      'Description',
      '12/22',
      '1,320.00',
      'Direct Deposit - Payroll Acme Logistics Pay',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(1);
  });

  it("reads a card summary's figures as summaries and a record type as a record", () => {
    const text = [
      'Previous Balance $2,345.54',
      'Payments and Other Credits $2,345.54',
      'Fees Charged $0.00',
      'New Balance Total $251.49',
      'Date Description Type Out In Balance',
      '12/05 WHOLE FOODS',
      'Card payment 251.49 251.49',
      '12/07 SPOTIFY',
      'Card payment 10.99 262.48',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(2);
  });

  it('skips a table of daily balances whose own header names a date and an amount', () => {
    const text = [
      'Account Activity',
      'Post Date    Description                      Debits      Credits       Balance',
      '03/01/2024   Beginning Balance                                         $900.00',
      '03/04/2024   CORNER GROCER                    $40.00                   $860.00',
      '03/05/2024   PAYROLL DEPOSIT                              $500.00    $1,360.00',
      '03/06/2024   CITY WATER                       $60.00                 $1,300.00',
      '03/08/2024   Ending Balance                                          $1,300.00',
      'Daily Balances',
      'Date                 Amount     Date                 Amount',
      '03/04/2024          $860.00     03/05/2024        $1,360.00',
      '03/06/2024        $1,300.00',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(3);
  });

  it('reads Cyrillic month abbreviations, a date after a first cell of words, and ИТОГО as a total', () => {
    const text = [
      'ОСТАТОК НА НАЧАЛО ПЕРИОДА:                                     150.00+',
      '-------------------+-----+-------+--------------------+------------',
      '  КАРТА,           |ДАТА |ДАТА   |  ОПЕРАЦИЯ          |       СУММА',
      '-------------------+-----+-------+--------------------+------------',
      'MIR CLASSIC        05МАР 06МАР24 ПЕКАРНЯ ЛАНДЫШ RUR     120.00',
      '                                 SAMARA  RU',
      '                   07МАР 07МАР24 ПОПОЛНЕНИЕ RUR        1000.00CR',
      '                   11МАР 12МАР24 АПТЕКА ВИТА RUR         85.50',
      '                   14МАР 14МАР24 ТАКСИ СТРЕЛА RUR       310.00',
      '                   20ДЕК 21ДЕК24 КНИЖНЫЙ ДОМ RUR        240.00',
      '            ****** ИТОГО ПО СТРАНИЦЕ                     244.50CR',
      '-------------------+-----+-------+--------------------+------------',
      '                                                         244.50CR',
      'ОСТАТОК НА КОНЕЦ ПЕРИОДА:                                     394.50+',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(5);
  });

  it('counts entries of several lines under a date printed once per day, however short the statement', () => {
    const text = [
      'Date               Type and details            Paid out     Paid in     Balance',
      '01 Mar 24          BALANCE BROUGHT FORWARD                               500.00',
      '04 Mar 24  VIS     CORNER CAFE',
      '                   LONDON                          4.50',
      '           CR      ACME LTD',
      '                   SALARY                                    900.00',
      '           BP      BUS CO',
      '                   LONDON                          2.40                1,393.10',
      '05 Mar 24  DD      PHONE CO                       12.00',
      '           DD      CITY WATER                     30.00                1,351.10',
      '                   BALANCE CARRIED FORWARD                             1,351.10',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(5);
  });

  it("finds a day's other entries on a page whose columns moved, and on one that dates no row paid out", () => {
    const text = [
      'Date               Type and details            Paid out     Paid in     Balance',
      '01 Mar 24          BALANCE BROUGHT FORWARD                               500.00',
      '04 Mar 24  VIS     CORNER CAFE',
      '                   LONDON                          4.50',
      '           CR      ACME LTD',
      '                   SALARY                                    900.00    1,395.50',
      '05 Mar 24  DD      PHONE CO                       12.00                1,383.50',
      '06 Mar 24  TFR     112233 44556677',
      '                   SAVINGS                       100.00                1,283.50',
      '                   BALANCE CARRIED FORWARD                             1,283.50',
      '',
      ' Date               Type and details            Paid out     Paid in     Balance',
      '                    BALANCE BROUGHT FORWARD                             1,283.50',
      '            VIS     BAKERY',
      '                    LEEDS                           3.20                1,280.30',
      ' 07 Mar 24  CR      REFUND SHOP                                20.00',
      '            DD      GYM CLUB                       25.00',
      '            DD      BOOK CLUB                       8.00                1,267.30',
      ' 08 Mar 24  CR      J SMITH                                    15.00',
      '            DD      MUSIC CO                        9.99',
      '            DD      NEWS CO                         4.00                1,268.31',
      '                    BALANCE CARRIED FORWARD                             1,268.31',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(11);
  });

  it('counts records listed again after the table (details of direct debits, a recap of fees) once', () => {
    const text = [
      'DATE   LIBELLE                         DATE OPE  DATE VAL        DEBIT       CREDIT',
      'SOLDE CREDITEUR AU 31/05/2024                                                 820,00',
      '03/06  PRLV SEPA EAU DU NORD            03/06     03/06          31,20',
      '05/06  CB BOULANGERIE DU PORT           04/06     05/06           6,80',
      '05/06  CB BOULANGERIE DU PORT           04/06     05/06           6,80',
      '10/06  VIR SALAIRE JUIN                 10/06     10/06                   2 450,00',
      '12/06  PRLV SEPA ASSURANCE AUTO         12/06     12/06          48,90',
      '14/06  COTISATION CARTE                 14/06     14/06           3,50',
      'TOTAL DES MOUVEMENTS                                           96,20   2 450,00',
      'SOLDE CREDITEUR AU 30/06/2024                                                3 173,80',
      'RECAPITULATIF DES FRAIS',
      '14/06  COTISATION CARTE                                           3,50',
      'DETAIL DES PRELEVEMENTS SEPA RECUS',
      '03/06/2024  EAU DU NORD                                          31,20',
      '12/06/2024  ASSURANCE AUTO                                       48,90',
      'DETAIL DES VIREMENTS SEPA RECUS',
      '10/06/2024  EMPLOYEUR SA                                      2 450,00',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(6);
  });

  it('counts a record of several lines whose figure is zero, and one whose balance lacks its pence', () => {
    const text = [
      'Date    Description                 Debit     Credit      Balance',
      '02 May  Opening balance                                   500.00 CR',
      '03 May  Refund                                 20.00      520.00 CR',
      '        Card fee                     5.00                 515.00 CR',
      '        Salary                              1,350.00      1,865 CR',
      '04 May  Adjustment',
      '        carried over several',
      '        lines                         0.00',
      '        Coffee                        3.50                1,861.50 CR',
      '06 May  Rent                         700.00               1,161.50 CR',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(6);
  });

  it('sets apart the cells of rows pdf.js ran together; a row without an amount of its own is none', () => {
    const text = [
      'Остаток на 01.02.24',
      '500 000,00 ₸',
      '____________________________________',
      'ДатаСуммаОперацияДеталиОстаток',
      '02.02.24+2 500,00 ₸Пополнение502 500,00 ₸',
      '05.02.24-12 000,00 ₸Перевод490 500,00 ₸',
      '09.02.24-1 000,00 ₸Перевод489 500,00 ₸',
      '12.02.24РазноеПродление договора489 500,00 ₸',
      '20.02.24+3 100,45 ₸Вознаграждение492 600,45 ₸',
      'Перевод на карту',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(4);
  });
});

describe('counting delimited exports', () => {
  it('counts no row whose every figure is zero', () => {
    const text = [
      'Buchungstag;Valutadatum;Buchungstext;Betrag;Waehrung',
      '02.05.24;02.05.24;KARTENZAHLUNG Baeckerei Korn;-4,20;EUR',
      '03.05.24;03.05.24;GUTSCHRIFT Gehalt;2.100,00;EUR',
      '30.05.24;30.05.24;ABSCHLUSS siehe Anlage;0,00;EUR',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(2);
  });
});

describe('counting a delimited export with a status column', () => {
  it('counts no payment a cell calls declined', () => {
    const text = [
      'Date started,Date completed,Type,State,Description,Amount,Balance',
      '2024-03-13,2024-03-15,CARD_PAYMENT,COMPLETED,Hotel Le Marais,-162.09,10088.58',
      '2024-03-14,,CARD_PAYMENT,DECLINED,Apple,-999.00,',
      '2024-03-15,2024-03-15,REFUND,COMPLETED,Amazon,64.99,10153.57',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(2);
  });
});

describe('counting rows of a statement text', () => {
  it("counts a row whose number stands before its date, but not a check's listed again", () => {
    const text = [
      'Tran    Date        Description                      Debits (R)   Credits (R)     Balance (R)',
      '        01/03/2024  Opening balance                                              7,812.40Cr',
      '   1    01/03/2024  DISCOVERY LIFE                      650.00                   7,162.40Cr',
      '   2    02/03/2024  CHECKERS HYPER                      842.37                   6,320.03Cr',
      '   3    05/03/2024  CHEQUE 0342                          90.00                   6,230.03Cr',
      '  12    13/03/2024  SALARY                                         9,000.00     15,230.03Cr',
      '        31/03/2024  Closing balance                                             15,230.03Cr',
      'Checks paid',
      'Check #   Date    Amount',
      '0342      05/03   90.00',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(4);
  });

  it("counts a transfer whose words begin 'TO': only a date after the word makes a period", () => {
    const text = [
      'Date         Description                   Type   Money In (£)   Money Out (£)   Balance (£)',
      '01 Mar 24    STATEMENT OPENING BALANCE                                            1,482.37',
      '01 Mar 24    OCTOPUS ENERGY                DD                        89.00        1,393.37',
      '28 Mar 24    TO A/C 52901847               TFR                      300.00        1,093.37',
      '29 Mar 24    MONTHLY FEE                   FEE                        3.00        1,090.37',
      '01 March 2024 to 31 March 2024',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(3);
  });

  it("counts no note under a record whose figure stands away from the table's columns", () => {
    const text = [
      'Buchungstag  Angaben zu den Umsätzen                       Valuta         Betrag in EUR',
      '01.02        Hausverwaltung Schmitz GmbH                   01.02                850,00-',
      '             Miete Februar',
      '02.02        Vodafone GmbH                                 02.02                 39,99-',
      '             Lastschrift Mandatsref. VF123',
      '05.02        RheinEnergie AG                               05.02                 96,00-',
      '             Abschlag Strom',
      '29.02        Entgelt Kontoführung                          29.02                  6,90-',
      '             Kontoführungsentgelt 01.02.2024 - 29.02.2024',
      '             Klassik-Konto 6,90 EUR',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(4);
  });
});

describe("counting a card statement's summary boxes", () => {
  it('counts neither the due date row under its labels nor a row of figures alone', () => {
    const text = [
      'Payment Due Date              Total Dues               Minimum Amount Due',
      '01/04/2024                    1,53,271.83              7,670.00',
      'Past Dues (If any)',
      'Over limit      3 Months+      2 Months      1 Month      Current Dues',
      '0.00            0.00           0.00          0.00         7,670.00',
      'Date                      Transaction Description                 Amount (in Rs.)',
      '13/02/2024 21:14:05       SWIGGY BANGALORE                                486.00',
      '15/02/2024 10:02:37       AMAZON PAY INDIA PRIVATE                      2,349.00',
      '16/02/2024 00:00:00       NETBANKING TRANSFER                          45,678.90 Cr',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(3);
  });
});

describe('counting rows whose details end with a time', () => {
  it("counts no time after a word for the hour as a figure ('ORE 18.22')", () => {
    const text = [
      'SALDO INIZIALE                                                              1.250,00',
      'Data contabile   Data valuta   Descrizione                         Addebiti       Accrediti',
      '04.03.2024     02.03.2024    PAGAMENTO TRAMITE POS                    56,73',
      '                             CARTA N.XXXX 4471 DEL 02/03/24 ORE 18.22',
      '05.03.2024     05.03.2024    ACCREDITO BONIFICO                                      200,00',
      '11.03.2024     08.03.2024    PAGAMENTO TRAMITE POS                    43,18',
      '                             CARTA N.XXXX 4471 DEL 08/03/24 ORE 19.40',
      '12.03.2024     10.03.2024    COMMISSIONI                               2,00',
      'SALDO FINALE                                                                1.348,09',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(4);
  });
});

describe('a web page whose rows end with a cell of words after a tab', () => {
  it('counts each row once, its last cell (a branch) no figure of its own', () => {
    const page = [
      '신한은행', '개인뱅킹', '조회', '이체', '공과금', '금융상품', '거래내역조회', '계좌번호 110-482-917365', '',
      '거래일자\t거래시간\t적요\t출금(원)\t입금(원)\t내용\t잔액(원)\t거래점',
      '2026-11-30\t23:58:01\t체크신한\t17,000\t0\t넷플릭스서비시스코리아\t2,789,100\t체크카드',
      '2026-11-29\t19:42:13\t체크신한\t3,250\t0\tCU삼성로점\t2,806,100\t체크카드',
      '2026-11-28\t08:00:00\t자동이체\t300,000\t0\t신한 쏠편한적금\t2,809,350\t본부',
      '2026-11-27\t21:15:50\t모바일\t0\t100,000\t이정숙\t3,109,350\t쏠(SOL)',
      '2026-11-26\t12:48:29\t체크신한\t38,600\t0\t올리브영강남점\t3,009,350\t체크카드',
      '', '※ 조회 결과는 참고용입니다.', '※ 거래내역은 최대 1년까지 조회됩니다.', '고객센터 1599-8000',
    ].join('\n'); // prettier-ignore
    expect(formatOf(page)).toBe('text');
    expect(countTransactionLines(page)).toBe(5);
  });
});

describe('a Dutch statement over two pages', () => {
  it("counts neither the balance carried to the next page ('Saldo transport naar blad 2') nor the new balance", () => {
    const text = [
      '      Datum       Omschrijving                                      Af              Bij            Saldo',
      '                  Vorig saldo per 31-10-2026                                                   1.250,00',
      '      02-11-2026  BEA, Apple Pay  Albert Heijn 1403,PAS123       23,45                         1.226,55',
      '      03-11-2026  SEPA Incasso    Vattenfall Klantenservice     112,00                         1.114,55',
      '                  Saldo transport naar blad 2                                                  1.114,55',
      '                  Saldo transport van blad 1                                                   1.114,55',
      '      05-11-2026  SEPA Overboeking  M Jansen                                    32,50          1.147,05',
      '      30-11-2026  DEBETRENTE                                      0,87                         1.146,18',
      '                  Nieuw saldo per 30-11-2026                                                   1.146,18',
    ].join('\n');
    expect(countTransactionLines(text)).toBe(4);
  });
});

describe("a card's web page with its authorised payments in a table of their own", () => {
  it('counts the booked rows, not those a cell says are only authorised', () => {
    const page = [
      'Movimenti carta',
      'Non contabilizzati',
      'Data operazione\tDescrizione\tStato\tImporto',
      'Oggi\tESSELUNGA MILANO VIA FAUCHE\tAutorizzato\t-38,72 €',
      '30/11/2026\tTRENITALIA APP ROMA\tAutorizzato\t-45,90 €',
      'Totale non contabilizzati\t-84,62 €',
      'Contabilizzati',
      'Data operazione\tData registrazione\tDescrizione\tCategoria\tImporto',
      '28/11/2026\t30/11/2026\tAMAZON.IT*2B4K91LZ5 AMAZON.IT\tShopping\t-49,90 €',
      '27/11/2026\t29/11/2026\tRIMBORSO ZALANDO SE BERLIN\tShopping\t59,95 €',
      '26/11/2026\t27/11/2026\tCOMMISSIONE OPERAZIONE IN VALUTA\tAltro\t-2,15 €',
      'Totale contabilizzati\t7,90 €',
      'Mostra altri movimenti',
      'Gli importi in valuta estera sono convertiti in euro al tasso di cambio applicato dal circuito.',
      'FinecoBank S.p.A. - Aderente al Fondo Interbancario di Tutela dei Depositi',
      'Home', 'Conto', 'Carte', 'Trading', 'Investimenti', 'Servizi',
    ].join('\n'); // prettier-ignore
    expect(countTransactionLines(page)).toBe(3);
  });
});

describe("a Spanish bank's export with its account's lines above the table", () => {
  it("counts no row of those lines, the header's date column being 'F. VALOR'", () => {
    const csv = [
      'Número de cuenta:;"ES71 1465 0100 9417 2038 4561";;;;;;',
      'Titular:;"ANA BELÉN TORRES VIDAL";;;;;;',
      'Fecha exportación:;02/12/2026;;;;;;',
      ';;;;;;;',
      'F. VALOR;CATEGORÍA;SUBCATEGORÍA;DESCRIPCIÓN;COMENTARIO;IMAGEN;IMPORTE (€);SALDO (€)',
      '01/12/2026;"Compras";"Salud";"Pago en FARMACIA LOPEZ DE HOYOS MADRID ES";;;-12,35;3740,31',
      '30/11/2026;"Compras";"Transporte";"Pago en CABIFY ESPANA SL MADRID ES";;;-14,60;3752,66',
      '27/11/2026;"Nómina y otras prestaciones";"Nómina";"Nómina recibida GRUPO LOGÍSTICO IBERIA S.L.";;;2197,84;3767,26',
    ].join('\n');
    expect(countTransactionLines(csv)).toBe(3);
  });
});

describe("a French card's web page: its month so far, its limit and what is used of it", () => {
  it("counts the operations only, a figure grouped by a narrow no-break space ('-1 049,99 €') as one", () => {
    const page = [
      'Carte Mastercard Gold',
      'Encours du mois',
      '-1\u202f533,62\u00a0€',
      'Plafond de paiement',
      '3\u202f000,00\u00a0€ sur 30 jours glissants',
      'Utilisé : 1\u202f643,17\u00a0€',
      'Opérations du mois',
      'Total des opérations enregistrées : -1\u202f533,62\u00a0€',
      'Lundi 14 décembre',
      'FNAC ANGERS',
      'High-tech',
      '-1\u202f049,99\u00a0€',
      'Dimanche 13 décembre',
      'DECATHLON AVRILLE',
      'Sport',
      '-42,50\u00a0€',
      'Mardi 1er décembre',
      'SPOTIFY',
      'Abonnements',
      '-11,12\u00a0€',
      'Total des opérations à débit différé du mois : -1\u202f103,61\u00a0€',
      'Total des retraits (débit immédiat) : -60,00\u00a0€',
    ].join('\n');
    expect(countTransactionLines(page)).toBe(3);
  });
});

describe("a web page's rows under headings of their days, two balances above", () => {
  it("counts every row under 'Venerdì 28 novembre' and the like, not the balances", () => {
    const page = [
      'Saldo contabile',
      '2.452,86 €',
      'Saldo disponibile',
      '2.396,47 €',
      'Da contabilizzare',
      '30/11/2025\tPagamento Carta di Debito\tAMAZON* HX4KL27T4 AMAZON.IT\tAcquisti online\t-32,99 €',
      'Contabilizzati',
      'Venerdì 28 novembre',
      'Pagamento Carta di Debito\tESSELUNGA VIALE PAPINIANO MILANO\tSpesa\t-54,32 €',
      'Addebito SDD\tENEL ENERGIA S.P.A.\tCasa e utenze\t-78,45 €',
      'Giovedì 27 novembre',
      'Bonifico a vostro favore\tOrdinante: LOMBARDA SISTEMI SRL\tStipendio\t+2.145,80 €',
      'Venerdì 21 novembre',
      'Addebito SDD\tILIAD ITALIA S.P.A.\tTelefonia\t-9,99 €',
      'Pagamento Carta di Debito\tENILIVE 5123 MILANO\tCarburante\t-60,00 €',
    ].join('\n');
    expect(countTransactionLines(page)).toBe(6);
  });
});

describe("an app's history, each row's running balance under its amount", () => {
  const day = (heading: string, ...rows: string[][]) => [heading, ...rows.flat()];
  const row = (name: string, amount: string, balance: string) => [
    'Debit Card',
    name,
    '14:47\tEDC',
    amount,
    `Balance ${balance}`,
  ];
  it("counts a second row of a day, after the first one's balance, and a foreign amount in the words as a note", () => {
    const page = [
      ...day(
        '31 Oct 2025',
        row('MAKRO LADPRAO', '-2,340.00 THB', '27,100.87'),
        row('AIS Fibre', '-649.00 THB', '26,451.87'),
      ),
      ...day(
        '24 Oct 2025',
        row('KBANK x9981', '-10,000.00 THB', '29,440.87'),
        row('SALARY', '+38,500.00 THB', '39,440.87'),
      ),
      ...day(
        '14 Oct 2025',
        [
          'Debit Card',
          'STEAMGAMES.COM WA US  USD 9.99',
          '23:51\tEDC',
          '-336.81 THB',
          'Balance 940.87',
        ],
        row('7-ELEVEN', '-67.00 THB', '1,277.68'),
      ),
      ...day(
        '1 Oct 2025',
        row('MEA', '-1,284.55 THB', '1,344.68'),
        row('GRAB', '-156.00 THB', '2,629.23'),
      ),
    ].join('\n');
    expect(countTransactionLines(page)).toBe(8);
  });
});

describe("a Swiss statement's total of its turnover", () => {
  it("counts the rows, not 'Total Umsätze' under them", () => {
    const statement = [
      'Datum     Text                                          Valuta            Belastung      Gutschrift          Saldo',
      "25.11.26  Gutschrift Lohn                               25.11.26                       6'842.15         8'516.86",
      "26.11.26  eBill Zahlung                                 26.11.26          335.00                        8'181.86",
      '          Swisscom (Schweiz) AG, 3050 Bern',
      "27.11.26  Einkauf Debit Mastercard                      27.11.26          103.75                        8'078.11",
      '          Migros MM Letzipark, 8048 Zürich',
      "30.11.26  Gebühr Papierauszug                           30.11.26            2.00                        8'076.11",
      '          Kontoauszug Oktober 2026 per Post',
      '',
      "          Total Umsätze                                                 4'422.79       7'016.15",
      "30.11.26  Saldo zu Ihren Gunsten                                                                        8'076.11",
    ].join('\n');
    expect(countTransactionLines(statement)).toBe(4);
  });
});

describe("a card statement's instalment summary after its rows", () => {
  it("counts no row for an instalment whose count ('03/12') stands after its monthly amount", () => {
    const statement = [
      '  SALE    POST    DESCRIPTION                                                        AMOUNT',
      '  11/02   11/03   SHOPEE PH                  MANDALUYONG PH                       2,395.00',
      '  11/03   11/03   ABENSON ROBINSONS GALLERIA 0% 12MOS 03/12                       2,083.25',
      '  11/05   11/06   CASH ADVANCE - MB ATM ORTIGAS CENTER                            5,000.00',
      '  11/05   11/06   CASH ADVANCE FEE                                                  200.00',
      '  11/20   11/20   FINANCE CHARGE                                                     49.17',
      '                  STATEMENT BALANCE                                              49,087.56',
      '',
      '  INSTALLMENT SUMMARY',
      '  MERCHANT                          TERM     MONTHLY AMORT.      BILLED     REMAINING BALANCE',
      '  ABENSON ROBINSONS GALLERIA        12 MOS        2,083.25        03/12              18,749.25',
    ].join('\n');
    expect(countTransactionLines(statement)).toBe(5);
  });
});

describe("a Brazilian statement's balances on a date ('SALDO EM 31/10/2026', 'Saldo anterior em')", () => {
  it('counts the row, not the balances under it nor its summary', () => {
    const statement = [
      '   30/10/2026    PIX RECEBIDO                                     301599                           75,00                            4.945,32',
      '                 CARLOS EDUARDO FERREIRA',
      '',
      '                 SALDO EM 31/10/2026                                                                                                4.945,32',
      '',
      '   Resumo do Período',
      '   Saldo anterior em 30/09/2026                   2.347,18',
      '   (+) Total de créditos                          9.040,48',
      '   (-) Total de débitos                          -6.442,34',
      '   (=) Saldo em 31/10/2026                        4.945,32',
      '',
      '   Saldo disponível em conta                                         4.945,32',
    ].join('\n');
    expect(countTransactionLines(statement)).toBe(1);
  });
});

describe("a Turkish statement's balance rows ('DEVİR BAKİYESİ', 'DÖNEM SONU BAKİYESİ')", () => {
  it('counts the rows between them, not them', () => {
    const statement = [
      '     İşlem Tarihi  Valör         Açıklama                                          Tutar (TL)      Bakiye (TL)',
      '     01.09.2026                  DEVİR BAKİYESİ                                                        12.450,37',
      '     02.09.2026    02.09.2026    MİGROS TİCARET A.Ş. İSTANBUL                       -1.284,65       11.165,72',
      '     03.09.2026    03.09.2026    MAAŞ ÖDEMESİ ACME TEKNOLOJİ A.Ş.                   38.500,00       49.665,72',
      '     05.09.2026    05.09.2026    TÜRK TELEKOM FATURA ÖDEMESİ                          -449,90       49.215,82',
      '     30.09.2026                  DÖNEM SONU BAKİYESİ                                                   49.215,82',
    ].join('\n');
    expect(countTransactionLines(statement)).toBe(3);
  });
});

describe('balances labelled in Chinese and English', () => {
  it("counts the rows, not '承上結餘 B/F BALANCE' nor '轉下頁 CARRIED FORWARD'", () => {
    const statement = [
      '  日期          交易摘要                                           存入           提取              結餘',
      '  Date          Transaction Details                               Deposit     Withdrawal           Balance',
      '  01/10/2026    承上結餘 B/F BALANCE                                                            48,362.15',
      '  02/10/2026    OCTOPUS AAVS 八達通自動增值                                    500.00         47,862.15',
      '  03/10/2026    EPS PURCHASE 易辦事購物                                        386.40         47,475.75',
      '  05/10/2026    BILL PAYMENT 繳費                                              812.30         46,663.45',
      '                轉下頁 CARRIED FORWARD                                                          46,663.45',
      '  31/10/2026    過戶結餘 C/F BALANCE                                                            46,663.45',
    ].join('\n');
    expect(countTransactionLines(statement)).toBe(3);
  });
});

describe("an app's history, each record's running balance labelled under its amount, under day headings", () => {
  it("counts a day's second record, begun by no date, as the balance line below its amount says", () => {
    const record = (name: string, amount: string, balance: string) => [
      'Debit Card', name, '14:47\tEDC', amount, `ยอดคงเหลือ / Balance ${balance}`,
    ]; // prettier-ignore
    const page = [
      'ยอดเงินในบัญชี / Account Balance', '26,451.87 THB', 'ยอดเงินที่ใช้ได้ / Available Balance', '26,262.87 THB',
      '31 Oct 2025', ...record('AIS Fibre', '-649.00 THB', '26,451.87'),
      '30 Oct 2025', ...record('MAKRO LADPRAO', '-2,340.00 THB', '27,100.87'),
      '24 Oct 2025', ...record('KBANK x9981', '-10,000.00 THB', '29,440.87'),
      ...record('SALARY', '+38,500.00 THB', '39,440.87'),
      '1 Oct 2025', ...record('7-ELEVEN', '-67.00 THB', '940.87'), ...record('MEA', '-1,284.55 THB', '1,007.87'),
      '1 Oct 2025', 'ยอดยกมา / Balance Brought Forward', '2,292.42 THB',
    ].join('\n'); // prettier-ignore
    expect(countTransactionLines(page)).toBe(6);
  });
});

describe("an Indian statement whose figures end in '(Dr)' and '(Cr)', its summary's cells run together", () => {
  it('counts each row, not the opening balance nor the summary line', () => {
    const statement = [
      'Date Narration Chq/Ref No Withdrawal (Dr)/ Deposit (Cr) Balance',
      '01-02-2024 Opening Balance 46,123.45(Cr)',
      '02-02-2024 UPI/SWIGGY/403312345678/Payment from Ph UPI-403312345678 349.00(Dr) 45,774.45(Cr)',
      '03-02-2024 UPI/BLINKIT COMMERCE P/403418827712/ UPI-403418827712 612.00(Dr) 45,162.45(Cr)',
      'Payment from Ph',
      '08-02-2024 IMPS-403916290188-RAHUL MEHTA- IMPS-403916290188 2,500.00(Cr) 47,662.45(Cr)',
      '29-02-2024 Int.Pd:7412583690:01-12-2023 to 356.00(Cr) 48,018.45(Cr)',
      '29-02-2024',
      '',
      'Statement Summary',
      'Opening Balance 46,123.45 Total Withdrawal Amount 961.00 Total Deposit Amount 2,856.00 Closing Balance 48,018.45',
    ].join('\n');
    expect(countTransactionLines(statement)).toBe(4);
  });
});

describe("a Danish bank's page, its rows under 'I dag' and weekday headings", () => {
  it('counts the booked rows, not the balances above them', () => {
    const page = [
      'Spring til indhold',
      'Nordea',
      'Hjem',
      'Konti',
      'Betalinger',
      'Kort',
      'Opsparing og investering',
      'Lån',
      'Pension',
      'Log af',
      'Konti',
      'Lønkonto',
      '2191 5501 227 306',
      'Saldo',
      '37.726,54 DKK',
      'Disponibelt beløb',
      '37.472,79 DKK',
      'Overfør',
      'Betal',
      'Kontodetaljer',
      'Posteringer',
      'Reserverede beløb',
      'Søg i posteringer',
      'Filtrer',
      'Eksportér',
      'Reserverede beløb',
      'Reserverede beløb er køb, der endnu ikke er bogført på kontoen. Beløbet er trukket fra dit disponible beløb.',
      'Netto Nørrebrogade\t-64,75 DKK',
      'Reserveret 31.10.2025',
      'Wolt\t-189,00 DKK',
      'Reserveret 30.10.2025',
      'Bogførte posteringer',
      'Tekst\tBeløb\tSaldo',
      'I dag',
      'Løn Carlsberg Danmark A/S\t27.486,00\t37.726,54',
      'Lønoverførsel',
      'Onsdag 29. oktober',
      'Netto Amagerbrogade\t-98,45\t10.240,54',
      'Visa/Dankort-køb',
      'Mandag 27. oktober',
      'MobilePay Sofie Holm\t-120,00\t10.338,99',
      'MobilePay',
      'Fredag 24. oktober',
      'Kortgebyr Visa/Dankort\t-75,00\t10.458,99',
      'Gebyr',
      'Torsdag 23. oktober',
      '7-Eleven Nørreport St.\t-56,00\t10.533,99',
      'Visa/Dankort-køb',
      'Onsdag 22. oktober',
      'Spotify\t-109,00\t10.589,99',
      'Visa-køb',
      'Tirsdag 21. oktober',
      'Lidl Frederiksberg\t-167,25\t10.698,99',
      'Visa/Dankort-køb',
      'Mandag 20. oktober',
      'Til Opsparingskonto 2191 5501 227 314\t-2.000,00\t10.866,24',
      'Overførsel',
      'Fredag 17. oktober',
      'Rema 1000 Jagtvej\t-238,40\t12.866,24',
      'Visa/Dankort-køb',
    ].join('\n');
    expect(countTransactionLines(page)).toBe(9);
  });
});
