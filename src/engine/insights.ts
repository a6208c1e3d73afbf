// Insights over the money that went out: the spec's four, plus recurring charges (the detector's
// series) and the largest merchants.
// In cents, like the rest of the engine; the server's edge turns them into the contract's decimals.
import { detectRecurring, recurringItemsOf, type RecurringSeries } from './recurring.ts';
import { NEEDS_CATEGORY } from './types.ts';

export interface SpendingItem {
  merchantKey: string;
  merchant: string;
  /** Positive cents. */
  amountCents: number;
  date: string | null;
  category: string;
  /** The statement's own words (they may say 'membership' or 'DD'). */
  description?: string;
}

/**
 * A series of charges in one statement, as the report shows it and a repeating bill takes it: the
 * detector's series without what only a person's whole history says (when it began, a price change,
 * whether it stopped) and without its bookkeeping.
 */
export type RecurringCharge = Omit<
  RecurringSeries,
  'merchantKey' | 'firstDate' | 'priceChange' | 'stopped' | 'dates'
>;

export interface SpendingInsights {
  /** Average money-out transaction, rounded to the cent. */
  averageCents: number;
  highestCategory: { category: string; totalCents: number } | null;
  lowestCategory: { category: string; totalCents: number } | null;
  totalTransactions: number;
  /** Series found in the statement, most costly a year first. */
  recurringCharges: RecurringCharge[];
  topMerchants: Array<{ merchant: string; totalCents: number; count: number }>;
}

const TOP_MERCHANTS = 5;
const MAX_RECURRING = 10;

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

/**
 * The statement's series (src/engine/recurring.ts, the detector Recurring uses over a person's
 * history), judged as of its last day: one merchant on a cadence, about the same amount. Undated
 * rows cannot recur; one charge proves nothing.
 */
function findRecurring(items: SpendingItem[]): SpendingInsights['recurringCharges'] {
  const dated = recurringItemsOf(items);
  const asOf = dated.reduce((last, item) => (item.date > last ? item.date : last), '');
  return detectRecurring(dated, asOf)
    .slice(0, MAX_RECURRING)
    .map(
      ({
        merchantKey: _key,
        firstDate: _first,
        priceChange: _change,
        stopped: _stopped,
        dates: _dates,
        ...charge
      }) => charge,
    );
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
