import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { zQueryId } from './query-params';

export const TRANSACTION_TYPES = [
  'bet',
  'win',
  'bonus',
  'purchase',
  'redemption_hold',
  'redemption_release',
  'adjustment',
  'reversal',
  'playthrough',
  'amoe_entry',
  'sc_expiry',
  'sc_expiry_reversal',
  'chargeback',
  'chargeback_reversal',
] as const;

/**
 * GET /payment/transactions counts at most this many movements from the first of the page it
 * answers (decision 066): `count` is then the rows before the page plus this cap plus one.
 */
export const TRANSACTIONS_COUNT_CAP = 1_000;

/**
 * GET /payment/transactions, newest first. `beforeId` (the transactionId of the last row of the
 * previous page) makes the server read on from that row instead of skipping `page - 1` pages;
 * `page` then only numbers the answer and its count. Without it, `page` alone is answered.
 */
export const ZTransactionsQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page must be 1 or more')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(PAGE_SIZE),
  coinType: z.enum(['GC', 'SC'], { error: 'coinType must be GC or SC' }).optional(),
  type: z
    .enum(TRANSACTION_TYPES, { error: `type must be one of ${TRANSACTION_TYPES.join(', ')}` })
    .optional(),
  beforeId: zQueryId('beforeId').optional(),
});
export type TTransactionsQuery = z.infer<typeof ZTransactionsQuery>;

/**
 * Whether an answer's `count` stopped at the cap: the player has more movements than it says
 * (at least `count`), and the last page is not known.
 */
export const transactionsCountCapped = (answer: { count: number; page: number; limit: number }) =>
  answer.count - (answer.page - 1) * answer.limit > TRANSACTIONS_COUNT_CAP;

export interface TTransactionRow {
  transactionId: number;
  type: (typeof TRANSACTION_TYPES)[number];
  coinType: 'GC' | 'SC';
  wallet: 'gc' | 'unplayed' | 'redeemable';
  amount: number;
  balanceAfter: number;
  status: 'success';
  reference: string | null;
  createdAt: string;
}
