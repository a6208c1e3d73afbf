// POST /api/support: the help dialog's 'Write to us'. Without SMTP_URL (as here) the mail is written to
// the server log, which is where these tests read it.
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { eq } from 'drizzle-orm';
import { SUPPORT_MESSAGES } from '#shared/contract/support';
import { user as users } from '../../db/schema.ts';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { grantPro } from '../subscription/service.ts';
import { SUPPORT_REQUESTS_PER_ACCOUNT } from './routes.ts';

let system: TestSystem;
let log: MockInstance<typeof console.log>;

beforeAll(async () => {
  system = await startTestSystem({ env: { SUPPORT_EMAIL: 'help@example.org' } });
});
afterAll(() => system?.close());
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
  log.mockClear();
});

const request = { subject: 'Import question', message: 'How do I undo an import from last week?' };

function write(user: TestUser, body: unknown) {
  return user.send('POST', '/api/support', body);
}

/** The mail lines the server logged since this test began. */
function mailLines(): string[] {
  return log.mock.calls.map((call) => String(call[0])).filter((l) => l.startsWith('[mail]'));
}

describe('POST /api/support', () => {
  it('mails SUPPORT_EMAIL with the account email to reply to, not marked priority for a free user', async () => {
    const user = await signUp(system);
    const body = await expectJson(await write(user, request), 200);
    expect(body).toEqual({ sent: true, isPriority: false });
    expect(mailLines()).toEqual([
      `[mail] No SMTP_URL set, so not sent: "Pennyflow help: Import question" for help@example.org: ` +
        `reply to ${user.email}: ${JSON.stringify(
          `From: ${user.email} (account ${user.id}, free)\n` +
            `Reply-to address confirmed: no\nSubject: Import question\n\n${request.message}`,
        )}`,
    ]);
  });

  it('says when the account email to reply to is confirmed', async () => {
    const user = await signUp(system);
    await system.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await expectJson(await write(user, request), 200);
    const [line] = mailLines();
    expect(line).toContain(`reply to ${user.email}: `);
    expect(line).toContain('Reply-to address confirmed: yes');
  });

  it("marks a Pro user's request [Priority]", async () => {
    const user = await signUp(system);
    expect(await grantPro({ db: system.db, email: user.email })).toBe(true);
    const body = await expectJson(await write(user, request), 200);
    expect(body).toEqual({ sent: true, isPriority: true });
    const [line] = mailLines();
    expect(line).toContain('"[Priority] Pennyflow help: Import question" for help@example.org');
    expect(line).toContain('Pro: priority');
  });

  it('needs a signed-in user', async () => {
    const response = await system.request('/api/support', { json: request });
    await expectError(response, 401);
    expect(mailLines()).toEqual([]);
  });

  it('refuses a request sent from another site', async () => {
    const user = await signUp(system);
    const response = await user.request('/api/support', {
      method: 'POST',
      json: request,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.status).toBe(403);
    expect(mailLines()).toEqual([]);
  });

  it.each([
    ['no subject', { ...request, subject: '   ' }, SUPPORT_MESSAGES.subjectRequired],
    ['a long subject', { ...request, subject: 'x'.repeat(121) }, SUPPORT_MESSAGES.subjectTooLong],
    [
      'a two-line subject',
      { ...request, subject: 'Hi\nBcc: x@y.z' },
      SUPPORT_MESSAGES.subjectOneLine,
    ],
    ['a short message', { ...request, message: ' too short ' }, SUPPORT_MESSAGES.messageTooShort],
    ['a long message', { ...request, message: 'x'.repeat(5_001) }, SUPPORT_MESSAGES.messageTooLong],
    ['no message', { subject: 'Hello' }, SUPPORT_MESSAGES.messageTooShort],
    ['an unknown field', { ...request, to: 'someone@else.example' }, /unrecognized/i],
  ])('refuses %s with a clear message and sends nothing', async (_, body, message) => {
    const user = await signUp(system);
    await expectError(await write(user, body), 400, { code: 'VALIDATION', error: message });
    expect(mailLines()).toEqual([]);
  });

  it(`takes ${SUPPORT_REQUESTS_PER_ACCOUNT.limit} requests an hour from one account, then refuses`, async () => {
    const user = await signUp(system);
    // A refused form does not count towards the limit.
    await expectError(await write(user, { ...request, subject: '' }), 400);
    for (let i = 0; i < SUPPORT_REQUESTS_PER_ACCOUNT.limit; i += 1) {
      await expectJson(await write(user, request), 200);
    }
    await expectError(await write(user, request), 429, {
      code: 'RATE_LIMITED',
      error: SUPPORT_MESSAGES.tooMany,
    });
    expect(mailLines()).toHaveLength(SUPPORT_REQUESTS_PER_ACCOUNT.limit);
    // Another account is counted on its own.
    await expectJson(await write(await signUp(system), request), 200);
  });
});

describe('POST /api/support without SUPPORT_EMAIL', () => {
  let unset: TestSystem;
  beforeAll(async () => {
    // A mail server is set up (nothing listens there, so a real send would fail with a 502), but no
    // SUPPORT_EMAIL: the default address is not the operator's, so nothing may be mailed to it.
    unset = await startTestSystem({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => unset?.close());

  it('mails nothing to the default address and logs the request instead', async () => {
    expect(unset.env.SUPPORT_EMAIL).toBe('support@pennyflow.app');
    // Signing up mails a confirmation link, which fails here; only the help request is looked at.
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const user = await signUp(unset);
      log.mockClear();
      failed.mockClear();
      const body = await expectJson(await write(user, request), 200);
      expect(body).toEqual({ sent: true, isPriority: false });
      expect(failed).not.toHaveBeenCalled();
    } finally {
      failed.mockRestore();
    }
    const [line, ...more] = mailLines();
    expect(more).toEqual([]);
    expect(line).toMatch(
      /^\[mail\] No SUPPORT_EMAIL set, so not sent: "Pennyflow help: Import question" for support@pennyflow\.app: /,
    );
    expect(line).toContain(request.message);
  });
});
