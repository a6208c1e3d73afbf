// Statement tables laid out in columns, as a PDF's text keeps them (`pdftotext -layout`): a header row
// names a debit and a credit column (Debit / Credit, Withdrawals / Deposits, Belastung / Gutschrift ...),
// often a balance column too, and every amount below it belongs to the column its right edge lines up
// with, since amounts are right-aligned. The column, not a sign, says which way the money went. Rows
// without a date take the date above them (many statements print it once a day); lines without money
// continue the description of the row above.
import { parseAmount, type DecimalStyle, type ParsedAmount } from './amounts.ts';
import { balanceKind } from './balances.ts';
import { DAY_MONTH_DOTTED, isMonthName, parseDateText, type RawDate } from './dates.ts';
import { layoutCells, type LayoutCell } from './input.ts';
import { foldWords, isColumnHeader, isSummaryText } from './words.ts';

export type MoneyColumnRole = 'debit' | 'credit' | 'balance';

interface MoneyColumn {
  role: MoneyColumnRole;
  /** Character position where the header's words end: amounts below end near it. */
  end: number;
}

/** One row of a column table, ready for the text reader's last steps. */
export interface ColumnRecord {
  line: number;
  date?: RawDate;
  texts: string[];
  amount: { parsed: ParsedAmount };
  balance?: { parsed: ParsedAmount };
  flag: 'debit' | 'credit';
}

// Header words of each money column, folded (lower case, no accents), with a currency after them
// ("Belastung in EUR", "Debit ($)") taken off first.
const ROLE_WORDS: Record<MoneyColumnRole, Set<string>> = {
  debit: new Set([
    'debit', 'debits', 'withdrawal', 'withdrawals', 'withdrawn', 'paid out', 'money out', 'payments',
    'charges', 'out', 'subtractions', 'belastung', 'soll', 'zu ihren lasten', 'lasten', 'dare',
    'cheques debits', 'checks debits', 'cheques and debits', 'withdrawals debits', 'lastschrift', 'ausgang', 'retrait', 'retraits', 'debit euros',
    'cargo', 'cargos', 'debe', 'af', 'debet', 'uitgaven', 'addebiti', 'uscite', 'fee', 'fees',
    'bank fee', 'bank fees', 'service fee', 'service fees', 'payments out', 'amount out',
    'debito', 'debitos', 'uttag', 'haevet', 'ut',
  ]),
  credit: new Set([
    'credit', 'credits', 'deposit', 'deposits', 'paid in', 'money in', 'receipts', 'in', 'additions', 'gutschrift',
    'zu ihren gunsten', 'gunsten', 'avere', 'deposits credits', 'deposits and credits',
    'haben', 'eingang', 'versement', 'versements', 'credit euros', 'abono', 'abonos', 'haber', 'bij',
    'ontvangsten', 'accrediti', 'entrate', 'payments in', 'amount in', 'depot', 'depots',
    'credito', 'creditos', 'insattning', 'indsat', 'inn',
  ]),
  balance: new Set([
    'balance', 'running balance', 'daily balance', 'ending daily balance', 'saldo', 'kontostand', 'solde',
    'saldo euros', 'saldo contabilistico', 'saldo contable', 'saldo contabile',
    'saldo en cuenta', 'saldo na conta', 'saldo in conto',
  ]),
}; // prettier-ignore

// PDF text often spaces a header's letters apart ('Paid o ut', 'Pay m e nt'): words are also known
// without their spaces.
const ROLE_BY_LETTERS = new Map<string, MoneyColumnRole>(
  (['debit', 'credit', 'balance'] as const).flatMap((role) =>
    [...ROLE_WORDS[role]].map((words): [string, MoneyColumnRole] => [
      words.replace(/ /g, ''),
      role,
    ]),
  ),
);

// (A code is a word of its own: 'DEBIT' does not end in a currency.)
const CURRENCY_AFTER = /(?:\s*\(\s*\S{1,3}\s*\)|\s+in\s+[A-Z]{3}|\s+[A-Z]{3}|\s*[$€£])$/u;

/** The money columns a header row names, when it names both a debit and a credit column. */
// A cheap look for a header word before a line is split into cells: most lines have none.
const MAYBE_HEADER =
  /d[eé]bit|withdraw|paid|money|payment|charge|out|subtraction|lasten|dare|belast|soll|lastschrift|ausgang|retrait|cargo|debe|af|uitgaven|addebit|uscite/i;

function roleOf(name: string): MoneyColumnRole | undefined {
  return (
    (['debit', 'credit', 'balance'] as const).find((r) => ROLE_WORDS[r].has(name)) ??
    ROLE_BY_LETTERS.get(name.replace(/ /g, ''))
  );
}

export function readMoneyColumns(line: string): MoneyColumn[] | null {
  if (line.length > 400 || !MAYBE_HEADER.test(line) || !/\S\s{2,}\S/.test(line)) return null;
  const columns: MoneyColumn[] = [];
  for (const cell of layoutCells(line)) {
    // 'Withdrawal Amt', 'Deposit Amount', 'Closing Balance': the role is in the first words.
    const words = foldWords(cell.text.replace(CURRENCY_AFTER, ''))
      .replace(/ (?:amt|amount|amounts)$/, '')
      .replace(/^closing (balance)$/, '$1');
    // 'CHEQUE/DEBIT', 'DEPOSIT/CREDIT': two names of one column, which agree where they say.
    const named = cell.text.includes('/')
      ? new Set(words.split(' ').flatMap((part) => roleOf(part) ?? []))
      : new Set<MoneyColumnRole>();
    const role = roleOf(words) ?? (named.size === 1 ? [...named][0] : undefined);
    if (role) columns.push({ role, end: cell.end });
  }
  const roles = new Set(columns.map((c) => c.role));
  return roles.has('debit') && roles.has('credit') ? columns : null;
}

/** A table's totals or its closing balance: nothing below them is the table's. */
// ('Umsatztotal', 'Zwischentotal': a compound ending in the word; 'Totaux des mouvements'.)
const TABLE_END =
  /^(?:\p{L}*totals?(?: at end of page)?|totaux|totale|totaal|summe|gesamt|total des|closing balance|ending balance|end balance|new balance|balance carried forward|carried forward|a riportare|neuer (?:kontostand|saldo)|nouveau solde|saldo finale?|schlusssaldo|endsaldo)\b/iu;

/**
 * A total, which may be a section's: 'TOTAL PAYMENTS FOR THIS PERIOD', 'Summe'. (Not a total of a
 * balance; a card's 'balance transfers' are charges: 'TOTAL PURCHASES, BALANCE TRANSFERS & OTHER
 * CHARGES'.)
 */
const SUBTOTAL =
  /^(?:\p{L}*totals?|totaux|totale|totaal|summe|gesamt)\b(?!.*\b(?:balance(?! transfers?\b)|saldo|solde)\b)/iu;
/** A balance's line after a total: the statement's end, not a section's. */
const BALANCE_LINE = /\b(?:balance|saldo|solde|kontostand)\b.*\d[.,]\d{2}/i;

const MONEY_TOKEN =
  /(?<![\w.,])(?:[-+]\s?)?(?:[$€£₹]\s?)?(?:\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:[.,' ]\d{3})+|\d+)[.,]\d{2}(?:\s?(?:CR|DR|[$€£]))?-?(?![\w.,%])(?!\s%)/g;

/** How far, in characters, an amount's right edge may sit from its column's. */
const ALIGNMENT_SLACK = 8;

function columnFor(end: number, columns: MoneyColumn[]): MoneyColumn | undefined {
  let best: MoneyColumn | undefined;
  let distance = Infinity;
  for (const column of columns) {
    const d = Math.abs(column.end - end);
    if (d < distance) {
      best = column;
      distance = d;
    }
  }
  return distance <= ALIGNMENT_SLACK ? best : undefined;
}

/** The words of a row without a value-date column between them and the money ('...  01.03  42,17'). */
function withoutValueDate(text: string): { text: string; date?: RawDate } {
  const cell = /\s{2,}(\S+)\s*$/.exec(text);
  if (!cell?.[1] || !/\d/.test(cell[1])) return { text };
  const date = parseDateText(DAY_MONTH_DOTTED.test(cell[1]) ? `${cell[1]}.` : cell[1]);
  // Keep a row that is nothing but its dates.
  if (!date || !/\p{L}/u.test(text.slice(0, cell.index))) return { text };
  return { text: text.slice(0, cell.index), date };
}

/** A date column after the money ('... 1,495.00        FEB01        589.58'), as TD prints it. */
function dateAfterMoney(rest: string): RawDate | undefined {
  for (const cell of rest.split(/\s{2,}/)) {
    const text = cell.trim();
    // Words with a day in them, or a day and month: never an amount ('1,495.00', '12.05').
    if (!/\d/.test(text) || !/\p{L}|\//u.test(text)) continue;
    const date = parseDateText(text);
    if (date) return date;
  }
  return undefined;
}

interface LayoutSpan {
  start: number;
  end: number;
}

/** The cells of a row that stand under a header's column (a couple of characters either side). */
function cellsUnder(raw: string, column: LayoutSpan | undefined): LayoutCell[] {
  if (!column) return [];
  return layoutCells(raw).filter(
    (cell) => cell.end >= column.start - 2 && cell.start <= column.end + 2,
  );
}

const DATE_HEADER = /^(?:date|datum|fecha|data)$/i;

/**
 * A month and day as two numbers ('12 15'), standing under the header's date column, as South African
 * statements print the date after the money. Alone, two numbers are no date: only under that header.
 */
function numericDateUnder(raw: string, column: LayoutSpan | undefined): RawDate | undefined {
  for (const cell of cellsUnder(raw, column)) {
    const m = /^(\d{1,2}) (\d{1,2})$/.exec(cell.text);
    if (!m) continue;
    const [p1, p2] = [Number(m[1]), Number(m[2])];
    if (p1 >= 1 && p2 >= 1 && p1 <= 31 && p2 <= 31) return { y: null, p1, p2, sep: ' ' };
  }
  return undefined;
}

/** A line of labels alone naming an opening or closing balance or a sum, as a summary box's header. */
function isSummaryHeader(raw: string): boolean {
  if (raw.length > 300 || /\d/.test(raw)) return false;
  const cells = layoutCells(raw);
  // (Or two balances of other kinds side by side: 'Saldo Invest Fácil (R$)   Saldo Disponível (R$)'.)
  const balances = cells.filter((cell) => /^(?:saldo|balance|solde|kontostand)\b/i.test(cell.text));
  return (
    cells.length >= 2 &&
    (balances.length >= 2 ||
      cells.some((cell) => {
        const kind = balanceKind(cell.text);
        return kind === 'opening' || kind === 'closing' || /^(?:summe|sum of)\b/i.test(cell.text);
      }))
  );
}

const OPERATION_HEADER = /\b(?:op[ée]ration|operazione|operaci[oó]n)\b/giu;

/**
 * The operation's date column a header names beside the booking date (Banque Populaire's 'DATE
 * COMPTA ... DATE OPERATION  DATE VALEUR'): the day the money was spent, which a budget wants.
 */
function operationDateColumn(header: readonly string[]): LayoutSpan | undefined {
  for (const line of header) {
    if (line.length > 400) continue;
    for (const m of line.matchAll(OPERATION_HEADER)) {
      return { start: m.index, end: m.index + m[0].length };
    }
  }
  return undefined;
}

/** A cell that is a date alone, standing under the given column. */
function dateCellUnder(raw: string, column: LayoutSpan | undefined): RawDate | undefined {
  for (const cell of cellsUnder(raw, column)) {
    if (!/^\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?$/.test(cell.text)) continue;
    const date = parseDateText(DAY_MONTH_DOTTED.test(cell.text) ? `${cell.text}.` : cell.text);
    if (date) return date;
  }
  return undefined;
}

function leadingDate(text: string): { date: RawDate; rest: string } | null {
  const tokens = text.trim().split(/\s+/);
  // A table row's first cell 'DD.MM' is its date, though printed without the closing dot; a day
  // OCR read with O or l for 0 or 1 ('O6 Mar 24') is a day.
  if (/^[OoIl\d]{2}$/.test(tokens[0] ?? '') && /\d/.test(tokens[0] ?? '')) {
    tokens[0] = tokens[0]!.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
  }
  if (DAY_MONTH_DOTTED.test(tokens[0] ?? '')) tokens[0] = `${tokens[0]}.`;
  for (const width of [3, 2, 1]) {
    if (tokens.length < width) continue;
    // '03 Sept  03 Sept': a day before a month's name starts the second date; it is no year.
    if (width === 3 && /^\d{1,2}$/.test(tokens[2] ?? '') && isMonthName(tokens[3] ?? '')) continue;
    const date = parseDateText(tokens.slice(0, width).join(' '));
    if (date) {
      // A second date beside it (value date, posting date) says nothing more.
      let rest = tokens.slice(width);
      for (const second of [3, 2, 1]) {
        if (rest.length >= second && parseDateText(rest.slice(0, second).join(' '))) {
          rest = rest.slice(second);
          break;
        }
      }
      return { date, rest: rest.join(' ') };
    }
  }
  return null;
}

/** A row's date after its number ('  12    13/03/2024  NETFLIX.COM'), as a numbered table prints it. */
function numberedDate(text: string): { date: RawDate; rest: string } | null {
  const m = /^\s*[1-9]\d{0,2}\s+(?=\d)/.exec(text);
  return m ? leadingDate(text.slice(m[0].length)) : null;
}

/** A balance carried from the page before ('Balance brought forward', 'Übertrag', 'Report'). */
const CARRIED_OVER =
  /\b(?:brought|carried) forward\b|^(?:ubertrag|übertrag|report|a reporter|riporto|a riportare)\b/i;

/** Lines of description a row may gather below it (or, where records end with their amount, above). */
const MAX_CONTINUATION_LINES = 3;

/** A line under a table header, read for what the assembly needs. */
interface TableLine {
  index: number;
  /** A header, a summary or money outside the columns: no row goes on past it. */
  isBreak: boolean;
  /** A blank line: no record's words go on past it. */
  isBlank?: boolean;
  /** A table's header row: the rows under it take no date from above it. */
  isHeader?: boolean;
  /** A dated row whose figures stand in none of the columns (a skewed photo, a misread header). */
  isAdrift?: boolean;
  date?: RawDate;
  text: string;
  flow?: { column: MoneyColumn; parsed: ParsedAmount };
  balance?: { parsed: ParsedAmount };
}

/**
 * A row's figure whose decimal separator OCR read as a space ('Erstattung Bahn   17.04   12 50'), the
 * row's only figure: put back in place, so that it still stands in its column.
 */
function withSpaceDecimal(line: string, style: DecimalStyle): string {
  // (Not the end of an account number in groups: 'IBAN DE12 1001 0010 0987 6543 21'; nor of a
  // telephone number: '+41 44 828 31 35'.)
  if (/\d{4} \d{1,4} \d{2}\s*$|\+\d{1,3}(?: \d{1,4})+\s*$/.test(line)) return line;
  if (
    !/\s\d{1,4} \d{2}\s*$/.test(line) ||
    /\d[.,]\d{2}(?![\d.])/.test(line.replace(/\d{1,2}\.\d{1,2}\.?(?=\s)/g, ''))
  ) {
    return line;
  }
  return line.replace(/(\s\d{1,4}) (\d{2})(\s*)$/, `$1${style === 'comma' ? ',' : '.'}$2$3`);
}

/** How far below its header a table's rows are looked at to see where its amounts end. */
const MEASURED_LINES = 40;

/**
 * The columns moved to where the amounts under them end, when the header's words stand off their
 * figures ('DEBIT' centred over '2 560,00'): by the median offset of the amounts near a column.
 */
function alignedToRows(
  columns: MoneyColumn[],
  lines: readonly string[],
  headerIndex: number,
): MoneyColumn[] {
  const ends: number[] = [];
  for (const line of lines.slice(headerIndex + 1, headerIndex + 1 + MEASURED_LINES)) {
    if (line.length > 400) continue;
    for (const m of line.matchAll(MONEY_TOKEN)) {
      if (!DAY_MONTH_DOTTED.test(m[0])) ends.push(m.index + m[0].length);
    }
  }
  const offsets: number[] = [];
  for (const end of ends) {
    let nearest: number | undefined;
    for (const column of columns) {
      const d = end - column.end;
      if (nearest === undefined || Math.abs(d) < Math.abs(nearest)) nearest = d;
    }
    if (nearest !== undefined && Math.abs(nearest) <= 2 * ALIGNMENT_SLACK) offsets.push(nearest);
  }
  if (offsets.length < 3) return columns;
  offsets.sort((a, b) => a - b);
  const median = offsets[Math.floor(offsets.length / 2)]!;
  const moved = columns.map((c) => ({ ...c, end: c.end + median }));
  // Moved only when more of the amounts then stand in a column.
  const fitting = (cs: MoneyColumn[]) => ends.filter((end) => columnFor(end, cs)).length;
  return fitting(moved) > fitting(columns) ? moved : columns;
}

/** A header's cell naming the rows' words ('Description', 'Descrizione operazioni', 'Libellé'). */
const WORDS_HEADER =
  /^(?:description|descripcion|descrizione|descricao|descritivo|details|narration|narrative|libelle|omschrijving|beschreibung|buchungstext|verwendungszweck|causale|concepto|particulars|transaction details)\b/;

/** Where a header names its rows' words right of every money column, if it does. */
function wordsColumnAfter(header: string, columns: readonly MoneyColumn[]): number | undefined {
  const lastEnd = Math.max(...columns.map((c) => c.end));
  return layoutCells(header).find(
    (cell) => cell.start > lastEnd && WORDS_HEADER.test(foldWords(cell.text)),
  )?.start;
}

/** How many lines a table's header may take. */
const HEADER_LINES = 3;

function readTableLines(lines: readonly string[], style: DecimalStyle): TableLine[] {
  const read: TableLine[] = [];
  let columns: MoneyColumn[] | null = null;
  // Where the header names its date column, when that stands after the words ('Details ... Date').
  let dateColumn: LayoutSpan | undefined;
  let totalledColumns: MoneyColumn[] | null = null;
  // Where the header names the operation's date beside a booking date ('DATE COMPTA ... OPERATION').
  let operationColumn: LayoutSpan | undefined;
  // Where the header names the rows' words right of its money columns ('ADDEBITI  ACCREDITI
  // DESCRIZIONE OPERAZIONI'): the words after a row's figures are then its own, not small print.
  let wordsAfterMoney: number | undefined;
  let headerAt = -Infinity;
  let sameTableBefore: MoneyColumn[] | null = null;
  lines.forEach((printed, index) => {
    const raw = withSpaceDecimal(printed, style);
    const header = readMoneyColumns(raw);
    if (header) {
      // A page's header the PDF text set apart from its rows goes on with the table above: its rows
      // may still stand under the columns of the page before.
      const roles = (c: MoneyColumn[] | null) => c?.map((column) => column.role).join() ?? '';
      sameTableBefore = roles(header) === roles(columns) ? columns : null;
      columns = alignedToRows(header, lines, index);
      totalledColumns = null;
      dateColumn = layoutCells(raw).find((cell) => DATE_HEADER.test(cell.text));
      operationColumn = operationDateColumn(lines.slice(index, index + HEADER_LINES));
      wordsAfterMoney = wordsColumnAfter(raw, columns);
      headerAt = index;
      read.push({ index, isBreak: true, isHeader: true, text: '' });
      return;
    }
    // Another table's header without debit and credit columns ('DATE  DESCRIPTION  AMOUNT'): the
    // columns above end there.
    // (Not the second line of the same header: 'DATE  DEBIT  CREDIT' / 'LIBELLE  EUROS  EUROS'.)
    // A summary's header after the rows ('Alter Saldo   Summe Soll   Summe Haben'): the table is over,
    // and the figures below it are the summary's.
    if (columns && isSummaryHeader(raw)) {
      columns = null;
      totalledColumns = null;
      read.push({ index, isBreak: true, isHeader: true, text: '' });
      return;
    }
    // After a total, another table's header or a balance's line: the table is over after all.
    if (!columns && (isColumnHeader(raw) || BALANCE_LINE.test(raw))) totalledColumns = null;
    if (columns && isColumnHeader(raw) && index - headerAt > HEADER_LINES) {
      columns = null;
      sameTableBefore = null;
      read.push({ index, isBreak: true, isHeader: true, text: '' });
      return;
    }
    // A section's total ('TOTAL PAYMENTS FOR THIS PERIOD') may end only a part of the table: a row
    // with its own date below it, standing in the same columns, goes on with it.
    if (!columns && totalledColumns && raw.length <= 400 && leadingDate(raw.trim())) {
      const within = totalledColumns;
      const hasFlow = [...raw.matchAll(MONEY_TOKEN)].some((m) => {
        const role = columnFor(m.index + m[0].length, within)?.role;
        return role !== undefined && role !== 'balance';
      });
      if (hasFlow) columns = totalledColumns;
    }
    if (!columns || raw.length > 400) return;
    if (raw.trim() === '') {
      read.push({ index, isBreak: false, isBlank: true, text: '' });
      return;
    }
    const money: { column: MoneyColumn; parsed: ParsedAmount; start: number }[] = [];
    let hasStrayMoney = false;
    // (Where the line's last figure ends, for the small print's sentences below.)
    let lastMoneyEnd: number | undefined;
    for (const m of raw.matchAll(MONEY_TOKEN)) {
      const end = m.index + m[0].length;
      const column =
        columnFor(end, columns) ?? (sameTableBefore ? columnFor(end, sameTableBefore) : undefined);
      // (Where decimals take a comma, '18.22' after a date or a word for the hour is a time: 'DEL
      // 02/03/24 ORE 18.22'.)
      const isTime =
        style === 'comma' &&
        /^(?:[01]?\d|2[0-3])\.[0-5]\d$/.test(m[0].trim()) &&
        /(?:\b(?:ore|uhr|heure|hora|h)|\d{1,2}[./]\d{1,2}[./]\d{2,4})\s*$/i.test(
          raw.slice(Math.max(0, m.index - 16), m.index),
        );
      if (isTime) continue;
      lastMoneyEnd = end;
      const parsed = column ? parseAmount(m[0], style) : null;
      if (column && parsed) money.push({ column, parsed, start: m.index });
      else if (m.index > 12) hasStrayMoney = true;
    }
    const firstMoney = money[0]?.start ?? raw.length;
    const valued = withoutValueDate(raw.slice(0, firstMoney));
    // The row's own date leads it; a row without one takes the date of its value-date column.
    // (After a row's number where the header has a column before the date: 'Tran list no'.)
    const leading =
      leadingDate(valued.text) ??
      (dateColumn && dateColumn.start > 2 ? numberedDate(valued.text) : null);
    const afterMoney =
      leading || valued.date
        ? undefined
        : (dateAfterMoney(raw.slice(firstMoney)) ?? numericDateUnder(raw, dateColumn));
    const rowDate = valued.date ?? afterMoney;
    const operation = dateCellUnder(raw, operationColumn);
    const dated =
      leading && operation
        ? { date: operation, rest: leading.rest }
        : (leading ?? (rowDate ? { date: rowDate, rest: valued.text } : null));
    const after =
      wordsAfterMoney !== undefined && money.length > 0
        ? raw.slice(Math.max(lastMoneyEnd ?? 0, wordsAfterMoney - ALIGNMENT_SLACK)).trim()
        : '';
    const text = `${dated ? dated.rest : valued.text} ${after}`.trim().replace(/\s+/g, ' ');
    // A figure inside a sentence of the small print ('... monthly fee of $16.95 is waived in any
    // month you maintain ...') stands in no column of the table: the words go on after it.
    const isProse =
      wordsAfterMoney === undefined &&
      lastMoneyEnd !== undefined &&
      (raw.slice(lastMoneyEnd).match(/\p{L}{2,}/gu) ?? []).length >= 3;
    if (isProse) money.length = 0;
    // (Both columns filled, the one not used with 0.00: the other is the row's.)
    const flow =
      money.find((m) => m.column.role !== 'balance' && m.parsed.cents !== 0) ??
      money.find((m) => m.column.role !== 'balance');
    const balance = money.find((m) => m.column.role === 'balance');
    // A balance alone, or money outside the columns (a summary below the table), ends the row above;
    // the table's totals end the table.
    const isBreak =
      isSummaryText(text) || TABLE_END.test(text) || (!flow && (money.length > 0 || hasStrayMoney));
    // A dated row whose figures stand in no column: the columns do not hold for this table.
    const isAdrift = !!dated && !flow && hasStrayMoney && !isSummaryText(text);
    if (TABLE_END.test(text)) {
      // Only a total may end a part of the table; a closing balance ends all of it.
      totalledColumns = SUBTOTAL.test(text) ? columns : null;
      columns = null;
    }
    read.push({
      index,
      isBreak,
      ...(isAdrift ? { isAdrift } : {}),
      text,
      ...(dated ? { date: dated.date } : {}),
      ...(flow ? { flow } : {}),
      ...(balance ? { balance: { parsed: balance.parsed } } : {}),
    });
  });
  return read;
}

/**
 * Whether a record's amount stands on its last line, its words above it ('Direct Debit to Thames
 * Water' / 'Ref: 8881234567   41.00'), rather than on its first with words wrapped below: so when a
 * dated line carries no amount and the amount comes on a line below, more often than words follow an
 * amount line up to the next date.
 */
function endsWithAmount(read: TableLine[]): boolean {
  let amountBelowDate = 0;
  let wordsBelowAmount = 0;
  for (const [k, line] of read.entries()) {
    if (line.date && !line.flow && line.text !== '' && !line.isBreak) {
      for (const next of read.slice(k + 1, k + 1 + MAX_CONTINUATION_LINES)) {
        if (next.isBreak || next.isBlank || next.date) break;
        if (next.flow) {
          amountBelowDate += 1;
          break;
        }
      }
    }
    if (line.flow) {
      const next = read[k + 1];
      const after = read[k + 2];
      if (next && !next.isBreak && !next.isBlank && !next.date && !next.flow && next.text !== '') {
        // Words after the amount, then the next record's date (or the table's end).
        if (!after || after.isBreak || after.isBlank || after.date) wordsBelowAmount += 1;
      }
    }
  }
  return amountBelowDate > wordsBelowAmount;
}

/**
 * The rows of every debit / credit table in the lines, or null when there is none (or it yields
 * fewer than two rows), so the line reader takes over.
 */
export function readColumnTables(
  lines: readonly string[],
  style: DecimalStyle,
): ColumnRecord[] | null {
  const read = readTableLines(lines, style);
  const isAmountLast = endsWithAmount(read);
  const records: ColumnRecord[] = [];
  let lastDate: RawDate | undefined;
  let last: ColumnRecord | undefined;
  let continuations = 0;
  // Words waiting for the amount that ends their record, where records end with it.
  let waiting: string[] = [];
  // The date of the table on the page before, for a page that goes on with it.
  let dateBeforeHeader: RawDate | undefined;
  // The line before was a record of its own.
  let wasRecord = false;
  for (const line of read) {
    const isAfterRecord = wasRecord;
    wasRecord = false;
    if (line.date) lastDate = line.date;
    if (line.isHeader) {
      dateBeforeHeader = lastDate ?? dateBeforeHeader;
      lastDate = undefined;
    }
    // 'BALANCE BROUGHT FORWARD' under a page's header: the day of the page before goes on.
    if (!line.date && !lastDate && CARRIED_OVER.test(line.text)) lastDate = dateBeforeHeader;
    if (line.isBreak || line.isBlank) {
      // A record's words never stand past a blank line: what follows is a footer or the next page.
      last = undefined;
      waiting = [];
      continue;
    }
    if (!line.flow) {
      if (line.text === '') continue;
      if (isAmountLast) {
        if (line.date) waiting = [];
        if (waiting.length < MAX_CONTINUATION_LINES) waiting.push(line.text);
      } else if (last && continuations < MAX_CONTINUATION_LINES) {
        last.texts.push(line.text);
        continuations += 1;
      }
      continue;
    }
    // Figures alone, without a date or a word of their own (a summary table's row), are no record;
    // nor is a row of a table no date has been seen in (a balance summary: 'Total  €512.40 ...').
    const isWordless = !/\p{L}/u.test(line.text) && (!isAmountLast || waiting.length === 0);
    // Nor an undated row of 0.00 right under a record, where records lead with their date: a
    // section's line of what was not charged ('INTEREST CHARGE ON CASH ADVANCES  0.00'). (Under
    // words without a figure it ends their record: 'Transaction 31' / 'Goes over' / 'pages  0.00'.)
    const isUndatedZero =
      !line.date && !isAmountLast && line.flow.parsed.cents === 0 && isAfterRecord;
    if (!lastDate || (!line.date && isWordless) || isUndatedZero) {
      last = undefined;
      continue;
    }
    // Where records end with their amount, an undated amount line ends the record its words began.
    const before = isAmountLast && !line.date ? waiting : [];
    last = {
      line: line.index + 1,
      ...(lastDate ? { date: lastDate } : {}),
      texts: [...before, ...(line.text === '' ? [] : [line.text])],
      amount: { parsed: line.flow.parsed },
      ...(line.balance ? { balance: line.balance } : {}),
      flag: line.flow.column.role === 'debit' ? 'debit' : 'credit',
    };
    continuations = 0;
    waiting = [];
    records.push(last);
    wasRecord = true;
  }
  // Where many dated rows stand outside the columns, position says nothing: the line reader, which
  // reads each row's last figures and their running balance, takes over.
  const adrift = read.filter((line) => line.isAdrift).length;
  if (adrift * 3 > records.length) return null;
  return records.length >= 2 ? records : null;
}
