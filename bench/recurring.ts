// npm run bench:recurring: finding recurring charges in a year of one person's history of 5,000
// transactions, timed as GET /api/recurring does it after its query: each distinct note read by the
// categoriser once (the merchant and what kind it is), then the detector. Target: under 50 ms.
import { Bench } from 'tinybench';
import { createCategorizer } from '../src/engine/categorize/index.ts';
import { detectRecurring, merchantKindOf, type RecurringItem } from '../src/engine/recurring.ts';
import { generateHistories, type GeneratedCharge } from '../scripts/recurring-histories.ts';

const TARGET = 5_000;

/** A year of charges: several generated histories' last twelve months, until there are 5,000. */
function yearOfCharges(): { charges: GeneratedCharge[]; asOf: string } {
  const charges: GeneratedCharge[] = [];
  const asOf = '2026-11-20';
  for (const history of generateHistories(40, 7)) {
    const shift = Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${history.asOf}T00:00:00Z`);
    for (const charge of history.charges) {
      const date = new Date(Date.parse(`${charge.date}T00:00:00Z`) + shift)
        .toISOString()
        .slice(0, 10);
      if (date > '2025-11-20') charges.push({ ...charge, date });
      if (charges.length === TARGET) return { charges, asOf };
    }
  }
  return { charges, asOf };
}

const { charges, asOf } = yearOfCharges();

function findSeries(): number {
  // A fresh categoriser per run would time its start-up; the server keeps one, as here.
  const identities = new Map<string, { key: string; name: string; kind: RecurringItem['kind'] }>();
  const items = charges.map((charge): RecurringItem => {
    let identity = identities.get(charge.description);
    if (!identity) {
      const decided = categorize({ description: charge.description, amountCents: -1 });
      identity = {
        key: decided.merchant.key,
        name: decided.merchant.name,
        kind: merchantKindOf(decided.category, charge.description),
      };
      identities.set(charge.description, identity);
    }
    return {
      merchantKey: identity.key,
      merchant: identity.name,
      amountCents: charge.amountCents,
      date: charge.date,
      kind: identity.kind,
    };
  });
  return detectRecurring(items, asOf).length;
}

const categorize = createCategorizer({});
console.log(
  `history: ${charges.length} transactions, ${asOf.slice(0, 4)}; series found: ${findSeries()}`,
);

const bench = new Bench({ time: 3000, warmupTime: 500 });
bench.add('identify merchants + detectRecurring, 5,000 transactions', () => {
  findSeries();
});
await bench.run();
for (const task of bench.tasks) {
  const result = task.result;
  if (!result || !('latency' in result)) continue;
  const { latency } = result;
  console.log(
    `${task.name}: median ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms, ` +
      `max ${latency.max.toFixed(2)} ms (target: under 50 ms)`,
  );
}
