// Delimited text into rows. Our own small reader rather than a library's because verification needs the
// line each record starts on, and real exports need forgiveness: a stray quote inside a field, a quoted
// field that never closes, line breaks inside quotes. Linear in the input.

export interface Row {
  fields: string[];
  /** 1-based line the record starts on. */
  line: number;
  /** The record's own text (all its lines), for reporting it unread. */
  raw: string;
}

export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** A quoted field may hold line breaks, but not more than this many: beyond it the quote was a typo. */
const MAX_QUOTED_LINES = 50;

/** Counts fields per line for a delimiter, honouring simple quotes (for choosing the delimiter). */
function fieldCount(line: string, delimiter: string): number {
  let count = 1;
  let isQuoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') isQuoted = !isQuoted;
    else if (c === delimiter && !isQuoted) count++;
  }
  return count;
}

/**
 * The delimiter that splits most lines into the same number of fields (two or more), or null when none
 * does (prose, a pasted list).
 */
export function detectDelimiter(lines: string[]): Delimiter | null {
  const sample: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    sample.push(line.length > 4_000 ? line.slice(0, 4_000) : line);
    if (sample.length >= 200) break;
  }
  if (sample.length === 0) return null;
  let best: { delimiter: Delimiter; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const counts = sample.map((line) => fieldCount(line, delimiter));
    const tally = new Map<number, number>();
    for (const c of counts) if (c >= 2) tally.set(c, (tally.get(c) ?? 0) + 1);
    if (tally.size === 0) continue;
    let mode = 0;
    let modeLines = 0;
    for (const [c, n] of tally) {
      if (n > modeLines || (n === modeLines && c > mode)) {
        mode = c;
        modeLines = n;
      }
    }
    const splitShare = counts.filter((c) => c >= 2).length / sample.length;
    const consistency = modeLines / sample.length;
    if (splitShare < 0.6) continue;
    const score = splitShare + consistency + Math.min(mode, 8) * 0.01;
    if (!best || score > best.score) best = { delimiter, score };
  }
  return best?.delimiter ?? null;
}

/** Splits the whole text into records. Line endings must already be '\n'. */
export function parseRows(text: string, delimiter: string): Row[] {
  const rows: Row[] = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  while (i <= n) {
    const recordStart = i;
    const recordLine = line;
    const fields: string[] = [];
    let field = '';
    let isFieldStart = true;
    for (;;) {
      if (i >= n) {
        fields.push(field);
        i = n + 1;
        break;
      }
      const c = text[i]!;
      if (isFieldStart && c === '"') {
        const closed = readQuoted(text, i);
        if (closed) {
          field += closed.value;
          line += closed.newlines;
          i = closed.end;
          isFieldStart = false;
          continue;
        }
        // An opening quote that never closes is just a character.
      }
      if (c === delimiter) {
        fields.push(field);
        field = '';
        isFieldStart = true;
        i++;
        continue;
      }
      if (c === '\n') {
        fields.push(field);
        i++;
        line++;
        break;
      }
      field += c;
      isFieldStart = false;
      i++;
    }
    const end = Math.min(i, n);
    rows.push({ fields, line: recordLine, raw: text.slice(recordStart, end).replace(/\n$/, '') });
  }
  return rows;
}

/**
 * Reads a quoted field starting at the quote. Doubled quotes are one quote; a closing quote followed by
 * other text ends the quoted part and the rest joins the field. Null when the quote never closes (within
 * the line limit), so the caller treats it as a plain character.
 */
function readQuoted(
  text: string,
  start: number,
): { value: string; end: number; newlines: number } | null {
  let value = '';
  let newlines = 0;
  let i = start + 1;
  for (;;) {
    const next = text.indexOf('"', i);
    if (next === -1) return null;
    const chunk = text.slice(i, next);
    for (let k = chunk.indexOf('\n'); k !== -1; k = chunk.indexOf('\n', k + 1)) {
      newlines++;
      if (newlines > MAX_QUOTED_LINES) return null;
    }
    value += chunk;
    if (text[next + 1] === '"') {
      value += '"';
      i = next + 2;
      continue;
    }
    return { value, end: next + 1, newlines };
  }
}

/** How many more lines a row broken by line breaks inside its cells may take. */
const MAX_BROKEN_LINES = 3;

/**
 * Rows line breaks inside a cell split apart, as a browser copies a web table whose description
 * wraps ('Wed 15 May 2024<TAB>COUNCIL TAX' / 'Direct debit<TAB>£25.00<TAB><TAB>£2,292.13'), or
 * holds two or three lines ('29 Mar 2024<TAB>BARFOOT & THOMPSON' / 'AUTOMATIC PAYMENT' / 'Rent
 * 14B<TAB>520.00<TAB><TAB>1,975.86'): a row with too few cells whose cells and the next rows' make
 * exactly the header's, joined at each broken cell.
 */
export function joinBrokenRows(rows: Row[], width: number): Row[] {
  if (width < 3) return rows;
  const joined: Row[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const isShort = row.fields.length >= 2 && row.fields.length < width;
    // The rows that complete it: each adds its cells but the first, which continues the last one.
    let cells = row.fields.length;
    let end = i;
    while (isShort && cells < width && end - i < MAX_BROKEN_LINES && rows[end + 1]) {
      end += 1;
      cells += rows[end]!.fields.length - 1;
    }
    if (!isShort || cells !== width || rows[end]!.fields.length < 2) {
      joined.push(row);
      continue;
    }
    const fields = [...row.fields];
    for (const next of rows.slice(i + 1, end + 1)) {
      fields[fields.length - 1] = `${fields.at(-1) ?? ''} ${next.fields[0] ?? ''}`.trim();
      fields.push(...next.fields.slice(1));
    }
    joined.push({
      fields,
      line: row.line,
      raw: rows
        .slice(i, end + 1)
        .map((r) => r.raw)
        .join('\n'),
    });
    i = end;
  }
  return joined;
}
