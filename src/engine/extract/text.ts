// Pasted text from a bank's web page, a PDF or the OCR of a photo: one transaction per line
// ("03/14 STARBUCKS #123 SEATTLE WA 4.50"), or records spread over lines (date, merchant, amount),
// grouped under date headings, with a posting date beside the transaction date, a running balance after
// the amount, and OCR's uneven spacing.
import { currencyNamedIn, type ParsedAmount } from './amounts.ts';
import { joinDescription, resolveSigns, withLetterOs, type SignReading } from './compose.ts';
import {
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
import { readStatementBalances, type StatementBalances } from './balances.ts';
import { balancesFromRunning } from './running-balance.ts';
import { readStatementTotals } from './totals.ts';
import { readColumnTables } from './columns.ts';
import { splitPanels } from './panels.ts';
import { MAX_LINE_CHARS, reportLine, type PreparedInput } from './input.ts';
import { hasNameWords, isCardStatementText, isColumnHeader } from './words.ts';
import { classifyLayout } from './record-layout.ts';
import { withBracketedWeekdayHeadings } from './day-headings.ts';
import { joinFiguresAroundWords } from './figures-around-words.ts';
import { withTabDatesFilled, withTabRowsJoined } from './tab-rows.ts';
import { analyzeLine, datePlainWords, inferAmountShape, markRowNumbers } from './text-line.ts';
import { assembleRecords, type TextRecord } from './text-records.ts';
import type { Extraction, StatementTransaction } from '../types.ts';

/** Reads pasted or OCR text. `today` (YYYY-MM-DD) gives year-less dates a year when nothing else does. */
interface TextOptions {
  today?: string | undefined;
  dateOrder?: DateOrder | undefined;
  signs?: SignReading | undefined;
}

export function extractText(prep: PreparedInput, options: TextOptions = {}): Extraction {
  const shape = inferAmountShape(prep.lines);
  const extraction = readText(prep, options, shape);
  const totals = readStatementTotals(prep.lines, shape.style);
  return totals ? { ...extraction, totals } : extraction;
}

function readText(
  prep: PreparedInput,
  options: TextOptions,
  shape: ReturnType<typeof inferAmountShape>,
): Extraction {
  const lines = withBracketedWeekdayHeadings(withTabDatesFilled(withTabRowsJoined(prep.lines))).map(
    withDatePairApart,
  );

  const isCardStatement = isCardStatementText(lines);
  const printed = readStatementBalances(lines, shape.style, shape.isIntegerMode);
  const balances = printed
    ? { ...owedOnCard(printed, isCardStatement, lines), isCardAccount: isCardStatement }
    : undefined;

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

  const infos = splitPanels(lines).map((line) => {
    const info = analyzeLine(line.text, line.lineNo, shape);
    // A panel's row may put its check number before its date ('1201   Mar 11   200.00').
    return line.isPanelRow && info.isDateInside ? { ...info, isDateInside: false } : info;
  });
  datePlainWords(infos, options.today);
  markRowNumbers(infos);
  joinFiguresAroundWords(infos);
  const assembled = assembleRecords(infos, classifyLayout(infos, lines));
  const records = withoutWordless(withoutUndatedLead(withoutListedAgain(assembled.records)));
  const { unparsed } = assembled;

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

/**
 * A card's balances are what is owed: printed as debits ('1,31,462.50 Dr') or with a minus, both
 * read below zero, they are owed, not held in credit.
 */
function owedOnCard(
  printed: StatementBalances,
  isCardStatement: boolean,
  lines: readonly string[],
): StatementBalances {
  const { openingCents, closingCents } = printed;
  if (!isCardStatement) return printed;
  const isBothDebit = openingCents <= 0 && closingCents <= 0 && openingCents + closingCents < 0;
  if (isBothDebit) return { openingCents: -openingCents, closingCents: -closingCents };
  // One printed bare ('Previous Amount Due  Rs. 42,318.00'), the other marked a debit ('Total
  // Amount Due  Rs. 86,903.27 Dr'): both are owed. (A minus is a credit on the card: kept.)
  const negative = openingCents < 0 ? openingCents : closingCents < 0 ? closingCents : 0;
  if (negative === 0 || (openingCents < 0 && closingCents < 0)) return printed;
  return isPrintedAsDebit(lines, -negative)
    ? { openingCents: Math.abs(openingCents), closingCents: Math.abs(closingCents) }
    : printed;
}

/** Whether a figure of these cents is printed with a debit's mark after it ('86,903.27 Dr'). */
function isPrintedAsDebit(lines: readonly string[], cents: number): boolean {
  return lines.some((line) =>
    [...line.matchAll(/(\d[\d,.' ]*[.,]\d{2})\s?(?:Dr|DR)\b/g)].some(
      (m) => Number((m[1] ?? '').replace(/\D/g, '')) === cents,
    ),
  );
}

/**
 * Rows of two figures read as an amount and its running balance, where no two of those balances
 * chain: the figures may be a foreign amount and the statement's own ('AIRBNB   150,00   748,50'
 * under 'US$   VALOR EM R$'). The last figure is the amount when that, and only that, makes the
 * statement's printed balances add up.
 */
function withLocalAmounts(
  records: readonly TextRecord[],
  signed: readonly number[],
  balances: Extraction['balances'],
): number[] {
  const paired = records.flatMap((r, k) => (r.balance ? [k] : []));
  if (!balances || paired.length === 0) return [...signed];
  for (let k = 1; k < records.length; k++) {
    const [before, now] = [records[k - 1]!.balance, records[k]!.balance];
    if (!before || !now) continue;
    const step = Math.abs(balanceCents(now.parsed) - balanceCents(before.parsed));
    if (step === Math.abs(signed[k] ?? 0)) return [...signed];
  }
  const differs = (amounts: readonly number[]) => {
    const net = amounts.reduce((sum, cents) => sum + cents, 0);
    const expected = balances.isCardAccount
      ? balances.openingCents - net
      : balances.openingCents + net;
    return expected !== balances.closingCents;
  };
  if (!differs(signed)) return [...signed];
  const local = signed.map((cents, k) => {
    const figure = records[k]!.balance;
    return figure ? Math.sign(cents) * figure.parsed.cents : cents;
  });
  return differs(local) ? [...signed] : local;
}

/** How many records in a row, each one read before, make a list of them printed again. */
const LISTED_AGAIN_RUN = 3;

/**
 * Money above a dated list's first date is the page's, not a record's: an app's balances over its
 * activity ('Checking ••••4419' / '$1,518.62' / 'Available balance', then 'Today' and its rows).
 * Only where at least three dated records follow; a statement whose rows all lack dates keeps them.
 */
function withoutUndatedLead(records: TextRecord[]): TextRecord[] {
  const firstDated = records.findIndex((r) => r.date);
  if (firstDated <= 0 || records.length - firstDated < 3) return records;
  return records.slice(firstDated);
}

/**
 * A dated row of figures and nothing else, where the statement names nearly every record: a summary's
 * row under the table ('30/11/2026   704,12   1.500,93' under 'Saldo Invest Fácil   Saldo
 * Disponível'), a 0,00 line, a due date's figure.
 */
function withoutWordless(records: TextRecord[]): TextRecord[] {
  const isNamed = records.map((r) => r.texts.some(hasNameWords));
  const named = isNamed.filter(Boolean).length;
  if (named === records.length || named < 5 || named * 10 < records.length * 9) return records;
  // (A check's row names no one but has its number: '12/28   311   150.00'.)
  return records.filter((r, k) => isNamed[k] || r.texts.some((text) => /\d/.test(text)));
}

/**
 * Records listed again after the statement's table (a recap of its fees, its installments shown
 * for the next statements, a copy of the table): three or more in a row, each with the date and
 * amount of one read before, are that list, not new records.
 */
function withoutListedAgain(records: TextRecord[]): TextRecord[] {
  const dayKey = (date: RawDate) => `${date.y}|${date.m ?? date.p1}|${date.d ?? date.p2}`;
  // The days of the dated records read so far, by amount: most amounts are new, and their record
  // needs no key of its day until a second record has that amount.
  const byAmount = new Map<number, RawDate | Set<string>>();
  const isRepeat = records.map((r) => {
    const date = r.date;
    if (!date) return false;
    const cents = r.amount.parsed.cents;
    const seen = byAmount.get(cents);
    if (seen === undefined) {
      byAmount.set(cents, date);
      return false;
    }
    const days = seen instanceof Set ? seen : new Set([dayKey(seen)]);
    if (!(seen instanceof Set)) byAmount.set(cents, days);
    const key = dayKey(date);
    const repeat = days.has(key);
    days.add(key);
    return repeat;
  });
  const dropped = new Set<number>();
  for (let i = 0; i < records.length;) {
    let end = i;
    while (end < records.length && isRepeat[end]) end += 1;
    // (A list repeats different records; the same purchase four times in a row is four purchases.)
    const isList =
      end - i >= LISTED_AGAIN_RUN &&
      new Set(records.slice(i, end).map((r) => `${dayKey(r.date!)}|${r.amount.parsed.cents}`))
        .size ===
        end - i;
    if (isList) for (let k = i; k < end; k++) dropped.add(k);
    i = end > i ? end : i + 1;
  }
  return dropped.size === 0 ? records : records.filter((_, k) => !dropped.has(k));
}

/**
 * A booking and a value date written as one pair ('01.02./01.02.', '01/02-02/02'), as Postbank
 * prints them: set apart by a space in the slash's place, so every column keeps its position.
 */
function withDatePairApart(line: string): string {
  return line.replace(/(^|\s)(\d{1,2}\.\d{1,2}\.)\/(\d{1,2}\.\d{1,2}\.)(?=\s)/, '$1$2 $3');
}

// (Also a day, month and year run together, as Russian card reports print them: '16ИЮН18'.)
// (And a day, a month's name and two digits of a year, as Asian card statements date themselves:
// '15 MAR 24'.)
const FULL_DATE =
  /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\p{L}{3,9}\.? \d{1,2},? \d{4}\b|\b\d{1,2}\.? \p{L}{3,9}\.? (?:\d{4}|\d{2})\b|\b\d{2}\p{Lu}{3}\d{2}\b/gu;

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
function collectFullDates(lines: readonly string[]): RawDate[] {
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
  if (period.length > 0 || found.length > 0) return period.length > 0 ? period : found;
  // A month and year alone ('PERIODE : NOVEMBER 2026'): the month's first and last days.
  for (const line of lines) {
    const month = MONTH_YEAR.exec(line);
    if (!month || !isMonthName(month[1] ?? '')) continue;
    for (const day of ['1', '28']) {
      const raw = parseDateText(`${day} ${month[1]} ${month[2]}`);
      if (raw && raw.y !== null) period.push(raw);
    }
    if (period.length > 0) return period;
  }
  return period;
}

const MONTH_YEAR = /\b(\p{L}{3,12})\.? (\d{4})\b/u;

/**
 * The currency a statement whose amounts carry none states in its column headers or balance lines
 * ('Paid out £', 'Betrag (EUR)', 'Start balance £1,240.65'), when they all name the same one.
 */
function statementCurrency(lines: readonly string[]): string | undefined {
  const named = new Set<string>();
  for (const line of lines) {
    if (line.length > 300) continue;
    // (A line with an amount is a row, not the table's header: most lines, passed over cheaply.)
    const isHeaderOrBalance =
      /balance|saldo|solde|kontostand/i.test(line) ||
      (!/\d[.,]\d{2}(?!\d)/.test(line) &&
        isColumnHeader(line.replace(/[£€$₹]|\b[A-Z]{3}\b|\(|\)/g, ' ')));
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

/**
 * Rows that print each amount twice, in the operation's currency and then in the account's ('RUR
 * 100.00  100.00CR'), where a running balance would stand: when most rows' two figures are equal,
 * the second is no balance but the account's amount, with its own credit or debit mark.
 */
function withAccountAmounts(records: TextRecord[]): TextRecord[] {
  const paired = records.filter((r) => r.balance);
  const equal = paired.filter((r) => r.balance!.parsed.cents === r.amount.parsed.cents).length;
  if (equal < 3 || equal * 5 < paired.length * 4) return records;
  return records.map((r) => (r.balance ? { ...r, amount: r.balance, balance: undefined } : r));
}

/**
 * Rows whose only figure is the running balance of the row above: often an event the statement
 * lists beside its transactions ('Продление депозита  1 192 565,96 ₸', a renewal) that moves no
 * money, sometimes a real one. Kept, and left to the balances to decide (reconcile.ts).
 */
function repeatsBalanceAbove(records: readonly TextRecord[]): Set<number> {
  const repeats = new Set<number>();
  records.forEach((r, index) => {
    const above = records[index - 1]?.balance?.parsed;
    if (!r.balance && above !== undefined && r.amount.parsed.cents === above.cents) {
      repeats.add(index);
    }
  });
  return repeats;
}

/**
 * Dates written year first with two digits, as Swedish statements write them ('25-10-01' for 1
 * October 2025), where the statement's full dates ('Period 2025-10-01 - 2025-10-31') have that
 * year and not the one the last two digits would make: three such rows or more, every one of them.
 */
function withYearFirstDates(records: TextRecord[], lines: readonly string[]): TextRecord[] {
  const short = records.filter((r) => r.date?.isShortYear && r.date.p1 !== undefined);
  if (short.length < 3) return records;
  const years = new Set(
    collectFullDates(lines).flatMap((raw) => (raw.y !== null && !raw.isShortYear ? [raw.y] : [])),
  );
  const isYearFirst = (raw: RawDate) =>
    years.has(2000 + raw.p1!) && !years.has(raw.y!) && raw.p2! <= 12 && raw.y! % 100 >= 1;
  if (years.size === 0 || !short.every((r) => isYearFirst(r.date!))) return records;
  return records.map((r) =>
    r.date?.isShortYear
      ? { ...r, date: { y: 2000 + r.date.p1!, m: r.date.p2!, d: r.date.y! % 100 } }
      : r,
  );
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
  records = withYearFirstDates(records, options.lines);
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

  records = withAccountAmounts(records);
  const repeats = repeatsBalanceAbove(records);
  const descriptions = records.map((r) => withLetterOs(joinDescription(r.texts)));
  const signed = resolveSigns(
    records.map((r, index) => ({
      amount: r.amount.parsed,
      description: descriptions[index] ?? '',
      balanceCents: r.balance ? balanceCents(r.balance.parsed) : undefined,
      ...(r.flag ? { flag: r.flag } : {}),
    })),
    {
      signs: options.signs,
      isCardStatement: options.isCardStatement,
      openingCents: options.balances?.openingCents,
    },
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

  const amounts = withLocalAmounts(records, signed, balances);

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
      amountCents: amounts[index] ?? 0,
      description: descriptions[index] ?? '',
      line: r.line,
    };
    if (r.merchantText !== undefined) {
      tx.merchantText = withLetterOs(joinDescription([r.merchantText, ...r.texts.slice(1)]));
    }
    const currency = r.amount.parsed.currency ?? fileCurrency;
    if (currency) tx.currency = currency;
    if (repeats.has(index)) tx.isDoubtful = true;
    // Neither printed nor stood in a debit or credit column nor proven by a running balance.
    if (r.amount.parsed.sign === 'none' && !r.flag && !r.balance) tx.isSignGuessed = true;
    return tx;
  });

  const extraction: Extraction = { format: 'text', transactions, unparsedLines: unparsed };
  if (fileCurrency) extraction.currency = fileCurrency;
  // Without printed balances, a running balance beside every row is the statement's own proof.
  const running = balances
    ? undefined
    : balancesFromRunning(
        records.map((r, index) => ({
          amountCents: signed[index] ?? 0,
          balanceCents: r.balance ? balanceCents(r.balance.parsed) : undefined,
        })),
      );
  if (balances) extraction.balances = balances;
  else if (running) extraction.balances = { ...running, isCardAccount: false };
  return extraction;
}

function balanceCents(parsed: ParsedAmount): number {
  return parsed.sign === 'negative' ? -parsed.cents : parsed.cents;
}

function isEuroCurrency(code: string | undefined): boolean {
  return code === 'EUR';
}
