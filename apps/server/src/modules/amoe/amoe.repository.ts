import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TAmoeCardListQuery } from '@app/contracts/amoe';
import type { DbOrTx } from '../../db/database';
import { amoeCards, amoeCodes } from './amoe.tables';

export type AmoeCodeRow = typeof amoeCodes.$inferSelect;
export type AmoeCardRow = typeof amoeCards.$inferSelect;
export type NewAmoeCard = typeof amoeCards.$inferInsert;

/** Class of the transaction-scoped advisory locks of free entry (one per player; decision 052). */
const AMOE_LOCK_CLASS = 15_052;

/** Waits for the player's free-entry lock: their cards are entered one at a time. */
export async function takePlayerLock(tx: DbOrTx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${AMOE_LOCK_CLASS}, ${userId})`);
}

/**
 * Issues a code for the player's day unless they already have one: false when the day already
 * had a code (the unique (user_id, issued_on) decides between parallel requests).
 */
export async function insertCodeForDay(
  db: DbOrTx,
  values: { userId: number; code: string; issuedOn: string; expiresOn: string },
): Promise<boolean> {
  const rows = await db
    .insert(amoeCodes)
    .values(values)
    .onConflictDoNothing({ target: [amoeCodes.userId, amoeCodes.issuedOn] })
    .returning({ id: amoeCodes.id });
  return rows.length > 0;
}

export async function codeOfDay(
  db: DbOrTx,
  userId: number,
  issuedOn: string,
): Promise<AmoeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(amoeCodes)
    .where(and(eq(amoeCodes.userId, userId), eq(amoeCodes.issuedOn, issuedOn)));
  return row;
}

export async function codeByText(db: DbOrTx, code: string): Promise<AmoeCodeRow | undefined> {
  const [row] = await db.select().from(amoeCodes).where(eq(amoeCodes.code, code));
  return row;
}

/** A card that uses its code: any card but a CODE_ALREADY_USED refusal. */
const usesItsCode = () =>
  or(sql`${amoeCards.reason} is null`, sql`${amoeCards.reason} <> 'CODE_ALREADY_USED'`);

/** The card that used the code (its first card: not a CODE_ALREADY_USED refusal), if any. */
export async function cardUsingCode(db: DbOrTx, codeId: number): Promise<AmoeCardRow | undefined> {
  const [row] = await db
    .select()
    .from(amoeCards)
    .where(and(eq(amoeCards.codeId, codeId), usesItsCode()));
  return row;
}

/**
 * Writes the card that uses its code; undefined when the code already has one (the partial
 * unique index amoe_cards_code_use_key, whatever ran at the same time).
 */
export async function insertCardUsingCode(
  db: DbOrTx,
  values: NewAmoeCard,
): Promise<AmoeCardRow | undefined> {
  const [row] = await db
    .insert(amoeCards)
    .values(values)
    .onConflictDoNothing({
      target: amoeCards.codeId,
      where: sql`${amoeCards.reason} is null or ${amoeCards.reason} <> 'CODE_ALREADY_USED'`,
    })
    .returning();
  return row;
}

/** Writes a card refused because its code was used before (any number of them may exist). */
export async function insertRepeatedCard(db: DbOrTx, values: NewAmoeCard): Promise<AmoeCardRow> {
  const [row] = await db.insert(amoeCards).values(values).returning();
  if (!row) throw new Error('amoe card insert returned nothing');
  return row;
}

/** The player's credited cards received in [from, to) (calendar days). */
export async function countCreditedBetween(
  db: DbOrTx,
  userId: number,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(amoeCards)
    .where(
      and(
        eq(amoeCards.userId, userId),
        eq(amoeCards.status, 'CREDITED'),
        gte(amoeCards.receivedOn, from),
        lt(amoeCards.receivedOn, to),
      ),
    );
  return row?.n ?? 0;
}

/** The player's newest codes with the card that used each, if any. */
export async function recentCodes(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({ code: amoeCodes, card: amoeCards })
    .from(amoeCodes)
    .leftJoin(amoeCards, and(eq(amoeCards.codeId, amoeCodes.id), usesItsCode()))
    .where(eq(amoeCodes.userId, userId))
    .orderBy(desc(amoeCodes.issuedOn))
    .limit(limit);
}

/** A page of cards, newest first, with each card's code. */
export async function listCards(db: DbOrTx, query: TAmoeCardListQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(amoeCards.status, query.status));
  if (query.userId) filters.push(eq(amoeCards.userId, query.userId));
  if (query.code) filters.push(eq(amoeCodes.code, query.code));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ card: amoeCards, code: amoeCodes.code })
      .from(amoeCards)
      .innerJoin(amoeCodes, eq(amoeCodes.id, amoeCards.codeId))
      .where(where)
      .orderBy(desc(amoeCards.enteredAt), desc(amoeCards.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(amoeCards)
      .innerJoin(amoeCodes, eq(amoeCodes.id, amoeCards.codeId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
