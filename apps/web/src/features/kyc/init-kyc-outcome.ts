import { ERRORS } from '@app/contracts/error-codes';
import type { TInitKycResponse } from '@app/contracts/kyc';
import { ApiError } from '../../lib/api-client';
import type { Notice } from '../../lib/notice-store';
import {
  ALREADY_VERIFIED_NOTICE,
  IN_PROGRESS_NOTICE,
  RESTRICTED_PURCHASE_NOTICE,
  VERIFICATION_FAILED_NOTICE,
} from './kyc-notices';

/**
 * SPEC §8 KYC: what starting the identity widget leads to. The widget opens
 * with its address; 3035, 3072, 3073 and success false each have their modal;
 * anything else is the transport's or a toast of the server's description.
 */
export type InitKycOutcome =
  | { readonly kind: 'widget'; readonly url: string }
  | { readonly kind: 'notice'; readonly notice: Notice }
  | { readonly kind: 'error'; readonly error: unknown };

/** Codes of KYC steps that answer with their own modal (init-kyc and uploads alike). */
export function kycErrorNotice(error: unknown): Notice | null {
  if (!(error instanceof ApiError)) return null;
  if (error.hasCode(ERRORS.KycRequiresPurchase.code)) return RESTRICTED_PURCHASE_NOTICE;
  if (error.hasCode(ERRORS.KycAlreadyVerified.code)) return ALREADY_VERIFIED_NOTICE;
  if (error.hasCode(ERRORS.KycInProgress.code)) return IN_PROGRESS_NOTICE;
  return null;
}

export function initKycAnswerOutcome(answer: TInitKycResponse): InitKycOutcome {
  const url = answer.verification?.url;
  if (!answer.success || !url) return { kind: 'notice', notice: VERIFICATION_FAILED_NOTICE };
  return { kind: 'widget', url };
}

export function initKycErrorOutcome(error: unknown): InitKycOutcome {
  const notice = kycErrorNotice(error);
  return notice ? { kind: 'notice', notice } : { kind: 'error', error };
}
