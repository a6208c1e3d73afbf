// An independent count of the transaction records in an input, for verification. Deliberately written
// apart from the readers and much simpler: a handful of patterns per format, no column roles, no sign
// rules, and its own words (count-words.ts) and format detection (count-format.ts), so that a
// heuristic that fools a reader does not fool the count with it. Only the line split is shared.
import { detectCountFormat, findDelimiter } from './count-format.ts';
import { countText } from './count-text.ts';
import { isLabelText, NOT_BOOKED, NOT_DONE } from './count-words.ts';
import { prepareInput } from './input.ts';

const DATE_CELL = [
  /^\d{4}\s*[-/.]\s*\d{1,2}\s*[-/.]\s*\d{1,2}\.?(?:[ T].*)?$/,
  /^\d{1,2}\s*[-/.]\s*\d{1,2}\s*[-/.']\s*\d{1,4}\.?(?:\s.*)?$/,
  /^(?:19|20)\d{6}(?:\d{4}(?:\d{2})?)?(?:\.\d+)?(?:\s*\[.*\])?$/,
  /^\d{1,2}(?:st|nd|rd|th)?\.?[-/. ]*\p{L}{3,10}\.?[-/., ]*\d{1,4}(?:\s+\d{1,2}:\d{2}.*)?$/u,
  /^\p{L}{3,10}\.? ?\d{1,2}(?:st|nd|rd|th)?,? \d{2,4}$/u,
];
const PENDING = /^(?:pending|processing|pendiente|vorgemerkt|authori[sz]ed)$/i;
const MONEY_CELL =
  /^[-+(]?\s*(?:[$€£¥]|[A-Z]{3})?\s*[-+]?(?:\d{1,3}(?:[,.' ]\d{3}){1,5}|\d+)[.,]\d{1,4}\)?-?(?:\s*(?:[A-Z]{3}|CR|DR|[$€£]))?$|^[-+(]?\s*[$€£]\s*\d+\)?$/;

function countOfx(text: string): number {
  return (text.match(/<(?:STMTTRN|INTRARS)>/gi) ?? []).length;
}

function countCamt(text: string): number {
  return (text.match(/<(?:[\w.-]+:)?Ntry[\s>]/g) ?? []).length;
}

function countQif(lines: string[]): number {
  let count = 0;
  let isCounting = true;
  let hasFields = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (/^!(?:option|clear)/i.test(line)) continue;
    if (line.startsWith('!')) {
      isCounting = /^!type:\s*(?:bank|cash|ccard|oth a|oth l|invst|invoice)\s*$/i.test(line);
      hasFields = false;
    } else if (line.startsWith('^')) {
      if (isCounting && hasFields) count++;
      hasFields = false;
    } else if (/^[DTUP]/i.test(line)) {
      hasFields = true;
    }
  }
  if (isCounting && hasFields) count++;
  return count;
}

/** Records and fields of delimited text: a quote at the start of a field quotes it, newlines included. */
function splitRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (isQuoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += c;
        i++;
      } else if (c === '"') isQuoted = false;
      else field += c;
    } else if (c === '"' && field === '') isQuoted = true;
    else if (c === delimiter) {
      fields.push(field);
      field = '';
    } else if (c === '\n') {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
    } else field += c;
  }
  fields.push(field);
  records.push(fields);
  return records;
}

/** A row stating a balance or total: a cell says so, and no other cell holds two words or more. */
function isLabelRow(cells: readonly string[]): boolean {
  const wordCells = cells.filter((cell) => /\p{L}/u.test(cell));
  const label = wordCells.findIndex((cell) => isLabelText(cell));
  return (
    label >= 0 &&
    !wordCells.some((cell, k) => k !== label && /\p{L}{2,}\S*\s+\S*\p{L}{2,}/u.test(cell))
  );
}

function countDelimited(text: string, lines: string[]): number {
  const { delimiter } = findDelimiter(lines);
  const records = splitRecords(text, delimiter).map((r) => r.map((f) => f.trim()));
  let start = 0;
  for (let i = 0; i < Math.min(records.length, 60); i++) {
    const words = records[i]!.filter((f) => f !== '' && !/\d/.test(f));
    if (
      words.length >= 2 &&
      words.some((w) =>
        /date|datum|fecha|\bdata\b|\bdato\b|tag\b|created|posted|\bf\. ?(?:valor|oper)|valuta/i.test(
          w.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
        ),
      )
    ) {
      start = i + 1;
      break;
    }
  }
  let count = 0;
  for (const fields of records.slice(start)) {
    if (fields.every((f) => f === '')) continue;
    if (isLabelRow(fields)) continue;
    const hasDate = fields.some(
      (f) => f.length <= 40 && (PENDING.test(f) || DATE_CELL.some((re) => re.test(f))),
    );
    const money = fields.filter((f) => f.length <= 40 && MONEY_CELL.test(f));
    // A row whose every figure is zero records nothing (a quarter's 0,00 'ABSCHLUSS'); nor does a
    // payment a cell calls declined or failed.
    if (money.length > 0 && money.every((f) => !/[1-9]/.test(f))) continue;
    if (fields.some((f) => NOT_DONE.test(f) || NOT_BOOKED.test(f))) continue;
    const hasMoney = money.length > 0;
    // (A paragraph in a cell, an export's closing disclaimer, is no record's words.)
    const hasWords = fields.some((f) => f.length <= 300 && /\p{L}\p{L}/u.test(f));
    if (hasDate || (hasMoney && hasWords)) count++;
  }
  return count;
}

export function countTransactionLines(input: string): number {
  const prep = prepareInput(input);
  switch (detectCountFormat(prep.text, prep.lines)) {
    case 'empty':
      return 0;
    case 'ofx':
      return countOfx(prep.text);
    case 'camt':
      return countCamt(prep.text);
    case 'qif':
      return countQif(prep.lines);
    case 'delimited':
      return countDelimited(prep.text, prep.lines);
    case 'text':
      return countText(prep.lines);
  }
}
