// Pasted text from a bank's web page, a PDF or the OCR of a photo: one transaction per line
// ("03/14 STARBUCKS #123 SEATTLE WA 4.50"), or records spread over lines (date, merchant, amount),
// grouped under date headings, with a posting date beside the transaction date, a running balance after
// the amount, and OCR's uneven spacing.
import {
  CURRENCY_CODES,
  currencyNamedIn,
  inferDecimalStyle,
  parseAmount,
  type DecimalStyle,
  type ParsedAmount,
} from './amounts.ts';
import { joinDescription, resolveSigns, type SignReading } from './compose.ts';
import {
  DAY_MONTH_DOTTED,
  chooseYear,
  inferDateOrder,
  isMonthName,
  isoDayNumber,
  monthDay,
  parseDateText,
  toIsoDate,
  type DateOrder,
  type RawDate,
} from './dates.ts';
import { readStatementBalances } from './balances.ts';
import { readColumnTables } from './columns.ts';
import { splitPanels } from './panels.ts';
import { layoutCells, MAX_LINE_CHARS, reportLine, type PreparedInput } from './input.ts';
import {
  foldWords,
  isCardStatementText,
  isColumnHeader,
  isColumnHeaderWord,
  isExchangeRateText,
  isStatementDocumentText,
  isSummaryText,
  sectionOf,
  type SectionKind,
} from './words.ts';
import { shiftDate } from '#shared/period';
import type { Extraction, StatementTransaction } from '../types.ts';

interface AmountToken {
  parsed: ParsedAmount;
}

type LineKind =
  | 'blank'
  | 'skip'
  | 'full'
  | 'dateOnly'
  | 'dateText'
  | 'textAmount'
  | 'amountOnly'
  | 'text'
  | 'broken'
  | 'long';

interface LineInfo {
  kind: LineKind;
  lineNo: number;
  raw: string;
  date?: RawDate;
  /** The date stood inside the text ("STARBUCKS 03/14 4.50"), not at the start of the line. */
  isDateInside?: boolean;
  text: string;
  amount?: AmountToken;
  balance?: AmountToken;
}

interface TextRecord {
  line: number;
  date?: RawDate;
  texts: string[];
  /** The first text without its location columns, when the statement prints them. */
  merchantText?: string;
  amount: AmountToken;
  balance?: AmountToken;
  /** The column the amount stood in, in a table with debit and credit columns. */
  flag?: 'debit' | 'credit';
}

const MARKERS = new Set([
  'CR', 'DR', 'Cr', 'Dr', 'cr', 'dr', '-', '+', '$', '€', '£', '¥', '₹', 'zł', 'Kč', 'Ft', 'kr', 'kr.',
  'Fr.', 'CHF', 'R$', 'C', 'D',
]); // prettier-ignore

const WEEKDAYS = new Set(
  [
    'mon', 'monday', 'tue', 'tues', 'tuesday', 'wed', 'wednesday', 'thu', 'thur', 'thurs', 'thursday',
    'fri', 'friday', 'sat', 'saturday', 'sun', 'sunday', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so',
    'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', 'lundi', 'mardi',
    'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'lunes', 'martes', 'miercoles', 'jueves',
    'viernes', 'sabado', 'domingo', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag',
    'zondag', 'today', 'yesterday',
  ],
); // prettier-ignore

function isMarker(token: string): boolean {
  return (
    MARKERS.has(token) || CURRENCY_CODES.has(token) || /^(?:US|CA|AU|NZ|S|HK|R|C|A)\$$/.test(token)
  );
}

/** Joins what OCR splits: "4 . 50", "4. 50", "4 .50" become "4.50". */
function repairOcrSpacing(line: string): string {
  if (!/\d ?[.,] \d|\d [.,]\d/.test(line)) return line;
  return line
    .replace(/(\d) ?([.,]) (\d{2})(?![\d.])/g, '$1$2$3')
    .replace(/(\d) ([.,])(\d{2})(?![\d.])/g, '$1$2$3');
}

/**
 * What OCR makes of a printed table's figures: a rule read as '|' beside them, and O, o, I or l read
 * for 0 and 1 inside a date or an amount ('O2/14', '$1,182.4O'). Words are left alone.
 */
function repairOcrLetters(line: string, hasPound = false): string {
  // In a text of pounds, OCR reads '£' before a figure as 'E' or 'f' ('E32.15').
  if (hasPound) line = line.replace(/(^|\s)([-+]?)[Ef](?=\d{1,3}(?:,\d{3})*\.\d{2}$)/, '$1$2£');
  if (!/\||\d[OoIl]|[OoIl]\d/.test(line)) return line;
  return line
    .replace(/(^|\s)\|(?=\s|$)/g, '$1')
    .split(' ')
    .map((token, index) =>
      /\d/.test(token) &&
      /^[-+($€£]*[\dOoIl][\dOoIl.,/-]*\)?-?$/.test(token) &&
      (/\d{2}/.test(token) || (index === 0 && /^[OoIl\d]{2}$/.test(token)))
        ? token.replace(/[Oo]/g, '0').replace(/[Il]/g, '1')
        : token,
    )
    .join(' ');
}

/** A date at the start of a line or between its words ('11MAR', '17.04', '02/14/24'). */
const HAS_DATE = /^\d{1,2}\p{L}{3}\b|(?:^|\s)\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?\s/u;

/**
 * A decimal separator OCR read as a space at the end of a dated line ('13MAR CASH LINK  -40 00',
 * 'Erstattung Bahn  17.04  12 50'), in a file that writes decimals: put back.
 */
function repairSpaceDecimal(line: string, shape: AmountShape): string {
  if (shape.isIntegerMode || !/\d \d{2}$/.test(line) || !HAS_DATE.test(line)) return line;
  // (Not where the line already has an amount; a date like '17.04' is none.)
  const before = line
    .slice(0, -6)
    .replace(/(^|\s)\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?(?=\s)/g, ' ');
  if (/\d[.,]\d{2}\b/.test(before)) return line;
  return line.replace(
    /(^|\s)([-+]?\d{1,4}) (\d{2})$/,
    `$1$2${shape.style === 'comma' ? ',' : '.'}$3`,
  );
}

function tokenize(line: string): string[] {
  return line.split(/\s+/).filter((t) => t !== '');
}

function readDate(tokens: string[], at: number): { raw: RawDate; used: number } | null {
  const token = tokens[at];
  if (token === undefined) return null;
  // "02/15/25*": a star marks a posting date on some card statements.
  const first = /^\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?\*$/.test(token) ? token.slice(0, -1) : token;
  // Only these shapes start a date: "03/14[/24]" (one token, perhaps a time after it), "02/ABR",
  // "12-Dec-2019", "11MAR" or "FEB01" (one token), "14 Mar [2024]" and "Mar 14[, 2024]". Trying only the widths a shape can have keeps this cheap on every line.
  let widths: number[];
  if (/^\d{1,4}[/.\-']\d/.test(first))
    widths = /^\d{1,2}:\d{2}/.test(tokens[at + 1] ?? '') ? [2, 1] : [1];
  else if (/^\d{1,2}[/.-]?\p{L}{3,9}\.?(?:[/.-]?\d{2,4})?$/u.test(first)) widths = [1];
  else if (/^\p{L}{3}\d{1,2}$/u.test(first) && isMonthName(first.slice(0, 3))) widths = [1];
  else if (/^\d{1,2}(?:st|nd|rd|th)?\.?$/.test(first)) widths = [3, 2];
  else if (/^\p{L}{3,10}\.?,?$/u.test(first) && isMonthName(first)) widths = [3, 2];
  else return null;
  for (const width of widths) {
    if (at + width > tokens.length) continue;
    const raw = parseDateText(width === 1 ? first : tokens.slice(at, at + width).join(' '));
    if (raw) return { raw, used: width };
  }
  return null;
}

interface AmountShape {
  style: DecimalStyle;
  /** The text writes amounts in pounds: an 'E' or 'f' before a figure is OCR's '£'. */
  hasPound?: boolean;
  /** No amount with decimals anywhere in the input: whole numbers are amounts ("Rent 1200"). */
  isIntegerMode: boolean;
  /**
   * The input groups thousands with a dot or a comma ("5.361,15"), so "quantity: 23 481,70" is 23 and
   * 481,70, not 23 481,70.
   */
  hasMarkedThousands: boolean;
}

function readAmountCandidate(text: string, shape: AmountShape): AmountToken | null {
  const parsed = parseAmount(text, shape.style);
  if (!parsed) return null;
  const isMarked = parsed.isMarked === true;
  if (parsed.decimals === 2) return { parsed };
  if (isMarked && parsed.decimals === 0) return { parsed };
  if (shape.isIntegerMode && parsed.decimals === 0 && parsed.cents <= 99_999_999_900) {
    // A bare four-digit year is not an amount even then.
    if (/^(?:19|20)\d{2}$/.test(text.trim())) return null;
    return { parsed };
  }
  return null;
}

/** Amounts at the end of a line, left to right, with the index where they start. */
function readTrailingAmounts(
  tokens: string[],
  from: number,
  shape: AmountShape,
): { amounts: AmountToken[]; start: number } {
  const amounts: AmountToken[] = [];
  let j = tokens.length - 1;
  let start = tokens.length;
  // A reference or branch number after the money ('150.00  075403112', '456.00  1234'): where the
  // file writes decimals, a whole number after a figure is a code, not money.
  if (
    !shape.isIntegerMode &&
    j - 1 >= from &&
    /^\d{3,12}$/.test(tokens[j] ?? '') &&
    /\d[.,]\d{2}\D{0,3}$/.test(tokens[j - 1] ?? '')
  ) {
    j -= 1;
    start = j + 1;
  }
  while (j >= from && amounts.length < 3) {
    let suffixEnd = j;
    const suffix: string[] = [];
    while (suffixEnd >= from && suffix.length < 2 && isMarker(tokens[suffixEnd] ?? '')) {
      suffix.unshift(tokens[suffixEnd] ?? '');
      suffixEnd--;
    }
    if (suffixEnd < from) break;
    const token = tokens[suffixEnd] ?? '';
    let numberStart = suffixEnd;
    let numberText = token;
    const previous = tokens[suffixEnd - 1];
    // "1 234,56": a thousands group split off by a space.
    if (
      !shape.hasMarkedThousands &&
      /^\d{3}[.,]\d{2}\)?-?$/.test(token) &&
      previous !== undefined &&
      suffixEnd - 1 >= from &&
      /^[-+(]?\d{1,3}$/.test(previous)
    ) {
      numberText = `${previous} ${token}`;
      numberStart = suffixEnd - 1;
    }
    let prefix = '';
    const before = tokens[numberStart - 1];
    if (
      before !== undefined &&
      numberStart - 1 >= from &&
      isMarker(before) &&
      !/^(?:CR|DR)$/i.test(before)
    ) {
      prefix = before;
    }
    const withPrefix = prefix
      ? readAmountCandidate([prefix, numberText, ...suffix].join(' '), shape)
      : null;
    // Where decimals take a comma, '01.03' beside the amount is the value date, not money.
    if (shape.style === 'comma' && DAY_MONTH_DOTTED.test(numberText)) break;
    const candidate = withPrefix ?? readAmountCandidate([numberText, ...suffix].join(' '), shape);
    if (!candidate) break;
    amounts.unshift(candidate);
    start = withPrefix ? numberStart - 1 : numberStart;
    j = start - 1;
  }
  return { amounts, start };
}

/**
 * A last token that is nearly an amount: a digit misread as a letter ("4.5O", "l2.99"), or, on a line
 * that starts with a date, any number-like token that still does not read ("12,3.45").
 */
function isBrokenAmount(token: string | undefined, hasDate: boolean): boolean {
  if (!token || token.length > 20 || /[%:/]/.test(token)) return false;
  const digits = token.replace(/\D/g, '').length;
  if (digits < 2 || !/\d[.,]|[.,]\d/.test(token)) return false;
  const lookalikes = token
    .replace(/[Oo]/g, '0')
    .replace(/[Il|]/g, '1')
    .replace(/S/g, '5')
    .replace(/B/g, '8');
  if (lookalikes !== token && parseAmount(lookalikes)?.decimals === 2) return true;
  const letters = token.replace(/[^A-Za-z]/g, '').length;
  return hasDate && letters <= 2 && /\d[.,]\S*\d|\d[.,][A-Za-z0-9]{1,2}$/.test(token);
}

function analyzeLine(raw: string, lineNo: number, shape: AmountShape): LineInfo {
  const trimmed = raw.trim();
  if (trimmed === '') return { kind: 'blank', lineNo, raw, text: '' };
  if (trimmed.length > MAX_LINE_CHARS) return { kind: 'long', lineNo, raw, text: '' };
  const tokens = tokenize(
    repairSpaceDecimal(repairOcrSpacing(repairOcrLetters(trimmed, shape.hasPound)), shape),
  );
  markDottedDayMonth(tokens, shape);
  // "Monday, March 14": a weekday before the date says nothing more.
  // (A token with a digit, as a date's, is never a weekday: skip folding it.)
  const head = tokens[0] ?? '';
  let at = !/\d/.test(head) && WEEKDAYS.has(foldWords(head)) && tokens.length > 1 ? 1 : 0;
  let date: RawDate | undefined;
  const first = readDate(tokens, at);
  if (!first) at = 0;
  if (first) {
    date = first.raw;
    at += first.used;
    // A posting date beside the transaction date: keep the first.
    const second = readDate(tokens, at);
    if (second) at += second.used;
  }
  let trailing = readTrailingAmounts(tokens, at, shape);
  if (trailing.amounts.length === 0 && !date) {
    // "STARBUCKS 4.50 03/14": the date written last.
    for (const width of [1, 2, 3]) {
      const from = tokens.length - width;
      if (from <= at) break;
      const found = readDate(tokens, from);
      if (found && found.used === width) {
        const before = readTrailingAmounts(tokens.slice(0, from), at, shape);
        if (before.amounts.length > 0) {
          date = found.raw;
          trailing = before;
        }
        break;
      }
    }
  }
  let amounts = trailing.amounts;
  const start = trailing.start;
  let textTokens = tokens.slice(at, start);
  // A value date left between the words and the amount ('CB MONOPRIX 28/02   01.03   42,17'); on a
  // line without a date of its own, the record's date ('Lastschrift REWE   02.04   54,20').
  if (shape.style === 'comma' && DAY_MONTH_DOTTED.test(textTokens[textTokens.length - 1] ?? '')) {
    if (date) textTokens = textTokens.slice(0, -1);
    else textTokens[textTokens.length - 1] = `${textTokens[textTokens.length - 1]}.`;
  }
  if (amounts.length === 0 && date && at < tokens.length) {
    // "2024-03-14 -4.50 STARBUCKS": the amount right after the date (two tokens only where thousands
    // may be grouped by a space: '311 150.00' is a check number and its amount).
    for (const width of shape.hasMarkedThousands ? [1] : [2, 1]) {
      const candidate = readAmountCandidate(tokens.slice(at, at + width).join(' '), shape);
      if (candidate && at + width <= tokens.length) {
        amounts = [candidate];
        textTokens = tokens.slice(at + width);
        break;
      }
    }
  }
  let text = textTokens.join(' ');
  if (isSummaryText(text)) return { kind: 'skip', lineNo, raw, text };
  // A reward rate before the figures ('2%  $0.72  $36.04'): the first is the cash back earned, the
  // last the amount.
  const isReward = amounts.length === 2 && /^\d{1,2}(?:[.,]\d+)?%$/.test(textTokens.at(-1) ?? '');
  if (isReward) {
    amounts = amounts.slice(1);
    textTokens = textTokens.slice(0, -1);
    text = textTokens.join(' ');
  }
  const [amount] = amounts;
  const balance = amounts.length >= 2 ? amounts[amounts.length - 1] : undefined;
  if (amount) {
    if (date) return { kind: 'full', lineNo, raw, date, text, amount, balance };
    if (text === '') return { kind: 'amountOnly', lineNo, raw, text, amount, balance };
    // "STARBUCKS 03/14 4.50": a date inside the line.
    for (let i = 0; i < textTokens.length; i++) {
      if (!/\d/.test(textTokens[i] ?? '') && !/\d/.test(textTokens[i + 1] ?? '')) continue;
      const found = readDate(textTokens, i);
      if (found && (found.raw.y !== null || textTokens.length > 1)) {
        const rest = [...textTokens.slice(0, i), ...textTokens.slice(i + found.used)];
        if (rest.length > 0) {
          date = found.raw;
          text = rest.join(' ');
          return { kind: 'full', lineNo, raw, date, text, amount, balance, isDateInside: true };
        }
      }
    }
    return { kind: 'textAmount', lineNo, raw, text, amount, balance };
  }
  // (A line that is its date alone has no amount to be broken: '02.01.2024'.)
  if (
    (date || text !== '') &&
    at < tokens.length &&
    !parseDateText(tokens[tokens.length - 1] ?? '') &&
    isBrokenAmount(tokens[tokens.length - 1], date !== undefined)
  ) {
    return { kind: 'broken', lineNo, raw, text };
  }
  if (date) return { kind: text === '' ? 'dateOnly' : 'dateText', lineNo, raw, date, text };
  return { kind: 'text', lineNo, raw, text };
}

/**
 * 'DD.MM' without its closing dot ('01.02   01.02  Lastschrift'), as German statements print booking and
 * value date, is a date where the statement writes decimals with a comma, or where two stand side by
 * side at the start of the line; elsewhere '1.02' is an amount. Marked by the dot it lacks.
 */
function markDottedDayMonth(tokens: string[], shape: AmountShape): void {
  const [first, second] = tokens;
  if (!first || !DAY_MONTH_DOTTED.test(first)) return;
  const isPair = second !== undefined && DAY_MONTH_DOTTED.test(second);
  if (shape.style !== 'comma' && !isPair) return;
  tokens[0] = `${first}.`;
  if (isPair) tokens[1] = `${second}.`;
}

/**
 * Headings a bank's web page writes in words ('Today', 'Yesterday', 'Pending'): dates, given today's.
 * Pending transactions are dated today.
 */
const DAYS_AGO = new Map([
  ['today', 0], ['yesterday', 1], ['pending', 0], ['processing', 0], ['heute', 0], ['gestern', 1], ['vorgemerkt', 0],
  ['aujourd hui', 0], ['hier', 1], ['en attente', 0], ['hoy', 0], ['ayer', 1], ['pendiente', 0],
  ['vandaag', 0], ['gisteren', 1], ['oggi', 0], ['ieri', 1],
]); // prettier-ignore

function datePlainWords(infos: LineInfo[], today: string | undefined): void {
  if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return;
  for (const info of infos) {
    if (info.kind !== 'text' || info.text.length > 12) continue;
    const daysAgo = DAYS_AGO.get(foldWords(info.text));
    if (daysAgo === undefined) continue;
    const [y, m, d] = shiftDate(today, -daysAgo).split('-').map(Number) as [number, number, number];
    info.kind = 'dateOnly';
    info.date = { y, m, d };
    info.text = '';
  }
}

/** Lines of details a dated one-line record may take from below it. */
const DETAIL_LINES = 4;

/** A line of a record's details, not a sentence of the statement's small print. */
function isDetailLine(text: string): boolean {
  if (isColumnHeader(text)) return false;
  return text.length <= 70 && !(/[.!?:]$/.test(text) && text.split(' ').length >= 5);
}

/** In a statement of dated lines, how many lines of text a wrapped record may have before its amount. */
const WRAPPED_TEXT_LINES = 3;

/** What follows the first date of a period ("Jan 1 - Jan 31, 2021", "01.03. bis 31.03."). */
const DATE_RANGE_REST = /^(?:[-–—]|to\b|through\b|thru\b|bis\b|au\b|al\b|tot\b|t\/m\b)/i;

/**
 * Whether the money lines of a text are mostly dated: at least 4 dated ones and at least 3 in 5 of all.
 * The verification counter applies the same rule to its own reading of the lines.
 */
function isMostlyDated(dated: number, undated: number): boolean {
  return dated >= 4 && dated * 2 >= (dated + undated) * 1.2;
}

/** A state, province or country code in a column of its own ('CA', 'ON', 'GBR'). */
const REGION_CODE = /^[A-Z]{2,3}$/;

/**
 * A line's text as the columns it stands in ('SUSHI NOW', 'NOTTING', 'UK'): the raw line cut at runs
 * of two or more spaces, keeping the cells the text is made of. Undefined when they do not make it.
 */
function textCells(info: LineInfo): string[] | undefined {
  if (!/\S {2,}\S/.test(info.raw.trim())) return undefined;
  const cells = layoutCells(info.raw).map((cell) => cell.text);
  const start = cells.findIndex((cell) => info.text.startsWith(cell));
  if (start < 0) return undefined;
  const kept: string[] = [];
  for (const cell of cells.slice(start)) {
    kept.push(cell);
    if (kept.join(' ') === info.text) return kept;
  }
  return undefined;
}

/** The merchant cell(s) of a row whose last columns are a place and a region code, else undefined. */
function withoutLocation(cells: string[] | undefined): string | undefined {
  if (!cells || cells.length < 2 || !REGION_CODE.test(cells[cells.length - 1] ?? ''))
    return undefined;
  // 'SUSHI NOW  NOTTING  UK': the place before the code goes too.
  const kept = cells.length >= 3 ? cells.slice(0, -2) : cells.slice(0, -1);
  return kept.join(' ');
}

function isExchangeRateLine(info: LineInfo | undefined): boolean {
  return info?.kind === 'text' && isExchangeRateText(info.text);
}

/** A line too long to read looks like a transaction when an amount sits near either end of it. */
function hasAmountNearEnds(line: string): boolean {
  return /\d[.,]\d{2}(?!\d)/.test(line.slice(0, 500)) || /\d[.,]\d{2}(?!\d)/.test(line.slice(-500));
}

/** Reads pasted or OCR text. `today` (YYYY-MM-DD) gives year-less dates a year when nothing else does. */
interface TextOptions {
  today?: string | undefined;
  dateOrder?: DateOrder | undefined;
  signs?: SignReading | undefined;
}

export function extractText(prep: PreparedInput, options: TextOptions = {}): Extraction {
  const lines = prep.lines;
  // The file's decimal style, and whether it writes decimals at all, from the ends of its lines.
  const lastTokens: string[] = [];
  let hasDecimals = false;
  for (const line of lines) {
    if (line.length > MAX_LINE_CHARS || line === '') continue;
    const tokens = tokenize(line.trimEnd().slice(-60));
    const tail = tokens.slice(-3);
    for (const [k, token] of tail.entries()) {
      // 'DD.MM' before the line's last figure is a (value) date, not a dot-decimal amount.
      if (k < tail.length - 1 && DAY_MONTH_DOTTED.test(token)) continue;
      if (/\d[.,]\d{2}\)?-?$/.test(token) || /\d[.,]\d{2}\D{0,3}$/.test(token)) hasDecimals = true;
      if (/\d/.test(token)) lastTokens.push(token);
    }
  }
  const shape: AmountShape = {
    style: inferDecimalStyle(lastTokens),
    hasPound: lines.some((line) => line.includes('£')),
    isIntegerMode: !hasDecimals,
    hasMarkedThousands: lastTokens.some((t) => /\d[.,]\d{3}[.,]\d{2}/.test(t)),
  };

  const isCardStatement = isCardStatementText(lines);
  const printed = readStatementBalances(lines, shape.style);
  const balances = printed ? { ...printed, isCardAccount: isCardStatement } : undefined;

  // A table with debit and credit columns says each amount's direction by where it stands.
  const tableRecords = readColumnTables(lines, shape.style);
  if (tableRecords) {
    const needsYears = tableRecords.some((r) => r.date && r.date.y === null);
    return finishRecords(tableRecords, [], {
      ...options,
      lines,
      contextDates: needsYears ? collectFullDates(lines) : [],
      isCardStatement: false,
      balances,
    });
  }

  const infos = splitPanels(lines).map((line) => analyzeLine(line.text, line.lineNo, shape));
  datePlainWords(infos, options.today);
  const full = infos.filter((i) => i.kind === 'full').length;
  const dateStarts = infos.filter((i) => i.kind === 'dateOnly' || i.kind === 'dateText').length;
  // Dated as the counter sees it too: the date starts the line.
  const leadDated = infos.filter((i) => i.kind === 'full' && !i.isDateInside).length;
  // A statement document (balances, period, summary box) starts every transaction with its date:
  // money without one is a summary figure, even where its text is in reading order (a record's date
  // and text on one line, its amount a line or two below) and few lines are dated.
  const isStatementDocument = full + dateStarts > 0 && isStatementDocumentText(lines);
  // A layout whose records print their date between the words and the amount ('REWE Markt GmbH
  // 02.01.2024  -34,56€'), when such lines outnumber those that start with their date.
  const isDateMidLine = full - leadDated >= 3 && full - leadDated > leadDated;
  const isMultiLine = !isStatementDocument && dateStarts > full;
  // A statement whose transactions are dated lines ("03/14 STARBUCKS 4.50"): a money line without a
  // date there is a balance, a limit, a subtotal or a note under a transaction, never a transaction.
  const undated = infos.filter((i) => i.kind === 'textAmount' || i.kind === 'amountOnly').length;
  const isDatedStatement =
    isStatementDocument || (!isMultiLine && isMostlyDated(leadDated, undated + full - leadDated));

  // A card statement's location columns beside the merchant (city, then state or country), when most
  // of its dated rows have them: they are left out of what names the merchant.
  const dated = infos.filter((i) => i.kind === 'full' || i.kind === 'dateText');
  const merchantOnly = new Map<number, string>();
  for (const info of dated) {
    const merchant = withoutLocation(textCells(info));
    if (merchant) merchantOnly.set(info.lineNo, merchant);
  }
  if (merchantOnly.size < 3 || merchantOnly.size * 2 < dated.length) merchantOnly.clear();

  // Text in reading order whose records end with their date and amount, words first ('REWE Markt
  // GmbH' / 'Mastercard • Lebensmittel' / '02.01.2024' / '-34,56€'): a date alone right before an
  // amount alone, after words, most of the time.
  const isDateBeforeAmount = (k: number) =>
    infos[k]?.kind === 'dateOnly' &&
    infos[k + 1]?.kind === 'amountOnly' &&
    infos[k - 1]?.kind === 'text';
  const closingDates = infos.filter((_, k) => isDateBeforeAmount(k)).length;
  const closesWordsFirst = closingDates >= 3 && closingDates * 2 >= dateStarts;
  const isWordsFirst = isDatedStatement && closesWordsFirst;
  /** The words since the last record, waiting for the date that closes theirs. */
  let wordsBefore: { texts: string[]; raws: string[] } = { texts: [], raws: [] };
  const RECORD_WORD_LINES = 6;

  // Records whose name stands on the amount's line, in most of a list's money lines (an app).
  const namedWithAmount = infos.filter((i) => i.kind === 'textAmount').length;
  const isNamedWithAmount =
    namedWithAmount >= 3 &&
    namedWithAmount >= infos.filter((i) => i.kind === 'amountOnly').length * 3;

  const records: TextRecord[] = [];
  const unparsed: string[] = [];
  let pending: { line: number; date?: RawDate; texts: string[]; raws: string[] } | null = null;
  let dateHeading: RawDate | undefined;
  let lastWasAmountLine = false;
  let lastRecord: TextRecord | undefined;
  // A dated record written on one line, whose details the lines below it may add ('Lastschrift' /
  // 'STADTWERKE MUSTERSTADT GMBH' / 'ABSCHLAG STROM 02/2024').
  let detailsOf: TextRecord | undefined;

  // The section the lines are in, by its heading: credits, debits, or daily balances (no transactions).
  let section: SectionKind | undefined;
  let isChecksSection = false;
  // Where the section's heading and the last line of words stand.
  let sectionLine: number | undefined;
  let previousWords: number | undefined;
  const emit = (record: TextRecord) => {
    wordsBefore = { texts: [], raws: [] };
    if (section === 'balance') return;
    if (section === 'debit' || section === 'credit') record.flag = section;
    // Under 'Checks', a row's only words are the check's number.
    const number =
      record.texts.length === 1 ? /^(\d{1,8})\*?(?:\s+\d{6,})?$/.exec(record.texts[0]!) : null;
    if (isChecksSection && number) record.texts = [`Check ${number[1]}`];
    records.push(record);
    lastRecord = record;
  };

  // Whether the line before was a balance or limit label.
  let afterLabel = false;
  for (const [index, info] of infos.entries()) {
    if (info.kind !== 'text') detailsOf = undefined;
    const wasAfterLabel = afterLabel;
    if (info.kind !== 'blank') afterLabel = false;
    const isWords = info.kind === 'text' || info.kind === 'skip';
    // A table's header row ends a section of daily balances.
    // Column headers printed a word a line ('Description' / 'Deposits/' / 'Additions') are a table's
    // header in reading order, not headings of sections.
    const isHeaderCell = (text: string) => isColumnHeaderWord(text) || /\/$/.test(text);
    const isHeaderRun =
      isWords &&
      (/\/$/.test(info.text) ||
        [infos[index - 1], infos[index + 1]].some(
          (near) =>
            near !== undefined &&
            (isHeaderCell(near.text) || (near.kind === 'text' && !!sectionOf(near.text))),
        ));
    const named = isWords ? sectionOf(info.text) : undefined;
    // A table's header row under a heading of its own ('Electronic Payments' / 'POSTING DATE
    // DESCRIPTION AMOUNT') starts a table the section above says nothing of.
    const isTableStart =
      isWords &&
      section !== undefined &&
      section !== 'transactions' &&
      isColumnHeader(info.text) &&
      previousWords !== undefined &&
      previousWords !== sectionLine;
    const heading =
      (named && isHeaderRun ? 'transactions' : named) ??
      ((section === 'balance' && isWords && isColumnHeader(info.text)) || isTableStart
        ? 'transactions'
        : undefined);
    if (isWords) previousWords = index;
    if (heading) sectionLine = index;
    if (heading) {
      detailsOf = undefined;
      section = heading;
      isChecksSection = /^checks?\b/i.test(info.text.trim());
      pending = null;
      lastWasAmountLine = false;
      continue;
    }
    switch (info.kind) {
      case 'blank':
        wordsBefore = { texts: [], raws: [] };
        continue;
      case 'skip':
        // A balance or limit label: what follows is its figure. In a dated statement it also ends a
        // record begun above ("Payment Due Date" / "Feb. 16, 2021" / "New Balance" / "$59.23").
        if (isMultiLine || isDatedStatement) pending = null;
        afterLabel = true;
        continue;
      case 'long':
        if (hasAmountNearEnds(info.raw)) unparsed.push(reportLine(info.raw));
        pending = null;
        lastWasAmountLine = false;
        continue;
      case 'broken':
        unparsed.push(reportLine(info.raw));
        pending = null;
        lastWasAmountLine = false;
        continue;
      case 'full':
        if (isDatedStatement && info.isDateInside && !isDateMidLine) {
          // Where records start with their date, a date inside a line belongs to its text ("Abrechnung
          // 31.03.2021 0,24-", "Rundfunk 04.2021 - 06.2021 52,50"): not a record of its own.
          pending = null;
          lastWasAmountLine = false;
          continue;
        }
        pending = null;
        dateHeading = undefined;
        emit({
          line: info.lineNo,
          date: info.date,
          texts: [info.text],
          merchantText: merchantOnly.get(info.lineNo),
          amount: info.amount!,
          balance: info.balance,
        });
        if (isDatedStatement && lastRecord?.line === info.lineNo) detailsOf = lastRecord;
        lastWasAmountLine = true;
        continue;
      case 'dateOnly':
        if (isMultiLine && pending?.date && pending.texts.length === 0) {
          // The second of two dates (posting date beside transaction date).
        } else if (isMultiLine && pending && !pending.date && pending.texts.length === 0) {
          pending.date = info.date;
        } else if (isMultiLine && pending && !pending.date && closesWordsFirst) {
          // The record's date after its words ('REWE Markt GmbH' / 'Mastercard' / '02.01.2024').
          pending.date = info.date;
        } else if (
          isDatedStatement &&
          pending?.date &&
          pending.texts.length > 0 &&
          (infos[index + 1]?.kind === 'amountOnly' || infos[index + 1]?.kind === 'textAmount')
        ) {
          // A second date of the record above, its amount right below ('CAPITAL ONE AUTOPAY PYMT' /
          // '16-Jan' / '- $65.71'): the authorisation or posting date, not a new record.
        } else if (isWordsFirst && wordsBefore.texts.length > 0) {
          pending = { line: info.lineNo, date: info.date, ...wordsBefore };
          wordsBefore = { texts: [], raws: [] };
        } else {
          pending =
            isMultiLine || isDatedStatement
              ? { line: info.lineNo, date: info.date, texts: [], raws: [info.raw] }
              : null;
        }
        dateHeading = info.date;
        lastWasAmountLine = false;
        continue;
      case 'dateText':
        pending =
          isMultiLine || (isDatedStatement && !DATE_RANGE_REST.test(info.text))
            ? { line: info.lineNo, date: info.date, texts: [info.text], raws: [info.raw] }
            : null;
        dateHeading = isMultiLine ? info.date : undefined;
        lastWasAmountLine = false;
        continue;
      case 'text':
        if (isWordsFirst && !pending?.date) {
          // A table's header, printed a word a line, ends the words gathered so far.
          if (isColumnHeaderWord(info.text)) wordsBefore = { texts: [], raws: [] };
          else {
            wordsBefore.texts.push(info.text);
            wordsBefore.raws.push(info.raw);
            if (wordsBefore.texts.length > RECORD_WORD_LINES) {
              wordsBefore.texts.shift();
              wordsBefore.raws.shift();
            }
          }
        } else if (isDatedStatement) {
          // A dated record wrapped over lines ("Jan 12" / "Zelle money sent to" / "Debit - $25.00").
          if (pending?.date && pending.texts.length < WRAPPED_TEXT_LINES) {
            // The rate under a foreign amount says nothing of the merchant.
            if (!isExchangeRateLine(info)) pending.texts.push(info.text);
            pending.raws.push(info.raw);
          } else {
            pending = null;
            if (detailsOf && detailsOf.texts.length <= DETAIL_LINES && isDetailLine(info.text)) {
              detailsOf.texts.push(info.text);
            } else detailsOf = undefined;
          }
        } else if (isMultiLine) {
          if (pending && pending.texts.length < 6) {
            pending.texts.push(info.text);
            pending.raws.push(info.raw);
          } else {
            pending = {
              line: info.lineNo,
              date: dateHeading,
              texts: [info.text],
              raws: [info.raw],
            };
          }
        }
        lastWasAmountLine = false;
        continue;
      case 'textAmount':
      case 'amountOnly': {
        if (isMultiLine && wasAfterLabel && !pending) {
          // The figure of a label on the line above ('Available Balance' / '$1,904.59').
          lastWasAmountLine = false;
          continue;
        }
        if (info.kind === 'amountOnly' && lastWasAmountLine && isDatedStatement && !pending) {
          // A second figure under a record's amount: its running balance.
          if (lastRecord && !lastRecord.balance) lastRecord.balance = info.amount;
          lastWasAmountLine = false;
          continue;
        }
        if (isDatedStatement && (!pending?.date || (pending.texts.length === 0 && !info.text))) {
          // Undated money in a dated statement: a balance, a limit, a note under a transaction. So is
          // a date with a figure and no words ("Minimum Payment Warning:" / "02/20/21" / "$35.09").
          pending = null;
          lastWasAmountLine = false;
          continue;
        }
        if (isDatedStatement && pending && isExchangeRateLine(infos[index + 1])) {
          // A foreign amount with its rate below it ("63.21 CAD" / "1.2839 Exchange Rate" /
          // "$49.23"): the record's own amount is the one after the rate.
          pending.texts.push(info.text);
          pending.raws.push(info.raw);
          continue;
        }
        if (info.kind === 'amountOnly' && lastWasAmountLine) {
          // A second figure under the amount: the running balance.
          if (lastRecord && !lastRecord.balance) lastRecord.balance = info.amount;
          continue;
        }
        if (isMultiLine && isNamedWithAmount && pending && info.kind === 'textAmount') {
          // An app's list prints each record's name beside its amount and a note under it
          // ('Pret A Manger  £4.20' / 'Eating out'): the words above belong to the record above.
          const above = lastRecord;
          if (above && pending.texts.length <= DETAIL_LINES) above.texts.push(...pending.texts);
          emit({
            line: info.lineNo,
            date: pending.date ?? dateHeading,
            texts: [info.text],
            amount: info.amount!,
            balance: info.balance,
          });
        } else if ((isMultiLine || isDatedStatement) && pending) {
          emit({
            line: pending.line,
            date: pending.date,
            texts: [...pending.texts, info.text],
            merchantText: merchantOnly.get(pending.line),
            amount: info.amount!,
            balance: info.balance,
          });
        } else {
          emit({
            line: info.lineNo,
            date: dateHeading,
            texts: [info.text],
            amount: info.amount!,
            balance: info.balance,
          });
        }
        pending = null;
        lastWasAmountLine = true;
        continue;
      }
    }
  }

  // Year-less dates need the years written elsewhere ("Statement period: 02/21/2024 - 03/20/2024").
  const needsYears = records.some((r) => r.date && r.date.y === null);
  return finishRecords(records, unparsed, {
    ...options,
    lines,
    contextDates: needsYears ? collectFullDates(lines) : [],
    isCardStatement,
    balances,
  });
}

const FULL_DATE =
  /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\p{L}{3,9}\.? \d{1,2},? \d{4}\b|\b\d{1,2}\.? \p{L}{3,9}\.? \d{4}\b/gu;

const FULL_DATE_SOURCE = FULL_DATE.source;
/** A statement period: two full dates joined by a range word ("vom 05.03.2021 bis 01.04.2021"). */
const PERIOD = new RegExp(
  `(${FULL_DATE_SOURCE})\\s*(?:[-–—]|to|through|thru|bis|au|al|tot|a)\\s*(${FULL_DATE_SOURCE})`,
  'iu',
);

/** A period whose first date leaves its year to the second ("16 Jan - 15 Feb 2024", "Dec 18 to Jan 17, 2021"). */
const PERIOD_TO_END = new RegExp(
  `(?:^|\\s)(?:\\d{1,2}\\.? \\p{L}{3,9}\\.?|\\p{L}{3,9}\\.? \\d{1,2})\\s*(?:[-–—]|to|through|thru|bis|au|al|tot)\\s*(${FULL_DATE_SOURCE})`,
  'iu',
);

/**
 * The dates with a year that year-less dates take theirs from: the statement period when the text
 * prints one ("Statement period: 02/21/2024 - 03/20/2024"; of "16 Jan - 15 Feb 2024" its end), else
 * every date with a year in it.
 */
function collectFullDates(lines: string[]): RawDate[] {
  const found: RawDate[] = [];
  const period: RawDate[] = [];
  for (const line of lines) {
    if (line.length > MAX_LINE_CHARS || !/\d/.test(line)) continue;
    const range = PERIOD.exec(line);
    const toEnd = range ? null : PERIOD_TO_END.exec(line);
    for (const text of range ? [range[1], range[2]] : toEnd ? [toEnd[1]] : []) {
      const raw = parseDateText(text ?? '');
      if (raw && raw.y !== null) period.push(raw);
    }
    for (const m of line.matchAll(FULL_DATE)) {
      const raw = parseDateText(m[0]);
      if (raw && raw.y !== null) found.push(raw);
      if (found.length >= 2_000) return period.length > 0 ? period : found;
    }
  }
  return period.length > 0 ? period : found;
}

/**
 * The currency a statement whose amounts carry none states in its column headers or balance lines
 * ('Paid out £', 'Betrag (EUR)', 'Start balance £1,240.65'), when they all name the same one.
 */
function statementCurrency(lines: readonly string[]): string | undefined {
  const named = new Set<string>();
  for (const line of lines) {
    if (line.length > 300) continue;
    const isHeaderOrBalance =
      isColumnHeader(line.replace(/[£€$₹]|\b[A-Z]{3}\b|\(|\)/g, ' ')) ||
      /balance|saldo|solde|kontostand/i.test(line);
    if (!isHeaderOrBalance) continue;
    const code = currencyNamedIn(line);
    if (code) named.add(code);
  }
  if (named.size === 1) return [...named][0];
  if (named.size > 1) return undefined;
  // Else the account's own IBAN says ('IBAN DE00 1234 ...', 'GB00HBUK4011...').
  for (const line of lines) {
    const iban =
      /\bIBAN:?\s*([A-Z]{2})\d{2}/.exec(line) ?? /\b([A-Z]{2})\d{2}[A-Z]{4}\d{10,26}\b/.exec(line);
    if (iban?.[1]) return IBAN_CURRENCIES.get(iban[1]);
  }
  return undefined;
}

/** The currency of an account by its IBAN's country, where the country has one. */
const IBAN_CURRENCIES = new Map([
  ...['DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'IE', 'FI', 'LU', 'GR', 'SK', 'SI', 'EE', 'LV',
    'LT', 'MT', 'CY', 'HR'].map((country): [string, string] => [country, 'EUR']),
  ['GB', 'GBP'], ['CH', 'CHF'], ['PL', 'PLN'], ['CZ', 'CZK'], ['HU', 'HUF'], ['SE', 'SEK'],
  ['DK', 'DKK'], ['NO', 'NOK'], ['RO', 'RON'], ['BG', 'BGN'],
]); // prettier-ignore

/**
 * Whether the balances are what the account holds or what is owed on a card. A card statement usually
 * says so in its summary box; where that box is missing, the balances say it themselves when only
 * the owed reading adds up (previous balance + charges - credits = new balance).
 */
function withBalanceConvention(
  balances: Extraction['balances'],
  signed: readonly number[],
): Extraction['balances'] {
  if (!balances || balances.isCardAccount) return balances;
  const net = signed.reduce((sum, cents) => sum + cents, 0);
  const isHeld = balances.openingCents + net === balances.closingCents;
  const isOwed = balances.openingCents - net === balances.closingCents;
  return !isHeld && isOwed ? { ...balances, isCardAccount: true } : balances;
}

/**
 * How many rows make the statement's own table, when rows follow it that are not this account's (an
 * example table, another account's list): the rows up to the one whose running balance is the printed
 * closing balance reconcile to the cent, and all rows do not. Undefined when nothing needs cutting.
 */
function rowsThroughClosing(
  records: readonly TextRecord[],
  signed: readonly number[],
  balances: Extraction['balances'],
): number | undefined {
  if (!balances) return undefined;
  // A card's balance is what is owed: charges (money out) raise it.
  const netToClose = balances.isCardAccount
    ? balances.openingCents - balances.closingCents
    : balances.closingCents - balances.openingCents;
  let net = 0;
  let cut: number | undefined;
  for (const [index, cents] of signed.entries()) {
    net += cents;
    const balance = records[index]?.balance;
    if (
      net === netToClose &&
      balance &&
      Math.abs(balanceCents(balance.parsed)) === Math.abs(balances.closingCents)
    )
      cut = index + 1;
  }
  return net === netToClose || cut === signed.length ? undefined : cut;
}

function finishRecords(
  records: TextRecord[],
  unparsed: string[],
  options: TextOptions & {
    lines: readonly string[];
    contextDates: RawDate[];
    isCardStatement: boolean;
    balances?: Extraction['balances'];
  },
): Extraction {
  const order = inferDateOrder(
    [...records.flatMap((r) => (r.date ? [r.date] : [])), ...options.contextDates],
    {
      isEuropean: records.some(
        (r) => r.amount.parsed.separator === ',' || isEuroCurrency(r.amount.parsed.currency),
      ),
      preferred: options.dateOrder,
    },
  );
  // Year-less dates take their year from the full dates around them.
  const fullDays: number[] = [];
  const years: number[] = [];
  for (const raw of [
    ...records.flatMap((r) => (r.date ? [r.date] : [])),
    ...options.contextDates,
  ]) {
    if (raw.y === null) continue;
    const iso = toIsoDate(raw, order);
    const day = iso ? isoDayNumber(iso) : undefined;
    if (day !== undefined) {
      fullDays.push(day);
      years.push(raw.y);
    }
  }
  let minDay: number | undefined;
  let maxDay: number | undefined;
  for (const day of fullDays) {
    if (minDay === undefined || day < minDay) minDay = day;
    if (maxDay === undefined || day > maxDay) maxDay = day;
  }
  const context = {
    minDay,
    maxDay,
    years: [...new Set(years)].slice(0, 20),
    today: options.today,
  };

  const descriptions = records.map((r) => joinDescription(r.texts));
  const signed = resolveSigns(
    records.map((r, index) => ({
      amount: r.amount.parsed,
      description: descriptions[index] ?? '',
      balanceCents: r.balance ? balanceCents(r.balance.parsed) : undefined,
      ...(r.flag ? { flag: r.flag } : {}),
    })),
    { signs: options.signs, isCardStatement: options.isCardStatement },
  );

  // Rows after the statement's closing balance belong to another table: set them aside, listed.
  const balances = withBalanceConvention(options.balances, signed);
  const cut = rowsThroughClosing(records, signed, balances);
  if (cut !== undefined) {
    for (const r of records.slice(cut)) unparsed.push(reportLine(options.lines[r.line - 1] ?? ''));
    records = records.slice(0, cut);
    descriptions.length = cut;
    signed.length = cut;
  }

  const currencies = new Set<string>();
  for (const r of records) if (r.amount.parsed.currency) currencies.add(r.amount.parsed.currency);
  const fileCurrency =
    currencies.size === 1
      ? [...currencies][0]
      : currencies.size === 0
        ? statementCurrency(options.lines)
        : undefined;

  const transactions: StatementTransaction[] = records.map((r, index) => {
    let date: string | null = null;
    if (r.date) {
      if (r.date.y !== null) date = toIsoDate(r.date, order);
      else {
        const md = monthDay(r.date, order);
        const year = md ? chooseYear(md, context) : undefined;
        date = year === undefined ? null : toIsoDate(r.date, order, year);
      }
    }
    const tx: StatementTransaction = {
      date,
      amountCents: signed[index] ?? 0,
      description: descriptions[index] ?? '',
      line: r.line,
    };
    if (r.merchantText !== undefined) {
      tx.merchantText = joinDescription([r.merchantText, ...r.texts.slice(1)]);
    }
    const currency = r.amount.parsed.currency ?? fileCurrency;
    if (currency) tx.currency = currency;
    return tx;
  });

  const extraction: Extraction = { format: 'text', transactions, unparsedLines: unparsed };
  if (fileCurrency) extraction.currency = fileCurrency;
  if (balances) extraction.balances = balances;
  return extraction;
}

function balanceCents(parsed: ParsedAmount): number {
  return parsed.sign === 'negative' ? -parsed.cents : parsed.cents;
}

function isEuroCurrency(code: string | undefined): boolean {
  return code === 'EUR';
}
