import { isKycApproved } from '../../lib/kyc-status';
import type { User } from '../../lib/user';

/**
 * SPEC §4 Redeem entry, in its order: what opening Redeem leads to.
 * - completeProfile: first name, last name or date of birth missing;
 * - paymentsProcessing: a purchase is still processing (redeemAvailableAt is ahead): the time
 *   redeeming opens, in the player's time zone, before KYC (3077 would refuse until then);
 * - kyc: a purchase was made and kycStatus is not APPROVED, COMPLETED or SUCCESS
 *   (the KYC flow, manual or automatic by the KYC settings);
 * - restricted: isRestrict ('You are restricted for this action.');
 * - purchaseFirst: never purchased (isFirstPurchase is true until the first
 *   package purchase succeeds): the store prompt;
 * - redeem: the Redeem modal.
 */
export type RedeemEntryStep =
  'completeProfile' | 'paymentsProcessing' | 'kyc' | 'restricted' | 'purchaseFirst' | 'redeem';

export type RedeemEntryUser = Pick<
  User,
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'kycStatus'
  | 'isRestrict'
  | 'isFirstPurchase'
  | 'redeemAvailableAt'
>;

const blank = (value: string | null | undefined): boolean => !value?.trim();

/** Whether the player has bought a package (an unknown answer counts as not yet). */
export const hasPurchased = (user: Pick<User, 'isFirstPurchase'>): boolean =>
  user.isFirstPurchase === false;

/** When redeeming opens after the latest purchase, or null when it is open (or never bought). */
export function redeemOpensAt(
  user: Pick<User, 'redeemAvailableAt'>,
  now: Date = new Date(),
): Date | null {
  if (!user.redeemAvailableAt) return null;
  const at = new Date(user.redeemAvailableAt);
  return Number.isNaN(at.getTime()) || at <= now ? null : at;
}

export function redeemEntryStep(user: RedeemEntryUser, now: Date = new Date()): RedeemEntryStep {
  if (blank(user.firstName) || blank(user.lastName) || blank(user.dateOfBirth)) {
    return 'completeProfile';
  }
  if (hasPurchased(user) && redeemOpensAt(user, now)) return 'paymentsProcessing';
  if (hasPurchased(user) && !isKycApproved(user.kycStatus)) return 'kyc';
  if (user.isRestrict === true) return 'restricted';
  if (!hasPurchased(user)) return 'purchaseFirst';
  return 'redeem';
}
