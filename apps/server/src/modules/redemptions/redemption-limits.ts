import { DEFAULT_AUTO_APPROVAL_CEILING } from '@app/contracts/redemption-risk';
import { DEFAULT_REDEMPTION_APPROVAL_THRESHOLD } from '@app/contracts/redemptions-admin';
import type { DbOrTx } from '../../db/database';
import * as repo from './redemptions.repository';

/** Operator defaults while no settings row exists (decision 030): 1.00 and 5,000.00 a day. */
export const DEFAULT_MIN_REDEEMABLE_CENTS = 100;
export const DEFAULT_MAX_REDEEMABLE_CENTS = 500_000;

export interface RedemptionDefaults {
  approvalThreshold: number;
  minRedeemableCents: number;
  maxRedeemableCents: number;
  /** Requests at or under it with no risk rule fired are approved by the system (decision 057). */
  autoApprovalCeiling: number;
}

export async function redemptionDefaults(db: DbOrTx): Promise<RedemptionDefaults> {
  const row = await repo.readSettings(db);
  return {
    approvalThreshold: row?.approvalThreshold ?? DEFAULT_REDEMPTION_APPROVAL_THRESHOLD,
    minRedeemableCents: row?.minRedeemableCents ?? DEFAULT_MIN_REDEEMABLE_CENTS,
    maxRedeemableCents: row?.maxRedeemableCents ?? DEFAULT_MAX_REDEEMABLE_CENTS,
    autoApprovalCeiling: row?.autoApprovalCeiling ?? DEFAULT_AUTO_APPROVAL_CEILING,
  };
}

/** A player's limits: their own override where an operator set one, else the defaults. */
export function redemptionLimits(db: DbOrTx) {
  return {
    async forPlayer(
      tx: DbOrTx = db,
      player: { minRedeemableCents: number | null; maxRedeemableCents: number | null },
    ) {
      const defaults = await redemptionDefaults(tx);
      return {
        minCents: player.minRedeemableCents ?? defaults.minRedeemableCents,
        maxCents: player.maxRedeemableCents ?? defaults.maxRedeemableCents,
      };
    },
  };
}
