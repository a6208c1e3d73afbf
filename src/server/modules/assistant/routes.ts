// /api/assistant (issue 35, Pro): a question about the person's own budget. Its tools call this
// app's API in process with the person's session, as the MCP server's do with a token, so every
// figure is the API's and every rule (ownership, the ledger, metering) is applied once.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { limitPerUser, perApp } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { askInput } from '#shared/contract/assistant';
import { inProcessCaller } from '../budget-tools/tools.ts';
import { askAssistant } from './service.ts';

/** Questions a person may ask a minute (each is a few API calls). */
export const ASSISTANT_QUESTIONS_PER_MINUTE = 60;

const limiterFor = perApp((deps) =>
  limitPerUser({
    limit: ASSISTANT_QUESTIONS_PER_MINUTE,
    windowMs: 60_000,
    message: 'Too many questions at once. Please wait a minute and try again.',
    store: deps.limits.store('assistant', 'allow'),
  }),
);

/** The API as the signed-in person: their cookie, from the app's own origin. */
function sessionCaller(app: { request: Hono<AppEnv>['request'] }, c: Context<AppEnv>) {
  return inProcessCaller({
    app,
    headers: {
      cookie: c.req.header('cookie') ?? '',
      origin: new URL(c.var.deps.env.PUBLIC_URL).origin,
    },
    env: c.env,
  });
}

export function createAssistantRoutes(app: { request: Hono<AppEnv>['request'] }) {
  return new Hono<AppEnv>().use(requireUser).post(
    '/ask',
    (c, next) => limiterFor(c.var.deps)(c, next),
    validate('json', askInput),
    async (c) => {
      const reply = await askAssistant({
        db: c.var.deps.db,
        env: c.var.deps.env,
        userId: c.var.user.id,
        ...c.req.valid('json'),
        api: sessionCaller(app, c),
      });
      return c.json(reply);
    },
  );
}
