// Bill reminders go out over real SMTP (a local smtp-server) exactly once: three instances of the
// app scanning one database at once, with a clock the test sets, send each due reminder once.
// On PostgreSQL the three are separate instances with their own connection pools on one database;
// on PGlite (one process owns the file) they are three scans of the one embedded database.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillView } from '#shared/contract/bills';
import type { ReminderSettingsView } from '#shared/contract/reminders';
import { formatShortDate } from '#shared/period';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { createMailer } from '../../auth/mailer.ts';
import { scanReminders, type ScanResult } from './service.ts';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let instances: TestSystem[];

/** The decoded body and subject of a raw message (nodemailer writes quoted-printable). */
function readMail(raw: string): { subject: string; text: string } {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const subject = /^Subject: (.*)$/m.exec(decoded)?.[1] ?? '';
  return { subject, text: decoded };
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), ...readMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const SMTP_URL = `smtp://127.0.0.1:${port}`;
  const first = await startTestSystem({ env: { SMTP_URL }, isolated: true, scheduledWork: true });
  instances =
    first.kind === 'postgres'
      ? [
          first,
          ...(await Promise.all(
            [1, 2].map(() =>
              startTestSystem({ env: { SMTP_URL, DATABASE_URL: first.env.DATABASE_URL! } }),
            ),
          )),
        ]
      : [first, first, first];
}, 60_000);
afterAll(async () => {
  // The first owns the database (dropped when it closes): the others close before it.
  for (const instance of [...new Set(instances ?? [])].reverse()) await instance.close();
  await new Promise<void>((resolve) => smtp?.close(resolve));
});

const system = () => instances[0]!;

function scanAt(instance: TestSystem, now: string): Promise<ScanResult> {
  return scanReminders({
    db: instance.db,
    sendMail: createMailer(instance.env, 'throw'),
    publicUrl: instance.env.PUBLIC_URL,
    now: new Date(now),
  });
}

async function turnOn(user: TestUser, change: Record<string, unknown>) {
  return expectJson<{ settings: ReminderSettingsView }>(
    await user.send('PATCH', '/api/reminders/settings', change),
    200,
  );
}

async function addBill(user: TestUser, bill: Record<string, unknown>): Promise<BillView> {
  const body = await expectJson<{ bill: BillView }>(
    await user.send('POST', '/api/bills', { type: 'debt', cadence: 'monthly', ...bill }),
    201,
  );
  return body.bill;
}

/** Reminder mails (not the sign-up's confirmation) to one address. */
const isReminder = (mail: Received) =>
  /is due|are due soon|^This week|^No bills are due/.test(mail.subject);
const mailsTo = (email: string) =>
  received.filter((mail) => isReminder(mail) && mail.to.includes(email));

describe('bill reminders', () => {
  it('are off until turned on, and say whether mail can go out', async () => {
    const user = await signUp(system());
    const { settings } = await expectJson<{ settings: ReminderSettingsView }>(
      await user.get('/api/reminders/settings'),
      200,
    );
    expect(settings).toEqual({
      billReminders: false,
      reminderDays: 3,
      weeklySummary: false,
      canSendMail: true,
    });
    await expectError(
      await user.send('PATCH', '/api/reminders/settings', { reminderDays: 31 }),
      400,
      { error: 'Remind me 0 to 30 days before' },
    );
    await expectError(await user.send('PATCH', '/api/reminders/settings', {}), 400, {
      error: 'Nothing to update',
    });
  });

  it('sends each of 500 due reminders exactly once, three instances scanning at once', async () => {
    const users = await Promise.all(Array.from({ length: 25 }, () => signUp(system())));
    const names = new Set<string>();
    for (const [u, user] of users.entries()) {
      await turnOn(user, { billReminders: true });
      for (let i = 0; i < 20; i += 1) {
        const name = `Bill ${u}-${i}`;
        names.add(name);
        await addBill(user, {
          name,
          startDate: `2027-03-${String(10 + (i % 3)).padStart(2, '0')}`,
          paymentCount: 1,
          amount: 1_000 + i,
        });
      }
    }
    const emails = new Set(users.map((user) => user.email));
    const now = '2027-03-09T09:00:00Z';
    const results: ScanResult[] = [];
    // Three instances at once, then all three again: the second round finds nothing left to send.
    for (let round = 0; round < 2; round += 1)
      results.push(...(await Promise.all(instances.map((instance) => scanAt(instance, now)))));
    expect(results.reduce((sum, r) => sum + r.reminders, 0)).toBe(500);
    expect(results.reduce((sum, r) => sum + r.failed, 0)).toBe(0);

    const mails = received.filter(
      (mail) => isReminder(mail) && mail.to.some((to) => emails.has(to)),
    );
    const mentioned = mails.flatMap((mail) =>
      [...mail.text.matchAll(/- (Bill \d+-\d+):/g)].map((m) => m[1]!),
    );
    expect(mentioned).toHaveLength(500);
    expect(new Set(mentioned)).toEqual(names);
    // One mail per person: each scan sends a person's reminders together.
    expect(mails).toHaveLength(25);
  }, 240_000);

  it('leaves out a bill paid, skipped, or due later than the chosen days', async () => {
    const user = await signUp(system());
    await turnOn(user, { billReminders: true, reminderDays: 2 });
    await addBill(user, { name: 'Soon', startDate: '2028-05-02', amount: 5_000 });
    await addBill(user, { name: 'Later', startDate: '2028-05-09', amount: 5_000 });
    const skipped = await addBill(user, { name: 'Skipped', startDate: '2028-05-02', amount: 100 });
    await expectJson(
      await user.send('POST', `/api/bills/${skipped.id}/occurrences/2028-05-02/skip`),
      200,
    );
    const paid = await addBill(user, { name: 'Paid', startDate: '2028-05-01', amount: 700 });
    const { categories } = await expectJson<{ categories: Array<{ id: string; name: string }> }>(
      await user.get('/api/categories?month=2028-05'),
      200,
    );
    const paidRow = categories.find((c) => c.name === 'Paid')!;
    await expectJson(
      await user.send('PATCH', `/api/categories/${paidRow.id}`, { isPaid: true }),
      200,
    );
    expect(paid.name).toBe('Paid');

    await scanAt(system(), '2028-04-30T08:00:00Z');
    const [mail, ...more] = mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Soon is due May 2, 2028');
    expect(mail!.text).toContain('- Soon: $50.00, due May 2, 2028');
    expect(mail!.text).not.toContain('Later');
    expect(mail!.text).not.toContain('Skipped');
    expect(mail!.text).not.toContain('Paid:');
  });

  it('mails what is already due the moment reminders are turned on', async () => {
    const user = await signUp(system());
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await addBill(user, { name: 'Council tax', startDate: tomorrow, amount: 15_000 });
    expect(mailsTo(user.email)).toEqual([]);
    await turnOn(user, { billReminders: true });
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual([
      `Council tax is due ${formatShortDate(tomorrow)}`,
    ]);
  });

  it('sends nobody anything while reminders are off', async () => {
    const user = await signUp(system());
    await addBill(user, { name: 'Rent', startDate: '2028-06-02', amount: 100_000 });
    await scanAt(system(), '2028-06-01T08:00:00Z');
    expect(mailsTo(user.email)).toEqual([]);
  });

  it('gives a reminder back when its mail fails, so the next scan sends it', async () => {
    const user = await signUp(system());
    await turnOn(user, { billReminders: true });
    await addBill(user, { name: 'Water', startDate: '2028-07-04', amount: 3_000 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = await scanReminders({
      db: system().db,
      sendMail: async () => {
        throw new Error('SMTP down');
      },
      publicUrl: system().env.PUBLIC_URL,
      now: new Date('2028-07-03T08:00:00Z'),
    });
    expect(failing.failed).toBeGreaterThanOrEqual(1);
    expect(logged).toHaveBeenCalledWith(
      `Bill reminders for ${user.email} were not sent`,
      expect.any(Error),
    );
    logged.mockRestore();
    expect(mailsTo(user.email)).toEqual([]);
    await scanAt(system(), '2028-07-03T09:00:00Z');
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual(['Water is due Jul 4, 2028']);
  });

  it('sends a weekly summary on Mondays, once a week', async () => {
    const user = await signUp(system());
    await turnOn(user, { weeklySummary: true });
    await addBill(user, { name: 'Phone', startDate: '2028-08-09', amount: 2_500 });
    // 7 August 2028 is a Monday; the 8th a Tuesday.
    await scanAt(system(), '2028-08-08T08:00:00Z');
    expect(mailsTo(user.email)).toEqual([]);
    await Promise.all([
      scanAt(system(), '2028-08-07T08:00:00Z'),
      scanAt(system(), '2028-08-07T08:15:00Z'),
    ]);
    const mails = mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['This week: 1 bill, $25.00']);
  });

  it('runs on the job engine: a scan queued with the test’s clock mails what is due', async () => {
    const user = await signUp(system());
    await turnOn(user, { billReminders: true });
    await addBill(user, { name: 'Gym', startDate: '2028-09-05', amount: 2_999 });
    await system().jobs!.scanReminders(new Date('2028-09-04T08:00:00Z'));
    const deadline = Date.now() + 20_000;
    while (mailsTo(user.email).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual(['Gym is due Sep 5, 2028']);
  }, 30_000);
});
