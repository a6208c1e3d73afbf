// Passkeys with Chromium's virtual authenticator (DevTools WebAuthn domain): added, renamed and
// removed in Settings, and signing in from /login without an email, also past two-factor (a passkey
// is both factors) but never from a device that did not check the person.
import { expect, test, type CDPSession } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  signOut,
  signUpOnboarded,
  turnOnTwoFactorViaApi,
} from './support.ts';

/** A virtual authenticator: a phone's (it checks the person) or a plain security key (it cannot). */
async function addAuthenticator(cdp: CDPSession, checksPerson = true): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: checksPerson ? 'internal' : 'usb',
      hasResidentKey: true,
      hasUserVerification: checksPerson,
      isUserVerified: checksPerson,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

test('passkeys: add, rename, sign in without email past two-factor, not from a device that skips the check, remove', async ({
  page,
}) => {
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const id = await addAuthenticator(cdp);
  await signUpOnboarded(page);
  await turnOnTwoFactorViaApi(page);

  await page.goto('/settings?tab=security');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a passkey' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Name', { exact: true }).fill('Test laptop');
  await page.getByRole('button', { name: 'Create passkey' }).click();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Test laptop')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await page.getByRole('button', { name: 'Edit passkey Test laptop' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Work laptop');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(list.getByText('Work laptop')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Signed out, the passkey alone signs in: no email, no password, no code.
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Groceries', { exact: true })).toBeVisible();

  // A device that cannot check the person (no PIN, fingerprint or face) holding the same passkey
  // does not sign in: the passkey was made to need that check, so the browser does not offer it.
  // (The server refuses an unchecked answer too: passkeys.api.test.ts.)
  await signOut(page);
  const [credential] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id }))
    .credentials;
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: id });
  const unverifying = await addAuthenticator(cdp, false);
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId: unverifying,
    credential: credential!,
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The passkey prompt closed before it finished. Please try again.',
  );
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: unverifying });
  const verifying = await addAuthenticator(cdp);
  await cdp.send('WebAuthn.addCredential', { authenticatorId: verifying, credential: credential! });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Removed, it no longer signs in.
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Delete passkey Work laptop' }).click();
  await page.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This passkey is not linked to a Pennyflow account any more. Sign in with your email and password.',
  );
});
