// The count's reading of pasted and OCR text: each line described on its own (money, a date, words, a
// label), the table's columns then dating a day's other rows, and the records tallied. Its own, simpler
// rules, apart from the reader's (see count.ts).
import {
  foldLabel,
  hasLabelHint,
  isBalanceHeading,
  isDateWord,
  isLabelText,
  isQualifierText,
  isRateText,
  isRecordHeader,
  isSweepActivity,
  labelKey,
  MONTH_NAMES,
  NOT_BOOKED,
  NOT_DONE,
} from './count-words.ts';
import { MAX_LINE_CHARS } from './input.ts';

/** 'Non-Sterling Transaction Fee   4.85': a fee on a foreign purchase, its figure (and rate) after it. */
const FOREIGN_FEE_LINE =
  /^\s*(?:non[- ]sterling|foreign|international|overseas|cross[- ]border)\b[^\d]*\bfee(?:\s+[\d.,]+\s?%)?\s+[£$€]?[\d.,]+\s*$/i;

/** A line that ends with a rate and the figure it was taken of ('1,75 % sur 12,37 €'). */
const RATE_OF_FIGURE =
  /\d\s?%\s+(?:of|on|de|del|von|auf|di|su|van|op|sur|sobre)\s+[$€£]?\s?\d[\d.,' ]*\d\s?(?:[$€£]|[A-Z]{3})?$/i;

/** A date named as the value date, or the like, within a row's words. */
const VALUE_DATE = /\b(?:value date|valuta|wertstellung|fecha valor|date valeur):?\s+\d/i;

/** A line that is a page's number and the pages' count. */
const PAGE_OF =
  /^(?:(?:page|p[aá]gina|pag\.?|seite|blatt|strona|sivu|sida)\s*)?\d{1,3}\s+(?:of|de|von|sur|di|van|z|av|af)\s+\d{1,3}$/i;

// (Thousands grouped by a space, a no-break space or a narrow one: '-1 533,62 €' copied from a web page.)
const AMOUNT =
  String.raw`[-+(]?\s?(?:CR|DR)?(?:[$€£¥₹₸₽]|(?:US|CA|AU|NZ|S|HK|R|C|A)\$|U\$S|[A-Z]{3}\s|R(?=\s?\d))?\s?[-+]?(?:\d{1,2}(?:,\d{2}){1,4},\d{3}|\d{1,3}(?:[,.' \u00a0\u202f]\d{3}){1,5}|\d+)[.,]\d{2}\)?-?(?:\s?(?:(?:CR|DR|Cr|Dr|cr|dr)\.?|\((?:CR|DR|Cr|Dr)\)|[A-Z]{3}|[$€£¥₹₸₽]|zł|Kč|Ft|kr\.?|OD|C|D|S|H|-|\+))?` +
  String.raw`|[-+(]?\s?[$€£¥₹]\s?\d+\)?(?:\s?(?:CR|DR))?`;
// (Grouped in thousands as whole yen and forints are: '¥12,345', '-8 742'.)
const INTEGER = String.raw`[-+(]?\s?(?:[$€£¥₹])?\s?(?:\d{1,3}(?:[,.' \u00a0\u202f]\d{3})+|\d{1,9})\)?-?(?:\s?(?:CR|DR|원|円))?`;
const caseless = (word: string) => [...word].map((c) => `[${c}${c.toUpperCase()}]`).join('');
const MONTH = `(?:${[...MONTH_NAMES]
  .sort((a, b) => b.length - a.length)
  .map(caseless)
  .join('|')})(?!\\p{L})`;
const TEXT_DATE = String.raw`(?:\d{1,2}[/.-]?${MONTH}\.?(?:[/.-]?\d{2,4})?|${MONTH}\d{1,2}|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\.?|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{1,4})?\.?|${MONTH}\.? {1,2}\d{1,2},?(?: \d{4})?|\d{1,2}(?:st|nd|rd|th)?\.? ${MONTH}\.?(?: \d{2,4})?)`;

function repairOcrSpacing(line: string): string {
  if (!/\d ?[.,] \d|\d [.,]\d/.test(line)) return line; // nothing to join (most lines)
  return line
    .replace(/(\d) ?([.,]) (\d{2})(?![\d.])/g, '$1$2$3')
    .replace(/(\d) ([.,])(\d{2})(?![\d.])/g, '$1$2$3');
}

/** OCR's table rules ('|') and O/I/l for 0/1 inside figures, as the text reader undoes them. */
function repairOcrLetters(line: string, hasPound: boolean): string {
  if (hasPound) line = line.replace(/(^|\s)([-+]?)[Ef](?=\d{1,3}(?:,\d{3})*\.\d{2}$)/, '$1$2£');
  if (!/\||\d[OoIl]|[OoIl]\d/.test(line)) return line;
  return line
    .replace(/(^|\s)\|(?=\s|$)/g, '$1')
    .replace(/(?<=^|\s)[-+($€£]*[\dOoIl][\dOoIl.,/-]*\)?-?(?=\s|$)/g, (token, at: number) =>
      /\d{2}/.test(token) || (at === 0 && /^[OoIl\d]{2}$/.test(token) && /\d/.test(token))
        ? token.replace(/[Oo]/g, '0').replace(/[Il]/g, '1')
        : token,
    );
}

/**
 * Where the panels of a header repeated across the page start ('Date  Check #  Amount   Date  Check #
 * Amount', 'Check  Date  Amount   Check  Date  Amount'): at each repeat of its first word, when what
 * follows each is the same and names a date. Otherwise null.
 */
function panelStarts(line: string): number[] | null {
  if (line.length > 400 || /\d/.test(line)) return null;
  const words = [...line.matchAll(/\p{L}+/gu)];
  const first = words[0]?.[0].toLowerCase();
  const starts = words.filter((m) => m[0].toLowerCase() === first).map((m) => m.index);
  if (starts.length < 2) return null;
  const panels = starts.map((start, k) => foldLabel(line.slice(start, starts[k + 1])));
  const label = panels[0]!.join(' ');
  // A panel names its date and something more ('DATE  DATE' alone is a header's second line).
  if (!panels[0]!.some(isDateWord) || panels[0]!.length < 2) return null;
  return panels.every((p) => p.join(' ') === label) ? starts : null;
}

/** A check's number (a star marks a gap), date and amount. */
const CHECK_GROUP = /\d{3,7} ?\*?\s+\d{1,2}[/-]\d{1,2}\s+-?\$?[\d,]+\.\d{2}/g;
/** A checks table's header, its first column the number ('Check Number   Date Paid   Amount'). */
const CHECKS_HEADER = /^\s*(?:check|cheque|chk)\s*(?:number|no\.?|#)\s{2,}(?:date|posted)/i;

/** A line of text, and whether it is one panel of a row of panels. */
interface CountLine {
  raw: string;
  isPanel: boolean;
  /** One check of a list of checks: its number, date and amount. */
  isCheck?: boolean;
}

/** The lines, each row of a table printed in panels side by side cut into one line per panel. */
function splitPanelRows(lines: readonly string[]): CountLine[] {
  const out: CountLine[] = [];
  let starts: number[] | null = null;
  let isAfterChecks = false;
  for (const line of lines) {
    // Checks across the page with no header ('1041  11/04  150.00   1042  11/12  85.00'), and the
    // list's last row of one: a line per check.
    const mayBeChecks = /^\s*\d{3}/.test(line);
    const checks = mayBeChecks ? (line.match(CHECK_GROUP) ?? []) : [];
    const isChecks = checks.length > 0 && line.replace(CHECK_GROUP, '').trim() === '';
    if (isChecks && (checks.length >= 2 || (isAfterChecks && checks.length === 1))) {
      for (const check of checks) out.push({ raw: check.trim(), isPanel: true, isCheck: true });
      isAfterChecks = true;
      continue;
    }
    // (Under a header that says so, each row is one: 'Check Number   Date Paid   Amount'.)
    isAfterChecks = CHECKS_HEADER.test(line);
    const header = panelStarts(line);
    if (header) starts = header;
    // A row of a panelled table starts with a figure; anything else ends the table.
    else if (starts && !/^\s*\d/.test(line)) starts = null;
    if (!starts || header) {
      out.push({ raw: line, isPanel: false });
      continue;
    }
    let from = 0;
    for (const start of starts.slice(1)) {
      // Cut at the space before the panel's first word, which may start a little left of its header.
      let at = Math.min(start, line.length);
      while (at > 0 && line[at - 1] !== ' ' && start - at < 4) at--;
      if (at <= from || line[at - 1] !== ' ') continue;
      if (line.slice(from, at).trim() !== '')
        out.push({ raw: line.slice(from, at), isPanel: true });
      from = at;
    }
    if (line.slice(from).trim() !== '') out.push({ raw: line.slice(from), isPanel: true });
  }
  return out;
}

/** A date run into a signed figure: a row whose cells pdf.js ran together. */
const GLUED_ROW = /^(\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2}))(?=[+-]\d)/;

/**
 * The cells of a row that pdf.js ran together set apart again ('01.03.23+14 168,17 ₸Вознаграждение1
 * 218 302,78 ₸'): after the date, and where a figure and words meet. Only a row whose date runs into
 * its amount: one whose date runs into words has no amount of its own (its figure is a balance).
 */
function splitGluedCells(line: string): string {
  if (!GLUED_ROW.test(line)) return line;
  return line
    .replace(GLUED_ROW, '$1 ')
    .replace(/([\d₸₽€$£])(?=\p{L})/gu, '$1 ')
    .replace(/(\p{L})(?=\d)/gu, '$1 ');
}

/** The patterns of a text's lines, built once for money with pence and for money in whole units. */
function buildTextPatterns(money: string) {
  return {
    trailing: new RegExp(`(?:^|\\s)(?:${money})\\s*$`, 'u'),
    // A date may carry a star that marks the posting date ("01/12/21* AUTOPAY PAYMENT").
    leading: new RegExp(`^${TEXT_DATE}\\*?(?:\\s+${TEXT_DATE}\\*?)?\\s+(?:${money})(?:\\s|$)`, 'u'),
    dateLast: new RegExp(`(?:^|\\s)(?:${money})\\s+${TEXT_DATE}\\s*$`, 'u'),
    innerDate: new RegExp(`\\s${TEXT_DATE}\\s*$`, 'u'),
    panelDate: new RegExp(`(?:^|\\s)${TEXT_DATE}(?:\\s|$)`, 'u'),
    // A date column between the amount and the balance ('612.45-   12 15   2,869.72').
    // (Two numbers or a slashed date only: '0.87' after a figure is another figure.)
    dateAfterMoney: new RegExp(
      `(?:${money})\\s+(?:\\d{1,2} \\d{1,2}|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?)\\s*$`,
      'u',
    ),
    leadingDates: new RegExp(`^${TEXT_DATE}\\*?(?:\\s+${TEXT_DATE}\\*?)?(?:\\s|$)`, 'u'),
  };
}
const DECIMAL_PATTERNS = buildTextPatterns(AMOUNT);
const WHOLE_PATTERNS = buildTextPatterns(`${AMOUNT}|${INTEGER}`);

/** The first three letters of the month names, as written and without accents. */
const MONTH_HEADS = new Set(
  MONTH_NAMES.flatMap((m) => [
    m.slice(0, 3),
    m
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .slice(0, 3),
  ]),
);

/**
 * Whether a line may start with a date: with a digit, or with a month's name. (A cheap look before
 * the dates' pattern, which is costly, is tried on every line.)
 */
function mayLeadWithDate(line: string): boolean {
  const code = line.charCodeAt(0);
  if ((code >= 48 && code <= 57) || code > 127) return true;
  return MONTH_HEADS.has(line.slice(0, 3).toLowerCase());
}

/** A line's cells, apart by two spaces or more. */
function cellsOf(line: string): string[] {
  return /\s{2}/.test(line) ? line.split(/\s{2,}/) : [line];
}

/** A currency's mark, which names nothing: 'Rs. 1,39,264.26' under a due date is a figure alone. */
const CURRENCY_WORD =
  /(?:^|\s)(?:Rs|R|kr|USD|EUR|GBP|INR|AUD|CAD|NZD|SGD|HKD|ZAR|CHF|SEK|NOK|DKK|PLN|CZK|HUF|JPY|CNY|BRL|MXN|AED|RUB|KZT|TRY)\.?(?=\s|$)/g;

/** A weekday's name in the languages pages come in, by its first letters ('Venerdì', 'Terça-feira'). */
const WEEKDAY = String.raw`(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|mi[eé]|jeu|jue|gio|ven|vie|sam|s[aá]b|dim|dom|die|mit|don|fre|son|seg|ter|qua|qui|sex|maa|din|woe|vri|zat|zon)\p{L}*(?:-feira)?`;

/**
 * A web page's heading of a day: 'Today', 'Yesterday', 'Pending', 'Sun, Nov 29', 'Thu 26 Nov',
 * 'Venerdì 28 novembre', 'Mardi 1er décembre'.
 */
const DAY_HEADING = new RegExp(
  String.raw`^(?:today|yesterday|pending|processing|heute|gestern|vorgemerkt|aujourd'hui|hier|hoy|ayer|oggi|ieri|vandaag|gisteren|hoje|ontem|i ?dag|i ?går|dzisiaj|wczoraj|tänään|eilen|\d{1,2}[./]\d{1,2}\.? ?[(（][월화수목금토일月火水木金土日][)）]|${WEEKDAY}\.?,? (?:\d{1,2}(?:st|nd|rd|th|er)?\.? (?:de )?${MONTH}\.?|${MONTH}\.? \d{1,2})(?:,? (?:de )?\d{4})?)$`,
  'iu',
);

/** The words a line starts with, up to its first figure. */
const WORDS_BEFORE_MONEY = /^\s*(\p{L}[^\d]{2,60}?)\s+[-+(]?\s?\p{Sc}?\s?\d/u;

/** A time at the end of a line after a word for the hour ('ORE 18.22', 'um 14.30'). */
const TIME_AT_END = /(\s(?:ore|uhr|um|heure|hora|h))\s+(?:[01]?\d|2[0-3])[.:][0-5]\d$/i;

/**
 * How many lines a record's words may take between its date and its figure (a transfer's type,
 * payee, reference and channel a line each, as text in reading order gives them).
 */
const RECORD_LINES = 7;

/** How far, in characters, a record's figure may stand from the table's figure columns. */
const FIGURE_COLUMN_SLACK = 6;

/** Day and month of a date, however written ('05/07/2022' and '05/07', '1 Jan' and '01 Jan'). */
function dayKeyOf(date: string): string {
  return (date.toLowerCase().match(/\d+|[^\d\s/.,*-]+/g) ?? [])
    .slice(0, 2)
    .map((part) => part.replace(/^0+(?=\d)/, ''))
    .join(' ');
}

/** The words after a line's last figure with decimals, where its words end it. */
const WORDS_AFTER_MONEY = /\d[.,]\d{2}(?!\d)\S*\s{2,}(\p{L}[^\d]{0,60})$/u;

/** A figure, then a last cell of a few words without a digit ('1,280,030   KB카드'). */
const WORDS_AFTER_FIGURE = /(\d)(?:\s{2,}|\t)(?:[^\d\s]+ ?){1,3}\s*$/u;
/** Or a cell of words with a code in it, after a whole figure ('89,437   林志明 822-****5831'). */
const CODED_WORDS_AFTER_FIGURE =
  /(\d)(?:\s{2,}|\t)(?=[^\s\d]*\p{L}{2})(?!\S*\d[.,]\d{2}(?!\d))[^\s\d][^\s]*(?: \S+){0,3}\s*$/u;
const ENDS_IN_LETTER = /[^\d\s]\s*$/;

/** A whole date in one cell, year first or last ('2026.11.03.', '03.11.2026'). */
const FULL_DATE_CELL = /^(?:\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{4})\.?$/;

/** Whether a cell ends like money with pence: not a date ('2026.11.03.') nor a rate ('0,01%'). */
function endsWithPence(cell: string): boolean {
  return (
    (/\d[.,]\d{2}\)?-?$/.test(cell) || /\d[.,]\d{2}[^\d%]{0,3}$/.test(cell)) &&
    !FULL_DATE_CELL.test(cell)
  );
}

/**
 * Whether a line's last cells are whole money: grouped in thousands ('-8 742', '¥12,345') or signed
 * ('-75'). (A plain number, a reference's or a year's, says nothing.)
 */
function endsWithWholeMoney(tail: readonly string[]): boolean {
  const last = tail.at(-1) ?? '';
  if (/^[-+(]?[$€£¥₹]?\d{1,3}(?:[,.']\d{3})+\)?$|^[-+][$€£¥₹]?\d+$/.test(last)) return true;
  const before = tail.at(-2) ?? '';
  return /^\d{3}$/.test(last) && /^[-+]?[$€£¥₹]?\d{1,3}$/.test(before);
}

/**
 * Whether the text's money has pence: two lines ending with such a figure, or one where no more lines
 * end with whole money. (A lone exchange rate among whole forints is not pence.)
 */
/** A day and month, then a code or time, ending a line ('KAUFUMSATZ 30.10 171245'). */
const DAY_MONTH_BEFORE_CODE = /\s(?:0?[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])\s+\d{3,12}$/;

/** Whether more lines end in a comma's decimals ('-52,38') than a dot's ('52.38'). */
function isCommaDecimalText(lines: readonly string[]): boolean {
  let comma = 0;
  let dot = 0;
  for (const line of lines) {
    if (/,\d{2}\s*\S{0,3}\s*$/.test(line)) comma++;
    else if (/\.\d{2}\s*\S{0,3}\s*$/.test(line)) dot++;
  }
  return comma > dot;
}

function hasPenceFigures(lines: readonly string[]): boolean {
  let pence = 0;
  let whole = 0;
  for (const line of lines) {
    // (A day's heading, '01.09 (금)', holds no money.)
    if (line.length > MAX_LINE_CHARS || (line.length < 16 && DAY_HEADING.test(line.trim())))
      continue;
    const tail = line.trim().split(/\s+/).slice(-3);
    if (tail.some(endsWithPence)) {
      if (++pence === 2) return true;
    } else if (endsWithWholeMoney(tail)) whole++;
  }
  // (A statement in a currency of whole units may quote a foreign purchase with cents: 'USD 32.99
  // 匯率 32.415' under a row of whole New Taiwan dollars.)
  if (pence === 1 && lines.some((line) => WHOLE_UNIT_CURRENCY.test(line))) return false;
  return pence > 0 && pence >= whole;
}

/** Currencies written in whole units: the forint, yen, won, Chilean peso, króna, dong, NT dollar. */
const WHOLE_UNIT_CURRENCY = /\b(?:HUF|JPY|KRW|CLP|ISK|VND|TWD)\b|[¥₩]|NT\$|단위\s*:\s*원|\d원|\d円/;

/** A non-blank line as the count sees it. */
interface SeenLine {
  hasAmount: boolean;
  isDated: boolean;
  isAmountOnly: boolean;
  isSummary: boolean;
  /** Words besides dates and amounts. */
  hasWords: boolean;
  isExchangeRate: boolean;
  /** Undated, but its text starts where the text of the day's dated line did. */
  isIndentedUnderDay?: boolean;
  /** Starts with a date, and where its words begin. */
  isDateLine?: boolean;
  textColumn?: number | undefined;
  /** Where its figures end on the page. */
  figureEnds?: number[];
  /** Money with a date between its words and the figure ('REWE Markt GmbH  02.01.2024  -34,56€'). */
  hasInnerDate?: boolean;
  /** A cell of the line names a balance or total ('Opening balance   -   Total debits ...'). */
  hasSummaryCell?: boolean;
  /** The line as printed, and where its text starts. */
  raw?: string;
  indent?: number;
  /** A rule across the page ('_____', '----+-----'), which ends the record above it. */
  isRule?: boolean;
  /** Its leading date, and the digits of its amount: a record's identity. */
  leadingDate?: string | undefined;
  figureKey?: string;
  /** A check's day, when the line is one of a list of checks. */
  checkDay?: string;
  /** Every figure zero: no record, unless it ends one begun on the lines above. */
  isZero?: boolean;
  /** A day's heading and nothing else ('Today', 'Sun, Nov 29', '14.03.2024'). */
  isDayHeading?: boolean;
  /** A date and figures, nothing else ('30/11/2026   704,12   1.500,93'). */
  isFiguresOnly?: boolean;
  /** Dated only by a date after its money ('... 2,083.25   03/12   18,749.25'). */
  isDatedAfterMoney?: boolean;
  /** A figure alone under a record's words, its running balance labelled on the line below. */
  isBalanceEnded?: boolean;
}

type TextPatterns = ReturnType<typeof buildTextPatterns>;

/** Each non-blank line: does it carry money, does it start with a date (or end with one after money)? */
function describeLines(
  lines: readonly string[],
  hasDecimals: boolean,
  patterns: TextPatterns,
): { seen: SeenLine[]; hasTwoLabels: boolean } {
  const { trailing, leading, dateLast, innerDate, leadingDates, panelDate, dateAfterMoney } =
    patterns;
  const hasPound = lines.some((line) => line.includes('£'));
  // Whether most figures end in a comma and two digits ('1.234,56'): asked only when needed.
  let commaDecimal: boolean | undefined;
  const isCommaDecimal = () => (commaDecimal ??= isCommaDecimalText(lines));
  const seen: SeenLine[] = [];
  let isBalanceSection = false;
  let ownHeaderLines = 0;
  let headingIndent = 0;
  // Two different labels (opening and closing balance, credit limit and amount due) make a statement
  // document, where every record carries a date.
  const labels = new Set<string>();
  let hasTwoLabels = false;
  // The line above was a summary's header: labels only ('Alter Saldo   Summe Soll   Summe Haben').
  let isUnderLabels = false;
  // The line above said a payment was declined.
  let isDeclinedAbove = false;
  // How many cells the line of labels above had.
  let headerCells = 0;
  // A column of words after the figures on most money lines (a branch's: '1,280,030   KB카드'):
  // that cell is left out, so the figures end the line.
  let endsInWords = 0;
  // (Most lines end with a figure: the pattern, costly, is tried only on those that do not.)
  for (const line of lines)
    if (ENDS_IN_LETTER.test(line) && WORDS_AFTER_FIGURE.test(line)) endsInWords++;
  const isWordsColumnLast = endsInWords >= 3 && endsInWords * 4 >= lines.length;
  // (Such a column's cells may hold a code too, where most of them hold words alone.)
  const wordsAfter = (raw: string) =>
    raw.replace(WORDS_AFTER_FIGURE, '$1').replace(CODED_WORDS_AFTER_FIGURE, '$1');
  for (const { raw, isPanel, isCheck } of splitPanelRows(lines)) {
    // (A minus sign set as the typographic one, '−£3.95', is a minus.)
    const printed = isWordsColumnLast ? wordsAfter(raw) : raw;
    const plain = printed.includes('\u2212')
      ? printed.trim().replace(/\u2212/g, '-')
      : printed.trim();
    let line = splitGluedCells(repairOcrSpacing(repairOcrLetters(plain, hasPound)));
    // A decimal separator read as a space at the end of a dated line ('-40 00').
    // (Not the end of an account number in groups: 'IBAN DE12 1001 0010 0987 6543 21'.)
    if (
      hasDecimals &&
      /\d \d{2}$/.test(line) &&
      !/\d{4} \d{1,4} \d{2}$/.test(line) &&
      !/\d[.,]\d{2}\b/.test(
        line.slice(0, -6).replace(/(^|\s)\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?(?=\s)/g, ' '),
      )
    ) {
      const joined = line.replace(/(^|\s)([-+]?\d{1,4}) (\d{2})$/, '$1$2.$3');
      if (leadingDates.test(joined) || /\s\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?\s/.test(joined))
        line = joined;
    }
    // A row a cell of which says it is only authorised, in a web page's table ('30/11/2026
    // TRENITALIA APP ROMA   Autorizzato   -45,90 €'): not booked, as the reader leaves it.
    if (line.includes('\t') && line.split('\t').some((cell) => NOT_BOOKED.test(cell.trim())))
      continue;
    // A page's number ('1 DE 2', 'Page 3 of 4') is no record, nor the figure a rate was taken of
    // ('Frais · 1,75 % sur 12,37 €', '2.75% of 51.53'): a fee's note.
    if (PAGE_OF.test(line) || (line.includes('%') && RATE_OF_FIGURE.test(line))) continue;
    if (line === '') continue;
    // 'Declined' alone under a payment's name: the app's list says it never went through, and its
    // figure below records nothing.
    if (NOT_DONE.test(line)) {
      isDeclinedAbove = true;
      continue;
    }
    if (isDeclinedAbove && /^[-+]?[$€£]?\s?\d[\d,.' ]*$/.test(line)) {
      isDeclinedAbove = false;
      continue;
    }
    isDeclinedAbove = false;
    // A row's number before its date ('12    13/03/2024  NETFLIX.COM  189.00'): the date leads it.
    // (Not a check's number, of four digits or a leading 0: '0342   05/13   90.00'.)
    // (One space apart only before a date with its year: '3 02 Nov 2026', a 'No' column read in
    // reading order.)
    const numbered = /^[1-9]\d{0,2}\s+(?=\d)/.exec(line);
    const dated = numbered ? line.slice(numbered[0].length) : '';
    if (
      numbered &&
      leadingDates.test(dated) &&
      (numbered[0].length - numbered[0].trimEnd().length >= 2 ||
        /^\S+(?:\s\S+){0,2}?\s?(?:19|20)\d{2}\b/.test(dated.slice(0, 14)))
    )
      line = dated;
    // Under a heading of daily balances, money lines are balances; a table's header or another
    // heading ends it.
    if (isBalanceHeading(line)) {
      isBalanceSection = true;
      // The lines right under the heading are the balances' own header ('Date  Amount  Date
      // Amount'): one, or up to three under a sweep's ('Settlement  Account  Transaction' / 'Date
      // Type  Transaction Description  Quantity  Price  Amount  Balance').
      ownHeaderLines = isSweepActivity(foldLabel(line)) ? 3 : 1;
      headingIndent = raw.length - raw.trimStart().length;
      continue;
    }
    if (isBalanceSection) {
      const isOwnHeader = ownHeaderLines > 0;
      ownHeaderLines -= 1;
      // (Words further in than the heading go on a row of the section: 'FIFTH THIRD NOT COVERED BY'.)
      const isHeading =
        line.length <= 60 &&
        raw.length - raw.trimStart().length <= headingIndent + 2 &&
        /^\p{L}[\p{L} &/-]*:?$/u.test(line) &&
        !/balance|saldo|solde|date|datum/i.test(line);
      if (!isOwnHeader && (isRecordHeader(line) || isHeading)) isBalanceSection = false;
      else if (isOwnHeader && !isRecordHeader(line) && isHeading && ownHeaderLines === 0)
        isBalanceSection = false;
      continue;
    }
    if (line.length > MAX_LINE_CHARS) {
      const hasAmount =
        /\d[.,]\d{2}(?!\d)/.test(raw.slice(0, 500)) || /\d[.,]\d{2}(?!\d)/.test(raw.slice(-500));
      seen.push({
        hasAmount,
        isDated: true,
        isAmountOnly: false,
        isSummary: false,
        hasWords: true,
        isExchangeRate: false,
      });
      continue;
    }
    // A short code column after the money (a branch's 'Init. Br' number), or a balance printed
    // without its pence ('1,350.00   90,350 CR'): not the record's money.
    // Nor a time at the end after a word for the hour ('DEL 02/03/24 ORE 18.22', 'um 14.30').
    let rest = line;
    // (Not a day and month before a time, where decimals are commas: 'KAUFUMSATZ 30.10 171245'.)
    if (
      hasDecimals &&
      /\d\s+[\d,]+(?: ?(?:CR|DR))?$/.test(line) &&
      !(DAY_MONTH_BEFORE_CODE.test(line) && isCommaDecimal())
    )
      rest = rest.replace(/(\d[.,]\d{2})\s+(?:\d{3,12}|\d{1,3}(?:,\d{3})+ ?(?:CR|DR))$/, '$1');
    // (Looked for in the line's last characters only: the pattern is costly on a whole line.)
    const tail = rest.slice(-16);
    if (hasDecimals && /[.:][0-5]\d$/.test(tail) && TIME_AT_END.test(tail))
      rest = rest.slice(0, rest.length - tail.length) + tail.replace(TIME_AT_END, '$1');
    let amounts = 0;
    const indent = raw.length - raw.trimStart().length;
    // Where each figure ends on the page, for the columns of a table.
    const figureEnds: number[] = [];
    let isZero = true;
    // The leftmost figure (the amount, left of any balance), to know a record listed again.
    let figure = '';
    for (let k = 0; k < 3; k++) {
      const m = trailing.exec(rest);
      if (!m || (!hasDecimals && /^\s*(?:19|20)\d{2}\s*$/.test(m[0]))) break;
      // (A figure closing a bracket its words opened is a note's: '12 406 Miles  (worth R 124.06)'.)
      if (m[0].endsWith(')') && !m[0].includes('(') && rest.slice(0, m.index).includes('(')) break;
      amounts++;
      figure = m[0];
      if (/[1-9]/.test(m[0])) isZero = false;
      figureEnds.push(indent + m.index + m[0].trimEnd().length);
      rest = rest.slice(0, m.index).trimEnd();
    }
    const isLeading = amounts === 0 && (leading.test(line) || dateLast.test(line));
    const leadingDate = mayLeadWithDate(rest) ? leadingDates.exec(rest)?.[0] : undefined;
    const words = (leadingDate ? rest.slice(leadingDate.length) : rest).trim();
    const hasAmount = amounts > 0 || isLeading;
    // A statement period ('01 March 2024 to 31 March 2024') starts no record.
    // (A minus sign on a figure after the date is no dash: '06.03.23 -10 000,00 ₸ Перевод'.)
    // ('TO A/C 52901847  TFR  300.00' is a transfer: only a date after the word makes a period.)
    const rangeWord = /^(?:to|through|thru|bis|au|al|tot|t\/m)\b\s*/i.exec(words);
    const isPeriod =
      /^[-–—](?!\d[\d ]*[.,]\d{2}(?![\d.]))/.test(words) ||
      (rangeWord !== null && leadingDates.test(words.slice(rangeWord[0].length)));
    const isDateLine =
      !isPeriod && (isLeading || (rest.trim() !== '' && leadingDate !== undefined));
    const textColumn = isDateLine && words !== '' ? raw.indexOf(words.slice(0, 12)) : undefined;
    // A line whose every figure is zero records nothing ('INTEREST CHARGED ON PURCHASES  0.00').
    const wasUnderLabels = isUnderLabels;
    const cellsAbove = headerCells;
    const labelCells = /\d/.test(line) ? [] : cellsOf(line);
    isUnderLabels = labelCells.filter((cell) => isLabelText(cell)).length >= 2;
    headerCells = isUnderLabels ? labelCells.length : 0;
    // (A date among the figures is a label's too where every cell has its label above it:
    // 'Payment Due Date   Total Dues   Minimum Amount Due' / '01/04/2024   1,53,271.83   7,670.00'.)
    // (So is a row of three figures or more and nothing else: a summary's, never a record's.)
    const isSummary =
      (wasUnderLabels && hasAmount && (!isDateLine || cellsOf(line).length <= cellsAbove)) ||
      (amounts >= 3 && !isLeading && !/\p{L}/u.test(line)) ||
      (amounts > 0 && isZero && isDateLine) ||
      isLabelText(hasAmount && isLeading ? '' : words) ||
      // (Words after the figures may name a balance: '01/11/26   1.547,82   SALDO INIZIALE'.)
      isLabelText(WORDS_AFTER_MONEY.exec(raw)?.[1] ?? '') ||
      // (So may the words before the first of several figures, a summary's cells run together:
      // 'Opening Balance 46,123.45 Total Withdrawal Amount 53,979.32 ...'.)
      (hasAmount &&
        !isDateLine &&
        /\d[.,]\d{2}\D.*\d[.,]\d{2}/.test(raw) &&
        isLabelText(WORDS_BEFORE_MONEY.exec(raw)?.[1] ?? '')) ||
      (hasAmount && !isDateLine && isQualifierText(words));
    // Labels count alone or as cells of a summary table's header ('Opening Balance   Closing Balance').
    if (!hasTwoLabels) {
      for (const cell of /\s{2}/.test(words) ? [words, ...words.split(/\s{2,}/)] : [words]) {
        if (isLabelText(cell)) labels.add(labelKey(cell));
      }
      hasTwoLabels = labels.size >= 2;
    }
    seen.push({
      hasAmount,
      // A line of money alone is not dated, even when its figure reads like one ("56.81").
      // (A panel's row may print its check number before its date: '1201   Mar 11   200.00'.)
      isDated:
        (isDateLine && !/^[-–—](?!\d[\d ]*[.,]\d{2}(?![\d.]))/.test(words)) ||
        (isPanel && amounts > 0 && panelDate.test(rest)) ||
        (amounts > 0 && dateAfterMoney.test(rest)),
      isDatedAfterMoney:
        !isDateLine && !isPanel && amounts > 0 && dateAfterMoney.test(rest) ? true : undefined,
      isAmountOnly: !isLeading && rest.trim() === '',
      isSummary,
      // (A currency's mark alone is short: only short words are looked at again.)
      hasWords: /\p{L}/u.test(words.length > 4 ? words : words.replace(CURRENCY_WORD, '')),
      // (A rate line that carries the foreign amount, '53.90 EUR  Exchange rate 1.1537', is a note
      // under the purchase's own amount, not one before it.)
      isExchangeRate: !hasAmount && isRateText(words) && !/\d[.,]\d{2}(?!\d)/.test(line),
      isDateLine,
      textColumn,
      // (Not a date its label names as another: 'Card xx4821 Value Date: 28/11/2026   -$64.90'.)
      hasInnerDate: amounts > 0 && !isDateLine && innerDate.test(rest) && !VALUE_DATE.test(rest),
      // (A check cut from a row of checks has lost its place on the page.)
      figureEnds: isCheck ? [] : figureEnds,
      hasSummaryCell:
        /\s{2}/.test(line) &&
        hasLabelHint(line) &&
        line.split(/\s{2,}/).some((cell) => isLabelText(cell)),
      raw,
      indent,
      isRule: /^[-_=—─+|]{5,}$/.test(line),
      isZero: amounts > 0 && isZero,
      leadingDate: isDateLine ? leadingDate : undefined,
      figureKey: figure.trim(),
      ...(isCheck ? { checkDay: dayKeyOf(/^\d+ ?\*?\s+(\S+)/.exec(line)?.[1] ?? '') } : {}),
      isDayHeading: !hasAmount && ((isDateLine && words === '') || DAY_HEADING.test(line)),
      isFiguresOnly:
        amounts > 0 &&
        isDateLine &&
        words.length <= 4 &&
        words.replace(CURRENCY_WORD, '').trim() === '',
    });
  }
  return { seen, hasTwoLabels };
}

// Records of several lines under a day's date start at the day's text column without a figure
// ('VIS    TESCO STORES' / '       LONDON   23.41'): such a start begins a record as a date does.
function isStartUnderDay(l: SeenLine): boolean {
  return (
    !!l.isIndentedUnderDay &&
    l.hasWords &&
    !l.hasAmount &&
    !l.isSummary &&
    !l.hasSummaryCell &&
    !l.isExchangeRate
  );
}

/** What the table's columns tell of undated lines, for the tally. */
interface TableShape {
  /** Records begin under a day's date, at its text column, as well as with a date. */
  isStartedUnderDay: boolean;
  /** A line's figures stand well left of every column the table's figures end in. */
  isLeftOfFigureColumns: (line: SeenLine) => boolean;
}

/** Dates the lines the table's columns show to be rows of a dated day, and says how records begin. */
function dateRowsByColumns(
  seen: SeenLine[],
  hasDecimals: boolean,
  leadingDates: RegExp,
): TableShape {
  // Where the words of dated lines begin: a table that prints each day's date once leaves the date
  // column blank on the day's other rows, whose text starts at that same column (on any of its pages).
  const textColumns = new Map<number, number>();
  for (const { textColumn, isSummary } of seen) {
    if (textColumn !== undefined && !isSummary)
      textColumns.set(textColumn, (textColumns.get(textColumn) ?? 0) + 1);
  }
  for (const l of seen) {
    const indent = l.indent ?? 0;
    l.isIndentedUnderDay = !l.isDateLine && indent >= 4 && (textColumns.get(indent) ?? 0) >= 2;
  }
  // A date in the statement's date column after a first cell of words ('VISA GOLD   17ИЮН 18ИЮН18 ...'):
  // the column where three dated lines or more start their date.
  const dateColumns = new Map<number, number>();
  for (const l of seen) {
    if (l.isDated && l.hasAmount && l.indent) {
      dateColumns.set(l.indent, (dateColumns.get(l.indent) ?? 0) + 1);
    }
  }
  const columns = [...dateColumns].filter(([, n]) => n >= 3).map(([column]) => column);
  for (const l of columns.length > 0 && columns.length <= 2 ? seen : []) {
    if (l.isDated || !l.hasAmount || l.isSummary || !l.raw) continue;
    const raw = l.raw;
    l.isDated = columns.some(
      (c) => raw.slice(c - 2, c) === '  ' && leadingDates.test(raw.slice(c, c + 40)),
    );
  }
  // A layout that prints each record's date between its words and its amount, on most dated lines.
  const innerDated = seen.filter((l) => l.hasInnerDate).length;
  if (innerDated >= 3 && innerDated > seen.filter((l) => l.isDated && l.hasAmount).length) {
    for (const line of seen) if (line.hasInnerDate) line.isDated = true;
  }
  // A day's other rows: indented to the day's text, their figure in a column the dated rows use.
  const datedRows = seen.filter((l) => l.isDated && l.hasAmount);
  // Or a column where two rows or more end an entry begun on the line above: a page may date no row
  // paid out.
  const figureEdges = new Set<number>();
  for (const row of datedRows) for (const end of row.figureEnds ?? []) figureEdges.add(end);
  const entryEdges = new Set<number>();
  for (const [i, l] of seen.entries()) {
    if (!l.hasAmount || l.isSummary || !seen[i - 1]?.hasWords || seen[i - 1]?.hasAmount) continue;
    for (const end of l.figureEnds ?? []) {
      if (entryEdges.has(end)) figureEdges.add(end);
      entryEdges.add(end);
    }
  }
  const underDay = seen.filter(
    (l, i) => l.isIndentedUnderDay && l.hasAmount && l.hasWords && !seen[i + 1]?.isExchangeRate,
  );
  const starts = seen.filter(isStartUnderDay).length;
  // Only a table that does so more than once or twice: a lone indented total under the last row is a
  // summary.
  // Or, however short the statement, entries plainly so: a start whose next lines, indented deeper, end
  // with a figure ('CR      A Testname' / '        JWZ RVSMMQO      109.99').
  const isEntryStart = (i: number) => {
    if (!isStartUnderDay(seen[i]!)) return false;
    const indent = seen[i]!.indent ?? 0;
    for (const next of seen.slice(i + 1, i + 4)) {
      if ((next.indent ?? 0) <= indent || next.isDateLine) return false;
      if (next.hasAmount) return true;
    }
    return false;
  };
  const entryStarts = seen.filter((_, i) => isEntryStart(i)).length;
  const isPlainlyEntries = entryStarts >= 2 && underDay.length + entryStarts >= 3;
  const isDatedOncePerDay =
    (underDay.length * 2 >= datedRows.length && underDay.length >= 3) || isPlainlyEntries;
  const isStartedUnderDay =
    (starts >= 3 &&
      (starts + underDay.length) * 2 >= seen.filter((l) => l.isDated && !l.isSummary).length) ||
    isPlainlyEntries;
  const isInFigureColumn = (line: SeenLine) =>
    (line.figureEnds ?? []).some(
      (end) => figureEdges.has(end) || figureEdges.has(end - 1) || figureEdges.has(end + 1),
    );
  // A figure standing well left of every column the table's figures end in: words of the
  // description column (a copied text may set its columns unevenly, so by more than a few characters).
  const firstFigureEdge = Math.min(...figureEdges);
  const isLeftOfFigureColumns = (line: SeenLine) =>
    figureEdges.size > 0 &&
    (line.figureEnds ?? []).every((end) => end < firstFigureEdge - FIGURE_COLUMN_SLACK);
  // Money in whole units: an undated line's number left of the figure columns is one of its words
  // (a house's, a contract's: 'OTP ATM BUDAPEST ALLEE 2', 'Szerződésszám: 41005577'), not money.
  for (const l of hasDecimals ? [] : seen) {
    if (l.hasAmount && !l.isDated && isLeftOfFigureColumns(l)) l.hasAmount = false;
  }
  // In a table with a balance column (a card's single column takes its notes' figures too), where
  // the dated rows' amounts end, left of the balance.
  const rowsWithFigures = [...datedRows, ...underDay];
  const withBalances = rowsWithFigures.filter(
    (l) => !l.isSummary && (l.figureEnds?.length ?? 0) >= 2,
  );
  const isNear = (edges: ReadonlySet<number>, end: number) =>
    edges.has(end) || edges.has(end - 1) || edges.has(end + 1);
  const balanceEdges = new Set(withBalances.map((l) => l.figureEnds![0]!));
  const amountEdges = new Set<number>();
  for (const row of rowsWithFigures) {
    const amountEnd = row.isSummary ? undefined : row.figureEnds?.at(-1);
    if (amountEnd !== undefined && !isNear(balanceEdges, amountEnd)) amountEdges.add(amountEnd);
  }
  const leftEnd = (line: SeenLine) => line.figureEnds?.at(-1) ?? -1;
  // Where the table has a balance column, a day's other rows are those whose figure stands in the
  // amount columns, however few (three or more); a balance alone below a row is a note's line
  // ending the day ('INCL FX FEE E3.08   819.60' under a purchase).
  const hasBalanceColumn = withBalances.length >= 3;
  const isBalanceOnly = (line: SeenLine) =>
    hasBalanceColumn && isNear(balanceEdges, leftEnd(line)) && !isNear(amountEdges, leftEnd(line));
  const dayRows = isDatedOncePerDay
    ? underDay.filter((line) => !isBalanceOnly(line))
    : hasBalanceColumn
      ? underDay.filter((line) => isNear(amountEdges, leftEnd(line)))
      : [];
  for (const line of isDatedOncePerDay || dayRows.length >= 3 ? dayRows : []) {
    if (isInFigureColumn(line)) line.isDated = true;
  }
  return { isStartedUnderDay, isLeftOfFigureColumns };
}

/** Records copied in a PDF viewer's reading order: words first, or figures first. */
interface ReadingOrder {
  isWordsFirst: boolean;
  closesRecord: (k: number) => boolean;
  /** Where a figures-first record's figure stands, and whether it is a record (its words name no balance). */
  figuresOfRecords: Map<number, boolean>;
}

function readingOrderOf(seen: readonly SeenLine[]): ReadingOrder {
  // Text in reading order whose records end with a date alone and then an amount alone, words first.
  const closesRecord = (k: number) => {
    const [before, date, amount] = [seen[k - 1], seen[k], seen[k + 1]];
    return (
      !!date?.isDated &&
      !date.hasAmount &&
      !date.hasWords &&
      !!amount?.isAmountOnly &&
      !!before?.hasWords &&
      !before.hasAmount &&
      !before.isDated
    );
  };
  const closingDates = seen.filter((_, k) => closesRecord(k)).length;
  const datedLines = seen.filter((l) => l.isDated && !l.hasAmount).length;
  const isWordsFirst = closingDates >= 3 && closingDates * 2 >= datedLines;

  // Text in reading order whose records give their date, figures, then words ('02-Nov-2026' /
  // '02-Nov-2026' / a reference / '23,450.00' / '161,112.40' / 'POS PURCHASE @ SHOPRITE'): where
  // their words begin, after the figures, or -1 when the record at k is not one of those.
  const wordsAfterFigures = (k: number): number => {
    if (!seen[k]?.isDated || seen[k]!.hasAmount || seen[k]!.hasWords) return -1;
    let j = k + 1;
    while (j <= k + RECORD_LINES && seen[j] && !seen[j]!.hasAmount && !seen[j]!.hasWords) j++;
    if (!seen[j]?.isAmountOnly) return -1;
    while (seen[j]?.isAmountOnly) j++;
    return seen[j]?.hasWords && !seen[j]!.isDated ? j : -1;
  };
  const figuresFirst = seen.filter((_, k) => wordsAfterFigures(k) >= 0).length;
  const isWordsAfter = !isWordsFirst && figuresFirst >= 3 && figuresFirst * 2 >= datedLines;
  // Where such a record's figure stands, and whether the words after it name a balance instead.
  const figuresOfRecords = new Map<number, boolean>();
  for (let k = 0; isWordsAfter && k < seen.length; k++) {
    const words = wordsAfterFigures(k);
    if (words < 0) continue;
    let figure = k + 1;
    while (!seen[figure]!.isAmountOnly) figure++;
    figuresOfRecords.set(figure, !seen[words]!.isSummary);
  }
  return { isWordsFirst, closesRecord, figuresOfRecords };
}

/**
 * A statement that prints a day's date once, over all its records: after a record's figure, lines of
 * words, then a figure alone (not nothing, not the figure above again), a dated line soon after,
 * three times or more ('55.00' / 'D/D VODAFONE IRELAND LTD' / 'VF-IE-88241937' / '40.00').
 */
function isDayShared(seen: readonly SeenLine[]): boolean {
  // Where records end: a dated line's figure, one a date began a record's lines above (no rule
  // between), or one that ends such a record of the day.
  const endsRecord: boolean[] = [];
  let found = 0;
  for (let k = 0; k < seen.length && found < 3; k++) {
    const line = seen[k]!;
    if (!line.hasAmount || line.isSummary) continue;
    let above = k - 1;
    while (
      above >= k - RECORD_LINES &&
      seen[above] &&
      !seen[above]!.hasAmount &&
      !seen[above]!.isRule
    ) {
      if (seen[above]!.isDated || seen[above]!.isDayHeading) break;
      above--;
    }
    const isBegunByDate =
      line.isDated ||
      (above >= k - RECORD_LINES &&
        !!seen[above] &&
        (!!seen[above]!.isDated || !!seen[above]!.isDayHeading));
    if (!isBegunByDate && !endsRecord[k]) continue;
    endsRecord[k] = true;
    let j = k + 1;
    while (seen[j]?.isAmountOnly) j++;
    const words = j;
    while (
      j - words < 3 &&
      seen[j]?.hasWords &&
      !seen[j]!.hasAmount &&
      !seen[j]!.isDated &&
      !seen[j]!.isSummary
    )
      j++;
    const end = seen[j];
    // (Not the figure above again, in the record's details: '1500000.00' under '1,500,000.00 DB'.)
    const digits = (figure: string | undefined) => figure?.replace(/\D/g, '') ?? '';
    if (
      j === words ||
      !end?.isAmountOnly ||
      end.isZero ||
      digits(end.figureKey) === digits(line.figureKey)
    )
      continue;
    endsRecord[j] = true;
    if (seen.slice(j + 1, j + 13).some((l) => l.isDated && !l.isSummary)) found++;
  }
  return found >= 3;
}

function markFigureRowsAsSummaries(seen: readonly SeenLine[]): void {
  // A dated row of figures and nothing else (not even a check's number) where nearly every dated
  // row has words: a summary's row
  // ('30/11/2026   704,12   1.500,93' under 'Saldo Invest Fácil   Saldo Disponível').
  const datedMoney = seen.filter((l) => l.isDated && l.hasAmount && !l.isSummary);
  const named = datedMoney.filter((l) => l.hasWords).length;
  if (named >= 5 && named * 10 >= datedMoney.length * 9) {
    for (const l of datedMoney) if (l.isFiguresOnly) l.isSummary = true;
  }
}

/**
 * Where most dated rows lead with their date, three or more, a date after a line's money is none of
 * a record's: an instalment's count in a summary ('12 MOS   2,083.25   03/12   18,749.25').
 */
function markDatesAfterMoneyAsNone(seen: SeenLine[]): void {
  const after = seen.filter((l) => l.isDatedAfterMoney);
  if (after.length === 0) return;
  const leading = seen.filter((l) => l.isDated && l.hasAmount && l.isDateLine).length;
  if (leading >= 3 && leading > after.length * 3) for (const line of after) line.isDated = false;
}

/** A row whose last filled cell is a figure alone ('$23.490'), not a note's words. */
function isFigureLast(raw: string): boolean {
  const last =
    raw
      .split('\t')
      .map((cell) => cell.trim())
      .filter((cell) => cell !== '')
      .at(-1) ?? '';
  return /^[-+]?\s?(?:\p{Sc}|[A-Z]{1,3}\$)?\s?\d[\d.,' ]*(?:\s?(?:CR|DR|[A-Z]{3}|\p{Sc}))?$/u.test(
    last,
  );
}

/**
 * An app's list whose every record ends with its amount alone and, on the line below, its running
 * balance and that balance's label ('14:47  EDC' / '-2,340.00 THB' / 'Balance 27,100.87'), three
 * times or more: each such figure ends a record, whether or not a date began it (a day's second).
 */
function markBalanceEndedRecords(seen: SeenLine[]): void {
  const ends = seen.flatMap((line, k) => {
    const below = seen[k + 1];
    const above = seen[k - 1];
    const isEnd =
      line.isAmountOnly &&
      !!above?.hasWords &&
      !above.hasAmount &&
      !!below?.isSummary &&
      below.hasAmount &&
      !below.isAmountOnly &&
      !below.isDated;
    return isEnd ? [line] : [];
  });
  if (ends.length >= 3) for (const line of ends) line.isBalanceEnded = true;
}

/**
 * A web table's row with its date cell empty ('<TAB>Compra Nacional LIDER<TAB>$23.490<TAB><TAB>
 * $1.284.968'), as many cells as the dated row above it: a record of that row's day.
 */
function markEmptyDateCells(seen: SeenLine[]): void {
  let cells = 0;
  for (const line of seen) {
    const raw = line.raw ?? '';
    if (!raw.includes('\t')) continue;
    const count = raw.split('\t').length;
    if (line.isDated && line.hasAmount) cells = count;
    else if (raw.startsWith('\t') && line.hasAmount && count === cells && isFigureLast(raw)) {
      line.isDated = true;
    } else cells = 0;
  }
}

/** Words that end in a figure after a currency's code ('STEAMGAMES.COM WA US  USD 9.99'). */
const CODE_THEN_FIGURE = /\b[A-Z]{3}\s?[-+]?\d[\d.,]*$/;

function markForeignAmountNotes(seen: SeenLine[]): void {
  // Such words, undated, then a figure alone within two lines: the purchase's foreign amount, a
  // note; the figure below is the record's ('USD 9.99' / '23:51 น.  EDC' / '-336.81 บาท').
  // (So is a figure right above its rate, the record's own below that: 'Importe en divisa: 18,20
  // GBP' / 'Tipo de cambio: 1,1682' / '-21,26 €'.)
  for (const [k, line] of seen.entries()) {
    if (line.hasAmount && !line.isDated && seen[k + 1]?.isExchangeRate && seen[k + 2]?.hasAmount) {
      line.hasAmount = false;
      continue;
    }
    if (!line.hasAmount || line.isDated || line.isAmountOnly || !line.hasWords) continue;
    if (!CODE_THEN_FIGURE.test(line.raw?.trim() ?? '')) continue;
    const next = seen[k + 1]?.hasAmount ? seen[k + 1] : seen[k + 2];
    const between = seen[k + 1]?.hasAmount ? [] : [seen[k + 1]];
    if (next?.isAmountOnly && between.every((l) => l && !l.isDated && !l.isSummary)) {
      line.hasAmount = false;
    }
  }
}

function firstCountedLine(seen: readonly SeenLine[]): number {
  // A list dated by headings alone ('Today', 'Yesterday', 'Sun, Nov 29'), three or more: money above
  // the first is the page's (an app's balances over its activity), not a record.
  const firstHeading = seen.findIndex((l) => l.isDayHeading);
  const headings = seen.filter((l) => l.isDayHeading).length;
  return headings >= 3 && !seen.slice(0, firstHeading).some((l) => l.isDated) ? firstHeading : 0;
}

/** The digits of a line's leftmost figure ('-$1,850.00' -> '185000'). */
function figureDigits(line: SeenLine): string {
  return line.figureKey?.replace(/\D/g, '') ?? '';
}

/** A label that names a date, not a balance: when a payment is due. */
const DUE_LABEL = /\b(?:due|f[aä]llig|vencimiento|[ée]ch[ée]ance|scadenza|vencimento)\b/i;

function tallyRecords(
  seen: readonly SeenLine[],
  isDatedStatement: boolean,
  { isStartedUnderDay, isLeftOfFigureColumns }: TableShape,
  { isWordsFirst, closesRecord, figuresOfRecords }: ReadingOrder,
  countFrom: number,
  isDayShared: boolean,
): number {
  // Records listed again after the statement's table (a recap of fees, details of the direct debits
  // and transfers it holds, a copy of the table): three records in a row or more, each the day and
  // amount of one counted before, are that list, not new records.
  const keys = new Set<string>();
  // Each counted record's day and amount's digits, to know a check listed again.
  const counted = new Set<string>();
  let day = '';
  let repeats = 0;
  let lastKey = '';
  let lastKeyLine = -1;
  let count = 0;
  let previousHadAmount = false;
  let linesSinceDate = Infinity;
  let hasWordsSinceDate = false;
  // The record under way began under a day's date, at its text column, not with a date.
  let isUnderDayStart = false;
  let startIndent = 0;
  // Where the last dated line starts on the page.
  let datedIndent = 0;
  // (Each date's key once: a statement prints the same few dates on most of its lines.)
  const dayKeys = new Map<string, string>();
  for (const [index, line] of seen.entries()) {
    if (index < countFrom) continue;
    if (line.isDated) {
      datedIndent = line.indent ?? 0;
      const date = line.leadingDate ?? '';
      day = dayKeys.get(date) ?? dayKeyOf(date);
      dayKeys.set(date, day);
    }
    const figureOfRecord = figuresOfRecords.get(index);
    if (figureOfRecord !== undefined) {
      // (Its words come after it: a record unless they name a balance.)
      if (figureOfRecord) count++;
      linesSinceDate = Infinity;
      previousHadAmount = true;
      continue;
    }
    if (line.isSummary) {
      // A balance or limit label: the figure after it is the label's, not a record's end.
      if (isDatedStatement) linesSinceDate = Infinity;
      continue;
    }
    // ('Available Balance' / '$1,904.59': the label's figure on the line below it.)
    if (line.isAmountOnly && seen[index - 1]?.isSummary) {
      // (Under a day's date, the day's rows follow it where a day's date is printed once: '13 Feb'
      // / 'Start balance' / '1,846.18' / 'Card Payment to Tesco Stores' / '23.45'.)
      previousHadAmount = isDayShared && !!seen[index - 2]?.isDated;
      continue;
    }
    // (A label's date alone under it, the label naming a date: 'Payment due by' / '09 April 2026'.)
    if (
      line.isDated &&
      !line.hasWords &&
      !line.hasAmount &&
      seen[index - 1]?.isSummary &&
      !seen[index - 1]!.hasAmount &&
      DUE_LABEL.test(seen[index - 1]!.raw ?? '')
    ) {
      linesSinceDate = Infinity;
      previousHadAmount = false;
      continue;
    }
    // (And a balance's date between them, in reading order: 'Alter Kontostand' / '31.10.2026' /
    // '1.842,17'.)
    if (line.isDated && !line.hasWords && !line.hasAmount && seen[index - 1]?.isSummary) {
      const figure = seen[index + 1];
      if (figure?.isAmountOnly) {
        linesSinceDate = Infinity;
        previousHadAmount = false;
        continue;
      }
    }
    if (
      line.isAmountOnly &&
      seen[index - 1]?.isDated &&
      !seen[index - 1]?.hasWords &&
      seen[index - 2]?.isSummary
    ) {
      previousHadAmount = false;
      continue;
    }
    if (line.isRule) {
      previousHadAmount = false;
      linesSinceDate = Infinity;
      continue;
    }
    if (!line.hasAmount) {
      const isAfterFigure = previousHadAmount;
      previousHadAmount = false;
      // A second date of a record begun just above keeps its words ('AUTOPAY PYMT' / '16-Jan').
      const isSecondDate = line.isDated && !line.hasWords && linesSinceDate <= 4;
      if (line.isDated && !isSecondDate) hasWordsSinceDate = line.hasWords;
      else hasWordsSinceDate ||= line.hasWords;
      // (Or words right after a record's figure, where a day's date is printed once.)
      const isStart =
        line.isDated ||
        (isDayShared && !!line.isDayHeading) ||
        (isStartedUnderDay && isStartUnderDay(line)) ||
        (isDayShared && isAfterFigure && line.hasWords && !line.isSummary);
      if (isStart && !line.isDated) hasWordsSinceDate = true;
      if (isStart) isUnderDayStart = !line.isDated;
      if (isStart) startIndent = line.indent ?? 0;
      linesSinceDate = isStart ? 0 : linesSinceDate + 1;
      continue;
    }
    // Figures stacked alone under a label ('Ending' / 'balance' / '1,532.10' / '2,700.00' /
    // '1,397.61'): the cells of a summary printed a line each, not records.
    let above = index - 1;
    while (above >= 0 && index - above <= 8 && seen[above]?.isAmountOnly) above--;
    const isStackedFigure =
      line.isAmountOnly &&
      linesSinceDate > 3 &&
      (!!seen[index + 1]?.isAmountOnly || above < index - 1) &&
      !!seen[above]?.isSummary;
    if (isStackedFigure) {
      previousHadAmount = true;
      continue;
    }
    // A date, then a figure with no words: a due date and its amount, not a transaction (unless the
    // words came first).
    // A record begun under the day ends with a figure in the table's columns: 'Klassik-Konto 6,90
    // EUR' under a fee's line, or 'USD 24.99 VRATE 1.2602' under a purchase, is a note in the
    // description column, and the record may still end on the lines below.
    if (linesSinceDate <= 3 && isUnderDayStart && !line.isDated && isLeftOfFigureColumns(line)) {
      linesSinceDate += 1;
      previousHadAmount = false;
      continue;
    }
    // (Such a record ends at or right of where it began: a line further left, as a page's footer
    // is, is not its end.)
    // (Nor is a line with a cell naming a balance or limit: 'Opening balance   3,482.17   Overdraft
    // limit   5,000.00' under an address that begins '22 JAN SMUTS AVENUE'.)
    const isWrappedEnd =
      linesSinceDate <= RECORD_LINES &&
      (hasWordsSinceDate || line.hasWords || (isWordsFirst && closesRecord(index - 1))) &&
      !(isUnderDayStart && (line.indent ?? 0) + 2 < startIndent) &&
      !line.hasSummaryCell;
    if (isDatedStatement && isWrappedEnd && seen[index + 1]?.isExchangeRate) {
      // A foreign amount with its rate below: the record ends at the amount after the rate.
      linesSinceDate += 1;
      continue;
    }
    linesSinceDate = Infinity;
    if (line.isZero && !isWrappedEnd) {
      previousHadAmount = false;
      continue;
    }
    // (A card's fee on a foreign purchase, on its own line under it, is a record of its own.)
    const isFeeLine = line.hasWords && FOREIGN_FEE_LINE.test(line.raw ?? '');
    // (So is a line of words and a figure right after a record's, where a day's date is printed once,
    // starting where dated lines do: not a detail or a summary set in.)
    const isDayRecord =
      isDayShared && previousHadAmount && line.hasWords && (line.indent ?? 0) <= datedIndent;
    if (
      isDatedStatement &&
      !line.isDated &&
      !isWrappedEnd &&
      !isFeeLine &&
      !isDayRecord &&
      !line.isBalanceEnded
    ) {
      previousHadAmount = false;
      continue;
    }
    // A check listed again under its own header after the table ('CHECK PAID #1044' above):
    // its day and amount were counted.
    if (line.checkDay !== undefined && counted.has(`${line.checkDay}|${figureDigits(line)}`)) {
      previousHadAmount = true;
      continue;
    }
    if (!(line.isAmountOnly && previousHadAmount)) {
      const key = line.figureKey ? `${day}|${line.figureKey}` : '';
      counted.add(`${day}|${figureDigits(line)}`);
      // (The same purchase again on the line right after itself is another purchase, not a list
      // repeated.)
      const isAgainAtOnce = key === lastKey && index === lastKeyLine + 1;
      repeats = key !== '' && keys.has(key) && !isAgainAtOnce ? repeats + 1 : 0;
      lastKey = key;
      lastKeyLine = index;
      keys.add(key);
      if (repeats === 3) count -= 2;
      else if (repeats < 3) count++;
    }
    previousHadAmount = true;
  }
  return count;
}

/** A figure with decimals, then cells with no such figure: details after a row's figures. */
const DETAILS_AFTER_FIGURES =
  /(?<![\d.,])(\d{1,3}(?:[,.' ]\d{3})*[.,]\d{2})(?![\d.,])\s{2,}\S(?:(?!\d[.,]\d{2}(?![\d.,])).)*$/u;
const ENDS_WITH_FIGURE = /\d[.,]\d{2}\)?-?\s*\S{0,3}\s*$/;

/**
 * Lines without the details a table prints after each row's figures, words and accounts' numbers
 * ('-36.80   8,399.47   网上快捷支付   银联   美团外卖   2155****0690'), where three lines or more and a
 * quarter of them end so: the figures then end the line.
 */
function withoutDetailsAfterFigures(lines: string[]): string[] {
  let found = 0;
  const cut = lines.map((line) => {
    if (line.length > MAX_LINE_CHARS || ENDS_WITH_FIGURE.test(line) || !/\d[.,]\d{2}\s/.test(line))
      return line;
    const m = DETAILS_AFTER_FIGURES.exec(line);
    const end = m ? m.index + m[1]!.length : -1;
    // (Not a label's words, which say the figure is a balance: '1.547,82   SALDO INIZIALE'.)
    if (end < 0 || !/\p{L}/u.test(line.slice(end)) || isLabelText(line.slice(end).trim()))
      return line;
    found++;
    return line.slice(0, end);
  });
  return found >= 3 && found * 4 >= lines.length ? cut : lines;
}

/** A row that starts with its day and month as two numbers, then the posting's ('06 10   07 10'). */
const SPACED_DAY_MONTHS =
  /^(\s*)(0[1-9]|[12]\d|3[01]) (0[1-9]|1[0-2])(\s+)(?:(0[1-9]|[12]\d|3[01]) (0[1-9]|1[0-2])(?=\s))?/;

/** Such rows' dates written as one ('06/10'), where three rows or more start so. */
function withJoinedDayMonths(lines: string[]): string[] {
  const rows = lines.filter((line) => SPACED_DAY_MONTHS.test(line) && /\d[.,]\d{2}\b/.test(line));
  if (rows.length < 3) return lines;
  return lines.map((line) =>
    line.replace(SPACED_DAY_MONTHS, (_all, lead, d, m, gap, d2, m2) =>
      d2 ? `${lead}${d}/${m}${gap}${d2}/${m2}` : `${lead}${d}/${m}${gap}`,
    ),
  );
}

export function countText(printed: string[]): number {
  const lines = withJoinedDayMonths(withoutDetailsAfterFigures(printed));
  const hasDecimals = hasPenceFigures(lines);
  const patterns = hasDecimals ? DECIMAL_PATTERNS : WHOLE_PATTERNS;
  const { seen, hasTwoLabels } = describeLines(lines, hasDecimals, patterns);
  const shape = dateRowsByColumns(seen, hasDecimals, patterns.leadingDates);
  // A statement of dated lines: there, money without a date is a balance or a note, unless it ends a
  // record that a date line began at most three lines above.
  const moneyLines = seen.filter((l) => l.hasAmount && !l.isSummary);
  const dated = moneyLines.filter((l) => l.isDated).length;
  // So is a statement document (balances, period, summary box), however few of its lines are dated.
  // (Not a page whose records stand under headings of their days, three or more, most of its money
  // on lines without a date: 'Venerdì 28 novembre' over its day's rows, a balance or two above.)
  const headings = seen.filter((l) => l.isDayHeading && !l.isDated).length;
  const isUnderHeadings = headings >= 3 && moneyLines.length - dated > dated;
  const isDatedStatement =
    !isUnderHeadings &&
    ((dated >= 4 && dated * 5 >= moneyLines.length * 3) ||
      (seen.some((l) => l.isDated) && hasTwoLabels));
  const order = readingOrderOf(seen);
  markFigureRowsAsSummaries(seen);
  markForeignAmountNotes(seen);
  markDatesAfterMoneyAsNone(seen);
  markEmptyDateCells(seen);
  markBalanceEndedRecords(seen);
  return tallyRecords(
    seen,
    isDatedStatement,
    shape,
    order,
    firstCountedLine(seen),
    // (Not where records' words come after their figures: a figure after those words is the
    // record's balance, '648' / 'JCBﾃﾞﾋﾞｯﾄ ｾﾌﾞﾝｲﾚﾌﾞﾝ' / '283,969', not the day's next record.)
    isDatedStatement &&
      !order.isWordsFirst &&
      order.figuresOfRecords.size === 0 &&
      isDayShared(seen),
  );
}
