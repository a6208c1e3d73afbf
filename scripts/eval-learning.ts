// `npm run eval:learning [-- --data DIR] [--examples N]`: does the breakdown obey what a returning
// user taught it, and only that? On each labelled source of eval:categorize (eval-data.ts), the
// labelled money-out rows are split into two statements, A then B. A is broken down as the server
// does it for a signed-in user (the engine task its worker runs, on a CSV statement of the rows, with
// the source's label set as the user's categories), and every row of A placed anywhere but its label
// is corrected as a user would: a rule merchantKey -> label under the server's key rules (the key of
// normalizeMerchant on the statement text, trimmed; none for a nameless key; the last correction of
// a key wins, as the upsert does). B is then broken down without rules and with them.
//
// Targets (exit 1 when missed, after printing everything): every B row of a taught merchant lands
// in the category its rule names, and no B row of an untaught merchant changes category.
//
// The split: a user's two consecutive statements. Where a source dates its rows (za-bank-lines, the
// Birmingham sample), A is the earlier half by date and B the later half, so B holds the merchants
// a user meets again as they really recur. The other two sources list each merchant once, undated;
// there A takes the 1st, 3rd, 5th... rows of the file and B the 2nd, 4th..., so a merchant's
// branches and spellings, listed side by side, fall on both sides. Money in is left out: the breakdown does not categorise it,
// so a user has nothing to correct.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { detectCountry, normalizeMerchant } from '../src/engine/categorize/index.ts';
import { extractTransactions } from '../src/engine/extract/index.ts';
import type { AnalyzedTransaction, LearnedRule } from '../src/engine/types.ts';
import { runEngineTask } from '../src/server/modules/breakdown/engine-task.ts';
import { todayLocalDate } from '../src/shared/period.ts';
import { DEFAULT_DATA_DIR, sources, type Row, type Source } from './eval-data.ts';

/** The key the engine gives text with no merchant name in it; the server stores no rule for it. */
const NAMELESS_KEY = normalizeMerchant('').key;

/** Each source's currency, written on its statement so the engine detects the country eval:categorize gives. */
const CURRENCY_OF: Record<string, string> = { za: 'ZAR', ch: 'CHF', gb: 'GBP' };

/** Undated rows are given this date: dates play no part in categorisation. */
const UNDATED = '2026-01-15';

/** The key saveMerchantRule stores for a merchant text, or undefined where it would refuse. */
function deriveRuleKey(text: string): string | undefined {
  const key = normalizeMerchant(text).key.trim();
  return key && key !== NAMELESS_KEY ? key : undefined;
}

function splitStatements(rows: Row[]): { a: Row[]; b: Row[]; isByDate: boolean } {
  if (rows.length > 0 && rows.every((r) => r.date)) {
    // A stable sort: rows of one day keep the file's order.
    const sorted = rows
      .map((row, i) => ({ row, i }))
      .sort((x, y) => x.row.date!.localeCompare(y.row.date!) || x.i - y.i)
      .map((x) => x.row);
    const half = Math.floor(sorted.length / 2);
    return { a: sorted.slice(0, half), b: sorted.slice(half), isByDate: true };
  }
  return {
    a: rows.filter((_, i) => i % 2 === 0),
    b: rows.filter((_, i) => i % 2 === 1),
    isByDate: false,
  };
}

interface Read {
  row: Row;
  tx: AnalyzedTransaction;
  /** Its line in the statement: the same row in both runs of B. */
  line: number;
}

/**
 * Breaks down a statement of `rows` as the server's engine worker does. Each row is one CSV line,
 * so a transaction's line says which row it is; rows the reader did not return are counted.
 */
function runStatement(options: {
  rows: Row[];
  source: Source;
  userCategories: string[];
  learnedRules: LearnedRule[];
}): { reads: Read[]; unread: number } {
  const { rows, source } = options;
  const currency = CURRENCY_OF[source.country] ?? '';
  const message = Papa.unparse({
    fields: ['Date', 'Description', 'Amount', 'Currency'],
    data: rows.map((r) => [
      r.date ?? UNDATED,
      r.description,
      (r.amountCents / 100).toFixed(2),
      currency,
    ]),
  });
  const today = todayLocalDate();
  const analysis = runEngineTask({
    message,
    options: { userCategories: options.userCategories, learnedRules: options.learnedRules, today },
  });
  // An analysed transaction does not carry its line; the engine's own reader, run on the same
  // text, gives the transactions in the same order with theirs.
  const { transactions } = extractTransactions(message, { today });
  if (transactions.length !== analysis.transactions.length) {
    throw new Error(`${source.name}: the reader and the engine disagree on the transactions`);
  }
  const country = detectCountry({ currency: analysis.currency, text: message });
  if (country !== source.country) {
    throw new Error(
      `${source.name}: the statement reads as ${country ?? 'no country'}, not ${source.country}`,
    );
  }
  const reads: Read[] = [];
  const seen = new Set<number>();
  analysis.transactions.forEach((tx, i) => {
    const { line } = transactions[i]!;
    const row = rows[line - 2]; // line 1 is the header
    if (!row || seen.has(line) || !tx.decision) return;
    seen.add(line);
    reads.push({ row, tx, line });
  });
  return { reads, unread: rows.length - reads.length };
}

interface Example {
  source: string;
  text: string;
  key: string;
  expected: string;
  got: string;
  /** The row's own label. */
  label: string;
  why: string;
}

interface Result {
  name: string;
  split: string;
  aRows: number;
  corrections: number;
  /** Rows of A placed wrongly whose merchant has no readable key: nothing to teach. */
  unteachable: number;
  keysTaught: number;
  /** Keys taught more than one label in A: the last one taught stands. */
  conflictingKeys: number;
  bRows: number;
  unread: number;
  taughtRows: number;
  taughtRight: number;
  /** B rows of taught merchants whose own label is the rule's category. */
  taughtOwnLabel: number;
  untaughtRows: number;
  untaughtChanged: number;
  /** Of the changed: by a rule for the first words of their key ('joes diner' for 'joes diner seattle'). */
  changedByPrefix: number;
  /** Of the changed: by a rule found under a key the engine read otherwise than normalizeMerchant. */
  changedByKey: number;
  /** Of the changed: now in their own label, or moved out of it. */
  changedToLabel: number;
  changedFromLabel: number;
  /** B rows in their own label, without and with the rules. */
  bRightBefore: number;
  bRightAfter: number;
  notRight: Example[];
  changed: Example[];
}

/** Every count of a Result, summed over the sources for the overall line. */
const COUNTS = [
  'aRows',
  'corrections',
  'unteachable',
  'keysTaught',
  'conflictingKeys',
  'bRows',
  'unread',
  'taughtRows',
  'taughtRight',
  'taughtOwnLabel',
  'untaughtRows',
  'untaughtChanged',
  'changedByPrefix',
  'changedByKey',
  'changedToLabel',
  'changedFromLabel',
  'bRightBefore',
  'bRightAfter',
] as const;

function createResult(options: { name: string; split: string }): Result {
  const counts = Object.fromEntries(COUNTS.map((count) => [count, 0])) as Record<
    (typeof COUNTS)[number],
    number
  >;
  return { ...options, ...counts, notRight: [], changed: [] };
}

function parseArgs(argv: string[]): { dataDir: string; examples: number } {
  let dataDir = DEFAULT_DATA_DIR;
  let examples = 10;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--data' && argv[i + 1]) dataDir = path.resolve(argv[++i]!);
    else if (arg === '--examples' && argv[i + 1]) examples = Number(argv[++i]);
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: npm run eval:learning -- [--data DIR] [--examples N]');
      process.exit(0);
    }
  }
  return { dataDir, examples };
}

function evaluateSource(source: Source, rows: Row[]): Result {
  const userCategories = [...new Set(rows.map((r) => r.label).filter(Boolean))];
  const spending = rows.filter((r) => r.label && r.amountCents <= 0);
  const { a, b, isByDate } = splitStatements(spending);

  // Statement A, then the user's corrections in statement order: the last for a key wins.
  const statementA = runStatement({ rows: a, source, userCategories, learnedRules: [] });
  const taught = new Map<string, string>();
  const labelsOfKey = new Map<string, Set<string>>();
  let corrections = 0;
  let unteachable = 0;
  for (const { row, tx } of statementA.reads) {
    if (tx.decision!.category === row.label) continue;
    const key = deriveRuleKey(tx.description);
    if (!key) {
      unteachable += 1;
      continue;
    }
    corrections += 1;
    taught.delete(key); // most recently taught first, as listLearnedRules orders them
    taught.set(key, row.label);
    const labels = labelsOfKey.get(key) ?? new Set<string>();
    labels.add(row.label);
    labelsOfKey.set(key, labels);
  }
  const learnedRules: LearnedRule[] = [...taught]
    .reverse()
    .map(([merchantKey, category]) => ({ merchantKey, category }));

  // Statement B, as it was and as the returning user sees it.
  const before = runStatement({ rows: b, source, userCategories, learnedRules: [] });
  const after = runStatement({ rows: b, source, userCategories, learnedRules });
  const beforeOf = new Map(before.reads.map((r) => [r.line, r.tx.decision!]));

  const result: Result = {
    ...createResult({ name: source.name, split: isByDate ? 'by date' : 'alternate' }),
    aRows: a.length,
    corrections,
    unteachable,
    keysTaught: taught.size,
    conflictingKeys: [...labelsOfKey.values()].filter((labels) => labels.size > 1).length,
    bRows: b.length,
    unread: statementA.unread + after.unread,
  };
  for (const { row, tx, line } of after.reads) {
    const decision = tx.decision!;
    const previous = beforeOf.get(line);
    if (previous?.category === row.label) result.bRightBefore += 1;
    if (decision.category === row.label) result.bRightAfter += 1;
    const key = deriveRuleKey(tx.description) ?? normalizeMerchant(tx.description).key;
    const why = `${decision.reason}${decision.detail ? `: ${decision.detail}` : ''}`;
    const rule = taught.get(key);
    if (rule !== undefined) {
      result.taughtRows += 1;
      if (row.label === rule) result.taughtOwnLabel += 1;
      if (decision.category === rule) result.taughtRight += 1;
      else
        result.notRight.push({
          source: source.name,
          label: row.label,
          text: tx.description,
          key,
          expected: rule,
          got: decision.category,
          why,
        });
    } else {
      result.untaughtRows += 1;
      if (previous && previous.category !== decision.category) {
        result.untaughtChanged += 1;
        const ruleKey = /^your rule for (.*)$/.exec(decision.detail ?? '')?.[1];
        if (decision.reason === 'learned' && ruleKey !== undefined) {
          if (ruleKey === tx.merchant.key) result.changedByKey += 1;
          else result.changedByPrefix += 1;
        }
        if (decision.category === row.label) result.changedToLabel += 1;
        if (previous.category === row.label) result.changedFromLabel += 1;
        result.changed.push({
          source: source.name,
          label: row.label,
          text: tx.description,
          key,
          expected: previous.category,
          got: decision.category,
          why,
        });
      }
    }
  }
  return result;
}

function formatPercent(part: number, whole: number): string {
  return whole === 0 ? '     -' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;
}

function printExamples(title: string, examples: Example[], count: number): void {
  if (examples.length === 0 || count <= 0) return;
  console.log(`${title} (${examples.length}; up to ${count} shown):`);
  for (const e of examples.slice(0, count)) {
    console.log(
      `  ${e.source}: ${JSON.stringify(e.text)}  key ${JSON.stringify(e.key)}  expected ${e.expected}, got ${e.got}, labelled ${e.label}  [${e.why}]`,
    );
  }
}

function main(): void {
  const { dataDir, examples } = parseArgs(process.argv.slice(2));
  if (!existsSync(dataDir)) {
    console.log(
      `eval:learning: no categorisation data at ${dataDir}; nothing to evaluate. ` +
        'Pass --data DIR or set CATEGORIZATION_DIR to the folder holding za-bank-lines/, camt-csv-ch/ and birmingham-pcard/.',
    );
    return;
  }
  const results: Result[] = [];
  for (const source of sources) {
    const file = path.join(dataDir, source.file);
    if (!existsSync(file)) {
      console.log(`(skipped ${source.name}: ${source.file} not found)`);
      continue;
    }
    results.push(evaluateSource(source, source.read(file)));
  }

  const total = createResult({ name: 'all sources', split: '' });
  for (const r of results) {
    for (const field of COUNTS) total[field] += r[field];
    total.notRight.push(...r.notRight);
    total.changed.push(...r.changed);
  }

  const line = '-'.repeat(118);
  console.log(`Learning from corrections: ${dataDir}`);
  console.log(line);
  console.log(
    `${'source'.padEnd(20)} ${'split'.padEnd(9)} ${'A rows'.padStart(6)} ${'taught'.padStart(6)} ${'keys'.padStart(5)} ${'confl'.padStart(5)} ${'no key'.padStart(6)} ${'B rows'.padStart(6)} ${'B taught'.padStart(8)} ${'obeyed'.padStart(7)} ${'B other'.padStart(7)} ${'changed'.padStart(7)} ${'B right before -> after'.padStart(24)}`,
  );
  for (const r of [...results, total]) {
    if (r === total) console.log(line);
    console.log(
      `${r.name.padEnd(20)} ${r.split.padEnd(9)} ${String(r.aRows).padStart(6)} ${String(r.corrections).padStart(6)} ${String(r.keysTaught).padStart(5)} ${String(r.conflictingKeys).padStart(5)} ${String(r.unteachable).padStart(6)} ${String(r.bRows).padStart(6)} ${String(r.taughtRows).padStart(8)} ${formatPercent(r.taughtRight, r.taughtRows)} ${String(r.untaughtRows).padStart(7)} ${String(r.untaughtChanged).padStart(7)} ${`${formatPercent(r.bRightBefore, r.bRows)} -> ${formatPercent(r.bRightAfter, r.bRows)}`.padStart(24)}`,
    );
  }
  console.log(line);
  console.log(
    'taught: rows of A placed outside their label and corrected; keys: merchant keys taught (confl: taught more than one label, the last stands); ' +
      'no key: wrong rows of A with no readable merchant key, not taught.',
  );
  console.log(
    "B taught: rows of B whose merchant key was taught; obeyed: of those, in the rule's category (target 100%). " +
      'B other: rows of B of untaught merchants; changed: of those, in another category with the rules (target 0).',
  );
  console.log(
    `B right: rows of B in their own label without and with the rules. Of the B taught rows, ${total.taughtOwnLabel} of ${total.taughtRows} (${formatPercent(total.taughtOwnLabel, total.taughtRows).trim()}) carry the rule's label themselves; the rest are the same merchant labelled otherwise.`,
  );
  for (const r of [...results, total]) {
    if (r.untaughtChanged === 0) continue;
    console.log(
      `changed, ${r.name}: ${r.untaughtChanged} rows, ${r.changedByPrefix} by the rule of a shorter key (its first words), ` +
        `${r.changedByKey} by a rule under the key the engine read, ${r.untaughtChanged - r.changedByPrefix - r.changedByKey} otherwise; ` +
        `${r.changedToLabel} moved into their own label, ${r.changedFromLabel} out of it, ${r.untaughtChanged - r.changedToLabel - r.changedFromLabel} between two others.`,
    );
  }
  if (total.unread > 0)
    console.log(
      `${total.unread} rows of A or B were not read back from their statement (left out).`,
    );
  printExamples('B rows of taught merchants not in the rule’s category', total.notRight, examples);
  // Those moved out of their own label first: the changes that cost the user something.
  const rank = (e: Example) => (e.expected === e.label ? 0 : e.got === e.label ? 2 : 1);
  printExamples(
    'B rows of untaught merchants that changed category (expected = without rules; moved out of their label first)',
    [...total.changed].sort((x, y) => rank(x) - rank(y)),
    examples,
  );

  // Nothing taught met again would pass vacuously: a gate must not.
  const isObeyed = total.taughtRows > 0 && total.taughtRight === total.taughtRows;
  const isUntouched = total.untaughtChanged === 0;
  console.log(
    `targets: taught merchants obeyed ${isObeyed ? 'met' : 'MISSED'}; untaught merchants unchanged ${isUntouched ? 'met' : 'MISSED'}`,
  );
  if (!isObeyed || !isUntouched) process.exitCode = 1;
}

main();
