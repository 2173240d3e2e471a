import type { TWebhookEvent, WebhookEventType } from '@app/contracts/payments';
import type { Db } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import type { JobQueue } from '../../platform/job-queue';
import type { CardInstrument, ChargeResult, ProviderStatus } from '../payments/providers';
import { assertAmountCents, assertReferenceId } from './charge-input';
import {
  findBankAccount,
  findCardToken,
  type BankAccountRow,
  type CardTokenRow,
} from './instruments.repository';
import { newSandboxId } from './sandbox-ids';
import { SandboxRequestError } from './sandbox-errors';
import {
  findCharge,
  insertCharge,
  lockCharge,
  lockChargeById,
  lockDuePending,
  updateCharge,
  type ChargeRow,
} from './sandbox-charges.repository';
import { insertOutboxEvent } from './webhook-outbox.repository';
import { chargeEvent } from './webhook-events';
import { queueDelivery, queueSettlement } from './sandbox-queues';

/**
 * The sandbox providers' book of charges, shared by the four providers: every
 * change of a charge, its webhook and the job that delivers it are written in
 * one transaction (and a pending charge's settlement job with them).
 */
export type SandboxProviderName = 'ippay' | 'finix' | 'paynote' | 'fiat';

export const FAILURE_REASONS = {
  cardDeclined: 'Card declined',
  processorUnavailable: 'Processor unavailable',
  invalidCardToken: 'Invalid card token',
  insufficientFunds: 'Insufficient funds',
  unknownBankAccount: 'Unknown bank account',
  cancelledByPlayer: 'Cancelled by the player',
} as const;

/** What a charge becomes, decided by the provider from the card, account or player's choice. */
export interface ChargeDecision {
  status: 'succeeded' | 'pending' | 'failed';
  failureReason?: string;
  settleAt?: Date;
  cardToken?: CardTokenRow;
  bankToken?: string;
}

export function instrumentOf(card: CardTokenRow): CardInstrument {
  return {
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}

/** A charge by a card token, by the outcome its test number stands for. */
export function decideByCard(card: CardTokenRow, now: Date, settleSeconds: number): ChargeDecision {
  switch (card.outcome) {
    case 'decline':
      return { status: 'failed', failureReason: FAILURE_REASONS.cardDeclined, cardToken: card };
    case 'provider_error':
      return {
        status: 'failed',
        failureReason: FAILURE_REASONS.processorUnavailable,
        cardToken: card,
      };
    case 'pending':
      return {
        status: 'pending',
        settleAt: new Date(now.getTime() + settleSeconds * 1000),
        cardToken: card,
      };
    default:
      return { status: 'succeeded', cardToken: card };
  }
}

export type RegisteredChargeOutcome =
  | { kind: 'missing' }
  | { kind: 'finished'; charge: ChargeRow }
  | { kind: 'charged'; charge: ChargeRow; result: ChargeResult };

export interface ChargeBookDeps {
  db: Db;
  jobs: JobQueue;
}

const SETTLE_BATCH = 100;

function missingCharge(provider: SandboxProviderName, referenceId: string): never {
  throw new SandboxRequestError(`No ${provider} payment with reference ${referenceId}`);
}

export function createChargeBook(deps: ChargeBookDeps) {
  const { db } = deps;

  /** Writes an event to the outbox with its delivery job, in the charge's transaction. */
  async function emitEvent(
    uow: UnitOfWork,
    provider: SandboxProviderName,
    event: TWebhookEvent,
    now: Date,
  ) {
    const outboxId = await insertOutboxEvent(uow.tx, { provider, event, nextAttemptAt: now });
    await queueDelivery(deps.jobs, uow, outboxId);
  }

  function emit(
    uow: UnitOfWork,
    provider: SandboxProviderName,
    charge: ChargeRow,
    now: Date,
    card?: CardTokenRow,
  ) {
    const type = `payment.${charge.status}` as WebhookEventType;
    const event = chargeEvent(type, charge, now, card ? instrumentOf(card) : undefined);
    return emitEvent(uow, provider, event, now);
  }

  /** Settles a pending charge (locked by the caller): bank debits from a failing account fail. */
  async function settleLocked(uow: UnitOfWork, charge: ChargeRow, now: Date) {
    const provider = charge.provider as SandboxProviderName;
    const card = charge.cardToken ? await findCardToken(uow.tx, charge.cardToken) : undefined;
    const account: BankAccountRow | undefined = charge.bankToken
      ? await findBankAccount(uow.tx, charge.bankToken)
      : undefined;
    const fails = charge.bankToken !== null && account?.outcome !== 'settle';
    const updated = await updateCharge(uow.tx, charge.id, {
      status: fails ? 'failed' : 'succeeded',
      failureReason: fails ? FAILURE_REASONS.insufficientFunds : null,
      settleAt: null,
    });
    await emit(uow, provider, updated, now, card);
  }

  function resultOf(charge: ChargeRow, card?: CardTokenRow): ChargeResult {
    if (charge.status === 'registered' || charge.status === 'refunded') {
      throw new SandboxRequestError(
        `Payment ${charge.referenceId} is ${charge.status}; it cannot be charged again`,
      );
    }
    const status = charge.status as ChargeResult['status'];
    return {
      status,
      providerTransactionId: charge.id,
      ...(charge.failureReason ? { reason: charge.failureReason } : {}),
      ...(status === 'failed'
        ? {
            failureKind:
              charge.failureReason === FAILURE_REASONS.processorUnavailable
                ? ('provider_error' as const)
                : ('declined' as const),
          }
        : {}),
      ...(card && status !== 'failed' ? { instrument: instrumentOf(card) } : {}),
    };
  }

  async function applyDecision(
    uow: UnitOfWork,
    provider: SandboxProviderName,
    charge: ChargeRow,
    decision: ChargeDecision,
    now: Date,
  ) {
    const updated = await updateCharge(uow.tx, charge.id, {
      status: decision.status,
      cardToken: decision.cardToken?.token ?? charge.cardToken,
      bankToken: decision.bankToken ?? charge.bankToken,
      failureReason: decision.failureReason ?? null,
      settleAt: decision.settleAt ?? null,
    });
    await emit(uow, provider, updated, now, decision.cardToken);
    if (updated.status === 'pending' && updated.settleAt) {
      await queueSettlement(deps.jobs, uow, updated.id, updated.settleAt);
    }
    return updated;
  }

  return {
    /** A payment the merchant announces before the player pays on a provider page. */
    async register(
      provider: SandboxProviderName,
      input: { referenceId: string; amountCents: number; formToken: string; callbackUrl: string },
    ): Promise<ChargeRow> {
      assertReferenceId(input.referenceId);
      assertAmountCents(input.amountCents);
      const inserted = await insertCharge(db, {
        id: newSandboxId('ch'),
        provider,
        referenceId: input.referenceId,
        amountCents: input.amountCents,
        status: 'registered',
        formToken: input.formToken,
        callbackUrl: input.callbackUrl,
      });
      if (inserted) return inserted;
      const existing = await findCharge(db, provider, input.referenceId);
      const same =
        existing?.status === 'registered' &&
        existing.amountCents === input.amountCents &&
        existing.formToken === input.formToken &&
        existing.callbackUrl === input.callbackUrl;
      if (existing && same) return existing;
      throw new SandboxRequestError(
        `Reference ${input.referenceId} is already used at ${provider} for another payment`,
      );
    },

    /**
     * A charge made at once (saved card, card token, wallet token, bank debit).
     * Charging the same reference again with the same amount answers the first
     * result without a second charge; another amount is refused.
     */
    async charge(
      provider: SandboxProviderName,
      input: { referenceId: string; amountCents: number },
      decide: (now: Date) => ChargeDecision,
      now = new Date(),
    ): Promise<ChargeResult> {
      assertReferenceId(input.referenceId);
      assertAmountCents(input.amountCents);
      return inTransaction(db, async (uow) => {
        const existing = await lockCharge(uow.tx, provider, input.referenceId);
        if (existing && existing.amountCents !== input.amountCents) {
          throw new SandboxRequestError(
            `Reference ${input.referenceId} was charged at ${provider} for another amount`,
          );
        }
        if (existing && existing.status !== 'registered') {
          const card = existing.cardToken
            ? await findCardToken(uow.tx, existing.cardToken)
            : undefined;
          return resultOf(existing, card);
        }
        const decision = decide(now);
        const charge =
          existing ??
          (await insertCharge(uow.tx, {
            id: newSandboxId('ch'),
            provider,
            referenceId: input.referenceId,
            amountCents: input.amountCents,
            status: 'registered',
          }));
        if (!charge) {
          throw new SandboxRequestError(
            `Reference ${input.referenceId} is being charged at ${provider} by another request`,
          );
        }
        const updated = await applyDecision(uow, provider, charge, decision, now);
        return resultOf(updated, decision.cardToken);
      });
    },

    /**
     * Completes a payment registered for a provider page (hosted card form, fiat
     * widget) once: the form token must match, and a second completion finds
     * the payment finished.
     */
    async completeRegistered(
      provider: SandboxProviderName,
      input: { referenceId: string; formToken: string },
      decide: (now: Date) => ChargeDecision,
      now = new Date(),
    ): Promise<RegisteredChargeOutcome> {
      return inTransaction(db, async (uow) => {
        const charge = await lockCharge(uow.tx, provider, input.referenceId);
        if (!charge || charge.formToken !== input.formToken) return { kind: 'missing' };
        if (charge.status !== 'registered') return { kind: 'finished', charge };
        const decision = decide(now);
        const updated = await applyDecision(uow, provider, charge, decision, now);
        return { kind: 'charged', charge: updated, result: resultOf(updated, decision.cardToken) };
      });
    },

    /**
     * Settles the pending charges due at `now`; answers how many were settled.
     * Their jobs do this as each falls due; tests call it to skip the wait.
     */
    async settleDue(now = new Date()): Promise<number> {
      let settled = 0;
      for (;;) {
        const count = await inTransaction(db, async (uow) => {
          const due = await lockDuePending(uow.tx, now, SETTLE_BATCH);
          for (const charge of due) await settleLocked(uow, charge, now);
          return due.length;
        });
        settled += count;
        if (count < SETTLE_BATCH) return settled;
      }
    },

    /** A settlement job's work: settles the charge if it is still pending; answers whether it did. */
    async settleCharge(chargeId: string, now = new Date()): Promise<boolean> {
      return inTransaction(db, async (uow) => {
        const charge = await lockChargeById(uow.tx, chargeId);
        if (charge?.status !== 'pending') return false;
        await settleLocked(uow, charge, now);
        return true;
      });
    },

    /** Refunds a succeeded payment; the merchant hears of it by a payment.refunded webhook. */
    async refund(provider: SandboxProviderName, referenceId: string, now = new Date()) {
      await inTransaction(db, async (uow) => {
        const charge = await lockCharge(uow.tx, provider, referenceId);
        if (!charge) {
          throw new SandboxRequestError(`No ${provider} payment with reference ${referenceId}`);
        }
        if (charge.status !== 'succeeded') {
          throw new SandboxRequestError(
            `Only a succeeded payment can be refunded; ${referenceId} is ${charge.status}`,
          );
        }
        if (charge.dispute === 'open' || charge.dispute === 'lost') {
          throw new SandboxRequestError(
            `Payment ${referenceId} is disputed (${charge.dispute}); it cannot be refunded`,
          );
        }
        const updated = await updateCharge(uow.tx, charge.id, { status: 'refunded' });
        await emit(uow, provider, updated, now);
      });
    },

    /**
     * The cardholder disputes a succeeded payment (decision 055): the funds are withdrawn from
     * the merchant, who hears of it by a payment.disputed webhook carrying the reason. One
     * dispute per payment.
     */
    async openDispute(
      provider: SandboxProviderName,
      referenceId: string,
      reason: string,
      now = new Date(),
    ): Promise<ChargeRow> {
      return inTransaction(db, async (uow) => {
        const charge = await lockCharge(uow.tx, provider, referenceId);
        if (!charge) return missingCharge(provider, referenceId);
        if (charge.status !== 'succeeded') {
          throw new SandboxRequestError(
            `Only a succeeded payment can be disputed; ${referenceId} is ${charge.status}`,
          );
        }
        if (charge.dispute !== null) {
          throw new SandboxRequestError(
            `Payment ${referenceId} was disputed already (the dispute is ${charge.dispute})`,
          );
        }
        const updated = await updateCharge(uow.tx, charge.id, { dispute: 'open' });
        await emitEvent(
          uow,
          provider,
          chargeEvent('payment.disputed', updated, now, undefined, reason),
          now,
        );
        return updated;
      });
    },

    /**
     * The issuer decides an open dispute: won (the funds come back to the merchant) or lost
     * (the chargeback is final), told by payment.dispute_won or payment.dispute_lost.
     */
    async resolveDispute(
      provider: SandboxProviderName,
      referenceId: string,
      outcome: 'won' | 'lost',
      now = new Date(),
    ): Promise<ChargeRow> {
      return inTransaction(db, async (uow) => {
        const charge = await lockCharge(uow.tx, provider, referenceId);
        if (!charge) return missingCharge(provider, referenceId);
        if (charge.dispute !== 'open') {
          throw new SandboxRequestError(
            `Payment ${referenceId} has no open dispute${charge.dispute ? ` (it was ${charge.dispute})` : ''}`,
          );
        }
        const updated = await updateCharge(uow.tx, charge.id, { dispute: outcome });
        await emitEvent(
          uow,
          provider,
          chargeEvent(`payment.dispute_${outcome}`, updated, now),
          now,
        );
        return updated;
      });
    },

    async status(
      provider: SandboxProviderName,
      referenceId: string,
    ): Promise<ProviderStatus | null> {
      const charge = await findCharge(db, provider, referenceId);
      if (!charge) return null;
      const card = charge.cardToken ? await findCardToken(db, charge.cardToken) : undefined;
      return {
        status: charge.status as ProviderStatus['status'],
        providerTransactionId: charge.id,
        amountCents: charge.amountCents,
        ...(charge.failureReason ? { reason: charge.failureReason } : {}),
        ...(card ? { instrument: instrumentOf(card) } : {}),
      };
    },

    find: (provider: SandboxProviderName, referenceId: string) =>
      findCharge(db, provider, referenceId),
  };
}

export type ChargeBook = ReturnType<typeof createChargeBook>;
