// Tables printed in panels side by side, as a statement saves paper on its checks: 'Date  Check #
// Amount   Date  Check #  Amount', each row holding two records. Laid one panel after the other, the
// rows read as the records they are. Shared by the text reader and the counter, like the line split.
import { layoutCells } from './input.ts';
import { foldWords } from './words.ts';

/** A line of the text, with the number of the input line it came from (1-based). */
export interface PanelLine {
  text: string;
  lineNo: number;
  /** A row of a panelled table: its date stands in the panel's date column, wherever that falls. */
  isPanelRow?: boolean;
}

const DATE_WORD = /\b(?:date|datum|fecha|data)\b/gi;
const HAS_DATE_WORD = /\b(?:date|datum|fecha|data)\b/i;
const AMOUNT_WORD = /\b(?:amount|betrag|importe|montant|bedrag|balance|saldo|solde)\b/i;

/**
 * Where each panel of a header starts: the header's columns ('Check  Date  Ref Number  Amount') named
 * again and again, each group with a date and an amount.
 */
function panelStarts(line: string): number[] | null {
  if (line.length > 400 || /\d/.test(line)) return null;
  if ([...line.matchAll(DATE_WORD)].length < 2) return null;
  const cells = layoutCells(line).map((cell) => ({
    text: foldWords(cell.text),
    start: cell.start,
  }));
  // The shortest run of columns the header repeats from its start.
  for (let width = 1; width * 2 <= cells.length; width += 1) {
    if (cells.length % width !== 0) continue;
    const group = cells.slice(0, width).map((c) => c.text);
    const repeats = cells.every((cell, k) => cell.text === group[k % width]);
    if (!repeats) continue;
    const joined = group.join(' ');
    if (!HAS_DATE_WORD.test(joined) || !AMOUNT_WORD.test(joined)) return null;
    return cells.filter((_, k) => k % width === 0).map((c) => c.start);
  }
  return null;
}

/** One check of a list printed across the page: its number (a star marks a gap), date and amount. */
const CHECK_CELL = String.raw`\d{3,7} ?\*?\s+\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?\s+-?\$?\d{1,3}(?:,\d{3})*\.\d{2}`;
/** A row of such checks and nothing else, two or more ('1041  11/04  150.00   1042  11/12  85.00'). */
const CHECKS_ROW = new RegExp(String.raw`^\s*${CHECK_CELL}(?:\s{2,}${CHECK_CELL})+\s*$`);
const CHECK_CELLS = new RegExp(CHECK_CELL, 'g');
const CHECK_ROW = new RegExp(String.raw`^\s*${CHECK_CELL}\s*$`);
/** A table's header whose first column is the check's number ('Check Number   Date Paid   Amount'). */
const CHECKS_HEADER = /^\s*(?:check|cheque|chk)\s*(?:number|no\.?|#)\s{2,}(?:date|posted)/i;

/** The lines with each panelled row laid out as one line per panel. */
export function splitPanels(lines: readonly string[]): PanelLine[] {
  const out: PanelLine[] = [];
  let starts: number[] | null = null;
  let isAfterChecks = false;
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    const header = panelStarts(line);
    if (header) {
      starts = header;
      out.push({ text: line, lineNo });
      return;
    }
    // A blank line or a line of words across the page ends the panelled table.
    if (starts && (line.trim() === '' || !/^\s*\d/.test(line))) starts = null;
    // Checks listed across the page without a header of their own: one line per check.
    // (The list's last row may hold one.)
    const isChecksRow =
      !starts &&
      /^\s*\d{3}/.test(line) &&
      (CHECKS_ROW.test(line) || (isAfterChecks && CHECK_ROW.test(line)));
    // (Under a header that says so, each row is one: 'Check Number   Date Paid   Amount'.)
    isAfterChecks = isChecksRow || CHECKS_HEADER.test(line);
    if (isChecksRow) {
      for (const [cell] of line.matchAll(CHECK_CELLS)) {
        out.push({ text: cell, lineNo, isPanelRow: true });
      }
      return;
    }
    if (!starts) {
      out.push({ text: line, lineNo });
      return;
    }
    // Cut where the panel's first word starts, a few characters either side of its header's.
    const cuts = starts.slice(1).flatMap((start) => {
      let at = Math.min(start, line.length);
      while (at > 0 && line[at - 1] !== ' ' && start - at < 4) at -= 1;
      return at > 0 && line[at - 1] === ' ' ? [at] : [];
    });
    let from = 0;
    for (const cut of [...cuts, line.length]) {
      const part = line.slice(from, cut);
      if (part.trim() !== '') out.push({ text: part, lineNo, isPanelRow: true });
      from = cut;
    }
  });
  return out;
}
