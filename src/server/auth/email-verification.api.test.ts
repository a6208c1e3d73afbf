// With SMTP_URL set, account mail really goes out over SMTP (to a local smtp-server here): a new account
// is confirmed from its inbox before it signs in, a sign-up for a taken address mails the owner and
// answers as for a new one, and only a confirmed address on ADMIN_EMAILS becomes admin.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '#shared/contract/profile';
import {
  cookieFrom,
  expectJson,
  PUBLIC_URL,
  signInRequest,
  signUp,
  startTestSystem,
  uniqueAddress,
  uniqueEmail,
  type TestSystem,
} from '../../../tests/setup/api-harness.ts';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let system: TestSystem;
const bossEmail = uniqueEmail('boss');

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  system = await startTestSystem({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ADMIN_EMAILS: bossEmail },
  });
});
afterAll(async () => {
  await system?.close();
  await new Promise<void>((resolve) => smtp?.close(resolve));
});

/** The first link in the newest mail to this address (quoted-printable decoded). */
async function linkMailedTo(email: string, subject: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mail = received.findLast((m) => m.to.includes(email) && m.raw.includes(subject));
    if (mail) {
      const text = mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return /(https?:\/\/\S+)/.exec(text)![1]!;
    }
    if (Date.now() > deadline) throw new Error(`No '${subject}' mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function postSignUp(email: string, password = 'correct horse battery') {
  return system.request('/api/auth/sign-up/email', {
    json: { email, password, name: '' },
    headers: { 'x-forwarded-for': uniqueAddress() },
  });
}

describe('email verification (SMTP_URL set)', () => {
  it('mails a confirmation link at sign-up that signs in; only then does ADMIN_EMAILS make the boss admin', async () => {
    const config = await expectJson<{ isEmailVerificationOn: boolean }>(
      await system.request('/api/config'),
      200,
    );
    expect(config.isEmailVerificationOn).toBe(true);

    const signedUp = await postSignUp(bossEmail);
    expect(await expectJson(signedUp, 200)).toMatchObject({ token: null });
    expect(cookieFrom(signedUp)).not.toMatch(/session_token=[^;]/);

    const link = await linkMailedTo(bossEmail, 'Confirm your email');
    expect(link.startsWith(`${PUBLIC_URL}/api/auth/verify-email?token=`)).toBe(true);
    const followed = await system.request(link.replace(PUBLIC_URL, ''));
    expect(followed.status).toBe(302);
    const after = await expectJson<Me>(
      await system.request('/api/me', { cookie: cookieFrom(followed) }),
      200,
    );
    expect(after.profile).toMatchObject({ email: bossEmail, emailVerified: true, isAdmin: true });
  });

  it('answers a sign-up for a taken address exactly as for a new one, and mails its owner instead (F3)', async () => {
    const owner = await signUp(system);
    const fresh = uniqueEmail('fresh');
    const forNew = await postSignUp(fresh, 'some other password');
    const forTaken = await postSignUp(owner.email, 'some other password');
    expect(forTaken.status).toBe(forNew.status);
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      keys: Object.keys(body.user).sort(),
    });
    expect(shape(await forTaken.json())).toEqual(shape(await forNew.json()));
    expect(cookieFrom(forTaken)).not.toMatch(/session_token=[^;]/);

    const told = await linkMailedTo(owner.email, 'You already have a Pennyflow account');
    expect(told).toBe(`${PUBLIC_URL}/login`);
    // The owner's password and sessions are untouched.
    expect((await owner.get('/api/me')).status).toBe(200);
    expect((await signInRequest(system, owner)).status).toBe(200);
  });

  it('sends a new link to an unconfirmed account that tries to sign in, and lets it in only once confirmed', async () => {
    const email = uniqueEmail('late');
    await expectJson(await postSignUp(email), 200);
    const refused = await signInRequest(system, { email, password: 'correct horse battery' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const mails = () => received.filter((m) => m.to.includes(email)).length;
    await vi.waitFor(() => expect(mails()).toBe(2));
  });

  it('sends the password reset link by mail, not to the log', async () => {
    const person = await signUp(system);
    const response = await system.request('/api/auth/request-password-reset', {
      json: { email: person.email, redirectTo: `${PUBLIC_URL}/reset-password` },
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    await expectJson(response, 200);
    const link = await linkMailedTo(person.email, 'Reset your Pennyflow password');
    expect(link.startsWith(`${PUBLIC_URL}/api/auth/reset-password/`)).toBe(true);
  });
});
