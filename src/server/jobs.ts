// Scheduled work on pg-boss (ADR 0031), in its own `pgboss` schema of the app's database, PGlite or
// PostgreSQL alike: the bill reminder scan every 15 minutes, and a daily pass that writes repeating
// bills' months as the budget's years move on. Every instance may schedule and work; pg-boss fires
// a schedule once across them, and the reminders' own claims make each mail go out once.
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from './db/client.ts';
import { whileHolding } from './db/migrate.ts';
import type { Env } from './env.ts';
import { createMailer } from './auth/mailer.ts';
import { scanReminders } from './modules/reminders/service.ts';
import { extendBillMonths } from './modules/bills/service.ts';

export const REMINDER_SCAN = 'reminder-scan';
export const BILL_MONTHS = 'bill-months';

export interface Jobs {
  /** Queues a reminder scan as the schedule does, at `now` (a test's clock) or the real time. */
  scanReminders(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

const JOBS_START_LOCK = 'pennyflow:scheduled-work';

export async function startJobs(options: {
  database: DatabaseHandle;
  env: Env;
  /** How often workers look for jobs; 10 s unless given. */
  pollingSeconds?: number | undefined;
}): Promise<Jobs> {
  const { database, env } = options;
  const pollingIntervalSeconds = options.pollingSeconds ?? 10;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Few jobs, each small: a slow poll keeps an idle embedded database quiet.
    pollingIntervalSeconds,
  });
  boss.on('error', (error) => console.error('Scheduled work (pg-boss):', error));
  // Instances starting together on a new database take turns installing pg-boss's tables and
  // queues (pg-boss 10 deadlocks, or fails on a duplicate, racing itself there).
  await whileHolding(
    database,
    JOBS_START_LOCK,
    undefined,
    'set up the scheduled work',
    async () => {
      await boss.start();
      for (const name of [REMINDER_SCAN, BILL_MONTHS])
        await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 2 });
      await boss.schedule(REMINDER_SCAN, '*/15 * * * *', {}, { tz: 'UTC' });
      await boss.schedule(BILL_MONTHS, '17 3 * * *', {}, { tz: 'UTC' });
    },
  );
  // A mail that fails gives its reminders back, so the scan must learn of it: 'throw'.
  const sendMail = createMailer(env, 'throw');
  await boss.work<{ now?: string }>(REMINDER_SCAN, { pollingIntervalSeconds }, async ([job]) => {
    const now = job?.data.now ? new Date(job.data.now) : new Date();
    await scanReminders({ db: database.db, sendMail, publicUrl: env.PUBLIC_URL, now });
  });
  await boss.work(BILL_MONTHS, { pollingIntervalSeconds }, async () => {
    await extendBillMonths({ db: database.db, now: new Date() });
  });
  return {
    scanReminders: async (now) => {
      await boss.send(REMINDER_SCAN, now ? { now: now.toISOString() } : {});
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false }),
  };
}
