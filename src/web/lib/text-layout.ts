// Positioned words back into text lines as `pdftotext -layout` gives them: a PDF page's text items
// on one baseline make one line, as do the words of a line OCR found; each word stands at the column
// its position gives, so a statement's date, description and amount stay on the same line and its
// columns stay aligned. The engine reads statements laid out this way (issue 10).

import { BREAKDOWN_MAX_CHARACTERS } from '#shared/contract/breakdown-messages';

export interface PdfTextItem {
  str: string;
  /** Left edge, in PDF units from the page's left. */
  x: number;
  /** Baseline, in PDF units from the page's bottom. */
  y: number;
  width: number;
  /** Font size (the item's height), in PDF units. */
  height: number;
}

/** What pdf.js's getTextContent() lists: text items (and marked-content markers, which have no str). */
interface PdfJsTextContentItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

/** pdf.js's text items as positioned words (its transform's e and f are the x and y). */
export function fromPdfJsItems(
  items: readonly PdfJsTextContentItem[] | readonly object[],
): PdfTextItem[] {
  const words: PdfTextItem[] = [];
  for (const item of items as readonly PdfJsTextContentItem[]) {
    if (typeof item.str !== 'string' || !item.transform) continue;
    words.push({
      str: item.str,
      x: item.transform[4] ?? 0,
      y: item.transform[5] ?? 0,
      width: item.width ?? 0,
      height: item.height ?? 0,
    });
  }
  return words;
}

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The width of one character on this page: the median over its items. */
function characterWidth(items: readonly PdfTextItem[]): number {
  const widths = items
    .filter((item) => item.str.trim().length >= 2 && item.width > 0)
    .map((item) => item.width / item.str.length);
  const width = median(widths);
  return width > 0 ? width : Math.max(1, median(items.map((i) => i.height)) * 0.5);
}

/** Items whose baselines are within a fraction of their size of each other, top line first. */
function groupLines(items: readonly PdfTextItem[]): PdfTextItem[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Array<{ y: number; size: number; items: PdfTextItem[] }> = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const tolerance = Math.max(
      1,
      0.45 * Math.min(item.height || 1, line?.size || item.height || 1),
    );
    if (line && Math.abs(line.y - item.y) <= tolerance) line.items.push(item);
    else lines.push({ y: item.y, size: item.height, items: [item] });
  }
  return lines.map((line) => line.items.sort((a, b) => a.x - b.x));
}

/** One page's items as text lines, columns kept by padding with spaces. */
export function layoutPageText(items: readonly PdfTextItem[]): string {
  const visible = items.filter((item) => item.str.trim() !== '');
  if (visible.length === 0) return '';
  return layoutLines(groupLines(visible));
}

/**
 * Lines of words (each line's words left to right, lines top to bottom) as text, every word at the
 * column its position gives on a grid of the page's character width.
 */
export function layoutLines(lineItems: readonly (readonly PdfTextItem[])[]): string {
  const all = lineItems.flat().filter((item) => item.str.trim() !== '');
  if (all.length === 0) return '';
  const charWidth = characterWidth(all);
  const left = Math.min(...all.map((item) => item.x));
  const lines: string[] = [];
  for (const line of lineItems) {
    let text = '';
    let end = -Infinity;
    for (const item of line) {
      if (item.str.trim() === '') continue;
      // A word printed twice at the same place (fake bold) is one word.
      if (item.x < end - charWidth * 0.5 && text.endsWith(item.str)) continue;
      const gap = item.x - end;
      if (text !== '' && gap < charWidth * 1.6) {
        // Words of one phrase: one space however wide the font set it ('PREVIOUS STATEMENT
        // BALANCE' stays one cell); pieces of one word that touch stay joined.
        if (gap > charWidth * 0.15 && !text.endsWith(' ')) text += ' ';
      } else {
        // A new column: at the place its position gives, and at least two spaces on.
        const column = Math.round((item.x - left) / charWidth);
        text = text.padEnd(Math.max(column, text === '' ? 0 : text.trimEnd().length + 2), ' ');
      }
      text += item.str;
      end = item.x + item.width;
    }
    lines.push(text.trimEnd());
  }
  return lines.join('\n');
}

interface Cell {
  start: number;
  /** One past the cell's last character. */
  end: number;
}

/** A set of lines narrowed together: their cells, the columns those cover, and the cells' edges. */
interface Block {
  lines: Array<{ index: number; cells: Cell[] }>;
  isCovered: boolean[];
  edges: Set<number>;
}

/** Blank columns a line may cover in a block's gutters and still join it (OCR's jitter, a wider amount). */
const INTRUSION = 2;

/**
 * Lines laid out on a grid, made compact: every stretch of blank columns between cells narrowed to at
 * most `gap` spaces (two by default: a new column's least), so a statement set out for a wide page
 * fits the spec's 30,000 characters (issue 29). The narrowing is the same for every line of a table,
 * so what lines up (a column's left edge, an amount's right edge) still lines up, as the engine reads
 * columns by position across lines. A cell is text whose words are one space apart.
 *
 * Lines go together into blocks, each narrowed on its own (a column is blank when none of the block's
 * cells covers it). A line joins a block when it shares at least two cell edges with the block's
 * lines (a row of its table) or covers no more than a column or two of the block's gutters; otherwise
 * it starts a block of its own (a page's address beside its summary box, whose columns would keep the
 * table below from narrowing). Blank lines part pages: a page's block whose every line would join a
 * block of an earlier page is narrowed with it, so a table that goes on over the page keeps its
 * columns.
 */
export function compactColumns(lines: readonly string[], options: { gap?: number } = {}): string[] {
  const gap = options.gap ?? 2;
  const width = lines.reduce((widest, line) => Math.max(widest, line.length), 0);
  const newBlock = (): Block => ({
    lines: [],
    isCovered: new Array<boolean>(width).fill(false),
    edges: new Set(),
  });
  const addLine = (block: Block, line: { index: number; cells: Cell[] }) => {
    block.lines.push(line);
    for (const cell of line.cells) {
      block.isCovered.fill(true, cell.start, cell.end);
      block.edges.add(cell.start).add(cell.end);
    }
  };
  const pages: Block[][] = [[]];
  lines.forEach((line, index) => {
    const cells = [...line.matchAll(/\S+(?: \S+)*/g)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
    const page = pages.at(-1)!;
    if (cells.length === 0) {
      if (page.length > 0) pages.push([]);
      return;
    }
    let block = page.findLast((candidate) => isJoining(candidate, cells, gap));
    if (!block) {
      block = newBlock();
      page.push(block);
    }
    addLine(block, { index, cells });
  });
  const blocks: Block[] = [];
  for (const page of pages) {
    const earlier = blocks.length;
    for (const block of page) {
      const same = blocks
        .slice(0, earlier)
        .findLast((other) => block.lines.every((line) => isJoining(other, line.cells, gap)));
      if (same) for (const line of block.lines) addLine(same, line);
      else blocks.push(block);
    }
  }
  const compacted = lines.map(() => '');
  for (const block of blocks) {
    const keep = keptColumns(block.isCovered, gap);
    for (const { index } of block.lines) {
      const line = lines[index]!;
      let text = '';
      for (let column = 0; column < line.length; column += 1)
        if (keep[column]) text += line[column];
      compacted[index] = text.trimEnd();
    }
  }
  return compacted;
}

/** Which columns stay: every covered one, and the first `gap` of each blank stretch after the first cell. */
function keptColumns(isCovered: readonly boolean[], gap: number): boolean[] {
  const keep: boolean[] = [];
  let blankRun = 0;
  let hasCovered = false;
  for (const covered of isCovered) {
    if (covered) {
      blankRun = 0;
      hasCovered = true;
      keep.push(true);
    } else {
      blankRun += 1;
      keep.push(hasCovered && blankRun <= gap);
    }
  }
  return keep;
}

function isJoining(block: Block, cells: readonly Cell[], gap: number): boolean {
  const left = block.isCovered.indexOf(true);
  const edges = cells.flatMap((cell) => [cell.start, cell.end]).filter((edge) => edge !== left);
  const sharedEdges = edges.filter(
    (edge) => block.edges.has(edge) || block.edges.has(edge - 1) || block.edges.has(edge + 1),
  ).length;
  if (sharedEdges >= 2 && sharedEdges * 2 >= edges.length) return true;
  // The block's gutters: blank stretches between its cells wider than `gap`, which narrowing shrinks.
  const right = block.isCovered.lastIndexOf(true);
  const isGutter = new Array<boolean>(block.isCovered.length).fill(false);
  for (let column = left + 1; column < right;) {
    if (block.isCovered[column]) {
      column += 1;
      continue;
    }
    let end = column;
    while (end < right && !block.isCovered[end]) end += 1;
    if (end - column > gap) isGutter.fill(true, column, end);
    column = end;
  }
  let intrusion = 0;
  for (const cell of cells)
    for (let column = cell.start; column < cell.end; column += 1)
      if (isGutter[column]) intrusion += 1;
  return intrusion <= INTRUSION;
}

/**
 * Pages of text as one document, pages apart by a blank line, made compact together
 * (compactColumns): a table that goes on over the page keeps its columns where the first page's
 * header put them.
 */
export function joinPages(pages: readonly string[]): string {
  const text = pages.filter((page) => page.trim() !== '').join('\n\n');
  return fitted(compactColumns(text.split('\n'))).join('\n');
}

/**
 * Lines that fit the breakdown's 30,000 characters where they can (issue 29): a statement's text is
 * kept whole when it fits; when it does not, its prose (terms, notices, how interest is charged) is
 * left out, as it holds no transaction: a line without an amount and with a run of six or more words,
 * four of them lower-case words ('Your payment must be sent to the payment address shown on'). Tables,
 * their headers and description lines stay, and so does every line with a figure.
 */
export function fitted(lines: readonly string[]): string[] {
  const length = lines.reduce((sum, line) => sum + line.length + 1, -1);
  if (length <= BREAKDOWN_MAX_CHARACTERS) return [...lines];
  const kept = lines.filter((line) => !isProse(line));
  // Two blank lines where prose stood between them read as one page break.
  return kept.filter((line, index) => line !== '' || kept[index - 1] !== '');
}

const AMOUNT = /\d\.\d\d\b|\d,\d\d\b/;
const LOWER_CASE_WORD = /^[a-z][a-z'’,.;:()]{2,}$/;

function isProse(line: string): boolean {
  if (AMOUNT.test(line)) return false;
  return line
    .trim()
    .split(/ {2,}/)
    .some((cell) => {
      const words = cell.split(' ');
      return words.length >= 6 && words.filter((word) => LOWER_CASE_WORD.test(word)).length >= 4;
    });
}

/** Debit and credit markers: short, and meant to stand apart at a line's end. */
const MARKER = /^(?:CR|DR|C|D|OD|\+|-)$/i;

/**
 * Drops what OCR reads in a scanned page's margin (a rotated reference number, a punch hole, the
 * binding's shadow): one or two characters ending a line after a gap of more than a fifth of the
 * text's width ('$39.07 ... 2'), and lines of nothing else in the right fifth.
 */
export function dropMarginMarks(lineItems: readonly (readonly PdfTextItem[])[]): PdfTextItem[][] {
  const all = lineItems.flat();
  if (all.length === 0) return [];
  const left = Math.min(...all.map((item) => item.x));
  const right = Math.max(...all.map((item) => item.x + item.width));
  const wideGap = (right - left) / 5;
  return lineItems
    .map((line) => {
      const kept = [...line];
      while (kept.length > 1) {
        const last = kept.at(-1)!;
        const before = kept.at(-2)!;
        if (!isMark(last.str) || last.x - (before.x + before.width) <= wideGap) break;
        kept.pop();
      }
      return kept;
    })
    .filter(
      (line) =>
        line.some((item) => item.str.trim() !== '') &&
        // A line of marks alone in the right margin (a rotated number read a character a line).
        !line.every((item) => isMark(item.str) && item.x > right - wideGap),
    );
}

function isMark(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= 2 && !MARKER.test(trimmed);
}
