// /api/support: the help dialog's 'Write to us' form. Signed-in users only (the reply goes to their
// account email), a few messages an hour each, since every one becomes a mail.
import { Hono } from 'hono';
import { SUPPORT_MESSAGES, supportRequestInput } from '#shared/contract/support';
import { createMailer, logMailer } from '../../auth/mailer.ts';
import type { AppEnv } from '../../http/context.ts';
import { limitPerUser, perApp } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { sendSupportRequest } from './service.ts';

export const SUPPORT_REQUESTS_PER_ACCOUNT = { limit: 5, windowMs: 60 * 60_000 };

const perAppParts = perApp((deps) => ({
  // Only to an address the operator chose: the default one is not theirs, and a help request holds
  // the person's words, email and account id. Without it the request goes to the log, as without SMTP.
  sendMail: deps.env.SUPPORT_EMAIL_SET
    ? createMailer(deps.env, 'throw')
    : logMailer('No SUPPORT_EMAIL set'),
  // Refused while a shared store is down: an uncounted request is a mail anyone could repeat.
  perAccount: limitPerUser({
    ...SUPPORT_REQUESTS_PER_ACCOUNT,
    message: SUPPORT_MESSAGES.tooMany,
    store: deps.limits.store('support:account', 'refuse'),
  }),
}));

export const supportRoutes = new Hono<AppEnv>().use(requireUser).post(
  '/',
  validate('json', supportRequestInput),
  // Counted after validation, so a form sent back for a fix does not use up the hour's messages.
  (c, next) => perAppParts(c.var.deps).perAccount(c, next),
  async (c) => {
    const { db, env } = c.var.deps;
    const result = await sendSupportRequest({
      db,
      sendMail: perAppParts(c.var.deps).sendMail,
      supportEmail: env.SUPPORT_EMAIL,
      user: {
        id: c.var.user.id,
        email: c.var.user.email,
        emailVerified: c.var.user.emailVerified,
      },
      request: c.req.valid('json'),
    });
    return c.json(result);
  },
);
