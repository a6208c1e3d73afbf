import { describe, expect, it } from 'vitest';
import { ocrPageText, repairDigitLookalikes } from './ocr.ts';
import type { PdfTextItem } from './text-layout.ts';

/** OCR's words of one line, each at column `col` of a 10-pixel character grid. */
const line = (...words: Array<[string, number]>): PdfTextItem[] =>
  words.map(([str, col]) => ({ str, x: col * 10, y: -100, width: str.length * 10, height: 12 }));
const texts = (words: PdfTextItem[]) => words.map((w) => w.str);

describe('putting back digits OCR read as letters', () => {
  it("reads the day beside a month's name as digits ('JUL IS' is 'JUL 15')", () => {
    // The 2014 TD statement drawn with URW's Nimbus fonts: its payment line lost its date (issue 29).
    expect(
      texts(repairDigitLookalikes(line(['JUL', 0], ['IS', 4], ['JUL', 10], ['16', 14]))),
    ).toEqual(['JUL', '15', 'JUL', '16']);
    expect(texts(repairDigitLookalikes(line(['lO', 0], ['Sept.', 3], ['2024', 9])))).toEqual([
      '10',
      'Sept.',
      '2024',
    ]);
    expect(texts(repairDigitLookalikes(line(['Okt', 0], ['O7,', 4])))).toEqual(['Okt', '07,']);
  });

  it('leaves words alone: not beside a month, not a day, or digits already', () => {
    const unchanged = [
      line(['MAY', 0], ['DO', 4], ['IT', 7]),
      line(['JUN', 0], ['IS', 4], ['OPEN', 7]).slice(2),
      line(['IS', 0], ['OPEN', 3]),
      line(['DEC', 0], ['SO', 4]),
      line(['JUL', 0], ['15', 4]),
      line(['PAYMENT', 0], ['SO', 8]),
    ];
    for (const words of unchanged) expect(repairDigitLookalikes(words)).toEqual(words);
  });

  it("reads an amount's currency sign taken for a section sign or an S as a dollar sign", () => {
    expect(texts(repairDigitLookalikes(line(['HAANDI', 0], ['§75.32', 20])))).toEqual([
      'HAANDI',
      '$75.32',
    ]);
    expect(texts(repairDigitLookalikes(line(['S1,240.72', 0])))).toEqual(['$1,240.72']);
    expect(texts(repairDigitLookalikes(line(['SALE', 0], ['S12', 6])))).toEqual(['SALE', 'S12']);
  });

  it("lays out a page's words with the repair made", () => {
    const word = (text: string, x0: number) => ({
      text,
      bbox: { x0, x1: x0 + text.length * 10, y0: 100, y1: 112 },
    });
    const page = {
      text: '',
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                {
                  words: [
                    word('JUL', 0),
                    word('IS', 40),
                    word('PAYMENT', 100),
                    word('-', 180),
                    word('THANK', 200),
                    word('YOU', 260),
                    word('-$211.00', 400),
                  ],
                },
              ],
            },
          ],
        },
      ],
    } as unknown as Parameters<typeof ocrPageText>[0];
    expect(ocrPageText(page)).toBe('JUL 15  PAYMENT - THANK YOU  -$211.00');
  });
});
