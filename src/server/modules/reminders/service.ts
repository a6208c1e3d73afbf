// Bill reminders (issue 33): a person's settings, and the scan that mails what is due. A scan claims
// each reminder in `reminder_deliveries` (one row per user, kind and key, ON CONFLICT DO NOTHING)
// before mailing it, so however many instances scan at once, and however often, each reminder is
// claimed once; a mail that fails gives its claims back for the next scan. The job engine
// (src/server/jobs.ts) runs the scan on a schedule; tests call it with their own `now`.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { UPCOMING_DAYS, type DueBillView } from '#shared/contract/bills';
import { REMINDER_DAYS_DEFAULT, type ReminderSettingsView } from '#shared/contract/reminders';
import { formatCents, type CurrencyCode } from '#shared/money';
import { formatDateTextUtc, formatShortDate, shiftDate, weekdayOf } from '#shared/period';
import type { Database } from '../../db/client.ts';
import { profiles, reminderDeliveries, reminderSettings, user } from '../../db/schema.ts';
import type { Mail, SendMail } from '../../auth/mailer.ts';
import { upcomingBills } from '../bills/service.ts';

type Settings = Omit<ReminderSettingsView, 'canSendMail'>;

const DEFAULTS: Settings = {
  billReminders: false,
  reminderDays: REMINDER_DAYS_DEFAULT,
  weeklySummary: false,
};

export async function getReminderSettings(options: {
  db: Database;
  userId: string;
}): Promise<Settings> {
  const [row] = await options.db
    .select({
      billReminders: reminderSettings.billReminders,
      reminderDays: reminderSettings.reminderDays,
      weeklySummary: reminderSettings.weeklySummary,
    })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, options.userId));
  return row ?? DEFAULTS;
}

export async function updateReminderSettings(options: {
  db: Database;
  userId: string;
  change: Partial<Settings>;
}): Promise<Settings> {
  const { db, userId, change } = options;
  const next = { ...(await getReminderSettings({ db, userId })), ...stripUndefined(change) };
  await db
    .insert(reminderSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { ...stripUndefined(change), updatedAt: sql`now()` },
    });
  return next;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** What one scan did: reminders claimed and mailed, and mails that failed (their claims released). */
export interface ScanResult {
  mailed: number;
  reminders: number;
  failed: number;
}

const dueKey = (bill: DueBillView) =>
  `${bill.billId ?? bill.categoryId}|${bill.scheduledDate ?? bill.dueDate}`;

function dueLine(bill: DueBillView, currency: CurrencyCode): string {
  return `- ${bill.name}: ${formatCents(bill.amount, currency)}, due ${formatShortDate(bill.dueDate)}`;
}

export function billsDueMail(options: {
  to: string;
  bills: DueBillView[];
  currency: CurrencyCode;
  link: string;
}): Mail {
  const { bills, currency } = options;
  const subject =
    bills.length === 1
      ? `${bills[0]!.name} is due ${formatShortDate(bills[0]!.dueDate)}`
      : `${bills.length} bills are due soon`;
  return {
    to: options.to,
    subject,
    link: options.link,
    text: [
      'A reminder from Pennyflow of what is due soon:',
      '',
      ...bills.map((bill) => dueLine(bill, currency)),
      '',
      `Tick them paid on Your Budget: ${options.link}`,
      '',
      'You get these because bill reminders are on in Account Settings, where you can turn them off.',
    ].join('\n'),
  };
}

export function weeklySummaryMail(options: {
  to: string;
  bills: DueBillView[];
  total: number;
  currency: CurrencyCode;
  link: string;
}): Mail {
  const { bills, currency } = options;
  return {
    to: options.to,
    subject:
      bills.length === 0
        ? 'No bills are due this week'
        : `This week: ${bills.length} ${bills.length === 1 ? 'bill' : 'bills'}, ${formatCents(options.total, currency)}`,
    link: options.link,
    text: [
      bills.length === 0 ? 'Nothing is due in the next 7 days.' : 'Due in the next 7 days:',
      ...(bills.length === 0 ? [] : ['', ...bills.map((bill) => dueLine(bill, currency))]),
      '',
      `Your budget: ${options.link}`,
      '',
      'You get this because the weekly summary is on in Account Settings, where you can turn it off.',
    ].join('\n'),
  };
}

/** Claims the reminders not claimed before; returns the keys this scan won. */
async function claim(
  db: Database,
  userId: string,
  kind: 'due' | 'weekly',
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const won = await db
    .insert(reminderDeliveries)
    .values(keys.map((key) => ({ userId, kind, key })))
    .onConflictDoNothing()
    .returning({ key: reminderDeliveries.key });
  return new Set(won.map((row) => row.key));
}

async function settle(options: {
  db: Database;
  userId: string;
  kind: 'due' | 'weekly';
  keys: string[];
  sent: boolean;
}): Promise<void> {
  const { db, userId, kind, keys, sent } = options;
  const where = and(
    eq(reminderDeliveries.userId, userId),
    eq(reminderDeliveries.kind, kind),
    inArray(reminderDeliveries.key, keys),
    isNull(reminderDeliveries.sentAt),
  );
  if (sent)
    await db
      .update(reminderDeliveries)
      .set({ sentAt: sql`now()` })
      .where(where);
  else await db.delete(reminderDeliveries).where(where);
}

/**
 * Mails every reminder due at `now` (its UTC day): bills due within each person's chosen days and
 * not paid or skipped, one mail per person per scan; and on Mondays the week's summary.
 */
export async function scanReminders(options: {
  db: Database;
  sendMail: SendMail;
  publicUrl: string;
  now: Date;
  /** Only this person (turning reminders on checks at once); everyone with reminders on otherwise. */
  userId?: string;
}): Promise<ScanResult> {
  const { db, sendMail, now } = options;
  const today = formatDateTextUtc(now);
  const isMonday = weekdayOf(today) === 1;
  const people = await db
    .select({
      userId: reminderSettings.userId,
      email: user.email,
      currency: profiles.currency,
      billReminders: reminderSettings.billReminders,
      reminderDays: reminderSettings.reminderDays,
      weeklySummary: reminderSettings.weeklySummary,
    })
    .from(reminderSettings)
    .innerJoin(user, eq(user.id, reminderSettings.userId))
    .leftJoin(profiles, eq(profiles.id, reminderSettings.userId))
    .where(
      and(
        options.userId ? eq(reminderSettings.userId, options.userId) : undefined,
        or(
          eq(reminderSettings.billReminders, true),
          isMonday ? eq(reminderSettings.weeklySummary, true) : undefined,
        ),
      ),
    );
  const result: ScanResult = { mailed: 0, reminders: 0, failed: 0 };
  const link = `${options.publicUrl}/budget?tab=money-out`;
  for (const person of people) {
    const currency = (person.currency ?? 'USD') as CurrencyCode;
    const horizon = Math.max(person.billReminders ? person.reminderDays : 0, isMonday ? 6 : 0);
    const { bills } = await upcomingBills({
      db,
      userId: person.userId,
      from: today,
      to: shiftDate(today, Math.min(horizon, UPCOMING_DAYS * 3)),
    });
    const open = bills.filter((bill) => !bill.isPaid && !bill.skipped);

    if (person.billReminders) {
      const last = shiftDate(today, person.reminderDays);
      const due = open.filter((bill) => bill.dueDate <= last);
      const won = await claim(db, person.userId, 'due', due.map(dueKey));
      const mine = due.filter((bill) => won.has(dueKey(bill)));
      if (mine.length > 0) {
        const keys = mine.map(dueKey);
        try {
          await sendMail(billsDueMail({ to: person.email, bills: mine, currency, link }));
          await settle({ db, userId: person.userId, kind: 'due', keys, sent: true });
          result.mailed += 1;
          result.reminders += mine.length;
        } catch (error) {
          console.error(`Bill reminders for ${person.email} were not sent`, error);
          await settle({ db, userId: person.userId, kind: 'due', keys, sent: false });
          result.failed += 1;
        }
      }
    }

    if (person.weeklySummary && isMonday) {
      const won = await claim(db, person.userId, 'weekly', [today]);
      if (won.size > 0) {
        const week = open.filter((bill) => bill.dueDate <= shiftDate(today, 6));
        const total = week.reduce((sum, bill) => sum + bill.amount, 0);
        try {
          await sendMail(
            weeklySummaryMail({ to: person.email, bills: week, total, currency, link }),
          );
          await settle({ db, userId: person.userId, kind: 'weekly', keys: [today], sent: true });
          result.mailed += 1;
          result.reminders += 1;
        } catch (error) {
          console.error(`The weekly summary for ${person.email} was not sent`, error);
          await settle({ db, userId: person.userId, kind: 'weekly', keys: [today], sent: false });
          result.failed += 1;
        }
      }
    }
  }
  return result;
}
