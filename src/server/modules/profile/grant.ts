// What the operator grants an existing account from the CLI (admin rights, lifetime Pro): one flag of
// its profile, creating the profile if the person has not loaded it yet.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, user } from '../../db/schema.ts';

export type GrantedFlag = 'isAdmin' | 'isPasskeyPro';

/** Sets the flag on the account with this email (any case); false when there is no such account. */
export async function grantProfileFlag(options: {
  db: Database;
  email: string;
  flag: GrantedFlag;
}): Promise<boolean> {
  const { db, flag } = options;
  const email = options.email.trim().toLowerCase();
  const [account] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email))
    .limit(1);
  if (!account) return false;
  await db
    .insert(profiles)
    .values({ id: account.id, email: account.email, [flag]: true })
    .onConflictDoUpdate({ target: profiles.id, set: { [flag]: true, updatedAt: sql`now()` } });
  return true;
}
