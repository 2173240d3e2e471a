import { ERRORS } from '@app/contracts/error-codes';
import { KYC_FAILED_MESSAGE } from '@app/contracts/kyc';
import type { Notice } from '../../lib/notice-store';
import { PATHS } from '../../lib/paths';

/** The KYC modals of SPEC §2 and §8. */

/** 3035: the restricted modal with Go To Store (KYC needs a purchase first). */
export const RESTRICTED_PURCHASE_NOTICE: Notice = {
  title: 'Purchase Required',
  text: ERRORS.KycRequiresPurchase.message,
  tone: 'danger',
  action: { label: 'Go To Store', to: PATHS.store },
};

/** 3072 */
export const ALREADY_VERIFIED_NOTICE: Notice = {
  title: ERRORS.KycAlreadyVerified.message,
  tone: 'success',
};

/** 3073, and after the widget finishes. */
export const IN_PROGRESS_NOTICE: Notice = {
  title: ERRORS.KycInProgress.message,
  tone: 'pending',
};

/** success false: the verification failed modal. */
export const VERIFICATION_FAILED_NOTICE: Notice = {
  title: 'Verification Failed',
  text: KYC_FAILED_MESSAGE,
  tone: 'danger',
};
