// Where a flow diagram writes each node's name and amount, so that no label lies on a link or on
// another label and none is cut. The last column's labels go in the gutter to its right, which no
// link reaches; the gutter widens (within limits) to the longest word there. An inner column's first
// node has its label above it, in a band over the diagram (columns hang from y = 0, so no link passes
// there), and its last node below it. Only when that place is taken by a link (never in the money
// flow, whose inner columns hold Money In and Overspent, then Money Out) does a label fall back to
// the right of its node, drawn over the links with a halo. A name too wide for its place wraps onto
// a second line; only one that two lines cannot hold is shortened with '…', and the caller shows
// the whole name on focus (the label keeps it in `fullName`).
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
/** A name takes at most this many lines; the amount has one more under it. */
export const MAX_NAME_LINES = 2;
/** Roughly the width of a character per pixel of font size (Inter, semibold names). */
const CHAR_WIDTH_PER_PX = 0.6;

/** The width a text takes when drawn; names are semibold, amounts regular. */
export type MeasureText = (text: string, style: { fontSize: number; isBold: boolean }) => number;

/** An estimate from the number of characters, for where no font can be measured (tests, Node). */
export const estimateTextWidth: MeasureText = (text, { fontSize }) =>
  text.length * fontSize * CHAR_WIDTH_PER_PX;

export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLabel {
  id: string;
  /** The name as given, whole: what a wrapped or shortened label stands for. */
  fullName: string;
  /** The name as written, one line each; the last ends in '…' when isAbbreviated. */
  lines: string[];
  isAbbreviated: boolean;
  value: string;
  /** Left edge of every line (they are written left-aligned). */
  x: number;
  /** Baselines of each name line, then of the amount. */
  lineYs: number[];
  valueY: number;
  /** The width the label was given: its box never reaches past x + maxWidth. */
  maxWidth: number;
  /** The space all lines take, for collision checks. */
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

export interface WrappedName {
  lines: string[];
  isAbbreviated: boolean;
}

/** Where a line may end: after a space (which is dropped), a slash or a hyphen. */
function breakPoints(text: string): number[] {
  const points: number[] = [];
  for (let i = 1; i < text.length; i += 1) {
    if (/[\s/\-–]/.test(text[i - 1]!) && text.slice(0, i).trim() && text.slice(i).trim()) {
      points.push(i);
    }
  }
  return points;
}

/**
 * The longest start of `text` that fits with `suffix` after it (at least one character), and how
 * many characters of `text` it used; `leave` characters at least stay for the next line.
 */
function longestFit(text: string, suffix: string, fits: (line: string) => boolean, leave = 0) {
  let end = Math.max(1, text.length - leave);
  while (end > 1 && !fits(`${text.slice(0, end).trimEnd()}${suffix}`)) end -= 1;
  return { line: `${text.slice(0, end).trimEnd()}${suffix}`, end };
}

/**
 * Lays a name out in at most MAX_NAME_LINES lines of `maxWidth`: whole when it fits, else split at
 * the space, slash or hyphen that balances two lines best, else a too-long word is broken with a
 * hyphen, and only what two lines still cannot hold is cut with '…'.
 */
export function wrapName(options: {
  text: string;
  maxWidth: number;
  measure: (line: string) => number;
}): WrappedName {
  const { maxWidth, measure } = options;
  const text = options.text.trim();
  const fits = (line: string) => measure(line) <= maxWidth;
  if (fits(text)) return { lines: [text], isAbbreviated: false };

  let best: { lines: string[]; widest: number } | undefined;
  for (const at of breakPoints(text)) {
    const lines = [text.slice(0, at).trimEnd(), text.slice(at).trimStart()];
    if (!lines.every(fits)) continue;
    const widest = Math.max(...lines.map(measure));
    if (!best || widest < best.widest) best = { lines, widest };
  }
  if (best) return { lines: best.lines, isAbbreviated: false };

  // The first line takes as many whole words as fit, or breaks the first word with a hyphen.
  const wordEnds = breakPoints(text).filter((at) => fits(text.slice(0, at).trimEnd()));
  const wordEnd = wordEnds.at(-1);
  const first =
    wordEnd === undefined
      ? // A word broken with a hyphen leaves at least four letters for the second line.
        longestFit(text, '-', fits, Math.min(4, text.length - 1))
      : { line: text.slice(0, wordEnd).trimEnd(), end: wordEnd };
  const rest = text.slice(first.end).trimStart();
  if (fits(rest)) return { lines: [first.line, rest], isAbbreviated: false };
  return { lines: [first.line, longestFit(rest, '…', fits).line], isAbbreviated: true };
}

/**
 * The narrowest width at which a name takes at most MAX_NAME_LINES lines without breaking a word:
 * one line, or two split at a space, slash or hyphen.
 */
export function narrowestWrap(text: string, measure: (line: string) => number): number {
  const trimmed = text.trim();
  let narrowest = measure(trimmed);
  for (const at of breakPoints(trimmed)) {
    const widest = Math.max(
      measure(trimmed.slice(0, at).trimEnd()),
      measure(trimmed.slice(at).trimStart()),
    );
    narrowest = Math.min(narrowest, widest);
  }
  return narrowest;
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

/** The text lines of one label, measured, before it has a place. */
interface LabelText {
  fullName: string;
  wrapped: WrappedName;
  value: string;
  width: number;
  height: number;
}

function lineHeightOf(fontSize: number) {
  return fontSize + 3;
}

function composeLabel(options: {
  name: string;
  value: string;
  maxWidth: number;
  fontSize: number;
  measure: MeasureText;
}): LabelText {
  const { name, value, maxWidth, fontSize, measure } = options;
  const bold = (line: string) => measure(line, { fontSize, isBold: true });
  const wrapped = wrapName({ text: name, maxWidth, measure: bold });
  const width = Math.max(...wrapped.lines.map(bold), measure(value, { fontSize, isBold: false }));
  return {
    fullName: name,
    wrapped,
    value,
    width,
    height: lineHeightOf(fontSize) * (wrapped.lines.length + 1),
  };
}

export function placeFlowLabels(options: {
  layout: FlowLayout;
  texts: ReadonlyMap<string, { name: string; value: string }>;
  /** The whole drawing's width, the gutter for the last column's labels included. */
  width: number;
  fontSize: number;
  measure?: MeasureText;
}): FlowLabels {
  const { layout, texts, width, fontSize } = options;
  const measure = options.measure ?? estimateTextWidth;
  const lineHeight = lineHeightOf(fontSize);
  const byColumn = new Map<number, PlacedNode[]>();
  for (const node of layout.nodes) {
    byColumn.set(node.column, [...(byColumn.get(node.column) ?? []), node]);
  }
  const labels: PlacedLabel[] = [];
  // Labels above the diagram sit side by side, left to right by column.
  let aboveReach = 0;

  const compose = (node: PlacedNode, maxWidth: number) => {
    const text = texts.get(node.id) ?? { name: node.id, value: '' };
    return composeLabel({ name: text.name, value: text.value, maxWidth, fontSize, measure });
  };
  const place = (options: {
    node: PlacedNode;
    x: number;
    maxWidth: number;
    /** The label's top edge, given its height. */
    topOf: (height: number) => number;
    overLinks?: boolean;
    text?: LabelText;
  }) => {
    const { node, x, maxWidth } = options;
    const text = options.text ?? compose(node, maxWidth);
    const top = options.topOf(text.height);
    const lineYs = text.wrapped.lines.map((_, i) => top + lineHeight * i + fontSize);
    const label: PlacedLabel = {
      id: node.id,
      fullName: text.fullName,
      lines: text.wrapped.lines,
      isAbbreviated: text.wrapped.isAbbreviated,
      value: text.value,
      x,
      lineYs,
      valueY: top + lineHeight * text.wrapped.lines.length + fontSize,
      maxWidth,
      box: { x, y: top, width: text.width, height: text.height },
      overLinks: options.overLinks ?? false,
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
      const centre = (node.y0 + node.y1) / 2;
      if (node.isLastColumn) {
        const x = node.x1 + LABEL_GAP;
        place({ node, x, maxWidth: width - x - 2, topOf: (h) => centre - h / 2 });
        return;
      }
      if (index === 0) {
        const x = Math.max(node.x0, aboveReach === 0 ? 0 : aboveReach + LABEL_GAP * 2);
        // Bottoms aligned just over the diagram, however many lines each name takes.
        const label = place({ node, x, maxWidth: width - x - 2, topOf: (h) => -LABEL_GAP / 2 - h });
        aboveReach = label.box.x + label.box.width;
        return;
      }
      const belowX = node.x0;
      const below = compose(node, width - belowX - 2);
      const belowBox = {
        x: belowX,
        y: node.y1 + LABEL_GAP / 2,
        width: below.width,
        height: below.height,
      };
      if (index === nodes.length - 1 && isClear(belowBox)) {
        place({
          node,
          x: belowX,
          maxWidth: width - belowX - 2,
          topOf: () => belowBox.y,
          text: below,
        });
        return;
      }
      const x = node.x1 + LABEL_GAP;
      place({ node, x, maxWidth: width - x - 2, topOf: (h) => centre - h / 2, overLinks: true });
    });
  }

  const top = Math.max(0, ...labels.map((l) => -l.box.y));
  const bottom = Math.max(layout.height, ...labels.map((l) => l.box.y + l.box.height));
  return { labels, top, bottom };
}

/**
 * The width of the gutter right of the last column: wide enough for the longest word and amount
 * there, between about 28 % of the drawing (100 to 150 px, as before) and 40 % of it.
 */
export function gutterWidth(options: {
  width: number;
  texts: ReadonlyArray<{ name: string; value: string }>;
  fontSize: number;
  measure: MeasureText;
}): number {
  const { width, texts, fontSize, measure } = options;
  const least = Math.round(Math.min(150, Math.max(100, width * 0.28)));
  const most = Math.max(least, Math.round(width * 0.4));
  const needed = Math.max(
    0,
    ...texts.map((text) =>
      Math.max(
        narrowestWrap(text.name, (line) => measure(line, { fontSize, isBold: true })),
        measure(text.value, { fontSize, isBold: false }),
      ),
    ),
  );
  return Math.min(most, Math.max(least, Math.ceil(needed) + LABEL_GAP + 2));
}

/**
 * The whole drawing for a given width: the layout in the width left by the last column's gutter,
 * with room kept beside each last-column node for its label, and every label placed.
 */
export function arrangeFlow(options: {
  nodes: ReadonlyArray<FlowInputNode & { label: string; valueLabel: string }>;
  links: readonly FlowInputLink[];
  width: number;
  /** How wide a text is drawn; an estimate from its length by default. */
  measure?: MeasureText;
}): FlowLabels & { layout: FlowLayout; fontSize: number } {
  const { nodes, links, width } = options;
  const measure = options.measure ?? estimateTextWidth;
  const fontSize = width >= 560 ? 13 : 12;
  // Only nodes with some flow are drawn, so only they count for the last column and its gutter.
  const flowing = new Set(links.filter((l) => l.value > 0).flatMap((l) => [l.source, l.target]));
  const drawn = nodes.filter((node) => flowing.has(node.id));
  const lastColumn = Math.max(0, ...drawn.map((n) => n.column));
  const inLastColumn = drawn.filter((n) => n.column === lastColumn);
  const gutter = gutterWidth({
    width,
    texts: inLastColumn.map((n) => ({ name: n.label, value: n.valueLabel })),
    fontSize,
    measure,
  });
  const layoutWidth = Math.max(120, width - gutter);
  // The last column's labels are centred on their nodes: the layout keeps room for each.
  const labelMaxWidth = width - layoutWidth - LABEL_GAP - 2;
  const roomFor = new Map(
    inLastColumn.map((node) => [
      node.id,
      composeLabel({
        name: node.label,
        value: node.valueLabel,
        maxWidth: labelMaxWidth,
        fontSize,
        measure,
      }).height + LABEL_GAP,
    ]),
  );
  const layout = layoutFlow({
    nodes: nodes.map((node) => ({
      id: node.id,
      column: node.column,
      labelHeight: roomFor.get(node.id),
    })),
    links,
    width: layoutWidth,
  });
  const texts = new Map(
    nodes.map((node) => [node.id, { name: node.label, value: node.valueLabel }]),
  );
  return { layout, fontSize, ...placeFlowLabels({ layout, texts, width, fontSize, measure }) };
}
