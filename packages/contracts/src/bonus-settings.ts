import { z } from 'zod';
import { zAdminAmount } from './admin-amounts';

/** The bonuses whose amounts staff edit (GET/PUT /admin/bonus-settings; docs/decisions/034). */
const zBonusAmounts = (label: string) =>
  z.object(
    {
      gc: zAdminAmount(`the ${label} GC amount`, { min: 0, max: 10_000_000 }),
      sc: zAdminAmount(`the ${label} SC amount`, { min: 0, max: 10_000 }),
      isActive: z.boolean({ error: `Choose whether the ${label} is on` }),
    },
    { error: `Enter the ${label} amounts` },
  );

export const ZBonusSettings = z.object({
  welcome: zBonusAmounts('welcome bonus'),
  daily: zBonusAmounts('daily bonus'),
  referral: zBonusAmounts('referral bonus').extend({
    monthlyCap: z
      .number({ error: 'Enter the monthly cap (a whole number)' })
      .int('The monthly cap must be a whole number')
      .min(0, 'The monthly cap cannot be below 0')
      .max(10_000, 'The monthly cap must be at most 10,000'),
  }),
});
/** The settings as staff read and write them: coins as decimals. */
export type TBonusSettings = z.infer<typeof ZBonusSettings>;
