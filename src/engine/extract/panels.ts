// Tables printed in panels side by side, as a statement saves paper on its checks: 'Date  Check #
// Amount   Date  Check #  Amount', each row holding two records. Laid one panel after the other, the
// rows read as the records they are. Shared by the text reader and the counter, like the line split.
import { foldWords } from './words.ts';

/** A line of the text, with the number of the input line it came from (1-based). */
export interface PanelLine {
  text: string;
  lineNo: number;
}

const DATE_WORD = /\b(?:date|datum|fecha|data)\b/gi;
const AMOUNT_WORD = /\b(?:amount|betrag|importe|montant|bedrag|balance|saldo|solde)\b/i;

/** Where each panel of a header starts: every 'Date' column of a header naming it twice or more. */
function panelStarts(line: string): number[] | null {
  if (line.length > 400 || /\d/.test(line)) return null;
  const starts = [...line.matchAll(DATE_WORD)].map((m) => m.index);
  if (starts.length < 2) return null;
  // Each panel names an amount after its date, and the panels repeat the same words.
  const panels = starts.map((start, k) => line.slice(start, starts[k + 1] ?? line.length));
  if (!panels.every((panel) => AMOUNT_WORD.test(panel))) return null;
  const first = foldWords(panels[0] ?? '');
  if (!panels.every((panel) => foldWords(panel) === first)) return null;
  // The later panels stand apart from the one before them.
  if (!starts.slice(1).every((start) => /\s{2}$/.test(line.slice(0, start)))) return null;
  return starts;
}

/** The lines with each panelled row laid out as one line per panel. */
export function splitPanels(lines: readonly string[]): PanelLine[] {
  const out: PanelLine[] = [];
  let starts: number[] | null = null;
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
      if (part.trim() !== '') out.push({ text: part, lineNo });
      from = cut;
    }
  });
  return out;
}
