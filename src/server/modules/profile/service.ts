// Profiles: created with the defaults on first fetch, changed only by their owner.
import { eq, sql } from 'drizzle-orm';
import type { Profile, UpdateProfileInput } from '#shared/contract/profile';

/** The profile row as stored; whether the email is verified comes from the session. */
export type StoredProfile = Omit<Profile, 'emailVerified' | 'twoFactorEnabled'>;
import type { CurrencyCode } from '#shared/money';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';

type ProfileRow = typeof profiles.$inferSelect;

function toProfile(row: ProfileRow): StoredProfile {
  return {
    id: row.id,
    email: row.email,
    theme: row.theme,
    currency: row.currency as CurrencyCode,
    onboardingCompleted: row.onboardingCompleted,
    isAdmin: row.isAdmin,
    isPasskeyPro: row.isPasskeyPro,
  };
}

/** Returns the user's profile, creating it with the defaults (dark, USD, onboarding not done) if missing. */
export async function getOrCreateProfile(options: {
  db: Database;
  userId: string;
  email: string;
  /** Only a proven address is made admin by ADMIN_EMAILS: anyone can sign up with any address. */
  emailVerified: boolean;
  adminEmails: string[];
}): Promise<StoredProfile> {
  const { db, userId, email, adminEmails } = options;
  const isListedAdmin = options.emailVerified && adminEmails.includes(email.toLowerCase());
  const [created] = await db
    .insert(profiles)
    .values({ id: userId, email, isAdmin: isListedAdmin })
    .onConflictDoNothing({ target: profiles.id })
    .returning();
  if (created) return toProfile(created);

  const [existing] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!existing) throw new Error(`Profile for ${userId} vanished`);
  if (isListedAdmin && !existing.isAdmin) {
    // ADMIN_EMAILS is additive: an address added later becomes admin at its next visit.
    const [promoted] = await db
      .update(profiles)
      .set({ isAdmin: true, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning();
    return toProfile(promoted ?? existing);
  }
  return toProfile(existing);
}

export async function updateProfile(options: {
  db: Database;
  userId: string;
  changes: UpdateProfileInput;
}): Promise<StoredProfile> {
  const { db, userId, changes } = options;
  const [row] = await db
    .update(profiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw new Error(`Profile for ${userId} missing on update`);
  return toProfile(row);
}

export async function setOnboardingCompleted(options: {
  db: Database;
  userId: string;
}): Promise<void> {
  await options.db
    .update(profiles)
    .set({ onboardingCompleted: true, updatedAt: sql`now()` })
    .where(eq(profiles.id, options.userId));
}
