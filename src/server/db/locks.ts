// Named locks held until the surrounding transaction ends (PostgreSQL advisory locks; PGlite has them
// too), for work that must not interleave for one user.
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Waits for, then holds until commit or rollback, the lock called `name` (e.g. `import:<user id>`). */
export async function lockUntilCommit(db: Database, name: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
