import { describe, expect, it } from 'vitest';
import {
  arrangeFlow,
  boxesOverlap,
  estimateTextWidth,
  gutterWidth,
  linkCrossesBox,
  narrowestWrap,
  wrapName,
  type MeasureText,
} from './flow-labels.ts';
import { layoutFlow } from './sankey-layout.ts';

const node = (id: string, column: number) => ({ id, column, label: id, valueLabel: '$1.00' });
/** 7 px a character: 12 px semibold Inter at the estimate. */
const perChar = (line: string) => line.length * 7;
/** A font a third wider than the estimate, as a wide fallback font might be. */
const wideFont: MeasureText = (text, style) => estimateTextWidth(text, style) * 1.33;
/** What a name reads as once its lines are put back together. */
const rejoined = (lines: string[]) => lines.join('').replace(/\s+/g, '');

describe('wrapName', () => {
  it('keeps a name that fits on one line whole', () => {
    expect(wrapName({ text: 'Groceries', maxWidth: 70, measure: perChar })).toEqual({
      lines: ['Groceries'],
      isAbbreviated: false,
    });
  });

  it('wraps at a slash or a space rather than cutting the name', () => {
    expect(wrapName({ text: 'Rent/Mortgage', maxWidth: 70, measure: perChar })).toEqual({
      lines: ['Rent/', 'Mortgage'],
      isAbbreviated: false,
    });
    expect(wrapName({ text: 'Home Maintenance', maxWidth: 80, measure: perChar }).lines).toEqual([
      'Home',
      'Maintenance',
    ]);
  });

  it('picks the break that balances the two lines', () => {
    const { lines } = wrapName({
      text: 'Dining Out With Friends',
      maxWidth: 140,
      measure: perChar,
    });
    expect(lines).toEqual(['Dining Out', 'With Friends']);
  });

  it('breaks a word too long for the line with a hyphen, keeping every letter', () => {
    const { lines, isAbbreviated } = wrapName({
      text: 'Transportation',
      maxWidth: 70,
      measure: perChar,
    });
    expect(isAbbreviated).toBe(false);
    expect(lines).toEqual(['Transport-', 'ation']);
    // Never a stub of a letter or two on the second line.
    expect(wrapName({ text: 'Subscriptions', maxWidth: 84, measure: perChar }).lines).toEqual([
      'Subscript-',
      'ions',
    ]);
    for (const line of lines) expect(perChar(line)).toBeLessThanOrEqual(70);
  });

  it('shortens with an ellipsis only what two lines cannot hold, every line within the width', () => {
    const text = 'A category name that goes on for sixty-five characters, give or take';
    const { lines, isAbbreviated } = wrapName({ text, maxWidth: 100, measure: perChar });
    expect(isAbbreviated).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(perChar(line)).toBeLessThanOrEqual(100);
    expect(text.startsWith(lines[0]!)).toBe(true);
  });
});

describe('narrowestWrap', () => {
  it('is the widest line of the best two-line split, or the longest word alone', () => {
    expect(narrowestWrap('Rent/Mortgage', perChar)).toBe(perChar('Mortgage'));
    expect(narrowestWrap('Transportation', perChar)).toBe(perChar('Transportation'));
  });
});

describe('gutterWidth', () => {
  const measure = estimateTextWidth;
  it('stays as it was (100 to 150 px) when the names fit', () => {
    expect(
      gutterWidth({ width: 300, texts: [{ name: 'Rent', value: '$1.00' }], fontSize: 12, measure }),
    ).toBe(100);
    expect(
      gutterWidth({ width: 900, texts: [{ name: 'Rent', value: '$1.00' }], fontSize: 13, measure }),
    ).toBe(150);
  });

  it('widens for a long word, up to 40 % of the drawing', () => {
    const texts = [{ name: 'Transportation', value: '$386.43' }];
    const needed = estimateTextWidth('Transportation', { fontSize: 12, isBold: true });
    expect(gutterWidth({ width: 311, texts, fontSize: 12, measure })).toBeGreaterThanOrEqual(
      needed + 8,
    );
    const huge = [{ name: 'Supercalifragilisticexpialidocious', value: '$1.00' }];
    expect(gutterWidth({ width: 311, texts: huge, fontSize: 12, measure })).toBe(
      Math.round(311 * 0.4),
    );
  });
});

describe('linkCrossesBox', () => {
  const layout = layoutFlow({
    nodes: [
      { id: 'a', column: 0 },
      { id: 'b', column: 1 },
    ],
    links: [{ source: 'a', target: 'b', value: 10 }],
    width: 300,
  });
  const link = layout.links[0]!;

  it('sees a box on the band, one inside it and one across it', () => {
    const midX = (link.x0 + link.x1) / 2;
    const midY = (link.y0 + link.y1) / 2;
    expect(linkCrossesBox(link, { x: midX - 5, y: midY - 2, width: 10, height: 4 })).toBe(true);
    expect(linkCrossesBox(link, { x: midX - 1, y: midY - 1, width: 0.5, height: 0.5 })).toBe(true);
    expect(
      linkCrossesBox(link, { x: midX - 3, y: midY - link.width, width: 6, height: link.width * 2 }),
    ).toBe(true);
  });

  it('leaves a box above the diagram and one beyond its end alone', () => {
    expect(linkCrossesBox(link, { x: 0, y: -30, width: 300, height: 28 })).toBe(false);
    expect(linkCrossesBox(link, { x: link.x1 + 20, y: 0, width: 50, height: 30 })).toBe(false);
  });
});

describe('boxesOverlap', () => {
  it('is true only when the boxes share area', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(boxesOverlap(a, { x: 5, y: 5, width: 10, height: 10 })).toBe(true);
    expect(boxesOverlap(a, { x: 10, y: 0, width: 10, height: 10 })).toBe(false);
    expect(boxesOverlap(a, { x: 0, y: 11, width: 10, height: 10 })).toBe(false);
  });
});

describe('arrangeFlow', () => {
  it('writes an inner column’s first label above the diagram and the last column’s in the gutter', () => {
    const drawing = arrangeFlow({
      nodes: [node('in', 0), node('out', 1), node('rent', 2), node('food', 2)],
      links: [
        { source: 'in', target: 'out', value: 30 },
        { source: 'out', target: 'rent', value: 20 },
        { source: 'out', target: 'food', value: 10 },
      ],
      width: 375,
    });
    const label = (id: string) => drawing.labels.find((l) => l.id === id)!;
    expect(label('in').box.y + label('in').box.height).toBeLessThanOrEqual(0);
    expect(label('out').box.y + label('out').box.height).toBeLessThanOrEqual(0);
    // Side by side above, not on top of each other.
    expect(label('out').box.x).toBeGreaterThanOrEqual(label('in').box.x + label('in').box.width);
    const rent = drawing.layout.nodes.find((n) => n.id === 'rent')!;
    expect(label('rent').x).toBeGreaterThan(rent.x1);
    expect(drawing.top).toBeGreaterThan(0);
  });

  it('writes a second node of an inner column under it when nothing passes there', () => {
    const drawing = arrangeFlow({
      nodes: [node('in', 0), node('over', 0), node('out', 1), node('rent', 2)],
      links: [
        { source: 'in', target: 'out', value: 10 },
        { source: 'over', target: 'out', value: 5 },
        { source: 'out', target: 'rent', value: 15 },
      ],
      width: 375,
    });
    const over = drawing.layout.nodes.find((n) => n.id === 'over')!;
    const label = drawing.labels.find((l) => l.id === 'over')!;
    expect(label.box.y).toBeGreaterThanOrEqual(over.y1);
    expect(label.overLinks).toBe(false);
    expect(drawing.bottom).toBeGreaterThanOrEqual(label.box.y + label.box.height);
  });

  it('falls back to the side, with a halo, for a node in the middle of an inner column', () => {
    const drawing = arrangeFlow({
      nodes: [node('a', 0), node('b', 0), node('c', 0), node('z', 1)],
      links: ['a', 'b', 'c'].map((source) => ({ source, target: 'z', value: 10 })),
      width: 375,
    });
    expect(drawing.labels.find((l) => l.id === 'b')!.overLinks).toBe(true);
  });

  it('writes no label for a node with nothing flowing', () => {
    const drawing = arrangeFlow({
      nodes: [node('in', 0), node('over', 0), node('out', 1)],
      links: [
        { source: 'in', target: 'out', value: 0 },
        { source: 'over', target: 'out', value: 5 },
      ],
      width: 375,
    });
    expect(drawing.labels.map((l) => l.id)).toEqual(['over', 'out']);
  });

  it('wraps a long name in the gutter onto two lines and shortens only the rest, keeping the whole name', () => {
    const long = 'A category name that goes on for sixty-five characters, give or take';
    const drawing = arrangeFlow({
      nodes: [node('in', 0), { ...node('long', 1), label: long }],
      links: [{ source: 'in', target: 'long', value: 10 }],
      width: 320,
    });
    const label = drawing.labels.find((l) => l.id === 'long')!;
    expect(label.lines).toHaveLength(2);
    expect(label.isAbbreviated).toBe(true);
    expect(label.lines[1]!.endsWith('…')).toBe(true);
    expect(label.fullName).toBe(long);
    expect(label.box.x + label.box.width).toBeLessThanOrEqual(320);
  });

  // The spending of a real month (the e2e test's), at the width of a 375 px phone's card and a bit
  // less, in the estimate's font and in one a third wider.
  const names = [
    'Rent/Mortgage',
    'Transportation',
    'Entertainment',
    'Home Maintenance',
    'Subscriptions',
    'Other (12)',
    'Savings',
    'Bills',
    'Left Over',
  ];
  for (const [font, measure] of [
    ['the estimate', estimateTextWidth],
    ['a wide font', wideFont],
  ] as const) {
    for (const width of [311, 343]) {
      it(`cuts no label at ${width} px in ${font}: each fits its width, wrapped if need be`, () => {
        const drawing = arrangeFlow({
          nodes: [
            { id: 'in', column: 0, label: 'Money In', valueLabel: '$6,000.00' },
            { id: 'out', column: 1, label: 'Money Out', valueLabel: '$5,915.28' },
            ...names.map((label, i) => ({
              id: `n${i}`,
              column: 2,
              label,
              valueLabel: `$${(1_850 - i * 200).toLocaleString('en-US')}.43`,
            })),
          ],
          links: [
            { source: 'in', target: 'out', value: 591_528 },
            ...names.map((_, i) => ({
              source: i === names.length - 1 ? 'in' : 'out',
              target: `n${i}`,
              value: i === names.length - 1 ? 8_472 : 591_528 / (names.length - 1),
            })),
          ],
          width,
          measure,
        });
        expect(drawing.labels).toHaveLength(names.length + 2);
        for (const label of drawing.labels) {
          for (const line of label.lines) {
            const drawn = measure(line, { fontSize: drawing.fontSize, isBold: true });
            expect(drawn, `'${line}' of ${label.fullName}`).toBeLessThanOrEqual(label.maxWidth);
          }
          expect(label.box.x + label.box.width, label.fullName).toBeLessThanOrEqual(width);
          // Wrapped, never shortened: every letter of every name is written.
          expect(label.isAbbreviated, label.fullName).toBe(false);
          expect(rejoined(label.lines).replace(/-/g, '')).toBe(
            label.fullName.replace(/[\s-]/g, ''),
          );
          for (const other of drawing.labels) {
            if (other !== label) expect(boxesOverlap(label.box, other.box)).toBe(false);
          }
        }
        const rent = drawing.labels.find((l) => l.fullName === 'Rent/Mortgage')!;
        expect(rent.lines.join('')).toBe('Rent/Mortgage');
      });
    }
  }
});
