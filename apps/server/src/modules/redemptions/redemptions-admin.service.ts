import type {
  TAdminRedemption,
  TRedemptionPage,
  TRedemptionReview,
  TRedemptionSettings,
} from '@app/contracts/redemptions-admin';
import type { TKycStatus } from '@app/contracts/kyc';
import type { TRedemptionStatus } from '@app/contracts/redemptions';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mailer';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { WalletEvents } from '../wallet/wallet-events';
import type { WalletService } from '../wallet/wallet.service';
import { approvedEmail, rejectedEmail } from './redemption-emails';
import { redemptionLedger } from './redemption-ledger';
import { redemptionDefaults } from './redemption-limits';
import type { RedemptionPayouts } from './redemption-payouts.service';
import { adminView, staffIdsOf, statusEvent } from './redemption-views';
import * as repo from './redemptions.repository';
import type { TaxYearRules, W9Gate } from './redemption-w9';
import type { RedemptionIdentity } from './redemptions.service';

export type StaffActor = AuditActor & { staffId: number };

const PAGE_SIZE = 50;
const HISTORY_SIZE = 50;
const DAY_MS = 24 * 3600_000;

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
  now?: () => Date;
}) {
  const { db, walletEvents, audit, mailer, payouts, identity, tax, w9 } = deps;
  const now = deps.now ?? (() => new Date());
  const ledger = redemptionLedger(deps.wallet);

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

  return {
    /** The queue, the longest waiting first, a page at a time. */
    async list(query: { status?: TRedemptionStatus; cursor?: string }): Promise<TRedemptionPage> {
      const afterId = query.cursor ? Number(query.cursor) : undefined;
      const found = await repo.listForStaff(db, {
        status: query.status,
        afterId: afterId && Number.isSafeInteger(afterId) ? afterId : undefined,
        limit: PAGE_SIZE + 1,
        order: 'oldest',
      });
      const page = found.slice(0, PAGE_SIZE);
      const last = page.at(-1);
      return {
        rows: await views(db, page),
        nextCursor: found.length > PAGE_SIZE && last ? String(last.row.id) : null,
      };
    },

    async review(id: number): Promise<TRedemptionReview> {
      const redemption = await viewOf(db, id);
      const { userId } = redemption;
      const at = now();
      const player = await contact(db, userId);
      const taxYear = await tax.ruleAt(at, db);
      const request = await repo.findRequest(db, id);
      const sources = await repo.scSources(db, userId);
      const links = new Map<number, { userId: number; username: string; sharedBy: Set<string> }>();
      for (const link of await repo.linkedAccounts(db, userId)) {
        const entry = links.get(link.userId) ?? {
          userId: link.userId,
          username: link.username,
          sharedBy: new Set<string>(),
        };
        entry.sharedBy.add(link.sharedBy);
        links.set(link.userId, entry);
      }
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
        scWonFromPlay: sources.fromPlay,
        scFromBonuses: sources.fromBonuses,
        linkedAccounts: [...links.values()].map((l) => ({
          userId: l.userId,
          username: l.username,
          sharedBy: (['device', 'ip', 'bank'] as const).filter((k) => l.sharedBy.has(k)),
        })),
        velocity: {
          last24h: await repo.velocitySince(db, userId, new Date(at.getTime() - DAY_MS)),
          last7d: await repo.velocitySince(db, userId, new Date(at.getTime() - 7 * DAY_MS)),
        },
        history: await views(db, history.filter((h) => h.row.id !== id).slice(0, HISTORY_SIZE)),
      };
    },

    /**
     * Approves a PENDING request. Above the threshold the first approval is recorded and the
     * request stays PENDING until another member gives the second (4050 for the same member).
     * A request whose payment would reach the tax year's 1099-MISC threshold is refused, first
     * and second approval alike, while the player's W-9 is incomplete (4053).
     * Once approved: the email of SPEC §9 and the payout job commit with the status.
     */
    async approve(actor: StaffActor, id: number): Promise<TAdminRedemption> {
      return inTransaction(db, async (uow) => {
        const { tx } = uow;
        const row = await lockDecidable(tx, id, ['PENDING']);
        // Nothing is approved that could not be paid: the player gives a bank first (4052).
        if (row.accountNumberEnc === null) throw new AppError('RedemptionNoPayoutBank');
        const threshold = row.approvalThreshold ?? (await redemptionDefaults(tx)).approvalThreshold;
        const at = now();
        // Nor one that reaches the tax year's threshold without a complete W-9 (4053, decision 051).
        await w9.assertPayable(tx, row, at);
        if (row.firstApprovedByStaffId === null && row.amount > threshold) {
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
            detail: { ...audited(row), threshold },
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

    /** Rejects a PENDING or APPROVED (not yet sent) request: the hold goes back, the player is told why. */
    async reject(actor: StaffActor, id: number, reason: string): Promise<TAdminRedemption> {
      return inTransaction(db, async (uow) => {
        const { tx } = uow;
        const row = await lockDecidable(tx, id, ['PENDING', 'APPROVED']);
        const rejected = await repo.transition(tx, id, ['PENDING', 'APPROVED'], {
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

    async settings(): Promise<TRedemptionSettings> {
      return { approvalThreshold: (await redemptionDefaults(db)).approvalThreshold };
    },

    /** A new approval threshold, audited with the one it replaces (the limits stay as they are). */
    async updateSettings(actor: StaffActor, next: TRedemptionSettings) {
      return inTransaction(db, async ({ tx }) => {
        await repo.lockSettings(tx);
        const before = await redemptionDefaults(tx);
        await repo.saveSettings(tx, {
          ...before,
          approvalThreshold: next.approvalThreshold,
          updatedByStaffId: actor.staffId,
          updatedAt: now(),
        });
        await audit.record(tx, actor, {
          action: 'settings.redemptions',
          target: 'settings:redemptions',
          before: { approvalThreshold: before.approvalThreshold },
          after: { approvalThreshold: next.approvalThreshold },
        });
        return { approvalThreshold: next.approvalThreshold };
      });
    },
  };
}

export type RedemptionsAdminService = ReturnType<typeof createRedemptionsAdminService>;
