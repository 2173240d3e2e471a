import type { GENDERS } from '@app/contracts/user-validation';

/** SPEC §3 User, as GET /user/profile, login and email verification answer it. */
export interface UserWallet {
  readonly gcCoin: number;
  readonly scCoin: { readonly wsc: number };
  readonly totalScCoin: number;
}

export type Gender = (typeof GENDERS)[number];

/** The player's first-purchase bonus: still to be had (isClaimed false) and its percentage. */
export interface FirstPurchaseBonus {
  readonly isClaimed: boolean;
  readonly percentage: number;
}

/** SPEC §3 User vipTierDetail: the tier the player holds and the next one. */
export interface VipTierDetail {
  readonly currentTier: {
    readonly level: number;
    readonly name: string;
    readonly icon: string;
    /** Percent added to the coins of every purchase. */
    readonly boost: number;
    readonly rakeback: number;
    readonly liveSupport: boolean;
  } | null;
  readonly nextTier: {
    readonly name: string;
    readonly icon: string;
    readonly scRequiredPlay: number;
    readonly gcRequiredPurchase: number;
  } | null;
  readonly totalScSpend: number;
  readonly totalGcSpend: number;
  readonly percentage: number;
}

export interface User {
  readonly userId: number;
  readonly username: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly middleName: string | null;
  readonly lastName: string | null;
  readonly phoneCode: string | null;
  readonly phone: string | null;
  readonly phoneVerified: boolean;
  readonly isEmailVerified: boolean;
  /** 'YYYY-MM-DD' */
  readonly dateOfBirth: string | null;
  readonly gender: Gender | null;
  readonly addressLine_1: string | null;
  readonly addressLine_2: string | null;
  readonly city: string | null;
  /** The state's id (GET /details/state state_id). */
  readonly state: number | null;
  readonly country: number;
  readonly zipCode: string | null;
  readonly profileImage: string | null;
  readonly referralCode: string | null;
  readonly registrationDate?: string;
  /** SPEC §3: APPROVED, COMPLETED or SUCCESS count as verified (KYC_APPROVED_STATUSES). */
  readonly kycStatus: string | null;
  /** The identity widget's status; REQUESTED once the player finished the widget (SPEC §4). */
  readonly identityVerificationStatus?: string | null;
  /** Staff restricted the player: no redemption, no purchase (SPEC §6). */
  readonly isRestrict?: boolean;
  /** Offered the provider ACH redeem method (SPEC §6). */
  readonly isInternalUser?: boolean;
  /** The player's redeem limits in coins, set by operators (SPEC §5, §9). */
  readonly minRedeemableCoins?: number;
  readonly maxRedeemableCoins?: number;
  /** When the latest purchase has fully processed and redeeming opens (ISO); null when open. */
  readonly redeemAvailableAt?: string | null;
  readonly isWelcomeBonusClaimed: boolean;
  readonly isDailyBonusClaimed: boolean;
  /** True within 24 hours of the last completed spin of the wheel (SPEC §3). */
  readonly isSpinWheelBonusClaimed?: boolean;
  /** When that spin was completed (ISO), null before the first. */
  readonly spinWheelClaimedAt?: string | null;
  readonly userWallet?: UserWallet;
  /** True until the player's first package purchase succeeds. */
  readonly isFirstPurchase?: boolean;
  readonly firstPurchaseBonus?: FirstPurchaseBonus;
  readonly vipTierDetail?: VipTierDetail;
  /**
   * 'redeem' for a redeem-only session of a player on a break or self-excluded (decision 038):
   * the app shows only the redeem-only screen. GET /user/profile answers it.
   */
  readonly sessionScope?: 'full' | 'redeem';
  /** With a redeem-only session: the break or exclusion, worded (with its date) as login words it. */
  readonly restriction?: { readonly errorCode: number; readonly message: string } | null;
}

/** SPEC §4: the complete-profile prompt shows when any of these is missing. */
export const PROFILE_COMPLETION_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'email',
  'phone',
  'addressLine_1',
  'state',
  'city',
  'zipCode',
] as const satisfies readonly (keyof User)[];

export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number];

/** The completion fields the player has not filled in yet (blank text counts as missing). */
export function missingProfileFields(user: User): ProfileCompletionField[] {
  return PROFILE_COMPLETION_FIELDS.filter((field) => {
    const value = user[field];
    return value === null || value === undefined || (typeof value === 'string' && !value.trim());
  });
}

export function isProfileIncomplete(user: User): boolean {
  return missingProfileFields(user).length > 0;
}

/**
 * Whether the welcome bonus may be offered to the player at all: unclaimed, and the email
 * verified (the server refuses the welcome bonus before that; the email-verification dialog
 * tells the player it is waiting for them).
 */
export const mayClaimWelcomeBonus = (
  user: Pick<User, 'isWelcomeBonusClaimed' | 'isEmailVerified'>,
): boolean => !user.isWelcomeBonusClaimed && user.isEmailVerified;
