import { describe, expect, it } from 'vitest';
import {
  MAX_NODE_HEIGHT,
  MIN_VISIBLE_WIDTH,
  NODE_GAP,
  NODE_WIDTH,
  bandWidth,
  fitScale,
  layoutFlow,
} from './sankey-layout.ts';

const abc = [
  { id: 'a', column: 0 },
  { id: 'b', column: 1 },
  { id: 'c', column: 1 },
];

const heightOf = (node: { y0: number; y1: number }) => node.y1 - node.y0;

describe('bandWidth', () => {
  it('is proportional above the hairline and the hairline (at most 2 px) below it', () => {
    expect(bandWidth(400, 0.1)).toBeCloseTo(40, 9);
    expect(bandWidth(100, 0.1)).toBeCloseTo(10, 9);
    expect(bandWidth(1, 0.1)).toBe(MIN_VISIBLE_WIDTH);
    expect(MIN_VISIBLE_WIDTH).toBeGreaterThan(0);
    expect(MIN_VISIBLE_WIDTH).toBeLessThanOrEqual(2);
  });
});

describe('fitScale', () => {
  it('makes the largest node exactly MAX_NODE_HEIGHT when no link is a hairline', () => {
    const links = [
      { source: 'a', target: 'b', value: 600 },
      { source: 'a', target: 'c', value: 400 },
    ];
    expect(fitScale(abc, links) * 1000).toBeCloseTo(MAX_NODE_HEIGHT, 9);
  });

  it('shrinks the scale only by what the hairlines add, so everything still fits', () => {
    const nodes = [
      { id: 'a', column: 0 },
      ...Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, column: 1 })),
    ];
    const links = nodes
      .slice(1)
      .map((n, i) => ({ source: 'a', target: n.id, value: i === 0 ? 1_000_000 : 1 }));
    const scale = fitScale(nodes, links);
    const total = links.reduce((sum, l) => sum + bandWidth(l.value, scale), 0);
    expect(total).toBeLessThanOrEqual(MAX_NODE_HEIGHT + 1e-6);
    expect(total).toBeGreaterThan(MAX_NODE_HEIGHT - 0.01);
    // Nine hairlines take 9 px between them, not the 108 px that 12 px minimums took.
    expect(bandWidth(1_000_000, scale)).toBeCloseTo(MAX_NODE_HEIGHT - 9 * MIN_VISIBLE_WIDTH, 3);
  });

  it('is 0 with no flow', () => {
    expect(fitScale(abc, [])).toBe(0);
  });
});

describe('layoutFlow', () => {
  it('places columns left to right across the width, nodes in input order with the gap between', () => {
    const layout = layoutFlow({
      nodes: abc,
      links: [
        { source: 'a', target: 'b', value: 600 },
        { source: 'a', target: 'c', value: 400 },
      ],
      width: 400,
    });
    const [a, b, c] = layout.nodes;
    expect(a!.x0).toBe(0);
    expect(b!.x1).toBe(400);
    expect(b!.x1 - b!.x0).toBe(NODE_WIDTH);
    expect(c!.y0 - b!.y1).toBeCloseTo(NODE_GAP, 6);
    expect(heightOf(a!)).toBeCloseTo(MAX_NODE_HEIGHT, 6);
    expect(layout.height).toBeCloseTo(90 + NODE_GAP + 60, 6);
    expect(b!.isLastColumn && c!.isLastColumn && !a!.isLastColumn).toBe(true);
    expect(layout.links.map((l) => [l.value, Math.round(l.width)])).toEqual([
      [600, 90],
      [400, 60],
    ]);
  });

  it('draws bands and nodes in the ratio of their amounts: $3.99 is not as thick as $386.43', () => {
    const layout = layoutFlow({
      nodes: abc,
      links: [
        { source: 'a', target: 'b', value: 38_643 },
        { source: 'a', target: 'c', value: 3_990 },
      ],
      width: 400,
    });
    const [toB, toC] = layout.links;
    expect(toB!.width / toC!.width).toBeCloseTo(38_643 / 3_990, 9);
    expect(toB!.width).toBeCloseTo(38_643 * layout.scale, 9);
    const [, b, c] = layout.nodes;
    expect(heightOf(b!) / heightOf(c!)).toBeCloseTo(38_643 / 3_990, 9);
  });

  it('gives an amount too small to see a hairline of at most 2 px, however small it is', () => {
    const layout = layoutFlow({
      nodes: abc,
      links: [
        { source: 'a', target: 'b', value: 600_000 },
        { source: 'a', target: 'c', value: 399 },
      ],
      width: 400,
    });
    const tiny = layout.links.find((l) => l.target === 'c')!;
    expect(399 * layout.scale).toBeLessThan(MIN_VISIBLE_WIDTH);
    expect(tiny.width).toBe(MIN_VISIBLE_WIDTH);
    expect(tiny.width).toBeLessThanOrEqual(2);
    expect(heightOf(layout.nodes.find((n) => n.id === 'c')!)).toBeLessThanOrEqual(2);
  });

  it('leaves out links of 0 and the nodes they leave without flow: no bar, no band', () => {
    const layout = layoutFlow({
      nodes: [...abc, { id: 'zero', column: 0 }],
      links: [
        { source: 'a', target: 'b', value: 0 },
        { source: 'a', target: 'c', value: 5 },
        { source: 'zero', target: 'c', value: 0 },
      ],
      width: 300,
    });
    expect(layout.links.map((l) => [l.source, l.target])).toEqual([['a', 'c']]);
    expect(layout.nodes.map((n) => n.id)).toEqual(['a', 'c']);
    expect(layoutFlow({ nodes: abc, links: [], width: 300 }).nodes).toEqual([]);
  });

  it('keeps a label’s room around a thin node, so the node below starts lower', () => {
    const links = [
      { source: 'a', target: 'b', value: 1 },
      { source: 'a', target: 'c', value: 1_000 },
    ];
    const plain = layoutFlow({ nodes: abc, links, width: 300 });
    const roomy = layoutFlow({
      nodes: abc.map((n) => (n.column === 1 ? { ...n, labelHeight: 36 } : n)),
      links,
      width: 300,
    });
    const node = (layout: typeof plain, id: string) => layout.nodes.find((n) => n.id === id)!;
    // Without room, c follows b's hairline after the gap; with it, the two labels' rooms touch.
    expect(node(plain, 'c').y0 - node(plain, 'b').y1).toBeCloseTo(NODE_GAP, 6);
    const middle = (n: { y0: number; y1: number }) => (n.y0 + n.y1) / 2;
    expect(middle(node(roomy, 'b'))).toBeCloseTo(18, 6);
    expect(middle(node(roomy, 'c')) - middle(node(roomy, 'b'))).toBeGreaterThanOrEqual(36 - 1e-6);
    // The sizes do not change, only the places.
    expect(heightOf(node(roomy, 'b'))).toBeCloseTo(heightOf(node(plain, 'b')), 9);
  });

  it('centres the thinner side’s links in the node and starts links at the node’s edge', () => {
    const layout = layoutFlow({
      nodes: [
        { id: 'a', column: 0 },
        { id: 'b', column: 0 },
        { id: 'm', column: 1 },
        { id: 'z', column: 2 },
      ],
      links: [
        { source: 'a', target: 'm', value: 100 },
        { source: 'b', target: 'm', value: 1 },
        { source: 'm', target: 'z', value: 101 },
      ],
      width: 300,
    });
    // Into m: 100 plus a 1 px hairline; out of m: 101 at scale. m is the taller of the two.
    const m = layout.nodes.find((n) => n.id === 'm')!;
    const out = layout.links.find((l) => l.source === 'm')!;
    expect(out.y0).toBeCloseTo((m.y0 + m.y1) / 2, 6);
    expect(out.path.startsWith(`M${m.x1},`)).toBe(true);
    for (const link of layout.links) {
      const source = layout.nodes.find((n) => n.id === link.source)!;
      expect(link.y0 - link.width / 2).toBeGreaterThanOrEqual(source.y0 - 1e-6);
      expect(link.y0 + link.width / 2).toBeLessThanOrEqual(source.y1 + 1e-6);
    }
  });
});
