// A web page's table copied as text puts tabs between its cells, and a cell that wraps in the page
// keeps its line break ('Feb 26, 2026<TAB>INTERNET BILL PAYMENT' / 'TD VISA 4520****6618<TAB>420.00
// <TAB><TAB>3,195.67'): one row on two lines, each short of the header's cells. Joined, the row is
// whole again, its figures in their cells.
import { parseDateText } from './dates.ts';

/** Header and rows with this many cells or more are a table's. */
const MIN_CELLS = 3;

const cellCount = (line: string) => line.split('\t').length;

/** Lines of a cell's words between a row's first and last part ('DELL TECHNOLOGIES PAYROLL'). */
const MIDDLE_LINES = 2;

/**
 * The lines with each row split so joined: the row on its last line, the others left blank (so
 * every other line keeps its number). A row is joined only where its first part holds no figure,
 * its parts' cells add up to the header's (a cell shared at each break), and the header is the
 * last tab line without figures with as many cells as any row under it.
 */
export function withTabRowsJoined(lines: readonly string[]): string[] {
  if (!lines.some((line) => line.includes('\t'))) return [...lines];
  const out = [...lines];
  let width = 0;
  for (let k = 0; k < out.length; k++) {
    const line = out[k]!;
    if (!line.includes('\t')) {
      if (line.trim() === '') width = 0;
      continue;
    }
    const cells = cellCount(line);
    const hasFigure = /\d[.,]\d{2}/.test(line);
    if (width === 0 || cells > width) {
      width = cells >= MIN_CELLS && !hasFigure ? cells : 0;
      continue;
    }
    if (cells >= width || hasFigure) continue;
    let last = k + 1;
    while (last <= k + MIDDLE_LINES && out[last] !== undefined && !out[last]!.includes('\t'))
      last++;
    const end = out[last];
    if (end === undefined || !end.includes('\t') || cells + cellCount(end) - 1 !== width) continue;
    out[last] = out.slice(k, last + 1).join('; ');
    for (let j = k; j < last; j++) out[j] = '';
    k = last;
  }
  return out;
}

/** A date alone, a weekday before it or not: 'Tuesday 16 December 2025', 'Sun, Nov 29', '16/12/2025'. */
function isDayHeading(text: string): boolean {
  if (!/\d/.test(text)) return false;
  const date = text.replace(/^\p{L}+,?\s+(?=\d|\p{L}{3})/u, '');
  return parseDateText(date) !== null;
}

/** A figure alone in its cell: '$23.490', '-£4.85', '1.234,56 EUR', '42.00 CR'. */
const FIGURE_CELL =
  /^[-+]?\s?(?:[\p{Sc}]|[A-Z]{1,3}\$)?\s?\d[\d.,' ]*(?:\s?(?:CR|DR|[A-Z]{3}|\p{Sc}))?$/u;

/** A row's words and, in its last filled cell, a figure: not a note whose figures are its words. */
function isRowOfMoney(line: string): boolean {
  const cells = line.split('\t').map((cell) => cell.trim());
  const last = cells.filter((cell) => cell !== '').at(-1) ?? '';
  return /\p{L}/u.test(line) && FIGURE_CELL.test(last);
}

/**
 * A table that prints a day's date once, on the day's first row: the rows after it leave their
 * date cell empty ('21/11/2026<TAB>Giro Cajero ...' / '<TAB>Compra Nacional LIDER ...'). Each such
 * row takes the date above it, where it has as many cells as the row that printed the date.
 */
export function withTabDatesFilled(lines: readonly string[]): string[] {
  if (!lines.some((line) => line.startsWith('\t'))) return [...lines];
  const out = [...lines];
  let date: { cell: string; cells: number } | undefined;
  // (A day's heading alone on its line over rows that leave their date cell empty: 'Tuesday 16
  // December 2025' / '<TAB>TESCO STORES 2931 LEEDS<TAB>-£29.18'.)
  let heading: string | undefined;
  for (const [k, line] of out.entries()) {
    if (!line.includes('\t')) {
      if (line.trim() === '') date = undefined;
      heading = line.length <= 40 && isDayHeading(line.trim()) ? line.trim() : undefined;
      continue;
    }
    if (heading !== undefined && line.startsWith('\t') && isRowOfMoney(line)) {
      out[k] = `${heading}${line}`;
      continue;
    }
    heading = undefined;
    const first = line.slice(0, line.indexOf('\t')).trim();
    if (/\d/.test(first) && parseDateText(first)) date = { cell: first, cells: cellCount(line) };
    else if (first === '' && date && cellCount(line) === date.cells && isRowOfMoney(line)) {
      out[k] = `${date.cell}${line}`;
    } else date = undefined;
  }
  return out;
}
