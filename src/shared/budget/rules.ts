// The budget rules of spec section 4 as pure functions. The server applies their results inside the
// database transaction of the write they belong to; the browser uses the same functions for its views.
import type { CategoryType } from '../categories.ts';
import type { Cents } from '../money.ts';
import type { MonthKey } from '../period.ts';

export interface BudgetCategory {
  id: string;
  name: string;
  type: CategoryType;
  goal: Cents;
  actual: Cents;
  month: MonthKey;
  dueDate: string | null;
  isPaid: boolean;
  /**
   * The repeating bill that wrote this row, when one did: such a bill shows only in the months it
   * falls in, so it is never carried into another month as a placeholder.
   */
  scheduleId?: string | null;
  /** How many transactions, corrections aside, make the total (when the list says). */
  entryCount?: number;
  /** The part of the total that is a typed correction, cents (when the list says). */
  correction?: Cents;
}

/** What a transaction says about the budget: which category (name, type, month) and how much. */
export interface TransactionFacts {
  name: string;
  type: CategoryType;
  amount: Cents;
  month: MonthKey;
}

/** A category row is identified by its name, type and month (one row per month). */
export interface CategoryKey {
  name: string;
  type: CategoryType;
  month: MonthKey;
}

/**
 * A change to one category's actual. `goalIfCreated` is set when the rule creates the category for
 * the month if it is missing; without it a missing category is left alone.
 */
export interface ActualChange {
  key: CategoryKey;
  delta: Cents;
  goalIfCreated?: Cents;
}

export const PLACEHOLDER_ID_PREFIX = 'placeholder-';

/** Placeholders stand for a category carried into a month from an earlier one; they have no row yet. */
export function isPlaceholderId(id: string): boolean {
  return id.startsWith(PLACEHOLDER_ID_PREFIX);
}

export function placeholderId(type: CategoryType, name: string, month: MonthKey): string {
  return `${PLACEHOLDER_ID_PREFIX}${type}-${month}-${name}`;
}

export function sameKey(a: CategoryKey, b: CategoryKey): boolean {
  return a.name === b.name && a.type === b.type && a.month === b.month;
}

/** An actual after a change: never below 0 (spec section 4: "floored at 0"). */
export function applyDelta(actual: Cents, delta: Cents): Cents {
  return Math.max(0, actual + delta);
}

/**
 * The goal a category gets when a transaction creates it for a month: the goal of the latest earlier
 * period of the same name and type, else 0.
 */
export function inheritedGoal(history: readonly BudgetCategory[], key: CategoryKey): Cents {
  let latest: BudgetCategory | undefined;
  for (const row of history) {
    if (row.name !== key.name || row.type !== key.type || row.month >= key.month) continue;
    if (!latest || row.month > latest.month) latest = row;
  }
  return latest?.goal ?? 0;
}

function keyOf(tx: TransactionFacts): CategoryKey {
  return { name: tx.name, type: tx.type, month: tx.month };
}

/** Adding a transaction raises its category's actual, creating the month's category when missing. */
export function changesForAdd(
  tx: TransactionFacts,
  history: readonly BudgetCategory[],
): ActualChange[] {
  const key = keyOf(tx);
  return [{ key, delta: tx.amount, goalIfCreated: inheritedGoal(history, key) }];
}

/** Deleting a transaction lowers its category's actual (floored at 0); a missing category stays missing. */
export function changesForDelete(tx: TransactionFacts): ActualChange[] {
  return [{ key: keyOf(tx), delta: -tx.amount }];
}

/**
 * Editing a transaction: when its category changed (name or type, or the month its date falls in) the
 * old category's actual falls and the new one (created with goal 0 when missing) rises; otherwise the
 * actual moves by the difference. Every actual is floored at 0 when applied. `before` is null when the
 * transaction's category was deleted: nothing counts it any more, so only the new category rises.
 */
export function changesForEdit(
  before: TransactionFacts | null,
  after: TransactionFacts,
): ActualChange[] {
  const newKey = keyOf(after);
  if (!before) return [{ key: newKey, delta: after.amount, goalIfCreated: 0 }];
  const oldKey = keyOf(before);
  if (sameKey(oldKey, newKey)) {
    const delta = after.amount - before.amount;
    return delta === 0 ? [] : [{ key: newKey, delta }];
  }
  return [
    { key: oldKey, delta: -before.amount },
    { key: newKey, delta: after.amount, goalIfCreated: 0 },
  ];
}

/**
 * The categories of one type shown for a month: merged by name; the month's own row as it is, or else
 * the latest earlier row carried forward as a placeholder with actual 0 (and not yet paid). Later months
 * never show through. A repeating bill's name is not carried: its schedule wrote a row for every month
 * it falls in. Sorted by name.
 */
export function categoriesForMonth(
  rows: readonly BudgetCategory[],
  type: CategoryType,
  month: MonthKey,
): BudgetCategory[] {
  const byName = new Map<string, BudgetCategory>();
  const scheduled = new Set<string>();
  for (const row of rows) {
    if (row.type !== type || row.month > month) continue;
    if (row.scheduleId) scheduled.add(row.name);
    const current = byName.get(row.name);
    if (!current || row.month > current.month) byName.set(row.name, row);
  }
  return [...byName.values()]
    .filter((row) => row.month === month || !scheduled.has(row.name))
    .map((row) =>
      row.month === month
        ? row
        : {
            ...row,
            id: placeholderId(type, row.name, month),
            month,
            actual: 0,
            isPaid: false,
            entryCount: 0,
            correction: 0,
          },
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Saving the category dialog: a new category or a placeholder is added as new; any other is updated. */
export function categorySaveKind(id: string | undefined): 'create' | 'update' {
  return id === undefined || isPlaceholderId(id) ? 'create' : 'update';
}

/** Delete removes a category by name and type: every month's row of it. */
export function rowsDeletedWith(
  rows: readonly BudgetCategory[],
  target: { name: string; type: CategoryType },
): BudgetCategory[] {
  return rows.filter((row) => row.name === target.name && row.type === target.type);
}

/** The category types that are bills. */
export type BillType = Extract<CategoryType, 'savings' | 'debt'>;

/** Savings and debt entries are bills: they carry a due date and a paid checkbox. */
export function isBillType(type: CategoryType): type is BillType {
  return type === 'savings' || type === 'debt';
}

/** Sums of actuals and goals per type. */
export function totalsByType(
  rows: readonly BudgetCategory[],
): Record<CategoryType, { actual: Cents; goal: Cents }> {
  const totals = {
    income: { actual: 0, goal: 0 },
    expense: { actual: 0, goal: 0 },
    savings: { actual: 0, goal: 0 },
    debt: { actual: 0, goal: 0 },
  };
  for (const row of rows) {
    totals[row.type].actual += row.actual;
    totals[row.type].goal += row.goal;
  }
  return totals;
}

/** A part's share of a total as a percentage with one decimal ('12.5'); '0.0' when the total is 0. */
export function shareOf(part: Cents, total: Cents): string {
  if (total <= 0) return '0.0';
  return ((part / total) * 100).toFixed(1);
}

// Money in and out have one definition, in totals.ts; re-exported for the rules' callers.
export { dayTotals, isMoneyOut, signedAmount } from './totals.ts';
