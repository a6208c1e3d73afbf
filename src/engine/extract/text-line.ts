// One line of pasted or OCR text read on its own: what kind of line it is (a date, words, an amount, a
// whole record...) and what it holds, after OCR's misreadings are repaired. Kept apart from how lines
// make records (text-records.ts), which only looks at the kinds and values this hands back.
import {
  CURRENCY_CODES,
  inferDecimalStyle,
  parseAmount,
  withoutMarkStop,
  type DecimalStyle,
  type ParsedAmount,
} from './amounts.ts';
import { DAY_MONTH_DOTTED, isMonthName, parseDateText, type RawDate } from './dates.ts';
import { MAX_LINE_CHARS } from './input.ts';
import { foldWords, isChargeLabel, isSummaryText } from './words.ts';
import { shiftDate } from '#shared/period';

export interface AmountToken {
  parsed: ParsedAmount;
}

export type LineKind =
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

export interface LineInfo {
  kind: LineKind;
  lineNo: number;
  raw: string;
  date?: RawDate;
  /** The date stood inside the text ("STARBUCKS 03/14 4.50"), not at the start of the line. */
  isDateInside?: boolean;
  /** Where a date inside the line starts in the printed line (its character column). */
  dateColumn?: number;
  text: string;
  amount?: AmountToken;
  balance?: AmountToken;
}

/**
 * A word that says the figure after it is a term, not money: a fee's bound ('MIN. 5,00 EUR', 'max.
 * 10 €') or an exchange rate ('US$ 34,99 T/C 952,40', 'Kurs 1,0842', '@ 1.1502').
 */
const TERM_WORD =
  /^(?:min|max|mind|mín|máx|minimum|maximum|mindestens|höchstens|t\/c|tc|tasa|kurs|rate|cambio|@)\.?:?$/i;

const MARKERS = new Set([
  'CR', 'DR', 'DB', 'Cr', 'Dr', 'cr', 'dr', '(Cr)', '(Dr)', '(CR)', '(DR)', 'S', 'H', '-', '+', '$', '€', '£', '¥', '₹', 'zł', 'Kč', 'Ft', 'kr', 'kr.',
  'Fr.', 'CHF', 'R$', 'C', 'D', '₸', '₽', '₴', '₺', '₩', '₪', '₫', '฿', '₱', '₦', '₡', '₲', '₵',
]); // prettier-ignore

// (Folded as foldWords folds them: 'Venerdì' is 'venerdi', 'Terça-feira' 'terca feira'.)
const WEEKDAYS = new Set(
  [
    'mon', 'monday', 'tue', 'tues', 'tuesday', 'wed', 'wednesday', 'thu', 'thur', 'thurs', 'thursday',
    'fri', 'friday', 'sat', 'saturday', 'sun', 'sunday', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so',
    'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', 'lundi', 'mardi',
    'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'lunes', 'martes', 'miercoles', 'jueves',
    'viernes', 'sabado', 'domingo', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag',
    'zondag', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica',
    'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'segunda feira', 'terca feira', 'quarta feira',
    'quinta feira', 'sexta feira', 'mandag', 'tirsdag', 'tisdag', 'onsdag', 'torsdag', 'fredag',
    'lordag', 'sondag', 'poniedzialek', 'wtorek', 'sroda', 'czwartek', 'piatek', 'sobota', 'niedziela',
    'today', 'yesterday',
  ],
); // prettier-ignore

function isMarker(token: string): boolean {
  return (
    MARKERS.has(token) ||
    CURRENCY_CODES.has(token) ||
    /^(?:US|CA|AU|NZ|S|HK|R|C|A)\$$|^U\$S$/.test(token)
  );
}

/**
 * A mark standing before a figure: a sign or a currency's, the rand's 'R' too ('R 8 500.00'), or a
 * minus glued to one ('-R 186.50', '-$ 12.00').
 */
function isCurrencyBefore(token: string): boolean {
  const mark = /^[-+]./.test(token) ? token.slice(1) : token;
  return isMarker(mark) || mark === 'R';
}

// A figure that ends with its currency's sign ('1 218 302,78 ₸'): its groups spaced, its sign after.
// (The sign after the figure, not before the next one: '$1,562.18 $2,000.00' is no such pair.)
const SIGNED_FIGURE =
  /(?<![\d.,'])([-+]?\d{1,3}(?:[ \u00a0\u202f]\d{3})*[.,]\d{2}) ?(\p{Sc})(?! ?[-+]?\d)/gu;

/**
 * Cells a PDF's text ran together, as pdf.js gives a table without spaces ('01.03.23+14 168,17
 * ₸Вознаграждение1 218 302,78 ₸'): apart again, each figure that carries its currency sign in one
 * token. Only lines with such a figure are touched.
 */
/** A date at the start run into what follows it ('01.03.23+14 168,17', '10.03.23Разное'). */
const GLUED_DATE = /^(\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2}))(?=[-+\p{L}])/u;

function separateGluedCells(line: string): string {
  // Only a line that shows the gluing: a currency sign run into the words after it, or a date run
  // into a sign or a word. ('3 750,00 €' on a line laid out with spaces is left as it is.)
  const isGlued = /\p{Sc}\p{L}/u.test(line) || GLUED_DATE.test(line);
  if (!isGlued || !/\d[.,]\d{2} ?\p{Sc}(?! ?[-+]?\d)/u.test(line)) return line;
  return line
    .replace(GLUED_DATE, '$1  ')
    .replace(
      SIGNED_FIGURE,
      (_, figure: string, sign: string) => `  ${figure.replace(/\s/g, '')} ${sign}  `,
    )
    .replace(/\s{3,}/g, '  ')
    .trim();
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
  // (Not the end of an account's number in groups: 'Sparrate Extra-Konto 5641 2288 07'.)
  if (/\d{4} \d{1,4} \d{2}$/.test(line)) return line;
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

/**
 * Whole units grouped by single spaces where the statement writes no decimals ('-8 742', '1 250
 * 000'): one figure, its groups joined as apostrophes group them ('1'250'000') to stay one token. (Two
 * spaces or more part a column from the next: '-8 742     403 766'.)
 */
function withWholeGroups(line: string, shape: AmountShape): string {
  if (!shape.isIntegerMode || shape.hasMarkedThousands || !/\d \d{3}/.test(line)) return line;
  return line.replace(
    /(^|\s|[-+(]|\p{Sc})(\d{1,3}(?: \d{3})+)(?=\s|$|\)|-)/gu,
    (_, before: string, figure: string) => before + figure.replace(/ /g, "'"),
  );
}

function tokenize(line: string): string[] {
  return line.match(/\S+/g) ?? [];
}

function readDate(tokens: string[], at: number): { raw: RawDate; used: number } | null {
  const token = tokens[at];
  if (token === undefined) return null;
  // "02/15/25*": a star marks a posting date on some card statements.
  const first = /^\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?\*$/.test(token) ? token.slice(0, -1) : token;
  // Only these shapes start a date: "03/14[/24]" (one token, perhaps a time after it), "02/ABR",
  // "12-Dec-2019", "11MAR" or "FEB01" (one token), "14 Mar [2024]" and "Mar 14[, 2024]". Trying only the widths a shape can have keeps this cheap on every line.
  let widths: number[];
  // (A word that is no month's name starts no date: looked up before the patterns are tried.)
  const isLetterStart = !/^\d/.test(first);
  if (isLetterStart && !/\d$/.test(first) && !isMonthName(first)) return null;
  if (/^\d{1,4}[/.\-']\d/.test(first))
    widths = /^\d{1,2}:\d{2}/.test(tokens[at + 1] ?? '') ? [2, 1] : [1];
  else if (/^\d{1,2}[/.-]?\p{L}{3,9}\.?(?:[/.-]?\d{2,4})?$/u.test(first)) widths = [1];
  else if (/^\p{L}{3}\d{1,2}$/u.test(first) && isMonthName(first.slice(0, 3))) widths = [1];
  else if (/^\d{1,2}(?:st|nd|rd|th|er)?\.?$/.test(first)) widths = [3, 2];
  else if (/^\p{L}{3,10}\.?,?$/u.test(first) && isMonthName(first)) widths = [3, 2];
  else return null;
  for (const width of widths) {
    if (at + width > tokens.length) continue;
    // '03 Sept  03 Sept  Interest': a day before a month's name starts the second date; it is no year.
    if (width === 3 && /^\d{1,2}$/.test(tokens[at + 2] ?? '') && isMonthName(tokens[at + 3] ?? ''))
      continue;
    const raw = parseDateText(width === 1 ? first : tokens.slice(at, at + width).join(' '));
    if (raw) return { raw, used: width };
  }
  return null;
}

export interface AmountShape {
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
  /**
   * Whole amounts that carry their currency's mark on most lines that hold a figure alone
   * ('$1.314.120'): there a number without it is not money ('Fono 600 637 3737', '2').
   */
  isMoneyMarked?: boolean;
  /**
   * Most money lines end with a cell of words after their figures (a branch or channel column:
   * '1,280,030   KB카드'): that cell is moved before the figures, so they end the line.
   */
  hasWordsAfterFigures?: boolean;
  /** Rows start with their day and month as two numbers apart ('06 10   07 10'). */
  hasSpacedDayMonth?: boolean;
}

/** Words that name the date after them as another than the row's ('Value Date:', 'Valuta:'). */
const DATE_LABEL = /\b(?:value date|valuta|val\.|wertstellung|fecha valor|date valeur):?$/i;

/** Two figures at a line's end, each with a currency's code before it ('USD 19.99   PHP 1,178.11'). */
const CODE_BEFORE_BOTH =
  /\b[A-Z]{3} ?-?\d[\d,.' ]*[.,]\d{2}\s+-?[A-Z]{3} ?-?\d[\d,.' ]*[.,]\d{2}\s*$/;

/** A dash after words, then the columns' spaces before a figure. */
const DASH_ENDING_WORDS = /(?<=\p{L}|\d) -(\s{2,})(?=\d)/gu;

/** A page's number and the pages' count, in a few languages ('Page 1 of 2', '1 DE 2', 'Seite 2/3'). */
const PAGE_NUMBER =
  /^(?:(?:page|p[aá]gina|pag\.?|seite|blatt|feuille|strona|sivu|side|sida)\s*\d{1,3}\s*(?:of|de|von|sur|di|van|z|av|af|\/)|\d{1,3}\s+(?:of|de|von|sur|di|van|z|av|af))\s*\d{1,3}$/i;

/** A line that is a figure and nothing else ('$1.314.120', '-4.50'). */
const FIGURE_ALONE = /^\s*[-+(]?\s?\p{Sc}?\s?\d[\d,.' ]*\)?\s?\p{Sc}?\s*$/u;

/** A figure alone in its cell ('1,280,030', '-4.50', '$12.00'). */
const FIGURE_CELL = /^[-+(]?[$€£¥₩]?\d[\d,.' ]*\)?$/;
/** A mark after a figure that is the figure's own (a currency's code, CR, DR, H, S). */
const FIGURE_MARK = /^(?:CR|DR|Cr|Dr|[HSCD]|[$€£¥₩]|zł|Kč|Ft|kr\.?)$/;

/** A figure with decimals, as a cell ('8,399.47', '-36.80'). */
const DECIMAL_FIGURE_CELL = /^[-+(]?[$€£¥₩]?\d[\d,.' ]*[.,]\d{2}\)?$/;
/** A line that ends with a figure with decimals (and at most its mark): most lines, passed over. */
const ENDS_WITH_DECIMAL_FIGURE = /\d[.,]\d{2}\)?-?\s*(?:CR|DR|Cr|Dr|[HSCD]|\p{Sc})?$/u;
/** Cells of details after a row's figures that a table may print: its counterparty, their account. */
const MAX_DETAIL_CELLS = 6;

/**
 * The cells of a line whose words stand after its figures, and where those words begin, else
 * undefined: a short cell of words right after a figure ('1,280,030   KB카드'), or a run of cells
 * after figures with decimals, words among them, no figure with decimals ('-36.80   8,399.47
 * 网上快捷支付   银联   美团外卖   2155****0690').
 */
function wordsAfterFigures(line: string): { cells: string[]; from: number } | undefined {
  const end = line.trimEnd();
  if (!/\S\s{2,}\S/.test(end) || ENDS_WITH_DECIMAL_FIGURE.test(end)) return undefined;
  const cells = line.trim().split(/\s{2,}/);
  if (cells.length < 3) return undefined;
  const last = cells.at(-1)!;
  // (Words, or words with a code after a figure of its own: '林志明 822-****5831', 'AMAZON.COM*2K7Q1
  // SEATTLE' in a remarks column after the balance.)
  const isWordsCell =
    (last.length <= 16 && !/\d/.test(last) && !/[\d)]$/.test(end)) ||
    (last.length <= 40 &&
      /\p{L}{2}/u.test(last) &&
      !/\d[.,]\d{2}(?!\d)/.test(last) &&
      !FIGURE_CELL.test(last) &&
      FIGURE_CELL.test(cells.at(-2)!));
  if (
    isWordsCell &&
    !FIGURE_MARK.test(last) &&
    !CURRENCY_CODES.has(last) &&
    !isDetailCell(cells.at(-2)!)
  ) {
    return { cells, from: cells.length - 1 };
  }
  let from = cells.length;
  while (from > 1 && cells.length - from < MAX_DETAIL_CELLS && isDetailCell(cells[from - 1]!))
    from--;
  const run = cells.slice(from);
  return run.length >= 2 &&
    DECIMAL_FIGURE_CELL.test(cells[from - 1]!) &&
    run.some((cell) => /\p{L}/u.test(cell)) &&
    !run.some((cell) => /\d[.,]\d{2}(?!\d)/.test(cell))
    ? { cells, from }
    : undefined;
}

/** A cell of details: words, or an account's number (eight digits or more, ungrouped), not a figure. */
function isDetailCell(cell: string): boolean {
  return !FIGURE_CELL.test(cell) || /^\d{8,}$/.test(cell);
}

/** The line with its cells of words after its figures moved before them. */
function withFiguresLast(line: string, found = wordsAfterFigures(line)): string {
  if (!found) return line;
  const { cells, from } = found;
  const words = cells.splice(from);
  let first = cells.length;
  while (first > 1 && FIGURE_CELL.test(cells[first - 1]!)) first--;
  cells.splice(first, 0, ...words);
  return cells.join('  ');
}

function readAmountCandidate(text: string, shape: AmountShape): AmountToken | null {
  // (A word before a line's figures is tried too: without a digit it is none, and costs no parse.)
  if (!/\d/.test(text)) return null;
  const parsed = parseAmount(text, shape.style);
  if (!parsed) return null;
  const isMarked = parsed.isMarked === true;
  // A statement writes its money one way: where decimals take a comma, '17.42' is a time ('kl.
  // 17.42'), not money.
  if (shape.style === 'comma' && parsed.separator === '.' && /^\d{1,2}\.\d{2}$/.test(text.trim())) {
    return null;
  }
  if (parsed.decimals === 2) return { parsed };
  if (isMarked && parsed.decimals === 0) return { parsed };
  if (shape.isIntegerMode && parsed.decimals === 0 && parsed.cents <= 99_999_999_900) {
    // A bare four-digit year is not an amount even then.
    if (/^(?:19|20)\d{2}$/.test(text.trim())) return null;
    // Nor, where the text groups its thousands ('$1.314.120'), a number of five digits or more
    // written without ('4512318', a document's number).
    if (shape.hasMarkedThousands && /^[-+]?\d{5,}$/.test(text.trim())) return null;
    if (shape.isMoneyMarked && !/\p{Sc}/u.test(text)) return null;
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
      /^[-+(]?(?:R|\p{Sc})?\d{1,3}$/u.test(previous)
    ) {
      numberText = `${previous} ${token}`;
      numberStart = suffixEnd - 1;
    }
    let prefix = '';
    const before = tokens[numberStart - 1];
    if (
      before !== undefined &&
      numberStart - 1 >= from &&
      isCurrencyBefore(before) &&
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

export function analyzeLine(raw: string, lineNo: number, shape: AmountShape): LineInfo {
  const printed = raw.trim();
  if (printed === '') return { kind: 'blank', lineNo, raw, text: '' };
  if (printed.length > MAX_LINE_CHARS) return { kind: 'long', lineNo, raw, text: '' };
  // Where amounts are whole numbers, a page's number ('1 DE 2', 'Page 3 of 4') holds none.
  if (shape.isIntegerMode && PAGE_NUMBER.test(printed)) {
    return { kind: 'text', lineNo, raw, text: printed };
  }
  // ('1 / 2' alone, spaced about its slash, is a page's number and the pages' count: no date.)
  if (/^\d{1,3} \/ \d{1,3}$/.test(printed)) return { kind: 'text', lineNo, raw, text: printed };
  // ('WINMART+ HN1234 -      485.000': a dash ending the words, columns before the figure, is no
  // minus: it is kept as a hyphen.)
  const unmarked = withoutMarkStop(printed);
  const marked = unmarked.includes(' -  ')
    ? unmarked.replace(DASH_ENDING_WORDS, ' \u2010$1')
    : unmarked;
  const trimmed = shape.hasWordsAfterFigures ? withFiguresLast(marked) : marked;
  const tokens = tokenize(
    withWholeGroups(
      repairSpaceDecimal(
        repairOcrSpacing(repairOcrLetters(separateGluedCells(trimmed), shape.hasPound)),
        shape,
      ),
      shape,
    ),
  );
  markDottedDayMonth(tokens, shape);
  joinSpacedDayMonth(tokens, shape);
  // "Monday, March 14": a weekday before the date says nothing more.
  // (A token with a digit, as a date's, is never a weekday: skip folding it.)
  const head = tokens[0] ?? '';
  let at = !/\d/.test(head) && WEEKDAYS.has(foldWords(head)) && tokens.length > 1 ? 1 : 0;
  let date: RawDate | undefined;
  // A row's number before a full date ('3 02 Nov 2026', a table's 'No' column in reading order).
  if (at === 0 && /^\d{1,4}$/.test(head) && tokens.length > 2 && !readDate(tokens, 0)) {
    const after = readDate(tokens, 1);
    if (after && after.raw.y !== null) at = 1;
  }
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
  if (amounts.length === 1 && date && textTokens.length >= 2) {
    // '01.03.23 +14168,17 ₸ Вознаграждение 1218302,78 ₸': a signed amount right after the date,
    // the words, then the running balance.
    // (Only with its currency's sign after it, as such tables print: '-12.50 USD AMAZON  -10.20'
    // is a foreign amount before the words, and the account's amount is the last.)
    const leading = /^\p{Sc}$/u.test(textTokens[1] ?? '')
      ? readAmountCandidate(textTokens.slice(0, 2).join(' '), shape)
      : null;
    if (leading && leading.parsed.sign !== 'none' && /^[-+]/.test(textTokens[0] ?? '')) {
      const rest = textTokens.slice(2);
      if (rest.some((token) => /\p{L}/u.test(token))) {
        amounts = [leading, amounts[0]!];
        textTokens = rest;
      }
    }
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
  // A summary's charge of nothing ('INTEREST CHARGED ON PURCHASES   0.00'): a label; with a figure
  // and a date, the charge itself.
  if (amounts[0]?.parsed.cents === 0 && isChargeLabel(text)) {
    return { kind: 'skip', lineNo, raw, text };
  }
  // A figure a rate is taken of ('2.75% OF 51.53', '2,5 % de 40,00', 'Frais · 1,75 % sur 12,37 €')
  // is what the fee was reckoned on, not money that moved: the line is words. So is a fee's bound
  // alone on its line ('2,00 % min. 5,98 EUR'), the fee's amount on the line below.
  if (
    !date &&
    amounts.length === 1 &&
    (/\d\s?%\s+(?:of|on|de|del|von|auf|di|su|van|op|sur|sobre)$/i.test(text) ||
      (/\d\s?%/.test(text) && TERM_WORD.test(textTokens.at(-1) ?? '')))
  ) {
    return { kind: 'text', lineNo, raw, text: raw.trim() };
  }
  // A reward rate before the figures ('2%  $0.72  $36.04'): the first is the cash back earned, the
  // last the amount, as the rate of it says. ('#Int Pos Fee 2.75%   7.82   11,607.92Cr' is a fee
  // and the balance: 2.75% of the balance is no 7.82.)
  const isReward =
    amounts.length === 2 && isRateOf(textTokens.at(-1) ?? '', amounts[0]!, amounts[1]!);
  if (isReward) {
    amounts = amounts.slice(1);
    textTokens = textTokens.slice(0, -1);
    text = textTokens.join(' ');
  }
  // A fee's bound or a rate before the figures ('ENTGELT BARGELDAUSZAHLUNG 2,00 %, MIN. 5,00 EUR
  // 5,00-', 'US$ 34,99 T/C 952,40   $33.325'): the first figure is a term, said in words; the row's
  // own figures follow it.
  if (amounts.length >= 2 && TERM_WORD.test(textTokens.at(-1) ?? '')) {
    const word = textTokens.at(-1)!;
    const terms = raw
      .slice(raw.lastIndexOf(word) + word.length)
      .split(/\s{2,}|\t/, 2)[0]!
      .trim();
    text = `${text} ${terms}`;
    amounts = amounts.slice(1);
  }
  // Three figures whose first is 0.00 ('Comision 0,00   -100,00 EUR   747,43 EUR'): a zero beside
  // the row's amount and balance is a charge waived or a column left empty, never the amount.
  if (amounts.length === 3 && amounts[0]!.parsed.cents === 0 && amounts[1]!.parsed.cents !== 0) {
    amounts = amounts.slice(1);
  }
  // Three figures, a currency's code between the first two, written right after the first ('Converted
  // 300.00 EUR to 257.31 GBP      -300.00   3,179.18'): the first and its code are said in the words,
  // the row's amount and balance follow them.
  const [said, second, third] = amounts;
  const code = second?.parsed.currency;
  if (
    said &&
    third &&
    code &&
    !said.parsed.currency &&
    !third.parsed.currency &&
    new RegExp(`\\d[.,]\\d{2} ${code}(?:\\s{2,}|\\t)`).test(raw)
  ) {
    amounts = [{ parsed: { ...second.parsed, currency: undefined } }, third];
    text = `${text} ${(said.parsed.cents / 100).toFixed(2)} ${code}`.trim();
  }
  // Two figures in two currencies, each its code before it ('USD 19.99   PHP 1,178.11'): a
  // purchase's original amount, then what the account was charged; no balance.
  if (
    amounts.length === 2 &&
    amounts[0]!.parsed.currency &&
    amounts[1]!.parsed.currency &&
    amounts[0]!.parsed.currency !== amounts[1]!.parsed.currency &&
    CODE_BEFORE_BOTH.test(raw)
  ) {
    text =
      `${text} ${(amounts[0]!.parsed.cents / 100).toFixed(2)} ${amounts[0]!.parsed.currency}`.trim();
    amounts = amounts.slice(1);
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
      // (A date its label names as another, 'Card xx4821 Value Date: 28/11/2026', is a detail of
      // the row, not the date it is listed under.)
      if (found && i > 0 && DATE_LABEL.test(textTokens.slice(Math.max(0, i - 3), i).join(' ')))
        break;
      if (found && (found.raw.y !== null || textTokens.length > 1)) {
        // 'JUL IS  JUL 16  PAYMENT - THANK YOU': a first date OCR could not read (a month's name, a
        // day in letters) before a good one. The good one dates the record, which leads the line.
        const isGarbledDate =
          i === 2 &&
          /^[0-9IlOoSsBZ|]{1,2}$/.test(textTokens[1] ?? '') &&
          parseDateText(`1 ${textTokens[0] ?? ''}`)?.m === found.raw.m;
        const rest = isGarbledDate
          ? textTokens.slice(i + found.used)
          : [...textTokens.slice(0, i), ...textTokens.slice(i + found.used)];
        if (rest.length > 0 && isGarbledDate) {
          return {
            kind: 'full',
            lineNo,
            raw,
            date: found.raw,
            text: rest.join(' '),
            amount,
            balance,
          };
        }
        if (rest.length > 0) {
          date = found.raw;
          text = rest.join(' ');
          // Where the date stands in the printed line, to match it with the statement's date column.
          const dateColumn = raw.indexOf(textTokens[i] ?? '');
          return {
            kind: 'full',
            lineNo,
            raw,
            date,
            text,
            amount,
            balance,
            isDateInside: true,
            ...(dateColumn >= 0 ? { dateColumn } : {}),
          };
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

/** A rate ('2%', '1.5%') whose share of the whole is the part, to the cent. */
function isRateOf(token: string, part: AmountToken, whole: AmountToken): boolean {
  const m = /^(\d{1,2}(?:[.,]\d+)?)%$/.exec(token);
  if (!m) return false;
  const rate = Number(m[1]!.replace(',', '.'));
  return Math.abs((whole.parsed.cents * rate) / 100 - part.parsed.cents) <= 1;
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
  ['vandaag', 0], ['gisteren', 1], ['oggi', 0], ['ieri', 1], ['hoje', 0], ['ontem', 1],
  ['i dag', 0], ['idag', 0], ['i gar', 1], ['igar', 1], ['dzisiaj', 0], ['wczoraj', 1],
  ['tanaan', 0], ['eilen', 1],
]); // prettier-ignore

/**
 * A table read a cell a line numbers its rows ('No.' / '1' / '2026.10.31 20:14:52' / ... / '2' /
 * '2026.10.30 09:00:00'): a bare whole number right before each row's date, counting up (or down)
 * by one, three times or more, is the row's number, not money. Such lines become words.
 */
export function markRowNumbers(infos: LineInfo[]): void {
  const candidates: number[] = [];
  for (let k = 0; k + 1 < infos.length; k++) {
    const info = infos[k]!;
    const next = infos[k + 1]!;
    const isDateNext = next.kind === 'dateOnly' || next.kind === 'dateText' || next.kind === 'full';
    if (info.kind === 'amountOnly' && isDateNext && /^\d{1,4}$/.test(info.raw.trim())) {
      candidates.push(k);
    }
  }
  const numberOf = (k: number) => Number(infos[k]!.raw.trim());
  const counted = candidates.filter((k, i) => {
    const before = candidates[i - 1];
    const after = candidates[i + 1];
    return (
      (before !== undefined && Math.abs(numberOf(k) - numberOf(before)) === 1) ||
      (after !== undefined && Math.abs(numberOf(after) - numberOf(k)) === 1)
    );
  });
  if (counted.length < 3) return;
  for (const k of counted) {
    const info = infos[k]!;
    infos[k] = { kind: 'text', lineNo: info.lineNo, raw: info.raw, text: info.raw.trim() };
  }
}

/** The words for today itself, which head a day's list and are never a row's status. */
const TODAY_WORDS = new Set([
  'today', 'heute', 'aujourd hui', 'hoy', 'vandaag', 'oggi', 'hoje', 'i dag', 'idag', 'dzisiaj', 'tanaan',
]); // prettier-ignore

export function datePlainWords(infos: LineInfo[], today: string | undefined): void {
  if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return;
  for (const [index, info] of infos.entries()) {
    if (info.kind !== 'text' || info.text.length > 12) continue;
    const daysAgo = DAYS_AGO.get(foldWords(info.text));
    if (daysAgo === undefined) continue;
    // A status between a payment's name and its amount ('Costa Coffee' / 'Pending' / '−£3.95') is
    // the payment's, not a heading over the ones below.
    // So is one right after a payment's amount, before the next payment's date ('-$54.27' /
    // 'Pending' / 'Dec 1, 2026').
    const isStatus =
      daysAgo === 0 &&
      !TODAY_WORDS.has(foldWords(info.text)) &&
      ((infos[index - 1]?.kind === 'text' &&
        (infos[index + 1]?.kind === 'amountOnly' || infos[index + 1]?.kind === 'textAmount')) ||
        (infos[index - 1]?.kind === 'amountOnly' &&
          (infos[index + 1]?.kind === 'dateOnly' || infos[index + 1]?.kind === 'dateText')));
    if (isStatus) continue;
    const [y, m, d] = shiftDate(today, -daysAgo).split('-').map(Number) as [number, number, number];
    info.kind = 'dateOnly';
    info.date = { y, m, d };
    info.text = '';
  }
}

/** Whether a character code is one `\s` matches (tested per character, a regex costs too much). */
function isSpaceCode(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The last `count` whitespace-separated tokens of a text, in order (tokenize's tail, without the rest). */
function tailTokens(text: string, count: number): string[] {
  const tokens: string[] = [];
  let end = text.length;
  while (tokens.length < count && end > 0) {
    while (end > 0 && isSpaceCode(text.charCodeAt(end - 1))) end -= 1;
    let start = end;
    while (start > 0 && !isSpaceCode(text.charCodeAt(start - 1))) start -= 1;
    if (start < end) tokens.unshift(text.slice(start, end));
    end = start;
  }
  return tokens;
}

/** A whole date written with dots or dashes ('2026.10.31', '31.10.2026', '2026-10-31'). */
const FULL_DOTTED_DATE = /^(?:\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{4})\.?$/;

/** Currencies whose statements write whole units: the forint, yen, won, Chilean peso, króna, dong. */
// (Also as Korean and Japanese statements write them: '(단위 : 원)', '15,500원', '4,280円'.)
const WHOLE_CURRENCY =
  /\b(?:HUF|JPY|KRW|CLP|ISK|VND|TWD)\b|[¥₩]|\bFt\b|NT\$|단위\s*:\s*원|\d원|\d円/;

/**
 * Day and month alone ('06.10', a date in a cell of its own in reading order) say nothing of the
 * decimal point where several figures take a comma for it ('32,47', '1 245,30').
 */
function withoutDottedDays(tokens: string[]): string[] {
  const commas = tokens.filter((t) => /\d,\d{2}\D{0,3}$/.test(t)).length;
  return commas >= 3 ? tokens.filter((t) => !DAY_MONTH_DOTTED.test(t)) : tokens;
}

/**
 * How the whole text writes its amounts, read once from the ends of its lines before any line is read:
 * the decimal style, and whether it writes decimals at all.
 */
export function inferAmountShape(lines: readonly string[]): AmountShape {
  const lastTokens: string[] = [];
  let decimalLines = 0;
  let figureLines = 0;
  let wordsAfter = 0;
  let figuresAlone = 0;
  let markedAlone = 0;
  let spacedDayMonths = 0;
  for (const line of lines) {
    if (line.length > MAX_LINE_CHARS || line === '') continue;
    if (isSpacedDayMonthRow(line)) spacedDayMonths += 1;
    // (Where words follow the figures, the figures are what is read: the words move before them.)
    const after = wordsAfterFigures(line);
    if (after) wordsAfter += 1;
    if (FIGURE_ALONE.test(line)) {
      figuresAlone += 1;
      if (/\p{Sc}/u.test(line)) markedAlone += 1;
    }
    const tail = tailTokens((after ? withFiguresLast(line, after) : line).trimEnd().slice(-60), 3);
    let hasFigure = false;
    let hasDecimal = false;
    for (const [k, token] of tail.entries()) {
      if (!/\d/.test(token)) continue;
      // 'DD.MM' before the line's last figure is a (value) date, not a dot-decimal amount; so is a
      // whole date anywhere ('2026.10.31 20:14:52').
      if (k < tail.length - 1 && DAY_MONTH_DOTTED.test(token)) continue;
      if (FULL_DOTTED_DATE.test(token)) continue;
      hasFigure = true;
      // (Decimals, then at most a mark: '12.50', '12,50)', '12.50-', '12,50€'.)
      if (!hasDecimal && /\d[.,]\d{2}\D{0,3}$/.test(token)) hasDecimal = true;
      lastTokens.push(token);
    }
    if (hasFigure) figureLines += 1;
    if (hasDecimal) decimalLines += 1;
  }
  // A statement in a currency written in whole units (forints, yen, won) may quote a foreign
  // amount with cents ('Eredeti összeg: 145,00 EUR'): a few such lines do not make its own decimal.
  const isWholeCurrency =
    decimalLines * 5 < figureLines && lines.some((line) => WHOLE_CURRENCY.test(line));
  const isIntegerMode = decimalLines === 0 || isWholeCurrency;
  // (Whole units grouped in thousands, three figures or more, group them too: '284,617' and '1.234'
  // yen beside them make '1234567' under '口座番号' an account's number.)
  const groupedWhole = isIntegerMode
    ? lastTokens.filter((t) => /^[-+]?\d{1,3}(?:[.,]\d{3})+$/.test(t)).length
    : 0;
  return {
    style: inferDecimalStyle(withoutDottedDays(lastTokens)),
    hasPound: lines.some((line) => line.includes('£')),
    isIntegerMode,
    hasMarkedThousands: groupedWhole >= 3 || lastTokens.some((t) => /\d[.,]\d{3}[.,]\d{2}/.test(t)),
    hasWordsAfterFigures: wordsAfter >= 3 && wordsAfter * 3 >= figureLines,
    isMoneyMarked:
      (decimalLines === 0 || isWholeCurrency) &&
      markedAlone >= 5 &&
      markedAlone * 5 >= figuresAlone * 4,
    hasSpacedDayMonth: spacedDayMonths >= 3,
  };
}

/** A row that starts with its day and month as two numbers apart ('06 10   07 10   787789328'). */
const SPACED_DAY_MONTH = /^\s*(\d{2}) (\d{2})\s{2,}\S.*\d[.,]\d{2}\b/;

function isSpacedDayMonthRow(line: string): boolean {
  const m = SPACED_DAY_MONTH.exec(line);
  if (!m) return false;
  const [day, month] = [Number(m[1]), Number(m[2])];
  return day >= 1 && day <= 31 && month >= 1 && month <= 12;
}

/**
 * A row's day and month printed as two numbers ('06 10', under a header's 'JR MO'), where three rows
 * or more start so: joined as the one date they are ('06/10'), and the posting date beside it too.
 */
function joinSpacedDayMonth(tokens: string[], shape: AmountShape): void {
  if (!shape.hasSpacedDayMonth) return;
  for (const at of [0, 1]) {
    const [day, month] = [tokens[at], tokens[at + 1]];
    if (!day || !month || !/^\d{2}$/.test(day) || !/^\d{2}$/.test(month)) return;
    if (Number(day) < 1 || Number(day) > 31 || Number(month) < 1 || Number(month) > 12) return;
    tokens.splice(at, 2, `${day}/${month}`);
  }
}
