import { describe, expect, it } from 'vitest';
import { analyzeBreakdown } from '../breakdown.ts';
import { verifyAnalysis } from '../verify.ts';
import { readStatementBalances } from './balances.ts';

describe('readStatementBalances', () => {
  it('takes the one account of several whose balance moved, each between its B/F and C/F', () => {
    const lines = [
      '  01/10/2026    承上結餘 B/F BALANCE                                              0.00',
      '  31/10/2026    過戶結餘 C/F BALANCE                                              0.00',
      '  01/10/2026    承上結餘 B/F BALANCE                                         48,362.15',
      '  02/10/2026    OCTOPUS AAVS 八達通自動增值                      500.00        47,862.15',
      '                轉下頁 CARRIED FORWARD                                       47,862.15',
      '                承上頁 BROUGHT FORWARD                                       47,862.15',
      '  31/10/2026    PAYROLL 薪金                          2,689.92               50,552.07',
      '  31/10/2026    過戶結餘 C/F BALANCE                                         50,552.07',
      '  01/10/2026    USD 承上結餘 B/F BALANCE                                      2,318.45',
      '  31/10/2026    USD 過戶結餘 C/F BALANCE                                      2,318.45',
    ];
    expect(readStatementBalances(lines, 'dot')).toEqual({
      openingCents: 4836215,
      closingCents: 5055207,
    });
  });

  it('takes no balance carried to the next page, brought forward there again, for the closing', () => {
    const lines = [
      '01 Oct     BALANCE B/F                                                  6,482.15',
      '02 Oct     NETS Debit                                  42.85            6,439.30',
      '           BALANCE C/F                                                  6,439.30',
      '           BALANCE B/F                                                  6,439.30',
      '24 Oct     Inward Credit-FAST                       5,850.00           12,289.30',
      '           Total                           42.85    5,850.00           12,289.30',
    ];
    expect(readStatementBalances(lines, 'dot')).toBeNull();
    // (A balance carried at the statement's end is its closing, as before.)
    expect(readStatementBalances(lines.slice(0, 3), 'dot')).toEqual({
      openingCents: 648215,
      closingCents: 643930,
    });
  });

  it('reads an opening and a closing balance printed with their labels', () => {
    expect(
      readStatementBalances(
        [
          ' Opening balance:                      $50,000.00 CR',
          ' Closing balance:                      $11,663.82 CR',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 5000000, closingCents: 1166382 });
    expect(
      readStatementBalances(
        ['ALTER KONTOSTAND   1.231,76 H EUR', 'NEUER KONTOSTAND   1.280,76 H EUR'],
        'comma',
      ),
    ).toEqual({ openingCents: 123176, closingCents: 128076 });
    // A Moroccan account's 'SOLDE DEPART' and 'SOLDE FINAL', figures grouped by spaces.
    expect(
      readStatementBalances(
        [
          '  SOLDE DEPART AU 31/08/2025                                   11 312,85',
          '  SOLDE FINAL AU 30/09/2025                                    14 846,22',
        ],
        'comma',
      ),
    ).toEqual({ openingCents: 1131285, closingCents: 1484622 });
    // An Indian card's, the rupee sign a backquote as its PDF's font gives it.
    expect(
      readStatementBalances(
        [
          '    Total Amount due                      `74,967.54',
          '    Previous Balance         Purchases / Charges       Cash Advances        Payments / Credits',
          '    `38,450.00             + `1,70,866.54           + `5,000.00          - `1,39,349.00',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 3845000, closingCents: 7496754 });
    // A rewards programme's balances under a name of one word ('cashRewards Summary') are no money.
    expect(
      readStatementBalances(
        [
          '   Previous Balance                         $2,415.88        New Balance          $2,900.90',
          '   New Balance                              $2,900.90',
          '   cashRewards Summary',
          '   Previous Balance                                   $46.12',
          '   Available Balance                                  $63.12',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 241588, closingCents: 290090 });
    // A card's name that holds a rewards word ('ANZ Rewards Platinum') hides no balance far below it.
    expect(
      readStatementBalances(
        ['ANZ Rewards Platinum', 'Statement', 'Account Number', '4564 80XX XXXX 2219',
          'Statement Period', '12/10/2026 - 11/11/2026', 'Page 1 of 3', 'MS OLIVIA R NGUYEN',
          'UNIT 4 22 HARCOURT PARADE', 'ROSEBERY NSW 2018', 'Account summary',
          'Opening balance', '$2,415.80', 'Closing balance', '$1,497.50'], // prettier-ignore
        'dot',
      ),
    ).toEqual({ openingCents: 241580, closingCents: 149750 });
    // A UK account's 'Balance to carry forward' at the statement's end.
    expect(
      readStatementBalances(
        ['Balance from previous statement', '£842.19', 'Balance to carry forward', '£2,140.83'],
        'dot',
      ),
    ).toEqual({ openingCents: 84219, closingCents: 214083 });
    // A Mexican card's: what is to be paid to owe no interest is its balance now.
    expect(
      readStatementBalances(
        [
          '  Saldo anterior                  =    $9,234.60     Límite de crédito     $65,000.00',
          '  Pago para no generar intereses  =   $13,634.89     Saldo deudor total6   $21,217.64',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 923460, closingCents: 1363489 });
    // A German card's last month's balance, 'Saldo Vormonat'.
    expect(
      readStatementBalances(
        [
          'Saldo Vormonat (zu Ihren Lasten) per 19.10.2026          487,30-',
          'Neuer Saldo (zu Ihren Lasten)                          1.723,89-',
        ],
        'comma',
      ),
    ).toEqual({ openingCents: -48730, closingCents: -172389 });
  });

  it("reads a label in two languages set apart by ' / ', not the balance carried from page to page", () => {
    expect(
      readStatementBalances(
        [
          ' 01/11      Balance B/F                                        8,214.57',
          ' 14/11      JOMPAY DR 4471 TENAGA NASIONAL      187.35          8,027.22',
          '            Balance C/F                                        8,027.22',
          ' 15/11      Balance B/F                                        8,027.22',
          ' 30/11      INTEREST CREDIT                         1.87        8,029.09',
          '            BAKI PENUTUP / CLOSING BALANCE                     8,029.09',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 821457, closingCents: 802909 });
  });

  it("takes a balance on a date before the new balance for the opening ('SOLDE AU' ... 'Nouveau solde')", () => {
    expect(
      readStatementBalances(
        ['SOLDE AU : 31/10/2026', '2 153,48', '02/11/2026', 'Nouveau solde en EUR :', '3 158,99'],
        'comma',
      ),
    ).toEqual({ openingCents: 215348, closingCents: 315899 });
  });

  it('reads the balance labels of many languages and layouts', () => {
    const read = (opening: string, closing: string, style: 'dot' | 'comma' = 'dot') =>
      readStatementBalances([opening, closing], style);
    expect(read('Balance B/F      1,000.00', 'Balance C/F      1,250.50')).toEqual({
      openingCents: 100000,
      closingCents: 125050,
    });
    expect(read('Ope ning Balance      103.28', 'Clos ing Balance      125.60')).toEqual({
      openingCents: 10328,
      closingCents: 12560,
    });
    expect(
      read(
        '         SOLDE CREDITEUR AU 04/07/2022                          1 100,72',
        '         SOLDE DEBITEUR AU 02/08/2022                             352,54',
        'comma',
      ),
    ).toEqual({ openingCents: 110072, closingCents: -35254 });
    expect(
      read('Saldo contabile iniziale   111,00', 'Saldo contabile finale   98,50', 'comma'),
    ).toEqual({ openingCents: 11100, closingCents: 9850 });
    expect(read('Saldo de abertura  1.234,56', 'Saldo atual  1.300,00', 'comma')).toEqual({
      openingCents: 123456,
      closingCents: 130000,
    });
    expect(
      read('ОСТАТОК НА НАЧАЛО ПЕРИОДА:        318.30+', 'ОСТАТОК НА КОНЕЦ ПЕРИОДА:     20877.29+'),
    ).toEqual({ openingCents: 31830, closingCents: 2087729 });
    // Czech and Hungarian labels; figures grouped by no-break spaces.
    expect(
      read('Počáteční zůstatek :   45\u00a0210,33', 'Konečný zůstatek :   55\u00a0764,56', 'comma'),
    ).toEqual({ openingCents: 4521033, closingCents: 5576456 });
    expect(read('Önceki Dönem Borcu   8.412,90', 'Dönem Borcu   15.169,67', 'comma')).toEqual({
      openingCents: 841290,
      closingCents: 1516967,
    });
    // Whole forints, grouped by a space.
    expect(read('NYITÓ EGYENLEG          412 508', 'ZÁRÓ EGYENLEG          618 414')).toEqual({
      openingCents: 41250800,
      closingCents: 61841400,
    });
    // A label in two languages, whole dong grouped by dots.
    expect(
      read(
        'Số dư đầu kỳ/Opening balance:            18.540.275',
        'Số dư cuối kỳ/Closing balance:           20.533.911',
      ),
    ).toEqual({ openingCents: 1854027500, closingCents: 2053391100 });
    // Korean and Chinese labels.
    expect(read('이월잔액          1,284,530', '기말잔액          2,409,897')).toEqual({
      openingCents: 128453000,
      closingCents: 240989700,
    });
    expect(
      read('期初余额 Opening Balance   8,652.30', '期末余额 Closing Balance   16,309.45'),
    ).toEqual({
      openingCents: 865230,
      closingCents: 1630945,
    });
    // Whole yen, grouped by commas, the currency's code before them.
    expect(read('Previous Balance      JPY 132,847', 'New Balance      JPY 250,869')).toEqual({
      openingCents: 13284700,
      closingCents: 25086900,
    });
    expect(read('Nyitó egyenleg   120 000,00', 'Záró egyenleg   98 500,50', 'comma')).toEqual({
      openingCents: 12000000,
      closingCents: 9850050,
    });
  });

  it('reads an overdrawn balance marked OD, and a zero OCR read as the letter O', () => {
    expect(
      readStatementBalances(
        [
          ' 31 Jan    Opening Balance                                        120.45 OD',
          ' 29 Feb    Closing Balance                                        969.15',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: -12045, closingCents: 96915 });
    expect(
      readStatementBalances(['Previous Balance  $1,182.4O', 'New Balance   $552.64'], 'dot'),
    ).toEqual({ openingCents: 118240, closingCents: 55264 });
  });

  it('reads a label alone on its line with its figure below it, but not from a block of labels', () => {
    expect(
      readStatementBalances(
        ['Beginning Balance', '$2,514.37', '01/02', 'Ending Balance', '$4,277.11', 'Page 2'],
        'dot',
      ),
    ).toEqual({ openingCents: 251437, closingCents: 427711 });
    // The last label of a block is not paired with the first figure of the block below it.
    expect(
      readStatementBalances(
        ['Previous Balance', 'Payments', 'New Balance', '$1,021.77', '- $350.00', '= $671.77'],
        'dot',
      ),
    ).toEqual({ openingCents: 102177, closingCents: 67177 });
  });

  it("reads a summary's header whose labels hold counts, each figure under its own label", () => {
    expect(
      readStatementBalances(
        [
          ' 01/11/2026    01/11/2026               Opening Balance                        187,432.65',
          ' 30/11/2026    30/11/2026               Closing Balance                        401,353.15',
          ' ACCOUNT SUMMARY',
          ' Opening Balance          Total Withdrawals (21)      Total Deposits (4)        Closing Balance',
          ' 187,432.65               356,079.50                  570,000.00                 401,353.15',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 18743265, closingCents: 40135315 });
  });

  it('reads a header whose labels wrap onto a second line', () => {
    expect(
      readStatementBalances(
        [
          ' Balance Summary',
          ' Beginning                Deposits and              Checks and other             Ending',
          ' balance                  other additions           deductions                   balance',
          ' 1,532.10                 2,700.00                  1,397.61                     2,834.49',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 153210, closingCents: 283449 });
  });

  it('reads a header and its row whose columns the text collapsed to single spaces', () => {
    expect(
      readStatementBalances(
        [
          'PRODUKT ANFANGSSALDO ZAHLUNGSEINGANG ZAHLUNGSAUSGANG ENDSALDO',
          'Depotkonto 0,00 € 37.036,36 € 18.693,44 € 18.342,92 €',
        ],
        'comma',
      ),
    ).toEqual({ openingCents: 0, closingCents: 1834292 });
  });

  it('reads labels wrapped onto the line below, and a label after its row date', () => {
    expect(
      readStatementBalances(
        [
          '     BALANCE                DEBITS            TOTAL AMOUNT          BALANCE THIS',
          '  LAST STATEMENT              PAID           OF DEBITS PAID           STATEMENT',
          '',
          '           217.00                    6                168.21               75.79',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 21700, closingCents: 7579 });
    expect(
      readStatementBalances(
        ['Jan 1 Opening Balance $5.00', 'Jan 31 Closing Balance $462.23'],
        'dot',
      ),
    ).toEqual({ openingCents: 500, closingCents: 46223 });
  });

  it("reads a box's summary, a card's last month's balance and total amount due, and R amounts", () => {
    expect(
      readStatementBalances(
        [
          '| Previous balance                        £1,327.44 | Minimum payment                       £25.00 |',
          '| New balance                               £637.14 |                                              |',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 132744, closingCents: 63714 });
    expect(
      readStatementBalances(
        [
          'STATEMENT DATE        PAYMENT DUE DATE        TOTAL CREDIT LIMIT        TOTAL AMOUNT DUE',
          '20-04-2024            15-05-2024              12,000.00                 707.47',
          "                  LAST MONTH'S BALANCE                                                  1,468.20",
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 146820, closingCents: 70747 });
    expect(
      readStatementBalances(
        ['Opening Balance               R12 214.65', 'Closing Balance               R16 038.27'],
        'dot',
      ),
    ).toEqual({ openingCents: 1221465, closingCents: 1603827 });
  });

  it("reads a header's figures past a wrapped line of words, and a card's 'Total Outstanding'", () => {
    expect(
      readStatementBalances(
        [
          'Previous Balance       Payments, Reversals      Purchases &            Total Outstanding',
          '                       & other Credits          Other Debits',
          '18,436.00              20,360.00                42,468.09              40,544.09',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 1843600, closingCents: 4054409 });
  });

  it("reads a statement's opening and closing lines over the balances carried between its pages", () => {
    expect(
      readStatementBalances(
        [
          '01 Mar 24                    STATEMENT OPENING BALANCE                    1,482.16',
          '                             BALANCE CARRIED FORWARD                        376.92',
          '                             BALANCE BROUGHT FORWARD                        376.92',
          '31 Mar 24                    STATEMENT CLOSING BALANCE                    2,230.16',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 148216, closingCents: 223016 });
  });

  it('reads a summary collapsed to one line of labels and figures, and a Danish balance on a date', () => {
    expect(
      readStatementBalances(
        [
          'Opening Balance 46,123.45 Total Withdrawal Amount 53,979.32 Total Deposit Amount 1,08,736.00 Closing Balance 1,00,880.13',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 4612345, closingCents: 10088013 });
    expect(
      readStatementBalances(
        [
          '         Saldo fra forrige kontoudskrift                                 14.382,55',
          '         Saldo pr. 31.01.2024                                            25.722,75',
        ],
        'comma',
      ),
    ).toEqual({ openingCents: 1438255, closingCents: 2572275 });
  });

  it("leaves a rewards programme's balances out", () => {
    expect(
      readStatementBalances(
        [
          ' Previous Balance        $1,012.48          New Balance        $624.61',
          '',
          ' CASHBACK BONUS',
          ' Opening Balance                             $20.00',
          ' Cashback Bonus Balance                      $9.13',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 101248, closingCents: 62461 });
  });

  it("takes a table's two rows of its balance alone as opening and closing, and no more", () => {
    const rows = [
      " 29.02.2024  Kontostand                                          3'120.45",
      ' 04.03.2024  Einkauf Migros                     87.35',
      " 31.03.2024  Kontostand                                          6'930.90",
    ];
    expect(readStatementBalances(rows, 'dot')).toEqual({
      openingCents: 312045,
      closingCents: 693090,
    });
    // Three are the balance at each day's end, not the statement's opening.
    expect(readStatementBalances([...rows, rows[2]!], 'dot')).toBeNull();
  });

  it('reads two labels on one line each with its own figure', () => {
    expect(
      readStatementBalances(
        [
          ' Previous balance                   $2,018.44               New balance:          $716.64',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 201844, closingCents: 71664 });
  });

  it('reads the last figure of a balance row that prints debits and credits before it', () => {
    expect(
      readStatementBalances(
        [
          '      OPENING BALANCE                                              1,23,912.78',
          '      CLOSING BALANCE        55,205.50     1,93,623.45       2,62,330.73',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 12391278, closingCents: 26233073 });
  });

  it('sums the balances of a statement of two accounts, each table between its own pair', () => {
    const accounts = [
      '08-01   Beginning Balance          962.33',
      '08-31   Ending Balance           3,016.63',
      '08-01   Beginning Balance          500.12',
      '08-31   Ending Balance             800.50',
    ];
    expect(readStatementBalances(accounts, 'dot')).toEqual({
      openingCents: 146245,
      closingCents: 381713,
    });
    // A summary above repeating the first account's pair is not a third account.
    expect(
      readStatementBalances(
        ['Beginning Balance 962.33   Ending Balance 3,016.63', ...accounts],
        'dot',
      ),
    ).toEqual({ openingCents: 146245, closingCents: 381713 });
    // Openings that do not pair with closings in turn give none.
    expect(
      readStatementBalances(
        [
          'Beginning Balance          962.33',
          'Beginning Balance          500.12',
          'Ending Balance           3,016.63',
        ],
        'dot',
      ),
    ).toBeNull();
    // A balance brought forward to the next page is the same account's.
    expect(
      readStatementBalances(
        [
          'Opening Balance           2,105.33',
          '05 Mar 24   BALANCE BROUGHT FORWARD      2,105.33',
          '            BALANCE BROUGHT FORWARD      3,455.98',
          'Closing Balance           3,234.24',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 210533, closingCents: 323424 });
  });

  it('reads a balance marked as owed as negative', () => {
    expect(
      readStatementBalances(['Previous balance 120.00 DR', 'New balance 20.00 CR'], 'dot'),
    ).toEqual({ openingCents: -12000, closingCents: 2000 });
  });

  it('gives nothing without both balances', () => {
    expect(readStatementBalances(['Previous balance $11.48'], 'dot')).toBeNull();
    expect(readStatementBalances(['Previous balance', '$11.48'], 'dot')).toBeNull();
  });

  it('pairs labels printed one a line with the figures printed after them, in order', () => {
    expect(
      readStatementBalances(
        [
          'Account Summary',
          'Previous Balance',
          'Payments',
          'New Charges',
          'New Balance',
          '$1,021.77',
          '- $350.00',
          '+ $430.60',
          '= $1,102.37',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 102177, closingCents: 110237 });
    // Labels wrapped over two lines each, as text in reading order prints a summary's header.
    expect(
      readStatementBalances(
        ['Beginning', 'balance', 'Deposits and', 'other additions', 'Ending', 'balance'].concat([
          '1,532.10',
          '2,700.00',
          '4,232.10',
        ]),
        'dot',
      ),
    ).toEqual({ openingCents: 153210, closingCents: 423210 });
    // Counts beside the labels are no balances.
    expect(
      readStatementBalances(
        ['Beginning Balance', 'Deposits', 'Ending Balance', 'INSTANCES', '3', '6', '2', '1'],
        'dot',
      ),
    ).toBeNull();
  });
});

describe("verification against the statement's balances", () => {
  const account = (closing: string) =>
    [
      'Opening balance 1,000.00',
      '01/03/2024 SALARY ACME 2,000.00',
      '01/04/2024 RENT -1,200.00',
      '01/05/2024 GROCER -45.50',
      `Closing balance ${closing}`,
    ].join('\n');

  it('reconciles an account statement: opening + in - out = closing', () => {
    const verification = verifyAnalysis(
      analyzeBreakdown(account('1,754.50'), { today: '2024-02-01' }),
    );
    expect(verification.balanceCheck).toEqual({
      openingCents: 100_000,
      closingCents: 175_450,
      differenceCents: 0,
    });
    expect(verification.isMatch).toBe(true);
  });

  it('shows the difference when a transaction is missing', () => {
    const verification = verifyAnalysis(
      analyzeBreakdown(account('1,714.50'), { today: '2024-02-01' }),
    );
    expect(verification.balanceCheck?.differenceCents).toBe(-4_000);
  });

  it('reconciles a card statement, whose balance is what is owed', () => {
    const verification = verifyAnalysis(
      analyzeBreakdown(
        [
          'Credit limit $5,000.00   Minimum payment due $25.00',
          'Previous balance $500.00',
          '01/03/2024 PAYMENT THANK YOU -500.00',
          '01/04/2024 STARBUCKS 4.50',
          '01/05/2024 SHELL 30.00',
          '01/06/2024 TESCO 12.00',
          'New balance $46.50',
        ].join('\n'),
        { today: '2024-02-01' },
      ),
    );
    expect(verification.balanceCheck).toEqual({
      openingCents: 50_000,
      closingCents: 4_650,
      differenceCents: 0,
    });
  });
});

describe('an opening balance, and the table closed by a row of its balance alone', () => {
  it("reads that row as the closing balance, its word printed letter-spaced ('S A L D O')", () => {
    const lines = [
      'Dia     Histórico                                       Valor R$            Saldo R$',
      '29/02   Saldo Anterior                                                    2.184,37 C',
      '01/03   Pix - Recebido                                  850,00 C',
      '04/03   Compra com Cartão                                62,35 D          2.972,02 C',
      '29/03   S A L D O                                                         2.972,02 C',
    ];
    expect(readStatementBalances(lines, 'comma')).toEqual({
      openingCents: 218437,
      closingCents: 297202,
    });
  });
});

describe("a card's balances under their labels", () => {
  it("reads 'Total Dues' as the new balance, and a Brazilian invoice's 'Fatura anterior' and 'Total desta fatura'", () => {
    expect(
      readStatementBalances(
        [
          'Opening Balance     Payment/ Credits     Purchase/ Debits     Finance Charges     Total Dues',
          '45,678.90           49,903.90            1,57,496.83          0.00                1,53,271.83',
        ],
        'dot',
      ),
    ).toEqual({ openingCents: 4567890, closingCents: 15327183 });
    expect(
      readStatementBalances(
        [
          'Resumo da fatura                         Total desta fatura          R$ 2.299,39',
          'Fatura anterior               2.100,00   Pagamento mínimo              R$ 344,91',
        ],
        'comma',
      ),
    ).toEqual({ openingCents: 210000, closingCents: 229939 });
  });
});

describe('balances carried between pages as B/F and C/F', () => {
  it("are the statement's opening and closing, not two accounts' openings", () => {
    const lines = [
      'Date    Transaction Details                                          Deposit        Withdrawal           Balance',
      '10 Jun  B/F BALANCE                                                                                    48,215.60',
      '12 Jun  EPS PURCHASE WELLCOME                                                        512.30          47,703.30',
      '        C/F BALANCE                                                                                    47,703.30',
      'Date    Transaction Details                                          Deposit        Withdrawal           Balance',
      '        B/F BALANCE                                                                                    47,703.30',
      '25 Jun  SALARY                                                     6,483.00                          54,186.30',
      '09 Jul  C/F BALANCE                                                                                    54,186.30',
    ];
    expect(readStatementBalances(lines, 'dot')).toEqual({
      openingCents: 4821560,
      closingCents: 5418630,
    });
  });
});
