// Which kind of statement a text is: structured formats by their own markers, a delimited export when a
// table of dates and amounts can be found in it, pasted text otherwise.
import { analyzeTable, type TableAnalysis } from './delimited.ts';
import type { PreparedInput } from './input.ts';
import type { InputFormat } from '../types.ts';

export interface Detection {
  format: InputFormat;
  /** The table found, when the format is delimited (so extraction does not look twice). */
  table?: TableAnalysis;
}

/** How far into the text structured-format markers are looked for. */
const MARKER_WINDOW = 65_536;

export function isOfx(head: string): boolean {
  return /<OFX>|OFXHEADER|<\?OFX|<STMTTRN>/i.test(head);
}

export function isCamt(head: string): boolean {
  return (
    /<(?:[\w.-]+:)?(?:BkToCstmrStmt|BkToCstmrAcctRpt|BkToCstmrDbtCdtNtfctn)[\s>]/.test(head) ||
    (/<(?:[\w.-]+:)?Document[\s>]/.test(head) && /camt\.05[234]/.test(head)) ||
    /<(?:[\w.-]+:)?Ntry>/.test(head)
  );
}

export function isQif(lines: string[]): boolean {
  let firstLine: string | undefined;
  let carets = 0;
  let dates = 0;
  let amounts = 0;
  let checked = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    firstLine ??= line;
    if (line === '^') carets++;
    else if (/^D\s*\d/.test(line)) dates++;
    else if (/^[TU][-+]?\s*[\d.,]+$/.test(line)) amounts++;
    if (++checked >= 400) break;
  }
  if (firstLine && /^!(?:type|account|option|clear)/i.test(firstLine)) return true;
  return carets > 0 && dates > 0 && amounts > 0 && carets * 2 >= Math.min(dates, amounts);
}

/**
 * The last answer, kept because the pipeline asks twice about the same input (to extract, then to
 * count independently) and finding a table is the costly part of detection. The result depends only on
 * the text, so this cannot change an answer.
 */
let lastDetection: { text: string; detection: Detection } | undefined;

export function detectPrepared(prep: PreparedInput): Detection {
  if (lastDetection && lastDetection.text === prep.text) return lastDetection.detection;
  const detection = detectUncached(prep);
  lastDetection = { text: prep.text, detection };
  return detection;
}

function detectUncached(prep: PreparedInput): Detection {
  if (prep.text.trim() === '') return { format: 'empty' };
  const head = prep.text.trimStart().slice(0, MARKER_WINDOW);
  if (isOfx(head)) return { format: 'ofx' };
  if (isCamt(head)) return { format: 'camt' };
  if (isQif(prep.lines)) return { format: 'qif' };
  const table = analyzeTable(prep);
  if (table) return { format: 'delimited', table };
  return { format: 'text' };
}
