import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { TLedgerAccount } from '@app/contracts/players-admin';
import { queryRows, type DbOrTx } from '../../db/database';
import { loginFailures, sessions } from '../auth/auth.tables';
import { games } from '../games/games.tables';
import { gameRounds, gameSeeds } from '../games/rounds.tables';
import { purchases } from '../payments/purchases.tables';
import { users } from '../users/users.tables';
import { transferSides } from '../wallet/transfer-sides';
import { walletAccounts } from '../wallet/wallet.tables';
import { playerNotes } from './player-notes.tables';

/** Keyset paging: rows with an id below `beforeId`, newest first. */
export interface CursorPage {
  beforeId?: number;
  limit: number;
}

const below = (column: Parameters<typeof lt>[0], beforeId?: number) =>
  beforeId === undefined ? undefined : lt(column, beforeId);

/** The wallet accounts of a player (none for an id that is not a player's). */
export async function playerAccountsOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: walletAccounts.id, kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .innerJoin(users, eq(users.id, walletAccounts.userId))
    .where(and(eq(walletAccounts.userId, userId), eq(users.role, 'player')));
}

/**
 * The player's ledger, newest first: every transfer into or out of one of their accounts, with
 * the account's balance after it. One statement: each side of each account is its own index range
 * ((from|to)_account_id, id) cut at the page's limit, the sides are merged and joined to their
 * operations — a page costs a few short index scans whatever the player's history holds.
 */
export async function ledgerPage(
  db: DbOrTx,
  accounts: { id: number; kind: string }[],
  filter: CursorPage & { kind?: string },
) {
  if (accounts.length === 0) return [];
  const sides = transferSides(
    accounts,
    (side, account) => sql`id, created_at, kind,
      ${side === 'from' ? sql`-amount` : sql`amount`} as amount,
      ${sql.identifier(`${side}_balance_after`)} as balance_after,
      operation_id, ${account.kind}::text as account`,
    {
      bound: filter.beforeId === undefined ? undefined : sql`id < ${filter.beforeId}`,
      kind: filter.kind,
      limit: filter.limit,
    },
  );
  const rows = await queryRows<{
    id: string | number;
    at: Date | string;
    kind: string;
    account: TLedgerAccount;
    amount: string | number;
    balanceAfter: string | number | null;
    operation: string;
    reference: string | null;
  }>(
    db,
    sql`select t.id, t.created_at as "at", t.kind, t.account, t.amount,
        t.balance_after as "balanceAfter", o.kind as operation, o.reference
      from (${sides}) t
      join wallet_operations o on o.id = t.operation_id
      order by t.id desc, t.account
      limit ${filter.limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at),
    kind: r.kind,
    account: r.account,
    amount: Number(r.amount),
    balanceAfter: Number(r.balanceAfter ?? 0),
    operation: r.operation,
    reference: r.reference,
  }));
}

export async function roundsPage(db: DbOrTx, userId: number, page: CursorPage) {
  return db
    .select({ round: gameRounds, gameName: games.name, themeKey: games.themeKey, seed: gameSeeds })
    .from(gameRounds)
    .innerJoin(games, eq(games.masterCasinoGameId, gameRounds.gameId))
    .innerJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
    .where(and(eq(gameRounds.userId, userId), below(gameRounds.id, page.beforeId)))
    .orderBy(desc(gameRounds.id))
    .limit(page.limit);
}

export type RoundWithGame = Awaited<ReturnType<typeof roundsPage>>[number];

export async function findRound(db: DbOrTx, userId: number, roundId: number) {
  const [row] = await db
    .select({ round: gameRounds, gameName: games.name, themeKey: games.themeKey, seed: gameSeeds })
    .from(gameRounds)
    .innerJoin(games, eq(games.masterCasinoGameId, gameRounds.gameId))
    .innerJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.id, roundId)));
  return row;
}

export async function purchasesPage(db: DbOrTx, userId: number, page: CursorPage) {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), below(purchases.id, page.beforeId)))
    .orderBy(desc(purchases.id))
    .limit(page.limit);
}

/** The latest sign-ins (sessions) and failed sign-ins, newest first. */
export async function signIns(db: DbOrTx, userId: number, limit: number) {
  const [started, failed] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.id))
      .limit(limit),
    db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.userId, userId))
      .orderBy(desc(loginFailures.id))
      .limit(limit),
  ]);
  return { started, failed };
}

export async function notesOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(playerNotes)
    .where(eq(playerNotes.userId, userId))
    .orderBy(desc(playerNotes.id))
    .limit(200);
}

export async function insertNote(
  db: DbOrTx,
  values: { userId: number; staffId: number | null; staffEmail: string; body: string },
) {
  const [row] = await db.insert(playerNotes).values(values).returning();
  if (!row) throw new Error('insert player_notes returned no row');
  return row;
}
