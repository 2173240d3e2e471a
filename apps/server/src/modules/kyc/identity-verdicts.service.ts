import type { TIdentityOutcome } from '@app/contracts/kyc';
import type { Db } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mailer';
import { readSignedWebhook } from '../../platform/webhook-signature';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { ZIdentityEvent } from './identity-provider';
import { kycApprovedEmail, kycDeclinedEmail } from './kyc-emails';
import { applyKycEvent, type KycEvent } from './kyc-status';
import {
  cancelPendingDocuments,
  lockIdentityCheck,
  lockIdentityCheckByReference,
  updateIdentityCheck,
  type IdentityCheckRow,
} from './kyc.repository';

const WIDGET_EVENT: Record<TIdentityOutcome, KycEvent> = {
  approve: 'widget-approved',
  decline: 'widget-declined',
  'needs-review': 'widget-needs-review',
};
const CHECK_STATUS = {
  approve: 'APPROVED',
  decline: 'DECLINED',
  'needs-review': 'NEEDS_REVIEW',
} as const;

/** Who decided: the provider's webhook, or a compliance member in the queue. */
const PROVIDER_DECIDER = 'identity provider';

/**
 * Identity-widget verdicts: the provider's signed webhook (checked before the body is parsed,
 * applied once per check) and compliance's decision on a check the widget left for review.
 */
export function createIdentityVerdicts(deps: {
  db: Db;
  audit: AuditService;
  mailer: Mailer;
  secret: string;
  siteUrl: string;
  now?: () => Date;
}) {
  const { db, mailer } = deps;

  /** Applies a verdict to a locked check, with the player's statuses, in one transaction. */
  async function decide(
    uow: UnitOfWork,
    check: IdentityCheckRow,
    outcome: TIdentityOutcome,
    values: { reviewedBy: string; reason: string | null; verdictEventId?: string },
  ) {
    const decided = outcome !== 'needs-review';
    await updateIdentityCheck(uow.tx, check.id, {
      status: CHECK_STATUS[outcome],
      outcome: check.outcome ?? outcome,
      reviewedBy: values.reviewedBy,
      reason: values.reason,
      decidedAt: decided ? new Date() : null,
      ...(values.verdictEventId ? { verdictEventId: values.verdictEventId } : {}),
    });
    const { before, after } = await applyKycEvent(uow.tx, check.userId, WIDGET_EVENT[outcome]);
    if (after.kycStatus === 'APPROVED')
      await cancelPendingDocuments(uow.tx, check.userId, values.reviewedBy);
    const mail = { to: before.email, username: before.username, siteUrl: deps.siteUrl };
    // The emails commit with the verdict (the outbox is written in this transaction).
    if (after.kycStatus === 'APPROVED' && before.kycStatus !== 'APPROVED')
      await mailer.send(kycApprovedEmail(mail), uow);
    if (after.kycStatus === 'DECLINED' && before.kycStatus !== 'DECLINED')
      await mailer.send(kycDeclinedEmail({ ...mail, reason: values.reason }), uow);
    return { before, after };
  }

  return {
    /** POST /kyc/webhooks/{provider}: answers whether the event was applied before. */
    async receive(
      rawBody: string,
      headers: { timestamp: string | undefined; signature: string | undefined },
    ): Promise<{ duplicate: boolean }> {
      const event = readSignedWebhook(ZIdentityEvent, {
        secret: deps.secret,
        rawBody,
        headers,
        now: deps.now?.(),
      });
      return inTransaction(db, async (uow) => {
        const check = await lockIdentityCheckByReference(uow.tx, event.data.referenceId);
        if (!check || check.sessionId !== event.data.sessionId)
          throw new AppError('NotFound', 'No identity check has this reference.');
        // One verdict per check: the same event again, or a later one, changes nothing.
        if (check.verdictEventId !== null) return { duplicate: true };
        await decide(uow, check, event.data.outcome, {
          reviewedBy: PROVIDER_DECIDER,
          reason: null,
          verdictEventId: event.id,
        });
        return { duplicate: false };
      });
    },

    /** Compliance approves or declines a check the widget left for review (audited). */
    async review(
      actor: AuditActor,
      checkId: number,
      outcome: 'approve' | 'decline',
      reason: string | null,
    ) {
      return inTransaction(db, async (uow) => {
        const check = await lockIdentityCheck(uow.tx, checkId);
        if (!check) throw new AppError('NotFound', 'No identity check has this id.');
        if (check.status !== 'NEEDS_REVIEW') throw new AppError('IdentityCheckNotInReview');
        const { before, after } = await decide(uow, check, outcome, {
          reviewedBy: actor.staffEmail,
          reason,
        });
        await deps.audit.record(uow.tx, actor, {
          action: `kyc.identity.${outcome}`,
          playerId: check.userId,
          target: `identity-check:${check.id}`,
          before: { checkStatus: check.status, kycStatus: before.kycStatus },
          after: { checkStatus: CHECK_STATUS[outcome], kycStatus: after.kycStatus },
          detail: reason ? { reason } : null,
        });
        return { checkId: check.id, status: CHECK_STATUS[outcome], kycStatus: after.kycStatus };
      });
    },
  };
}

export type IdentityVerdicts = ReturnType<typeof createIdentityVerdicts>;
