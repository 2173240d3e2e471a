import { z } from 'zod';
import { PAGE_SIZE } from './constants';

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

/** GET /payment/transactions */
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
});
export type TTransactionsQuery = z.infer<typeof ZTransactionsQuery>;

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
