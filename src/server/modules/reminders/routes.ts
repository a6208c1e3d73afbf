// /api/reminders: the signed-in user's bill reminder settings (issue 33). The mails themselves go out
// from the scheduled scan (service.ts, run by src/server/jobs.ts).
import { Hono } from 'hono';
import { updateReminderSettingsInput } from '#shared/contract/reminders';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { createMailer } from '../../auth/mailer.ts';
import { getReminderSettings, scanReminders, updateReminderSettings } from './service.ts';

export const reminderRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/settings', async (c) => {
    const settings = await getReminderSettings({ db: c.var.deps.db, userId: c.var.user.id });
    return c.json({ settings: { ...settings, canSendMail: Boolean(c.var.deps.env.SMTP_URL) } });
  })
  .patch('/settings', validate('json', updateReminderSettingsInput), async (c) => {
    const { db, env } = c.var.deps;
    const userId = c.var.user.id;
    const settings = await updateReminderSettings({ db, userId, change: c.req.valid('json') });
    // Turned on, or reaching further: what is already due is mailed now, not at the next scan.
    if (settings.billReminders)
      await scanReminders({
        db,
        userId,
        sendMail: createMailer(env, 'throw'),
        publicUrl: env.PUBLIC_URL,
        now: new Date(),
      });
    return c.json({ settings: { ...settings, canSendMail: Boolean(c.var.deps.env.SMTP_URL) } });
  });
