// The browser's side of a passkey: the WebAuthn prompt, loaded only when someone uses one, with its
// failures in our words. Better Auth checks the answers (auth-client.ts).
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { AUTH_MESSAGES } from '#shared/contract/auth-rules';

/** Whether this browser can make and use passkeys at all. */
export function canUsePasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

function ceremonyMessage(error: unknown, fallback: string): string {
  // Closing the prompt, or its time running out, reads the same to the page.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return AUTH_MESSAGES.passkeyCancelled;
  }
  return fallback;
}

export async function askForPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  if (!canUsePasskeys()) throw new Error(AUTH_MESSAGES.passkeyUnsupported);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return await startAuthentication({ optionsJSON });
  } catch (error) {
    throw new Error(ceremonyMessage(error, AUTH_MESSAGES.passkeyFailed));
  }
}

export async function makePasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  if (!canUsePasskeys()) throw new Error(AUTH_MESSAGES.passkeyUnsupported);
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    // A passkey for this account already on this device: the browser refuses a second.
    if (error instanceof Error && error.name === 'InvalidStateError') {
      throw new Error(AUTH_MESSAGES.passkeyExists);
    }
    throw new Error(ceremonyMessage(error, AUTH_MESSAGES.passkeyNotAdded));
  }
}
