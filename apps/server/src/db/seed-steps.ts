import type { SeedStep } from './seed';
import { cmsPagesV2Seed, contentSeed } from '../modules/content/content.seed';
import { gamesSeed } from '../modules/games/games.seed';
import { packagesSeed } from '../modules/payments/packages.seed';
import { paymentSettingsSeed } from '../modules/payments/payment-settings.seed';
import { vipSeed } from '../modules/vip/vip.seed';
import { bonusesSeed } from '../modules/bonuses/bonuses.seed';
import { kycSeed } from '../modules/kyc/kyc.seed';
import { demoAccountsSeed } from '../modules/users/users.seed';
import { demoWalletSeed } from '../modules/wallet/wallet.seed';

/** Every seed step, in the order they run. Each module contributes its own. */
export const SEED_STEPS: SeedStep[] = [
  contentSeed,
  cmsPagesV2Seed,
  gamesSeed,
  packagesSeed,
  paymentSettingsSeed,
  vipSeed,
  bonusesSeed,
  kycSeed,
  demoAccountsSeed,
  demoWalletSeed,
];
