import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { TLedgerAccount } from '@app/contracts/players-admin';
import type { DbOrTx } from '../../db/database';
import { loginFailures, sessions } from '../auth/auth.tables';
import { games } from '../games/games.tables';
import { gameRounds, gameSeeds } from '../games/rounds.tables';
import { purchases } from '../payments/purchases.tables';
import { walletAccounts, walletOperations, walletTransfers } from '../wallet/wallet.tables';
import { playerNotes } from './player-notes.tables';

/** Keyset paging: rows with an id below `beforeId`, newest first. */
export interface CursorPage {
  beforeId?: number;
  limit: number;
}

const below = (column: Parameters<typeof lt>[0], beforeId?: number) =>
  beforeId === undefined ? undefined : lt(column, beforeId);

export async function playerAccountsOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: walletAccounts.id, kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
}

/**
 * The player's ledger, newest first: every transfer into or out of one of their accounts, with
 * the account's balance after it. Each account side is read by its own index range
 * ((from|to)_account_id, id) with the page's limit, then merged: a page costs a few short index
 * scans whatever the player's history holds.
 */
export async function ledgerPage(
  db: DbOrTx,
  accounts: { id: number; kind: string }[],
  filter: CursorPage & { kind?: string },
) {
  const sides = accounts.flatMap((account) =>
    (['from', 'to'] as const).map(async (side) => {
      const column = side === 'from' ? walletTransfers.fromAccountId : walletTransfers.toAccountId;
      const parts: (SQL | undefined)[] = [
        eq(column, account.id),
        below(walletTransfers.id, filter.beforeId),
        filter.kind ? eq(walletTransfers.kind, filter.kind) : undefined,
      ];
      const rows = await db
        .select({
          id: walletTransfers.id,
          kind: walletTransfers.kind,
          amount: walletTransfers.amount,
          fromBalanceAfter: walletTransfers.fromBalanceAfter,
          toBalanceAfter: walletTransfers.toBalanceAfter,
          operationId: walletTransfers.operationId,
          createdAt: walletTransfers.createdAt,
        })
        .from(walletTransfers)
        .where(and(...parts))
        .orderBy(desc(walletTransfers.id))
        .limit(filter.limit);
      return rows.map((row) => ({
        id: row.id,
        at: row.createdAt,
        kind: row.kind,
        account: account.kind as TLedgerAccount,
        amount: side === 'from' ? -row.amount : row.amount,
        balanceAfter: (side === 'from' ? row.fromBalanceAfter : row.toBalanceAfter) ?? 0,
        operationId: row.operationId,
      }));
    }),
  );
  // On PostgreSQL the pool reads the sides in parallel; PGlite runs them one after another.
  const merged = (await Promise.all(sides))
    .flat()
    .sort((a, b) => b.id - a.id || a.account.localeCompare(b.account))
    .slice(0, filter.limit);
  const operationIds = [...new Set(merged.map((row) => row.operationId))];
  const operations = operationIds.length
    ? await db
        .select({
          id: walletOperations.id,
          kind: walletOperations.kind,
          reference: walletOperations.reference,
        })
        .from(walletOperations)
        .where(inArray(walletOperations.id, operationIds))
    : [];
  const byId = new Map(operations.map((op) => [op.id, op]));
  return merged.map(({ operationId, ...row }) => ({
    ...row,
    operation: byId.get(operationId)?.kind ?? '',
    reference: byId.get(operationId)?.reference ?? null,
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
