// Bills (savings and debt entries) as a month shows them: the month's own rows and the ones carried
// forward from earlier months with their due day moved into this month. Your Budget and the
// dashboard's 'still to pay' both read bills through here, so they list the same ones.
import { sameDayInMonth, type MonthKey } from '../period.ts';
import { categoriesForMonth, isPlaceholderId, type BudgetCategory } from './rules.ts';

/**
 * A due date carried into another month keeps its day, clamped to that month's length
 * ('2026-01-31' carried into 2026-02 is '2026-02-28'); null stays null.
 */
export function carryDueDate(dueDate: string | null, month: MonthKey): string | null {
  return dueDate ? sameDayInMonth(dueDate, month) : null;
}

function compareBills(a: BudgetCategory, b: BudgetCategory): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.name.localeCompare(b.name);
}

/** The month's savings and debt entries, by due date (undated last), then name. */
export function billsForMonth(rows: readonly BudgetCategory[], month: MonthKey): BudgetCategory[] {
  return [...categoriesForMonth(rows, 'savings', month), ...categoriesForMonth(rows, 'debt', month)]
    .map((bill) =>
      isPlaceholderId(bill.id) ? { ...bill, dueDate: carryDueDate(bill.dueDate, month) } : bill,
    )
    .sort(compareBills);
}

/** A bill belongs to the month it is due in: its due date, when it has one, lies in its month. */
export function isDueInMonth(dueDate: string | null, month: MonthKey): boolean {
  return dueDate === null || dueDate.startsWith(`${month}-`);
}
