// Auth texts and rules shared by the forms and the server (spec sections 5 and 8), free of the
// validation library so that the sign-in and sign-up pages stay light; auth.ts adds the schemas.
import { regexes } from 'zod/v4/core';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  createFailed: 'Failed to create account. Please try again.',
  sessionMissing: 'Session missing after login',
  signOutFailed: 'Failed to sign out. Please try again.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  accountLocked:
    'Too many wrong passwords for this account, so it is locked for 15 minutes. If your password was right, we have emailed you a link to sign in. A passkey still signs in.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordIsEmail: 'Your password cannot be your email address',
  passwordBlank: 'Your password needs more than spaces',
  passwordPattern:
    'Your password cannot be one character repeated or a run like abcdefgh, 12345678 or qwertyui',
  passwordCommon:
    'That password is one of the most common ones. Please choose one that is harder to guess.',
  nameTooLong: 'Your name can be at most 100 characters',
  passkeyNameTooLong: 'A passkey name can be at most 50 characters',
  imageNotAccepted: 'A profile picture cannot be set here',
  jsonOnly: 'Send the request as JSON',
  tooManyResetRequests: 'Too many reset links were asked for. Please wait an hour and try again.',
  resetSent:
    'If an account exists for that email, we have sent it a link to choose a new password. The link works once, for one hour.',
  resetLinkInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  passwordReset: 'Your password was changed. Sign in with the new one.',
  invalidCode: 'That code is not right. Check your authenticator app and try again.',
  invalidRecoveryCode: 'That recovery code is not right, or it was used already.',
  codesLocked:
    'Too many wrong codes. Code sign-in is paused for 15 minutes; a passkey or a device you trusted still signs in.',
  secondStepExpired: 'This sign-in has expired. Please enter your email and password again.',
  enterCode: 'Please enter the code',
  checkEmail: (email: string) =>
    `We sent a link to ${email}. Open it to finish creating your account. If this address already has an account, the mail says how to sign in instead.`,
  confirmEmailFirst:
    'Please confirm your email first: we have sent a new link to your inbox. Open it to sign in.',
  confirmThenUnlock:
    'We sent a link to your email. Open it to finish creating your account; it brings you back here to enter your key.',
  passkeyNotVerified:
    'This passkey did not check that it is you (a PIN, fingerprint or face). Use a passkey that does, or sign in with your password.',
  passkeyFailed:
    'That passkey did not sign you in. Try again, or sign in with your email and password.',
  passkeyCancelled: 'The passkey prompt closed before it finished. Please try again.',
  passkeyUnsupported: 'This browser cannot use passkeys. Sign in with your email and password.',
  passkeyExists: 'This device already holds a passkey for your account.',
  passkeyNotAdded: 'The passkey was not added. Please try again.',
  passkeyNeedsFreshSignIn:
    'For your safety, adding a passkey needs a recent sign-in. Please sign out, sign in again and retry.',
  passkeyUnknown:
    'This passkey is not linked to a Pennyflow account any more. Sign in with your email and password.',
  tooManySignUps: 'Too many accounts were created from this address. Please try again later.',
} as const;

export const NAME_MAX = 100;
export const PASSKEY_NAME_MAX = 50;

/** Whether text is an email address as the server accepts it ('notanemail' is not). */
export function isEmailAddress(text: string): boolean {
  // The pattern zod's z.email() checks, read alone so that the forms do not load zod.
  return regexes.email.test(text.trim());
}

/**
 * What is wrong with a new password, as the form says it, or null. The server adds one more check:
 * that it is not among the commonest passwords (a list too large for the browser).
 */
export function passwordProblem(options: { password: string; email?: string }): string | null {
  const { password, email } = options;
  if (password.length < PASSWORD_MIN) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.passwordTooLong;
  if (password.trim() === '') return AUTH_MESSAGES.passwordBlank;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return AUTH_MESSAGES.passwordIsEmail;
  }
  if (isPatternPassword(password)) return AUTH_MESSAGES.passwordPattern;
  return null;
}

// The letter and digit rows of a keyboard, each one way; a password that is a stretch of one (either
// way) is typed, not chosen.
const KEYBOARD_ROWS = [
  '1234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertzuiop',
  'azertyuiop',
];

/** One character repeated, or a run of the alphabet, the digits or a keyboard row, either way. */
function isPatternPassword(password: string): boolean {
  const text = password.trim().toLowerCase();
  const codes = [...text].map((char) => char.codePointAt(0)!);
  const steps = codes.slice(1).map((code, i) => code - codes[i]!);
  if (steps.every((step) => step === 0)) return true;
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return true;
  const reversed = [...text].reverse().join('');
  return KEYBOARD_ROWS.some((row) => row.includes(text) || row.includes(reversed));
}
