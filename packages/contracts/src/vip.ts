import { z } from 'zod';

/** PUT /rewards/claim-tier-bonus body (SPEC §7): the tier to claim and the caller's own userId. */
export const ZClaimTierBonusRequest = z.object({
  tierId: z.number().int().positive(),
  userId: z.number().int().positive(),
});
export type TClaimTierBonusRequest = z.infer<typeof ZClaimTierBonusRequest>;

/** SPEC §3 VIP tier; amounts are coins as decimals (hundredths on the server). */
export interface TVipTier {
  vipTierId: number;
  level: number;
  name: string;
  icon: string;
  gcRequiredPurchase: number;
  scRequiredPlay: number;
  bonusGc: number;
  bonusSc: number;
  boost: number;
  /** Percent of SC played given back. */
  rakeback: number;
  liveSupport: boolean;
}

/** SPEC §3 user tier history entry. */
export interface TUserTierHistoryEntry {
  userId: number;
  vipTierId: number;
  isBonusClaimed: boolean;
}

/** GET /rewards/vip-tier and GET /rewards/vip-tier-history: `data` (SPEC §3 VIP response fields). */
export interface TVipResponse {
  vipTiers: TVipTier[];
  userTierHistory: TUserTierHistoryEntry[];
  currentVipTier: TVipTier | null;
  nextVipTier: TVipTier | null;
  totalGcSpend: number;
  totalScSpend: number;
  /** Whole percent (0–100) of the way from the current tier to the next. */
  percentage: number;
}

/** The answer's data.message on a successful claim (SPEC §7). */
export const tierBonusClaimedMessage = (tierName: string, gc: string, sc: string) =>
  `${tierName} Tier bonus claimed: ${gc} GC and ${sc} SC have been added to your wallet.`;

/**
 * GET /rewards/rakeback `data` (decision 035): the current tier's rakeback rate (percent of SC
 * played), the SC played since the last rakeback claim, and the SC a claim would credit now.
 */
export interface TRakeback {
  rate: number;
  wageredSince: number;
  claimable: number;
}

/** The answer's data.message after a rakeback claim. */
export const rakebackClaimedMessage = (sc: string) =>
  `Rakeback claimed: ${sc} SC have been added to your wallet.`;
