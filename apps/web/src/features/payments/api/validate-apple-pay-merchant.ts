import { PAYMENT_PROVIDERS, type TApplePaySessionRequest } from '@app/contracts/payments';
import { api } from '../../../lib/api-client';

/**
 * POST /payment/finix/apple-pay-session (SPEC §7 'mobile-wallet session
 * validation'): the provider validates the merchant with Apple and answers
 * the opaque merchant session the payment sheet needs.
 */
export function validateApplePayMerchant(
  request: Omit<TApplePaySessionRequest, 'provider'>,
): Promise<unknown> {
  const body: TApplePaySessionRequest = { provider: PAYMENT_PROVIDERS.CARD_TOKEN, ...request };
  return api.post<unknown>(`/payment/${PAYMENT_PROVIDERS.CARD_TOKEN}/apple-pay-session`, body);
}
