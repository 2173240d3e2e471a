import { z } from 'zod';

/**
 * ACH payouts (redemptions paid to the player's bank): the signed webhook a payout provider sends
 * to POST /api/v1/payment/payout-webhook when a payout is paid, returned after payment, or failed
 * (docs/decisions/031). Signed like the payment webhooks (WEBHOOK_HEADERS in payments.ts).
 */
export const PAYOUT_EVENT_TYPES = ['payout.paid', 'payout.returned', 'payout.failed'] as const;

/** The built-in sandbox ACH payout provider's name. */
export const SANDBOX_ACH_PAYOUT_PROVIDER = 'ach';

export const ZPayoutWebhookEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(PAYOUT_EVENT_TYPES),
  createdAt: z.iso.datetime(),
  data: z.object({
    /** The merchant's payout id (sent with the payout). */
    payoutId: z.string().min(1).max(64),
    providerPayoutId: z.string().min(1).max(100),
    /** Cents. */
    amount: z.number().int().positive(),
    /** The bank's reason for a return or a failure (an ACH return code and its text). */
    reason: z.string().max(500).optional(),
  }),
});
export type TPayoutWebhookEvent = z.infer<typeof ZPayoutWebhookEvent>;

/**
 * Whether a US routing (ABA) number is valid: 9 digits whose weighted sum
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
 */
export function isValidAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum % 10 === 0;
}
