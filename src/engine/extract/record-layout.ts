// How a text lays out its records, decided once from the kinds of all its lines before any record is
// assembled: one Layout value, so that each line's handler (text-records.ts) reads the same decisions.
import type { LineInfo } from './text-line.ts';
import { layoutCells } from './input.ts';
import { isMonthName } from './dates.ts';
import { foldWords, isStatementDocumentText, TYPE_LABEL_WORDS } from './words.ts';

export interface Layout {
  /**
   * A layout whose records print their date between the words and the amount ('REWE Markt GmbH
   * 02.01.2024  -34,56€'), when such lines outnumber those that start with their date.
   */
  isDateMidLine: boolean;
  /** Records spread over lines (date, words, amount), more dates alone than dated money lines. */
  isMultiLine: boolean;
  /**
   * A statement whose transactions are dated lines ("03/14 STARBUCKS 4.50"): a money line without a
   * date there is a balance, a limit, a subtotal or a note under a transaction, never a transaction.
   */
  isDatedStatement: boolean;
  /**
   * Text in reading order whose records end with their date and amount, words first ('REWE Markt
   * GmbH' / 'Mastercard • Lebensmittel' / '02.01.2024' / '-34,56€'): a date alone right before an
   * amount alone, after words, most of the time.
   */
  closesWordsFirst: boolean;
  /** closesWordsFirst in a dated statement: words wait for the date that closes their record. */
  isWordsFirst: boolean;
  /**
   * Text in reading order whose dated records go on after their figures ('2026-11-01' / '消费' /
   * '-38.50' / '8,613.80' / '美团'), most of them: the words up to the next date are the record's.
   */
  hasWordsAfterFigures: boolean;
  /**
   * How many lines of words a dated record usually takes before its amount (the median): text in
   * reading order may give each cell a line (a reference, three of description, a branch).
   */
  wordLinesPerRecord: number;
  /** The most lines of words that two dated records or more take before their amounts. */
  wordLinesAtMost: number;
  /** Records whose name stands on the amount's line, in most of a list's money lines (an app). */
  isNamedWithAmount: boolean;
  /**
   * A dated statement that prints a day's date once, over all its records: after a record's
   * figures come words and a figure again with no date between ('55.00' / 'D/D VODAFONE IRELAND
   * LTD' / 'VF-IE-88241937' / '40.00'), three times or more. Such words start a record of that day.
   */
  isDayShared: boolean;
  /**
   * Records whose date stands on the line below their words and amount ('Card transaction of 7.50
   * EUR issued by Bvg Berlin  -7.50  4,129.97' / '30 April 2024   Card ending in 4417'), as Wise
   * prints them: no line leads with its date and amount, and most money lines have a date below.
   */
  isDateBelow: boolean;
  /**
   * By line number, the merchant's words of a card statement's dated row without its location columns
   * (city, then state or country), when most of its dated rows have them.
   */
  merchantOnly: Map<number, string>;
  /**
   * The column where most dated records' dates start in the printed line, when they share one: a
   * row whose date stands there after a first cell of words (a card's name: 'VISA GOLD  17ИЮН ...')
   * starts a record too.
   */
  dateColumn?: number;
}

/** A line that ends a record with its figure: an amount alone, or words or a date and an amount. */
export function endsWithFigure(info: LineInfo | undefined): boolean {
  return info?.kind === 'amountOnly' || info?.kind === 'textAmount' || info?.kind === 'full';
}

/**
 * A figure alone again, after words: the amount of a record that printed no date (or a date only
 * in its words, 'POS 08NOV AMAZON* MKTPL EU-IE 24.99'). (Words beside a figure, 'Total Other
 * Deposits  1,247.40', are too often a subtotal to count.)
 */
function isUndatedEnd(info: LineInfo | undefined): boolean {
  return info?.kind === 'amountOnly' || (info?.kind === 'full' && !!info.isDateInside);
}

/** Lines within which a day's next date follows a record of the day, in a table still going on. */
const DAY_NEXT_DATE_LINES = 12;

/**
 * Whether the line at k ends a record and words after it, then a figure, make another with no date:
 * a figure of its own (not nothing, nor the figure above repeated in its details, as '1500000.00'
 * under '1,500,000.00 DB'), with a dated line a few lines on (not a summary after the table).
 */
function startsAnotherOfTheDay(infos: readonly LineInfo[], k: number, wordLines: number): boolean {
  const end = infos[k];
  if (!endsWithFigure(end)) return false;
  let j = k + 1;
  while (infos[j]?.kind === 'amountOnly') j++;
  const words = j;
  while (j - words < Math.max(3, wordLines) && infos[j]?.kind === 'text') j++;
  const next = infos[j];
  if (j === words || !isUndatedEnd(next)) return false;
  const cents = Math.abs(next!.amount?.parsed.cents ?? 0);
  if (cents === 0 || cents === Math.abs(end!.amount?.parsed.cents ?? 0)) return false;
  for (let d = j + 1; d <= j + DAY_NEXT_DATE_LINES && d < infos.length; d++) {
    const kind = infos[d]!.kind;
    if (kind === 'dateOnly' || kind === 'dateText' || (kind === 'full' && !infos[d]!.isDateInside))
      return true;
  }
  return false;
}

/** Whether three records or more start after another of their day with no date (stops at three). */
function hasThreeDayStarts(infos: readonly LineInfo[], wordLines: number): boolean {
  let found = 0;
  for (let k = 0; k < infos.length && found < 3; k++) {
    if (startsAnotherOfTheDay(infos, k, wordLines)) found++;
  }
  return found >= 3;
}

/** The column most records that lead with their date start at, when at least 3 and most share it. */
function commonDateColumn(infos: readonly LineInfo[]): number | undefined {
  const columns = new Map<number, number>();
  let dated = 0;
  for (const info of infos) {
    if (info.kind !== 'full' || info.isDateInside) continue;
    dated += 1;
    const column = info.raw.length - info.raw.trimStart().length;
    columns.set(column, (columns.get(column) ?? 0) + 1);
  }
  let best: [number, number] | undefined;
  for (const entry of columns) if (!best || entry[1] > best[1]) best = entry;
  return best && best[1] >= 3 && best[1] * 5 >= dated * 3 && best[0] > 0 ? best[0] : undefined;
}

export function classifyLayout(infos: readonly LineInfo[], lines: readonly string[]): Layout {
  const full = infos.filter((i) => i.kind === 'full').length;
  const dateStarts = infos.filter((i) => i.kind === 'dateOnly' || i.kind === 'dateText').length;
  // Dated as the counter sees it too: the date starts the line.
  const leadDated = infos.filter((i) => i.kind === 'full' && !i.isDateInside).length;
  // A statement document (balances, period, summary box) starts every transaction with its date:
  // money without one is a summary figure, even where its text is in reading order (a record's date
  // and text on one line, its amount a line or two below) and few lines are dated.
  const isStatementDocument = full + dateStarts > 0 && isStatementDocumentText(lines);
  const isDateMidLine = full - leadDated >= 3 && full - leadDated > leadDated;
  const isMultiLine = !isStatementDocument && dateStarts > full;
  const undated = infos.filter((i) => i.kind === 'textAmount' || i.kind === 'amountOnly').length;
  const isDatedStatement =
    isStatementDocument || (!isMultiLine && isMostlyDated(leadDated, undated + full - leadDated));

  const dated = infos.filter((i) => i.kind === 'full' || i.kind === 'dateText');
  const merchantOnly = new Map<number, string>();
  for (const info of dated) {
    // (Only a text that ends in a code can have one: most rows are passed over without their cells.)
    if (!ENDS_IN_CODE.test(info.text)) continue;
    const merchant = withoutLocation(textCells(info));
    if (merchant) merchantOnly.set(info.lineNo, merchant);
  }
  if (merchantOnly.size < 3 || merchantOnly.size * 2 < dated.length) merchantOnly.clear();

  const isDateBeforeAmount = (k: number) =>
    infos[k]?.kind === 'dateOnly' &&
    infos[k + 1]?.kind === 'amountOnly' &&
    infos[k - 1]?.kind === 'text';
  const closingDates = infos.filter((_, k) => isDateBeforeAmount(k)).length;
  const closesWordsFirst = closingDates >= 3 && closingDates * 2 >= dateStarts;

  const dateColumn = commonDateColumn(infos);
  // (A record's second date right under its first, value date under booking date, is the same
  // record's: its first stands for it.)
  const dateLines = infos.flatMap((info, k) =>
    (info.kind === 'dateOnly' || info.kind === 'dateText') && infos[k - 1]?.kind !== 'dateOnly'
      ? [k]
      : [],
  );
  const goesOnAfterFigures = (k: number) => {
    let j = infos[k + 1]?.kind === 'dateOnly' ? k + 2 : k + 1;
    while (j <= k + 5 && infos[j]?.kind === 'text') j++;
    // (Past a value date between the words and the figures: '01.12.' / 'Dauerauftrag' / '01.12.' /
    // '890,00-' / 'Hausverwaltung Dr. Karl Mayer GmbH'.)
    if (j > k + 1 && infos[j]?.kind === 'dateOnly' && infos[j + 1]?.kind === 'amountOnly') j++;
    if (infos[j]?.kind !== 'amountOnly') return false;
    while (infos[j]?.kind === 'amountOnly') j++;
    if (infos[j]?.kind !== 'text') return false;
    // (Words that end with a figure of their own are the next record's, listed under the same day:
    // 'Payment received' / 'Payment · 07:15' / 'R 8 500.00'.)
    const words = j;
    while (j <= words + 5 && infos[j]?.kind === 'text') j++;
    return infos[j]?.kind !== 'amountOnly';
  };
  const wordsAfterFigures = dateLines.filter(goesOnAfterFigures).length;
  const wordLines = dateLines
    .map((k) => {
      // (Past the record's second date right under its first: booking date under transaction date.)
      const first = infos[k + 1]?.kind === 'dateOnly' ? k + 2 : k + 1;
      let j = first;
      while (j <= first + 7 && infos[j]?.kind === 'text') j++;
      return infos[j]?.kind === 'amountOnly' ? j - first : -1;
    })
    .filter((n) => n >= 0)
    .sort((a, b) => a - b);
  const wordLinesPerRecord = wordLines.length >= 3 ? wordLines[wordLines.length >> 1]! : 0;
  // (The most that two records or more take: a transfer's address and title take more lines than a
  // card's payment.)
  const wordLinesAtMost =
    wordLines.length >= 3 ? (wordLines.findLast((n, i) => wordLines[i - 1] === n) ?? 0) : 0;
  const hasWordsAfterFigures = wordsAfterFigures >= 3 && wordsAfterFigures * 2 >= dateLines.length;
  const withAmount = infos.filter((i) => i.kind === 'textAmount');
  const namedWithAmount = withAmount.length;
  // (Not where the words beside the amounts are mostly its kind, 'Visa purchase', 'BPAY': the name
  // stands above them.)
  const isNamedWithAmount =
    namedWithAmount >= 3 &&
    namedWithAmount >= infos.filter((i) => i.kind === 'amountOnly').length * 3 &&
    withAmount.filter((i) => isTypeLabel(i.text)).length * 2 < namedWithAmount;

  // (Only in a dated statement not read words first nor words after figures: those end records
  // their own way.)
  const isDayShared =
    isDatedStatement &&
    !closesWordsFirst &&
    !hasWordsAfterFigures &&
    hasThreeDayStarts(infos, wordLinesPerRecord);

  const datedBelow = infos.filter(
    (info, k) =>
      info.kind === 'textAmount' &&
      (infos[k + 1]?.kind === 'dateText' || infos[k + 1]?.kind === 'dateOnly'),
  ).length;
  const isDateBelow = leadDated === 0 && datedBelow >= 3 && datedBelow * 3 >= namedWithAmount * 2;

  return {
    isDateBelow,
    isDateMidLine,
    isMultiLine,
    isDatedStatement,
    closesWordsFirst,
    isWordsFirst: isDatedStatement && closesWordsFirst,
    isNamedWithAmount,
    isDayShared,
    hasWordsAfterFigures,
    wordLinesPerRecord,
    wordLinesAtMost,
    merchantOnly,
    ...(dateColumn !== undefined ? { dateColumn } : {}),
  };
}

/**
 * Whether a text beside an amount names the kind of transaction, not who was paid ('Visa purchase ·
 * Pending · 10 Mar', 'Osko payment received'): its words, dates and marks aside, are all such words.
 */
function isTypeLabel(text: string): boolean {
  const words = foldWords(text.replace(/\d+/g, ' '))
    .split(' ')
    .filter((word) => word !== '' && !isMonthName(word));
  return words.length > 0 && words.length <= 5 && words.every((word) => TYPE_LABEL_WORDS.has(word));
}

/**
 * Whether the money lines of a text are mostly dated: at least 4 dated ones and at least 3 in 5 of all.
 * The verification counter applies the same rule to its own reading of the lines.
 */
function isMostlyDated(dated: number, undated: number): boolean {
  return dated >= 4 && dated * 2 >= (dated + undated) * 1.2;
}

/** A state, province or country code in a column of its own ('CA', 'ON', 'GBR'). */
const REGION_CODE = /^[A-Z]{2,3}$/;
const ENDS_IN_CODE = /\s[A-Z]{2,3}$/;

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
