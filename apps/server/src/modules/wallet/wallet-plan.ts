import { createHash } from 'node:crypto';
import { AppError } from '../../platform/app-error';
import type { Currency, HouseAccountKind, PlayerAccountKind } from './wallet.tables';

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

/** What an idempotency key stands for: a replay with other parameters is refused. */
export const hashRequest = (op: WalletOperation) =>
  createHash('sha256')
    .update(JSON.stringify([op.userId, op.kind, op.reference ?? null, op.movements]))
    .digest('hex');

export function toBalances(rows: { kind: string; balance: number }[]): Balances {
  const of = (kind: PlayerAccountKind) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  return { gc: of('GC'), scUnplayed: of('SC_UNPLAYED'), scRedeemable: of('SC_REDEEMABLE') };
}

/** A player account as locked for the operation. */
export interface AccountState {
  id: number;
  kind: PlayerAccountKind;
  balance: number;
}

export interface PlannedTransfer {
  kind: string;
  currency: Currency;
  fromAccountId: number;
  toAccountId: number;
  amount: number;
  fromBalanceAfter?: number;
  toBalanceAfter?: number;
}

export interface Plan {
  transfers: PlannedTransfer[];
  /** Every account of the player after the movements (copies; the input is left as it was). */
  accounts: Map<PlayerAccountKind, AccountState>;
  /** Positive when the player gained overall. */
  net: number;
}

export type HouseAccountId = (kind: HouseAccountKind, currency: Currency) => number;

export function assertAmounts(movements: Movement[]) {
  for (const m of movements) {
    if (!Number.isSafeInteger(m.amount) || m.amount < 0) {
      throw new AppError('ValidationError', 'Amount must be a positive number of hundredths');
    }
  }
}

/**
 * Plans the transfers of `movements` on copies of the player's locked accounts. An uncovered
 * debit throws InsufficientBalance and leaves the accounts as they were.
 */
export function planMovements(
  locked: ReadonlyMap<PlayerAccountKind, AccountState>,
  movements: Movement[],
  houseAccountId: HouseAccountId,
): Plan {
  const accounts = new Map([...locked].map(([kind, a]) => [kind, { ...a }]));
  const account = (kind: PlayerAccountKind) => {
    const row = accounts.get(kind);
    if (!row) throw new Error(`player account ${kind} missing`);
    return row;
  };
  const transfers: PlannedTransfer[] = [];
  let net = 0;
  for (const m of movements) {
    if (m.amount === 0) continue;
    const house = houseAccountId(m.house, m.currency);
    if (m.direction === 'credit') {
      const target = account(m.currency === 'GC' ? 'GC' : (m.scAccount ?? 'SC_UNPLAYED'));
      target.balance += m.amount;
      transfers.push({
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
  return { transfers, accounts, net };
}

/** Each account's change from `before` to the plan, only where it changed. */
export function balanceDeltas(
  before: ReadonlyMap<PlayerAccountKind, AccountState>,
  after: ReadonlyMap<PlayerAccountKind, AccountState>,
) {
  const deltas: { id: number; delta: number; before: number }[] = [];
  for (const [kind, a] of after) {
    const opening = before.get(kind)?.balance ?? 0;
    const delta = a.balance - opening;
    if (delta !== 0) deltas.push({ id: a.id, delta, before: opening });
  }
  return deltas;
}
