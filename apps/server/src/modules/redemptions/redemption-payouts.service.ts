import type { Db } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import type { FieldCipher } from '../../platform/field-encryption';
import type { JobQueue } from '../../platform/job-queue';
import type { Mailer } from '../../platform/mailer';
import type { PayoutBanks } from '../payments/payout-banks.service';
import { PayoutRefusedError, type PayoutEvent, type PayoutProvider } from '../payments/payouts';
import type { WalletEvents } from '../wallet/wallet-events';
import type { WalletService } from '../wallet/wallet.service';
import { failedEmail, returnedEmail } from './redemption-emails';
import { redemptionLedger } from './redemption-ledger';
import { statusEvent } from './redemption-views';
import * as repo from './redemptions.repository';

/** The payout job's queue: one job per approved redemption (decision 030). */
export const REDEMPTION_PAYOUT_QUEUE = 'redemption-payout';

export type { PayoutEvent, PayoutProvider, PayoutRequest } from '../payments/payouts';

/** Bank details a payout is sent to: given with the request or entered by the player later. */
export interface PayoutBank {
  accountHolder: string;
  accountNumber: string;
  routingNumber: string;
}

export const payoutIdOf = (redemptionId: number) => `redemption-${redemptionId}`;
const redemptionIdOf = (payoutId: string) => {
  const match = /^redemption-(\d+)$/.exec(payoutId);
  return match ? Number(match[1]) : undefined;
};

export interface PayoutJobData {
  redeemRequestId: number;
}

/**
 * Sends approved redemptions to the ACH payout provider and applies its events: paid settles
 * the hold to the house, returned gives the SC back, failed releases the hold (decision 030).
 * Each step is one transaction with its status change, guarded by the status it leaves.
 */
export function createRedemptionPayouts(deps: {
  db: Db;
  wallet: WalletService;
  walletEvents: WalletEvents;
  mailer: Mailer;
  jobs: JobQueue;
  cipher: FieldCipher;
  provider: PayoutProvider;
  /** A bank paid to is saved for the next request; one that returned a payout is dropped. */
  banks: PayoutBanks;
  now?: () => Date;
}) {
  const { db, walletEvents, mailer, jobs, cipher, banks } = deps;
  const now = deps.now ?? (() => new Date());
  const ledger = redemptionLedger(deps.wallet);

  function announce(uow: UnitOfWork, row: repo.RedemptionRow) {
    uow.afterCommit(() =>
      walletEvents.emit('transactionStatus', { userId: row.userId, status: statusEvent(row) }),
    );
  }

  async function bankFor(row: repo.RedemptionRow): Promise<PayoutBank | null> {
    if (row.accountHolderEnc && row.accountNumberEnc && row.routingNumberEnc)
      return {
        accountHolder: cipher.decrypt(row.accountHolderEnc),
        accountNumber: cipher.decrypt(row.accountNumberEnc),
        routingNumber: cipher.decrypt(row.routingNumberEnc),
      };
    return null;
  }

  /**
   * The job: an APPROVED request (or a PROCESSING one whose send was never confirmed) is marked
   * PROCESSING, then sent. A request without bank details stays APPROVED until the player gives
   * some (`retryAwaitingBank`). A failed send puts it back to APPROVED and the job retries.
   */
  async function runPayout(data: PayoutJobData) {
    const row = await repo.findRequest(db, data.redeemRequestId);
    if (!row) return { outcome: 'unknown' };
    const resend = row.status === 'PROCESSING' && row.providerPayoutId === null;
    if (row.status !== 'APPROVED' && !resend) return { outcome: `skipped_${row.status}` };
    const { provider } = deps;
    const bank = await bankFor(row);
    if (!bank) return { outcome: 'awaiting_bank_details' };
    if (!resend) {
      const moved = await inTransaction(db, async (uow) => {
        const processing = await repo.transition(uow.tx, row.id, ['APPROVED'], {
          status: 'PROCESSING',
          sentAt: now(),
          accountLast4: bank.accountNumber.slice(-4),
        });
        if (processing) announce(uow, processing);
        return processing;
      });
      // Rejected (or already sent by another run) in the meantime: nothing to send.
      if (!moved) return { outcome: 'not_approved_any_more' };
    }
    let sent;
    try {
      sent = await provider.send({
        payoutId: payoutIdOf(row.id),
        amountCents: row.amount,
        accountHolder: bank.accountHolder,
        accountNumber: bank.accountNumber,
        routingNumber: bank.routingNumber,
      });
    } catch (error) {
      // Refused (bad account details, say): sending again will not help, so it fails for good.
      if (error instanceof PayoutRefusedError) {
        await inTransaction(db, (uow) => fail(uow, row.id, error.message));
        return { outcome: 'refused' };
      }
      // Not reached: back to APPROVED, and the job retries.
      await inTransaction(db, async (uow) => {
        const back = await repo.transition(uow.tx, row.id, ['PROCESSING'], {
          status: 'APPROVED',
          sentAt: null,
        });
        if (back) announce(uow, back);
      });
      throw error;
    }
    await repo.setProviderPayoutId(db, row.id, sent.providerPayoutId);
    return { outcome: 'sent', providerPayoutId: sent.providerPayoutId };
  }

  jobs.define<PayoutJobData>(REDEMPTION_PAYOUT_QUEUE, runPayout, {
    retryLimit: 8,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  });

  async function contact(uow: UnitOfWork, userId: number) {
    const player = await repo.playerContact(uow.tx, userId);
    if (!player) throw new Error(`player ${userId} vanished`);
    return player;
  }

  /** The bank a paid redemption went to becomes one of the player's saved banks (decision 045). */
  async function rememberBank(uow: UnitOfWork, row: repo.RedemptionRow) {
    const { accountHolderEnc, accountNumberEnc, routingNumberEnc, accountLast4, bankFingerprint } =
      row;
    if (!accountHolderEnc || !accountNumberEnc || !routingNumberEnc) return;
    if (!accountLast4 || !bankFingerprint) return;
    await banks.rememberPaidBank(uow.tx, row.userId, {
      accountHolderEnc,
      accountNumberEnc,
      routingNumberEnc,
      last4: accountLast4,
      bankFingerprint,
      accountHolder: cipher.decrypt(accountHolderEnc),
      routingLast4: cipher.decrypt(routingNumberEnc).slice(-4),
    });
  }

  /** Applies one provider event to its redemption, once per event id, in one transaction. */
  async function applyPayoutEvent(event: PayoutEvent): Promise<{ outcome: string }> {
    const id = redemptionIdOf(event.payoutId);
    if (id === undefined) return { outcome: 'ignored_unknown_payout' };
    return inTransaction(db, async (uow) => {
      const { tx } = uow;
      const found = await repo.lockRequest(tx, id);
      if (!found) return { outcome: 'ignored_unknown_payout' };
      const fresh = await repo.claimPayoutEvent(tx, {
        eventId: event.eventId,
        redemptionId: id,
        type: event.type,
        outcome: 'received',
        payload: {
          type: event.type,
          providerPayoutId: event.providerPayoutId,
          reason: event.reason ?? null,
        },
      });
      if (!fresh) return { outcome: 'duplicate' };
      const outcome = await applyTo(uow, found, event);
      await repo.setPayoutEventOutcome(tx, event.eventId, outcome);
      return { outcome };
    });
  }

  async function applyTo(uow: UnitOfWork, row: repo.RedemptionRow, event: PayoutEvent) {
    const { tx } = uow;
    const at = now();
    const reason = event.reason?.slice(0, 500) || null;
    if (event.type === 'payout.paid') {
      const paid = await repo.transition(tx, row.id, ['PROCESSING'], {
        status: 'PAID',
        paidAt: at,
        closedAt: at,
        providerPayoutId: event.providerPayoutId,
      });
      if (!paid) return `ignored_${row.status}`;
      await ledger.settle(uow, row.id, row.amount);
      await rememberBank(uow, paid);
      announce(uow, paid);
      return 'paid';
    }
    if (event.type === 'payout.returned') {
      // A return after payment takes the SC back from REDEMPTIONS; before it, from the hold.
      const returned = await repo.transition(tx, row.id, ['PAID', 'PROCESSING'], {
        status: 'RETURNED',
        returnedAt: at,
        closedAt: at,
        reason: reason ?? 'Returned by the bank',
      });
      if (!returned) return `ignored_${row.status}`;
      if (row.status === 'PAID') await ledger.returnPaid(uow, row.id, row.userId, row.amount);
      else await ledger.release(uow, row.id, row.userId, row.amount);
      if (row.bankFingerprint)
        await banks.forgetReturnedBank(uow.tx, row.userId, row.bankFingerprint);
      const player = await contact(uow, row.userId);
      await mailer.send(
        returnedEmail(player.email, player.username, row.amount, row.id, returned.reason ?? ''),
        uow,
      );
      announce(uow, returned);
      return 'returned';
    }
    return (await fail(uow, row.id, reason)) ? 'failed' : `ignored_${row.status}`;
  }

  /**
   * The provider could not pay it (closed or wrong account). Sending the same details again
   * would fail again, so the request is REJECTED, the hold released and the player told why.
   */
  async function fail(uow: UnitOfWork, id: number, reason: string | null) {
    const failed = await repo.transition(uow.tx, id, ['PROCESSING'], {
      status: 'REJECTED',
      closedAt: now(),
      reason: reason ?? 'The bank payment could not be sent',
    });
    if (!failed) return undefined;
    await ledger.release(uow, id, failed.userId, failed.amount);
    const player = await contact(uow, failed.userId);
    await mailer.send(
      failedEmail(player.email, player.username, failed.amount, id, failed.reason ?? ''),
      uow,
    );
    announce(uow, failed);
    return failed;
  }

  /** A payout as reconciliation compares it with the provider's (decision 056). */
  const payoutRecord = (row: {
    id: number;
    amount: number;
    status: string;
    sentAt: Date | null;
  }) => ({
    payoutId: payoutIdOf(row.id),
    amountCents: row.amount,
    status: row.status,
    sentAt: row.sentAt,
  });

  return {
    applyPayoutEvent,
    /** Payouts sent in [from, to), with their request's status now (reconciliation). */
    sentBetween: async (from: Date, to: Date) =>
      (await repo.sentBetween(db, from, to)).map(payoutRecord),
    /** Payouts by payout id, whatever their day; ids of no redemption are left out. */
    byPayoutIds: async (payoutIds: string[]) => {
      const ids = payoutIds.map(redemptionIdOf).filter((id) => id !== undefined);
      return (await repo.requestsByIds(db, ids)).map(payoutRecord);
    },
    /** The job's work, callable at once (tests; the job runs the same). */
    runPayout,
    /**
     * Sends the payout job of an approval, in the approval's transaction (`why` 'bank': of an
     * approved request whose bank details were given after it, a job of its own key).
     */
    enqueue: (uow: UnitOfWork, redeemRequestId: number, why?: 'bank') =>
      jobs.send<PayoutJobData>(
        REDEMPTION_PAYOUT_QUEUE,
        { redeemRequestId },
        { uow, key: `redemption:${redeemRequestId}${why ? `:${why}` : ''}` },
      ),
  };
}

export type RedemptionPayouts = ReturnType<typeof createRedemptionPayouts>;
