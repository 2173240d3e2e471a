import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { games } from './games.tables';

export type GameSettings = Pick<
  typeof games.$inferSelect,
  'minBetGc' | 'maxBetGc' | 'minBetSc' | 'maxBetSc' | 'isActive' | 'isFeatured'
>;

const settingsColumns = {
  minBetGc: games.minBetGc,
  maxBetGc: games.maxBetGc,
  minBetSc: games.minBetSc,
  maxBetSc: games.maxBetSc,
  isActive: games.isActive,
  isFeatured: games.isFeatured,
};

export async function lockGameSettings(
  db: DbOrTx,
  gameId: number,
): Promise<GameSettings | undefined> {
  const [row] = await db
    .select(settingsColumns)
    .from(games)
    .where(eq(games.masterCasinoGameId, gameId))
    .for('update');
  return row;
}

export async function updateGameSettings(db: DbOrTx, gameId: number, values: GameSettings) {
  await db.update(games).set(values).where(eq(games.masterCasinoGameId, gameId));
}
