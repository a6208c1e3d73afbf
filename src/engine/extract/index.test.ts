import { describe, expect, it } from 'vitest';
import { countTransactionLines, detectFormat, extractTransactions } from './index.ts';

describe('detectFormat', () => {
  it.each([
    ['', 'empty'],
    ['  \n\t\n', 'empty'],
    ['\uFEFF', 'empty'],
    ['OFXHEADER:100\nDATA:OFXSGML\n\n<OFX></OFX>', 'ofx'],
    ['<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="211"?>\n<OFX></OFX>', 'ofx'],
    [
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt/></Document>',
      'camt',
    ],
    ['!Type:Bank\nD03/01/2024\nT-4.50\n^', 'qif'],
    ['D03/01/2024\nPCOFFEE\nT-4.50\n^\nD03/02/2024\nT-2.00\n^', 'qif'],
    ['Date,Description,Amount\n2024-03-01,Coffee,-4.50', 'delimited'],
    ['2024-03-01\tCoffee\t-4.50\n2024-03-02\tTea\t-2.00', 'delimited'],
    ['03/14 STARBUCKS #123 SEATTLE WA 4.50', 'text'],
    ['03/14 STARBUCKS, SEATTLE 4.50\n03/15 UBER, SF 12.00', 'text'],
    ['03/14 STARBUCKS 4,50\n03/15 UBER 12,00', 'text'],
  ])('%j is %s', (input, format) => {
    expect(detectFormat(input)).toBe(format);
  });
});

describe('extractTransactions', () => {
  it('answers an empty result for empty input', () => {
    expect(extractTransactions('')).toEqual({
      format: 'empty',
      transactions: [],
      unparsedLines: [],
    });
  });

  it('repairs UTF-16 text that arrived as single bytes', () => {
    const utf16 = 'Date,Description,Amount\n2024-03-01,Coffee,-4.50'
      .split('')
      .map((c) => `${c}\0`)
      .join('');
    const result = extractTransactions(`\u00ff\u00fe${utf16}`);
    expect(result.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2024-03-01', -450, 'Coffee'],
    ]);
  });

  it('accepts lone surrogates and control characters without throwing', () => {
    const input = '03/14/2024 CAF\uD800 \u0001\u0007 -4.50\n\uDFFF\u0000';
    const result = extractTransactions(input);
    expect(result.transactions).toHaveLength(1);
    expect(countTransactionLines(input)).toBe(1);
  });

  it('reports a long unreadable line shortened', () => {
    const result = extractTransactions(`03/14/2024 ${'x'.repeat(6000)} 4.50`);
    expect(result.unparsedLines).toHaveLength(1);
    expect(result.unparsedLines[0]!.length).toBeLessThanOrEqual(501);
  });
});

describe('reading options', () => {
  const ambiguous = 'Date,Description,Amount\n02/03/2024,Coffee,-4.50\n02/03/2024,Tea,-2.00';

  it('reads ambiguous dates in the order the reader gives', () => {
    const dates = (order?: 'DMY' | 'MDY') =>
      extractTransactions(ambiguous, { dateOrder: order }).transactions.map((t) => t.date);
    expect(dates()).toEqual(['2024-02-03', '2024-02-03']);
    expect(dates('DMY')).toEqual(['2024-03-02', '2024-03-02']);
    expect(dates('MDY')).toEqual(['2024-02-03', '2024-02-03']);
  });

  it('lets dates that decide win over the order given', () => {
    const decided = 'Date,Description,Amount\n25/03/2024,Coffee,-4.50\n02/03/2024,Tea,-2.00';
    const { transactions } = extractTransactions(decided, { dateOrder: 'MDY' });
    expect(transactions.map((t) => t.date)).toEqual(['2024-03-25', '2024-03-02']);
  });

  it('reads the same order in pasted text and QIF', () => {
    expect(
      extractTransactions('02/03/2024 COFFEE SHOP -4.50\n02/03/2024 TEA ROOM -2.00', {
        dateOrder: 'DMY',
      }).transactions.map((t) => t.date),
    ).toEqual(['2024-03-02', '2024-03-02']);
    expect(
      extractTransactions('!Type:Bank\nD02/03/2024\nPCOFFEE\nT-4.50\n^', { dateOrder: 'DMY' })
        .transactions[0]?.date,
    ).toBe('2024-03-02');
  });

  it("keeps the file's own signs 'as-written': unsigned amounts are money in, a card export is not turned", () => {
    const unsigned = 'Date,Description,Amount\n2024-03-01,SUBWAY,8.19\n2024-03-02,WENDYS,9.14';
    const amounts = (input: string, signs?: 'auto' | 'as-written') =>
      extractTransactions(input, { signs }).transactions.map((t) => t.amountCents);
    expect(amounts(unsigned)).toEqual([-819, -914]);
    expect(amounts(unsigned, 'as-written')).toEqual([819, 914]);
    const card =
      'Date,Description,Amount\n2024-03-01,VODAFONE PREPAY,30.00\n2024-03-02,WILSON PARKING,4.60\n2024-03-03,AUCKLAND TRANSPORT,2.00\n2024-03-04,PAYMENT RECEIVED THANK YOU,-36.60';
    expect(amounts(card)).toEqual([-3000, -460, -200, 3660]);
    expect(amounts(card, 'as-written')).toEqual([3000, 460, 200, -3660]);
  });

  it("still signs unsigned amounts by the file's debit/credit flags 'as-written'", () => {
    const flagged =
      'Date,Description,Amount,D/C\n2024-03-01,COFFEE,4.50,D\n2024-03-02,SALARY,100.00,C';
    expect(
      extractTransactions(flagged, { signs: 'as-written' }).transactions.map((t) => t.amountCents),
    ).toEqual([-450, 10000]);
  });
});
