/**
 * ACH payouts as the merchant side sees them (docs/decisions/031): one provider sends money to a
 * player's bank account; what happens to it later (paid, returned after payment, failed) arrives
 * only as a signed webhook (POST /api/v1/payment/payout-webhook), handed to the registered
 * PayoutEventHandler once per event id. The built-in sandbox (modules/sandbox-providers)
 * implements PayoutProvider; a real provider would implement the same interface over its API.
 *
 * `send` may throw PayoutRefusedError (the provider refused the request: a bad routing number,
 * the payout id reused for another payout; sending again will not help) or
 * ProviderUnavailableError / the 3050 AppError (it could not be reached; sending again may).
 */
export interface PayoutRequest {
  payoutId: string;
  amountCents: number;
  accountHolder: string;
  accountNumber: string;
  routingNumber: string;
}
export interface PayoutProvider {
  name: string;
  send(req: PayoutRequest): Promise<{ providerPayoutId: string }>;
}
export type PayoutEventType = 'payout.paid' | 'payout.returned' | 'payout.failed';
export interface PayoutEvent {
  eventId: string;
  type: PayoutEventType;
  payoutId: string;
  providerPayoutId: string;
  reason?: string;
}

/** What the app does with a verified payout event (the redemption module supplies it). */
export type PayoutEventHandler = (event: PayoutEvent) => Promise<void>;

/** The provider refused a payout request (a 4xx of its API); the message says why. */
export class PayoutRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutRefusedError';
  }
}
