import { COUNTRY_ID } from '@app/contracts/constants';
import type { UserRow } from './users.repository';

/** Fields other modules contribute to the User entity (wallet, bonuses, VIP, payments). */
export interface UserEntityExtras {
  userWallet: { gcCoin: number; scCoin: { wsc: number }; totalScCoin: number };
  isWelcomeBonusClaimed: boolean;
  isDailyBonusClaimed: boolean;
  isSpinWheelBonusClaimed: boolean;
  spinWheelClaimedAt: string | null;
  isFirstPurchase: boolean;
  firstPurchaseBonus: { isClaimed: boolean; percentage: number };
  minRedeemableCoins: number;
  maxRedeemableCoins: number;
  /** When the latest purchase has fully processed and redeeming opens (ISO); null when it has. */
  redeemAvailableAt: string | null;
  vipTierDetail: {
    currentTier: {
      level: number;
      name: string;
      icon: string;
      boost: number;
      rakeback: number;
      liveSupport: boolean;
    } | null;
    nextTier: {
      name: string;
      icon: string;
      scRequiredPlay: number;
      gcRequiredPurchase: number;
    } | null;
    totalScSpend: number;
    totalGcSpend: number;
    percentage: number;
  };
}

/** Until the module that owns a field lands, the entity carries a safe default for it. */
export const DEFAULT_USER_EXTRAS: UserEntityExtras = {
  userWallet: { gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 },
  isWelcomeBonusClaimed: false,
  isDailyBonusClaimed: false,
  isSpinWheelBonusClaimed: false,
  spinWheelClaimedAt: null,
  isFirstPurchase: true,
  firstPurchaseBonus: { isClaimed: false, percentage: 0 },
  minRedeemableCoins: 0,
  maxRedeemableCoins: 0,
  redeemAvailableAt: null,
  vipTierDetail: {
    currentTier: null,
    nextTier: null,
    totalScSpend: 0,
    totalGcSpend: 0,
    percentage: 0,
  },
};

/** The User entity of SPEC §3, as every call that answers a user shows it. */
export function toUserEntity(row: UserRow, extras: UserEntityExtras = DEFAULT_USER_EXTRAS) {
  return {
    userId: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    phoneCode: row.phoneCode,
    phone: row.phone,
    phoneVerified: row.phoneVerified,
    isEmailVerified: row.isEmailVerified,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    addressLine_1: row.addressLine1,
    addressLine_2: row.addressLine2,
    city: row.city,
    state: row.stateId,
    country: COUNTRY_ID,
    zipCode: row.zipCode,
    profileImage: row.profileImage,
    referralCode: row.referralCode,
    registrationDate: row.createdAt.toISOString(),
    kycStatus: row.kycStatus,
    isRestrict: row.isRestrict,
    isInternalUser: row.isInternalUser,
    identityVerificationStatus: row.identityWidgetStatus,
    ...extras,
  };
}

export type UserEntity = ReturnType<typeof toUserEntity>;
