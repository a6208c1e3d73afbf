// The reports' reads (issue 34): transactions summed per month from the day sums the ledger keeps with
// every write (one range scan of their primary key, user then day), and the expense category rows
// the budget page reads. The figures themselves are shared/budget/reports.ts's.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  againstUsual,
  budgetVsActual,
  cashflow,
  spendingOverTime,
  topMerchants,
  USUAL_MONTHS,
  type MerchantReport,
  type UsualReport,
  type BudgetReport,
  type CashflowReport,
  type MonthSum,
  type SpendingReport,
} from '#shared/budget/reports';
import { monthsOfRange } from '#shared/budget/dashboard';
import type { CategoryType } from '#shared/categories';
import { daysOfMonths, type ReportRange } from '#shared/contract/reports';
import { shiftMonth } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { categories, merchantMonthSums, transactionDaySums } from '../../db/schema.ts';
import { categoryColumns } from '../ledger/ledger.ts';

interface ReportOptions {
  db: Database;
  userId: string;
  range: ReportRange;
}

/** The months of a range, first to last. */
const monthsOf = (range: ReportRange) => monthsOfRange(`${range.from}-01`, `${range.to}-01`);

/** The range's transactions summed per month, type and name; only `type`'s when given. */
async function monthSums(options: ReportOptions & { type?: CategoryType }): Promise<MonthSum[]> {
  const { db, userId, range, type } = options;
  const days = daysOfMonths(range.from, range.to);
  const sums = transactionDaySums;
  const month = sql<string>`to_char(${sums.day}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, type: sums.type, name: sums.name, amount: sql<string>`sum(${sums.amount})` })
    .from(sums)
    .where(
      and(
        eq(sums.userId, userId),
        gte(sums.day, days.from),
        lte(sums.day, days.to),
        type ? eq(sums.type, type) : undefined,
      ),
    )
    .groupBy(month, sums.type, sums.name);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

export async function spendingReport(options: ReportOptions): Promise<SpendingReport> {
  const sums = await monthSums({ ...options, type: 'expense' });
  return spendingOverTime(sums, monthsOf(options.range));
}

export async function cashflowReport(options: ReportOptions): Promise<CashflowReport> {
  const sums = await monthSums(options);
  return cashflow(sums, monthsOf(options.range));
}

export async function budgetReport(options: ReportOptions): Promise<BudgetReport> {
  const { db, userId, range } = options;
  // Earlier months too: Your Budget carries a category and its plan on into later months.
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(
      and(
        eq(categories.userId, userId),
        eq(categories.type, 'expense'),
        lte(categories.month, range.to),
      ),
    );
  return budgetVsActual(rows, monthsOf(range));
}

/** This month to `today` against the same days of the months before (the person's today). */
export async function usualReport(options: {
  db: Database;
  userId: string;
  today: string;
}): Promise<UsualReport> {
  const { db, userId, today } = options;
  const sums = transactionDaySums;
  const rows = await db
    .select({
      day: sql<string>`to_char(${sums.day}, 'YYYY-MM-DD')`,
      name: sums.name,
      amount: sums.amount,
    })
    .from(sums)
    .where(
      and(
        eq(sums.userId, userId),
        eq(sums.type, 'expense'),
        gte(sums.day, `${shiftMonth(today.slice(0, 7), -USUAL_MONTHS)}-01`),
        lte(sums.day, today),
      ),
    );
  return againstUsual(rows, today);
}

/**
 * Where imported spending went: the range's expenses imported from statements, whose note is the
 * merchant the breakdown named, from the sums per month and merchant that triggers keep with every
 * write (migration 0022): a few hundred rows for two years instead of every transaction.
 */
export async function merchantReport(options: ReportOptions): Promise<MerchantReport> {
  const { db, userId, range } = options;
  const sums = merchantMonthSums;
  const rows = await db
    .select({ month: sums.month, merchant: sums.merchant, amount: sums.amount, count: sums.count })
    .from(sums)
    .where(and(eq(sums.userId, userId), gte(sums.month, range.from), lte(sums.month, range.to)));
  return topMerchants(rows, monthsOf(range));
}
