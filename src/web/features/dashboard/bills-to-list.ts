// Which of the range's unpaid bills the dashboard lists: those due in the range, and any needing
// attention today (overdue, or due within a week) even when due just outside it.
import { billStatus } from '#shared/budget/totals';
import type { DashboardBill } from '#shared/contract/dashboard';

export function billsToList(bills: readonly DashboardBill[], today: string): DashboardBill[] {
  return bills.filter((bill) => {
    if (bill.isInRange) return true;
    const status = billStatus(bill, today).kind;
    return status === 'overdue' || status === 'due-soon';
  });
}
