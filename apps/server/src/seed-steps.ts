import type { SeedStep } from './db/seed';
import {
  cmsPagesV2Seed,
  cmsPagesV3Seed,
  cmsPagesV4FreeEntrySeed,
  contentSeed,
} from './modules/content/content.seed';
import { cmsPageVersionsSeed } from './modules/content/cms-pages.seed';
import { gamesSeed } from './modules/games/games.seed';
import { packagesSeed } from './modules/payments/packages.seed';
import { paymentSettingsSeed } from './modules/payments/payment-settings.seed';
import { vipSeed } from './modules/vip/vip.seed';
import { bonusesSeed, referralBonusSeed } from './modules/bonuses/bonuses.seed';
import { kycSeed } from './modules/kyc/kyc.seed';
import { jurisdictionsSeed } from './modules/jurisdictions/jurisdictions.seed';
import { taxThresholdsSeed } from './modules/tax/tax.seed';
import { demoAccountsSeed } from './modules/users/users.seed';
import { demoWalletSeed } from './modules/wallet/wallet.seed';
import { demoSecondAdminSeed, demoStaffSeed } from './modules/staff/staff.seed';

/** Demo accounts with published credentials: never seeded in production. */
export const DEMO_SEED_STEPS: SeedStep[] = [
  demoAccountsSeed,
  demoWalletSeed,
  demoStaffSeed,
  demoSecondAdminSeed,
];

/**
 * Every seed step, in the order they run: each module writes its own (`<domain>.seed.ts`) and
 * registers it here, where the app is composed; db/seed.ts runs them and knows no domain.
 */
export const SEED_STEPS: SeedStep[] = [
  contentSeed,
  cmsPagesV2Seed,
  cmsPagesV3Seed,
  cmsPagesV4FreeEntrySeed,
  cmsPageVersionsSeed,
  gamesSeed,
  packagesSeed,
  paymentSettingsSeed,
  vipSeed,
  bonusesSeed,
  referralBonusSeed,
  kycSeed,
  jurisdictionsSeed,
  taxThresholdsSeed,
  ...DEMO_SEED_STEPS,
];

/** The steps to run for NODE_ENV: production leaves out the demo accounts. */
export function seedStepsFor(nodeEnv: string): SeedStep[] {
  return nodeEnv === 'production'
    ? SEED_STEPS.filter((step) => !DEMO_SEED_STEPS.includes(step))
    : SEED_STEPS;
}
