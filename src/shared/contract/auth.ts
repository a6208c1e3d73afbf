// Auth texts and rules shared by the forms and the server (spec sections 5 and 8).
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  createFailed: 'Failed to create account. Please try again.',
  sessionMissing: 'Session missing after login',
  signOutFailed: 'Failed to sign out. Please try again.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
} as const;

export const credentialsInput = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
export type CredentialsInput = z.infer<typeof credentialsInput>;

export const signupInput = credentialsInput.extend({
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
