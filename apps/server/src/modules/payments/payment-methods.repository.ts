import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { fundingSources, savedCards } from './purchases.tables';

export type SavedCardRow = typeof savedCards.$inferSelect;
export type FundingSourceRow = typeof fundingSources.$inferSelect;

const activeCardsOf = (userId: number) =>
  and(eq(savedCards.userId, userId), isNull(savedCards.removedAt));
const activeBanksOf = (userId: number) =>
  and(eq(fundingSources.userId, userId), isNull(fundingSources.removedAt));

export function listSavedCards(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(savedCards)
    .where(activeCardsOf(userId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

export async function findSavedCard(db: DbOrTx, userId: number, paymentInformationId: string) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(activeCardsOf(userId), eq(savedCards.paymentInformationId, paymentInformationId)));
  return row;
}

/** The card the player saved last at one provider. */
export async function latestSavedCard(db: DbOrTx, userId: number, provider: string) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(activeCardsOf(userId), eq(savedCards.provider, provider)))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
    .limit(1);
  return row;
}

/** Saves a card once: the same provider token of the same player is kept as one card. */
export async function insertSavedCard(db: DbOrTx, values: typeof savedCards.$inferInsert) {
  await db.insert(savedCards).values(values).onConflictDoNothing();
}

export async function removeSavedCard(db: DbOrTx, userId: number, paymentInformationId: string) {
  const rows = await db
    .update(savedCards)
    .set({ removedAt: new Date() })
    .where(and(activeCardsOf(userId), eq(savedCards.paymentInformationId, paymentInformationId)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}

export function listFundingSources(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(fundingSources)
    .where(activeBanksOf(userId))
    .orderBy(asc(fundingSources.createdAt), asc(fundingSources.id));
}

export async function primaryFundingSource(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(fundingSources)
    .where(and(activeBanksOf(userId), eq(fundingSources.isPrimary, true)));
  return row;
}

export async function findFundingSource(db: DbOrTx, userId: number, sourceId: string) {
  const [row] = await db
    .select()
    .from(fundingSources)
    .where(and(activeBanksOf(userId), eq(fundingSources.sourceId, sourceId)));
  return row;
}

export async function insertFundingSource(
  db: DbOrTx,
  values: typeof fundingSources.$inferInsert,
): Promise<FundingSourceRow> {
  const [row] = await db.insert(fundingSources).values(values).returning();
  if (!row) throw new Error('insert funding_sources returned no row');
  return row;
}

/** Makes one of the player's banks the primary one (the others first lose the mark: one primary at a time). */
export async function setPrimaryFundingSource(db: DbOrTx, userId: number, id: number) {
  await db
    .update(fundingSources)
    .set({ isPrimary: false })
    .where(and(activeBanksOf(userId), eq(fundingSources.isPrimary, true)));
  await db
    .update(fundingSources)
    .set({ isPrimary: true })
    .where(and(activeBanksOf(userId), eq(fundingSources.id, id)));
}

/** The player's saved bank with this blind index, if one is saved. */
export async function findBankByFingerprint(db: DbOrTx, userId: number, bankFingerprint: string) {
  const [row] = await db
    .select()
    .from(fundingSources)
    .where(and(activeBanksOf(userId), eq(fundingSources.bankFingerprint, bankFingerprint)));
  return row;
}

/** Removes the player's saved banks with this blind index; answers whether the primary was one. */
export async function removeBanksByFingerprint(
  db: DbOrTx,
  userId: number,
  bankFingerprint: string,
): Promise<{ removed: number; primaryRemoved: boolean }> {
  const rows = await db
    .update(fundingSources)
    .set({ removedAt: new Date(), isPrimary: false })
    .where(and(activeBanksOf(userId), eq(fundingSources.bankFingerprint, bankFingerprint)))
    .returning({ id: fundingSources.id });
  const primary = await primaryFundingSource(db, userId);
  return { removed: rows.length, primaryRemoved: rows.length > 0 && primary === undefined };
}

/** The player's most recently saved bank still offered. */
export async function latestFundingSource(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(fundingSources)
    .where(activeBanksOf(userId))
    .orderBy(desc(fundingSources.createdAt), desc(fundingSources.id))
    .limit(1);
  return row;
}

/**
 * When the player last added a bank of their own (one saved from a paid redemption is not the
 * player's change) or a saved bank was removed; null when never (decision 057).
 */
export async function lastBankChangeAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<string | Date | null>`greatest(
        max(${fundingSources.createdAt}) filter (where ${fundingSources.accountNumberEnc} is null),
        max(${fundingSources.removedAt}))`,
    })
    .from(fundingSources)
    .where(eq(fundingSources.userId, userId));
  return row?.at ? new Date(row.at) : null;
}
