// Lays out a flow diagram with d3-sankey under the spec's constants (section 9): every link at least
// 12 px wide, every node 40 to 150 px tall, 15 px between the nodes of a column. Widths stay
// proportional to the amounts wherever those limits allow; the amounts themselves are always
// written beside the nodes, so a link widened to 12 px never misstates a figure.
import { sankey, type SankeyLink, type SankeyNode } from 'd3-sankey';

export const MIN_LINK_WIDTH = 12;
export const MIN_NODE_HEIGHT = 40;
export const MAX_NODE_HEIGHT = 150;
export const NODE_GAP = 15;
export const NODE_WIDTH = 14;

export interface FlowInputNode {
  id: string;
  /** The column the node stands in, 0 on the left. */
  column: number;
}

export interface FlowInputLink {
  source: string;
  target: string;
  /** The amount flowing, in any unit (cents here); links of 0 or less are left out. */
  value: number;
}

export interface PlacedNode {
  id: string;
  column: number;
  isLastColumn: boolean;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface PlacedLink {
  source: string;
  target: string;
  value: number;
  width: number;
  /** Band centre where it leaves the source and where it reaches the target. */
  y0: number;
  y1: number;
  /** x of the source's right edge and of the target's left edge. */
  x0: number;
  x1: number;
  /** An SVG path to stroke with `width`. */
  path: string;
}

export interface FlowLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  links: PlacedLink[];
}

/** Pixel width of each link at `scale` pixels per unit: proportional, never under the minimum. */
function linkWidths(links: readonly FlowInputLink[], scale: number): number[] {
  return links.map((link) => Math.max(MIN_LINK_WIDTH, link.value * scale));
}

/** The largest flow in or out of any node, in pixels, at `scale`. */
function tallestFlow(
  nodes: readonly FlowInputNode[],
  links: readonly FlowInputLink[],
  scale: number,
) {
  const widths = linkWidths(links, scale);
  let tallest = 0;
  for (const node of nodes) {
    let sumIn = 0;
    let sumOut = 0;
    links.forEach((link, i) => {
      if (link.target === node.id) sumIn += widths[i]!;
      if (link.source === node.id) sumOut += widths[i]!;
    });
    tallest = Math.max(tallest, sumIn, sumOut);
  }
  return tallest;
}

/**
 * The largest scale (pixels per unit) at which no node needs more than MAX_NODE_HEIGHT for its
 * links; found by bisection since the 12 px floor makes the sums piecewise linear.
 */
export function fitScale(nodes: readonly FlowInputNode[], links: readonly FlowInputLink[]): number {
  const largest = Math.max(0, ...links.map((l) => l.value));
  if (largest === 0) return 0;
  let low = 0;
  let high = MAX_NODE_HEIGHT / largest;
  if (tallestFlow(nodes, links, high) <= MAX_NODE_HEIGHT) return high;
  for (let i = 0; i < 50; i += 1) {
    const mid = (low + high) / 2;
    if (tallestFlow(nodes, links, mid) <= MAX_NODE_HEIGHT) low = mid;
    else high = mid;
  }
  return low;
}

function bandPath(x0: number, y0: number, x1: number, y1: number): string {
  const xm = (x0 + x1) / 2;
  const r = (n: number) => Math.round(n * 100) / 100;
  return `M${r(x0)},${r(y0)}C${r(xm)},${r(y0)} ${r(xm)},${r(y1)} ${r(x1)},${r(y1)}`;
}

type N = FlowInputNode & { height: number };
type L = { source: string; target: string; value: number; amount: number };

/**
 * Places the nodes and links in a box `width` wide; the height follows from the tallest column.
 * Nodes keep their input order within a column, stacked from the top. A node without links still
 * gets the minimum height.
 */
export function layoutFlow(options: {
  nodes: readonly FlowInputNode[];
  links: readonly FlowInputLink[];
  width: number;
}): FlowLayout {
  const links = options.links.filter((l) => l.value > 0);
  const nodes = options.nodes;
  const scale = fitScale(nodes, links);
  const widths = linkWidths(links, scale);

  const sized: N[] = nodes.map((node) => {
    let sumIn = 0;
    let sumOut = 0;
    links.forEach((link, i) => {
      if (link.target === node.id) sumIn += widths[i]!;
      if (link.source === node.id) sumOut += widths[i]!;
    });
    const height = Math.min(MAX_NODE_HEIGHT, Math.max(MIN_NODE_HEIGHT, sumIn, sumOut));
    return { ...node, height };
  });

  const lastColumn = Math.max(0, ...nodes.map((n) => n.column));
  const columnHeights = new Map<number, number>();
  for (const node of sized) {
    const current = columnHeights.get(node.column);
    columnHeights.set(
      node.column,
      current === undefined ? node.height : current + NODE_GAP + node.height,
    );
  }
  const height = Math.max(MIN_NODE_HEIGHT, ...columnHeights.values());
  // d3-sankey needs the box to span at least two columns' worth of width.
  const width = Math.max(options.width, NODE_WIDTH * 4);

  const generator = sankey<N, L>()
    .nodeId((node) => node.id)
    .nodeWidth(NODE_WIDTH)
    .nodePadding(NODE_GAP)
    .nodeAlign((node) => node.column)
    .nodeSort(null)
    .linkSort(null)
    .extent([
      [0, 0],
      [width, height],
    ]);
  const graph = generator({
    // fixedValue in pixels with a box exactly as tall as the tallest column makes d3's scale 1.
    nodes: sized.map((node) => ({ ...node, fixedValue: node.height })),
    links: links.map((link, i) => ({ ...link, value: widths[i]!, amount: link.value })),
  });

  const placedNodes = graph.nodes as SankeyNode<N, L>[];
  const placedLinks = graph.links as SankeyLink<N, L>[];
  // Every column hangs from the top, in input order: d3 would spread a short column's nodes over
  // the height, but a first node at y = 0 leaves the space above the diagram free of links, which
  // is where the inner columns' names go (flow-labels.ts).
  const nextTop = new Map<number, number>();
  for (const node of placedNodes) {
    const top = nextTop.get(node.column) ?? 0;
    const nodeHeight = node.y1! - node.y0!;
    node.y0 = top;
    node.y1 = top + nodeHeight;
    nextTop.set(node.column, node.y1 + NODE_GAP);
  }
  generator.update(graph);
  // d3 stacks a node's links from its top; centre them in the node instead (a node may be taller
  // than its links because of the 40 px minimum).
  const offsetOut = new Map<string, number>();
  const offsetIn = new Map<string, number>();
  for (const node of placedNodes) {
    const nodeHeight = node.y1! - node.y0!;
    const sumOut = (node.sourceLinks ?? []).reduce((s, l) => s + l.width!, 0);
    const sumIn = (node.targetLinks ?? []).reduce((s, l) => s + l.width!, 0);
    offsetOut.set(node.id, Math.max(0, (nodeHeight - sumOut) / 2));
    offsetIn.set(node.id, Math.max(0, (nodeHeight - sumIn) / 2));
  }

  return {
    width,
    height,
    nodes: placedNodes.map((node) => ({
      id: node.id,
      column: node.column,
      isLastColumn: node.column === lastColumn,
      x0: node.x0!,
      x1: node.x1!,
      y0: node.y0!,
      y1: node.y1!,
    })),
    links: placedLinks.map((link) => {
      const source = link.source as SankeyNode<N, L>;
      const target = link.target as SankeyNode<N, L>;
      const y0 = link.y0! + offsetOut.get(source.id)!;
      const y1 = link.y1! + offsetIn.get(target.id)!;
      return {
        source: source.id,
        target: target.id,
        value: link.amount,
        width: link.width!,
        y0,
        y1,
        x0: source.x1!,
        x1: target.x0!,
        path: bandPath(source.x1!, y0, target.x0!, y1),
      };
    }),
  };
}
