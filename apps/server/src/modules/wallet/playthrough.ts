import type { AccountState, Movement, PlannedTransfer } from './wallet-plan';
import type { PlayerAccountKind } from './wallet.tables';

/**
 * SC play-through (decision 053). SC credited to the unplayed account asks for a wager of its
 * amount times its source's multiple (1x unless compliance sets another); the unplayed account
 * keeps what is left to wager (`playthrough`). Every SC bet counts towards it. The unplayed SC
 * stays locked up to what is left to wager; anything above it is redeemable at once. At 1x the
 * two are always equal, so a bet of unplayed SC turns into redeemable SC exactly as it is played,
 * and its win is redeemable.
 */

/** The movement kind of a stake (it counts towards the wager). */
export const WAGER_KIND = 'bet';
/** The movement kind of a round's win. */
export const WIN_KIND = 'win';
/** The transfer kind that moves played-through SC from unplayed to redeemable. */
export const RELEASE_KIND = 'playthrough';

/** A source's multiple in hundredths (100 = 1x); the source is the operation's kind. */
export type MultipleOf = (source: string) => number;

/** SC credited to the unplayed account and the wager it asks for. */
export interface PlaythroughGrant {
  source: string;
  amount: number;
  /** The source's multiple when credited, in hundredths. */
  multiple: number;
  required: number;
}

/**
 * The account a credit lands in. While SC is left to wager, a win first fills the unplayed SC
 * (settlePlaythrough releases what goes beyond what is left to wager).
 */
export function creditedAccount(m: Movement, unplayed: AccountState): PlayerAccountKind {
  if (m.currency === 'GC') return 'GC';
  const target = m.scAccount ?? 'SC_UNPLAYED';
  if (m.kind === WIN_KIND && target === 'SC_REDEEMABLE' && unplayed.balance < unplayed.playthrough)
    return 'SC_UNPLAYED';
  return target;
}

/** The wager an unplayed credit asks for (none for a win kept back while SC is left to play). */
export function grantOf(
  source: string,
  m: Movement,
  multipleOf: MultipleOf,
): PlaythroughGrant | null {
  if (m.kind === WIN_KIND) return null;
  const multiple = multipleOf(source);
  return { source, amount: m.amount, multiple, required: Math.ceil((m.amount * multiple) / 100) };
}

/** `amount` wagered (or unplayed SC taken away) counts against what is left to wager. */
export function countPlayed(unplayed: AccountState, amount: number): void {
  unplayed.playthrough = Math.max(0, unplayed.playthrough - amount);
}

/**
 * After an operation: with no unplayed SC nothing is left to wager; unplayed SC beyond what is
 * left to wager is played through and moves to the redeemable account (the transfer, or null).
 */
export function settlePlaythrough(
  unplayed: AccountState,
  redeemable: AccountState,
): PlannedTransfer | null {
  if (unplayed.balance === 0) {
    unplayed.playthrough = 0;
    return null;
  }
  const excess = unplayed.balance - unplayed.playthrough;
  if (excess <= 0) return null;
  unplayed.balance -= excess;
  redeemable.balance += excess;
  return {
    kind: RELEASE_KIND,
    currency: 'SC',
    fromAccountId: unplayed.id,
    toAccountId: redeemable.id,
    amount: excess,
    fromBalanceAfter: unplayed.balance,
    toBalanceAfter: redeemable.balance,
  };
}

/** A recorded grant, newest first when read for the player. */
export interface GrantRow extends PlaythroughGrant {
  createdAt: Date;
}

/** What is left to wager of one grant. */
export interface GrantLeft extends GrantRow {
  left: number;
}

/**
 * What is left to wager, per grant: bets satisfy the oldest grants first, so the `remaining`
 * wager belongs to the newest ones. `newestFirst` may stop once it covers `remaining`.
 */
export function leftToPlay(newestFirst: readonly GrantRow[], remaining: number): GrantLeft[] {
  const open: GrantLeft[] = [];
  let unassigned = remaining;
  for (const grant of newestFirst) {
    if (unassigned <= 0) break;
    const left = Math.min(grant.required, unassigned);
    open.push({ ...grant, left });
    unassigned -= left;
  }
  return open;
}
