// A person's own data: everything they entered, to take away (JSON, or CSV files a spreadsheet opens),
// and the account deleted with every row they own in one transaction.
import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { formatDateTextUtc } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { loadSchedules } from '../bills/service.ts';
import { getReminderSettings } from '../reminders/service.ts';
import {
  categories,
  merchantRules,
  pageVisitors,
  profiles,
  transactions,
  user,
} from '../../db/schema.ts';
import { FORMULA_START } from '#shared/csv';

export interface AccountExport {
  exportedAt: string;
  account: { email: string; createdAt: string; currency: string; theme: string };
  categories: Array<{
    month: string;
    type: string;
    name: string;
    goal: number;
    actual: number;
    dueDate: string | null;
    isPaid: boolean;
  }>;
  transactions: Array<{
    date: string;
    month: string;
    type: string;
    category: string;
    amount: number;
    note: string | null;
  }>;
  merchantRules: Array<{ merchant: string; category: string }>;
  /** Repeating bills (issue 33), with the occurrences changed one at a time. */
  repeatingBills: Array<{
    name: string;
    type: string;
    cadence: string;
    startDate: string;
    dayRule: string;
    weekendRule: string;
    endDate: string | null;
    paymentCount: number | null;
    amountKind: string;
    amount: number;
    amountMax: number | null;
    changedOccurrences: Array<{
      scheduledDate: string;
      skipped: boolean;
      dueDate: string | null;
      amount: number | null;
      /** Ticked paid on its own (its payment is among the transactions). */
      paid: boolean;
    }>;
  }>;
  reminders: { billReminders: boolean; reminderDays: number; weeklySummary: boolean };
}

/** Everything the user entered, amounts in the currency's units (12.5 is $12.50). */
export async function exportAccount(options: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<AccountExport> {
  const { db, userId } = options;
  const [account] = await db
    .select({ email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const [profile] = await db
    .select({ currency: profiles.currency, theme: profiles.theme })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const categoryRows = await db
    .select()
    .from(categories)
    .where(eq(categories.userId, userId))
    .orderBy(asc(categories.month), asc(categories.type), asc(categories.name));
  const transactionRows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(asc(transactions.transactionDate), asc(transactions.createdAt));
  const bills = await loadSchedules(db, userId);
  const rules = await db
    .select({ merchant: merchantRules.merchantName, category: merchantRules.categoryName })
    .from(merchantRules)
    .where(eq(merchantRules.userId, userId))
    .orderBy(asc(merchantRules.merchantName));
  return {
    exportedAt: (options.now ?? new Date()).toISOString(),
    account: {
      email: account?.email ?? '',
      createdAt: account?.createdAt.toISOString() ?? '',
      currency: profile?.currency ?? 'USD',
      theme: profile?.theme ?? 'dark',
    },
    categories: categoryRows.map((c) => ({
      month: c.month,
      type: c.type,
      name: c.name,
      goal: c.goal / 100,
      actual: c.actual / 100,
      dueDate: c.dueDate ?? null,
      isPaid: c.isPaid,
    })),
    transactions: transactionRows.map((t) => ({
      date: formatDateTextUtc(t.transactionDate),
      month: t.month,
      type: t.type,
      category: t.name,
      amount: t.amount / 100,
      note: t.note,
    })),
    merchantRules: rules,
    repeatingBills: bills.schedules.map((b) => ({
      name: b.name,
      type: b.type,
      cadence: b.cadence,
      startDate: b.startDate,
      dayRule: b.dayRule,
      weekendRule: b.weekendRule,
      endDate: b.endDate,
      paymentCount: b.paymentCount,
      amountKind: b.amountKind,
      amount: b.amount / 100,
      amountMax: b.amountMax === null ? null : b.amountMax / 100,
      changedOccurrences: (bills.exceptions.get(b.id) ?? []).map((o) => ({
        ...o,
        amount: o.amount === null ? null : o.amount / 100,
        paid: o.paid ?? false,
      })),
    })),
    reminders: await getReminderSettings({ db, userId }),
  };
}

const unparse = (fields: string[], data: Array<Array<string | null>>) =>
  Papa.unparse({ fields, data }, { escapeFormulae: FORMULA_START });

export function transactionsCsv(data: AccountExport): string {
  return unparse(
    ['Date', 'Type', 'Category', 'Amount', 'Note'],
    data.transactions.map((t) => [t.date, t.type, t.category, t.amount.toFixed(2), t.note]),
  );
}

export function categoriesCsv(data: AccountExport): string {
  return unparse(
    ['Month', 'Type', 'Name', 'Goal', 'Actual', 'Due date', 'Paid'],
    data.categories.map((c) => [
      c.month,
      c.type,
      c.name,
      c.goal.toFixed(2),
      c.actual.toFixed(2),
      c.dueDate,
      c.isPaid ? 'yes' : 'no',
    ]),
  );
}

/**
 * Deletes the account: the user row, and through its foreign keys every session, profile, category,
 * transaction, rule, import and usage row. Payment records stay (they are the seller's accounts), as
 * do page views, no longer linked to anyone; the page-visitor rows keyed by the user's id go too.
 */
export async function deleteAccount(options: { db: Database; userId: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    await tx.delete(pageVisitors).where(eq(pageVisitors.visitor, options.userId));
    await tx.delete(user).where(eq(user.id, options.userId));
  });
}
