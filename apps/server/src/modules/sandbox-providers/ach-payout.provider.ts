import {
  SANDBOX_ACH_FAILED_ACCOUNT_SUFFIX,
  SANDBOX_ACH_RETURN_REASONS,
} from '@app/contracts/payments';
import { isValidAbaRoutingNumber, SANDBOX_ACH_PAYOUT_PROVIDER } from '@app/contracts/payouts';
import { SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX } from '@app/contracts/redemptions';
import type { Db } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import type { JobQueue } from '../../platform/job-queue';
import {
  PayoutRefusedError,
  type PayoutEventType,
  type PayoutProvider,
  type PayoutRequest,
} from '../payments/payouts';
import { REFERENCE_ID_MAX } from './charge-input';
import { newSandboxId } from './sandbox-ids';
import {
  findSandboxPayoutByPayoutId,
  insertSandboxPayout,
  lockDueSandboxPayouts,
  lockSandboxPayout,
  updateSandboxPayout,
  type SandboxPayoutOutcome,
  type SandboxPayoutRow,
} from './sandbox-payouts.repository';
import { queueDelivery, queuePayoutStep, type PayoutStep } from './sandbox-queues';
import { payoutEvent } from './webhook-events';
import { insertOutboxEvent } from './webhook-outbox.repository';

export interface AchPayoutDeps {
  db: Db;
  jobs: JobQueue;
  /** Seconds from a payout's sending to its payout.paid (or payout.failed) webhook. */
  settleSeconds: number;
  /** Seconds from a returned account's payout.paid to its payout.returned. */
  returnSeconds: number;
}

const DUE_BATCH = 100;
const HOLDER_MAX = 100;

/** What the test account number stands for (by its last four digits). */
function outcomeOf(accountNumber: string): SandboxPayoutOutcome {
  if (accountNumber.endsWith(SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX)) return 'returned';
  if (accountNumber.endsWith(SANDBOX_ACH_FAILED_ACCOUNT_SUFFIX)) return 'failed';
  return 'paid';
}

/** The checks a real ACH API makes of a credit request; a bad value is refused, naming it. */
function assertPayoutRequest(req: PayoutRequest): void {
  const { payoutId } = req;
  if (
    typeof payoutId !== 'string' ||
    payoutId.length === 0 ||
    payoutId.length > REFERENCE_ID_MAX ||
    /[\s\p{Cc}]/u.test(payoutId)
  ) {
    throw new PayoutRefusedError(
      `payoutId must be 1 to ${REFERENCE_ID_MAX} characters without spaces`,
    );
  }
  if (!Number.isSafeInteger(req.amountCents) || req.amountCents <= 0) {
    throw new PayoutRefusedError('amountCents must be a positive whole number of cents');
  }
  const holder = typeof req.accountHolder === 'string' ? req.accountHolder.trim() : '';
  if (!holder || holder.length > HOLDER_MAX) {
    throw new PayoutRefusedError(`accountHolder must be 1 to ${HOLDER_MAX} characters`);
  }
  if (!/^\d{4,17}$/.test(req.accountNumber)) {
    throw new PayoutRefusedError('accountNumber must be 4 to 17 digits');
  }
  if (!isValidAbaRoutingNumber(req.routingNumber)) {
    throw new PayoutRefusedError('routingNumber must be 9 digits with a valid ABA checksum');
  }
}

/**
 * The sandbox ACH payout provider (docs/decisions/031): a credit to the player's bank account,
 * kept in sandbox_payouts (last four digits only) and moved on by jobs: paid after settleSeconds
 * (or failed, for an account ending in 0004), then returned after returnSeconds for an account
 * ending in 0003. Each step writes its signed webhook to the outbox in the same transaction.
 */
export function createAchPayoutProvider(deps: AchPayoutDeps) {
  const { db, jobs } = deps;

  async function emit(uow: UnitOfWork, type: PayoutEventType, payout: SandboxPayoutRow, now: Date) {
    const event = payoutEvent(type, payout, now);
    const outboxId = await insertOutboxEvent(uow.tx, {
      provider: SANDBOX_ACH_PAYOUT_PROVIDER,
      event,
      nextAttemptAt: now,
    });
    await queueDelivery(jobs, uow, outboxId);
  }

  /** Takes a locked payout one step on, if `step` is the one it waits for; answers whether it did. */
  async function advanceLocked(
    uow: UnitOfWork,
    payout: SandboxPayoutRow,
    step: PayoutStep,
    now: Date,
  ): Promise<boolean> {
    if (step === 'settle' && payout.status === 'pending') {
      if (payout.outcome === 'failed') {
        const failed = await updateSandboxPayout(uow.tx, payout.id, {
          status: 'failed',
          reason: SANDBOX_ACH_RETURN_REASONS.failed,
          nextStepAt: null,
        });
        await emit(uow, 'payout.failed', failed, now);
        return true;
      }
      const returnAt =
        payout.outcome === 'returned' ? new Date(now.getTime() + deps.returnSeconds * 1000) : null;
      const paid = await updateSandboxPayout(uow.tx, payout.id, {
        status: 'paid',
        nextStepAt: returnAt,
      });
      await emit(uow, 'payout.paid', paid, now);
      if (returnAt) await queuePayoutStep(jobs, uow, paid.id, 'return', returnAt);
      return true;
    }
    if (step === 'return' && payout.status === 'paid' && payout.outcome === 'returned') {
      const returned = await updateSandboxPayout(uow.tx, payout.id, {
        status: 'returned',
        reason: SANDBOX_ACH_RETURN_REASONS.returned,
        nextStepAt: null,
      });
      await emit(uow, 'payout.returned', returned, now);
      return true;
    }
    return false;
  }

  const provider: PayoutProvider = {
    name: SANDBOX_ACH_PAYOUT_PROVIDER,

    /**
     * Sends a payout once per payoutId: the same request again answers the same
     * providerPayoutId and sends nothing more; the id reused for another payout is refused.
     */
    async send(req) {
      assertPayoutRequest(req);
      const last4 = req.accountNumber.slice(-4);
      return inTransaction(db, async (uow) => {
        const now = new Date();
        const settleAt = new Date(now.getTime() + deps.settleSeconds * 1000);
        const inserted = await insertSandboxPayout(uow.tx, {
          id: newSandboxId('po'),
          payoutId: req.payoutId,
          amountCents: req.amountCents,
          last4,
          routingNumber: req.routingNumber,
          outcome: outcomeOf(req.accountNumber),
          status: 'pending',
          nextStepAt: settleAt,
        });
        if (inserted) {
          await queuePayoutStep(jobs, uow, inserted.id, 'settle', settleAt);
          return { providerPayoutId: inserted.id };
        }
        const existing = await findSandboxPayoutByPayoutId(uow.tx, req.payoutId);
        const same =
          existing?.amountCents === req.amountCents &&
          existing.last4 === last4 &&
          existing.routingNumber === req.routingNumber;
        if (!existing || !same) {
          throw new PayoutRefusedError(
            `Payout ${req.payoutId} was already sent for another amount or account`,
          );
        }
        return { providerPayoutId: existing.id };
      });
    },
  };

  return {
    provider,

    /** A payout job's work: the step it was sent for, if the payout still waits for it. */
    advancePayout(providerPayoutId: string, step: PayoutStep, now = new Date()) {
      return inTransaction(db, async (uow) => {
        const payout = await lockSandboxPayout(uow.tx, providerPayoutId);
        return payout ? advanceLocked(uow, payout, step, now) : false;
      });
    },

    /**
     * Takes every payout whose next step is due at `now` on by that step; answers how many.
     * Their jobs do this as each falls due; tests call it to skip the wait.
     */
    async advanceDue(now = new Date()): Promise<number> {
      let advanced = 0;
      for (;;) {
        const count = await inTransaction(db, async (uow) => {
          const due = await lockDueSandboxPayouts(uow.tx, now, DUE_BATCH);
          for (const payout of due) {
            const step = payout.status === 'pending' ? 'settle' : 'return';
            // A payout with no step left is taken off the due list.
            if (!(await advanceLocked(uow, payout, step, now)))
              await updateSandboxPayout(uow.tx, payout.id, { nextStepAt: null });
          }
          return due.length;
        });
        advanced += count;
        if (count < DUE_BATCH) return advanced;
      }
    },
  };
}

export type AchPayouts = ReturnType<typeof createAchPayoutProvider>;
