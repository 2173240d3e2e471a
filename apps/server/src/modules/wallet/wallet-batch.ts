import type { DbOrTx } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import * as repo from './wallet.repository';
import {
  assertAmounts,
  balanceDeltas,
  hashRequest,
  planMovements,
  toBalances,
  type AccountState,
  type Balances,
  type HouseAccountId,
  type Plan,
  type WalletOperation,
} from './wallet-plan';
import { PLAYER_ACCOUNT_KINDS, type PlayerAccountKind } from './wallet.tables';

type Accounts = Map<PlayerAccountKind, AccountState>;

/** A batch of fresh operations over many players' locked accounts (see WalletService.openBatch). */
export interface LedgerBatch {
  /**
   * Plans `op` on the balances left by the operations added before it and answers the player's
   * balances after it. An uncovered debit throws InsufficientBalance and leaves the batch as it was.
   */
  add(op: WalletOperation): Balances;
  /**
   * Writes every added operation (one statement) and answers their ids by idempotency key. A key
   * that was used before, or a balance that moved meanwhile, throws: the caller's transaction
   * must roll back, and the caller may apply the operations one by one instead.
   */
  write(): Promise<Map<string, number>>;
}

export class BatchWriteError extends Error {}

/**
 * Locks every account of these players (one indexed statement, id order, so two transactions
 * never deadlock on them), creating missing ones first; answers each player's accounts by kind.
 */
export async function lockAccountsOf(
  tx: DbOrTx,
  userIds: number[],
): Promise<Map<number, Accounts>> {
  const players = [...new Set(userIds)];
  let rows = await repo.lockAccountsOfUsers(tx, players);
  const complete = (id: number) =>
    rows.filter((r) => r.userId === id).length === PLAYER_ACCOUNT_KINDS.length;
  const incomplete = players.filter((id) => !complete(id));
  if (incomplete.length > 0) {
    for (const id of incomplete) await repo.createPlayerAccounts(tx, id);
    rows = await repo.lockAccountsOfUsers(tx, players);
  }
  const byPlayer = new Map<number, Accounts>();
  for (const r of rows) {
    const accounts = byPlayer.get(r.userId) ?? new Map();
    accounts.set(r.kind, { id: r.id, kind: r.kind, balance: r.balance });
    byPlayer.set(r.userId, accounts);
  }
  return byPlayer;
}

export async function openLedgerBatch(
  uow: UnitOfWork,
  userIds: number[],
  deps: {
    houseAccountId: HouseAccountId;
    afterCommitBalance: (uow: UnitOfWork, userId: number, b: Balances, net: number) => void;
  },
): Promise<LedgerBatch> {
  const opening = await lockAccountsOf(uow.tx, userIds);
  const current = new Map(opening);
  const added: { op: WalletOperation; plan: Plan }[] = [];

  return {
    add(op) {
      assertAmounts(op.movements);
      const accounts = current.get(op.userId);
      if (!accounts) throw new Error(`player ${op.userId} is not in this batch`);
      const plan = planMovements(accounts, op.movements, deps.houseAccountId);
      current.set(op.userId, plan.accounts);
      added.push({ op, plan });
      return toBalances([...plan.accounts.values()]);
    },

    async write() {
      if (added.length === 0) return new Map();
      const batch: repo.BatchWrite = {
        operations: added.map(({ op }) => ({
          key: op.idempotencyKey,
          userId: op.userId,
          kind: op.kind,
          reference: op.reference ?? null,
          hash: hashRequest(op),
        })),
        deltas: [...current].flatMap(([userId, after]) =>
          balanceDeltas(opening.get(userId) ?? new Map(), after),
        ),
        transfers: added.flatMap(({ op, plan }) =>
          plan.transfers.map((t) => ({ ...t, key: op.idempotencyKey })),
        ),
      };
      const written = await repo.writeBatch(uow.tx, batch);
      if (
        written.operationIds.size !== batch.operations.length ||
        written.moved !== batch.deltas.length ||
        written.transfers !== batch.transfers.length
      ) {
        throw new BatchWriteError(
          `ledger batch not written as planned: ${written.operationIds.size}/${batch.operations.length} operations, ${written.moved}/${batch.deltas.length} balances, ${written.transfers}/${batch.transfers.length} transfers`,
        );
      }
      for (const { op, plan } of added) {
        if (plan.transfers.length > 0)
          deps.afterCommitBalance(
            uow,
            op.userId,
            toBalances([...plan.accounts.values()]),
            plan.net,
          );
      }
      return written.operationIds;
    },
  };
}
