import { z } from 'zod';
import { zAdminAmount } from './admin-amounts';
import { zQueryId } from './query-params';

/** The most GC bought or SC played a tier may ask for, and the most a tier reward may give. */
export const MAX_TIER_COINS = 1_000_000_000;

export const VIP_TIER_MESSAGES = {
  name: 'Enter the tier name (1 to 40 characters)',
  bronzeFree: 'The first tier is where every player starts: it asks for 0 GC and 0 SC',
  aboveBronze: 'A tier above the first must ask for some GC bought and some SC played',
} as const;

/**
 * A VIP tier as the back office saves it (SPEC §3 VIP tier; decision 032): what reaching it asks
 * (GC bought OR SC played, in coins), its one-time reward, the purchase boost (whole percent),
 * rakeback (percent of SC played, two decimals at most) and live support. Its level is fixed.
 */
export const ZVipTierInput = z.object({
  name: z.string().trim().min(1, VIP_TIER_MESSAGES.name).max(40, VIP_TIER_MESSAGES.name),
  gcRequiredPurchase: zAdminAmount('the GC to buy', { min: 0, max: MAX_TIER_COINS }),
  scRequiredPlay: zAdminAmount('the SC to play', { min: 0, max: MAX_TIER_COINS }),
  bonusGc: zAdminAmount('the GC reward', { min: 0, max: MAX_TIER_COINS }),
  bonusSc: zAdminAmount('the SC reward', { min: 0, max: MAX_TIER_COINS }),
  boost: z
    .number({ error: 'Enter the purchase boost (a whole percent)' })
    .int('The purchase boost must be a whole percent')
    .min(0, 'The purchase boost cannot be below 0')
    .max(100, 'The purchase boost must be at most 100 %'),
  rakeback: zAdminAmount('the rakeback', { min: 0, max: 100 }),
  liveSupport: z.boolean(),
});
export type TVipTierInput = z.infer<typeof ZVipTierInput>;

export const ZVipTierIdParam = z.object({ vipTierId: zQueryId('vipTierId') });
