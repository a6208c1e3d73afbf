// /api/functions/validate-license-key: redeems a key for the session's user. Guessing is throttled per
// address and per account; both count every attempt, right or wrong.
import { Hono } from 'hono';
import { LICENSE_MESSAGES, licenseKeyInput } from '#shared/contract/payments';
import type { AppEnv } from '../../http/context.ts';
import { limitPerAddress, limitPerUser, perApp } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { redeemLicenseKey } from './service.ts';

export const LICENSE_ATTEMPTS_PER_ADDRESS = { limit: 10, windowMs: 60_000 };
export const LICENSE_ATTEMPTS_PER_ACCOUNT = { limit: 20, windowMs: 60 * 60_000 };

const limiters = perApp((deps) => ({
  perAddress: limitPerAddress({
    ...LICENSE_ATTEMPTS_PER_ADDRESS,
    message: LICENSE_MESSAGES.tooManyAttempts,
    trustedProxies: deps.env.TRUST_PROXY,
    store: deps.limits.store('license:address', 'refuse'),
  }),
  perAccount: limitPerUser({
    ...LICENSE_ATTEMPTS_PER_ACCOUNT,
    message: LICENSE_MESSAGES.tooManyAttempts,
    store: deps.limits.store('license:account', 'refuse'),
  }),
}));

export const licenseRoutes = new Hono<AppEnv>()
  .use((c, next) => limiters(c.var.deps).perAddress(c, next))
  .use(requireUser)
  .use((c, next) => limiters(c.var.deps).perAccount(c, next))
  .post('/', validate('json', licenseKeyInput), async (c) => {
    const { db } = c.var.deps;
    const { id, email } = c.var.user;
    const result = await redeemLicenseKey({
      db,
      userId: id,
      email,
      licenseKey: c.req.valid('json').licenseKey,
    });
    return c.json(result);
  });
