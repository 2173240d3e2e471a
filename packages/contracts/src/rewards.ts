/**
 * GET /bonus/get-all-bonus `data` (issue 16, decision 036): every bonus of the player on the
 * Rewards page, each with its state and the action that goes with it.
 */
export const REWARD_KINDS = [
  'welcome',
  'daily',
  'spinWheel',
  'vipTier',
  'rakeback',
  'referral',
] as const;
export type TRewardKind = (typeof REWARD_KINDS)[number];

/**
 * - claimable: the player can take it now (the page shows its action);
 * - claimed: taken, with when it comes again (availableAt) for a repeating bonus;
 * - unavailable: nothing to take now (switched off, or not earned yet), with a reason (detail).
 */
export type TRewardState = 'claimable' | 'claimed' | 'unavailable';

export interface TRewardItem {
  /** Unique on the page: the kind, and the tier for VIP rewards. */
  id: string;
  kind: TRewardKind;
  title: string;
  /** Coins it gives (or gave); 0 when it is not known in advance (the wheel). */
  gcAmount: number;
  scAmount: number;
  state: TRewardState;
  /** ISO time it can be taken again (daily bonus, spin wheel). */
  availableAt: string | null;
  detail: string | null;
  /** For VIP tier rewards: the tier to claim. */
  vipTierId: number | null;
}

export interface TAllBonuses {
  bonuses: TRewardItem[];
}
