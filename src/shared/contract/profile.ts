// Profile contract: the shape the API returns and the one settings may change.
import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import type { Subscription } from '../subscription.ts';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const updateProfileInput = z
  .object({
    theme: z.enum(THEMES, { message: `Theme must be one of: ${THEMES.join(', ')}` }).optional(),
    currency: z
      .enum(CURRENCIES, { message: `Currency must be one of: ${CURRENCIES.join(', ')}` })
      .optional(),
  })
  .strict()
  .refine((v) => v.theme !== undefined || v.currency !== undefined, {
    message: 'Nothing to update: send a theme or a currency',
  });
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export interface Profile {
  id: string;
  email: string;
  theme: Theme;
  currency: (typeof CURRENCIES)[number];
  onboardingCompleted: boolean;
  isAdmin: boolean;
  isPasskeyPro: boolean;
  /** Whether the sign-in email is confirmed (only asked for when the server can send mail). */
  emailVerified: boolean;
  /** Whether sign-in asks for an authenticator code after the password (Settings, Security). */
  twoFactorEnabled: boolean;
}

export interface Me {
  profile: Profile;
  subscription: Subscription;
}
