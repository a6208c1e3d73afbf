import { describe, expect, it } from 'vitest';
import {
  MAX_NODE_HEIGHT,
  MIN_LINK_WIDTH,
  MIN_NODE_HEIGHT,
  NODE_GAP,
  NODE_WIDTH,
  fitScale,
  layoutFlow,
} from './sankey-layout.ts';

const abc = [
  { id: 'a', column: 0 },
  { id: 'b', column: 1 },
  { id: 'c', column: 1 },
];

describe('fitScale', () => {
  it('makes the largest node exactly MAX_NODE_HEIGHT when no link needs widening', () => {
    const links = [
      { source: 'a', target: 'b', value: 600 },
      { source: 'a', target: 'c', value: 400 },
    ];
    expect(fitScale(abc, links) * 1000).toBeCloseTo(MAX_NODE_HEIGHT, 9);
  });

  it('shrinks the scale so widened small links still fit in MAX_NODE_HEIGHT', () => {
    const nodes = [
      { id: 'a', column: 0 },
      ...Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, column: 1 })),
    ];
    const links = nodes
      .slice(1)
      .map((n, i) => ({ source: 'a', target: n.id, value: i === 0 ? 1_000_000 : 1 }));
    const scale = fitScale(nodes, links);
    const total = links.reduce((sum, l) => sum + Math.max(MIN_LINK_WIDTH, l.value * scale), 0);
    expect(total).toBeLessThanOrEqual(MAX_NODE_HEIGHT + 1e-6);
    expect(total).toBeGreaterThan(MAX_NODE_HEIGHT - 0.01);
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
    expect(b!.y1).toBeLessThanOrEqual(c!.y0 - NODE_GAP + 1e-6);
    expect(a!.y1 - a!.y0).toBeCloseTo(MAX_NODE_HEIGHT, 6);
    expect(layout.height).toBeCloseTo(90 + NODE_GAP + 60, 6);
    expect(b!.isLastColumn && c!.isLastColumn && !a!.isLastColumn).toBe(true);
    expect(layout.links.map((l) => [l.value, Math.round(l.width)])).toEqual([
      [600, 90],
      [400, 60],
    ]);
  });

  it('gives a node without links the minimum height, and leaves out links of 0', () => {
    const layout = layoutFlow({
      nodes: abc,
      links: [
        { source: 'a', target: 'b', value: 0 },
        { source: 'a', target: 'c', value: 5 },
      ],
      width: 300,
    });
    expect(layout.links).toHaveLength(1);
    const b = layout.nodes.find((n) => n.id === 'b')!;
    expect(b.y1 - b.y0).toBeCloseTo(MIN_NODE_HEIGHT, 6);
  });

  it('centres links in a node taller than they are', () => {
    const layout = layoutFlow({
      nodes: abc,
      links: [
        { source: 'a', target: 'b', value: 1 },
        { source: 'a', target: 'c', value: 1_000 },
      ],
      width: 300,
    });
    // The 1 is widened to 12 px and reaches a node of the minimum 40 px: it meets its middle.
    const toB = layout.links.find((l) => l.target === 'b')!;
    const b = layout.nodes.find((n) => n.id === 'b')!;
    expect(toB.width).toBe(MIN_LINK_WIDTH);
    expect(b.y1 - b.y0).toBeCloseTo(MIN_NODE_HEIGHT, 6);
    expect(toB.y1).toBeCloseTo((b.y0 + b.y1) / 2, 6);
    expect(toB.path.startsWith(`M${NODE_WIDTH},`)).toBe(true);
  });
});
