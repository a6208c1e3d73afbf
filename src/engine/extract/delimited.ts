// CSV, TSV, semicolon and pipe exports: with or without a header row (and with account details above
// it), one amount column or debit and credit columns, a D/C flag column, every sign convention, dates
// and separators decided for the whole file, the description taken from the columns that describe.
import { CURRENCY_CODES, parseAmount, type DecimalStyle, type ParsedAmount } from './amounts.ts';
import {
  collapse,
  joinDescription,
  resolveSigns,
  type SignInput,
  type SignReading,
} from './compose.ts';
import { detectDelimiter, joinBrokenRows, parseRows, type Row } from './csv.ts';
import { balanceKind, readStatementBalances } from './balances.ts';
import { balancesFromRunning } from './running-balance.ts';
import {
  chooseYear,
  inferDateOrder,
  isoDayNumber,
  monthDay,
  parseDateText,
  toIsoDate,
  type DateOrder,
  type RawDate,
} from './dates.ts';
import { reportLine, type PreparedInput } from './input.ts';
import { foldWords, isFailedStatus, isSummaryRow } from './words.ts';
import { flagOf, isPendingWord, measureColumns, type ColumnStats } from './table-columns.ts';
import { findHeaderIndex, isBlankRow, repeatsHeader } from './table-header.ts';
import { assignColumnRoles, type TableColumns } from './table-roles.ts';
import type { Extraction, StatementTransaction } from '../types.ts';

const MAX_COLUMNS = 200;

const SAMPLE_ROWS = 500;

export type { TableColumns } from './table-roles.ts';

export interface TableAnalysis {
  rows: Row[];
  /** Index of the header row, -1 when there is none. */
  headerIndex: number;
  /** Rows (by index) before the header: account details, not transactions. */
  firstDataIndex: number;
  columns: TableColumns;
  style: DecimalStyle;
  order: DateOrder;
  headerCurrency?: string;
}

/**
 * Finds the table in delimited text: its header (if any), the role of each column, the decimal style
 * and the date order. Null when the text is not a table of transactions.
 */
export function analyzeTable(
  prep: PreparedInput,
  options: { dateOrder?: DateOrder | undefined } = {},
): TableAnalysis | null {
  const delimiter = detectDelimiter(prep.lines);
  if (!delimiter) return null;
  const rows = parseRows(prep.text, delimiter);
  const nonBlank = rows.filter((r) => !isBlankRow(r));
  if (nonBlank.length === 0) return null;

  const headerIndex = findHeaderIndex(rows);
  const header = headerIndex >= 0 ? rows[headerIndex]!.fields : [];
  if (headerIndex >= 0) {
    const rejoined = joinBrokenRows(rows.slice(headerIndex + 1), header.length);
    rows.splice(headerIndex + 1, rows.length, ...rejoined);
  }
  const firstDataIndex = headerIndex + 1;
  const allDataRows = rows
    .slice(firstDataIndex)
    .filter((r) => !isBlankRow(r) && !repeatsHeader(r, header));
  if (allDataRows.length === 0) return null;
  // Column roles are learned from the first rows; every row is read later.
  const dataRows = allDataRows.slice(0, SAMPLE_ROWS);
  let width = header.length;
  for (const row of dataRows) width = Math.max(width, row.fields.length);
  // Real exports have tens of columns, not hundreds: anything wider is not a statement table.
  if (width < 2 || width > MAX_COLUMNS) return null;

  const measure = measureColumns(dataRows, width);
  const hasHeader = headerIndex >= 0;
  const assigned = assignColumnRoles({ header, hasHeader, measure, dataRows, width });
  if (!assigned) return null;
  const { columns, headerCurrency } = assigned;
  const { style } = measure;
  if (columns.date === undefined && !hasHeader && !isMoneyTable(columns, measure.stats, dataRows))
    return null;

  const order = inferDateOrder(
    columns.date === undefined
      ? []
      : allDataRows.flatMap((r) => {
          const raw = parseDateText(r.fields[columns.date!] ?? '');
          return raw ? [raw] : [];
        }),
    { isEuropean: style === 'comma' || headerCurrency === 'EUR', preferred: options.dateOrder },
  );

  return { rows, headerIndex, firstDataIndex, columns, style, order, headerCurrency };
}

/**
 * The check of a table without a header or a date column: only a column of real money (decimals)
 * makes it a table, and one the delimiter did not cut out of a number ("... -1,000.00", "... 4,50").
 */
function isMoneyTable(columns: TableColumns, stats: ColumnStats[], dataRows: Row[]): boolean {
  const amountColumn = columns.amount ?? columns.debit ?? columns.credit;
  const s = amountColumn === undefined ? undefined : stats[amountColumn];
  if (!s || s.withDecimals < Math.max(1, dataRows.length * 0.8)) return false;
  return !splitsNumbers(dataRows);
}

/** True when the delimiter mostly falls inside numbers: a thousands or decimal separator, not a column. */
function splitsNumbers(rows: Row[]): boolean {
  const sample = rows.slice(0, 200);
  let split = 0;
  for (const row of sample) {
    for (let i = 0; i + 1 < row.fields.length; i++) {
      const left = row.fields[i] ?? '';
      const right = row.fields[i + 1] ?? '';
      if (/\d$/.test(left) && /^\d{1,3}(?:[.,]\d+)?(?:\s|$)/.test(right)) {
        split++;
        break;
      }
    }
  }
  return split >= sample.length * 0.5;
}

interface ParsedRow {
  row: Row;
  date: RawDate | null;
  /** Date cell present but not a date ("Pending"). */
  isPending: boolean;
  amount: ParsedAmount;
  flag?: 'debit' | 'credit';
  fromPair?: 'debit' | 'credit';
  type?: string;
  balanceCents?: number;
  currency?: string;
  texts: string[];
}

function cell(row: Row, column: number | undefined): string {
  return column === undefined ? '' : (row.fields[column] ?? '').trim();
}

/**
 * Exports with a payer and a payee column name the account's holder in one of them on every row
 * ('Lena Hartmann' paying Netflix, ACME paying 'Lena Hartmann'): that name describes no transaction.
 * It is the one value found in two columns and on at least two rows of five.
 */
function withoutOwnName(parsed: ParsedRow[]): void {
  if (parsed.length < 5) return;
  const columnsOf = new Map<string, Set<number>>();
  const rowsOf = new Map<string, number>();
  for (const { texts } of parsed) {
    for (const [c, text] of texts.entries()) {
      if (text === '') continue;
      const columns = columnsOf.get(text) ?? new Set<number>();
      columns.add(c);
      columnsOf.set(text, columns);
      rowsOf.set(text, (rowsOf.get(text) ?? 0) + 1);
    }
  }
  const own = [...columnsOf].find(
    ([text, columns]) => columns.size >= 2 && (rowsOf.get(text) ?? 0) * 5 >= parsed.length * 2,
  )?.[0];
  if (own === undefined) return;
  for (const record of parsed) {
    if (record.texts.some((t) => t !== '' && t !== own))
      record.texts = record.texts.map((t) => (t === own ? '' : t));
  }
}

/** Reads a delimited statement; null when the text is not one (the caller reads it as text). */
export function extractDelimited(
  prep: PreparedInput,
  analysis?: TableAnalysis | null,
  options: {
    dateOrder?: DateOrder | undefined;
    signs?: SignReading | undefined;
    /** Today's date (YYYY-MM-DD): a pending row, not yet posted, is today's. */
    today?: string | undefined;
  } = {},
): Extraction | null {
  // The detector's analysis knows no preferred date order: with one, the dates are read again.
  const table =
    analysis === undefined || (analysis && options.dateOrder)
      ? analyzeTable(prep, options)
      : analysis;
  if (!table) return null;
  const { rows, columns, style } = table;
  const header = table.headerIndex >= 0 ? rows[table.headerIndex]!.fields : [];

  const parsed: ParsedRow[] = [];
  const unparsed: string[] = [];
  let previousWasTransaction = false;
  const statusColumn = header.findIndex((name) => STATUS_HEADERS.has(foldWords(name)));

  for (let i = table.firstDataIndex; i < rows.length; i++) {
    const row = rows[i]!;
    if (isBlankRow(row)) continue;
    if (repeatsHeader(row, header)) {
      previousWasTransaction = false;
      continue;
    }
    if (isSummaryRow(row.fields)) {
      previousWasTransaction = false;
      continue;
    }
    // A payment its status column says never went through moved no money ('DECLINED').
    if (statusColumn >= 0 && isFailedStatus(row.fields[statusColumn] ?? '')) continue;
    const dateCell = cell(row, columns.date);
    const amount = readRowAmount(row, columns, style);
    // (A table that prints a day's date once leaves the cell empty on the day's other rows.)
    const dateAbove =
      amount && previousWasTransaction && columns.date !== undefined ? parsed.at(-1)?.date : null;
    const date = dateCell ? parseDateText(dateCell) : (dateAbove ?? null);
    const isPending = !date && isPendingWord(dateCell);
    const texts = columns.text.map((c) => cell(row, c));

    if (!amount) {
      const amountCells = [columns.amount, columns.debit, columns.credit].map((c) => cell(row, c));
      const hasNumber = amountCells.some(
        (v) => /\d/.test(v) && (v.match(/\p{L}/gu) ?? []).length <= 3,
      );
      if (date || isPending || hasNumber) {
        unparsed.push(reportLine(row.raw));
        previousWasTransaction = false;
      } else if (dateCell === '' && previousWasTransaction && texts.some((t) => t !== '')) {
        // A second line of the previous record's description ("FOR: 6.66 SGD").
        parsed[parsed.length - 1]!.texts.push(...texts);
      }
      continue;
    }
    const record: ParsedRow = { row, date, isPending, amount: amount.amount, texts };
    if (amount.side) record.fromPair = amount.side;
    const flagCell = cell(row, columns.flag);
    const flag = flagCell ? flagOf(flagCell) : undefined;
    if (flag) record.flag = flag;
    const typeCell = cell(row, columns.type);
    if (typeCell) record.type = typeCell;
    const balance = parseAmount(cell(row, columns.balance), style);
    if (balance) record.balanceCents = balance.sign === 'negative' ? -balance.cents : balance.cents;
    const currencyCell = cell(row, columns.currency).toUpperCase();
    const currency = CURRENCY_CODES.has(currencyCell)
      ? currencyCell
      : (amount.amount.currency ?? table.headerCurrency);
    if (currency) record.currency = currency;
    parsed.push(record);
    previousWasTransaction = true;
  }

  withoutOwnName(parsed);
  const extraction = buildExtraction(parsed, unparsed, table, options.signs, options.today);
  if (extraction.balances) return extraction;
  // Balances an export prints above or below its table, or in a summary row ('"Neuer
  // Kontostand";"2.986,11 EUR";' ... '"Alter Kontostand";"1.203,40 EUR";').
  const aside = rows
    .filter((row, i) => i < table.headerIndex || isSummaryRow(row.fields))
    .map((row) =>
      row.fields
        .map((f) => f.trim())
        .filter((f) => f !== '')
        .join('   '),
    );
  const printed = readStatementBalances([...aside, ...balanceColumns(rows, table)], style);
  return printed ? { ...extraction, balances: { ...printed, isCardAccount: false } } : extraction;
}

/**
 * Balances an export prints in columns of their own, each filled once or twice ('Beginning
 * Balance' on the first row, 'Ending Balance' on the last): as lines of a label and its figure.
 */
function balanceColumns(rows: readonly Row[], table: TableAnalysis): string[] {
  if (table.headerIndex < 0) return [];
  const header = rows[table.headerIndex]!.fields.map((f) => f.trim());
  const data = rows.slice(table.headerIndex + 1);
  const lines: string[] = [];
  for (const [c, name] of header.entries()) {
    const kind = name.length <= 40 ? balanceKind(name) : undefined;
    if (kind !== 'opening' && kind !== 'closing') continue;
    const values = data.map((row) => (row.fields[c] ?? '').trim()).filter((v) => v !== '');
    if (values.length === 0 || values.length > 2) continue;
    lines.push(`${name}   ${kind === 'opening' ? values[0] : values.at(-1)}`);
  }
  return lines;
}

/** Headers of a column saying whether a payment went through ('State', 'Status'). */
const STATUS_HEADERS = new Set([
  'state',
  'status',
  'transaction status',
  'estado',
  'statut',
  'stato',
]);
function readRowAmount(
  row: Row,
  columns: TableColumns,
  style: DecimalStyle,
): { amount: ParsedAmount; side?: 'debit' | 'credit' } | null {
  if (columns.amount !== undefined) {
    const amount = parseAmount(cell(row, columns.amount), style);
    const fee = columns.fee === undefined ? null : parseAmount(cell(row, columns.fee), style);
    if (!amount || !fee?.cents) return amount ? { amount } : null;
    // (A fee the balance takes on top: what left the account is the amount less the fee.)
    const net = (amount.sign === 'negative' ? -amount.cents : amount.cents) - fee.cents;
    return { amount: { ...amount, cents: Math.abs(net), sign: net < 0 ? 'negative' : 'positive' } };
  }
  const debit = parseAmount(cell(row, columns.debit), style);
  const credit = parseAmount(cell(row, columns.credit), style);
  const debitCents = debit?.cents ?? 0;
  const creditCents = credit?.cents ?? 0;
  if (debit && debitCents !== 0 && (!credit || creditCents === 0)) {
    return { amount: { ...debit, sign: 'negative' }, side: 'debit' };
  }
  if (credit && creditCents !== 0 && (!debit || debitCents === 0)) {
    return {
      amount: credit.sign === 'negative' ? credit : { ...credit, sign: 'positive' },
      side: 'credit',
    };
  }
  if (debit && credit) {
    const net = creditCents - debitCents;
    return {
      amount: { ...credit, cents: Math.abs(net), sign: net < 0 ? 'negative' : 'positive' },
    };
  }
  return debit ? { amount: { ...debit, sign: 'negative' } } : credit ? { amount: credit } : null;
}

/**
 * A header that names its columns as a card's usage ('利用日', '利用金額', '이용금액', '消费金额'): a
 * card's list, whose unsigned amounts are charges and signed ones its credits.
 */
function isCardUsageHeader(table: TableAnalysis): boolean {
  const header = table.headerIndex >= 0 ? table.rows[table.headerIndex]?.fields : undefined;
  return !!header?.some((name) => CARD_USAGE.test(name));
}

const CARD_USAGE = /利用(?:日|金額|額)|이용(?:일|금액)|消费(?:日期|金额)|消費(?:日期|金額)|刷卡/;

function buildExtraction(
  parsed: ParsedRow[],
  unparsed: string[],
  table: TableAnalysis,
  signs: SignReading | undefined,
  today: string | undefined,
): Extraction {
  const { columns, order } = table;
  const descriptions = parsed.map((p) => joinDescription(p.texts));

  // Signs: a debit/credit pair already decided; otherwise the statement's convention.
  let signed: number[];
  if (columns.amount === undefined) {
    signed = parsed.map((p) =>
      p.amount.cents === 0 ? 0 : p.amount.sign === 'negative' ? -p.amount.cents : p.amount.cents,
    );
  } else {
    const inputs: SignInput[] = parsed.map((p, index) => {
      let amount = p.amount;
      if (amount.sign === 'none' && columns.amountDefault)
        amount = { ...amount, sign: columns.amountDefault };
      const input: SignInput = { amount, description: descriptions[index] ?? '' };
      if (p.flag) input.flag = p.flag;
      if (p.type) input.type = p.type;
      if (p.balanceCents !== undefined) input.balanceCents = p.balanceCents;
      return input;
    });
    signed = resolveSigns(inputs, {
      hasFlags: columns.flag !== undefined,
      signs,
      isCardStatement: isCardUsageHeader(table),
    });
  }

  // Year-less dates (rare in exports) take the year of the file's full dates.
  const days: number[] = [];
  const years = new Set<number>();
  for (const p of parsed) {
    if (!p.date || p.date.y === null) continue;
    const iso = toIsoDate(p.date, order);
    const day = iso ? isoDayNumber(iso) : undefined;
    if (day !== undefined) {
      days.push(day);
      years.add(p.date.y);
    }
  }
  let minDay: number | undefined;
  let maxDay: number | undefined;
  for (const d of days) {
    if (minDay === undefined || d < minDay) minDay = d;
    if (maxDay === undefined || d > maxDay) maxDay = d;
  }

  const transactions: StatementTransaction[] = parsed.map((p, index) => {
    let date: string | null = null;
    if (p.date) {
      if (p.date.y !== null) date = toIsoDate(p.date, order);
      else {
        const md = monthDay(p.date, order);
        const year = md
          ? chooseYear(md, { minDay, maxDay, years: [...years].slice(0, 20) })
          : undefined;
        date = year === undefined ? null : toIsoDate(p.date, order, year);
      }
    } else if (p.isPending && today && /^\d{4}-\d{2}-\d{2}$/.test(today)) {
      date = today;
    }
    const tx: StatementTransaction = {
      date,
      amountCents: signed[index] ?? 0,
      // (A row without words of its own is named by its type: 'Standard Transfer'.)
      description: collapse(descriptions[index] || p.type || ''),
      line: p.row.line,
    };
    if (p.currency) tx.currency = p.currency;
    return tx;
  });

  const currencies = new Set(transactions.flatMap((t) => (t.currency ? [t.currency] : [])));
  const extraction: Extraction = { format: 'delimited', transactions, unparsedLines: unparsed };
  if (currencies.size === 1) extraction.currency = [...currencies][0];
  const running = balancesFromRunning(
    parsed.map((p, index) => ({ amountCents: signed[index] ?? 0, balanceCents: p.balanceCents })),
  );
  if (running) extraction.balances = { ...running, isCardAccount: false };
  return extraction;
}
