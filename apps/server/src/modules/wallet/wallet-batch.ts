import type { DbOrTx } from '../../db/database';
import type { CallPart } from '../../db/raw-sql';
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
  type MultipleOf,
  type Plan,
  type WalletOperation,
} from './wallet-plan';
import { PLAYER_ACCOUNT_KINDS, type PlayerAccountKind } from './wallet.tables';

/** One player's accounts by kind, as a batch plans on them. */
export type PlayerAccounts = Map<PlayerAccountKind, AccountState>;
type Accounts = PlayerAccounts;

/**
 * A batch of fresh operations over many players' accounts (see WalletService.lockBatch and
 * readBatch), planned in memory and written by one statement the caller runs.
 */
export interface LedgerBatch {
  /**
   * Plans `op` on the balances left by the operations added before it and answers the player's
   * balances after it. An uncovered debit throws InsufficientBalance and leaves the batch as it was.
   */
  add(op: WalletOperation): Balances;
  /**
   * Every added operation's write, as its part of the caller's statement (ids by idempotency
   * key). A key used before, or a balance that is no longer the one planned on, makes the
   * statement fail as a whole; the caller may apply the operations one by one instead.
   */
  writePart(): CallPart<Map<string, number>>;
  /** Once the statement has committed: each player's sockets learn their new balances. */
  publish(): void;
}

/**
 * Locks every account of these players (one indexed statement, id order, so two transactions
 * never deadlock on them), creating missing ones first; answers each player's accounts by kind.
 */
export async function lockAccountsOf(
  tx: DbOrTx,
  userIds: number[],
): Promise<Map<number, Accounts>> {
  const players = [...new Set(userIds)];
  const accounts = byPlayer(await repo.accountsOfUsers(tx, players, { lock: true }));
  const incomplete = incompletePlayers(accounts, players);
  if (incomplete.length === 0) return accounts;
  for (const id of incomplete) await repo.createPlayerAccounts(tx, id);
  return byPlayer(await repo.accountsOfUsers(tx, players, { lock: true }));
}

/** Players who have not every kind of account yet. */
const incompletePlayers = (accounts: Map<number, Accounts>, players: number[]) =>
  players.filter((id) => accounts.get(id)?.size !== PLAYER_ACCOUNT_KINDS.length);

function byPlayer(rows: repo.AccountRow[]) {
  const players = new Map<number, Accounts>();
  for (const r of rows) {
    const accounts = players.get(r.userId) ?? new Map();
    accounts.set(r.kind, {
      id: r.id,
      kind: r.kind,
      balance: r.balance,
      playthrough: r.playthrough,
    });
    players.set(r.userId, accounts);
  }
  return players;
}

/**
 * The accounts of those of these players who have all of them, read without a lock (the locked
 * path creates the missing ones).
 */
export async function readAccountsOf(db: DbOrTx, userIds: number[]) {
  const players = [...new Set(userIds)];
  const accounts = byPlayer(await repo.accountsOfUsers(db, players, { lock: false }));
  for (const id of incompletePlayers(accounts, players)) accounts.delete(id);
  return accounts;
}

export function ledgerBatch(
  opening: Map<number, Accounts>,
  deps: {
    houseAccountId: HouseAccountId;
    multipleOf: MultipleOf;
    publishBalance: (userId: number, b: Balances, net: number) => void;
  },
): LedgerBatch {
  const current = new Map(opening);
  const added: { op: WalletOperation; plan: Plan }[] = [];

  return {
    add(op) {
      assertAmounts(op.movements);
      const accounts = current.get(op.userId);
      if (!accounts) throw new Error(`player ${op.userId} is not in this batch`);
      const plan = planMovements(accounts, op, deps.houseAccountId, deps.multipleOf);
      // A batch carries game rounds: their SC is won, never credited as unplayed to play through.
      if (plan.grants.length > 0) throw new Error(`a batch cannot credit unplayed SC (${op.kind})`);
      current.set(op.userId, plan.accounts);
      added.push({ op, plan });
      return toBalances([...plan.accounts.values()]);
    },

    writePart() {
      return repo.writeBatchPart({
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
      });
    },

    publish() {
      for (const { op, plan } of added) {
        if (plan.transfers.length > 0)
          deps.publishBalance(op.userId, toBalances([...plan.accounts.values()]), plan.net);
      }
    },
  };
}
