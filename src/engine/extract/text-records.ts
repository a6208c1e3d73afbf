// Lines of text made into records: one handler per kind of line (text-line.ts says which), each reading
// and changing one small state (the record begun above, the section the lines are in, the last record)
// under the text's Layout (record-layout.ts), decided beforehand.
import { balanceKind } from './balances.ts';
import type { RawDate } from './dates.ts';
import { reportLine } from './input.ts';
import { endsWithFigure, type Layout } from './record-layout.ts';
import type { AmountToken, LineInfo, LineKind } from './text-line.ts';
import {
  isColumnHeader,
  isBalancesHeader,
  isColumnHeaderWord,
  isExchangeRateText,
  isLabelsRow,
  isSweepHeading,
  isFailedStatus,
  sectionOf,
  type SectionKind,
} from './words.ts';

export interface TextRecord {
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

/** A record begun on the lines above, waiting for its amount. */
interface PendingRecord {
  line: number;
  date?: RawDate;
  texts: string[];
  raws: string[];
  /** Words after a record's figures, dated by that record's day (a day's date printed once). */
  isOfTheDay?: boolean;
}

interface Assembly {
  readonly infos: readonly LineInfo[];
  readonly layout: Layout;
  readonly records: TextRecord[];
  readonly unparsed: string[];
  pending: PendingRecord | null;
  /** The date of a date heading above ('14 Mar'), for records that print none of their own. */
  dateHeading: RawDate | undefined;
  lastWasAmountLine: boolean;
  lastRecord: TextRecord | undefined;
  /**
   * A dated record written on one line, whose details the lines below it may add ('Lastschrift' /
   * 'STADTWERKE MUSTERSTADT GMBH' / 'ABSCHLAG STROM 02/2024').
   */
  detailsOf: TextRecord | undefined;
  /** The words since the last record, waiting for the date that closes theirs (words-first layout). */
  wordsBefore: { texts: string[]; raws: string[] };
  /** The section the lines are in, by its heading: credits, debits, or daily balances (no transactions). */
  section: SectionKind | undefined;
  isChecksSection: boolean;
  /** Where the section's heading and the last line of words stand. */
  sectionLine: number | undefined;
  previousWords: number | undefined;
  /** Whether the line before (blank lines aside) was a balance or limit label. */
  afterLabel: boolean;
  /** afterLabel as it stood before the current line. */
  wasAfterLabel: boolean;
  /**
   * A label alone on its line, its figures a line each below it ('RULAJ ZI' / '187.45' / '0.00'):
   * the figures are the label's. A balance's label ('SOLD FINAL ZI' / '3,225.35') gives the record
   * above its running balance.
   */
  labelFigures: { isBalance: boolean } | undefined;
  /**
   * A balance's label was read since the last dated line: words after a figure then start no record
   * of the day ('SOLDE CREDITEUR AU 31/10/2025' / '3.176,87' / a box of the month's fees).
   */
  isPastBalance: boolean;
  /** The last record, when it had no words and took its section's heading for them. */
  namedByHeading?: TextRecord | undefined;
  /**
   * Lines of words after that record's figures taken as its own (its name, then details); undefined
   * once a blank line has ended it.
   */
  wordsAfter?: number | undefined;
}

/** A fee a card charges on a purchase, named on its own line ('Non-Sterling Transaction Fee'). */
const TRANSACTION_FEE =
  /^(?:non[- ]sterling|foreign|international|cross[- ]border|overseas|currency conversion|fx)\b.*\bfee(?: \d{1,2}(?:[.,]\d{1,3})? ?%)?$/i;

/** Lines of details a dated one-line record may take from below it. */
const DETAIL_LINES = 4;

/** In a statement of dated lines, how many lines of text a wrapped record may have before its amount. */
const WRAPPED_TEXT_LINES = 4;

/** In a words-first layout, how many lines of words a record may have before its date. */
const RECORD_WORD_LINES = 6;

/** What follows the first date of a period ("Jan 1 - Jan 31, 2021", "01.03. bis 31.03."). */
const DATE_RANGE_REST = /^(?:[-–—]|to\b|through\b|thru\b|bis\b|au\b|al\b|tot\b|t\/m\b)/i;

type LineHandler = (s: Assembly, info: LineInfo, index: number) => void;

const LINE_HANDLERS: Record<LineKind, LineHandler> = {
  blank: readBlank,
  skip: readLabel,
  long: readLongLine,
  broken: readBrokenLine,
  full: readDatedMoneyLine,
  dateOnly: readDateAlone,
  dateText: readDateWithWords,
  text: readWords,
  textAmount: readMoney,
  amountOnly: readMoney,
};

export function assembleRecords(
  infos: readonly LineInfo[],
  layout: Layout,
): { records: TextRecord[]; unparsed: string[] } {
  const s: Assembly = {
    infos,
    layout,
    records: [],
    unparsed: [],
    pending: null,
    dateHeading: undefined,
    lastWasAmountLine: false,
    lastRecord: undefined,
    detailsOf: undefined,
    wordsBefore: { texts: [], raws: [] },
    section: undefined,
    isChecksSection: false,
    sectionLine: undefined,
    previousWords: undefined,
    afterLabel: false,
    wasAfterLabel: false,
    labelFigures: undefined,
    isPastBalance: false,
  };
  for (const [index, info] of infos.entries()) {
    // (A running balance under a record's amount keeps the words after it the record's.)
    const isBalanceUnder = info.kind === 'amountOnly' && s.lastWasAmountLine;
    if (info.kind !== 'text' && !isBalanceUnder) s.detailsOf = undefined;
    s.wasAfterLabel = s.afterLabel;
    if (info.kind !== 'blank') s.afterLabel = false;
    if (info.kind !== 'amountOnly' && info.kind !== 'skip') s.labelFigures = undefined;
    if (info.date) s.isPastBalance = false;
    if (readHeading(s, info, index)) continue;
    if (layout.isDateBelow && readWithDateBelow(s, info, index)) continue;
    LINE_HANDLERS[info.kind](s, info, index);
  }
  return { records: s.records, unparsed: s.unparsed };
}

function emit(s: Assembly, record: TextRecord): void {
  s.wordsBefore = { texts: [], raws: [] };
  if (s.section === 'balance') return;
  if (s.section === 'debit' || s.section === 'credit') record.flag = s.section;
  // Under 'Checks', a row's only words are the check's number.
  const number =
    record.texts.length === 1 ? /^(\d{1,8}) ?\*?(?:\s+\d{6,})?$/.exec(record.texts[0]!) : null;
  if (s.isChecksSection && number) record.texts = [`Check ${number[1]}`];
  // A row of figures alone ('Mar 15   8654102345   2,150.00') is what its section's heading names,
  // unless its words follow its amount.
  s.namedByHeading = undefined;
  s.wordsAfter = 0;
  if (!record.texts.some((t) => /\p{L}/u.test(t)) && s.sectionLine !== undefined) {
    const heading = s.infos[s.sectionLine]?.text.trim();
    if (heading) record.texts = [heading.replace(/:$/, '')];
    s.namedByHeading = record;
  }
  // A payment an app lists with 'Declined' under its name never went through: no record.
  if (!record.texts.some((t) => isFailedStatus(t))) s.records.push(record);
  s.lastRecord = record;
}

/** A cell of a table's header printed a line each ('Deposits/'). (Module-level: a hot path.) */
function isHeaderCell(text: string): boolean {
  return isColumnHeaderWord(text) || /\/$/.test(text);
}

/** A heading of a few words marked with its direction ('Electronic Deposits (+)', 'Checks (-)'). */
const SIGNED_HEADING = /^(\p{L}[\p{L} &/,-]{0,50}?)\s*\(([+-])\):?$/u;

/**
 * What a line of words names as a heading: all of it, or its first cell where the others hold no
 * figure ('Withdrawals   Date   Serial #   Location', 'Paper Checks   * check missing from sequence').
 */
function sectionOfWords(text: string, raw: string): SectionKind | undefined {
  if (isBalancesHeader(text)) return 'balance';
  // ('Subtractions (con't)': a section continued on the next page.)
  const heading = text.replace(/\s*\((?:cont(?:inued|'d|\.)?|con't)\)\s*$/i, '');
  // ('Deposits (+)', 'Service Charges and Fees (-)': the heading's own mark says the direction.)
  const marked = SIGNED_HEADING.exec(heading);
  if (marked && sectionOf(marked[1]!) !== 'balance') return marked[2] === '+' ? 'credit' : 'debit';
  const whole = sectionOf(heading);
  if (whole || !/\S\s{2,}\S/.test(raw.trim())) return whole;
  const [first = '', ...rest] = raw.trim().split(/\s{2,}/);
  const kind = rest.some((cell) => /\d/.test(cell)) ? undefined : sectionOf(first);
  return kind === 'debit' || kind === 'credit' ? kind : undefined;
}

/**
 * A line whose last figure is a rate, its word right before it ('환율 1,382.80', 'Kurs: 10.7512'),
 * or after a foreign amount's '@' ('USD 20.00 @ 1,562.00').
 */
const RATE_LAST =
  /(?:환율|為替レート|変換レート|汇率|匯率|exchange rate|rate|kurs|taux|cambio|koers)\s*:?\s*\d[\d,.]*\s*$|\b[A-Z]{3}\s?\d[\d,.]*\s*@\s*\d[\d,.]*\s*$/i;

/** Lines under a sweep's heading that may be its table's header. */
const SWEEP_HEADER_LINES = 3;

/** A section's heading starts a section (and ends any record begun): true when the line was one. */
function readHeading(s: Assembly, info: LineInfo, index: number): boolean {
  const { infos, section } = s;
  const isWords = info.kind === 'text' || info.kind === 'skip';
  // A table's header row ends a section of daily balances.
  // Column headers printed a word a line ('Description' / 'Deposits/' / 'Additions') are a table's
  // header in reading order, not headings of sections.
  const isHeaderRun =
    isWords &&
    (/\/$/.test(info.text) ||
      [infos[index - 1], infos[index + 1]].some(
        (near) =>
          near !== undefined &&
          (isHeaderCell(near.text) || (near.kind === 'text' && !!sectionOf(near.text))),
      ));
  // (A summary's label beside its figure, 'Other credits   -$64.00', heads no section.)
  const named =
    isWords && !/\d[.,]\d{2}(?!\d)/.test(info.raw)
      ? sectionOfWords(info.text, info.raw)
      : undefined;
  // A table's header row under a heading of its own ('Electronic Payments' / 'POSTING DATE
  // DESCRIPTION AMOUNT') starts a table the section above says nothing of.
  // So does such a header in reading order, a cell a line ('Date' / 'Description' / 'Withdrawal (-)'
  // / 'Deposit (+)' / 'Balance'), under a summary's heading ('Deposits': the accounts held).
  const next = infos[index + 1];
  const isTableStart =
    isWords &&
    section !== undefined &&
    section !== 'transactions' &&
    (isColumnHeader(info.text) ||
      (isColumnHeaderWord(info.text) && next !== undefined && isColumnHeaderWord(next.text))) &&
    s.previousWords !== undefined &&
    s.previousWords !== s.sectionLine;
  // (A sweep's table keeps its section through its own header, of two lines at most.)
  const isSweepHeader =
    section === 'balance' &&
    s.sectionLine !== undefined &&
    index - s.sectionLine <= SWEEP_HEADER_LINES &&
    isSweepHeading(infos[s.sectionLine]?.text ?? '');
  const heading =
    // (A heading of daily balances stays one: its own header follows it, 'Date' / 'Balance'.)
    (named && isHeaderRun && named !== 'balance' ? 'transactions' : named) ??
    (!isSweepHeader &&
    ((section === 'balance' && isWords && isColumnHeader(info.text)) || isTableStart)
      ? 'transactions'
      : undefined);
  if (isWords) s.previousWords = index;
  if (!heading) return false;
  s.sectionLine = index;
  s.detailsOf = undefined;
  s.section = heading;
  // ('Checks Paid', 'Paper Checks   * check missing from sequence'.)
  s.isChecksSection = /^(?:\p{L}+ )?(?:checks?|cheques?)\b/iu.test(info.text.trim());
  s.pending = null;
  s.lastWasAmountLine = false;
  return true;
}

function readBlank(s: Assembly): void {
  s.wordsBefore = { texts: [], raws: [] };
  s.wordsAfter = undefined;
}

/**
 * A balance or limit label: what follows is its figure. In a dated statement it also ends a record
 * begun above ("Payment Due Date" / "Feb. 16, 2021" / "New Balance" / "$59.23").
 */
function readLabel(s: Assembly, info: LineInfo, index: number): void {
  if (s.layout.isMultiLine || s.layout.isDatedStatement) s.pending = null;
  s.afterLabel = true;
  const kind = balanceKind(info.text);
  // (Only once records have been read: an app's balances over its list come before any.)
  if ((kind === 'closing' || kind === 'dated') && s.records.length > 0) s.isPastBalance = true;
  if (/\d/.test(info.raw)) {
    s.labelFigures = undefined;
    return;
  }
  // A row of figures whose words come after them, and say it is a balance ('01-Nov-2026' / '-' /
  // '184,562.40' / 'OPENING BALANCE' / the next row's date): the balance, not a record.
  const next = s.infos[index + 1]?.kind;
  const isNextRecord = next === 'dateOnly' || next === 'dateText' || next === 'full';
  if (kind && isNextRecord && s.wordsAfter === 0 && s.namedByHeading === s.records.at(-1)) {
    s.records.pop();
    s.namedByHeading = undefined;
  }
  s.labelFigures = { isBalance: kind === 'closing' || kind === 'dated' };
}

/** Whether the line above (blank lines aside) is a row of two or more labels of summary figures. */
function isUnderLabelsRow(infos: readonly LineInfo[], index: number): boolean {
  let above = index - 1;
  while (above >= 0 && infos[above]!.kind === 'blank') above--;
  const line = infos[above];
  return line !== undefined && line.kind === 'text' && isLabelsRow(line.raw);
}

function readLongLine(s: Assembly, info: LineInfo): void {
  if (hasAmountNearEnds(info.raw)) s.unparsed.push(reportLine(info.raw));
  s.pending = null;
  s.lastWasAmountLine = false;
}

function readBrokenLine(s: Assembly, info: LineInfo): void {
  s.unparsed.push(reportLine(info.raw));
  s.pending = null;
  s.lastWasAmountLine = false;
}

/** A whole record on one line: its date, words and amount. */
function readDatedMoneyLine(s: Assembly, info: LineInfo, index: number): void {
  const { isDatedStatement, isDateMidLine } = s.layout;
  // A row of a summary under its labels ('STATEMENT DATE   CREDIT LIMIT   MINIMUM PAYMENT' /
  // '02 Jan 2027   S$15,000.00   S$85.32   27 Jan 2027'): its date and figures are the labels'.
  if (isUnderLabelsRow(s.infos, index)) {
    s.pending = null;
    s.lastWasAmountLine = false;
    return;
  }
  const isInDateColumn = info.dateColumn !== undefined && info.dateColumn === s.layout.dateColumn;
  if (isDatedStatement && info.isDateInside && !isDateMidLine && !isInDateColumn) {
    // Where records start with their date, a date inside a line belongs to its text ("Abrechnung
    // 31.03.2021 0,24-", "Rundfunk 04.2021 - 06.2021 52,50"): not a record of its own.
    // (Unless the statement prints a day's date once and the line follows a record's figures: a
    // record of that day, its words holding the card's date, 'POS 08NOV AMAZON* MKTPL EU-IE 24.99'.)
    // (Nor where it ends a record begun above with its date: '06 Nov EFTPOS TRANSACTION' / 'Z
    // KINGSLAND 06NOV 78.30', the card's date among the words before the amount.)
    const { pending } = s;
    if (pending?.date && pending.texts.length > 0) {
      emitClosing(s, pending, info);
      s.pending = null;
      s.lastWasAmountLine = true;
      return;
    }
    const dayDate = s.lastRecord?.date;
    if (s.layout.isDayShared && dayDate && !s.pending && endsWithFigure(s.infos[index - 1])) {
      emit(s, {
        line: info.lineNo,
        date: dayDate,
        texts: [info.text],
        amount: info.amount!,
        balance: info.balance,
      });
      s.lastWasAmountLine = true;
      return;
    }
    s.pending = null;
    s.lastWasAmountLine = false;
    return;
  }
  s.pending = null;
  s.dateHeading = undefined;
  emit(s, {
    line: info.lineNo,
    date: info.date,
    texts: [info.text],
    merchantText: s.layout.merchantOnly.get(info.lineNo),
    amount: info.amount!,
    balance: info.balance,
  });
  if (isDatedStatement && s.lastRecord?.line === info.lineNo) s.detailsOf = s.lastRecord;
  s.lastWasAmountLine = true;
}

function readDateAlone(s: Assembly, info: LineInfo, index: number): void {
  const { isMultiLine, isDatedStatement, closesWordsFirst, isWordsFirst } = s.layout;
  const { pending, infos } = s;
  if (isDateInWords(s, info)) {
    s.pending!.texts.push(info.raw.trim());
    s.pending!.raws.push(info.raw);
    return;
  }
  if (
    pending?.date &&
    pending.texts.length === 0 &&
    (isMultiLine || (isDatedStatement && infos[index - 1]?.kind === 'dateOnly'))
  ) {
    // The second of two dates (posting date beside transaction date, value date under booking
    // date): the record's is the first.
  } else if (isMultiLine && pending && !pending.date && pending.texts.length === 0) {
    pending.date = info.date;
  } else if (isMultiLine && pending && !pending.date && closesWordsFirst) {
    // The record's date after its words ('REWE Markt GmbH' / 'Mastercard' / '02.01.2024').
    pending.date = info.date;
  } else if (
    pending?.date &&
    pending.texts.length > 0 &&
    !pending.isOfTheDay &&
    ((isDatedStatement &&
      (infos[index + 1]?.kind === 'amountOnly' || infos[index + 1]?.kind === 'textAmount')) ||
      // (In records over lines, right after the words and right before an amount alone: 'ACHAT VISA
      // DEBIT 31.10 CACTUS HOWALD' / '31.10.2026' / '87,42', the value date.)
      (isMultiLine &&
        infos[pending.line - 1]?.kind === 'dateOnly' &&
        infos[index - 1]?.kind === 'text' &&
        infos[index + 1]?.kind === 'amountOnly'))
  ) {
    // A second date of the record above, its amount right below ('CAPITAL ONE AUTOPAY PYMT' /
    // '16-Jan' / '- $65.71'): the authorisation or posting date, not a new record.
  } else if (isDatedStatement && isLabelAbove(infos, index)) {
    // A label's date, on the line below it ('Payment due by' / '09 April 2026'): no record's.
    s.pending = null;
  } else if (isWordsFirst && s.wordsBefore.texts.length > 0) {
    s.pending = { line: info.lineNo, date: info.date, ...s.wordsBefore };
    s.wordsBefore = { texts: [], raws: [] };
  } else {
    s.pending =
      isMultiLine || isDatedStatement
        ? { line: info.lineNo, date: info.date, texts: [], raws: [info.raw] }
        : null;
  }
  s.dateHeading = info.date;
  s.lastWasAmountLine = false;
}

/** A label that names a date: when a payment is due, the statement's own. */
const DATE_NAMING_LABEL =
  /\b(?:due|by|date|datum|fällig|f[aä]lligkeit|vencimiento|[ée]ch[ée]ance|scadenza|vencimento)\b/i;

/**
 * The line above (blank lines aside) is a label alone that names a date ('Payment due by'), the
 * date still to come. (Not a column's header, 'BALANCE', over the first row's date.)
 */
function isLabelAbove(infos: readonly LineInfo[], index: number): boolean {
  let above = index - 1;
  while (above >= 0 && infos[above]!.kind === 'blank') above--;
  const line = infos[above];
  return line?.kind === 'skip' && !/\d/.test(line.raw) && DATE_NAMING_LABEL.test(line.text);
}

/**
 * A date written another way than the record's own, inside its words ('17/11/2026' / 'SMS CHRGS FOR
 * QTR ENDED' / '30-09-2026'; '30.11.2026' / 'Amazon.de' / '2026-11-29T21:14 Debitk.1 2028-12'): a
 * word of the description, not a new record.
 */
function isDateInWords(s: Assembly, info: LineInfo): boolean {
  const { pending } = s;
  return (
    (s.layout.isDatedStatement || s.layout.isMultiLine) &&
    pending?.date !== undefined &&
    pending.texts.length > 0 &&
    info.date !== undefined &&
    pending.date.sep !== undefined &&
    // (An ISO date, '2026-11-29T21:14', has no separator of the kind: another way too.)
    pending.date.sep !== (info.date.sep ?? '')
  );
}

function readDateWithWords(s: Assembly, info: LineInfo, index: number): void {
  const { isMultiLine, isDatedStatement } = s.layout;
  if (isDateInWords(s, info)) {
    s.pending!.texts.push(info.raw.trim());
    s.pending!.raws.push(info.raw);
    return;
  }
  // (Or a row whose words wrapped, in a list of one-line rows: words below it, then its figures.)
  // (Not a statement's period, 'Jan 1 - Jan 31, 2021', over its summary.)
  const next = s.infos[index + 1]?.kind;
  const isWrapped =
    !DATE_RANGE_REST.test(info.text) &&
    (next === 'textAmount' ||
      (next === 'text' && [index + 2, index + 3].some((k) => s.infos[k]?.kind === 'textAmount')));
  s.pending =
    isMultiLine || isWrapped || (isDatedStatement && !DATE_RANGE_REST.test(info.text))
      ? { line: info.lineNo, date: info.date, texts: [info.text], raws: [info.raw] }
      : null;
  s.dateHeading = isMultiLine ? info.date : undefined;
  s.lastWasAmountLine = false;
}

function readWords(s: Assembly, info: LineInfo, index: number): void {
  const { isWordsFirst, isDatedStatement, isMultiLine } = s.layout;
  const { pending, wordsBefore, detailsOf, namedByHeading } = s;
  const hasWords = /\p{L}/u.test(info.text);
  if (
    namedByHeading &&
    (s.lastWasAmountLine || s.wordsAfter !== undefined) &&
    !pending?.date &&
    !isWordsFirst &&
    hasWords &&
    isDetailLine(info.text) &&
    !isHeaderCell(info.text)
  ) {
    // A table read a cell a line, its words after its amount ('12/22' / '1,320.00' / 'Direct
    // Deposit - Payroll'): they name the record above, and the lines after them up to the next
    // record are its details ('E-BUSINESS CHANNELS' / 'POS PURCHASE @ SHOPRITE LEKKI').
    const taken = s.wordsAfter ?? 0;
    if (taken === 0) namedByHeading.texts = [info.text];
    else if (taken <= DETAIL_LINES) namedByHeading.texts.push(info.text);
    s.wordsAfter = taken + 1;
    s.lastWasAmountLine = false;
    return;
  }
  s.namedByHeading = undefined;
  if (isWordsFirst && !pending?.date) {
    // A table's header, printed a word a line, ends the words gathered so far.
    if (isColumnHeaderWord(info.text)) s.wordsBefore = { texts: [], raws: [] };
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
    // (As many as two of the statement's records or more take, where that is more.)
    const wrapped = Math.max(WRAPPED_TEXT_LINES, Math.min(s.layout.wordLinesAtMost, 8));
    const lastDate = s.lastRecord?.date;
    if (
      s.layout.isDayShared &&
      !pending &&
      !s.isPastBalance &&
      lastDate &&
      hasWords &&
      endsWithFigure(s.infos[index - 1]) &&
      !isExchangeRateLine(info)
    ) {
      // Words right after a record's figures, where the statement prints a day's date once: the
      // start of the day's next record ('40.00' / 'POS 01NOV CIRCLE K TERENURE' / '55.00').
      s.pending = {
        line: info.lineNo,
        date: lastDate,
        texts: [info.text],
        raws: [info.raw],
        isOfTheDay: true,
      };
    } else if (pending?.date && (pending.texts.length < wrapped || isExchangeRateLine(info))) {
      // The rate under a foreign amount says nothing of the merchant (and, a note, keeps the
      // record open however many lines its words took).
      if (!isExchangeRateLine(info)) pending.texts.push(info.text);
      pending.raws.push(info.raw);
    } else {
      s.pending = null;
      if (detailsOf && detailsOf.texts.length <= DETAIL_LINES && isDetailLine(info.text)) {
        detailsOf.texts.push(info.text);
      } else s.detailsOf = undefined;
    }
  } else if (isMultiLine) {
    if (pending && pending.texts.length < 6) {
      pending.texts.push(info.text);
      pending.raws.push(info.raw);
    } else if (s.isPastBalance) {
      s.pending = null;
    } else {
      s.pending = {
        line: info.lineNo,
        date: s.dateHeading,
        texts: [info.text],
        raws: [info.raw],
      };
    }
  } else if (pending?.date && pending.texts.length < WRAPPED_TEXT_LINES) {
    // A wrapped row's middle line ('DIRECT DEPOSIT' / 'DELL TECHNOLOGIES PAYROLL' / 'PPD ID ...').
    pending.texts.push(info.text);
    pending.raws.push(info.raw);
  }
  s.lastWasAmountLine = false;
}

/** A money line without a date at its start: words and an amount, or an amount alone. */
function readMoney(s: Assembly, info: LineInfo, index: number): void {
  const { isMultiLine, isDatedStatement, isNamedWithAmount, merchantOnly } = s.layout;
  const { pending } = s;
  // A figure that is a rate, its word right before it ('USD 278.15 환율 1,382.80'): a note of the
  // record above, not money.
  if (info.kind === 'textAmount' && RATE_LAST.test(info.raw)) {
    // (In the words of a record still open, a note of its own: 'USD 20.00 @ 1,562.00' above the
    // naira amount.)
    const above = pending?.date && pending.texts.length > 0 ? pending : s.lastRecord;
    if (above && above.texts.length <= DETAIL_LINES) above.texts.push(info.text);
    s.lastWasAmountLine = false;
    return;
  }
  // A zero alone between two figures, a cell a line: the empty one of a debit and a credit column
  // ('15,500' / '0' / '2,820,054', or '0' / '35,000' / '2,855,554'), neither amount nor balance.
  if (
    info.kind === 'amountOnly' &&
    info.amount?.parsed.cents === 0 &&
    s.infos[index + 1]?.kind === 'amountOnly' &&
    (s.infos[index - 1]?.kind === 'amountOnly' || s.infos[index + 2]?.kind === 'amountOnly')
  ) {
    return;
  }
  if (s.labelFigures && info.kind === 'amountOnly' && !pending) {
    if (s.labelFigures.isBalance && s.lastRecord && info.amount) s.lastRecord.balance = info.amount;
    s.lastWasAmountLine = false;
    return;
  }
  if (
    isMultiLine &&
    !pending &&
    (!s.dateHeading || s.isPastBalance) &&
    info.kind === 'amountOnly'
  ) {
    // A figure with neither a date nor words before it: a summary's, not a record ('Checks and
    // other' / 'deductions' / 'Ending' / 'balance' / '1,532.10' / '2,700.00').
    s.lastWasAmountLine = false;
    return;
  }
  if (isMultiLine && s.wasAfterLabel && !pending) {
    // The figure of a label on the line above ('Available Balance' / '$1,904.59').
    s.lastWasAmountLine = false;
    return;
  }
  if (info.kind === 'amountOnly' && s.lastWasAmountLine && isDatedStatement && !pending) {
    // A second figure under a record's amount: its running balance.
    if (s.lastRecord && !s.lastRecord.balance) s.lastRecord.balance = info.amount;
    s.lastWasAmountLine = false;
    return;
  }
  if (
    isDatedStatement &&
    !pending &&
    info.kind === 'textAmount' &&
    s.lastRecord?.date &&
    s.lastRecord.line >= info.lineNo - 3 &&
    TRANSACTION_FEE.test(info.text)
  ) {
    // A fee charged on the purchase above, on a line of its own under it ('HOTEL CASA PORTUGUESA
    // 162.13' / 'EUR 186.00 @ 1.1472' / 'Non-Sterling Transaction Fee   4.85'): a charge of its own,
    // on the purchase's day.
    emit(s, {
      line: info.lineNo,
      date: s.lastRecord.date,
      texts: [info.text],
      amount: info.amount!,
    });
    s.lastWasAmountLine = true;
    return;
  }
  if (isDatedStatement && (!pending?.date || (pending.texts.length === 0 && !info.text))) {
    // Undated money in a dated statement: a balance, a limit, a note under a transaction. So is
    // a date with a figure and no words ("Minimum Payment Warning:" / "02/20/21" / "$35.09").
    s.pending = null;
    s.lastWasAmountLine = false;
    return;
  }
  // (Outside a dated statement, only where the record's own figure stands alone below the rate: a
  // rate below a whole row, 'ETSY.COM  $62.00' / 'USD 40.00 @ 0.6452', is that row's note.)
  const isOwnBelowRate =
    isDatedStatement || (!!pending?.date && s.infos[index + 2]?.kind === 'amountOnly');
  if (isOwnBelowRate && pending && isExchangeRateLine(s.infos[index + 1])) {
    // A foreign amount with its rate below it ("63.21 CAD" / "1.2839 Exchange Rate" /
    // "$49.23"): the record's own amount is the one after the rate.
    pending.texts.push(info.text);
    pending.raws.push(info.raw);
    return;
  }
  if (pending && isForeignFigureAbove(s.infos, index)) {
    // A foreign amount alone, the account's own in another currency right below it ('USD 38.50' /
    // '-56,912원'): a note of the record, which ends at the figure below.
    pending.texts.push(info.raw.trim());
    pending.raws.push(info.raw);
    return;
  }
  if ((isDatedStatement || pending?.date) && pending && isForeignAmountNote(s.infos, index)) {
    // A foreign amount in the words, the statement's own amount alone below ('AMAZON WEB SERVICES
    // US USD 24.80' / 'Online Services' / '2,086.18 Dr'): the record ends at that one. (So too in
    // a page's list, under a day's heading: 'STEAMGAMES.COM WA US  USD 9.99' / '-336.81 บาท'.)
    pending.texts.push(info.text);
    pending.raws.push(info.raw);
    return;
  }
  if (info.kind === 'amountOnly' && s.lastWasAmountLine) {
    // A second figure under the amount: the running balance.
    if (s.lastRecord && !s.lastRecord.balance) s.lastRecord.balance = info.amount;
    return;
  }
  if (isMultiLine && isNamedWithAmount && pending && info.kind === 'textAmount') {
    // An app's list prints each record's name beside its amount and a note under it
    // ('Pret A Manger  £4.20' / 'Eating out'): the words above belong to the record above.
    const above = s.lastRecord;
    if (above && pending.texts.length <= DETAIL_LINES) above.texts.push(...pending.texts);
    emit(s, {
      line: info.lineNo,
      date: pending.date ?? s.dateHeading,
      texts: [info.text],
      amount: info.amount!,
      balance: info.balance,
    });
  } else if ((isMultiLine || isDatedStatement) && pending) {
    emit(s, {
      line: pending.line,
      date: pending.date,
      texts: [...pending.texts, info.text],
      merchantText: merchantOnly.get(pending.line),
      amount: info.amount!,
      balance: info.balance,
    });
    // In reading order a dated record's words may go on after its figures, up to the next date
    // ('2026-11-01' / '消费' / '-38.50' / '8,613.80' / '美团'): they are its details.
    if (s.layout.hasWordsAfterFigures && pending.date && info.kind === 'amountOnly')
      s.detailsOf = s.lastRecord;
  } else if (pending?.date && pending.texts.length > 0 && info.lineNo - pending.line <= 3) {
    // A dated row whose words wrapped onto the lines below, its figures on the last ('03/06/2026
    // DIRECT DEPOSIT' / 'DELL TECHNOLOGIES PAYROLL' / 'PPD ID: 9876543210   $2,845.16'), in a
    // list of rows that are otherwise one line each.
    emitClosing(s, pending, info);
  } else {
    emit(s, {
      line: info.lineNo,
      date: s.dateHeading,
      texts: [info.text],
      amount: info.amount!,
      balance: info.balance,
    });
  }
  s.pending = null;
  s.lastWasAmountLine = true;
}

/**
 * Where each record's date stands on the line below its words and amount: the money line and that
 * date make the record, the date's words are its details, and a money line without a date below is
 * a detail of the record above ('Fee: 0.41 EUR', already in its amount). True when the line was so.
 */
function readWithDateBelow(s: Assembly, info: LineInfo, index: number): boolean {
  const below = s.infos[index + 1];
  if (info.kind === 'textAmount' && info.amount) {
    if (below?.date && (below.kind === 'dateText' || below.kind === 'dateOnly')) {
      emit(s, {
        line: info.lineNo,
        date: below.date,
        texts: [info.text],
        amount: info.amount,
        balance: info.balance,
      });
    } else if (s.lastRecord && s.lastRecord.texts.length <= DETAIL_LINES) {
      s.lastRecord.texts.push(info.text);
    }
    return true;
  }
  const above = s.infos[index - 1];
  if ((info.kind === 'dateText' || info.kind === 'dateOnly') && above?.kind === 'textAmount') {
    if (info.text && s.lastRecord?.line === above.lineNo) s.lastRecord.texts.push(info.text);
    return true;
  }
  return false;
}

/** A line of a record's details, not a sentence of the statement's small print. */
function isDetailLine(text: string): boolean {
  if (isColumnHeader(text)) return false;
  return text.length <= 70 && !(/[.!?:]$/.test(text) && text.split(' ').length >= 5);
}

/**
 * Words ending in an amount in a currency's code ('... US USD 24.80'), then an amount alone within
 * two lines and before any date: the first is a note of the foreign amount, the second the record's.
 */
function isForeignAmountNote(infos: readonly LineInfo[], index: number): boolean {
  const info = infos[index]!;
  if (info.kind !== 'textAmount' || !/\b[A-Z]{3}\s?[-+]?\d[\d.,]*$/.test(info.raw.trim())) {
    return false;
  }
  for (const next of infos.slice(index + 1, index + 3)) {
    if (next.kind === 'amountOnly') return true;
    if (next.kind !== 'text') return false;
  }
  return false;
}

/** A figure alone in one currency right above one alone in another ('USD 38.50' / '-56,912원'). */
function isForeignFigureAbove(infos: readonly LineInfo[], index: number): boolean {
  const [info, next] = [infos[index]!, infos[index + 1]];
  const code = info.amount?.parsed.currency;
  const below = next?.amount?.parsed.currency;
  return (
    info.kind === 'amountOnly' && next?.kind === 'amountOnly' && !!code && !!below && code !== below
  );
}

function isExchangeRateLine(info: LineInfo | undefined): boolean {
  return info?.kind === 'text' && isExchangeRateText(info.text);
}

/** The record begun above (its date and words), closed by this line's words and figures. */
function emitClosing(s: Assembly, pending: PendingRecord, info: LineInfo): void {
  emit(s, {
    line: pending.line,
    date: pending.date,
    texts: [...pending.texts, info.text],
    amount: info.amount!,
    balance: info.balance,
  });
}

/** A line too long to read looks like a transaction when an amount sits near either end of it. */
function hasAmountNearEnds(line: string): boolean {
  return /\d[.,]\d{2}(?!\d)/.test(line.slice(0, 500)) || /\d[.,]\d{2}(?!\d)/.test(line.slice(-500));
}
