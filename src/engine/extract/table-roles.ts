// Which column of a table plays which part (date, amount or debit and credit, flag, currency, the
// describing words): first what the header names, checked against what the columns hold
// (table-columns.ts), then, for whatever the header did not settle, the data alone.
import { CURRENCY_CODES, parseAmount, type DecimalStyle } from './amounts.ts';
import type { Row } from './csv.ts';
import type { ColumnMeasure, ColumnStats } from './table-columns.ts';
import { classifyHeader, FOREIGN, type HeaderRole, type Role } from './table-header.ts';
import { foldWords, hasCreditWords } from './words.ts';

export interface TableColumns {
  date?: number;
  amount?: number;
  /** How an unsigned amount in the single amount column reads when nothing else says. */
  amountDefault?: 'negative' | 'positive';
  debit?: number;
  credit?: number;
  flag?: number;
  type?: number;
  balance?: number;
  currency?: number;
  /** A fee charged on top of the amount, in a column of its own, that the running balance takes. */
  fee?: number;
  /** Description columns in the order their texts are joined. */
  text: number[];
}

interface RoleInput {
  /** The header's names; empty without a header. */
  header: string[];
  hasHeader: boolean;
  measure: ColumnMeasure;
  /** The sample rows the columns were measured on. */
  dataRows: Row[];
  width: number;
}

/** The columns' roles, and the currency the amount's header names; null when no column holds money. */
export function assignColumnRoles(
  input: RoleInput,
): { columns: TableColumns; headerCurrency: string | undefined } | null {
  const { header, hasHeader, measure, dataRows, width } = input;
  const { stats, style, isDateColumn, isAmountColumn, isFlagColumn, isCurrencyColumn } = measure;
  const columns: TableColumns = { text: [] };
  const used = new Set<number>();
  const headerCurrency = hasHeader ? assignNamedColumns(input, columns, used) : undefined;

  // Whatever the header did not settle, the data does.
  if (columns.date === undefined) {
    for (let c = 0; c < width; c++) {
      if (!used.has(c) && isDateColumn(c) && stats[c]!.dates >= dataRows.length * 0.3) {
        columns.date = c;
        used.add(c);
        break;
      }
    }
  }
  let isPairFromData = false;
  if (columns.amount === undefined && columns.debit === undefined && columns.credit === undefined) {
    chooseAmountColumns(columns, stats, dataRows, width, used, style, isAmountColumn);
    isPairFromData = columns.debit !== undefined;
  }
  if (columns.amount === undefined && columns.debit === undefined && columns.credit === undefined)
    return null;
  if (columns.flag === undefined) {
    // A column of D/C values; under a header only an unnamed one (a named column means something else).
    const isUnnamed = (c: number) => !hasHeader || foldWords(header[c] ?? '') === '';
    for (let c = 0; c < width; c++) {
      if (!used.has(c) && isUnnamed(c) && isFlagColumn(c)) {
        columns.flag = c;
        used.add(c);
        break;
      }
    }
  }
  if (columns.currency === undefined) {
    for (let c = 0; c < width; c++) {
      if (!used.has(c) && isCurrencyColumn(c) && !FOREIGN.test(foldWords(header[c] ?? ''))) {
        columns.currency = c;
        used.add(c);
        break;
      }
    }
  }
  if (!hasHeader || columns.text.length === 0) {
    columns.text = wordColumns(measure, width, used);
  }
  // A column that says the same thing on every row (the account's own name) describes no transaction.
  if (dataRows.length >= 3) {
    const varying = columns.text.filter(
      (c) => stats[c]!.distinct.size > 1 || stats[c]!.nonEmpty < dataRows.length * 0.8,
    );
    if (varying.length > 0) columns.text = varying;
  }
  if (isPairFromData) orientPair(columns, dataRows, style);
  return { columns, headerCurrency };
}

/**
 * The roles the header names, each given to the best-named column whose data fits it; returns the
 * currency the amount columns' header names.
 */
function assignNamedColumns(
  { header, measure, dataRows }: RoleInput,
  columns: TableColumns,
  used: Set<number>,
): string | undefined {
  const { stats, isDateColumn, isFlagColumn, isCurrencyColumn } = measure;
  const roles = header.map((h) => classifyHeader(h));
  const best = (role: Role, valid: (c: number) => boolean): number | undefined => {
    let found: number | undefined;
    let score = -1;
    roles.forEach((r, c) => {
      if (r.role === role && r.score > score && valid(c) && !used.has(c)) {
        found = c;
        score = r.score;
      }
    });
    if (found !== undefined) used.add(found);
    return found;
  };
  const isEmptyColumn = (c: number) => stats[c]!.nonEmpty === 0;
  columns.date = best('date', isDateColumn);
  // Under a header naming it, a money column may hold a few unreadable cells (they become unparsed).
  const isNamedMoney = (c: number) => {
    const st = stats[c]!;
    return st.amounts > 0 && st.amounts >= st.nonEmpty * 0.5 && !isDateColumn(c);
  };
  const amountOk = (c: number) => isNamedMoney(c) || isEmptyColumn(c);
  columns.amount = best('amount', isNamedMoney);
  columns.debit = best('debit', amountOk);
  columns.credit = best('credit', amountOk);
  columns.balance = best('balance', amountOk);
  columns.currency = best('currency', isCurrencyColumn);
  columns.flag = best('flag', isFlagColumn);
  columns.type = best('type', () => true);
  if (columns.flag === undefined && columns.type !== undefined && isFlagColumn(columns.type)) {
    columns.flag = columns.type;
  }
  settleAmountColumns(columns, stats, dataRows.length);
  // Of several columns the header calls an amount ('Amount', 'Total amount', 'Orig amount'), the
  // one the running balance moves by is what left or reached the account (a fee included).
  if (columns.amount !== undefined && columns.balance !== undefined) {
    const others = roles.flatMap((r, c) =>
      r.role === 'amount' && c !== columns.amount && !used.has(c) && isNamedMoney(c) ? [c] : [],
    );
    const balance = columns.balance;
    const chained = [columns.amount, ...others].map((c) => ({
      column: c,
      steps: balanceSteps(dataRows, c, balance, measure.style),
    }));
    const best = chained.reduce((a, b) => (b.steps > a.steps ? b : a));
    if (best.column !== columns.amount) {
      used.delete(columns.amount);
      used.add(best.column);
      columns.amount = best.column;
    }
  }
  const fee =
    columns.amount !== undefined && columns.balance !== undefined
      ? header.findIndex(
          (name, c) => !used.has(c) && FEE_HEADER.test(foldWords(name)) && isNamedMoney(c),
        )
      : -1;
  if (fee >= 0 && isFeeTaken(dataRows, columns.amount!, fee, columns.balance!, measure.style)) {
    columns.fee = fee;
    used.add(fee);
  }
  const amountHeader = [columns.amount, columns.debit, columns.credit]
    .map((c) => (c === undefined ? undefined : currencyInHeader(header[c] ?? '')))
    .find((code) => code !== undefined);

  columns.text = describingColumns(roles, stats, used);
  return amountHeader;
}

/** A column of fees: 'Fee', 'Fees', 'Gebühr', 'Frais', 'Comisión'. */
const FEE_HEADER =
  /^(?:fees?|gebuhr(?:en)?|frais|comision(?:es)?|commissione|commissioni|taxa|tarifa|avgift)$/;

/**
 * Whether the running balance takes a row's fee on top of its amount ('-200.00', fee '4.00', the
 * balance 204.00 lower): on every row with a fee whose balance moves, by the amount less the fee,
 * and on at least one. (Either order of rows.)
 */
function isFeeTaken(
  rows: Row[],
  amount: number,
  fee: number,
  balance: number,
  style: DecimalStyle,
): boolean {
  const cents = (row: Row | undefined, c: number) => {
    const parsed = row ? parseAmount(row.fields[c] ?? '', style) : null;
    return parsed ? (parsed.sign === 'negative' ? -parsed.cents : parsed.cents) : undefined;
  };
  const moves = (order: Row[]) => {
    let taken = 0;
    for (let k = 1; k < order.length; k++) {
      const [step, charged] = [cents(order[k], amount), cents(order[k], fee)];
      const [before, now] = [cents(order[k - 1], balance), cents(order[k], balance)];
      if (!charged || step === undefined || before === undefined || now === undefined) continue;
      if (now - before !== step - Math.abs(charged)) return 0;
      taken++;
    }
    return taken;
  };
  return moves(rows) > 0 || moves([...rows].reverse()) > 0;
}

/** How many rows' amounts are the step of the running balance from the row before (either order). */
function balanceSteps(rows: Row[], amount: number, balance: number, style: DecimalStyle): number {
  const cents = (row: Row | undefined, c: number) => {
    const parsed = row ? parseAmount(row.fields[c] ?? '', style) : null;
    return parsed ? (parsed.sign === 'negative' ? -parsed.cents : parsed.cents) : undefined;
  };
  let forward = 0;
  let backward = 0;
  for (let k = 1; k < rows.length; k++) {
    const step = cents(rows[k], amount);
    const [before, now] = [cents(rows[k - 1], balance), cents(rows[k], balance)];
    if (step === undefined || before === undefined || now === undefined) continue;
    if (now - before === step) forward++;
    const older = cents(rows[k - 1], amount);
    if (older !== undefined && before - now === older) backward++;
  }
  return Math.max(forward, backward);
}

/**
 * A named amount column and a named debit/credit pair beside it: a filled amount column wins. A debit
 * or a credit column alone is the amount column, its unsigned amounts read as its side says.
 */
function settleAmountColumns(columns: TableColumns, stats: ColumnStats[], rowCount: number): void {
  if (
    columns.amount !== undefined &&
    (columns.debit !== undefined || columns.credit !== undefined)
  ) {
    // A filled single amount column wins over a debit/credit pair beside it.
    const filled = stats[columns.amount]!.nonEmpty >= rowCount * 0.5;
    if (filled) {
      columns.debit = undefined;
      columns.credit = undefined;
    } else {
      columns.amount = undefined;
    }
  }
  if (columns.amount === undefined && columns.debit !== undefined && columns.credit === undefined) {
    columns.amount = columns.debit;
    columns.amountDefault = 'negative';
    columns.debit = undefined;
  } else if (
    columns.amount === undefined &&
    columns.credit !== undefined &&
    columns.debit === undefined
  ) {
    columns.amount = columns.credit;
    columns.amountDefault = 'positive';
    columns.credit = undefined;
  }
}

/** A column of account numbers ('Counterparty': 'NL91ABNA0417164300'), which names nobody. */
function holdsAccounts(stats: ColumnStats): boolean {
  const values = [...stats.distinct].filter((v) => v.trim() !== '');
  const accounts = values.filter((v) =>
    /^(?:[A-Z]{2}\d{2}[A-Z0-9 ]{8,32}|[\d -]{6,})$/.test(v.trim()),
  );
  return values.length > 0 && accounts.length * 5 >= values.length * 4;
}

/** Descriptions: a specific payee column, else a generic name column; then the describing columns. */
function describingColumns(roles: HeaderRole[], stats: ColumnStats[], used: Set<number>): number[] {
  const payees = roles.flatMap((r, c) =>
    r.role === 'payee' && !used.has(c) && stats[c]!.withLetters > 0 && !holdsAccounts(stats[c]!)
      ? [{ c, score: r.score }]
      : [],
  );
  const generic = roles.flatMap((r, c) =>
    r.role === 'payeeGeneric' && !used.has(c) ? [{ c, score: r.score }] : [],
  );
  const describing = roles
    .flatMap((r, c) => (r.role === 'description' && !used.has(c) ? [{ c, score: r.score }] : []))
    .sort((a, b) => b.score - a.score || a.c - b.c);
  const payeeColumns = (payees.length > 0 ? payees : generic).sort(
    (a, b) => b.score - a.score || a.c - b.c,
  );
  return [...payeeColumns, ...describing].map((p) => p.c);
}

/** No header to go by: every column of words that is not a date, an amount, a flag or a currency. */
function wordColumns(measure: ColumnMeasure, width: number, used: Set<number>): number[] {
  const { stats, isDateColumn, isAmountColumn, isFlagColumn, isCurrencyColumn } = measure;
  const text: number[] = [];
  for (let c = 0; c < width; c++) {
    const s = stats[c]!;
    if (
      used.has(c) ||
      isDateColumn(c) ||
      isAmountColumn(c) ||
      isFlagColumn(c) ||
      isCurrencyColumn(c)
    )
      continue;
    if (s.withLetters === 0) continue;
    text.push(c);
  }
  return text;
}

function currencyInHeader(header: string): string | undefined {
  const m = /(?:^|[\s([])([A-Z]{3})(?:[\s)\]]|$)/.exec(header);
  if (m && CURRENCY_CODES.has(m[1]!)) return m[1];
  if (header.includes('€')) return 'EUR';
  if (header.includes('£')) return 'GBP';
  return undefined;
}

function isZeroOrEmpty(value: string, style: DecimalStyle): boolean {
  if (value.trim() === '') return true;
  const parsed = parseAmount(value, style);
  return parsed !== null && parsed.cents === 0;
}

/** Picks the amount column, or a debit/credit pair, from the data alone. */
function chooseAmountColumns(
  columns: TableColumns,
  stats: ColumnStats[],
  dataRows: Row[],
  width: number,
  used: Set<number>,
  style: DecimalStyle,
  isAmountColumn: (c: number) => boolean,
): void {
  const candidates: number[] = [];
  for (let c = 0; c < width; c++) if (!used.has(c) && isAmountColumn(c)) candidates.push(c);
  const decimalCandidates = candidates.filter((c) => stats[c]!.withDecimals > 0);

  // Two neighbouring columns where each row fills exactly one: debit and credit.
  for (const c of decimalCandidates) {
    const d = c + 1;
    if (!decimalCandidates.includes(d)) continue;
    let exactlyOne = 0;
    let both = 0;
    let eitherFilled = 0;
    let leftFilled = 0;
    let rightFilled = 0;
    for (const row of dataRows) {
      const left = !isZeroOrEmpty(row.fields[c] ?? '', style);
      const right = !isZeroOrEmpty(row.fields[d] ?? '', style);
      if (left || right) eitherFilled++;
      if (left !== right) exactlyOne++;
      if (left && right) both++;
      if (left) leftFilled++;
      if (right) rightFilled++;
    }
    if (
      leftFilled > 0 &&
      rightFilled > 0 &&
      both <= eitherFilled * 0.05 &&
      exactlyOne >= dataRows.length * 0.6
    ) {
      columns.debit = c;
      columns.credit = d;
      used.add(c);
      used.add(d);
      return;
    }
  }

  let best: number | undefined;
  let bestScore = -Infinity;
  for (const c of candidates) {
    const s = stats[c]!;
    const fill = s.amounts / dataRows.length;
    const decimals = s.amounts > 0 ? s.withDecimals / s.amounts : 0;
    const isConstant = dataRows.length >= 3 && s.distinct.size === 1;
    let score = fill * 2 + decimals * 2 + (s.negatives > 0 ? 1.5 : 0) - c * 0.01;
    if (decimals === 0 && decimalCandidates.length > 0) score -= 3;
    if (isConstant) score -= 2;
    // Long digit strings are references and account numbers, not money.
    const longest = Math.max(
      ...[...s.distinct].slice(0, 20).map((v) => v.replace(/\D/g, '').length),
    );
    if (decimals === 0 && longest >= 7) score -= 3;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  if (best !== undefined) {
    columns.amount = best;
    used.add(best);
  }
}

/**
 * Which of two unnamed money columns is money out. A sign written in them decides; otherwise the one
 * used more often (people spend more often than they are paid), unless its rows read like income.
 */
function orientPair(columns: TableColumns, dataRows: Row[], style: DecimalStyle): void {
  const sides = [columns.debit!, columns.credit!].map((column) => {
    let filled = 0;
    let incomeWords = 0;
    let negatives = 0;
    let positives = 0;
    for (const row of dataRows) {
      const value = row.fields[column] ?? '';
      if (isZeroOrEmpty(value, style)) continue;
      filled++;
      const parsed = parseAmount(value, style);
      if (parsed?.sign === 'negative') negatives++;
      if (parsed?.sign === 'positive') positives++;
      if (hasCreditWords(columns.text.map((c) => row.fields[c] ?? '').join(' '))) incomeWords++;
    }
    return { column, filled, incomeWords, negatives, positives };
  });
  const [first, second] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const signEvidence = first.negatives + second.positives - (first.positives + second.negatives);
  const usageEvidence =
    first.filled - 3 * first.incomeWords - (second.filled - 3 * second.incomeWords);
  if (signEvidence < 0 || (signEvidence === 0 && usageEvidence < 0)) {
    columns.debit = second.column;
    columns.credit = first.column;
  }
}
