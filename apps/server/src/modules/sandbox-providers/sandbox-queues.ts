import type { UnitOfWork } from '../../db/unit-of-work';
import type { JobQueue } from '../../platform/job-queue';

/** A pending charge settles when its job comes due (sent for its settle time). */
export const SETTLE_CHARGE_QUEUE = 'sandbox-settle-charge';
/** A sent payout's next step (paid or failed; then returned) when its job comes due. */
export const ADVANCE_PAYOUT_QUEUE = 'sandbox-advance-payout';
/** One job per webhook: it sends the event, and retries with back-off until a 2xx. */
export const DELIVER_WEBHOOK_QUEUE = 'sandbox-deliver-webhook';

interface SettleChargeJob {
  chargeId: string;
}
export type PayoutStep = 'settle' | 'return';
interface AdvancePayoutJob {
  providerPayoutId: string;
  step: PayoutStep;
}
interface DeliverWebhookJob {
  outboxId: number;
}

/** Sends the settlement of a charge that went pending, in the transaction that made it pending. */
export function queueSettlement(jobs: JobQueue, uow: UnitOfWork, chargeId: string, at: Date) {
  return jobs.send<SettleChargeJob>(
    SETTLE_CHARGE_QUEUE,
    { chargeId },
    { uow, startAfter: at, key: chargeId },
  );
}

/** Sends a payout's next step, due at `at`, in the transaction that scheduled it. */
export function queuePayoutStep(
  jobs: JobQueue,
  uow: UnitOfWork,
  providerPayoutId: string,
  step: PayoutStep,
  at: Date,
) {
  return jobs.send<AdvancePayoutJob>(
    ADVANCE_PAYOUT_QUEUE,
    { providerPayoutId, step },
    { uow, startAfter: at, key: `${providerPayoutId}:${step}` },
  );
}

/** Sends the delivery of a webhook, in the transaction that wrote it to the outbox. */
export function queueDelivery(jobs: JobQueue, uow: UnitOfWork, outboxId: number) {
  return jobs.send<DeliverWebhookJob>(
    DELIVER_WEBHOOK_QUEUE,
    { outboxId },
    { uow, key: String(outboxId) },
  );
}

/**
 * The sandbox's queues. A webhook is retried 2 s after a failed attempt,
 * about doubling (with jitter) up to 16 retries, about one and a half to three
 * days in all, as real providers do; then its job is kept as failed.
 */
export function defineSandboxQueues(
  jobs: JobQueue,
  work: {
    settleCharge: (chargeId: string) => Promise<unknown>;
    advancePayout: (providerPayoutId: string, step: PayoutStep) => Promise<unknown>;
    deliverWebhook: (outboxId: number) => Promise<unknown>;
  },
) {
  jobs.define<SettleChargeJob>(SETTLE_CHARGE_QUEUE, (data) => work.settleCharge(data.chargeId), {
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 60,
  });
  jobs.define<AdvancePayoutJob>(
    ADVANCE_PAYOUT_QUEUE,
    (data) => work.advancePayout(data.providerPayoutId, data.step),
    { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 60 },
  );
  jobs.define<DeliverWebhookJob>(
    DELIVER_WEBHOOK_QUEUE,
    (data) => work.deliverWebhook(data.outboxId),
    { retryLimit: 16, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 60 },
  );
}
