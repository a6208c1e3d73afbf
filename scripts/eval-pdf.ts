// Reading PDF statements (../shared/data/statements/pdf): each statement's `pdftotext -layout` text
// against its `.expected.json`, as the breakdown endpoint would read it. Per statement: transactions
// expected, found, right way round (date, amount to the cent and direction), the wrong way round,
// missing, extra (found, but no expected transaction of that date and amount), and what verification's
// independent counter counts. Pure: the caller reads the files.
import { countTransactionLines, extractTransactions } from '../src/engine/extract/index.ts';
import type { Extraction, StatementTransaction } from '../src/engine/types.ts';
import { checkBalances } from '../src/engine/verify.ts';

export interface PdfExpectation {
  bank?: string;
  transactions: {
    date: string | null;
    amount: number;
    direction: 'in' | 'out';
    description?: string;
  }[];
}

export interface PdfCase {
  name: string;
  text: string;
  expected: PdfExpectation;
  /** The PDF itself, when it is beside its text. */
  pdfFile?: string;
}

export interface PdfResult {
  name: string;
  expected: number;
  found: number;
  rightWayRound: number;
  wrongWayRound: number;
  missing: number;
  extra: number;
  /** What the independent counter of verification counts: equal to found when the count agrees. */
  counted: number;
  isExact: boolean;
  /** 'reconciles', the difference, or '-' when the statement prints no opening and closing balance. */
  balance: string;
  /** A few of the misses and extras, to see what went wrong. */
  samples: string[];
}

type Row = { date: string | null; cents: number; direction: 'in' | 'out'; text: string };

function fromExpected(t: PdfExpectation['transactions'][number]): Row {
  return {
    date: t.date,
    cents: Math.round(t.amount * 100),
    direction: t.direction,
    text: t.description ?? '',
  };
}

function fromFound(t: StatementTransaction): Row {
  return {
    date: t.date,
    cents: Math.abs(t.amountCents),
    direction: t.amountCents < 0 ? 'out' : 'in',
    text: t.description,
  };
}

/** What verification's balance check says of the transactions found. */
function balanceOf(extraction: Extraction): string {
  const check = checkBalances({
    balances: extraction.balances,
    netCents: extraction.transactions.reduce((sum, t) => sum + t.amountCents, 0),
  });
  if (!check) return '-';
  const { differenceCents } = check;
  return differenceCents === 0 ? 'reconciles' : `off ${(differenceCents / 100).toFixed(2)}`;
}

const show = (r: Row) =>
  `${r.date ?? '????-??-??'} ${r.direction} ${(r.cents / 100).toFixed(2)} ${r.text}`;

/** Pairs expected and found rows of the same date and amount: first the right way round, then any. */
export function comparePdfCase(c: PdfCase): PdfResult {
  const expected = c.expected.transactions.map(fromExpected);
  const extraction = extractTransactions(c.text);
  const found = extraction.transactions.map(fromFound);
  const unmatched = new Set(found.map((_, i) => i));
  const take = (row: Row, sameDirection: boolean): boolean => {
    for (const i of unmatched) {
      const f = found[i]!;
      if (f.date !== row.date || f.cents !== row.cents) continue;
      // A zero amount has no direction to get wrong.
      if (sameDirection && f.cents !== 0 && f.direction !== row.direction) continue;
      unmatched.delete(i);
      return true;
    }
    return false;
  };
  const left: Row[] = [];
  let rightWayRound = 0;
  for (const row of expected) {
    if (take(row, true)) rightWayRound += 1;
    else left.push(row);
  }
  let wrongWayRound = 0;
  const missingRows: Row[] = [];
  for (const row of left) {
    if (take(row, false)) wrongWayRound += 1;
    else missingRows.push(row);
  }
  const extraRows = [...unmatched].map((i) => found[i]!);
  return {
    name: c.name,
    expected: expected.length,
    found: found.length,
    rightWayRound,
    wrongWayRound,
    missing: missingRows.length,
    extra: extraRows.length,
    counted: countTransactionLines(c.text),
    isExact: rightWayRound === expected.length && extraRows.length === 0,
    balance: balanceOf(extraction),
    samples: [
      ...missingRows.slice(0, 3).map((r) => `missing: ${show(r)}`),
      ...extraRows.slice(0, 3).map((r) => `extra:   ${show(r)}`),
    ],
  };
}

export function formatPdfReport(
  results: PdfResult[],
  title = 'PDF statements (pdftotext -layout text): per statement',
): string {
  const pad = (v: string | number, n: number) => String(v).padStart(n);
  const lines = [
    '',
    title,
    `${'statement'.padEnd(44)}${pad('expected', 9)}${pad('found', 7)}${pad('right', 7)}${pad('inverted', 10)}${pad('missing', 9)}${pad('extra', 7)}${pad('counted', 9)}  exact  balance`,
  ];
  for (const r of results) {
    lines.push(
      `${r.name.slice(0, 43).padEnd(44)}${pad(r.expected, 9)}${pad(r.found, 7)}${pad(r.rightWayRound, 7)}${pad(r.wrongWayRound, 10)}${pad(r.missing, 9)}${pad(r.extra, 7)}${pad(r.counted, 9)}  ${r.isExact ? 'yes  ' : 'no   '}  ${r.balance}`,
    );
    for (const s of r.samples) lines.push(`    ${s}`);
  }
  const sum = (
    key: 'expected' | 'found' | 'rightWayRound' | 'wrongWayRound' | 'missing' | 'extra' | 'counted',
  ) => results.reduce((total, r) => total + r[key], 0);
  lines.push(
    `${'total'.padEnd(44)}${pad(sum('expected'), 9)}${pad(sum('found'), 7)}${pad(sum('rightWayRound'), 7)}${pad(sum('wrongWayRound'), 10)}${pad(sum('missing'), 9)}${pad(sum('extra'), 7)}${pad(sum('counted'), 9)}  ${results.filter((r) => r.isExact).length} of ${results.length}`,
  );
  return lines.join('\n');
}
