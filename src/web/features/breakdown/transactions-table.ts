// The all-transactions table's order and search (spec section 9): date, newest first, by default;
// clicking the column already sorting flips it, another column starts ascending; the search matches
// merchant or category.
import type { ReportTransaction } from './report.ts';

export type SortKey = 'date' | 'merchant' | 'amount' | 'category';
export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: TableSort = { key: 'date', direction: 'desc' };

export function nextSort(current: TableSort, key: SortKey): TableSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: ReportTransaction, b: ReportTransaction, key: SortKey): number {
  switch (key) {
    case 'date':
      return (a.date ?? '').localeCompare(b.date ?? '');
    case 'merchant':
      return collator.compare(a.merchant, b.merchant);
    case 'amount':
      return a.amountCents - b.amountCents;
    case 'category':
      return collator.compare(a.category, b.category);
  }
}

/** The rows to show: those whose merchant or category contains the query, in the chosen order. */
export function visibleRows(
  rows: readonly ReportTransaction[],
  sort: TableSort,
  query: string,
): ReportTransaction[] {
  const needle = query.trim().toLowerCase();
  const matching = needle
    ? rows.filter(
        (tx) =>
          tx.merchant.toLowerCase().includes(needle) || tx.category.toLowerCase().includes(needle),
      )
    : [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Rows without a date stay last whichever way dates are sorted; ties keep the statement's order.
  return matching
    .map((tx, index) => ({ tx, index }))
    .sort((a, b) => {
      if (sort.key === 'date' && !a.tx.date !== !b.tx.date) return a.tx.date ? -1 : 1;
      return sign * compare(a.tx, b.tx, sort.key) || a.index - b.index;
    })
    .map(({ tx }) => tx);
}
