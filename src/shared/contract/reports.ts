// Reports contract (issue 34): a range of whole months, and the reports' answers (their shapes are the
// pure functions' in shared/budget/reports.ts). Money is integer cents.
import { z } from 'zod';
import type {
  BudgetReport,
  CashflowReport,
  MerchantReport,
  SpendingReport,
  UsualReport,
} from '../budget/reports.ts';
import { daysInMonth, type MonthKey } from '../period.ts';
import { calendarDate, monthKey } from './budget.ts';
import { isWithinDashboardLimit } from './dashboard.ts';

export type { BudgetReport, CashflowReport, MerchantReport, SpendingReport, UsualReport };

export const REPORT_MESSAGES = {
  order: 'The first month must be on or before the last',
  tooLong: 'The range can be at most ten years',
} as const;

/** The first and last day of a range of whole months. */
export function daysOfMonths(from: MonthKey, to: MonthKey): { from: string; to: string } {
  return { from: `${from}-01`, to: `${to}-${String(daysInMonth(to)).padStart(2, '0')}` };
}

/** From one month to another, both included; as long as the dashboard allows (3,700 days). */
export const reportRangeQuery = z
  .object({ from: monthKey, to: monthKey })
  .refine((q) => q.from <= q.to, REPORT_MESSAGES.order)
  .refine((q) => {
    const days = daysOfMonths(q.from, q.to);
    return isWithinDashboardLimit(days.from, days.to);
  }, REPORT_MESSAGES.tooLong);

export type ReportRange = z.infer<typeof reportRangeQuery>;

/** 'This month against usual' as of the person's today (the server's UTC day without it). */
export const usualQuery = z.object({ today: calendarDate.optional() });
