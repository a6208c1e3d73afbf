import { describe, expect, it } from 'vitest';
import {
  dropMarginMarks,
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
