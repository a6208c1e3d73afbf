// Admin rights: granted by ADMIN_EMAILS at profile fetch or by the operator CLI.
import type { Database } from '../../db/client.ts';
import { grantProfileFlag } from '../profile/grant.ts';

/** Makes the account with this email an admin; false when there is no such account. */
export function grantAdmin(options: { db: Database; email: string }): Promise<boolean> {
  return grantProfileFlag({ ...options, flag: 'isAdmin' });
}
