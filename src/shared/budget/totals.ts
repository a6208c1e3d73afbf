// The one definition of a period's money totals, used by every screen that shows them (Your Budget, the
// dashboard, Transaction History and its calendars, the budget maker). Actuals only: a plan (an income's
// expected amount, an expense's budget, a bill's amount) is never money in or out. ADR 0017.
import type { CategoryType } from '../categories.ts';
import type { Cents } from '../money.ts';
import { daysBetween } from '../period.ts';

/** Money out is everything that left: expenses, savings put away and debt payments. */
export function isMoneyOut(type: CategoryType): boolean {
  return type !== 'income';
}

/** A transaction's amount as the history shows it: minus for money out, plus for money in. */
export function signedAmount(tx: { type: CategoryType; amount: Cents }): Cents {
  return isMoneyOut(tx.type) ? -tx.amount : tx.amount;
}

export interface MoneyTotals {
  /** Income received: the sum of income transactions. */
  moneyIn: Cents;
  expenses: Cents;
  savings: Cents;
  debt: Cents;
  /** Expenses + savings + debt payments. */
  moneyOut: Cents;
  /** Money in - money out; negative when more went out than came in. */
  leftOver: Cents;
}

/** What is left over of what came in once what went out is taken away; negative when overspent. */
export function leftOverOf(totals: { moneyIn: Cents; moneyOut: Cents }): Cents {
  return totals.moneyIn - totals.moneyOut;
}

/** The totals of some actual amounts (transactions, or sums of them per category or day). */
export function moneyTotals(amounts: Iterable<{ type: CategoryType; amount: Cents }>): MoneyTotals {
  const byType: Record<CategoryType, Cents> = { income: 0, expense: 0, savings: 0, debt: 0 };
  for (const { type, amount } of amounts) byType[type] += amount;
  const moneyOut = byType.expense + byType.savings + byType.debt;
  return {
    moneyIn: byType.income,
    expenses: byType.expense,
    savings: byType.savings,
    debt: byType.debt,
    moneyOut,
    leftOver: leftOverOf({ moneyIn: byType.income, moneyOut }),
  };
}

/** A day's (or any set of days') money in, money out and what is left over. */
export function dayTotals(txs: readonly { type: CategoryType; amount: Cents }[]): {
  moneyIn: Cents;
  moneyOut: Cents;
  leftOver: Cents;
} {
  const { moneyIn, moneyOut, leftOver } = moneyTotals(txs);
  return { moneyIn, moneyOut, leftOver };
}

/** What a bill needs for 'still to pay' and its status: its plan, what was paid, its due date. */
export interface BillFacts {
  goal: Cents;
  actual: Cents;
  isPaid: boolean;
  dueDate: string | null;
}

/** A bill is paid when ticked, or when its month's payments already cover its amount. */
export function isBillPaid(bill: BillFacts): boolean {
  return bill.isPaid || (bill.goal > 0 && bill.actual >= bill.goal);
}

/** What is left to pay of a bill: its amount less what was paid, 0 once paid. */
export function leftToPay(bill: BillFacts): Cents {
  return isBillPaid(bill) ? 0 : Math.max(0, bill.goal - bill.actual);
}

/** 'Still to pay': what is left of the given bills (those due in the period the caller chose). */
export function stillToPay(bills: Iterable<BillFacts>): Cents {
  let total = 0;
  for (const bill of bills) total += leftToPay(bill);
  return total;
}

/** Days ahead in which an unpaid bill counts as due soon. */
export const DUE_SOON_DAYS = 7;

export type BillStatus =
  | { kind: 'paid' }
  | { kind: 'overdue'; days: number }
  | { kind: 'due-soon'; days: number }
  | { kind: 'upcoming' }
  | { kind: 'unscheduled' };

/**
 * Where an unpaid bill stands on `today` ('YYYY-MM-DD', the person's own day): overdue after its due
 * date, due soon on it and in the 7 days before, else upcoming (or unscheduled without a date).
 */
export function billStatus(bill: BillFacts, today: string): BillStatus {
  if (isBillPaid(bill)) return { kind: 'paid' };
  if (!bill.dueDate) return { kind: 'unscheduled' };
  const days = daysBetween(today, bill.dueDate);
  if (days < 0) return { kind: 'overdue', days: -days };
  if (days <= DUE_SOON_DAYS) return { kind: 'due-soon', days };
  return { kind: 'upcoming' };
}

/** The status as words: 'Overdue by 3 days', 'Due today', 'Due tomorrow', 'Due in 5 days'. */
export function billStatusText(status: BillStatus): string | null {
  switch (status.kind) {
    case 'overdue':
      return `Overdue by ${status.days} ${status.days === 1 ? 'day' : 'days'}`;
    case 'due-soon':
      if (status.days === 0) return 'Due today';
      if (status.days === 1) return 'Due tomorrow';
      return `Due in ${status.days} days`;
    default:
      return null;
  }
}
