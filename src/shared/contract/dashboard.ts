// Dashboard contract: totals, breakdowns and per-day figures for a date range (spec sections 2, 3, 9).
import { z } from 'zod';
import type { CategoryType } from '../categories.ts';
import { daysBetween } from '../period.ts';
import { calendarDate } from './budget.ts';
import type { UpcomingView } from './bills.ts';

/** The longest range the dashboard sums over, in days counting both ends: ten years and a bit. */
export const DASHBOARD_MAX_DAYS = 3_700;

/**
 * Whether a range ('YYYY-MM-DD', from not after to) is short enough for the dashboard: the one rule
 * the server's check and the page's address reading both apply.
 */
export function isWithinDashboardLimit(from: string, to: string): boolean {
  return daysBetween(from, to) + 1 <= DASHBOARD_MAX_DAYS;
}

export const dashboardQuery = z
  .object({
    from: calendarDate,
    to: calendarDate,
    /** The person's today, where 'due in the next 14 days' starts (the server's UTC day without it). */
    today: calendarDate.optional(),
  })
  .refine((q) => q.from <= q.to, 'from must not be after to')
  .refine((q) => isWithinDashboardLimit(q.from, q.to), 'The range can be at most ten years');

/** One category merged over the range by name and type. */
export interface DashboardCategory {
  name: string;
  type: CategoryType;
  /** Sum of the range's transactions of this name and type, in cents. */
  actual: number;
  /** Sum of the goals of this category's months in the range, in cents. */
  goal: number;
}

/** An unpaid bill (savings or debt entry) of the range, as its month on /budget shows it. */
export interface DashboardBill {
  name: string;
  type: 'savings' | 'debt';
  /** The month whose bill it is ('YYYY-MM'). */
  month: string;
  dueDate: string | null;
  /** The bill's amount (its plan), cents. */
  goal: number;
  /** Paid so far this month, cents. */
  actual: number;
  isPaid: boolean;
  /** Goal less what was paid. */
  leftToPay: number;
  /** Due within the range (counted in 'still to pay'); false for one due before or after it. */
  isInRange: boolean;
}

/** A row of 'Where Your Money Comes From' / 'Goes': its amount and share of the type's total. */
export interface DashboardShare {
  name: string;
  amount: number;
  /** Percentage with one decimal, as text ('12.5'); '0.0' when the total is 0. */
  percent: string;
}

export interface DashboardView {
  from: string;
  to: string;
  /** False when the user has no category at all: the page shows 'No Budget Set'. */
  hasCategories: boolean;
  categories: DashboardCategory[];
  totals: {
    moneyIn: number;
    expenses: number;
    savings: number;
    debt: number;
    /** Expenses + savings + debt payments (shared/budget/totals.ts). */
    moneyOut: number;
    /** Money in - money out; negative when more went out. */
    leftOver: number;
    /** What is left to pay of the bills due in the range and not paid. */
    stillToPay: number;
  };
  /** Unpaid bills of the range's months up to a week after it (overdue, due soon), earliest first. */
  bills: DashboardBill[];
  /** Every bill due from today for UPCOMING_DAYS days, whatever the range (issue 33). */
  upcoming: UpcomingView & { from: string; to: string };
  /** Income sources, largest first. */
  incomeSources: DashboardShare[];
  /** Expense categories, largest first. */
  expenseCategories: DashboardShare[];
  /** Days of the range with transactions: money in (income) and money out (expenses, savings, debt). */
  days: { date: string; moneyIn: number; moneyOut: number }[];
}
