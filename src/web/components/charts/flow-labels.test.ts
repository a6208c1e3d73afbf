import { describe, expect, it } from 'vitest';
import { arrangeFlow, boxesOverlap, linkCrossesBox } from './flow-labels.ts';
import { layoutFlow } from './sankey-layout.ts';

const node = (id: string, column: number) => ({ id, column, label: id, valueLabel: '$1.00' });

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

  it('shortens a long name in the gutter so it ends inside the drawing', () => {
    const long = 'A category name that goes on for sixty-five characters, give or take';
    const drawing = arrangeFlow({
      nodes: [node('in', 0), { ...node('long', 1), label: long }],
      links: [{ source: 'in', target: 'long', value: 10 }],
      width: 320,
    });
    const label = drawing.labels.find((l) => l.id === 'long')!;
    expect(label.name.endsWith('…')).toBe(true);
    expect(label.box.x + label.box.width).toBeLessThanOrEqual(320);
  });
});
