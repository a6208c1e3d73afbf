// Checks on what people send Better Auth, before it runs: bodies in JSON only (Better Auth also reads
// form bodies, which would pass these checks unread), a new password's rules (sign-up, change,
// reset), a name (at most 100 characters, no control characters; at sign-up and on a profile update),
// no profile image, and a passkey's name (at most 50 characters, no control characters). A password
// change always ends the account's other sessions. Errors carry `message` as Better Auth's client
// reads it, and `error` as ours does.
import type { Context, MiddlewareHandler } from 'hono';
import {
  AUTH_MESSAGES,
  NAME_MAX,
  PASSKEY_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '#shared/contract/auth';
import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenCharacters } from '#shared/text';
import type { AppEnv } from '../http/context.ts';
import { newPasswordProblem } from './password-rules.ts';

type Body = Record<string, unknown>;

function refuse(c: Context<AppEnv>, message: string) {
  return c.json({ error: message, message, code: 'VALIDATION' }, 400);
}

async function readJson(request: Request): Promise<Body | null> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' ? (body as Body) : null;
  } catch {
    return null; // Better Auth answers malformed bodies itself
  }
}

/** Whether the request says its body is something other than JSON (a form, multipart, text...). */
function hasBodyOtherThanJson(request: Request): boolean {
  const type = request.headers.get('content-type');
  return type !== null && type.trim() !== '' && !/^application\/json\s*(;|$)/i.test(type.trim());
}

const CHECKED_PATHS = [
  '/sign-up/email',
  '/change-password',
  '/reset-password',
  '/update-user',
  '/passkey/verify-registration',
  '/passkey/update-passkey',
];

export const checkAuthInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  if (hasBodyOtherThanJson(c.req.raw)) {
    return c.json(
      { error: AUTH_MESSAGES.jsonOnly, message: AUTH_MESSAGES.jsonOnly, code: 'VALIDATION' },
      415,
    );
  }
  const path = c.req.path.replace(/^\/api\/auth/, '');
  if (!CHECKED_PATHS.includes(path)) return next();
  const body = await readJson(c.req.raw);
  if (!body) return next();

  if (path === '/sign-up/email' || path === '/update-user') {
    if ('image' in body) return refuse(c, AUTH_MESSAGES.imageNotAccepted);
    const name = body.name;
    if (typeof name === 'string') {
      if (name.length > NAME_MAX) return refuse(c, AUTH_MESSAGES.nameTooLong);
      if (hasForbiddenCharacters(name)) return refuse(c, CONTROL_CHARACTERS_MESSAGE);
    }
  }

  if (path.startsWith('/passkey/') && typeof body.name === 'string') {
    if (body.name.length > PASSKEY_NAME_MAX) return refuse(c, AUTH_MESSAGES.passkeyNameTooLong);
    if (hasForbiddenCharacters(body.name)) return refuse(c, CONTROL_CHARACTERS_MESSAGE);
  }

  const password = path === '/sign-up/email' ? body.password : body.newPassword;
  // Length is Better Auth's own check (its PASSWORD_TOO_SHORT and _LONG codes); the rest is ours.
  const isLengthOk =
    typeof password === 'string' &&
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX;
  if (typeof password === 'string' && isLengthOk) {
    let email = typeof body.email === 'string' ? body.email : undefined;
    if (path === '/change-password') {
      const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
      email = session?.user.email;
    }
    const problem = await newPasswordProblem({ password, email });
    if (problem) return refuse(c, problem);
  }

  if (path === '/change-password' && body.revokeOtherSessions !== true) {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    c.set(
      'authRequest',
      new Request(c.req.raw.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...body, revokeOtherSessions: true }),
      }),
    );
  }
  return next();
};
