// `npm run eval:receipts`: the receipt reader on the real receipts of ../shared/data/receipts (or
// --data DIR / RECEIPTS_DIR): per receipt, whether the total, the date and the merchant are right
// and how long the read took; then each source's figures and the whole set's. Targets (issue 36):
// total and date right on 90%, merchant on 80%, each receipt under 5 s.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createReceiptReader } from './receipt-reader.ts';

interface Case {
  image: string;
  merchant: string;
  merchant_aliases?: string[] | null;
  total: number;
  total_alternatives?: number[] | null;
  date: string;
  currency: string;
  licence: string;
}

const { values } = parseArgs({
  options: { data: { type: 'string' }, verbose: { type: 'boolean', short: 'v' } },
});
const dir = path.resolve(
  values.data ??
    process.env.RECEIPTS_DIR ??
    path.join(import.meta.dirname, '../../shared/data/receipts'),
);
if (!existsSync(path.join(dir, 'cases.json'))) {
  console.log(`No receipts at ${dir} (cases.json): nothing to measure.`);
  process.exit(0);
}
const cases = JSON.parse(readFileSync(path.join(dir, 'cases.json'), 'utf8')) as Case[];

/** Letters and digits only, upper case, accents off: 'Nando’s' and 'NANDOS' are one name. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** Right when one name holds the other as whole words (spaces ignored for logos like 'AL DI'). */
export function isSameMerchant(found: string | null, expected: string[]): boolean {
  if (!found) return false;
  const a = fold(found);
  return expected.some((name) => {
    const b = fold(name);
    if (!a || !b) return false;
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    if (` ${long} `.includes(` ${short} `)) return true;
    return (
      short.replace(/ /g, '').length >= 4 &&
      long.replace(/ /g, '').startsWith(short.replace(/ /g, ''))
    );
  });
}

const source = (image: string) => image.split('/')[1] ?? 'other';
const reader = await createReceiptReader();
const rows: Array<{
  source: string;
  total: boolean;
  date: boolean;
  merchant: boolean;
  ms: number;
}> = [];
console.log('receipt'.padEnd(46), 'total', 'date ', 'merch', '    ms', ' found');
for (const c of cases) {
  const found = await reader.read(path.join(dir, c.image));
  const totals = [c.total, ...(c.total_alternatives ?? [])].map((t) => Math.round(t * 100));
  const row = {
    source: source(c.image),
    total: found.total !== null && totals.includes(found.total),
    date: found.date === c.date,
    merchant: isSameMerchant(found.merchant, [c.merchant, ...(c.merchant_aliases ?? [])]),
    ms: found.ms,
  };
  rows.push(row);
  const mark = (ok: boolean) => (ok ? ' yes ' : ' NO  ');
  console.log(
    path.basename(c.image).slice(0, 45).padEnd(46),
    mark(row.total),
    mark(row.date),
    mark(row.merchant),
    String(Math.round(row.ms)).padStart(6),
    ` ${found.merchant ?? '-'} | ${found.total === null ? '-' : (found.total / 100).toFixed(2)} ${found.currency ?? ''} | ${found.date ?? '-'} | ${found.category ?? '-'}`,
  );
  if (values.verbose && !(row.total && row.date && row.merchant)) console.log(found.text);
}
await reader.close();

function summary(label: string, set: typeof rows) {
  const share = (key: 'total' | 'date' | 'merchant') =>
    `${set.filter((r) => r[key]).length}/${set.length} (${((100 * set.filter((r) => r[key]).length) / set.length).toFixed(0)}%)`;
  const times = set.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    label.padEnd(12),
    'total',
    share('total').padEnd(12),
    'date',
    share('date').padEnd(12),
    'merchant',
    share('merchant').padEnd(12),
    `median ${Math.round(times[Math.floor(times.length / 2)]!)} ms, slowest ${Math.round(times.at(-1)!)} ms, over 5 s: ${times.filter((t) => t > 5000).length}`,
  );
}
console.log();
for (const name of [...new Set(rows.map((r) => r.source))])
  summary(
    name,
    rows.filter((r) => r.source === name),
  );
summary('all', rows);
