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
