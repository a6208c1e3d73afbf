import { describe, expect, it } from 'vitest';
import {
  compactColumns,
  dropMarginMarks,
  fitted,
  joinPages,
  layoutLines,
  layoutPageText,
  type PdfTextItem,
} from './text-layout.ts';

/** A word at column `col` of a 6-unit character grid, on baseline `y`. */
const word = (str: string, col: number, y: number, height = 10): PdfTextItem => ({
  str,
  x: 72 + col * 6,
  y,
  width: str.length * 6,
  height,
});

describe('laying out a PDF page as text', () => {
  it('keeps a statement row on one line with its columns, in reading order', () => {
    const items = [
      // Out of order, as PDF content streams often are; a small baseline wobble on one word.
      word('$39.07', 50, 700),
      word('JUL 16', 0, 700),
      word('DOMINOS PIZZA', 20, 700.8),
      word('JUL 15', 0, 712),
      word('PAYMENT - THANK YOU', 20, 712),
      word('-$211.00', 48, 712),
      word(' ', 30, 712),
    ];
    expect(layoutPageText(items)).toBe(
      [
        'JUL 15              PAYMENT - THANK YOU         -$211.00',
        'JUL 16              DOMINOS PIZZA                 $39.07',
      ].join('\n'),
    );
  });

  it('joins the pieces of a split word, separates words a gap apart, and reads a word printed twice once', () => {
    const piece = (str: string, x: number): PdfTextItem => ({
      str,
      x,
      y: 100,
      width: str.length * 6,
      height: 10,
    });
    // 'Amaz' + 'on' touch: one word cut into two items. 'TOTAL' and '12.50' are a third of a character apart.
    expect(layoutPageText([piece('Amaz', 72), piece('on', 96)])).toBe('Amazon');
    expect(layoutPageText([piece('TOTAL', 72), piece('12.50', 104), piece('12.50', 104.5)])).toBe(
      'TOTAL 12.50',
    );
  });

  it('gives an empty page no text, and joins pages with a blank line', () => {
    expect(layoutPageText([])).toBe('');
    expect(layoutPageText([word('  ', 0, 10)])).toBe('');
    expect(joinPages(['a', '', ' ', 'b'])).toBe('a\n\nb');
  });
});

describe('laying out what OCR read', () => {
  it("drops a margin's stray marks but keeps a line's own words and debit markers", () => {
    const lines = [
      [word('JUL 16', 0, 0), word('DOMINOS', 20, 0), word('$39.07', 50, 0), word('2', 190, 0)],
      [word('FOREIGN CURRENCY 22.54 USD', 20, -20), word('a', 190, -20)],
      [
        word('JUL 17', 0, -40),
        word('REFUND', 20, -40),
        word('$5.00', 50, -40),
        word('CR', 190, -40),
      ],
    ];
    const kept = dropMarginMarks(lines);
    expect(layoutLines(kept).split('\n')).toEqual([
      'JUL 16              DOMINOS                       $39.07',
      '                    FOREIGN CURRENCY 22.54 USD',
      'JUL 17              REFUND                        $5.00' + ' '.repeat(135) + 'CR',
    ]);
  });
});

describe('making laid-out text compact', () => {
  /** Where each of a line's cells (text whose words are one space apart) starts and ends. */
  const cellEdges = (line: string) =>
    [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => [m.index, m.index + m[0].length]);

  const table = [
    'Date          Description                         Paid out            Paid in          Balance',
    '08 Jan 20     BALANCE BROUGHT FORWARD                                                 1,691.87',
    '09 Jan 20     SO  RENT TO LANDLORD                  400.00',
    '              VIS CORNER SHOP                         8.13                            1,283.74',
    '10 Jan 20     CR  SALARY ACME LTD                                      2,405.00       3,688.74',
  ];

  it('narrows the gaps between columns to two spaces, the same on every line', () => {
    const compact = compactColumns(table);
    expect(compact).toEqual([
      'Date       Description              Paid out  Paid in     Balance',
      '08 Jan 20  BALANCE BROUGHT FORWARD                       1,691.87',
      '09 Jan 20  SO  RENT TO LANDLORD       400.00',
      '           VIS CORNER SHOP              8.13             1,283.74',
      '10 Jan 20  CR  SALARY ACME LTD                 2,405.00  3,688.74',
    ]);
    expect(compact.join('\n').length).toBeLessThan(table.join('\n').length * 0.75);
  });

  it('keeps every cell whole, in order, at least two spaces from the next', () => {
    const compact = compactColumns(table);
    compact.forEach((line, n) => {
      expect(line.trim().split(/ {2,}/)).toEqual(table[n]!.trim().split(/ {2,}/));
      const edges = cellEdges(line);
      for (let k = 1; k < edges.length; k += 1)
        expect(edges[k]![0]! - edges[k - 1]![1]!).toBeGreaterThanOrEqual(2);
    });
  });

  it('keeps what lined up lined up: left edges of text, right edges of amounts', () => {
    const compact = compactColumns(table);
    const end = (line: string, text: string) => line.indexOf(text) + text.length;
    // Paid out amounts end together; so do the balances; descriptions start together.
    expect(end(compact[2]!, '400.00')).toBe(end(compact[3]!, '8.13'));
    expect(
      new Set([1, 3, 4].map((n) => end(compact[n]!, compact[n]!.trim().split(/ +/).at(-1)!))),
    ).toHaveProperty('size', 1);
    expect(
      new Set(compact.map((line) => line.search(/BALANCE|SO|VIS|CR|Description/))),
    ).toHaveProperty('size', 1);
  });

  it('narrows a table apart from an address block beside its summary, whose columns differ', () => {
    const page = [
      'Mr Z Testname                                               Account Summary',
      '1 Test Street                                               Opening Balance      1,691.87',
      'Testville                                                   Closing Balance      3,688.74',
      ...table,
    ];
    const compact = compactColumns(page);
    // The table narrows as it does alone; the heading lines are narrowed among themselves.
    expect(compact.slice(3)).toEqual(compactColumns(table));
    expect(compact[1]).toBe('1 Test Street  Opening Balance  1,691.87');
  });

  it('narrows a table that goes on over a page as its first page', () => {
    const pages = [...table, '', ...table.slice(2)];
    const compact = compactColumns(pages);
    expect(compact.slice(6)).toEqual(compactColumns(table).slice(2));
    expect(compact[5]).toBe('');
  });

  it('leaves text with nothing to narrow as it is', () => {
    expect(compactColumns(['TOTAL 12.50', '  a  b'])).toEqual(['TOTAL 12.50', '  a  b']);
    expect(compactColumns([])).toEqual([]);
  });
});

describe('fitting a long statement into the 30,000 characters', () => {
  const table = [
    'Date       Payment type and details       Paid out  Paid in   Balance',
    '08 Jan 20  BALANCE BROUGHT FORWARD                            1,691.87',
    '09 Jan 20  SO  RENT TO LANDLORD            400.00',
    '           Virement de Compte Commun',
    '           VIS CORNER SHOP                   8.13             1,283.74',
  ];
  const prose = [
    'Payments: Your payment must be sent to the payment address shown on your statement and must',
    'be received by 5 p.m. local time at that address to be credited as of the day it is received.',
    'We will debit   your  bank   account  for your  payment    of $4,194.34  on 03/15/25',
  ];

  it('keeps a text that fits whole, prose and all', () => {
    const lines = [...table, '', ...prose];
    expect(fitted(lines)).toEqual(lines);
  });

  it('leaves out only the prose of a text that does not fit, never a line with a figure', () => {
    // Enough pages of the same statement to pass the limit.
    const page = [...table, '', ...prose, ''];
    const pages = Array.from({ length: 60 }, () => page).flat();
    expect(pages.join('\n').length).toBeGreaterThan(30_000);
    const kept = fitted(pages);
    expect(kept.join('\n').length).toBeLessThanOrEqual(30_000);
    expect(kept.slice(0, 7)).toEqual([...table, '', prose[2]]);
    expect(kept.filter((line) => line === table[0])).toHaveLength(60);
    expect(kept.some((line) => line.startsWith('Payments: Your payment'))).toBe(false);
  });
});
