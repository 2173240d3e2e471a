import { formatAmount, toDecimal } from '@app/contracts/money';
import {
  REFERRAL_REFUSAL_TEXT,
  type TPlayerReferrals,
  type TReferralDetails,
  type TReferralInvite,
  type TReferralRefusalReason,
  type TReferredBonusClaim,
} from '@app/contracts/referrals';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { ReferralBonusSetting } from '../bonuses/bonus-settings.service';
import { easternMonth } from '../bonuses/eastern-day';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './referrals.repository';

const INVITES_SHOWN = 100;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Referrals (docs/decisions/034): an invite is decided once, in the transaction that credits the
 * invited player's first purchase; the referrer claims what invites earned in one wallet credit.
 */
export function createReferralsService(deps: {
  db: Db;
  wallet: WalletService;
  /** The referral bonus settings (the bonuses module's, read in the caller's transaction). */
  referralSetting: (db: DbOrTx) => Promise<ReferralBonusSetting>;
  /** The player's own code (the users module's). */
  referralCodeOf: (userId: number) => Promise<string>;
  now?: () => Date;
}) {
  const { db, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  async function refusalFor(tx: Tx, referrerId: number, inviteeId: number) {
    const shared = await repo.sharedTraits(tx, referrerId, inviteeId);
    if (shared.device) return 'shared_device' as const;
    if (shared.ip) return 'shared_ip' as const;
    if (shared.instrument) return 'shared_payment_instrument' as const;
    return null;
  }

  return {
    /**
     * Decides the invite of a player whose first purchase is being credited, in that credit's
     * transaction: earned (amounts of the settings now), or refused with its reason.
     */
    async recordFirstPurchase(tx: Tx, inviteeId: number, purchaseReferenceId: string) {
      const referrerId = await repo.findReferrerOf(tx, inviteeId);
      if (referrerId === null || referrerId === inviteeId) return;
      if (await repo.hasReward(tx, inviteeId)) return;
      const setting = await deps.referralSetting(tx);
      const month = easternMonth(now());
      let reason: TReferralRefusalReason | null = await refusalFor(tx, referrerId, inviteeId);
      if (!reason && !setting.isActive) reason = 'bonus_inactive';
      let slotTaken = false;
      if (!reason) {
        slotTaken = await repo.takeMonthlySlot(tx, referrerId, month, setting.monthlyCap);
        if (!slotTaken) reason = 'monthly_cap';
      }
      const rewardId = await repo.insertReward(tx, {
        referrerId,
        inviteeId,
        state: reason ? 'refused' : 'earned',
        refusalReason: reason,
        gcAmount: reason ? 0 : setting.gcAmount,
        scAmount: reason ? 0 : setting.scAmount,
        purchaseReferenceId,
        month,
      });
      // Decided meanwhile by another transaction: give back the month's slot this one took.
      if (rewardId === undefined && slotTaken) await repo.releaseMonthlySlot(tx, referrerId, month);
    },

    /**
     * The invite a refunded purchase decided earns nothing after all, unless its bonus was claimed
     * already (then support sees it on the player page). The month's slot is given back.
     */
    async purchaseRefunded(tx: Tx, inviteeId: number, purchaseReferenceId: string) {
      const revoked = await repo.revokeEarnedReward(tx, inviteeId, purchaseReferenceId);
      if (revoked) await repo.releaseMonthlySlot(tx, revoked.referrerId, revoked.month);
    },

    async details(userId: number): Promise<TReferralDetails> {
      const [totals, rows, setting, referralCode] = await Promise.all([
        repo.referralTotals(db, userId),
        repo.listInvites(db, userId, INVITES_SHOWN),
        deps.referralSetting(db),
        deps.referralCodeOf(userId),
      ]);
      const invites = rows.map((row): TReferralInvite => ({
        username: row.username,
        joinedAt: iso(row.joinedAt),
        state: row.state ?? 'waiting',
        gcAmount: toDecimal(Number(row.gcAmount ?? 0)),
        scAmount: toDecimal(Number(row.scAmount ?? 0)),
        decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
        refusalReason: row.refusalReason,
        refusalText: row.refusalReason ? REFERRAL_REFUSAL_TEXT[row.refusalReason] : null,
      }));
      return {
        totalSC: toDecimal(totals.totalSc),
        totalGC: toDecimal(totals.totalGc),
        inviteCount: totals.inviteCount,
        referralCode,
        claimableGC: toDecimal(totals.claimableGc),
        claimableSC: toDecimal(totals.claimableSc),
        bonusGC: toDecimal(setting.gcAmount),
        bonusSC: toDecimal(setting.scAmount),
        isActive: setting.isActive,
        invites,
      };
    },

    /** Credits every earned, unclaimed referral bonus once (GC, and SC as unplayed SC). */
    async claim(userId: number): Promise<TReferredBonusClaim> {
      const totals = await inTransaction(db, async (uow) => {
        const claimId = await repo.insertClaim(uow.tx, userId);
        const taken = await repo.takeEarnedRewards(uow.tx, userId, claimId);
        if (taken.length === 0) throw new AppError('ReferralNothingToClaim');
        const gcAmount = taken.reduce((sum, r) => sum + r.gcAmount, 0);
        const scAmount = taken.reduce((sum, r) => sum + r.scAmount, 0);
        await repo.settleClaim(uow.tx, claimId, { gcAmount, scAmount, invites: taken.length });
        await wallet.apply(uow, {
          idempotencyKey: `referral_claim:${claimId}`,
          userId,
          kind: 'referral_bonus',
          reference: `referral_claim:${claimId}`,
          movements: [
            {
              direction: 'credit',
              currency: 'GC',
              amount: gcAmount,
              house: 'BONUSES',
              kind: 'bonus',
            },
            {
              direction: 'credit',
              currency: 'SC',
              amount: scAmount,
              house: 'BONUSES',
              kind: 'bonus',
              scAccount: 'SC_UNPLAYED',
            },
          ],
        });
        return { gcAmount, scAmount, invites: taken.length };
      });
      return {
        message: `Referral bonus claimed: ${formatAmount(totals.gcAmount)} GC and ${formatAmount(totals.scAmount)} SC have been added to your wallet.`,
        gcAmount: toDecimal(totals.gcAmount),
        scAmount: toDecimal(totals.scAmount),
        invitesClaimed: totals.invites,
      };
    },

    /**
     * Other accounts sharing a device, an IP address or a payment instrument with this player,
     * as referrals compare them (the redemption risk signals read it, decision 057).
     */
    linkedAccounts(userId: number, tx: DbOrTx = db) {
      return repo.linkedAccounts(tx, userId);
    },

    /** The staff view of a player: who invited them, what that came to, and their own invites. */
    async staffView(userId: number): Promise<TPlayerReferrals> {
      const [invitedBy, ownReward, details] = await Promise.all([
        repo.findInviter(db, userId),
        repo.findRewardOfInvitee(db, userId),
        this.details(userId),
      ]);
      return {
        invitedBy: invitedBy && {
          ...invitedBy,
          state: ownReward?.state ?? ('waiting' as const),
          refusalReason: ownReward?.refusalReason ?? null,
        },
        ...details,
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
