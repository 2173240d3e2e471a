import type { DbOrTx } from '../../db/database';
import { findPaymentSettings } from './purchases.repository';

export interface PaymentSettings {
  firstPurchaseBonusPercent: number;
  /** Store limit per player per US Eastern day, cents (error 3084). */
  dailyPurchaseLimitCents: number;
  /** Largest single purchase, cents (paymentData.maximumAmount). */
  maximumPurchaseCents: number;
  bankPurchasesEnabled: boolean;
}

/**
 * The store's settings when no operator has changed them: the seed writes
 * these, and a database without the seed (SEED_DEMO_DATA=false) uses them too.
 * The maximum is above the largest seeded package ($199.99).
 */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  firstPurchaseBonusPercent: 50,
  dailyPurchaseLimitCents: 500_000,
  maximumPurchaseCents: 100_000,
  bankPurchasesEnabled: true,
};

export async function paymentSettings(db: DbOrTx): Promise<PaymentSettings> {
  const row = await findPaymentSettings(db);
  return row
    ? {
        firstPurchaseBonusPercent: row.firstPurchaseBonusPercent,
        dailyPurchaseLimitCents: row.dailyPurchaseLimitCents,
        maximumPurchaseCents: row.maximumPurchaseCents,
        bankPurchasesEnabled: row.bankPurchasesEnabled,
      }
    : DEFAULT_PAYMENT_SETTINGS;
}
