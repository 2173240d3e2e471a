import type { SeedStep } from '../../db/seed';
import { DEFAULT_PAYMENT_SETTINGS } from './payment-settings';
import { paymentSettings } from './purchases.tables';

/** The store's one settings row: 50% first-purchase bonus, $5,000 a day, $1,000 a purchase. */
export const paymentSettingsSeed: SeedStep = {
  name: 'payment-settings-v1',
  async run(tx) {
    await tx
      .insert(paymentSettings)
      .values({ id: 1, ...DEFAULT_PAYMENT_SETTINGS })
      .onConflictDoNothing();
  },
};
