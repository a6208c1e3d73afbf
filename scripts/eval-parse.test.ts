// Fixture-driven tests: the parsing evaluation run on the copies of real statements kept in
// tests/fixtures/statements (so it runs without ../shared), and the readers of each source's expected
// results.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractTransactions } from '../src/engine/extract/index.ts';
import {
  collectCases,
  decimalToCents,
  describesSame,
  evaluateCase,
  readGenkgoExpected,
  readLedger,
  readOfxExpected,
  readQifExpected,
} from './eval-parse.ts';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'tests',
  'fixtures',
  'statements',
);

/**
 * [expected, found, matched exactly, unparsed] per fixture. Where matched is below expected, the
 * expectation depends on something the file does not say (explained in docs/benchmarks.md):
 * - reckon inversed_credit_card: a card export; we turn it so charges are money out, reckon keeps signs;
 * - reckon spanish_date_example: every date is 02/12/2009, read month-first; reckon was told day-first;
 * - reckon extratofake: its 'Saldo Anterior' balance row is not a transaction for us;
 * - csv2ofx default and stripe-default: unsigned amounts, which we read as spending;
 * - csv2ofx ingesp: csv2ofx guesses one date month-first in a day-first file, and its memo is a category.
 * bank2ynab files other than the two with counts in its tests have no expectation (expected 0).
 */
const EXPECTED: Record<string, [number, number, number, number]> = {
  'reckon/another_bank_example': [9, 9, 9, 0],
  'reckon/austrian_example': [13, 13, 13, 0],
  'reckon/bom_utf8_file': [1, 1, 1, 0],
  'reckon/broker_canada_example': [12, 12, 12, 0],
  'reckon/chase/simple': [9, 9, 9, 0],
  'reckon/danish_kroner_nordea_example': [6, 6, 6, 0],
  'reckon/extratofake': [23, 22, 22, 0],
  'reckon/harder_date_example': [5, 5, 5, 0],
  'reckon/ing': [3, 3, 3, 0],
  'reckon/intuit_mint_example': [7, 7, 7, 0],
  'reckon/invalid_header_example': [2, 2, 2, 0],
  'reckon/inversed_credit_card': [16, 16, 0, 0],
  'reckon/nationwide': [4, 4, 4, 0],
  'reckon/spanish_date_example': [3, 3, 0, 0],
  'reckon/suntrust': [7, 7, 7, 0],
  'reckon/tab_delimited_file': [2, 2, 2, 0],
  'reckon/two_money_columns': [5, 5, 5, 0],
  'reckon/two_money_columns_manual': [4, 4, 4, 0],
  'reckon/yyyymmdd_date_example': [1, 1, 1, 0],
  'csv2ofx/default.csv -> default.qif': [8, 8, 0, 0],
  'csv2ofx/mint.csv -> mint.qif': [4, 4, 4, 0],
  'csv2ofx/mint_headerless.csv -> mint.qif': [4, 4, 4, 0],
  'csv2ofx/stripe-default.csv -> stripe-default.qif': [5, 5, 0, 0],
  'csv2ofx/gls.csv -> gls.ofx': [1, 1, 1, 0],
  'csv2ofx/pcmastercard.csv -> pcmastercard.ofx': [2, 2, 2, 0],
  'csv2ofx/ubs-ch-fr_trimmed.csv -> ubs-ch-fr.qif': [3, 3, 3, 0],
  'csv2ofx/ingesp.csv -> ingesp.ofx': [10, 10, 8, 0],
  'csv2ofx/schwab-checking.csv -> schwab-checking.ofx': [4, 4, 4, 0],
  'csv2ofx/amazon.csv -> amazon.ofx': [2, 3, 2, 3],
  'csv2ofx/payoneer.csv -> payoneer.ofx': [2, 2, 2, 0],
  'csv2ofx/n26-fr.csv -> n26.ofx': [2, 2, 2, 0],
  'ofxparse/account_listing_aggregation.ofx': [0, 0, 0, 0],
  'ofxparse/anzcc.ofx': [1, 1, 1, 0],
  'ofxparse/bank_medium.ofx': [3, 3, 3, 0],
  'ofxparse/bank_small.ofx': [0, 0, 0, 0],
  'ofxparse/checking.ofx': [3, 3, 3, 0],
  'ofxparse/error_message.ofx': [0, 0, 0, 0],
  'ofxparse/fail_nice/date_missing.ofx': [0, 0, 0, 3],
  'ofxparse/fail_nice/decimal_error.ofx': [0, 0, 0, 1],
  'ofxparse/fail_nice/empty_balance.ofx': [1, 1, 1, 0],
  'ofxparse/fidelity-savings.ofx': [4, 4, 4, 0],
  'ofxparse/fidelity.ofx': [3, 3, 3, 0],
  'ofxparse/investment_401k.ofx': [0, 0, 0, 0],
  'ofxparse/investment_medium.ofx': [3, 3, 3, 0],
  'ofxparse/multiple_accounts.ofx': [0, 0, 0, 0],
  'ofxparse/multiple_accounts2.ofx': [0, 0, 0, 0],
  'ofxparse/ofx-v102-empty-tags.ofx': [1, 1, 1, 0],
  'ofxparse/signon_fail.ofx': [0, 0, 0, 0],
  'ofxparse/signon_success.ofx': [0, 0, 0, 0],
  'ofxparse/signon_success_no_message.ofx': [0, 0, 0, 0],
  'ofxparse/suncorp.ofx': [1, 1, 1, 0],
  'ofxparse/td_ameritrade.ofx': [0, 0, 0, 0],
  'ofxparse/tiaacref.ofx': [0, 0, 0, 0],
  'ofxparse/vanguard.ofx': [0, 0, 0, 0],
  'ofxparse/vanguard401k.ofx': [0, 0, 0, 0],
  'genkgo-camt/camt052.v2.xml': [1, 1, 1, 0],
  'genkgo-camt/camt052.v8.xml': [1, 1, 1, 0],
  'genkgo-camt/camt053.v2.minimal.xml': [1, 1, 1, 0],
  'genkgo-camt/camt053.v2.multi.statement.xml': [1, 2, 1, 0],
  'genkgo-camt/camt053.v2.with-account-name.xml': [1, 1, 1, 0],
  'genkgo-camt/camt053.v2.wrong.xml': [0, 0, 0, 0],
  'genkgo-camt/camt054.v4.xml': [1, 1, 1, 0],
  'genkgo-camt/camt054.v8-with-financial-institution.xml': [1, 1, 1, 0],
  'bank2ynab/test_headers.csv': [73, 73, 73, 0],
  'bank2ynab/test_raiffeisen_01.csv': [73, 73, 73, 0],
  'bank2ynab/CSV_A_20180414_112204.csv': [0, 3, 0, 0],
  'bank2ynab/MS_JANE_SMITH_01-12-2019_14-12-2019.csv': [0, 13, 0, 0],
  'bank2ynab/Movements_1234512345_201805271848.csv': [0, 1, 0, 0],
  'bank2ynab/TransactionHistory_20180418043121.csv': [0, 8, 0, 0],
  'bank2ynab/W80844_EBH_201945.202122.csv': [0, 2, 0, 0],
  'bank2ynab/export_KBC-Mastercard Business Essential_20200204_1604.csv': [0, 3, 0, 0],
  'bank2ynab/kta_ei.dat': [0, 11, 0, 0],
  'bank2ynab/statement_1.csv': [0, 1, 0, 0],
  'bank2ynab/test_row_format_CD_flag.csv': [0, 73, 0, 0],
  'bank2ynab/test_row_format_default.csv': [0, 73, 0, 0],
  'bank2ynab/test_swedebank_statement.xls': [0, 13, 0, 0],
};

describe('parsing evaluation on the fixture copies', async () => {
  const { cases, informational } = await collectCases(fixtures);
  const results = [...cases, ...informational].map((c) => evaluateCase(c));

  it('finds every fixture', () => {
    expect(results.map((r) => `${r.source}/${r.name}`).sort()).toEqual(
      Object.keys(EXPECTED).sort(),
    );
  });

  it.each(results.map((r) => [`${r.source}/${r.name}`, r] as const))('%s', (key, r) => {
    expect([r.expected, r.found, r.matched, r.unparsed]).toEqual(EXPECTED[key]);
    // The independent count agrees with what was read plus what was not.
    expect(r.counted).toBe(r.found + r.unparsed);
  });

  it('reads a UK card export: pending rows without a date, the CR payment as money in', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(
      path.join(fixtures, 'bank2ynab/test/test-data/MS_JANE_SMITH_01-12-2019_14-12-2019.csv'),
      'utf8',
    );
    const result = extractTransactions(text);
    expect(result.currency).toBe('GBP');
    expect(result.transactions.filter((t) => t.date === null)).toHaveLength(3);
    expect(
      result.transactions
        .filter((t) => t.amountCents > 0)
        .map((t) => [t.amountCents, t.description]),
    ).toEqual([[110000, 'PAYMENT RECEIVED - THANK YOU']]);
  });

  it('reads a D/K flag column and skips opening, turnover and closing rows (Swedbank)', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(
      path.join(fixtures, 'bank2ynab/test/test-data/test_swedebank_statement.xls'),
      'utf8',
    );
    const result = extractTransactions(text);
    expect(result.transactions.filter((t) => t.amountCents > 0).map((t) => t.amountCents)).toEqual([
      286363,
    ]);
    expect(result.transactions.some((t) => /balance|turnover/i.test(t.description))).toBe(false);
  });
});

describe('readers of expected results', () => {
  it('reads cents from the decimals the sources write', () => {
    expect(decimalToCents('$2,105.00')).toBe(210500);
    expect(decimalToCents('-$116.22')).toBe(-11622);
    expect(decimalToCents('-00000000000197.1063')).toBe(-19711);
    expect(decimalToCents('-20.00')).toBe(-2000);
  });

  it("reads reckon's ledger: the posting on the given account", () => {
    const ledger = [
      '2009-12-10\tCREDIT; Some Company vendorpymt',
      '\tAssets:Bank:Checking\t\t\t $2,105.00',
      '\tIncome:Unknown\t\t\t',
      '',
      '2013-10-09\tATM Withdrawal; £480.00',
      '\tExpenses:Unknown\t\t\t',
      '\tAssets:Bank:Checking\t\t\t-20.00 POUND',
    ].join('\n');
    expect(readLedger(ledger, 'Assets:Bank:Checking')).toEqual([
      { date: '2009-12-10', amountCents: 210500, texts: ['CREDIT; Some Company vendorpymt'] },
      { date: '2013-10-09', amountCents: -2000, texts: ['ATM Withdrawal; £480.00'] },
    ]);
    expect(readLedger('02/12/2009\tX\n\tA\t\t\t $1.00', 'A', '%d/%m/%Y')[0]?.date).toBe(
      '2009-12-02',
    );
  });

  it("reads csv2ofx's QIF and OFX, transfers included", () => {
    expect(
      readQifExpected(
        '!Account\nNChecking\nTBank\n^\n!Type:Bank\nD06/12/2015\nPTransfer\nMMemo\nT-1500.00\n^',
      ),
    ).toEqual([{ date: '2015-06-12', amountCents: -150000, texts: ['Transfer', 'Memo'] }]);
    const ofx =
      '<STMTTRN><DTPOSTED>20220817000000<TRNAMT>20.00<NAME>Deposit</STMTTRN><INTRARS><XFERINFO><TRNAMT>-1500.00</XFERINFO><DTPOSTED>20150612</INTRARS><STMTTRN><TRNAMT>1<NAME>x</STMTTRN>';
    expect(readOfxExpected(ofx)).toEqual({
      readable: [
        { date: '2022-08-17', amountCents: 2000, texts: ['Deposit'] },
        { date: '2015-06-12', amountCents: -150000, texts: [] },
      ],
      unreadable: 1,
    });
  });

  it("reads genkgo/camt's serialised parse, minor units by currency", () => {
    const json = JSON.stringify({
      getEntries: [
        {
          getAmount: { getAmount: '-2700', getCurrency: { getCode: 'JPY' } },
          getBookingDate: { 0: '2014-12-31T00:00:00+00:00' },
          getCreditDebitIndicator: 'DBIT',
          getTransactionDetail: {
            getRelatedParties: [
              {
                getRelatedPartyType: { __CLASS__: 'Genkgo\\Camt\\DTO\\Creditor', getName: 'Shop' },
              },
            ],
            getRemittanceInformation: { getMessage: 'Invoice 1' },
          },
        },
      ],
    });
    expect(readGenkgoExpected(json)).toEqual([
      { date: '2014-12-31', amountCents: -270000, texts: ['Shop', 'Invoice 1'] },
    ]);
  });

  it('compares descriptions by each source’s rule', () => {
    const reckon = { date: null, amountCents: 0, texts: ['DEBIT; HOST 0371 MO; $1,750.06'] };
    expect(describesSame('DEBIT; HOST 0371 MO', reckon, 'parts')).toBe(true);
    expect(describesSame('HOST 0371', reckon, 'parts')).toBe(false);
    expect(describesSame('', reckon, 'parts')).toBe(false);
    const csv2ofx = {
      date: null,
      amountCents: 0,
      texts: ['Shell Gas', 'Shell Gas purchase MASTER'],
    };
    expect(describesSame('Shell Gas purchase MASTER 0123', csv2ofx, 'contains-any')).toBe(true);
    expect(describesSame('Vattenfall', csv2ofx, 'contains-any')).toBe(false);
    expect(
      describesSame('anything', { date: null, amountCents: 0, texts: [] }, 'contains-any'),
    ).toBe(true);
  });
});
