// Admin rights: granted by ADMIN_EMAILS at profile fetch (verified addresses only) or by the
// operator CLI, and read fresh from the profile on every admin request.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { grantProfileFlag } from '../profile/grant.ts';

/** Makes the account with this email an admin; false when there is no such account. */
export function grantAdmin(options: { db: Database; email: string }): Promise<boolean> {
  return grantProfileFlag({ ...options, flag: 'isAdmin' });
}

export async function isAdmin(options: { db: Database; userId: string }): Promise<boolean> {
  const [row] = await options.db
    .select({ isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.id, options.userId))
    .limit(1);
  return row?.isAdmin ?? false;
}
