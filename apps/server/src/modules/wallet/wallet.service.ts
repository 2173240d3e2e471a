import { createHash } from 'node:crypto';
import { toDecimal } from '@app/contracts/money';
import type { Db, DbOrTx } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import * as repo from './wallet.repository';
import type { WalletEvents } from './wallet-events';
import {
  PLAYER_ACCOUNT_KINDS,
  type Currency,
  type HouseAccountKind,
  type PlayerAccountKind,
} from './wallet.tables';

/**
 * One movement of a player's coins against a house account. A GC movement uses
 * the GC account. An SC debit takes unplayed SC first, then redeemable, unless
 * `scAccount` names the one account to take from (a redemption hold takes only
 * redeemable SC); an SC credit goes to `scAccount` (unplayed for bonuses and
 * purchases, redeemable for wins).
 */
export interface Movement {
  direction: 'credit' | 'debit';
  currency: Currency;
  amount: number;
  house: HouseAccountKind;
  /** Transfer kind shown in the player's history: bet, win, bonus, purchase, redemption_hold, ... */
  kind: string;
  scAccount?: 'SC_UNPLAYED' | 'SC_REDEEMABLE';
}

export interface WalletOperation {
  idempotencyKey: string;
  userId: number;
  kind: string;
  reference?: string;
  movements: Movement[];
}

export interface Balances {
  gc: number;
  scUnplayed: number;
  scRedeemable: number;
}

export interface OperationResult {
  operationId: number;
  replayed: boolean;
  balances: Balances;
}

const hashRequest = (op: WalletOperation) =>
  createHash('sha256')
    .update(JSON.stringify([op.userId, op.kind, op.reference ?? null, op.movements]))
    .digest('hex');

function toBalances(rows: { kind: string; balance: number }[]): Balances {
  const of = (kind: PlayerAccountKind) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  return { gc: of('GC'), scUnplayed: of('SC_UNPLAYED'), scRedeemable: of('SC_REDEEMABLE') };
}

/** The User entity's userWallet (SPEC §3), decimals with two places. */
export function userWalletView(b: Balances) {
  return {
    gcCoin: toDecimal(b.gc),
    scCoin: { wsc: toDecimal(b.scRedeemable) },
    totalScCoin: toDecimal(b.scUnplayed + b.scRedeemable),
  };
}

export function createWalletService(deps: { db: Db; events: WalletEvents }) {
  const { db, events } = deps;
  let houseIds: Map<string, number> | undefined;

  function houseAccountId(kind: HouseAccountKind, currency: Currency) {
    const id = houseIds?.get(`${kind}:${currency}`);
    if (id === undefined) throw new Error(`house account ${kind}:${currency} missing`);
    return id;
  }

  /** Locks all of the player's accounts (one indexed statement, id order), creating them on first use. */
  async function lockAccounts(tx: DbOrTx, userId: number) {
    let rows = await repo.lockPlayerAccounts(tx, userId, PLAYER_ACCOUNT_KINDS);
    if (rows.length < PLAYER_ACCOUNT_KINDS.length) {
      await repo.createPlayerAccounts(tx, userId);
      rows = await repo.lockPlayerAccounts(tx, userId, PLAYER_ACCOUNT_KINDS);
    }
    return new Map(rows.map((r) => [r.kind as PlayerAccountKind, { ...r }]));
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
    for (const m of op.movements) {
      if (!Number.isSafeInteger(m.amount) || m.amount < 0) {
        throw new AppError('ValidationError', 'Amount must be a positive number of hundredths');
      }
    }
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
    const account = (kind: PlayerAccountKind) => {
      const row = accounts.get(kind);
      if (!row) throw new Error(`player account ${kind} missing`);
      return row;
    };
    const opening = new Map([...accounts.values()].map((a) => [a.id, a.balance]));
    const transfers: repo.NewTransfer[] = [];
    let net = 0;
    for (const m of op.movements) {
      if (m.amount === 0) continue;
      const house = houseAccountId(m.house, m.currency);
      if (m.direction === 'credit') {
        const target = account(m.currency === 'GC' ? 'GC' : (m.scAccount ?? 'SC_UNPLAYED'));
        target.balance += m.amount;
        transfers.push({
          operationId,
          kind: m.kind,
          currency: m.currency,
          fromAccountId: house,
          toAccountId: target.id,
          amount: m.amount,
          toBalanceAfter: target.balance,
        });
        net += m.amount;
        continue;
      }
      const sources =
        m.currency === 'GC'
          ? [account('GC')]
          : m.scAccount
            ? [account(m.scAccount)]
            : [account('SC_UNPLAYED'), account('SC_REDEEMABLE')];
      if (sources.reduce((sum, s) => sum + s.balance, 0) < m.amount)
        throw new AppError('InsufficientBalance');
      let remaining = m.amount;
      for (const source of sources) {
        const take = Math.min(source.balance, remaining);
        if (take === 0) continue;
        source.balance -= take;
        transfers.push({
          operationId,
          kind: m.kind,
          currency: m.currency,
          fromAccountId: source.id,
          toAccountId: house,
          amount: take,
          fromBalanceAfter: source.balance,
        });
        remaining -= take;
      }
      net -= m.amount;
    }
    for (const a of accounts.values()) {
      const delta = a.balance - (opening.get(a.id) ?? 0);
      if (delta !== 0 && (await repo.changeBalance(tx, a.id, delta)) === undefined)
        throw new AppError('InsufficientBalance');
    }
    await repo.insertTransfers(tx, transfers);
    const balances = toBalances([...accounts.values()]);
    if (transfers.length > 0) {
      uow.afterCommit(() =>
        events.emit('balance', {
          userId: op.userId,
          gcCoin: toDecimal(balances.gc),
          scCoin: toDecimal(balances.scUnplayed + balances.scRedeemable),
          wsc: toDecimal(balances.scRedeemable),
          isCredit: net > 0,
        }),
      );
    }
    return { operationId, replayed: false, balances };
  }

  return {
    apply,

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

    async transactions(
      userId: number,
      filter: { currency?: Currency; kind?: string; page: number; limit: number },
    ) {
      const accounts = await repo.playerAccounts(db, userId);
      if (accounts.length === 0) return { rows: [], count: 0 };
      const ids = new Set(accounts.map((a) => a.id));
      const { rows, count } = await repo.listPlayerTransfers(db, [...ids], {
        currency: filter.currency,
        kind: filter.kind,
        limit: filter.limit,
        offset: (filter.page - 1) * filter.limit,
      });
      return {
        count,
        rows: rows.map((r) => {
          const outgoing = ids.has(r.fromAccountId);
          const account = accounts.find(
            (a) => a.id === (outgoing ? r.fromAccountId : r.toAccountId),
          );
          return {
            transactionId: r.id,
            type: r.kind,
            coinType: r.currency,
            wallet:
              account?.kind === 'SC_REDEEMABLE'
                ? 'redeemable'
                : account?.kind === 'SC_UNPLAYED'
                  ? 'unplayed'
                  : 'gc',
            amount: toDecimal(outgoing ? -r.amount : r.amount),
            balanceAfter: toDecimal((outgoing ? r.fromBalanceAfter : r.toBalanceAfter) ?? 0),
            status: 'success',
            reference: r.reference,
            createdAt: r.createdAt.toISOString(),
          };
        }),
      };
    },

    ledgerTotals: () => repo.ledgerTotals(db),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
