// The insights' words for charges that repeat, kept apart from subscriptions (issue 30): the report
// puts Netflix in Subscriptions because its name is a known subscription, while the engine
// (src/engine/recurring.ts, the detector Recurring uses too) counts a series only when one merchant
// charges about the same amount on a cadence (weekly to yearly); same-sized purchases a few days apart
// (coffee) are habits and are left out, and one charge proves nothing. The words must say so:
// 'nothing is charged more than once' beside four coffees, or beside three subscriptions, would be
// untrue.

export const REPEATED_CHARGES_TITLE = 'Repeated charges';
export const REPEATED_CHARGES_MEANING =
  'About the same amount from one merchant on a regular schedule, weekly to yearly.';
export const NO_REPEATED_CHARGES = 'No charges repeat on a regular schedule in this statement.';

/** The category the engine puts known subscription services in. */
const SUBSCRIPTIONS = 'subscriptions';
const NAMES_SHOWN = 3;

const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * Why subscriptions may be missing from the repeated charges: the merchants in Subscriptions that do
 * not repeat here, named; null when there are none.
 */
export function subscriptionsNote(
  spending: ReadonlyArray<{ merchant: string; category: string }>,
  repeatedMerchants: readonly string[],
): string | null {
  const repeated = new Set(repeatedMerchants.map((name) => name.trim().toLowerCase()));
  const byKey = new Map<string, string>();
  for (const tx of spending) {
    const key = tx.merchant.trim().toLowerCase();
    if (tx.category.toLowerCase() === SUBSCRIPTIONS && !repeated.has(key) && !byKey.has(key))
      byKey.set(key, tx.merchant.trim());
  }
  const names = [...byKey.values()];
  if (names.length === 0) return null;
  const shown =
    names.length <= NAMES_SHOWN
      ? names
      : [...names.slice(0, NAMES_SHOWN), `${names.length - NAMES_SHOWN} more`];
  const verb = names.length === 1 ? 'is' : 'are';
  return `Subscriptions are recognised by name, not by repeating: ${list.format(shown)} ${verb} in Subscriptions without repeating here.`;
}
