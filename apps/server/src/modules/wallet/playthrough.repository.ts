import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { PlaythroughGrant } from './playthrough';
import { playthroughGrants, playthroughMultiples } from './wallet.tables';

/** The SC an operation credited as unplayed, with the wager each asks for (decision 053). */
export async function insertGrants(
  db: DbOrTx,
  userId: number,
  operationId: number,
  grants: PlaythroughGrant[],
) {
  if (grants.length === 0) return;
  await db.insert(playthroughGrants).values(grants.map((g) => ({ ...g, userId, operationId })));
}

/** The player's latest grants, newest first (what is left to wager belongs to the newest). */
export async function latestGrants(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      source: playthroughGrants.source,
      amount: playthroughGrants.amount,
      multiple: playthroughGrants.multiple,
      required: playthroughGrants.required,
      createdAt: playthroughGrants.createdAt,
    })
    .from(playthroughGrants)
    .where(eq(playthroughGrants.userId, userId))
    .orderBy(desc(playthroughGrants.id))
    .limit(limit);
}

export async function listMultiples(db: DbOrTx) {
  return db.select().from(playthroughMultiples);
}

/** Sets a source's multiple; answers the row before (undefined when the source had none). */
export async function upsertMultiple(db: DbOrTx, source: string, multipleHundredths: number) {
  const [before] = await db
    .select()
    .from(playthroughMultiples)
    .where(eq(playthroughMultiples.source, source))
    .for('update');
  await db
    .insert(playthroughMultiples)
    .values({ source, multipleHundredths })
    .onConflictDoUpdate({
      target: playthroughMultiples.source,
      set: { multipleHundredths, updatedAt: sql`now()` },
    });
  return before;
}
