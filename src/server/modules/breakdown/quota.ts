// The monthly AI character quota in ai_usage (one row per user and UTC month). A reservation checks and
// adds in one statement, so concurrent requests can never take the total past the quota.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiUsage } from '../../db/schema.ts';

export interface Reservation {
  isReserved: boolean;
  /** The month's total after the reservation, or as it stands when refused. */
  charactersUsed: number;
}

/**
 * Adds `characters` to the user's month if the total stays within `quota` (null: no cap, only record). The upsert's conditional
 * update locks the row, and a concurrent first insert waits for the other and then takes the update
 * path, so the check and the increment are one atomic step on PostgreSQL and PGlite alike.
 */
export async function reserveCharacters(options: {
  db: Database;
  userId: string;
  month: string;
  characters: number;
  quota: number | null;
}): Promise<Reservation> {
  const { db, userId, month, characters, quota } = options;
  return db.transaction(async (tx) => {
    if (quota === null || characters <= quota) {
      const [row] = await tx
        .insert(aiUsage)
        .values({ userId, monthYear: month, charactersUsed: characters })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.monthYear],
          set: {
            charactersUsed: sql`${aiUsage.charactersUsed} + excluded.characters_used`,
            updatedAt: sql`now()`,
          },
          setWhere:
            quota === null
              ? undefined
              : sql`${aiUsage.charactersUsed} + excluded.characters_used <= ${quota}`,
        })
        .returning({ charactersUsed: aiUsage.charactersUsed });
      if (row) return { isReserved: true, charactersUsed: row.charactersUsed };
    }
    const used = await readCharactersUsed({ db: tx, userId, month });
    return { isReserved: false, charactersUsed: used };
  });
}

export async function readCharactersUsed(options: {
  db: Database;
  userId: string;
  month: string;
}): Promise<number> {
  const { db, userId, month } = options;
  const [row] = await db
    .select({ charactersUsed: aiUsage.charactersUsed })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.monthYear, month)))
    .limit(1);
  return row?.charactersUsed ?? 0;
}
