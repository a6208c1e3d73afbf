// Which kind of input the counter is looking at, by the plainest signs only: an OFX or CAMT tag, a QIF
// '!Type' header, or most lines sharing one number of delimiters. Apart from the readers' detection
// on purpose: it must not find a table where the reader's table heuristics do, or miss it with them.

export type CountFormat = 'empty' | 'ofx' | 'camt' | 'qif' | 'delimited' | 'text';

/** How far into the text the structured formats' tags are looked for. */
const TAG_WINDOW = 65_536;
/** Lines sampled to find the delimiter. */
const SAMPLE_LINES = 200;
const DELIMITERS = [',', ';', '\t', '|'] as const;

/** A figure grouped with commas ('1,234.56', lakh '1,23,456.78'): its commas separate no fields. */
const GROUPED_FIGURE = /(?<![\w.,/-])\d{1,3}(?:,\d{2,3})+\.\d{2}(?!\d)/g;
/** Whole units grouped with commas between spaces ('4,500   1,280,030', won and yen): no fields. */
const SPACED_WHOLE_FIGURE = /(?<=^|\s)[-+]?\d{1,3}(?:,\d{3})+(?=\s|$)/g;
/** A decimal comma between spaces ('-84,90 €  1.908,26 €'), as text prints it: no field either. */
const SPACED_DECIMAL_COMMA = /(?<=^|\s)[-+]?\d{1,3}(?:\.\d{3})*,\d{2}(?=\s|$)/g;

/**
 * The number of times a delimiter occurs in a record outside quoted fields. A quote opens a field only
 * at its start, so 'Joe"s Bar' quotes nothing.
 */
function countOutsideQuotes(record: string, delimiter: string): number {
  if (!record.includes(delimiter)) return 0;
  const text =
    delimiter === ','
      ? record
          .replace(GROUPED_FIGURE, '0')
          .replace(SPACED_DECIMAL_COMMA, '0')
          .replace(SPACED_WHOLE_FIGURE, '0')
      : record;
  let count = 0;
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (isQuoted) {
      if (c === '"' && text[i + 1] === '"') i++;
      else if (c === '"') isQuoted = false;
    } else if (c === '"' && (i === 0 || text[i - 1] === delimiter)) isQuoted = true;
    else if (c === delimiter) count++;
  }
  return count;
}

/** Lines joined into records where a quoted field runs over a line break (at most a few lines). */
function joinQuotedLines(lines: readonly string[]): string[] {
  const records: string[] = [];
  let pending = '';
  let joined = 0;
  for (const line of lines) {
    pending = joined > 0 ? `${pending}\n${line}` : line;
    const quotes = pending.split('"').length - 1;
    if (quotes % 2 === 1 && joined < 5) {
      joined++;
      continue;
    }
    records.push(pending);
    joined = 0;
  }
  if (joined > 0) records.push(pending);
  return records;
}

/**
 * The delimiter that most sampled lines hold at least twice (outside quotes), and the share of lines
 * that do. Twice, because a decimal comma ('-33,87') or a date's comma ('Jan 5, 2024') occurs once.
 */
export function findDelimiter(lines: readonly string[]): { delimiter: string; share: number } {
  const sample = joinQuotedLines(lines.slice(0, SAMPLE_LINES * 2))
    .filter((l) => l.trim() !== '')
    .slice(0, SAMPLE_LINES);
  let best = { delimiter: ',', share: 0 };
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    let lineCount = 0;
    let fields = 0;
    for (const line of sample) {
      const n = countOutsideQuotes(line, delimiter);
      if (n >= 2) lineCount++;
      fields = Math.max(fields, Math.min(n, 50));
    }
    // More lines first; among as many, more columns.
    const score = lineCount + fields * 0.01;
    if (lineCount > 0 && score > bestScore) {
      bestScore = score;
      best = { delimiter, share: lineCount / sample.length };
    }
  }
  return best;
}

function isQifText(lines: readonly string[]): boolean {
  const first = lines.find((l) => l.trim() !== '')?.trim() ?? '';
  if (/^!(?:type|account|option|clear)/i.test(first)) return true;
  // Headerless QIF: records of 'D' and 'T' lines ended by '^'.
  let carets = 0;
  let dates = 0;
  let amounts = 0;
  for (const raw of lines.slice(0, 400)) {
    const line = raw.trim();
    if (line === '^') carets++;
    else if (/^D\s*\d/.test(line)) dates++;
    else if (/^[TU][-+]?\s*[\d.,]+$/.test(line)) amounts++;
  }
  return carets > 0 && dates >= carets && amounts >= carets;
}

export function detectCountFormat(text: string, lines: readonly string[]): CountFormat {
  if (text.trim() === '') return 'empty';
  const head = text.trimStart().slice(0, TAG_WINDOW);
  if (/<OFX>|OFXHEADER|<STMTTRN>/i.test(head)) return 'ofx';
  if (/<(?:[\w.-]+:)?(?:Ntry|BkToCstmr\w*)[\s>]/.test(head)) return 'camt';
  if (isQifText(lines)) return 'qif';
  // Delimited: most lines hold one delimiter twice or more.
  if (findDelimiter(lines).share >= 0.6) return 'delimited';
  return 'text';
}
