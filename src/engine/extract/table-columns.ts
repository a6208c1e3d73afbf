// What each column of a table holds, measured on its sample rows before any role is given: dates,
// amounts (in the decimal style the numbers show), flags, currencies, words. Roles are assigned from
// these measures and the header's names (table-roles.ts).
import { CURRENCY_CODES, inferDecimalStyle, parseAmount, type DecimalStyle } from './amounts.ts';
import type { Row } from './csv.ts';
import { parseDateText } from './dates.ts';
import { CREDIT_FLAGS, DEBIT_FLAGS, foldWords } from './words.ts';

const PENDING_WORDS = new Set([
  'pending',
  'processing',
  'pendiente',
  'vorgemerkt',
  'in behandeling',
  'en attente',
  'in sospeso',
  'authorised',
  'authorized',
]);

export function isPendingWord(value: string): boolean {
  return (
    value.length <= 16 && /^[a-z ]+$/i.test(value) && PENDING_WORDS.has(value.toLowerCase().trim())
  );
}

export interface ColumnStats {
  nonEmpty: number;
  dates: number;
  /** Cells that stand where a date would ("Pending"). */
  pending: number;
  amounts: number;
  withDecimals: number;
  negatives: number;
  integers: number;
  withLetters: number;
  flags: number;
  currencies: number;
  distinct: Set<string>;
}

function emptyStats(): ColumnStats {
  return {
    nonEmpty: 0,
    dates: 0,
    pending: 0,
    amounts: 0,
    withDecimals: 0,
    negatives: 0,
    integers: 0,
    withLetters: 0,
    flags: 0,
    currencies: 0,
    distinct: new Set(),
  };
}

export function flagOf(value: string): 'debit' | 'credit' | undefined {
  if (value.length > 12 || /\d/.test(value)) return undefined;
  const folded = foldWords(value);
  if (folded === '' && value.trim() === '-') return 'debit';
  if (folded === '' && value.trim() === '+') return 'credit';
  if (DEBIT_FLAGS.has(folded)) return 'debit';
  if (CREDIT_FLAGS.has(folded)) return 'credit';
  return undefined;
}

/** A table's columns measured, with the shapes read from the measures. */
export interface ColumnMeasure {
  stats: ColumnStats[];
  style: DecimalStyle;
  isDateColumn: (c: number) => boolean;
  isAmountColumn: (c: number) => boolean;
  isFlagColumn: (c: number) => boolean;
  isCurrencyColumn: (c: number) => boolean;
}

export function measureColumns(dataRows: readonly Row[], width: number): ColumnMeasure {
  // First pass: shapes of every column.
  const stats: ColumnStats[] = Array.from({ length: width }, emptyStats);
  const numericSamples: string[] = [];
  for (const row of dataRows) {
    for (let c = 0; c < width; c++) {
      const value = (row.fields[c] ?? '').trim();
      if (value === '') continue;
      const s = stats[c]!;
      s.nonEmpty++;
      if (s.distinct.size < 50) s.distinct.add(value);
      if (/\p{L}.*\p{L}/u.test(value)) s.withLetters++;
      if (value.length <= 40 && parseDateText(value)) s.dates++;
      else if (isPendingWord(value)) s.pending++;
      if (flagOf(value)) s.flags++;
      if (CURRENCY_CODES.has(value.toUpperCase()) && /^[A-Za-z]{3}$/.test(value)) s.currencies++;
      if (/\d/.test(value) && value.length <= 40 && parseAmount(value)) numericSamples.push(value);
    }
  }
  const style = inferDecimalStyle(numericSamples);
  for (const row of dataRows) {
    for (let c = 0; c < width; c++) {
      const value = (row.fields[c] ?? '').trim();
      if (value === '' || !/\d/.test(value) || value.length > 40) continue;
      const parsed = parseAmount(value, style);
      if (!parsed) continue;
      const s = stats[c]!;
      s.amounts++;
      if (parsed.decimals > 0) s.withDecimals++;
      else s.integers++;
      if (parsed.sign === 'negative') s.negatives++;
    }
  }

  const isDateColumn = (c: number) => {
    const s = stats[c]!;
    return s.dates > 0 && s.dates + s.pending >= s.nonEmpty * 0.6;
  };
  const isAmountColumn = (c: number) => {
    const s = stats[c]!;
    return s.nonEmpty > 0 && s.amounts >= s.nonEmpty * 0.8 && !isDateColumn(c);
  };
  const isFlagColumn = (c: number) => {
    const s = stats[c]!;
    return s.nonEmpty > 0 && s.flags >= s.nonEmpty * 0.9 && s.distinct.size <= 6;
  };
  const isCurrencyColumn = (c: number) => {
    const s = stats[c]!;
    return s.nonEmpty > 0 && s.currencies >= s.nonEmpty * 0.9;
  };
  return { stats, style, isDateColumn, isAmountColumn, isFlagColumn, isCurrencyColumn };
}
