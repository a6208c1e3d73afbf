// /api/tokens: the signed-in person's personal access tokens, listed, made and revoked. Only a session
// reaches these (http/api-tokens.ts refuses a token here), so a leaked token cannot make more.
import { Hono } from 'hono';
import { createTokenInput } from '#shared/contract/tokens';
import type { AppEnv } from '../../http/context.ts';
import { requestOrigin } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { createToken, listTokens, revokeToken } from './service.ts';

export const tokenRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const tokens = await listTokens({ db: c.var.deps.db, userId: c.var.user.id });
    return c.json({ tokens });
  })
  .post('/', validate('json', createTokenInput), async (c) => {
    const created = await createToken({
      db: c.var.deps.db,
      userId: c.var.user.id,
      ...c.req.valid('json'),
      ...requestOrigin(c),
    });
    return c.json(created, 201);
  })
  .delete('/:id', async (c) => {
    await revokeToken({
      db: c.var.deps.db,
      userId: c.var.user.id,
      tokenId: c.req.param('id'),
      ...requestOrigin(c),
    });
    return c.json({ ok: true as const });
  });
