// Where a flow diagram writes each node's name and amount, so that no label lies on a link or on
// another label. The last column's labels go in the gutter to its right, which no link reaches. An
// inner column's first node has its label above it, in a band over the diagram (columns hang from
// y = 0, so no link passes there), and its last node below it. Only when that place is taken by a
// link (never in the money flow, whose inner columns hold Money In and Overspent, then Money Out) does a
// label fall back to the right of its node, drawn over the links with a halo.
import {
  layoutFlow,
  type FlowInputLink,
  type FlowInputNode,
  type FlowLayout,
  type PlacedLink,
  type PlacedNode,
} from './sankey-layout.ts';

/** Space between a node and its label, and between labels side by side. */
export const LABEL_GAP = 6;
/** Roughly the width of a character per pixel of font size (Inter, semibold names). */
const CHAR_WIDTH_PER_PX = 0.6;

export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLabel {
  id: string;
  /** The name as written, shortened with an ellipsis when it cannot fit. */
  name: string;
  value: string;
  /** Left edge of both lines (they are written left-aligned). */
  x: number;
  /** Baselines of the name and of the amount. */
  nameY: number;
  valueY: number;
  /** The space both lines take, for collision checks. */
  box: LabelBox;
  /** Drawn over links: needs a halo in the card's colour to stay legible. */
  overLinks: boolean;
}

export interface FlowLabels {
  labels: PlacedLabel[];
  /** How far the labels reach above y = 0 and below the layout's height. */
  top: number;
  bottom: number;
}

export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * CHAR_WIDTH_PER_PX;
}

function shorten(text: string, maxWidth: number, fontSize: number): string {
  const maxChars = Math.max(4, Math.floor(maxWidth / (fontSize * CHAR_WIDTH_PER_PX)));
  if (text.length <= maxChars) return text;
  return `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

/** The centre line of bandPath's cubic, (x0,y0) (xm,y0) (xm,y1) (x1,y1), as a polyline. */
function centreLine(link: PlacedLink, steps = 48): Array<[number, number]> {
  const xm = (link.x0 + link.x1) / 2;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    return [
      u ** 3 * link.x0 + 3 * u * t * xm + t ** 3 * link.x1,
      (u ** 3 + 3 * u * u * t) * link.y0 + (3 * u * t * t + t ** 3) * link.y1,
    ];
  });
}

function pointToBox(px: number, py: number, box: LabelBox): number {
  const dx = Math.max(box.x - px, 0, px - (box.x + box.width));
  const dy = Math.max(box.y - py, 0, py - (box.y + box.height));
  return Math.hypot(dx, dy);
}

function pointToSegment(px: number, py: number, a: [number, number], b: [number, number]): number {
  const [ax, ay] = a;
  const [bx, by] = b;
  const length = (bx - ax) ** 2 + (by - ay) ** 2;
  const t =
    length === 0
      ? 0
      : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length));
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
}

/** Whether the segment passes through the box (Liang-Barsky clipping). */
function segmentEntersBox(a: [number, number], b: [number, number], box: LabelBox): boolean {
  const [ax, ay] = a;
  const dx = b[0] - ax;
  const dy = b[1] - ay;
  let low = 0;
  let high = 1;
  const edges: Array<[number, number]> = [
    [-dx, ax - box.x],
    [dx, box.x + box.width - ax],
    [-dy, ay - box.y],
    [dy, box.y + box.height - ay],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) low = Math.max(low, r);
      else high = Math.min(high, r);
      if (low > high) return false;
    }
  }
  return true;
}

/**
 * Whether a link's band touches the box. The band is its centre line stroked `width` wide, and
 * its ends are upright (the line leaves and reaches the nodes level), so it never reaches outside
 * [x0, x1]: only the part of the box over that span counts.
 */
export function linkCrossesBox(link: PlacedLink, box: LabelBox): boolean {
  const left = Math.max(box.x, link.x0);
  const right = Math.min(box.x + box.width, link.x1);
  if (left > right) return false;
  const clipped = { x: left, y: box.y, width: right - left, height: box.height };
  const corners: Array<[number, number]> = [
    [clipped.x, clipped.y],
    [clipped.x + clipped.width, clipped.y],
    [clipped.x, clipped.y + clipped.height],
    [clipped.x + clipped.width, clipped.y + clipped.height],
  ];
  const line = centreLine(link);
  const half = link.width / 2;
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]!;
    const b = line[i]!;
    if (segmentEntersBox(a, b, clipped)) return true;
    if (pointToBox(a[0], a[1], clipped) < half || pointToBox(b[0], b[1], clipped) < half) {
      return true;
    }
    if (corners.some(([x, y]) => pointToSegment(x, y, a, b) < half)) return true;
  }
  return false;
}

export function boxesOverlap(a: LabelBox, b: LabelBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function placeFlowLabels(options: {
  layout: FlowLayout;
  texts: ReadonlyMap<string, { name: string; value: string }>;
  /** The whole drawing's width, the gutter for the last column's labels included. */
  width: number;
  fontSize: number;
}): FlowLabels {
  const { layout, texts, width, fontSize } = options;
  const lineHeight = fontSize + 3;
  const blockHeight = lineHeight * 2;
  const byColumn = new Map<number, PlacedNode[]>();
  for (const node of layout.nodes) {
    byColumn.set(node.column, [...(byColumn.get(node.column) ?? []), node]);
  }
  const labels: PlacedLabel[] = [];
  // Labels above the diagram sit side by side, left to right by column.
  let aboveReach = 0;

  const place = (node: PlacedNode, x: number, top: number, maxWidth: number, overLinks = false) => {
    const text = texts.get(node.id) ?? { name: node.id, value: '' };
    const name = shorten(text.name, maxWidth, fontSize);
    const labelWidth = Math.max(textWidth(name, fontSize), textWidth(text.value, fontSize));
    const label: PlacedLabel = {
      id: node.id,
      name,
      value: text.value,
      x,
      nameY: top + fontSize,
      valueY: top + lineHeight + fontSize,
      box: { x, y: top, width: labelWidth, height: blockHeight },
      overLinks,
    };
    labels.push(label);
    return label;
  };
  const isClear = (box: LabelBox) =>
    !layout.links.some((link) => linkCrossesBox(link, box)) &&
    !labels.some((other) => boxesOverlap(other.box, box));

  for (const column of [...byColumn.keys()].sort((a, b) => a - b)) {
    const nodes = byColumn.get(column)!;
    nodes.forEach((node, index) => {
      const text = texts.get(node.id) ?? { name: node.id, value: '' };
      const centre = (node.y0 + node.y1) / 2;
      if (node.isLastColumn) {
        const x = node.x1 + LABEL_GAP;
        place(node, x, centre - blockHeight / 2, width - x - 2);
        return;
      }
      if (index === 0) {
        const x = Math.max(node.x0, aboveReach === 0 ? 0 : aboveReach + LABEL_GAP * 2);
        const label = place(node, x, -LABEL_GAP / 2 - blockHeight, width - x - 2);
        aboveReach = label.box.x + label.box.width;
        return;
      }
      const below = {
        x: node.x0,
        y: node.y1 + LABEL_GAP / 2,
        width: Math.max(textWidth(text.name, fontSize), textWidth(text.value, fontSize)),
        height: blockHeight,
      };
      if (index === nodes.length - 1 && isClear(below)) {
        place(node, below.x, below.y, width - below.x - 2);
        return;
      }
      place(node, node.x1 + LABEL_GAP, centre - blockHeight / 2, width - node.x1 - 8, true);
    });
  }

  const top = Math.max(0, ...labels.map((l) => -l.box.y));
  const bottom = Math.max(layout.height, ...labels.map((l) => l.box.y + l.box.height));
  return { labels, top, bottom };
}

/**
 * The whole drawing for a given width: the layout in the width left by the last column's gutter,
 * and every label placed.
 */
export function arrangeFlow(options: {
  nodes: ReadonlyArray<FlowInputNode & { label: string; valueLabel: string }>;
  links: readonly FlowInputLink[];
  width: number;
}): FlowLabels & { layout: FlowLayout; fontSize: number } {
  const { nodes, links, width } = options;
  const fontSize = width >= 560 ? 13 : 12;
  // The last column's names sit to its right, in a gutter kept free of links.
  const gutter = Math.round(Math.min(150, Math.max(100, width * 0.28)));
  const layout = layoutFlow({ nodes, links, width: Math.max(120, width - gutter) });
  const texts = new Map(
    nodes.map((node) => [node.id, { name: node.label, value: node.valueLabel }]),
  );
  return { layout, fontSize, ...placeFlowLabels({ layout, texts, width, fontSize }) };
}
