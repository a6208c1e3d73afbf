// Positioned words back into text lines as `pdftotext -layout` gives them: a PDF page's text items
// on one baseline make one line, as do the words of a line OCR found; each word stands at the column
// its position gives, so a statement's date, description and amount stay on the same line and its
// columns stay aligned. The engine reads statements laid out this way (issue 10).

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

/** Pages of text as one document, pages apart by a blank line. */
export function joinPages(pages: readonly string[]): string {
  return pages.filter((page) => page.trim() !== '').join('\n\n');
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
