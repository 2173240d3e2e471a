import { CHARGEBACK_KIND, CHARGEBACK_REVERSAL_KIND } from '@app/contracts/disputes';
import type { Db, DbOrTx } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { EmailMessage, Mailer } from '../../platform/mailer';
import type {
  DisputeEvent,
  DisputeOutcome,
  DisputedPurchase,
  PurchaseDisputes,
} from '../payments/purchase-disputes';
import type { Movement, WalletService } from '../wallet/wallet.service';
import { chargebackEmail, disputeWonEmail } from './dispute-emails';
import * as repo from './disputes.repository';

/** The player as a dispute's email needs them (the users module's). */
export interface DisputePlayer {
  email: string;
  username: string;
}

/** What the chargeback takes from each account: GC from GC; SC unplayed first, then redeemable. */
export interface Takeback {
  gc: number;
  scUnplayed: number;
  scRedeemable: number;
}

/**
 * How much of `owed` GC and SC the balances cover: as much GC as the player holds, then SC from
 * the unplayed account first and the redeemable one next. The rest is the debt.
 */
export function takeback(
  balances: { gc: number; scUnplayed: number; scRedeemable: number },
  owed: { gc: number; sc: number },
): Takeback {
  const scUnplayed = Math.min(balances.scUnplayed, owed.sc);
  return {
    gc: Math.min(balances.gc, owed.gc),
    scUnplayed,
    scRedeemable: Math.min(balances.scRedeemable, owed.sc - scUnplayed),
  };
}

/** The ledger movements of coins taken from (debit) or given back to (credit) each account. */
export function movementsOf(
  direction: Movement['direction'],
  coins: Takeback,
  kind: string,
): Movement[] {
  const sc = (amount: number, scAccount: Movement['scAccount']): Movement => ({
    direction,
    currency: 'SC',
    amount,
    house: 'PURCHASES',
    kind,
    scAccount,
  });
  return [
    ...(coins.gc > 0
      ? [
          {
            direction,
            currency: 'GC' as const,
            amount: coins.gc,
            house: 'PURCHASES' as const,
            kind,
          },
        ]
      : []),
    ...(coins.scUnplayed > 0 ? [sc(coins.scUnplayed, 'SC_UNPLAYED')] : []),
    ...(coins.scRedeemable > 0 ? [sc(coins.scRedeemable, 'SC_REDEEMABLE')] : []),
  ];
}

/**
 * Chargebacks and disputes (decision 055): the payments module hands each dispute event over in
 * its transaction (the PurchaseDisputes port). A chargeback takes the purchase's coins back
 * through the ledger (kind chargeback), records what could not be taken as a debt, restricts the
 * account pending review, opens the case and emails the player, all in that one transaction; a
 * won dispute gives back exactly what was taken and collected, and clears the debt.
 */
export function createDisputesService(deps: {
  db: Db;
  wallet: WalletService;
  mailer: Mailer;
  /** The player's email and username, read in the caller's transaction. */
  findPlayer: (userId: number, tx: DbOrTx) => Promise<DisputePlayer | undefined>;
  /** Restricts the account (isRestrict), in the caller's transaction (the users module's). */
  restrict: (userId: number, tx: DbOrTx) => Promise<void>;
  now?: () => Date;
}) {
  const { db, wallet, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  async function email(
    uow: UnitOfWork,
    userId: number,
    message: (player: DisputePlayer) => EmailMessage,
  ) {
    const player = await deps.findPlayer(userId, uow.tx);
    if (player) await mailer.send(message(player), uow);
  }

  const disputes: PurchaseDisputes = {
    async chargeBack(
      uow: UnitOfWork,
      purchase: DisputedPurchase,
      event: DisputeEvent & { final: boolean },
    ): Promise<DisputeOutcome> {
      const { tx } = uow;
      // One case per purchase: a dispute decided already is not opened again by a later event.
      if (await repo.lockCaseOfPurchase(tx, purchase.id)) return 'ignored_dispute_closed';
      const purchaseGc = purchase.creditedGc ?? 0;
      const purchaseSc = purchase.creditedSc ?? 0;
      const taken = takeback(await wallet.balances(purchase.userId, tx), {
        gc: purchaseGc,
        sc: purchaseSc,
      });
      const result = await wallet.apply(uow, {
        idempotencyKey: `chargeback:${purchase.referenceId}`,
        userId: purchase.userId,
        kind: CHARGEBACK_KIND,
        reference: purchase.referenceId,
        movements: movementsOf('debit', taken, CHARGEBACK_KIND),
      });
      // The key commits only with the case, and the purchase has none.
      if (result.replayed)
        throw new Error(`purchase ${purchase.referenceId} was charged back in the ledger already`);
      const debtGc = purchaseGc - taken.gc;
      const debtSc = purchaseSc - taken.scUnplayed - taken.scRedeemable;
      const at = now();
      const inserted = await repo.insertCase(tx, {
        userId: purchase.userId,
        purchaseId: purchase.id,
        referenceId: purchase.referenceId,
        provider: purchase.provider,
        amountCents: purchase.amountCents,
        reason: event.reason ?? null,
        status: event.final ? 'LOST' : 'OPEN',
        openedEventId: event.eventId,
        openedAt: at,
        ...(event.final ? { closedEventId: event.eventId, closedAt: at } : {}),
        purchaseGc,
        purchaseSc,
        takenGc: taken.gc,
        takenScUnplayed: taken.scUnplayed,
        takenScRedeemable: taken.scRedeemable,
        debtGc,
        debtSc,
        debtStatus: debtGc + debtSc > 0 ? 'OPEN' : 'NONE',
        chargebackOperationId: result.operationId,
      });
      if (!inserted) throw new Error(`purchase ${purchase.referenceId} has a dispute case already`);
      // Restricted pending review, whatever was owed: staff lift it once they have looked.
      await deps.restrict(purchase.userId, tx);
      await email(uow, purchase.userId, (player) =>
        chargebackEmail({
          to: player.email,
          username: player.username,
          referenceId: purchase.referenceId,
          amountCents: purchase.amountCents,
          takenGc: taken.gc,
          takenSc: taken.scUnplayed + taken.scRedeemable,
          debtGc,
          debtSc,
        }),
      );
      return 'applied';
    },

    async won(uow: UnitOfWork, purchase: DisputedPurchase, event: DisputeEvent) {
      const { tx } = uow;
      const row = await repo.lockCaseOfPurchase(tx, purchase.id);
      // A lost dispute can still be won later (arbitration): the funds came back either way.
      if (!row || row.status === 'WON') return 'ignored_no_open_dispute';
      const back: Takeback = {
        gc: row.takenGc + row.collectedGc,
        scUnplayed: row.takenScUnplayed + row.collectedScUnplayed,
        scRedeemable: row.takenScRedeemable + row.collectedScRedeemable,
      };
      const result = await wallet.apply(uow, {
        idempotencyKey: `chargeback-reversal:${row.referenceId}`,
        userId: row.userId,
        kind: CHARGEBACK_REVERSAL_KIND,
        reference: row.referenceId,
        movements: movementsOf('credit', back, CHARGEBACK_REVERSAL_KIND),
      });
      if (result.replayed)
        throw new Error(`dispute case ${row.id} was reinstated in the ledger already`);
      const at = now();
      await repo.updateCase(tx, row.id, {
        status: 'WON',
        closedEventId: event.eventId,
        closedAt: at,
        reinstateOperationId: result.operationId,
        ...(row.debtStatus === 'OPEN' ? { debtStatus: 'CLEARED' as const, debtClosedAt: at } : {}),
      });
      await email(uow, row.userId, (player) =>
        disputeWonEmail({
          to: player.email,
          username: player.username,
          referenceId: row.referenceId,
          amountCents: row.amountCents,
          creditedGc: back.gc,
          creditedSc: back.scUnplayed + back.scRedeemable,
        }),
      );
      return 'applied';
    },

    async lost(uow: UnitOfWork, purchase: DisputedPurchase, event: DisputeEvent) {
      const row = await repo.lockCaseOfPurchase(uow.tx, purchase.id);
      if (row?.status !== 'OPEN') return 'ignored_no_open_dispute';
      await repo.updateCase(uow.tx, row.id, {
        status: 'LOST',
        closedEventId: event.eventId,
        closedAt: now(),
      });
      return 'applied';
    },
  };

  return {
    disputes,

    /**
     * Whether the player owes anything of a chargeback: a redemption is refused until the debt is
     * settled, waived or cleared. Read in the caller's transaction when it has one.
     */
    hasOpenDebt: (userId: number, tx: DbOrTx = db) => repo.hasOpenDebt(tx, userId),
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
