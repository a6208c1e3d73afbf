// Admin rights: granted by ADMIN_EMAILS at profile fetch or by the operator CLI.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, user } from '../../db/schema.ts';

/** Makes the account with this email an admin; false when there is no such account. */
export async function grantAdmin(options: { db: Database; email: string }): Promise<boolean> {
  const email = options.email.trim().toLowerCase();
  const [account] = await options.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email))
    .limit(1);
  if (!account) return false;
  await options.db
    .insert(profiles)
    .values({ id: account.id, email: account.email, isAdmin: true })
    .onConflictDoUpdate({ target: profiles.id, set: { isAdmin: true, updatedAt: sql`now()` } });
  return true;
}
