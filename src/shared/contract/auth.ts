// Auth texts and rules shared by the forms and the server (spec sections 5 and 8).
import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './auth-rules.ts';

export * from './auth-rules.ts';

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
