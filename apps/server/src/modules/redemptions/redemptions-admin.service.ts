import type {
  TAdminRedemption,
  TAdminRedemptionListQuery,
  TRedemptionPage,
  TRedemptionReview,
  TRedemptionSettings,
  TRedemptionSettingsChange,
} from '@app/contracts/redemptions-admin';
import { formatUsd } from '@app/contracts/money';
import type { TKycStatus } from '@app/contracts/kyc';
import type { TRedemptionStatus } from '@app/contracts/redemptions';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mailer';
import type { AuditService, StaffActor } from '../audit/audit.service';
import type { DualControl } from '../dual-control/dual-control.service';
import type { WalletEvents } from '../wallet/wallet-events';
import type { WalletService } from '../wallet/wallet.service';
import { approvedEmail, infoRequestedEmail, rejectedEmail } from './redemption-emails';
import { redemptionLedger } from './redemption-ledger';
import { redemptionDefaults } from './redemption-limits';
import type { RedemptionPayouts } from './redemption-payouts.service';
import type { RiskSources } from './redemption-risk';
import { adminView, staffIdsOf, statusEvent } from './redemption-views';
import * as repo from './redemptions.repository';
import type { TaxYearRules, W9Gate } from './redemption-w9';
import type { RedemptionIdentity } from './redemptions.service';

export type { StaffActor };

/**
 * SC (hundredths) `staffId` credited to `userId` since `since` by adjustments they asked for or
 * approved (the adjustments module's `creditsBy`, decision 057).
 */
export type StaffCreditedSc = (
  staffId: number,
  userId: number,
  since: Date,
  tx: DbOrTx,
) => Promise<number>;

const PAGE_SIZE = 50;
const HISTORY_SIZE = 50;
const DAY_MS = 24 * 3600_000;
/** The dual-control kind of the redemption four-eyes threshold (decision 058). */
const APPROVAL_THRESHOLD_KIND = 'redemption-approval-threshold';
/** How far back a member's SC credit to a player bars them from approving the player's redemption. */
const SELF_FUNDED_DAYS = 30;

/** The queue's cursor: 'score:id' when ordered by risk, the id when by age. */
function readCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [first, second] = cursor.split(':').map(Number);
  if (second === undefined) return first ? { id: first } : undefined;
  return second ? { id: second, score: first ?? 0 } : undefined;
}

/** What the audit log keeps of a request. */
const audited = (row: repo.RedemptionRow) => ({
  amount: row.amount,
  providerType: row.providerType,
  accountLast4: row.accountLast4,
});

/**
 * The finance queue (redemptions-admin.ts, decision 030): list, review, approve (four eyes above
 * the threshold, as adjustments), reject with a reason, the threshold, and the payout job on
 * approval. Every decision is one transaction with its ledger step, email and audit entry.
 */
export function createRedemptionsAdminService(deps: {
  db: Db;
  wallet: WalletService;
  walletEvents: WalletEvents;
  audit: AuditService;
  mailer: Mailer;
  payouts: RedemptionPayouts;
  identity: RedemptionIdentity;
  tax: TaxYearRules;
  w9: W9Gate;
  /** Accounts sharing a device, an IP address or a payment instrument (the referrals module's). */
  linkedAccounts: RiskSources['linkedAccounts'];
  staffCreditedSc: StaffCreditedSc;
  /** The four-eyes threshold changes through it (decision 058). */
  dualControl: DualControl;
  now?: () => Date;
}) {
  const { db, wallet, walletEvents, audit, mailer, payouts, identity, tax, w9 } = deps;
  const { dualControl } = deps;
  const now = deps.now ?? (() => new Date());
  const ledger = redemptionLedger(deps.wallet);

  // A higher threshold lets one member approve more alone: a second admin approves it (decision 058).
  dualControl.register<TRedemptionSettings>(APPROVAL_THRESHOLD_KIND, {
    async loosens(tx, proposed) {
      return proposed.approvalThreshold > (await redemptionDefaults(tx)).approvalThreshold;
    },
    async apply(tx, proposed, actor) {
      await repo.lockSettings(tx);
      const before = await redemptionDefaults(tx);
      await repo.saveSettings(tx, {
        ...before,
        approvalThreshold: proposed.approvalThreshold,
        updatedByStaffId: actor.staffId,
        updatedAt: now(),
      });
      await audit.record(tx, actor, {
        action: 'settings.redemptions',
        target: 'settings:redemptions',
        before: { approvalThreshold: before.approvalThreshold },
        after: { approvalThreshold: proposed.approvalThreshold },
      });
    },
    async describe(tx, proposed) {
      const current = (await redemptionDefaults(tx)).approvalThreshold;
      return `Redemption four-eyes threshold: ${formatUsd(current)} → ${formatUsd(proposed.approvalThreshold)}`;
    },
  });

  function announce(uow: UnitOfWork, row: repo.RedemptionRow) {
    uow.afterCommit(() =>
      walletEvents.emit('transactionStatus', { userId: row.userId, status: statusEvent(row) }),
    );
  }

  async function views(tx: DbOrTx, found: repo.AdminRedemptionRow[]): Promise<TAdminRedemption[]> {
    const names = await repo.staffNames(tx, staffIdsOf(found.map((f) => f.row)));
    return found.map((f) => adminView(f, names));
  }

  async function viewOf(tx: DbOrTx, id: number): Promise<TAdminRedemption> {
    const found = await repo.findForStaff(tx, id);
    if (!found) throw new AppError('NotFound', 'This redemption request was not found.');
    const [view] = await views(tx, [found]);
    if (!view) throw new Error(`redemption ${id} has no view`);
    return view;
  }

  async function lockDecidable(tx: DbOrTx, id: number, allowed: readonly TRedemptionStatus[]) {
    const row = await repo.lockRequest(tx, id);
    if (!row) throw new AppError('NotFound', 'This redemption request was not found.');
    if (!allowed.includes(row.status)) throw new AppError('RedemptionNotPending');
    return row;
  }

  async function contact(tx: DbOrTx, userId: number) {
    const player = await repo.playerContact(tx, userId);
    if (!player) throw new Error(`player ${userId} vanished`);
    return player;
  }

  /** Nobody approves a redemption their own SC credit funded in the last 30 days (4054). */
  async function assertNotSelfFunded(tx: DbOrTx, actor: StaffActor, userId: number, at: Date) {
    const since = new Date(at.getTime() - SELF_FUNDED_DAYS * DAY_MS);
    if ((await deps.staffCreditedSc(actor.staffId, userId, since, tx)) > 0)
      throw new AppError('RedemptionSelfFunded');
  }

  /** Other accounts linked to the player, with every trait they share. */
  async function linksOf(tx: DbOrTx, userId: number) {
    type Shared = TRedemptionReview['linkedAccounts'][number]['sharedBy'][number];
    const links = new Map<number, { userId: number; username: string; sharedBy: Set<Shared> }>();
    const add = (other: { userId: number; username: string }, by: Shared) => {
      const entry = links.get(other.userId) ?? { ...other, sharedBy: new Set<Shared>() };
      entry.sharedBy.add(by);
      links.set(other.userId, entry);
    };
    for (const link of await deps.linkedAccounts(userId, tx)) add(link, link.sharedBy);
    for (const other of await repo.playersSharingPayoutBank(tx, userId)) add(other, 'bank');
    const order: Shared[] = ['device', 'ip', 'instrument', 'bank'];
    return [...links.values()].map((l) => ({
      userId: l.userId,
      username: l.username,
      sharedBy: order.filter((k) => l.sharedBy.has(k)),
    }));
  }

  return {
    /**
     * The queue a page at a time: the riskiest first and, at equal risk, the longest waiting
     * (sort 'risk'), or the longest waiting first (sort 'age', the default without a sort).
     */
    async list(query: TAdminRedemptionListQuery): Promise<TRedemptionPage> {
      const byRisk = query.sort === 'risk';
      const found = await repo.listForStaff(db, {
        status: query.status,
        after: readCursor(query.cursor),
        limit: PAGE_SIZE + 1,
        order: byRisk ? 'risk' : 'oldest',
      });
      const page = found.slice(0, PAGE_SIZE);
      const last = page.at(-1)?.row;
      return {
        rows: await views(db, page),
        nextCursor:
          found.length > PAGE_SIZE && last
            ? byRisk
              ? `${last.riskScore}:${last.id}`
              : String(last.id)
            : null,
      };
    },

    async review(id: number): Promise<TRedemptionReview> {
      const redemption = await viewOf(db, id);
      const { userId } = redemption;
      const at = now();
      const player = await contact(db, userId);
      const taxYear = await tax.ruleAt(at, db);
      const request = await repo.findRequest(db, id);
      const sources = await wallet.scCreditsBySource(userId, db);
      const history = await repo.listForStaff(db, {
        userId,
        limit: HISTORY_SIZE + 1,
        order: 'newest',
      });
      return {
        redemption,
        kycStatus: player.kycStatus as TKycStatus,
        ssnOnFile: await identity.ssnOnFile(userId, db),
        purchasedTotal: await repo.purchasedTotal(db, userId),
        redeemedTotal: await repo.paidTotal(db, userId),
        taxYear: taxYear.taxYear,
        taxThreshold: taxYear.thresholdCents,
        redeemedThisYear: await repo.paidBetween(db, userId, taxYear.from, taxYear.to),
        w9Missing: request ? await w9.missingFor(db, request, at) : [],
        scWonFromPlay: sources.wonInPlay,
        scFromBonuses: sources.bonuses + sources.adjustments + sources.freeEntry,
        linkedAccounts: await linksOf(db, userId),
        velocity: {
          last24h: await repo.velocitySince(db, userId, new Date(at.getTime() - DAY_MS)),
          last7d: await repo.velocitySince(db, userId, new Date(at.getTime() - 7 * DAY_MS)),
        },
        history: await views(db, history.filter((h) => h.row.id !== id).slice(0, HISTORY_SIZE)),
        assessment: request?.risk ?? null,
        infoRequests: (await repo.infoRequestsOf(db, id)).map(({ row, askedBy }) => ({
          question: row.question,
          askedBy,
          askedAt: row.askedAt.toISOString(),
          answer: row.answer,
          answeredAt: row.answeredAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * Approves a PENDING request. The threshold applies to what this member approved alone of
     * this player's requests in the last 24 hours with this one (decision 057): above it the
     * first approval is recorded and the request stays PENDING until another member gives the
     * second (4050 for the same member); the player's approvals run one at a time (a lock per
     * player), so splitting a sum, even in parallel, cannot avoid it. Nobody approves, first or
     * second, a redemption of a player they credited SC to in the last 30 days (4054).
     * A request whose payment would reach the tax year's 1099-MISC threshold is refused, first
     * and second approval alike, while the player's W-9 is incomplete (4053).
     * Once approved: the email of SPEC §9 and the payout job commit with the status.
     */
    async approve(actor: StaffActor, id: number): Promise<TAdminRedemption> {
      return inTransaction(db, async (uow) => {
        const { tx } = uow;
        const found = await repo.findRequest(tx, id);
        if (!found) throw new AppError('NotFound', 'This redemption request was not found.');
        await repo.lockPlayerApprovals(tx, found.userId);
        const row = await lockDecidable(tx, id, ['PENDING']);
        // Nothing is approved that could not be paid: the player gives a bank first (4052).
        if (row.accountNumberEnc === null) throw new AppError('RedemptionNoPayoutBank');
        const threshold = row.approvalThreshold ?? (await redemptionDefaults(tx)).approvalThreshold;
        const at = now();
        await assertNotSelfFunded(tx, actor, row.userId, at);
        // Nor one that reaches the tax year's threshold without a complete W-9 (4053, decision 051).
        await w9.assertPayable(tx, row, at);
        const approvedAlone =
          row.firstApprovedByStaffId === null
            ? await repo.singleApprovalsBy(
                tx,
                actor.staffId,
                row.userId,
                new Date(at.getTime() - DAY_MS),
              )
            : 0;
        if (row.firstApprovedByStaffId === null && approvedAlone + row.amount > threshold) {
          await repo.transition(tx, id, ['PENDING'], {
            firstApprovedByStaffId: actor.staffId,
            firstApprovedAt: at,
            approvalThreshold: threshold,
          });
          await audit.record(tx, actor, {
            action: 'redemption.approve.first',
            playerId: row.userId,
            target: `redemption:${id}`,
            before: { status: 'PENDING' },
            after: { status: 'PENDING', awaitingSecondApproval: true },
            detail: { ...audited(row), threshold, approvedAloneIn24h: approvedAlone },
          });
          return viewOf(tx, id);
        }
        if (row.firstApprovedByStaffId === actor.staffId)
          throw new AppError('RedemptionOwnSecondApproval');
        const second = row.firstApprovedByStaffId !== null;
        const approved = await repo.transition(tx, id, ['PENDING'], {
          status: 'APPROVED',
          approvedAt: at,
          approvalThreshold: threshold,
          ...(second
            ? { secondApprovedByStaffId: actor.staffId }
            : { firstApprovedByStaffId: actor.staffId, firstApprovedAt: at }),
        });
        if (!approved) throw new AppError('RedemptionNotPending');
        const player = await contact(tx, row.userId);
        await mailer.send(
          approvedEmail(
            player.email,
            player.username,
            row.amount,
            id,
            approved.accountNumberEnc === null,
          ),
          uow,
        );
        await payouts.enqueue(uow, id);
        await audit.record(tx, actor, {
          action: 'redemption.approve',
          playerId: row.userId,
          target: `redemption:${id}`,
          before: { status: 'PENDING' },
          after: { status: 'APPROVED' },
          detail: { ...audited(row), threshold, approval: second ? 'second' : 'single' },
        });
        announce(uow, approved);
        return viewOf(tx, id);
      });
    },

    /**
     * Rejects a PENDING, INFO_REQUESTED or APPROVED (not yet sent) request: the hold goes back,
     * the player is told why by email.
     */
    async reject(actor: StaffActor, id: number, reason: string): Promise<TAdminRedemption> {
      return inTransaction(db, async (uow) => {
        const { tx } = uow;
        const decidable = ['PENDING', 'INFO_REQUESTED', 'APPROVED'] as const;
        const row = await lockDecidable(tx, id, decidable);
        const rejected = await repo.transition(tx, id, decidable, {
          status: 'REJECTED',
          reason,
          rejectedByStaffId: actor.staffId,
          closedAt: now(),
        });
        if (!rejected) throw new AppError('RedemptionNotPending');
        await ledger.release(uow, id, row.userId, row.amount);
        const player = await contact(tx, row.userId);
        await mailer.send(
          rejectedEmail(player.email, player.username, row.amount, id, reason),
          uow,
        );
        await audit.record(tx, actor, {
          action: 'redemption.reject',
          playerId: row.userId,
          target: `redemption:${id}`,
          before: { status: row.status },
          after: { status: 'REJECTED' },
          detail: { ...audited(row), reason },
        });
        announce(uow, rejected);
        return viewOf(tx, id);
      });
    },

    /**
     * Asks the player for information (decision 057): PENDING → INFO_REQUESTED, the question is
     * shown on the player's request and emailed; their answer puts it back in the queue.
     */
    async askForInformation(
      actor: StaffActor,
      id: number,
      question: string,
    ): Promise<TAdminRedemption> {
      return inTransaction(db, async (uow) => {
        const { tx } = uow;
        const row = await lockDecidable(tx, id, ['PENDING']);
        const asked = await repo.transition(tx, id, ['PENDING'], { status: 'INFO_REQUESTED' });
        if (!asked) throw new AppError('RedemptionNotPending');
        await repo.insertInfoRequest(tx, {
          redemptionId: id,
          question,
          askedByStaffId: actor.staffId,
          askedAt: now(),
        });
        const player = await contact(tx, row.userId);
        await mailer.send(
          infoRequestedEmail(player.email, player.username, row.amount, id, question),
          uow,
        );
        await audit.record(tx, actor, {
          action: 'redemption.ask-info',
          playerId: row.userId,
          target: `redemption:${id}`,
          before: { status: 'PENDING' },
          after: { status: 'INFO_REQUESTED' },
          detail: { ...audited(row), question },
        });
        announce(uow, asked);
        return viewOf(tx, id);
      });
    },

    async settings(): Promise<TRedemptionSettings> {
      return { approvalThreshold: (await redemptionDefaults(db)).approvalThreshold };
    },

    /**
     * Proposes a new four-eyes threshold (decision 058): a lower one applies at once, a higher
     * one waits for a second admin. Answers the threshold in force and what became of the change.
     */
    async updateSettings(actor: StaffActor, next: TRedemptionSettingsChange) {
      const proposal: TRedemptionSettings = { approvalThreshold: next.approvalThreshold };
      const outcome = await dualControl.propose(
        actor,
        APPROVAL_THRESHOLD_KIND,
        proposal,
        next.reason,
      );
      return { approvalThreshold: (await redemptionDefaults(db)).approvalThreshold, outcome };
    },
  };
}

export type RedemptionsAdminService = ReturnType<typeof createRedemptionsAdminService>;
