// A web page's table copied as text puts tabs between its cells, and a cell that wraps in the page
// keeps its line break ('Feb 26, 2026<TAB>INTERNET BILL PAYMENT' / 'TD VISA 4520****6618<TAB>420.00
// <TAB><TAB>3,195.67'): one row on two lines, each short of the header's cells. Joined, the row is
// whole again, its figures in their cells.

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
