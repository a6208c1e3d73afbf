// `npm run eval:categorize [-- --data DIR] [--errors N] [--list SOURCE] [--no-country] [--evidence N]`:
// accuracy of the local categoriser on labelled real merchant strings
// (../shared/data/categorization by default, or CATEGORIZATION_DIR), each source's country given to
// it as detectCountry gives a statement's (--no-country: none; --evidence N: the evidence most
// often wrong). Each source's labels are mapped to our default categories by a table kept in
// eval-data.ts; labels without a clear counterpart are left out and counted. Spending rows are
// scored apart from fees, transfers (and cash) and income.
//
// The labels of these sources often record what a purchase was for, not what the merchant is (a
// council's 'Vehicle Fuel' at a supermarket). eval-categorize.audit.csv holds a review of each wrong
// placement: E the engine misread the merchant, P the label is a purpose the name cannot show, A both
// readings fit. The audited column sets P and A aside; a wrong row not in the review counts as E.
// See docs/decisions/0011-categorisation-targets-and-purpose-labels.md.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCategorizer, type Categorizer } from '../src/engine/categorize/index.ts';
import {
  createKnowledgeIndex,
  type KnowledgeOmissions,
} from '../src/engine/categorize/knowledge.ts';
import { NEEDS_CATEGORY } from '../src/engine/types.ts';
import { DEFAULT_DATA_DIR, readCsv, sources, type Row, type Source } from './eval-data.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Group = 'spending' | 'fees' | 'transfers' | 'income';

const GROUP_OF: Record<string, Group> = {
  'Fees & Charges': 'fees',
  Transfers: 'transfers',
  'Cash & ATM': 'transfers',
  'Income & Refunds': 'income',
};
const toGroup = (category: string): Group => GROUP_OF[category] ?? 'spending';

type AuditClass = 'E' | 'P' | 'A';

/** The review of wrong placements: `${source}\u0000${description}\u0000${given}` -> its class. */
function readAudit(): Map<string, AuditClass> {
  const file = path.join(root, 'scripts/eval-categorize.audit.csv');
  const audit = new Map<string, AuditClass>();
  if (!existsSync(file)) return audit;
  for (const r of readCsv(file)) {
    const cls = r.class as AuditClass;
    if (cls === 'E' || cls === 'P' || cls === 'A')
      audit.set(auditKey(r.source ?? '', r.description ?? '', r.given ?? ''), cls);
  }
  return audit;
}

function auditKey(source: string, description: string, given: string): string {
  return `${source}\u0000${description.trim()}\u0000${given}`;
}

// ---- scoring ----

interface Tally {
  rows: number;
  correct: number;
  needsCategory: number;
  /** Wrong placements the review calls a purpose label (P) or a fit either way (A). */
  purpose: number;
  eitherFits: number;
}

interface SourceResult {
  name: string;
  total: number;
  excluded: Map<string, number>;
  groups: Record<Group, Tally>;
  errors: Map<string, string[]>;
  reasons: Map<string, number>;
}

/** Placed spending rows by the confidence the engine gave them, highest band first. */
/** Placed spending rows by the evidence that placed them ('keyword: keyword 'deli''), for --evidence. */
const EVIDENCE = new Map<string, { placed: number; right: number }>();

const CONFIDENCE_BANDS = [0.9, 0.8, 0.7, 0.5, 0].map((from) => ({ from, placed: 0, right: 0 }));

function createTally(): Tally {
  return { rows: 0, correct: 0, needsCategory: 0, purpose: 0, eitherFits: 0 };
}

function formatPercent(part: number, whole: number): string {
  return whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;
}

/**
 * rows, right, needs category, right of placed, placed, and right of placed with the placements the
 * review calls purpose labels or a fit either way set aside.
 */
function formatTally(t: Tally): string {
  const placed = t.rows - t.needsCategory;
  return [
    String(t.rows).padStart(6),
    formatPercent(t.correct, t.rows),
    formatPercent(t.needsCategory, t.rows).padStart(10),
    formatPercent(t.correct, placed).padStart(16),
    formatPercent(placed, t.rows).padStart(7),
    formatPercent(t.correct, placed - t.purpose - t.eitherFits).padStart(8),
  ].join(' ');
}

// ---- leave one source out ----
//
// No rule is learned from these data by a program: the knowledge (keywords.json, curated-merchants.json,
// common-words.json) is written by hand. But it was written by people who read these sets' errors,
// so a word or a name may be there only because one set needed it. Leaving a source out therefore
// means: drop every hand-written keyword and curated name that decides a row of that source and
// of no other source, then measure the source without them. That is a pessimistic bound (a word
// seen in one set only may be perfectly general), and a fair picture of what tuning on the other
// sets alone would have given. The two Birmingham sets hold the same merchants, so they are one
// family: leaving one out leaves out both.

/** Hand-written entry (`keyword:word` or `brand:Name`) -> the source families whose rows it decided. */
const DECIDED_BY = new Map<string, Set<string>>();

const familyOf = (sourceName: string): string => sourceName.split(' ')[0]!;

/** Display names of the curated merchants (hand-written), as the index shows them. */
const CURATED_NAMES: ReadonlySet<string> = (() => {
  const file = path.join(root, 'src/engine/knowledge/curated-merchants.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { groups: { names: string[] }[] };
  return new Set(data.groups.flatMap((g) => g.names.map((n) => n.split('|')[0]!)));
})();

/** The hand-written keyword or curated name a decision rests on, if it rests on one. */
function findHandWrittenEntry(decision: { reason: string; detail?: string }): string | undefined {
  const detail = decision.detail ?? '';
  if (decision.reason === 'keyword') {
    const word = /^keyword '([^']+)'/.exec(detail)?.[1]?.replace(/^…|…$/g, '');
    return word && !word.includes('…') ? `keyword:${word}` : undefined;
  }
  if (decision.reason === 'brand') {
    const name = detail.replace(/ \(.*$/, '');
    return CURATED_NAMES.has(name) ? `brand:${name}` : undefined;
  }
  return undefined;
}

/** What to leave out to judge a source family as if no one had tuned on it. */
/**
 * What name-suggestion-index alone says of the names curated ones replaced: a curated name left
 * out leaves what the index would hold without it ('BP' is still a fuel brand of the index).
 */
const NSI_UNDER_CURATED = (() => {
  const file = path.join(root, 'src/engine/knowledge/generated/nsi-under-curated.json');
  if (!existsSync(file)) return {};
  return (
    JSON.parse(readFileSync(file, 'utf8')) as {
      nsiUnderCurated: Record<string, Record<string, string[]>>;
    }
  ).nsiUnderCurated;
})();

function findOnlyFor(family: string): KnowledgeOmissions & { count: number } {
  const keywords = new Set<string>();
  const brands = new Set<string>();
  for (const [entry, families] of DECIDED_BY) {
    if (families.size !== 1 || !families.has(family)) continue;
    if (entry.startsWith('keyword:')) keywords.add(entry.slice(8));
    else brands.add(entry.slice(6));
  }
  return {
    keywords,
    brands,
    nsiUnderCurated: NSI_UNDER_CURATED,
    count: keywords.size + brands.size,
  };
}

/** Spending rows of one source, scored: rows, right, placed. */
function scoreSpending(
  source: Source,
  rows: Row[],
  categorize: Categorizer,
): { rows: number; right: number; placed: number } {
  const score = { rows: 0, right: 0, placed: 0 };
  for (const row of rows) {
    const mapped = source.mapping[row.label];
    if (!mapped) continue;
    const accepted = Array.isArray(mapped) ? mapped : [mapped];
    if (toGroup(accepted[0]!) !== 'spending') continue;
    const { category } = categorize(row);
    score.rows += 1;
    if (category !== NEEDS_CATEGORY) score.placed += 1;
    if (accepted.includes(category)) score.right += 1;
  }
  return score;
}

/** Spending rows left unplaced (U) or placed wrongly (W), tab-separated, for --loso-list. */
function listMisses(
  source: Source,
  rows: Row[],
  categorize: Categorizer,
  withAll: Categorizer,
): string[] {
  const out: string[] = [];
  for (const row of rows) {
    const mapped = source.mapping[row.label];
    if (!mapped) continue;
    const accepted = Array.isArray(mapped) ? mapped : [mapped];
    if (toGroup(accepted[0]!) !== 'spending') continue;
    const d = categorize(row);
    if (accepted.includes(d.category)) continue;
    const kind = d.category === NEEDS_CATEGORY ? 'U' : 'W';
    const all = withAll(row);
    out.push(
      `LOSO\t${source.name}\t${kind}\t${accepted[0]!}\t${d.category}\t${row.description.trim()}\t${d.reason}: ${d.detail ?? ''}\t${all.category}\t${all.reason}: ${all.detail ?? ''}`,
    );
  }
  return out;
}

function formatScore(s: { rows: number; right: number; placed: number }): string {
  return `${formatPercent(s.right, s.rows)} ${formatPercent(s.right, s.placed).padStart(16)} ${formatPercent(s.placed, s.rows).padStart(7)}`;
}

function parseArgs(argv: string[]): {
  dataDir: string;
  errors: number;
  list?: string;
  hasCountry: boolean;
  evidence: number;
  losoList?: string;
} {
  let dataDir = DEFAULT_DATA_DIR;
  let errors = 12;
  let list: string | undefined;
  let hasCountry = true;
  let evidence = 0;
  let losoList: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--data' && argv[i + 1]) dataDir = path.resolve(argv[++i]!);
    else if (arg === '--errors' && argv[i + 1]) errors = Number(argv[++i]);
    else if (arg === '--list' && argv[i + 1]) list = argv[++i];
    else if (arg === '--no-country') hasCountry = false;
    else if (arg === '--evidence' && argv[i + 1]) evidence = Number(argv[++i]);
    else if (arg === '--loso-list' && argv[i + 1]) losoList = argv[++i];
    else if (arg === '--help' || arg === '-h') {
      console.log(
        'usage: npm run eval:categorize -- [--data DIR] [--errors N] [--list SOURCE] [--no-country] [--evidence N] [--loso-list SOURCE]',
      );
      process.exit(0);
    }
  }
  return { dataDir, errors, list, hasCountry, evidence, losoList };
}

function main(): void {
  const {
    dataDir,
    errors: errorCount,
    list,
    hasCountry,
    evidence: evidenceCount,
    losoList,
  } = parseArgs(process.argv.slice(2));
  if (!existsSync(dataDir)) {
    console.log(
      `eval:categorize: no categorisation data at ${dataDir}; nothing to evaluate. ` +
        'Pass --data DIR or set CATEGORIZATION_DIR to the folder holding za-bank-lines/, camt-csv-ch/ and birmingham-pcard/.',
    );
    return;
  }
  const results: SourceResult[] = [];
  const scored: { source: Source; rows: Row[]; labels: string[]; categorize: Categorizer }[] = [];
  const allErrors = new Map<string, string[]>();
  const audit = readAudit();
  // Wrong placements the review has not seen (new since it was made): counted as wrong.
  let unreviewed = 0;
  let timedCalls = 0;
  let timedMs = 0;

  for (const source of sources) {
    const file = path.join(dataDir, source.file);
    if (!existsSync(file)) {
      console.log(`(skipped ${source.name}: ${source.file} not found)`);
      continue;
    }
    const rows = source.read(file);
    const categorize = createCategorizer(hasCountry ? { country: source.country } : {});
    scored.push({
      source,
      rows: rows.filter((r) => source.mapping[r.label]),
      categorize,
      labels: [...new Set(rows.map((r) => r.label).filter(Boolean))],
    });
    const result: SourceResult = {
      name: source.name,
      total: rows.length,
      excluded: new Map(),
      groups: {
        spending: createTally(),
        fees: createTally(),
        transfers: createTally(),
        income: createTally(),
      },
      errors: new Map(),
      reasons: new Map(),
    };
    for (const row of rows) {
      const mapped = source.mapping[row.label];
      if (!mapped) {
        result.excluded.set(
          row.label || '(none)',
          (result.excluded.get(row.label || '(none)') ?? 0) + 1,
        );
        continue;
      }
      const accepted = Array.isArray(mapped) ? mapped : [mapped];
      const expected = accepted[0]!;
      const t0 = performance.now();
      const decision = categorize({ description: row.description, amountCents: row.amountCents });
      timedMs += performance.now() - t0;
      timedCalls += 1;
      const tally = result.groups[toGroup(expected)];
      tally.rows += 1;
      const entry = findHandWrittenEntry(decision);
      if (entry) {
        const families = DECIDED_BY.get(entry) ?? new Set<string>();
        families.add(familyOf(source.name));
        DECIDED_BY.set(entry, families);
      }
      result.reasons.set(decision.reason, (result.reasons.get(decision.reason) ?? 0) + 1);
      const isRight = accepted.includes(decision.category);
      if (toGroup(expected) === 'spending' && decision.category !== NEEDS_CATEGORY) {
        const band = CONFIDENCE_BANDS.find((b) => decision.confidence >= b.from)!;
        band.placed += 1;
        if (isRight) band.right += 1;
        const evidence = `${decision.reason}: ${(decision.detail ?? '').replace(/^money back: /, '')}`;
        const seen = EVIDENCE.get(evidence) ?? { placed: 0, right: 0 };
        seen.placed += 1;
        if (isRight) seen.right += 1;
        EVIDENCE.set(evidence, seen);
      }
      if (isRight) tally.correct += 1;
      else {
        if (decision.category === NEEDS_CATEGORY) tally.needsCategory += 1;
        else {
          const cls = audit.get(auditKey(source.name, row.description, decision.category));
          if (cls === 'P') tally.purpose += 1;
          if (cls === 'A') tally.eitherFits += 1;
          if (!cls) unreviewed += 1;
        }
        const key = `${expected} -> ${decision.category}`;
        const example = `${row.description.trim()}  [${decision.reason}: ${decision.detail ?? ''}]`;
        for (const map of [result.errors, allErrors]) {
          const examples = map.get(key) ?? [];
          examples.push(example);
          map.set(key, examples);
        }
      }
      if (list && source.name.startsWith(list) && !isRight) {
        console.log(
          `  ${row.label.padEnd(22)} ${expected.padEnd(16)} -> ${decision.category.padEnd(16)} ${row.description.trim()}  [${decision.reason} ${decision.confidence}: ${decision.detail ?? ''}]`,
        );
      }
    }
    results.push(result);
  }

  const line = '-'.repeat(100);
  console.log(`Categorisation evaluation: ${dataDir}`);
  console.log(
    `${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, Node ${process.version}`,
  );
  console.log(line);
  console.log(
    `${'source'.padEnd(22)} ${'group'.padEnd(10)} ${'rows'.padStart(6)} ${'right'.padStart(7)} ${'needs cat'.padStart(10)} ${'right of placed'.padStart(16)} ${'placed'.padStart(7)} ${'audited'.padStart(8)}`,
  );
  const pooled: Record<Group, Tally> = {
    spending: createTally(),
    fees: createTally(),
    transfers: createTally(),
    income: createTally(),
  };
  const spendingRates: number[] = [];
  for (const r of results) {
    for (const group of ['spending', 'fees', 'transfers', 'income'] as Group[]) {
      const t = r.groups[group];
      if (t.rows === 0) continue;
      pooled[group].rows += t.rows;
      pooled[group].correct += t.correct;
      pooled[group].needsCategory += t.needsCategory;
      pooled[group].purpose += t.purpose;
      pooled[group].eitherFits += t.eitherFits;
      if (group === 'spending') spendingRates.push(t.correct / t.rows);
      console.log(`${r.name.padEnd(22)} ${group.padEnd(10)} ${formatTally(t)}`);
    }
    const excludedRows = [...r.excluded.values()].reduce((a, b) => a + b, 0);
    const top = [...r.excluded]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([l, n]) => `${l} ${n}`);
    console.log(
      `${''.padEnd(22)} excluded ${excludedRows} of ${r.total} rows (${r.excluded.size} unmapped labels: ${top.join(', ')}${r.excluded.size > 6 ? ', ...' : ''})`,
    );
    const reasons = [...r.reasons].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`);
    console.log(`${''.padEnd(22)} reasons: ${reasons.join(', ')}`);
  }
  console.log(line);
  for (const group of ['spending', 'fees', 'transfers', 'income'] as Group[]) {
    const t = pooled[group];
    if (t.rows === 0) continue;
    console.log(`${'all sources'.padEnd(22)} ${group.padEnd(10)} ${formatTally(t)}`);
  }
  console.log(
    `audited: right of placed with the review's purpose labels (P) and either-fits (A) set aside; ` +
      `${audit.size} reviewed rows in scripts/eval-categorize.audit.csv, ${unreviewed} wrong placements not reviewed (counted wrong)`,
  );
  if (spendingRates.length) {
    const macro = spendingRates.reduce((a, b) => a + b, 0) / spendingRates.length;
    console.log(`spending accuracy, mean of sources: ${(100 * macro).toFixed(1)}%`);
  }
  console.log(
    `placed spending rows by confidence: ${CONFIDENCE_BANDS.map((b) => `>= ${b.from.toFixed(2)}: ${b.placed} rows, ${formatPercent(b.right, b.placed).trim()} right`).join('; ')}`,
  );
  // Timing: the first pass above includes the engine's warm-up; a second pass shows steady state.
  const warmStart = performance.now();
  for (const { rows, categorize } of scored) for (const row of rows) categorize(row);
  const warmMs = performance.now() - warmStart;
  console.log(
    `time per categorisation: first pass ${((1000 * timedMs) / Math.max(1, timedCalls)).toFixed(1)} µs, ` +
      `warm ${((1000 * warmMs) / Math.max(1, timedCalls)).toFixed(1)} µs (${timedCalls} lines)`,
  );
  console.log(line);
  // The user's own names: each source's label set given as userCategories. Right means the
  // very label (strict) or a label that maps to the same default category (same kind).
  console.log("With each source's own labels as the user's categories (mapped rows):");
  console.log(
    `${'source'.padEnd(22)} ${'rows'.padStart(6)} ${'strict'.padStart(7)} ${'same kind'.padStart(10)} ${'needs cat'.padStart(10)}`,
  );
  for (const { source, rows, labels } of scored) {
    const byUser = createCategorizer({
      userCategories: labels,
      ...(hasCountry ? { country: source.country } : {}),
    });
    let strict = 0;
    let sameKind = 0;
    let needs = 0;
    for (const row of rows) {
      const { category } = byUser(row);
      const expected = source.mapping[row.label]!;
      const given = source.mapping[category];
      const asList = (m: string | string[]) => (Array.isArray(m) ? m : [m]);
      if (category === row.label) strict += 1;
      if (
        category === row.label ||
        (given && asList(given).some((c) => asList(expected).includes(c)))
      )
        sameKind += 1;
      if (category === NEEDS_CATEGORY) needs += 1;
    }
    console.log(
      `${source.name.padEnd(22)} ${String(rows.length).padStart(6)} ${formatPercent(strict, rows.length)} ${formatPercent(sameKind, rows.length).padStart(10)} ${formatPercent(needs, rows.length).padStart(10)}`,
    );
  }
  console.log(line);
  console.log(
    'Leave one source out (spending rows): each source measured without the hand-written keywords and curated names that decide rows of its family only',
  );
  console.log(
    `${'source'.padEnd(22)} ${'left out'.padStart(8)} ${'right'.padStart(7)} ${'right of placed'.padStart(16)} ${'placed'.padStart(7)}   | all knowledge: right, right of placed, placed`,
  );
  const omissions = new Map<string, ReturnType<typeof findOnlyFor>>();
  const losoRows: string[] = [];
  for (const { source, rows, categorize } of scored) {
    const family = familyOf(source.name);
    if (!omissions.has(family)) omissions.set(family, findOnlyFor(family));
    const omit = omissions.get(family)!;
    const without = createCategorizer({
      knowledge: createKnowledgeIndex(omit),
      ...(hasCountry ? { country: source.country } : {}),
    });
    console.log(
      `${source.name.padEnd(22)} ${String(omit.count).padStart(8)} ${formatScore(scoreSpending(source, rows, without))}   | ${formatScore(scoreSpending(source, rows, categorize))}`,
    );
    if (losoList && source.name.startsWith(losoList))
      losoRows.push(...listMisses(source, rows, without, categorize));
  }
  for (const line of losoRows) console.log(line);
  console.log(line);
  // Each general source of knowledge added for names never seen (issue 29), measured by its
  // absence: none of them was tuned on these sets, so each must earn its place here.
  console.log(
    'General sources, each switched off (spending rows: right, right of placed, placed):',
  );
  const withoutWordnet = createKnowledgeIndex({ isWithoutWordnet: true });
  const switches: { name: string; options: Parameters<typeof createCategorizer>[0] }[] = [
    { name: 'pub-name grammar off', options: { hasPubGrammar: false } },
    { name: 'WordNet (shop words, foods, animals) off', options: { knowledge: withoutWordnet } },
    {
      name: 'OSM preset names off',
      options: { knowledge: createKnowledgeIndex({ isWithoutPresets: true }) },
    },
  ];
  for (const { source, rows, categorize } of scored) {
    const country = hasCountry ? { country: source.country } : {};
    const parts = switches.map(
      ({ name, options }) =>
        `${name}: ${formatScore(scoreSpending(source, rows, createCategorizer({ ...options, ...country })))}`,
    );
    console.log(
      `${source.name.padEnd(22)} all on: ${formatScore(scoreSpending(source, rows, categorize))}   | ${parts.join('   | ')}`,
    );
  }
  if (evidenceCount > 0) {
    console.log(line);
    console.log(
      'Evidence that placed spending rows most often wrongly (wrong, placed, right of placed):',
    );
    for (const [evidence, { placed, right }] of [...EVIDENCE]
      .sort((a, b) => b[1].placed - b[1].right - (a[1].placed - a[1].right))
      .slice(0, evidenceCount)) {
      console.log(
        `  ${String(placed - right).padStart(4)} ${String(placed).padStart(5)} ${formatPercent(right, placed)}  ${evidence}`,
      );
    }
  }
  console.log(line);
  console.log('Most common errors (expected -> given), with examples:');
  for (const [key, examples] of [...allErrors]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, errorCount)) {
    console.log(`  ${String(examples.length).padStart(4)}  ${key}`);
    for (const example of examples.slice(0, 3)) console.log(`          ${example}`);
  }
}

main();
