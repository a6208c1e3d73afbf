// A real PDF statement read as the browser's upload reads it (pdf.js items laid out by
// text-layout.ts), then by the engine: every transaction on its date, to the cent, the right way round.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractTransactions } from '../src/engine/extract/index.ts';
import { pdfText } from './pdf-text.ts';

const base = path.resolve(
  'tests/fixtures/statements/pdf/td_statement_extractor/spec/fixtures/VISA_2014',
);

interface Expected {
  transactions: Array<{ date: string; amount: number; direction: 'in' | 'out' }>;
}

describe('a PDF statement through the upload path', () => {
  it('reads every transaction of a TD Visa statement exactly', async () => {
    const text = await pdfText(new Uint8Array(readFileSync(`${base}.pdf`)));
    const expected = JSON.parse(readFileSync(`${base}.expected.json`, 'utf8')) as Expected;
    const extraction = extractTransactions(text, { today: '2014-09-01' });
    const key = (date: string | null | undefined, cents: number) => `${date} ${cents}`;
    expect(extraction.transactions.map((t) => key(t.date, t.amountCents)).sort()).toEqual(
      expected.transactions
        .map((t) => key(t.date, Math.round(t.amount * 100) * (t.direction === 'out' ? -1 : 1)))
        .sort(),
    );
    expect(extraction.balances).toMatchObject({ openingCents: 661948, closingCents: 696731 });
  });
});
