import { useMutation } from '@tanstack/react-query';
import type { TInitPayRequest, TInitPayResponse } from '@app/contracts/payments';
import { api } from '../../../lib/api-client';

export type InitPayAnswer = TInitPayResponse['data'];

/**
 * POST /payment/init-pay (SPEC §7): starts a hosted-card ('IPPAY') or fiat
 * widget payment. The answer carries the hosted page's form data or the
 * widget link; success false with limitCheck.message when a limit is hit.
 */
export function initPay(request: TInitPayRequest): Promise<InitPayAnswer> {
  return api.post<InitPayAnswer>('/payment/init-pay', request, { idempotent: true });
}

export function useInitPay() {
  return useMutation({ mutationFn: initPay });
}
