// GET /api/dashboard's figures: the SQL sums the range's day sums once (per name and type, and per
// day and type, in one pass with grouping sets); shared/budget/dashboard combines them with the
// category rows of the months the range touches.
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import {
  aggregateDashboard,
  billWindowEnd,
  monthsOfRange,
  type TransactionSum,
} from '#shared/budget/dashboard';
import { isBillType } from '#shared/budget/rules';
import { isMoneyOut } from '#shared/budget/totals';
import type { CategoryType } from '#shared/categories';
import type { DashboardView } from '#shared/contract/dashboard';
import { UPCOMING_DAYS } from '#shared/contract/bills';
import { shiftDate } from '#shared/period';
import { dueBillsOf, loadSchedules } from '../bills/service.ts';
import type { Database } from '../../db/client.ts';
import { categories, transactionDaySums } from '../../db/schema.ts';
import { categoryColumns } from '../ledger/ledger.ts';

/**
 * The range's transactions summed per name and type, and per day and type, from the day sums kept
 * with every write (ledger/day-sums.ts): about 3,000 rows for a busy year instead of 34,000.
 */
export function rangeSumsQuery(options: {
  db: Database;
  userId: string;
  from: string;
  to: string;
}) {
  const sums = transactionDaySums;
  return options.db
    .select({
      name: sums.name,
      type: sums.type,
      day: sums.day,
      total: sql<string>`sum(${sums.amount})`,
      isDaily: sql<number>`grouping(${sums.name})`,
    })
    .from(sums)
    .where(
      and(eq(sums.userId, options.userId), gte(sums.day, options.from), lte(sums.day, options.to)),
    )
    .groupBy(sql`grouping sets ((${sums.name}, ${sums.type}), (${sums.day}, ${sums.type}))`);
}

export async function getDashboard(options: {
  db: Database;
  userId: string;
  from: string;
  to: string;
  /** Where the next UPCOMING_DAYS days of bills start. */
  today: string;
}): Promise<DashboardView> {
  const { db, userId, from, to, today } = options;
  const months = monthsOfRange(from, to);
  const [first, last] = [months[0]!, months.at(-1)!];
  const lastBillMonth = billWindowEnd(to).slice(0, 7);
  const upcomingTo = shiftDate(today, UPCOMING_DAYS - 1);
  // The bills due in the next two weeks come from the same read of the bill rows.
  const lastReadMonth = [lastBillMonth, upcomingTo.slice(0, 7)].sort().at(-1)!;
  // One read of the categories (PGlite answers one query at a time): the range's months, and every
  // bill up to a week past it, since a bill set up months ago is carried forward as /budget carries
  // it. Bills are few per month, so this stays small.
  const [categoryRows, sumRows, schedules] = await Promise.all([
    db
      .select(categoryColumns)
      .from(categories)
      .where(
        and(
          eq(categories.userId, userId),
          lte(categories.month, lastReadMonth),
          or(gte(categories.month, first), inArray(categories.type, ['savings', 'debt'])),
        ),
      ),
    rangeSumsQuery(options),
    loadSchedules(db, userId),
  ]);
  const rows = categoryRows.filter((row) => row.month >= first && row.month <= last);
  const billRows = categoryRows.filter((row) => isBillType(row.type) && row.month <= lastBillMonth);
  const upcomingRows = categoryRows.filter(
    (row) => isBillType(row.type) && row.month >= today.slice(0, 7) && row.month <= lastReadMonth,
  );
  // 'No Budget Set' only for someone with no category at all: asked only when the range has none.
  const hasCategories =
    categoryRows.length > 0 ||
    (
      await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.userId, userId))
        .limit(1)
    ).length > 0;

  const sums: TransactionSum[] = [];
  const days = new Map<string, { date: string; moneyIn: number; moneyOut: number }>();
  for (const row of sumRows) {
    const amount = Number(row.total);
    if (Number(row.isDaily) === 0) {
      sums.push({ name: row.name!, type: row.type as CategoryType, amount });
      continue;
    }
    const date = row.day!;
    const entry = days.get(date) ?? { date, moneyIn: 0, moneyOut: 0 };
    if (row.type === 'income') entry.moneyIn += amount;
    else if (isMoneyOut(row.type as CategoryType)) entry.moneyOut += amount;
    days.set(date, entry);
  }
  const upcoming = dueBillsOf({
    loaded: schedules,
    rows: upcomingRows,
    from: today,
    to: upcomingTo,
  });
  return {
    ...aggregateDashboard({
      from,
      to,
      hasCategories,
      rows,
      billRows,
      sums,
      days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    }),
    upcoming: { ...upcoming, from: today, to: upcomingTo },
  };
}
