// /api/security: the signed-in devices of the account (listed, ended one by one or all but this
// one) and its security log. A session is named by its id, never by its token.
import { Hono, type Context } from 'hono';
import { securityEventsQuery } from '#shared/contract/security';
import { AppError } from '#shared/errors';
import type { AppEnv } from '../../http/context.ts';
import { requestOrigin } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { endOtherSessions, endSession, listSecurityEvents, listSessions } from './service.ts';

/** The id of the session making this request (requireUser has already found it). */
async function currentSessionId(c: Context<AppEnv>): Promise<string> {
  const found = await c.var.deps.auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableRefresh: true },
  });
  if (!found) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return found.session.id;
}

export const securityRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/sessions', async (c) => {
    const sessions = await listSessions({
      db: c.var.deps.db,
      userId: c.var.user.id,
      currentSessionId: await currentSessionId(c),
    });
    return c.json({ sessions });
  })
  .post('/sessions/end-others', async (c) => {
    const ended = await endOtherSessions({
      db: c.var.deps.db,
      userId: c.var.user.id,
      currentSessionId: await currentSessionId(c),
      ...requestOrigin(c),
    });
    return c.json({ ended });
  })
  .delete('/sessions/:id', async (c) => {
    await endSession({
      db: c.var.deps.db,
      userId: c.var.user.id,
      sessionId: c.req.param('id'),
      ...requestOrigin(c),
    });
    return c.json({ ok: true as const });
  })
  .get('/events', validate('query', securityEventsQuery), async (c) => {
    const page = await listSecurityEvents({
      db: c.var.deps.db,
      userId: c.var.user.id,
      before: c.req.valid('query').before,
    });
    return c.json(page);
  });
