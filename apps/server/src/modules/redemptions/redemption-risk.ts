import type { DbOrTx } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Mailer } from '../../platform/mailer';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { PayoutBanks } from '../payments/payout-banks.service';
import type { WalletEvents } from '../wallet/wallet-events';
import type { WalletService } from '../wallet/wallet.service';
import { approvedEmail } from './redemption-emails';
import { redemptionDefaults } from './redemption-limits';
import type { RedemptionPayouts } from './redemption-payouts.service';
import type { RiskRules } from './redemption-risk-rules';
import { assess, type RiskFacts } from './redemption-risk-signals';
import { statusEvent } from './redemption-views';
import type { W9Gate } from './redemption-w9';
import * as repo from './redemptions.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The audit log's actor of what the system decides by itself (decision 057). */
export const SYSTEM_ACTOR: AuditActor = { staffId: null, staffEmail: 'system', ip: null };

/**
 * What the risk signals read of other modules, each through its own service (app-modules fills
 * it). Every read takes the caller's transaction: the request's (PGlite serves one at a time).
 */
export interface RiskSources {
  /** The users module's account row. */
  player(
    userId: number,
    tx: DbOrTx,
  ): Promise<
    | {
        createdAt: Date;
        kycStatus: string;
        stateId: number | null;
        passwordChangedAt: Date | null;
      }
    | undefined
  >;
  /** The KYC module: when the player's KYC was approved, when recorded. */
  kycApprovedAt(userId: number, tx: DbOrTx): Promise<Date | null>;
  /** The two-factor module: when two-factor sign-in was last turned on or off. */
  twoFactorChangedAt(userId: number, tx: DbOrTx): Promise<Date | null>;
  /** The payments module's purchases: totals, refunds, chargebacks and the latest purchase. */
  purchases(
    userId: number,
    since: Date,
    tx: DbOrTx,
  ): Promise<{
    purchasedLifetime: number;
    purchasedSince: number;
    refunded: number;
    chargedBack: number;
    lastPurchase: { at: Date; sc: number } | null;
  }>;
  /** The referrals module: accounts sharing a device, an IP address or a payment instrument. */
  linkedAccounts(
    userId: number,
    tx: DbOrTx,
  ): Promise<{ userId: number; username: string; sharedBy: 'device' | 'ip' | 'instrument' }[]>;
  /** The jurisdictions module: the address state and where the request comes from. */
  addressAndLocation(
    stateId: number | null,
    ip: string | null,
  ): Promise<{ addressState: string | null; located: string | null }>;
}

/** Where a request (or the bank details that complete it) came from. */
export interface RequestContext {
  ip: string | null;
}

/**
 * The risk assessment and the system's approval (decision 057): when a request is made (or its
 * bank account given), its signals are computed from the other modules' services, judged by the
 * rules in force, and stored with it; a request with no rule fired, at or under the ceiling,
 * with a bank to pay and nothing else holding it is approved by the system at once, in the
 * same transaction, and its payout job is queued with it.
 */
export function createRiskAssessor(deps: {
  wallet: WalletService;
  walletEvents: WalletEvents;
  audit: AuditService;
  mailer: Mailer;
  payouts: RedemptionPayouts;
  banks: PayoutBanks;
  w9: W9Gate;
  rules: RiskRules;
  sources: RiskSources;
  now: () => Date;
}) {
  const { wallet, sources, banks, rules, now } = deps;

  async function facts(
    tx: DbOrTx,
    row: repo.RedemptionRow,
    context: RequestContext,
    thresholds: RiskFacts['thresholds'],
  ): Promise<RiskFacts> {
    const { userId } = row;
    const at = now();
    const player = await sources.player(userId, tx);
    if (!player) throw new Error(`player ${userId} vanished`);
    const monthAgo = new Date(at.getTime() - 30 * DAY_MS);
    const bought = await sources.purchases(userId, monthAgo, tx);
    const linked: RiskFacts['linked'] = { device: [], ip: [], instrument: [], bank: [] };
    for (const link of await sources.linkedAccounts(userId, tx))
      linked[link.sharedBy].push(link.username);
    linked.bank = (await repo.playersSharingPayoutBank(tx, userId)).map((p) => p.username);
    // A bank other than the one the last payout went to is a change made now.
    const lastPaid = await repo.lastPaidBank(tx, userId, row.id);
    const otherBank =
      row.bankFingerprint !== null &&
      lastPaid?.fingerprint != null &&
      lastPaid.fingerprint !== row.bankFingerprint;
    const bankChanges = [await banks.lastChangeAt(tx, userId), otherBank ? at : null].filter(
      (d): d is Date => d !== null,
    );
    return {
      amount: row.amount,
      at,
      kyc: { status: player.kycStatus, approvedAt: await sources.kycApprovedAt(userId, tx) },
      accountCreatedAt: player.createdAt,
      money: {
        purchasedLifetime: bought.purchasedLifetime,
        purchased30d: bought.purchasedSince,
        redeemedLifetime: await repo.paidTotal(tx, userId),
        redeemed30d: await repo.requestedSince(tx, userId, monthAgo),
      },
      sc: await wallet.scCreditsBySource(userId, tx),
      lastPurchase: bought.lastPurchase,
      scPlayedSinceLastPurchase: bought.lastPurchase
        ? await wallet.scWageredSince(userId, bought.lastPurchase.at, tx)
        : 0,
      linked,
      changes: {
        password: player.passwordChangedAt,
        twoFactor: await sources.twoFactorChangedAt(userId, tx),
        bank: bankChanges.length > 0 ? new Date(Math.max(...bankChanges.map(Number))) : null,
      },
      refunds: bought.refunded,
      chargebacks: bought.chargedBack,
      requests24h: await repo.amountsSince(tx, userId, new Date(at.getTime() - DAY_MS)),
      requests7d: await repo.amountsSince(tx, userId, new Date(at.getTime() - 7 * DAY_MS)),
      location: await sources.addressAndLocation(player.stateId, context.ip),
      thresholds,
    };
  }

  async function approveBySystem(uow: UnitOfWork, row: repo.RedemptionRow, threshold: number) {
    const { tx } = uow;
    const approved = await repo.transition(tx, row.id, ['PENDING'], {
      status: 'APPROVED',
      approvedAt: now(),
      approvalThreshold: threshold,
      approvedBySystem: true,
    });
    if (!approved) return row;
    const player = await repo.playerContact(tx, row.userId);
    if (!player) throw new Error(`player ${row.userId} vanished`);
    await deps.mailer.send(
      approvedEmail(player.email, player.username, row.amount, row.id, false),
      uow,
    );
    await deps.payouts.enqueue(uow, row.id);
    await deps.audit.record(tx, SYSTEM_ACTOR, {
      action: 'redemption.approve',
      playerId: row.userId,
      target: `redemption:${row.id}`,
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
      detail: {
        amount: row.amount,
        providerType: row.providerType,
        accountLast4: row.accountLast4,
        approval: 'system',
        ceiling: row.risk?.ceiling ?? null,
      },
    });
    uow.afterCommit(() =>
      deps.walletEvents.emit('transactionStatus', {
        userId: approved.userId,
        status: statusEvent(approved),
      }),
    );
    return approved;
  }

  return {
    /**
     * Assesses a PENDING request in the caller's transaction, stores the assessment, and
     * approves it by the system when nothing holds it. Answers the request as it now stands.
     */
    async decide(
      uow: UnitOfWork,
      row: repo.RedemptionRow,
      context: RequestContext,
    ): Promise<repo.RedemptionRow> {
      const { tx } = uow;
      const inForce = await rules.inForce(tx);
      const defaults = await redemptionDefaults(tx);
      const ceiling = defaults.autoApprovalCeiling;
      const gathered = await facts(tx, row, context, {
        ceiling,
        approval: defaults.approvalThreshold,
      });
      const w9Holds = (await deps.w9.holdFor(tx, row, gathered.at)) !== null;
      const assessment = assess(gathered, inForce, {
        w9: w9Holds,
        noBank: row.accountNumberEnc === null,
      });
      const assessed = await repo.setRisk(tx, row.id, assessment);
      if (assessment.decision !== 'auto-approved') return assessed;
      return approveBySystem(uow, assessed, defaults.approvalThreshold);
    },
  };
}

export type RiskAssessor = ReturnType<typeof createRiskAssessor>;
