import { z } from 'zod';
import { MAX_PAGE_LIMIT, zQueryId } from './query-params';

/**
 * Chargebacks and disputes (decision 055). A provider tells us by signed webhook that a player
 * disputed a purchase with their card issuer: the purchase's coins are reversed through the ledger,
 * what was already played is a debt that blocks redemption, the account is restricted pending
 * review, and the case is in the finance queue. Amounts are integer hundredths (coins) and cents.
 */

/** The ledger's transfer kinds: coins taken back (at the dispute, or collected later by staff). */
export const CHARGEBACK_KIND = 'chargeback';
/** Coins given back when the dispute is won (exactly what was taken and collected). */
export const CHARGEBACK_REVERSAL_KIND = 'chargeback_reversal';

/**
 * The dispute at the provider: OPEN (funds withdrawn, coins reversed), WON (the funds came back:
 * the coins too, and the debt is cleared), LOST (final: the chargeback stands).
 */
export const DISPUTE_STATUSES = ['OPEN', 'WON', 'LOST'] as const;
export type TDisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<TDisputeStatus, string> = {
  OPEN: 'Open',
  WON: 'Won',
  LOST: 'Lost',
};

/**
 * What the player still owes of the reversal: NONE (everything was taken back), OPEN (owed; no
 * redemption until it closes), SETTLED (collected in full), WAIVED (forgiven by staff, with a
 * reason), CLEARED (the dispute was won).
 */
export const DISPUTE_DEBT_STATUSES = ['NONE', 'OPEN', 'SETTLED', 'WAIVED', 'CLEARED'] as const;
export type TDisputeDebtStatus = (typeof DISPUTE_DEBT_STATUSES)[number];
export const DISPUTE_DEBT_STATUS_LABELS: Record<TDisputeDebtStatus, string> = {
  NONE: 'None',
  OPEN: 'Owed',
  SETTLED: 'Settled',
  WAIVED: 'Waived',
  CLEARED: 'Cleared',
};

export const MAX_DISPUTE_REASON = 500;

const ZReason = z
  .string({ error: 'Enter a reason' })
  .trim()
  .min(1, 'Enter a reason')
  .max(MAX_DISPUTE_REASON, `A reason has at most ${MAX_DISPUTE_REASON} characters`);

/** Coins by player account, hundredths. */
export const ZDisputeCoins = z.object({
  gc: z.number().int(),
  scUnplayed: z.number().int(),
  scRedeemable: z.number().int(),
});
export type TDisputeCoins = z.infer<typeof ZDisputeCoins>;

export const ZDispute = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  /** The purchase disputed: its reference, provider and amount (USD cents). */
  referenceId: z.string(),
  provider: z.string(),
  amountCents: z.number().int(),
  /** The provider's reason for the dispute, as it sent it. */
  reason: z.string().nullable(),
  status: z.enum(DISPUTE_STATUSES),
  openedAt: z.string(),
  /** When the dispute was won or lost; null while open. */
  closedAt: z.string().nullable(),
  /** What the purchase credited (hundredths): what the chargeback had to take back. */
  purchased: z.object({ gc: z.number().int(), sc: z.number().int() }),
  /** What the chargeback took from each account. */
  reversed: ZDisputeCoins,
  /** What staff collected of the debt since, from each account. */
  collected: ZDisputeCoins,
  /** The debt: recorded at the chargeback, still owed (0 unless OPEN), and its state. */
  debt: z.object({
    gc: z.number().int(),
    sc: z.number().int(),
    owedGc: z.number().int(),
    owedSc: z.number().int(),
    status: z.enum(DISPUTE_DEBT_STATUSES),
    /** Who closed it by hand (settled or waived), why and when; null otherwise. */
    closedBy: z.object({ id: z.number().int(), email: z.string() }).nullable(),
    closeReason: z.string().nullable(),
    closedAt: z.string().nullable(),
  }),
});
export type TDispute = z.infer<typeof ZDispute>;

export const ZDisputeResponse = z.object({ data: z.object({ dispute: ZDispute }) });

/** GET /admin/disputes: newest first; pages start at 1. */
export const ZDisputeListQuery = z.object({
  status: z
    .enum(DISPUTE_STATUSES, { error: `status must be one of ${DISPUTE_STATUSES.join(', ')}` })
    .optional(),
  debtStatus: z
    .enum(DISPUTE_DEBT_STATUSES, {
      error: `debtStatus must be one of ${DISPUTE_DEBT_STATUSES.join(', ')}`,
    })
    .optional(),
  userId: zQueryId('userId').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
});
export type TDisputeListQuery = z.infer<typeof ZDisputeListQuery>;

export const ZDisputeListResponse = z.object({
  data: z.object({ rows: z.array(ZDispute), count: z.number().int() }),
});
export type TDisputeListPage = z.infer<typeof ZDisputeListResponse>['data'];

export const ZDisputeIdParam = z.object({ id: zQueryId('id') });

/**
 * POST /admin/disputes/:id/collect: takes what is owed from the player's balances now (as much
 * as they hold); POST /admin/disputes/:id/waive: forgives the rest. Both with a reason.
 */
export const ZDisputeDebtRequest = z.object({ reason: ZReason });
export type TDisputeDebtRequest = z.infer<typeof ZDisputeDebtRequest>;
