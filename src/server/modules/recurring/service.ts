// Recurring charges found in a person's own transactions (issue 33): the engine's detector
// (src/engine/recurring.ts) over the money out they entered or imported, with their dismissals and
// the repeating bills made from a series.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { createCategorizer, DEFAULT_CATEGORIES, type Categorizer } from '#engine/categorize/index';
import {
  billOfSameSeries,
  billOfSeries,
  detectRecurring,
  isBillLikeCategory,
  merchantKindOf,
  yearlyCents,
  type MerchantKind,
  type RecurringItem,
  type RecurringSeries,
} from '#engine/recurring';
import { isBillType } from '#shared/budget/rules';
import type { BillView } from '#shared/contract/bills';
import {
  RECURRING_HISTORY_MONTHS,
  RECURRING_MESSAGES,
  type RecurringSeriesView,
  type RecurringView,
} from '#shared/contract/recurring';
import { AppError } from '#shared/errors';
import type { CategoryType } from '#shared/categories';
import { shiftMonth } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { billSchedules, recurringDismissals, transactions } from '../../db/schema.ts';
import { transactionDay } from '../ledger/actuals.ts';
import { createBill } from '../bills/service.ts';

let categorizer: Categorizer | undefined;

const DEFAULT_NAMES = new Set(DEFAULT_CATEGORIES.map((name) => name.toLowerCase()));

interface Identity {
  key: string;
  name: string;
  kind: MerchantKind;
}

/**
 * Who a transaction paid: the merchant its note names (an imported row's), else its category (a
 * typed 'Rent' every month). A bill's payments are billed by definition.
 */
function identify(note: string | null, category: string, type: CategoryType): Identity {
  const isBill = isBillType(type);
  if (note) {
    categorizer ??= createCategorizer({});
    const decided = categorizer({ description: note, amountCents: -1 });
    return {
      key: decided.merchant.key,
      name: decided.merchant.name,
      kind: isBill ? 'biller' : merchantKindOf(decided.category, note),
    };
  }
  const lower = category.toLowerCase();
  const kind: MerchantKind =
    isBill || isBillLikeCategory(category) ? 'biller' : DEFAULT_NAMES.has(lower) ? 'shop' : 'payee';
  return { key: `category:${type}:${lower}`, name: category, kind };
}

/** The series' keys: one merchant and cadence; a second series of both is numbered. */
function keyed(found: RecurringSeries[]): Array<RecurringSeries & { key: string }> {
  const seen = new Map<string, number>();
  return found.map((series) => {
    const base = `${series.merchantKey}|${series.cadence}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { ...series, key: n === 1 ? base : `${base}|${n}` };
  });
}

/** The person's series, found in their money out of the last RECURRING_HISTORY_MONTHS months. */
export async function findSeries(options: {
  db: Database;
  userId: string;
  today: string;
}): Promise<Array<RecurringSeries & { key: string }>> {
  const { db, userId, today } = options;
  const since = `${shiftMonth(today.slice(0, 7), -RECURRING_HISTORY_MONTHS)}-01`;
  const rows = await db
    .select({
      name: transactions.name,
      type: transactions.type,
      amount: transactions.amount,
      note: transactions.note,
      day: transactionDay,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.kind, 'entry'),
        inArray(transactions.type, ['expense', 'savings', 'debt']),
        gte(transactions.transactionDate, sql`${since}::date`),
      ),
    );
  const identities = new Map<string, Identity>();
  const items: RecurringItem[] = rows.map((row) => {
    const memo = `${row.type}\u0000${row.name}\u0000${row.note ?? ''}`;
    let identity = identities.get(memo);
    if (!identity) {
      identity = identify(row.note, row.name, row.type);
      identities.set(memo, identity);
    }
    return {
      merchantKey: identity.key,
      merchant: identity.name,
      amountCents: row.amount,
      date: row.day,
      kind: identity.kind,
    };
  });
  return keyed(detectRecurring(items, today));
}

function toView(
  series: RecurringSeries & { key: string },
  billId: string | null,
): RecurringSeriesView {
  const yearly = yearlyCents(series);
  return {
    key: series.key,
    merchant: series.merchant,
    cadence: series.cadence,
    typicalAmount: series.typicalCents,
    minAmount: series.minCents,
    maxAmount: series.maxCents,
    count: series.count,
    firstDate: series.firstDate,
    lastDate: series.lastDate,
    nextExpected: series.nextExpected,
    confidence: series.confidence,
    monthlyCost: Math.round(yearly / 12),
    yearlyCost: yearly,
    priceChange: series.priceChange && {
      from: series.priceChange.fromCents,
      to: series.priceChange.toCents,
      date: series.priceChange.date,
    },
    stopped: series.stopped,
    billId,
  };
}

export async function listRecurring(options: {
  db: Database;
  userId: string;
  today: string;
}): Promise<RecurringView> {
  const { db, userId } = options;
  const [found, dismissals, bills] = await Promise.all([
    findSeries(options),
    db
      .select({ key: recurringDismissals.seriesKey })
      .from(recurringDismissals)
      .where(eq(recurringDismissals.userId, userId)),
    db
      .select({
        id: billSchedules.id,
        name: billSchedules.name,
        cadence: billSchedules.cadence,
        seriesKey: billSchedules.seriesKey,
      })
      .from(billSchedules)
      .where(eq(billSchedules.userId, userId)),
  ]);
  const dismissed = new Set(dismissals.map((d) => d.key));
  const views = found.map((series) => toView(series, billOfSameSeries(bills, series)?.id ?? null));
  const active = views.filter((v) => !dismissed.has(v.key));
  const running = active.filter((v) => !v.stopped);
  return {
    series: active,
    dismissed: views.filter((v) => dismissed.has(v.key)),
    monthlyTotal: running.reduce((sum, v) => sum + v.monthlyCost, 0),
    yearlyTotal: running.reduce((sum, v) => sum + v.yearlyCost, 0),
  };
}

export async function dismissSeries(options: {
  db: Database;
  userId: string;
  key: string;
}): Promise<void> {
  await options.db
    .insert(recurringDismissals)
    .values({ userId: options.userId, seriesKey: options.key })
    .onConflictDoNothing();
}

export async function restoreSeries(options: {
  db: Database;
  userId: string;
  key: string;
}): Promise<void> {
  await options.db
    .delete(recurringDismissals)
    .where(
      and(
        eq(recurringDismissals.userId, options.userId),
        eq(recurringDismissals.seriesKey, options.key),
      ),
    );
}

/**
 * One click: the series becomes a repeating debt bill named after the merchant, from its next
 * charge, of its current amount (exact, about, or the range its charges span).
 */
export async function makeBillOfSeries(options: {
  db: Database;
  userId: string;
  key: string;
  today: string;
}): Promise<BillView> {
  const { db, userId, key, today } = options;
  const series = (await findSeries(options)).find((s) => s.key === key);
  if (!series) throw new AppError('NOT_FOUND', RECURRING_MESSAGES.seriesNotFound);
  const bills = await db
    .select({
      name: billSchedules.name,
      cadence: billSchedules.cadence,
      seriesKey: billSchedules.seriesKey,
    })
    .from(billSchedules)
    .where(eq(billSchedules.userId, userId));
  if (billOfSameSeries(bills, series))
    throw new AppError('CONFLICT', RECURRING_MESSAGES.alreadyBill);
  return createBill({
    db,
    userId,
    today,
    bill: {
      ...billOfSeries(series, today),
      type: 'debt',
      dayRule: 'day',
      weekendRule: 'keep',
      endDate: null,
      paymentCount: null,
      seriesKey: key,
    },
  });
}
