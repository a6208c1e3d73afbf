// `npm run eval:recurring [-- --data DIR] [--histories N] [--seed S] [--misses]`: how well the recurring-charge
// detector (src/engine/recurring.ts) finds series, on two sets it was not written against:
// - real statements from ../shared/data/statements (or STATEMENTS_DIR), labelled by hand in
//   tests/fixtures/recurring/real-series.json (how: that folder's README); most cover one month, so
//   they mostly measure false alarms;
// - generated histories with known series (scripts/recurring-histories.ts): price rises, missed
//   months, weekly to yearly cadences, amounts a few percent apart, among everyday noise.
// A found series counts as right when it shares at least half its dates with a labelled series and
// holds at least half of that series' dates. Precision = right / found, recall = labelled found / labelled.
// Each real source is printed on its own (the detector has no per-source rules, so these are its
// leave-one-source-out figures as they stand).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeBreakdown } from '../src/engine/breakdown.ts';
import { createCategorizer } from '../src/engine/categorize/index.ts';
import {
  detectRecurring,
  recurringItemsOf,
  type RecurringItem,
  type RecurringSeries,
} from '../src/engine/recurring.ts';
import { decodeStatement } from '../src/web/features/breakdown/statement-file.ts';
import { generateHistories, type GeneratedHistory } from './recurring-histories.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Label {
  merchant: string;
  cadence: string;
  dates: string[];
}

interface Tally {
  found: number;
  right: number;
  labelled: number;
  labelledFound: number;
  cadenceRight: number;
}

const emptyTally = (): Tally => ({
  found: 0,
  right: 0,
  labelled: 0,
  labelledFound: 0,
  cadenceRight: 0,
});

function add(into: Tally, more: Tally): void {
  for (const key of Object.keys(into) as Array<keyof Tally>) into[key] += more[key];
}

function overlap(a: readonly string[], b: readonly string[]): number {
  const set = new Set(b);
  return a.filter((d) => set.has(d)).length;
}

const isMatch = (found: RecurringSeries, label: Label) => {
  const shared = overlap(found.dates, label.dates);
  return shared * 2 >= found.dates.length && shared * 2 >= label.dates.length;
};

function score(found: RecurringSeries[], labels: Label[], misses: string[], where: string): Tally {
  const tally = emptyTally();
  tally.found = found.length;
  tally.labelled = labels.length;
  for (const series of found) {
    const label = labels.find((l) => isMatch(series, l));
    if (label) {
      tally.right += 1;
      if (label.cadence === series.cadence) tally.cadenceRight += 1;
    } else {
      misses.push(
        `${where}: false alarm ${series.merchant} ${series.cadence} x${series.count} ${series.dates[0]}..${series.lastDate} (${series.minCents}-${series.maxCents})`,
      );
    }
  }
  for (const label of labels) {
    if (found.some((series) => isMatch(series, label))) tally.labelledFound += 1;
    else misses.push(`${where}: missed ${label.merchant} ${label.cadence} x${label.dates.length}`);
  }
  return tally;
}

const categorize = createCategorizer({});

function itemsOfHistory(history: GeneratedHistory): RecurringItem[] {
  const decided = new Map<string, ReturnType<typeof categorize>>();
  return recurringItemsOf(
    history.charges.map((charge) => {
      let result = decided.get(charge.description);
      if (!result) {
        result = categorize({ description: charge.description, amountCents: -charge.amountCents });
        decided.set(charge.description, result);
      }
      return {
        merchantKey: result.merchant.key,
        merchant: result.merchant.name,
        amountCents: charge.amountCents,
        date: charge.date,
        category: result.category,
        description: charge.description,
      };
    }),
  );
}

function evaluateGenerated(count: number, seed: number, misses: string[]): Tally {
  const tally = emptyTally();
  generateHistories(count, seed).forEach((history, i) => {
    const found = detectRecurring(itemsOfHistory(history), history.asOf);
    const labels = history.series.map((s) => ({
      merchant: s.description,
      cadence: s.cadence,
      dates: s.dates,
    }));
    add(tally, score(found, labels, misses, `history ${i}`));
  });
  return tally;
}

interface RealFile {
  file: string;
  span: { from: string; to: string };
  series: Label[];
}

function evaluateReal(dataDir: string, misses: string[]): Map<string, Tally> {
  const labelled = JSON.parse(
    readFileSync(path.join(root, 'tests/fixtures/recurring/real-series.json'), 'utf8'),
  ) as RealFile[];
  const bySource = new Map<string, Tally>();
  for (const entry of labelled) {
    const file = path.join(dataDir, entry.file);
    if (!existsSync(file))
      throw new Error(`${file} is missing: is ${dataDir} the shared data's statements folder?`);
    const input = decodeStatement(new Uint8Array(readFileSync(file)));
    const spending = analyzeBreakdown(input).transactions.flatMap((tx) =>
      tx.decision
        ? [
            {
              merchantKey: tx.merchant.key,
              merchant: tx.merchant.name,
              amountCents: Math.abs(tx.amountCents),
              date: tx.date,
              category: tx.decision.category,
              description: tx.description,
            },
          ]
        : [],
    );
    const found = detectRecurring(recurringItemsOf(spending), entry.span.to);
    const source = entry.file.split('/')[0]!;
    const tally = bySource.get(source) ?? emptyTally();
    add(tally, score(found, entry.series, misses, entry.file));
    bySource.set(source, tally);
  }
  return bySource;
}

const ratio = (a: number, b: number) => (b === 0 ? '   -  ' : (a / b).toFixed(3).padStart(6));

function line(name: string, t: Tally): string {
  return `${name.padEnd(22)} found ${String(t.found).padStart(4)}  right ${String(t.right).padStart(4)}  labelled ${String(t.labelled).padStart(4)}  precision ${ratio(t.right, t.found)}  recall ${ratio(t.labelledFound, t.labelled)}  cadence ${ratio(t.cadenceRight, t.right)}`;
}

function main(): void {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const dataDir =
    option('--data') ??
    process.env.STATEMENTS_DIR ??
    path.resolve(root, '../shared/data/statements');
  const histories = Number(option('--histories') ?? 200);
  const seed = Number(option('--seed') ?? 33);
  const misses: string[] = [];

  const real = evaluateReal(dataDir, misses);
  const realTotal = emptyTally();
  console.log('Real statements (hand-labelled), by source:');
  for (const [source, tally] of [...real].sort()) {
    add(realTotal, tally);
    console.log(`  ${line(source, tally)}`);
  }
  console.log(`  ${line('all real', realTotal)}`);

  const generated = evaluateGenerated(histories, seed, misses);
  console.log(`\nGenerated histories (${histories}, seed ${seed}):`);
  console.log(`  ${line('all generated', generated)}`);

  const all = emptyTally();
  add(all, realTotal);
  add(all, generated);
  console.log(`\n  ${line('together', all)}`);
  if (args.includes('--misses')) console.log(`\n${misses.join('\n')}`);
  else console.log(`\n${misses.length} misses and false alarms (--misses lists them)`);
}

main();
