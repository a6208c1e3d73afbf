// What deleting a category can reach, read from the user's rows: the spec deletes by name and type
// (every month's row), and a month's own row can also go alone (ADR 0020).
import type { BudgetCategory } from '#shared/budget/rules';
import type { MonthKey } from '#shared/period';

export type DeleteScope = 'every' | 'month';

export interface DeleteReach {
  /** The months that have a row of this name and type, oldest first. */
  months: MonthKey[];
  /** The shown month's own row, which 'only this month' deletes; null when it is carried. */
  monthRow: BudgetCategory | null;
  /**
   * The month whose row the shown month would carry forward once its own row is gone (spec section 4:
   * a month without its row shows the latest earlier one), or null when none is earlier.
   */
  carriedFrom: MonthKey | null;
}

/** Names are one category whatever their case (ADR 0015). */
function isSameCategory(row: BudgetCategory, category: BudgetCategory): boolean {
  return row.type === category.type && row.name.toLowerCase() === category.name.toLowerCase();
}

export function deleteReachOf(
  rows: readonly BudgetCategory[],
  category: BudgetCategory,
): DeleteReach {
  const own = rows.filter((row) => isSameCategory(row, category));
  const months = [...new Set(own.map((row) => row.month))].sort();
  const monthRow = own.find((row) => row.month === category.month) ?? null;
  const earlier = months.filter((month) => month < category.month);
  return { months, monthRow, carriedFrom: earlier.at(-1) ?? null };
}

/** Whether the dialog offers a choice: the month has its own row and other months have theirs. */
export function offersMonthOnly(reach: DeleteReach): boolean {
  return reach.monthRow !== null && reach.months.length > 1;
}
