// Properties of extraction for any input: it never throws, and on well-formed statements of every
// supported kind it reads every record exactly, and the independent count agrees with it. The timing
// properties (1 MB inputs, linear time) are in extract.timing.slow.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';

function expectWellFormedResult(input: string) {
  const result = extractTransactions(input);
  expect(Array.isArray(result.transactions)).toBe(true);
  for (const tx of result.transactions) {
    expect(Number.isSafeInteger(tx.amountCents)).toBe(true);
    expect(tx.date === null || /^\d{4}-\d{2}-\d{2}$/.test(tx.date)).toBe(true);
    expect(tx.line).toBeGreaterThanOrEqual(1);
    expect(typeof tx.description).toBe('string');
  }
  expect(Number.isInteger(countTransactionLines(input))).toBe(true);
}

describe('extraction on any input', () => {
  it('never throws on arbitrary strings, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 1500 }), (input) =>
        expectWellFormedResult(input),
      ),
      { numRuns: 200 },
    );
  });

  it('never throws on binary junk', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => {
        let input = '';
        for (const b of bytes) input += String.fromCharCode(b);
        expectWellFormedResult(input);
      }),
      { numRuns: 100 },
    );
  });

  it('never throws on lines that almost look like statements of every kind', () => {
    const token = fc.constantFrom(
      '03/14', '2026-03-14', '14.03.2026', 'Mar 14', '4.50', '-1,234.56', '(12.00)', '1.234,56', 'CR', 'DR',
      'STARBUCKS', 'Balance', 'Total', ',', ';', '\t', '|', '"', '<STMTTRN>', '<TRNAMT>-4.50', '<DTPOSTED>20260314',
      '</STMTTRN>', '^', '!Type:Bank', 'D03/14/26', 'T-4.50', '<Ntry>', '<Amt Ccy="EUR">1.00</Amt>',
      '<CdtDbtInd>DBIT</CdtDbtInd>', '</Ntry>', 'Date,Description,Amount', ' ', '\n', '\r\n', '\r', '\0', '\uFEFF',
    ); // prettier-ignore
    fc.assert(
      fc.property(fc.array(token, { maxLength: 200 }), (tokens) =>
        expectWellFormedResult(tokens.join('')),
      ),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// Well-formed statements

interface Rec {
  iso: string;
  merchant: string;
  cents: number;
}

const SPENDING = [
  'STARBUCKS STORE #1234 SEATTLE WA',
  'WHOLEFDS MKT 10234',
  'SHELL OIL 57444',
  'AMZN Mktp US*2K4LM8',
  'NETFLIX.COM',
  'UBER *TRIP HELP.UBER.COM',
  'TOTAL WINE & MORE',
  'SQ *BLUE BOTTLE COFFEE',
  'CVS/PHARMACY #04821',
  'TST* JOES PIZZA',
  'REWE Markt GmbH',
  'Café de Flore',
];
const INCOME = ['PAYROLL ACME CORP', 'SALARY ACME LTD', 'INTEREST PAID'];

const records = fc
  .array(
    fc.record({
      day: fc.integer({ min: 0, max: 59 }),
      isIncome: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
      spending: fc.constantFrom(...SPENDING),
      income: fc.constantFrom(...INCOME),
      cents: fc.integer({ min: 1, max: 500_000 }),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((raw) => {
    const days = raw.map((r) => r.day).sort((a, b) => a - b);
    const recs: Rec[] = raw.map((r, i) => {
      const date = new Date(Date.UTC(2026, 0, 5 + (days[i] ?? 0)));
      return {
        iso: date.toISOString().slice(0, 10),
        merchant: r.isIncome ? r.income : r.spending,
        cents: r.isIncome ? r.cents : -r.cents,
      };
    });
    // A statement with only unsigned money in it says nothing about its convention: keep one debit.
    if (!recs.some((r) => r.cents < 0))
      recs[0] = { ...recs[0]!, merchant: SPENDING[0]!, cents: -Math.abs(recs[0]!.cents) };
    return recs;
  });

const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const compact = (iso: string) => iso.replace(/-/g, '');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const named = (iso: string) =>
  `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
const dot = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const grouped = (cents: number, thousands: string, decimal: string) => {
  const [whole, fraction] = dot(cents).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)}${decimal}${fraction}`;
};
const signed = (cents: number, text: string) => (cents < 0 ? `-${text}` : text);

const RENDERERS: Record<string, (recs: Rec[]) => string> = {
  'text, one line each': (recs) =>
    recs
      .map((r) => `${us(r.iso)}  ${r.merchant}  ${signed(r.cents, grouped(r.cents, ',', '.'))}`)
      .join('\n'),
  'text, European': (recs) =>
    recs
      .map(
        (r) => `${dotted(r.iso)} ${r.merchant} ${signed(r.cents, grouped(r.cents, '.', ','))} EUR`,
      )
      .join('\n'),
  'text, over several lines': (recs) =>
    recs
      .map(
        (r) =>
          `${named(r.iso)}\n${r.merchant}\n${signed(r.cents, `$${grouped(r.cents, ',', '.')}`)}`,
      )
      .join('\n'),
  'csv, one amount column': (recs) =>
    [
      'Date,Description,Amount',
      ...recs.map((r) => `${r.iso},"${r.merchant}",${signed(r.cents, dot(r.cents))}`),
    ].join('\r\n'),
  'csv, debit and credit columns': (recs) =>
    [
      'Posted Date,Payee,Debit,Credit',
      ...recs.map(
        (r) =>
          `${us(r.iso)},"${r.merchant}",${r.cents < 0 ? dot(r.cents) : ''},${r.cents > 0 ? dot(r.cents) : ''}`,
      ),
    ].join('\n'),
  'semicolons, European': (recs) =>
    [
      'Buchungstag;Verwendungszweck;Betrag;Währung',
      ...recs.map(
        (r) => `${dotted(r.iso)};${r.merchant};${signed(r.cents, grouped(r.cents, '.', ','))};EUR`,
      ),
    ].join('\n'),
  'tab-separated, no header': (recs) =>
    recs.map((r) => `${r.iso}\t${r.merchant}\t${signed(r.cents, dot(r.cents))}`).join('\n'),
  ofx: (recs) =>
    [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST>',
      ...recs.map(
        (r, i) =>
          `<STMTTRN><TRNTYPE>${r.cents < 0 ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${compact(r.iso)}120000<TRNAMT>${signed(r.cents, dot(r.cents))}<FITID>${i}<NAME>${r.merchant.replace(/&/g, '&amp;')}</STMTTRN>`,
      ),
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n'),
  qif: (recs) =>
    [
      '!Type:Bank',
      ...recs.map(
        (r) => `D${us(r.iso)}\nP${r.merchant}\nT${signed(r.cents, grouped(r.cents, ',', '.'))}\n^`,
      ),
    ].join('\n'),
  camt: (recs) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>',
      ...recs.map(
        (r) =>
          `<Ntry><Amt Ccy="EUR">${dot(r.cents)}</Amt><CdtDbtInd>${r.cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><BookgDt><Dt>${r.iso}</Dt></BookgDt>` +
          `<NtryDtls><TxDtls><RltdPties><${r.cents < 0 ? 'Cdtr' : 'Dbtr'}><Nm>${r.merchant.replace(/&/g, '&amp;')}</Nm></${r.cents < 0 ? 'Cdtr' : 'Dbtr'}></RltdPties></TxDtls></NtryDtls></Ntry>`,
      ),
      '</Stmt></BkToCstmrStmt></Document>',
    ].join('\n'),
};

describe('extraction on well-formed statements', () => {
  for (const [style, render] of Object.entries(RENDERERS)) {
    it(`reads every record of a ${style} statement, and the count agrees`, () => {
      fc.assert(
        fc.property(records, (recs) => {
          const input = render(recs);
          const result = extractTransactions(input);
          expect(result.unparsedLines).toEqual([]);
          expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual(
            recs.map((r) => [r.iso, r.cents]),
          );
          expect(result.transactions.map((t) => t.description)).toEqual(
            recs.map((r) => r.merchant),
          );
          expect(countTransactionLines(input)).toBe(
            result.transactions.length + result.unparsedLines.length,
          );
        }),
        { numRuns: 40 },
      );
    });
  }

  it('counts a damaged line that was listed as unparsed, never losing it', () => {
    fc.assert(
      fc.property(records, fc.nat(), (recs, pick) => {
        const lines = RENDERERS['text, one line each']!(recs).split('\n');
        const at = pick % lines.length;
        lines[at] = lines[at]!.replace(/\d(?=\d?$)/, 'O');
        const result = extractTransactions(lines.join('\n'));
        expect(result.transactions.length + result.unparsedLines.length).toBe(recs.length);
      }),
      { numRuns: 40 },
    );
  });
});
