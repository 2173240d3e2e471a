import { createHash } from 'node:crypto';
import { AppError } from '../../platform/app-error';
import {
  WAGER_KIND,
  countPlayed,
  creditedAccount,
  grantOf,
  settlePlaythrough,
  type MultipleOf,
  type PlaythroughGrant,
} from './playthrough';
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

export type { MultipleOf, PlaythroughGrant } from './playthrough';

export function toBalances(rows: { kind: string; balance: number }[]): Balances {
  const of = (kind: PlayerAccountKind) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  return { gc: of('GC'), scUnplayed: of('SC_UNPLAYED'), scRedeemable: of('SC_REDEEMABLE') };
}

/** A player account as locked for the operation. */
export interface AccountState {
  id: number;
  kind: PlayerAccountKind;
  balance: number;
  /** SC_UNPLAYED only: the SC still to be wagered before it turns redeemable (0 elsewhere). */
  playthrough: number;
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
  /** The SC credited to the unplayed account, by source, with the wager each asks for. */
  grants: PlaythroughGrant[];
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
 * Plans the transfers of an operation's movements on copies of the player's locked accounts, with
 * the SC play-through rules (decision 053, playthrough.ts): SC credited to the unplayed account
 * asks for a wager of its amount times its source's multiple; a bet counts towards it; a win
 * fills the unplayed SC up to what is left to play and the rest is redeemable. An uncovered debit
 * throws InsufficientBalance and leaves the accounts as they were.
 */
export function planMovements(
  locked: ReadonlyMap<PlayerAccountKind, AccountState>,
  op: Pick<WalletOperation, 'kind' | 'movements'>,
  houseAccountId: HouseAccountId,
  multipleOf: MultipleOf,
): Plan {
  const accounts = new Map([...locked].map(([kind, a]) => [kind, { ...a }]));
  const account = (kind: PlayerAccountKind) => {
    const row = accounts.get(kind);
    if (!row) throw new Error(`player account ${kind} missing`);
    return row;
  };
  const transfers: PlannedTransfer[] = [];
  const grants: PlaythroughGrant[] = [];
  let net = 0;
  for (const m of op.movements) {
    if (m.amount === 0) continue;
    const house = houseAccountId(m.house, m.currency);
    if (m.direction === 'credit') {
      const target = account(creditedAccount(m, account('SC_UNPLAYED')));
      target.balance += m.amount;
      transfers.push({
        kind: m.kind,
        currency: m.currency,
        fromAccountId: house,
        toAccountId: target.id,
        amount: m.amount,
        toBalanceAfter: target.balance,
      });
      const grant = target.kind === 'SC_UNPLAYED' ? grantOf(op.kind, m, multipleOf) : null;
      if (grant) {
        target.playthrough += grant.required;
        grants.push(grant);
      }
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
      if (source.kind === 'SC_UNPLAYED' && m.kind !== WAGER_KIND) countPlayed(source, take);
      remaining -= take;
    }
    if (m.currency === 'SC' && m.kind === WAGER_KIND) countPlayed(account('SC_UNPLAYED'), m.amount);
    net -= m.amount;
  }
  const release = settlePlaythrough(account('SC_UNPLAYED'), account('SC_REDEEMABLE'));
  if (release) transfers.push(release);
  return { transfers, accounts, net, grants };
}

/** Each account's change from `before` to the plan, only where it changed. */
export function balanceDeltas(
  before: ReadonlyMap<PlayerAccountKind, AccountState>,
  after: ReadonlyMap<PlayerAccountKind, AccountState>,
) {
  const deltas: AccountDelta[] = [];
  for (const [kind, a] of after) {
    const opening = before.get(kind);
    const delta = a.balance - (opening?.balance ?? 0);
    const playthroughDelta = a.playthrough - (opening?.playthrough ?? 0);
    if (delta !== 0 || playthroughDelta !== 0)
      deltas.push({
        id: a.id,
        delta,
        before: opening?.balance ?? 0,
        playthroughDelta,
        playthroughBefore: opening?.playthrough ?? 0,
      });
  }
  return deltas;
}

/** One account's net change in an operation, planned on `before`. */
export interface AccountDelta {
  id: number;
  delta: number;
  before: number;
  playthroughDelta: number;
  playthroughBefore: number;
}
