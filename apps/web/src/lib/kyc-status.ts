import {
  IDENTITY_WIDGET_REQUESTED_STATUS,
  KYC_APPROVED_STATUSES,
  KYC_GAME_APPROVED_STATUS,
} from '@app/contracts/constants';
import type { TKycSettings } from '@app/contracts/kyc';

/** SPEC §4 Redeem entry: APPROVED, COMPLETED and SUCCESS count as a verified identity. */
export function isKycApproved(kycStatus: string | null | undefined): boolean {
  return (KYC_APPROVED_STATUSES as readonly string[]).includes(kycStatus ?? '');
}

/** SPEC §4 Play Now: with the KYC game checks on, only kycStatus APPROVED may open a game. */
export function kycBlocksGame(
  settings: Pick<TKycSettings, 'checks'> | null | undefined,
  kycStatus: string | null | undefined,
): boolean {
  return settings?.checks === true && kycStatus !== KYC_GAME_APPROVED_STATUS;
}

/**
 * The player finished the identity widget and its verdict has not arrived
 * yet (the widget status is REQUESTED): the profile is read again until it does.
 */
export function awaitsWidgetVerdict(user: {
  readonly identityVerificationStatus?: string | null;
}): boolean {
  return user.identityVerificationStatus === IDENTITY_WIDGET_REQUESTED_STATUS;
}
