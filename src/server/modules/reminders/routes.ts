// /api/reminders: the signed-in user's bill reminder settings (issue 33). The mails themselves go out
// from the scheduled scan (service.ts, run by src/server/jobs.ts).
import { Hono } from 'hono';
import { updateReminderSettingsInput } from '#shared/contract/reminders';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { getReminderSettings, updateReminderSettings } from './service.ts';

export const reminderRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/settings', async (c) => {
    const settings = await getReminderSettings({ db: c.var.deps.db, userId: c.var.user.id });
    return c.json({ settings: { ...settings, canSendMail: Boolean(c.var.deps.env.SMTP_URL) } });
  })
  .patch('/settings', validate('json', updateReminderSettingsInput), async (c) => {
    const settings = await updateReminderSettings({
      db: c.var.deps.db,
      userId: c.var.user.id,
      change: c.req.valid('json'),
    });
    return c.json({ settings: { ...settings, canSendMail: Boolean(c.var.deps.env.SMTP_URL) } });
  });
