import { formatUsd } from '@app/contracts/money';
import { w9ItemsText, type TW9Item } from '@app/contracts/tax';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { TaxYearRule } from '../tax/tax.service';
import * as repo from './redemptions.repository';

/** The tax module's rules, as redemptions read them (decision 051; app-modules fills it). */
export interface TaxYearRules {
  ruleAt(at: Date, tx: DbOrTx): Promise<TaxYearRule>;
  ruleForYear(taxYear: number, tx?: DbOrTx): Promise<TaxYearRule>;
}

/** Why a payout waits: the tax year it reaches the threshold of, and what the W-9 lacks. */
export interface W9Hold {
  taxYear: number;
  thresholdCents: number;
  paidThisYear: number;
  missing: TW9Item[];
}

/**
 * The W-9 gate (decision 051): a redemption whose payment would make the player's paid
 * redemptions of the tax year reach that year's threshold is not paid until the W-9 (legal name,
 * address, SSN) is complete. The tax year is the one the decision is taken in (US Eastern).
 */
export function createW9Gate(deps: {
  tax: TaxYearRules;
  w9Missing: (userId: number, tx: DbOrTx) => Promise<TW9Item[]>;
}) {
  const { tax } = deps;

  /** Null when nothing holds the payout of `amount` to the player at `at`. */
  async function holdFor(
    tx: DbOrTx,
    request: { userId: number; amount: number },
    at: Date,
  ): Promise<W9Hold | null> {
    const rule = await tax.ruleAt(at, tx);
    const paidThisYear = await repo.paidBetween(tx, request.userId, rule.from, rule.to);
    if (paidThisYear + request.amount < rule.thresholdCents) return null;
    const missing = await deps.w9Missing(request.userId, tx);
    if (missing.length === 0) return null;
    return { taxYear: rule.taxYear, thresholdCents: rule.thresholdCents, paidThisYear, missing };
  }

  return {
    holdFor,

    /** What a pending request's player must still give (none for a request in another state). */
    async missingFor(tx: DbOrTx, row: repo.RedemptionRow, at: Date): Promise<TW9Item[]> {
      if (row.status !== 'PENDING') return [];
      return (await holdFor(tx, row, at))?.missing ?? [];
    },

    /** Refuses an approval whose payout the W-9 holds (4053), naming the year and what lacks. */
    async assertPayable(tx: DbOrTx, row: repo.RedemptionRow, at: Date): Promise<void> {
      const hold = await holdFor(tx, row, at);
      if (!hold) return;
      throw new AppError(
        'RedemptionW9Required',
        `This payout is held until the player's W-9 is complete (missing: ${w9ItemsText(hold.missing)}). ` +
          `With it, their paid redemptions in ${hold.taxYear} reach the ${formatUsd(hold.thresholdCents)} ` +
          `1099-MISC threshold of that year. The player is asked to provide it on their redemptions list; approve once it is given.`,
        { missing: hold.missing },
      );
    },
  };
}

export type W9Gate = ReturnType<typeof createW9Gate>;
