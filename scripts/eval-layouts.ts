// Statement layouts we wrote ourselves (tests/fixtures/statement-layouts): bank statements as people
// copy them, rebuilt by hand from how each bank lays its statements out (pdftotext -layout, text in
// reading order, web pages copied), with fictitious people and figures, and each one's expected
// transactions and printed balances. A second, wider check of the reader beside the real PDFs.
// Pure: the caller reads the files.
import { countTransactionLines, extractTransactions } from '../src/engine/extract/index.ts';
import type { Extraction } from '../src/engine/types.ts';
import { checkBalances } from '../src/engine/verify.ts';

export interface LayoutExpectation {
  /** The day the text was copied: web pages say 'Today' and 'Yesterday'. */
  today: string;
  notes?: string;
  balances?: { openingCents: number; closingCents: number; isCardAccount: boolean };
  transactions: {
    date: string;
    amountCents: number;
    desc: string;
    /** Dates as good as `date` (a pending row, a posting date). */
    altDates?: string[];
    /** A row either way right to read or to leave out (a pending one). */
    optional?: boolean;
  }[];
}

export interface LayoutCase {
  name: string;
  text: string;
  expected: LayoutExpectation;
}

export interface LayoutResult {
  name: string;
  expected: number;
  found: number;
  right: number;
  missing: number;
  extra: number;
  counted: number;
  /** Rows read right whose description holds a word of the name the statement prints for them. */
  named: number;
  /** Printed balances read as printed: 'right', 'wrong', 'missed', or '-' when none are printed. */
  balances: string;
  /** What verification's balance check says: 'reconciles', the difference, or '-'. */
  check: string;
  isExact: boolean;
  samples: string[];
}

function checkOf(extraction: Extraction): string {
  const check = checkBalances({
    balances: extraction.balances,
    netCents: extraction.transactions.reduce((sum, t) => sum + t.amountCents, 0),
  });
  if (!check) return '-';
  return check.differenceCents === 0
    ? 'reconciles'
    : `off ${(check.differenceCents / 100).toFixed(2)}`;
}

/** The words of a name worth finding again (three letters or more, not a number), folded. */
function nameWords(text: string): string[] {
  return foldName(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !/^\d+$/.test(word));
}

function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Whether a description read names what the statement printed ('REWE Markt GmbH' in 'REWE Markt GmbH; VISA ...'). */
export function hasPrintedName(description: string, printed: string): boolean {
  const words = nameWords(printed);
  const read = foldName(description);
  return words.length === 0 || words.some((word) => read.includes(word));
}

export function compareLayoutCase(c: LayoutCase): LayoutResult {
  const extraction = extractTransactions(c.text, { today: c.expected.today });
  const unused = new Set(extraction.transactions.map((_, i) => i));
  let right = 0;
  let named = 0;
  const samples: string[] = [];
  let missing = 0;
  for (const row of c.expected.transactions) {
    const dates = [row.date, ...(row.altDates ?? [])];
    const match = [...unused].find((i) => {
      const t = extraction.transactions[i]!;
      return t.amountCents === row.amountCents && dates.includes(t.date ?? '');
    });
    if (match !== undefined) {
      unused.delete(match);
      if (!row.optional) right += 1;
      if (!row.optional && hasPrintedName(extraction.transactions[match]!.description, row.desc))
        named += 1;
    } else if (!row.optional) {
      missing += 1;
      samples.push(`missing: ${row.date} ${row.amountCents} ${row.desc}`);
    }
  }
  for (const i of unused) {
    const t = extraction.transactions[i]!;
    samples.push(`extra:   ${t.date ?? '????-??-??'} ${t.amountCents} ${t.description}`);
  }
  const printed = c.expected.balances;
  const read = extraction.balances;
  const balances = !printed
    ? '-'
    : !read
      ? 'missed'
      : read.openingCents === printed.openingCents &&
          read.closingCents === printed.closingCents &&
          read.isCardAccount === printed.isCardAccount
        ? 'right'
        : 'wrong';
  const expected = c.expected.transactions.filter((t) => !t.optional).length;
  const counted = countTransactionLines(c.text);
  return {
    name: c.name,
    expected,
    found: extraction.transactions.length,
    right,
    missing,
    extra: unused.size,
    counted,
    named,
    balances,
    check: checkOf(extraction),
    isExact: right === expected && unused.size === 0 && counted === extraction.transactions.length,
    samples: samples.slice(0, 4),
  };
}

export function formatLayoutReport(
  results: LayoutResult[],
  title = 'Statement layouts written by us (tests/fixtures/statement-layouts): per statement',
): string {
  const pad = (v: string | number, n: number) => String(v).padStart(n);
  const lines = [
    '',
    title,
    `${'statement'.padEnd(28)}${pad('expected', 9)}${pad('found', 7)}${pad('right', 7)}${pad('missing', 9)}${pad('extra', 7)}${pad('counted', 9)}${pad('named', 7)}  exact  balances  check`,
  ];
  for (const r of results) {
    lines.push(
      `${r.name.slice(0, 27).padEnd(28)}${pad(r.expected, 9)}${pad(r.found, 7)}${pad(r.right, 7)}${pad(r.missing, 9)}${pad(r.extra, 7)}${pad(r.counted, 9)}${pad(r.named, 7)}  ${r.isExact ? 'yes  ' : 'no   '}  ${r.balances.padEnd(8)}  ${r.check}`,
    );
    for (const s of r.samples) lines.push(`    ${s}`);
  }
  const sum = (key: 'expected' | 'found' | 'right' | 'missing' | 'extra' | 'named') =>
    results.reduce((total, r) => total + r[key], 0);
  const printed = results.filter((r) => r.balances !== '-');
  lines.push(
    `${'total'.padEnd(28)}${pad(sum('expected'), 9)}${pad(sum('found'), 7)}${pad(sum('right'), 7)}${pad(sum('missing'), 9)}${pad(sum('extra'), 7)}${pad('', 9)}${pad(sum('named'), 7)}  ${results.filter((r) => r.isExact).length} of ${results.length}; balances read right ${printed.filter((r) => r.balances === 'right').length} of ${printed.length}; named ${sum('named')} of ${sum('right')} rows read right`,
  );
  return lines.join('\n');
}
