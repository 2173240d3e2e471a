/**
 * Referrals (SPEC §3 'Referral bonus data', §7 /bonus/get-referral-bonus-details and
 * /bonus/referred-bonus; docs/decisions/034). Amounts are coins as decimals.
 */

/** Where one invite stands, from the referrer's side. */
export const REFERRAL_INVITE_STATES = ['waiting', 'earned', 'claimed', 'refused'] as const;
export type TReferralInviteState = (typeof REFERRAL_INVITE_STATES)[number];

/** Why a referral earned nothing (kept on the reward row, shown to staff as is). */
export const REFERRAL_REFUSAL_REASONS = [
  'shared_device',
  'shared_ip',
  'shared_payment_instrument',
  'monthly_cap',
  'bonus_inactive',
  'purchase_refunded',
] as const;
export type TReferralRefusalReason = (typeof REFERRAL_REFUSAL_REASONS)[number];

/** The reason in plain words, as the player and staff read it. */
export const REFERRAL_REFUSAL_TEXT: Record<TReferralRefusalReason, string> = {
  shared_device: 'Your accounts were used on the same device.',
  shared_ip: 'Your accounts were used from the same internet connection.',
  shared_payment_instrument: 'Your accounts paid with the same card or bank account.',
  monthly_cap: 'You had reached the monthly limit of referral bonuses.',
  bonus_inactive: 'Referral bonuses were paused when this friend made a first purchase.',
  purchase_refunded: 'Your friend’s first purchase was refunded.',
};

export interface TReferralInvite {
  /** The invited player's username (their own public name on the site). */
  username: string;
  joinedAt: string;
  state: TReferralInviteState;
  /** The bonus this invite earned (0 unless earned or claimed). */
  gcAmount: number;
  scAmount: number;
  /** When the invite earned or was refused (the friend's first purchase). */
  decidedAt: string | null;
  refusalReason: TReferralRefusalReason | null;
  /** The refusal in plain words (null unless refused). */
  refusalText: string | null;
}

/** GET /bonus/get-referral-bonus-details: `data`. */
export interface TReferralDetails {
  /** SPEC §3: referral bonus earned in all (earned and claimed), SC. */
  totalSC: number;
  /** SPEC §3: referral bonus earned in all (earned and claimed), GC. */
  totalGC: number;
  /** SPEC §3: players who signed up with the caller's code. */
  inviteCount: number;
  referralCode: string;
  /** Earned and not yet claimed: what POST /bonus/referred-bonus credits. */
  claimableGC: number;
  claimableSC: number;
  /** What one invite earns today (the referral bonus settings). */
  bonusGC: number;
  bonusSC: number;
  isActive: boolean;
  /** Newest first, at most 100. */
  invites: TReferralInvite[];
}

/** POST /bonus/referred-bonus: `data`. */
export interface TReferredBonusClaim {
  message: string;
  gcAmount: number;
  scAmount: number;
  /** How many invites' bonuses this claim credited. */
  invitesClaimed: number;
}

/** GET /admin/players/:userId/referrals: who invited the player, and the player's own invites. */
export interface TPlayerReferrals extends TReferralDetails {
  invitedBy: {
    userId: number;
    username: string;
    /** What the player's own first purchase decided for the inviter. */
    state: TReferralInviteState;
    refusalReason: TReferralRefusalReason | null;
  } | null;
}
