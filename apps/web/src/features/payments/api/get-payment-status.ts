import type { TPaymentStatusResponse } from '@app/contracts/payments';
import { api } from '../../../lib/api-client';

export type PaymentStatusAnswer = TPaymentStatusResponse['data'];

export const paymentStatusQueryKey = (referenceId: string | null) =>
  ['payments', 'status', referenceId ?? 'latest'] as const;

/** GET /payment/status?referenceId= (the player's latest purchase without one). */
export function getPaymentStatus(
  referenceId: string | null,
  signal?: AbortSignal,
): Promise<PaymentStatusAnswer> {
  return api.get<PaymentStatusAnswer>('/payment/status', {
    query: { referenceId },
    signal,
  });
}
