import { createHash } from 'node:crypto';
import { toDecimal } from '@app/contracts/money';
import type { Db, DbOrTx } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import * as playthroughRepo from './playthrough.repository';
import { playerTransactions, type TransactionsFilter } from './transactions.service';
import * as repo from './wallet.repository';
import type { WalletEvents } from './wallet-events';
import { ledgerBatch, lockAccountsOf, readAccountsOf, type PlayerAccounts } from './wallet-batch';
import {
  assertAmounts,
  balanceDeltas,
  hashRequest,
  planMovements,
  toBalances,
  type Balances,
  type MultipleOf,
  type OperationResult,
  type WalletOperation,
} from './wallet-plan';
import {
  CURRENCIES,
  HOUSE_ACCOUNT_KINDS,
  type Currency,
  type HouseAccountKind,
} from './wallet.tables';

export type { Balances, Movement, OperationResult, WalletOperation } from './wallet-plan';
export type { LedgerBatch } from './wallet-batch';
export type { ScHolder } from './wallet.repository';

/** The User entity's userWallet (SPEC §3), decimals with two places. */
export function userWalletView(b: Balances) {
  return {
    gcCoin: toDecimal(b.gc),
    scCoin: { wsc: toDecimal(b.scRedeemable) },
    totalScCoin: toDecimal(b.scUnplayed + b.scRedeemable),
  };
}

export function createWalletService(deps: {
  db: Db;
  events: WalletEvents;
  /** Each SC source's play-through multiple in hundredths (decision 053; 1x when not given). */
  multipleOf?: MultipleOf;
}) {
  const { db, events } = deps;
  const multipleOf: MultipleOf = deps.multipleOf ?? (() => 100);
  let houseIds: Map<string, number> | undefined;

  function houseAccountId(kind: HouseAccountKind, currency: Currency) {
    const id = houseIds?.get(`${kind}:${currency}`);
    if (id === undefined) throw new Error(`house account ${kind}:${currency} missing`);
    return id;
  }

  /** Locks all of the player's accounts, creating them on first use. */
  async function lockAccounts(tx: DbOrTx, userId: number) {
    const accounts = (await lockAccountsOf(tx, [userId])).get(userId);
    if (!accounts) throw new Error(`player ${userId} has no accounts`);
    return accounts;
  }

  /** Tells the player's sockets their new balances (call once they are committed). */
  function publishBalance(userId: number, balances: Balances, net: number) {
    events.emit('balance', {
      userId,
      gcCoin: toDecimal(balances.gc),
      scCoin: toDecimal(balances.scUnplayed + balances.scRedeemable),
      wsc: toDecimal(balances.scRedeemable),
      isCredit: net > 0,
    });
  }

  /**
   * Applies an operation inside the caller's transaction. Replaying the same
   * idempotency key answers the first operation (its id, today's balances) and
   * moves nothing; the same key with other parameters is refused. An uncovered
   * debit throws InsufficientBalance and, as the caller's transaction rolls
   * back, nothing moves.
   */
  async function apply(uow: UnitOfWork, op: WalletOperation): Promise<OperationResult> {
    const { tx } = uow;
    assertAmounts(op.movements);
    const requestHash = hashRequest(op);
    const operationId = await repo.claimOperation(tx, {
      idempotencyKey: op.idempotencyKey,
      userId: op.userId,
      kind: op.kind,
      reference: op.reference ?? null,
      requestHash,
    });
    if (operationId === undefined) {
      const existing = await repo.findOperation(tx, op.idempotencyKey);
      if (!existing || existing.requestHash !== requestHash)
        throw new AppError('IdempotencyConflict');
      return {
        operationId: existing.id,
        replayed: true,
        balances: toBalances(await repo.playerAccounts(tx, op.userId)),
      };
    }

    // Plan every transfer on the locked balances, then write each account's net change
    // with one conditional UPDATE (the CHECK constraint backs it up).
    const accounts = await lockAccounts(tx, op.userId);
    const plan = planMovements(accounts, op, houseAccountId, multipleOf);
    for (const { id, delta, playthroughDelta } of balanceDeltas(accounts, plan.accounts)) {
      if ((await repo.changeBalance(tx, id, delta, playthroughDelta)) === undefined)
        throw new AppError('InsufficientBalance');
    }
    await repo.insertTransfers(
      tx,
      plan.transfers.map((t) => ({ ...t, operationId })),
    );
    await playthroughRepo.insertGrants(tx, op.userId, operationId, plan.grants);
    const balances = toBalances([...plan.accounts.values()]);
    if (plan.transfers.length > 0)
      uow.afterCommit(() => publishBalance(op.userId, balances, plan.net));
    return { operationId, replayed: false, balances };
  }

  /**
   * Moves `amount` from one house account to another (a paid redemption's hold settled to
   * REDEMPTIONS), in the caller's transaction: one operation with no player, one transfer.
   * Replaying the key moves nothing and answers the first operation; the same key with other
   * parameters is refused.
   */
  async function transferBetweenHouses(
    uow: UnitOfWork,
    op: {
      idempotencyKey: string;
      kind: string;
      reference?: string;
      currency: Currency;
      from: HouseAccountKind;
      to: HouseAccountKind;
      amount: number;
    },
  ): Promise<{ operationId: number; replayed: boolean }> {
    const { tx } = uow;
    if (!Number.isSafeInteger(op.amount) || op.amount <= 0 || op.from === op.to)
      throw new AppError('ValidationError', 'A house transfer needs two accounts and an amount');
    const requestHash = createHash('sha256')
      .update(
        JSON.stringify([
          'house',
          op.kind,
          op.reference ?? null,
          op.currency,
          op.from,
          op.to,
          op.amount,
        ]),
      )
      .digest('hex');
    const operationId = await repo.claimOperation(tx, {
      idempotencyKey: op.idempotencyKey,
      userId: null,
      kind: op.kind,
      reference: op.reference ?? null,
      requestHash,
    });
    if (operationId === undefined) {
      const existing = await repo.findOperation(tx, op.idempotencyKey);
      if (!existing || existing.requestHash !== requestHash)
        throw new AppError('IdempotencyConflict');
      return { operationId: existing.id, replayed: true };
    }
    await repo.insertTransfers(tx, [
      {
        operationId,
        kind: op.kind,
        currency: op.currency,
        fromAccountId: houseAccountId(op.from, op.currency),
        toAccountId: houseAccountId(op.to, op.currency),
        amount: op.amount,
      },
    ]);
    return { operationId, replayed: false };
  }

  return {
    apply,
    transferBetweenHouses,

    /**
     * A batch of fresh operations (game rounds) over many players' accounts, locked in the
     * caller's transaction: each is planned in memory as it is added, and all are written by one
     * statement the caller runs (LedgerBatch.writePart), then published.
     */
    lockBatch: async (tx: DbOrTx, userIds: number[]) =>
      ledgerBatch(await lockAccountsOf(tx, userIds), {
        houseAccountId,
        multipleOf,
        publishBalance,
      }),

    /**
     * The same batch planned on balances read without a lock (undefined if a player has no
     * accounts yet): its write succeeds only if every balance is still the one read.
     */
    readBatch: async (userIds: number[]) => {
      const accounts = await readAccountsOf(db, userIds);
      return userIds.every((id) => accounts.has(id))
        ? ledgerBatch(accounts, { houseAccountId, multipleOf, publishBalance })
        : undefined;
    },

    /**
     * The accounts of those of these players who have every kind, read without a lock; a batch
     * planned on them (batchOn) writes only if every balance is still the one read.
     */
    readAccounts: (userIds: number[]) => readAccountsOf(db, userIds),

    /** A batch planned on accounts read before (readAccounts), as readBatch plans it. */
    batchOn: (accounts: Map<number, PlayerAccounts>) =>
      ledgerBatch(accounts, { houseAccountId, multipleOf, publishBalance }),

    /** Creates the house accounts once, outside any player's transaction, and remembers their ids. */
    async init() {
      await repo.createHouseAccounts(db);
      houseIds = new Map(
        (await repo.listHouseAccounts(db)).map((a) => [`${a.kind}:${a.currency}`, a.id]),
      );
    },

    async openAccounts(userId: number, tx: DbOrTx = db) {
      await repo.createPlayerAccounts(tx, userId);
    },

    async balances(userId: number, tx: DbOrTx = db): Promise<Balances> {
      return toBalances(await repo.playerAccounts(tx, userId));
    },

    /** Tells the player's sockets a bet was refused (SPEC §4 'You do not have sufficient coins'). */
    notifyInsufficientBalance(userId: number) {
      events.emit('insufficientBalance', { userId });
    },

    /** The player's movements, a page (keyset or numbered) and a capped count (decision 066). */
    transactions: (userId: number, filter: TransactionsFilter) =>
      playerTransactions(db, userId, filter),

    ledgerTotals: () => repo.ledgerTotals(db),

    /**
     * Players holding SC, in id order after `afterUserId`, with when their coins last moved other
     * than by `ignoringKinds` (the SC expiry job's scan, decision 054).
     */
    holdersAfter: (afterUserId: number, limit: number, ignoringKinds: readonly string[]) =>
      repo.scHoldersAfter(db, afterUserId, limit, ignoringKinds),

    /** When the player's coins last moved, other than by `ignoringKinds` (ms; null if never). */
    lastOperationMs: (tx: DbOrTx, userId: number, ignoringKinds: readonly string[]) =>
      repo.lastOperationMs(tx, userId, ignoringKinds),

    /**
     * SC credited to the player from the games (wins), bonuses, adjustments and free entry,
     * lifetime, in hundredths (the redemption risk signals, decision 057).
     */
    scCreditsBySource: (userId: number, tx: DbOrTx = db) => repo.scCreditsBySource(tx, userId),

    /** SC the player bet since `since` (from either SC account to the games), in hundredths. */
    scWageredSince: (userId: number, since: Date, tx: DbOrTx = db) =>
      repo.scWageredSince(tx, userId, since),

    /**
     * The ledger as it stood at `at`, per currency: the players' accounts together and each house
     * account, from the transfers made before it (decision 056).
     */
    async balancesAt(at: Date) {
      const rows = await repo.balancesAt(db, at);
      return CURRENCIES.map((currency) => {
        const mine = rows.filter((r) => r.currency === currency);
        const house = Object.fromEntries(
          HOUSE_ACCOUNT_KINDS.map((kind) => [
            kind,
            mine.find((r) => r.house === kind)?.balance ?? 0,
          ]),
        ) as Record<HouseAccountKind, number>;
        const players = mine.find((r) => r.house === null)?.balance ?? 0;
        return { currency, players, house };
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
