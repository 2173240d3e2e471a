import { TRANSACTION_STATUS } from '@app/contracts/constants';
import { quotePurchase } from '@app/contracts/purchase-quote';
import { formatUsd } from '@app/contracts/money';
import type { PaymentProvider } from '@app/contracts/payments';
import type { Db, Tx } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { WalletEvents } from '../wallet/wallet-events';
import type { WalletService } from '../wallet/wallet.service';
import { newPaymentInformationId } from './payment-ids';
import { insertSavedCard } from './payment-methods.repository';
import type { CardInstrument } from './providers';
import type { PurchaseDisputes } from './purchase-disputes';
import { transitionFor, type PaymentEventType } from './purchase-transitions';
import * as repo from './purchases.repository';
import type { PaymentProfileRow, PurchaseRow } from './purchases.repository';

/** One provider event, from a webhook, a status check, a charge answer, or the merchant itself. */
export interface PaymentEvent {
  provider: PaymentProvider;
  eventId: string;
  type: PaymentEventType;
  referenceId: string;
  amountCents: number;
  providerTransactionId?: string;
  reason?: string;
  instrument?: CardInstrument;
  source: 'webhook' | 'status_check' | 'charge' | 'merchant';
  /** What is kept of the event for operators (never a card or account number). */
  payload: Record<string, unknown>;
}

export interface AppliedEvent {
  duplicate: boolean;
  outcome: string;
  purchase: PurchaseRow | undefined;
}

/** Work done in an event's apply transaction, after the event (see `apply`). */
export type WithinApply = (uow: UnitOfWork, applied: AppliedEvent) => Promise<void>;

/** How many times a refund is retried when a bet moved the balance between its read and its debit. */
const TAKE_BACK_ATTEMPTS = 3;

/**
 * Applies provider events to purchases: the one path webhooks, status checks
 * and charge answers go through. The event row (unique per provider and event
 * id), the purchase's new state, the credit or debit and the first-purchase
 * flag are written in one transaction, so an event applies once however many
 * copies arrive, and never half.
 */
export function createPaymentEventsService(deps: {
  db: Db;
  wallet: WalletService;
  walletEvents: WalletEvents;
  /**
   * Runs in the credit's transaction once a purchase has succeeded (the VIP tiers it reaches, the
   * referral its first purchase decides); `isFirst` is the player's first successful purchase.
   */
  onCredited?: (
    tx: Tx,
    userId: number,
    purchase: { referenceId: string; isFirst: boolean },
  ) => Promise<void>;
  /** Runs in the transaction that takes a refunded purchase's coins back (decision 034). */
  onRefunded?: (tx: Tx, userId: number, referenceId: string) => Promise<void>;
  /** Chargebacks and disputes: the disputes module reverses, records and restricts (decision 055). */
  disputes: PurchaseDisputes;
  now?: () => Date;
}) {
  const { db, wallet, walletEvents } = deps;
  const now = deps.now ?? (() => new Date());

  async function credit(
    uow: UnitOfWork,
    purchase: PurchaseRow,
    profile: PaymentProfileRow,
    event: PaymentEvent,
  ) {
    const { tx } = uow;
    // The first-purchase bonus goes to the first purchase that succeeds; another one credits without it.
    const bonusTakenElsewhere =
      profile.firstPurchaseAt !== null && profile.firstPurchaseReferenceId !== purchase.referenceId;
    const quote = quotePurchase({
      gcCoin: purchase.baseGc,
      scCoin: purchase.baseSc,
      firstPurchaseApplicable: purchase.firstPurchasePercent > 0,
      firstPurchaseBonus: {
        isClaimed: bonusTakenElsewhere,
        percentage: purchase.firstPurchasePercent,
      },
      vipBoostPercent: purchase.vipBoostPercent,
    });
    await wallet.apply(uow, {
      idempotencyKey: `purchase:${purchase.referenceId}`,
      userId: purchase.userId,
      kind: 'purchase',
      reference: purchase.referenceId,
      movements: [
        {
          direction: 'credit',
          currency: 'GC',
          amount: quote.totalGc,
          house: 'PURCHASES',
          kind: 'purchase',
        },
        {
          direction: 'credit',
          currency: 'SC',
          amount: quote.totalSc,
          house: 'PURCHASES',
          kind: 'purchase',
          scAccount: 'SC_UNPLAYED',
        },
      ],
    });
    if (profile.firstPurchaseAt === null) {
      await repo.updatePaymentProfile(tx, purchase.userId, {
        firstPurchaseAt: now(),
        firstPurchaseReferenceId: purchase.referenceId,
      });
    }
    const { instrument } = event;
    // A card is saved only as the provider's token with brand and last four; an odd one is not saved.
    if (instrument && purchase.saveForFuture && isSavableCard(instrument)) {
      await insertSavedCard(tx, {
        paymentInformationId: newPaymentInformationId(),
        userId: purchase.userId,
        provider: purchase.provider,
        providerToken: instrument.token,
        brand: instrument.brand,
        last4: instrument.last4,
        expMonth: instrument.expMonth,
        expYear: instrument.expYear,
      });
    }
    uow.afterCommit(() =>
      walletEvents.emit('transactionStatus', {
        userId: purchase.userId,
        status: TRANSACTION_STATUS.SUCCESS,
        referenceId: purchase.referenceId,
      }),
    );
    const succeeded = await repo.updatePurchase(tx, purchase.id, {
      status: 'succeeded',
      creditedGc: quote.totalGc,
      creditedSc: quote.totalSc,
      settledAt: now(),
      ...providerFacts(event),
    });
    await deps.onCredited?.(tx, purchase.userId, {
      referenceId: purchase.referenceId,
      isFirst: profile.firstPurchaseAt === null,
    });
    return succeeded;
  }

  function fail(uow: UnitOfWork, purchase: PurchaseRow, event: PaymentEvent, reason: string) {
    uow.afterCommit(() =>
      walletEvents.emit('transactionStatus', {
        userId: purchase.userId,
        status: TRANSACTION_STATUS.FAILED,
        referenceId: purchase.referenceId,
      }),
    );
    return repo.updatePurchase(uow.tx, purchase.id, {
      status: 'failed',
      failureReason: reason,
      settledAt: now(),
      ...providerFacts(event),
    });
  }

  /**
   * Takes a refunded purchase's coins back: GC and unplayed SC, as much as the
   * player still has. What is missing is recorded on the purchase and the
   * player is restricted until an operator has looked at it.
   */
  async function takeBack(uow: UnitOfWork, purchase: PurchaseRow) {
    const { tx } = uow;
    const creditedGc = purchase.creditedGc ?? 0;
    const creditedSc = purchase.creditedSc ?? 0;
    const balances = await wallet.balances(purchase.userId, tx);
    const takeGc = Math.min(balances.gc, creditedGc);
    const takeSc = Math.min(balances.scUnplayed, creditedSc);
    await wallet.apply(uow, {
      idempotencyKey: `purchase-refund:${purchase.referenceId}`,
      userId: purchase.userId,
      kind: 'purchase_refund',
      reference: purchase.referenceId,
      movements: [
        {
          direction: 'debit',
          currency: 'GC',
          amount: takeGc,
          house: 'PURCHASES',
          kind: 'purchase_refund',
        },
        {
          direction: 'debit',
          currency: 'SC',
          amount: takeSc,
          house: 'PURCHASES',
          kind: 'purchase_refund',
          scAccount: 'SC_UNPLAYED',
        },
      ],
    });
    const shortfallGc = creditedGc - takeGc;
    const shortfallSc = creditedSc - takeSc;
    if (shortfallGc > 0 || shortfallSc > 0) await repo.setUserRestricted(tx, purchase.userId, true);
    await deps.onRefunded?.(tx, purchase.userId, purchase.referenceId);
    return repo.updatePurchase(tx, purchase.id, {
      status: 'refunded',
      refundShortfallGc: shortfallGc,
      refundShortfallSc: shortfallSc,
    });
  }

  async function applyOnce(event: PaymentEvent, within?: WithinApply): Promise<AppliedEvent> {
    return inTransaction(db, async (uow) => {
      const applied = await applyIn(uow, event);
      await within?.(uow, applied);
      return applied;
    });
  }

  async function applyIn(uow: UnitOfWork, event: PaymentEvent): Promise<AppliedEvent> {
    const { tx } = uow;
    const eventRowId = await repo.insertPaymentEvent(tx, {
      provider: event.provider,
      eventId: event.eventId,
      eventType: `payment.${event.type}`,
      referenceId: event.referenceId,
      source: event.source,
      outcome: 'received',
      payload: event.payload,
    });
    if (eventRowId === undefined) {
      return {
        duplicate: true,
        outcome: 'duplicate',
        purchase: await repo.findPurchase(tx, event.referenceId),
      };
    }
    const settle = async (outcome: string, purchase: PurchaseRow | undefined) => {
      await repo.setPaymentEventOutcome(tx, eventRowId, outcome);
      return { duplicate: false, outcome, purchase };
    };

    const found = await repo.findPurchase(tx, event.referenceId);
    if (!found) return settle('ignored_unknown_purchase', undefined);
    if (found.provider !== event.provider) return settle('ignored_provider_mismatch', found);
    // Profile first, then purchase: the order every purchase transaction of this player takes.
    const profile = await repo.lockPaymentProfile(tx, found.userId);
    const purchase = await repo.lockPurchase(tx, event.referenceId);
    if (!purchase) throw new Error(`purchase ${event.referenceId} vanished`);

    const transition = transitionFor(purchase.status, event.type);
    switch (transition.action) {
      case 'ignore':
        return settle(transition.outcome, purchase);
      case 'mark_pending':
        return settle(
          'applied',
          await repo.updatePurchase(tx, purchase.id, {
            status: 'pending',
            ...providerFacts(event),
          }),
        );
      case 'credit':
        if (event.amountCents !== purchase.amountCents) {
          const reason = `Amount mismatch: the provider reported ${formatUsd(event.amountCents)} for a purchase of ${formatUsd(purchase.amountCents)}`;
          return settle('amount_mismatch', await fail(uow, purchase, event, reason));
        }
        return settle('applied', await credit(uow, purchase, profile, event));
      case 'fail':
        return settle(
          'applied',
          await fail(uow, purchase, event, event.reason ?? 'The payment was not completed'),
        );
      case 'refund_before_credit':
        return settle(
          'applied',
          await repo.updatePurchase(tx, purchase.id, {
            status: 'refunded',
            settledAt: purchase.settledAt ?? now(),
            ...providerFacts(event),
          }),
        );
      case 'take_back':
        if (event.amountCents !== purchase.amountCents) return settle('amount_mismatch', purchase);
        return settle('applied', await takeBack(uow, purchase));
      case 'defer_dispute':
        // Not credited yet: refused (nothing is kept), so the provider sends it again later.
        throw new AppError('DisputeBeforeCredit');
      case 'charge_back': {
        // A partial dispute is not reversed by itself: operators see its outcome.
        if (event.amountCents !== purchase.amountCents) return settle('amount_mismatch', purchase);
        const outcome = await deps.disputes.chargeBack(uow, purchase, {
          ...disputeEvent(event),
          final: transition.final,
        });
        if (outcome !== 'applied') return settle(outcome, purchase);
        return settle(
          'applied',
          await repo.updatePurchase(tx, purchase.id, { status: 'charged_back' }),
        );
      }
      case 'reinstate': {
        const outcome = await deps.disputes.won(uow, purchase, disputeEvent(event));
        if (outcome !== 'applied') return settle(outcome, purchase);
        return settle(
          'applied',
          await repo.updatePurchase(tx, purchase.id, { status: 'succeeded' }),
        );
      }
      case 'dispute_lost':
        return settle(await deps.disputes.lost(uow, purchase, disputeEvent(event)), purchase);
    }
  }

  return {
    /**
     * Applies an event once; a copy of an event already applied answers duplicate and changes
     * nothing. `within` runs in the same transaction once the event is applied (or found a
     * duplicate): what must commit with it, or not at all.
     */
    async apply(event: PaymentEvent, within?: WithinApply): Promise<AppliedEvent> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await applyOnce(event, within);
        } catch (error) {
          // A bet between the refund's balance read and its debit: read again.
          const raced = error instanceof AppError && error.errorName === 'InsufficientBalance';
          if (!raced || attempt >= TAKE_BACK_ATTEMPTS) throw error;
        }
      }
    },
  };
}

const isSavableCard = (card: CardInstrument) =>
  /^\d{4}$/.test(card.last4) &&
  card.token.length > 0 &&
  card.token.length <= 200 &&
  Number.isInteger(card.expMonth) &&
  card.expMonth >= 1 &&
  card.expMonth <= 12;

const disputeEvent = (event: PaymentEvent) => ({
  eventId: event.eventId,
  ...(event.reason ? { reason: event.reason } : {}),
});

/** The provider's transaction id and the card's brand and last four, when the event carries them. */
function providerFacts(event: PaymentEvent) {
  return {
    ...(event.providerTransactionId ? { providerTransactionId: event.providerTransactionId } : {}),
    ...(event.instrument
      ? { cardBrand: event.instrument.brand, cardLast4: event.instrument.last4 }
      : {}),
  };
}

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
