// Insights over the money that went out: the spec's four, plus recurring charges and the largest merchants.
// In cents, like the rest of the engine; the server's edge turns them into the contract's decimals.
import { NEEDS_CATEGORY } from './types.ts';

export interface SpendingItem {
  merchantKey: string;
  merchant: string;
  /** Positive cents. */
  amountCents: number;
  date: string | null;
  category: string;
}

export type RecurringCadence = 'weekly' | 'monthly' | 'yearly' | 'irregular';

export interface SpendingInsights {
  /** Average money-out transaction, rounded to the cent. */
  averageCents: number;
  highestCategory: { category: string; totalCents: number } | null;
  lowestCategory: { category: string; totalCents: number } | null;
  totalTransactions: number;
  /** `amountCents` is the median charge of the ones that recur. */
  recurringCharges: Array<{
    merchant: string;
    amountCents: number;
    count: number;
    cadence: RecurringCadence;
  }>;
  topMerchants: Array<{ merchant: string; totalCents: number; count: number }>;
}

const TOP_MERCHANTS = 5;
const MAX_RECURRING = 10;
const DAY_MS = 86_400_000;

function categoryExtremes(items: SpendingItem[]) {
  const totals = new Map<string, number>();
  for (const item of items)
    totals.set(item.category, (totals.get(item.category) ?? 0) + item.amountCents);
  const placed = [...totals].filter(([name]) => name !== NEEDS_CATEGORY);
  const ranked = (placed.length > 0 ? placed : [...totals]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  const pick = (entry: [string, number] | undefined) =>
    entry ? { category: entry[0], totalCents: entry[1] } : null;
  return { highest: pick(ranked[0]), lowest: pick(ranked.at(-1)) };
}

/** The median gap between consecutive dates, in days; null without two dated items. */
function medianGapDays(dates: string[]): number | null {
  const times = dates
    .map((d) => Date.parse(`${d}T00:00:00Z`))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (times.length < 2) return null;
  const gaps = times.slice(1).map((t, i) => (t - times[i]!) / DAY_MS);
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]!;
}

function cadenceOf(gapDays: number | null): RecurringCadence {
  if (gapDays === null) return 'irregular';
  if (gapDays >= 6 && gapDays <= 8) return 'weekly';
  if (gapDays >= 26 && gapDays <= 35) return 'monthly';
  if (gapDays >= 350 && gapDays <= 380) return 'yearly';
  return 'irregular';
}

/**
 * A charge recurs when one merchant bills about the same amount (within 10% of the median) at least
 * twice on different days, or three times without dates. One occurrence proves nothing, so none is claimed.
 */
function findRecurring(items: SpendingItem[]): SpendingInsights['recurringCharges'] {
  const byMerchant = new Map<string, SpendingItem[]>();
  for (const item of items) {
    const list = byMerchant.get(item.merchantKey);
    if (list) list.push(item);
    else byMerchant.set(item.merchantKey, [item]);
  }
  const recurring: SpendingInsights['recurringCharges'] = [];
  for (const list of byMerchant.values()) {
    if (list.length < 2) continue;
    const amounts = list.map((i) => i.amountCents).sort((a, b) => a - b);
    const median = amounts[Math.floor(amounts.length / 2)]!;
    const similar = list.filter((i) => Math.abs(i.amountCents - median) <= median * 0.1);
    const dates = [...new Set(similar.map((i) => i.date).filter((d): d is string => d !== null))];
    const isRepeated = dates.length >= 2 || (dates.length === 0 && similar.length >= 3);
    if (!isRepeated) continue;
    const cadence = cadenceOf(medianGapDays(dates));
    // Many same-sized purchases days apart (coffee, say) are habits, not charges that recur.
    if (cadence === 'irregular' && dates.length >= 2) continue;
    recurring.push({
      merchant: list[0]!.merchant,
      amountCents: median,
      count: similar.length,
      cadence,
    });
  }
  return recurring
    .sort((a, b) => b.amountCents * b.count - a.amountCents * a.count)
    .slice(0, MAX_RECURRING);
}

function topMerchants(items: SpendingItem[]): SpendingInsights['topMerchants'] {
  const totals = new Map<string, { merchant: string; cents: number; count: number }>();
  for (const item of items) {
    const entry = totals.get(item.merchantKey) ?? { merchant: item.merchant, cents: 0, count: 0 };
    entry.cents += item.amountCents;
    entry.count += 1;
    totals.set(item.merchantKey, entry);
  }
  return [...totals.values()]
    .sort((a, b) => b.cents - a.cents || a.merchant.localeCompare(b.merchant))
    .slice(0, TOP_MERCHANTS)
    .map(({ merchant, cents, count }) => ({ merchant, totalCents: cents, count }));
}

export function computeInsights(items: SpendingItem[]): SpendingInsights {
  const totalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  const { highest, lowest } = categoryExtremes(items);
  return {
    averageCents: items.length === 0 ? 0 : Math.round(totalCents / items.length),
    highestCategory: highest,
    lowestCategory: lowest,
    totalTransactions: items.length,
    recurringCharges: findRecurring(items),
    topMerchants: topMerchants(items),
  };
}
