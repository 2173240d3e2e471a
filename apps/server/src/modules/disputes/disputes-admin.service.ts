import {
  CHARGEBACK_KIND,
  type TDispute,
  type TDisputeListPage,
  type TDisputeListQuery,
} from '@app/contracts/disputes';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { AuditService, StaffActor } from '../audit/audit.service';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './disputes.repository';
import { movementsOf, takeback } from './disputes.service';

export type { StaffActor };

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** What is still owed of a case's debt (0 once it is not OPEN). */
export function owedOf(row: repo.DisputeRow) {
  if (row.debtStatus !== 'OPEN') return { gc: 0, sc: 0 };
  return {
    gc: row.debtGc - row.collectedGc,
    sc: row.debtSc - row.collectedScUnplayed - row.collectedScRedeemable,
  };
}

export function disputeView(row: repo.DisputeRow, username: string): TDispute {
  const owed = owedOf(row);
  return {
    id: row.id,
    userId: row.userId,
    username,
    referenceId: row.referenceId,
    provider: row.provider,
    amountCents: row.amountCents,
    reason: row.reason,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    closedAt: iso(row.closedAt),
    purchased: { gc: row.purchaseGc, sc: row.purchaseSc },
    reversed: {
      gc: row.takenGc,
      scUnplayed: row.takenScUnplayed,
      scRedeemable: row.takenScRedeemable,
    },
    collected: {
      gc: row.collectedGc,
      scUnplayed: row.collectedScUnplayed,
      scRedeemable: row.collectedScRedeemable,
    },
    debt: {
      gc: row.debtGc,
      sc: row.debtSc,
      owedGc: owed.gc,
      owedSc: owed.sc,
      status: row.debtStatus,
      closedBy:
        row.debtClosedByStaffId === null
          ? null
          : { id: row.debtClosedByStaffId, email: row.debtClosedByEmail ?? '' },
      closeReason: row.debtCloseReason,
      closedAt: iso(row.debtClosedAt),
    },
  };
}

/** What the audit log keeps of a case's debt (hundredths, AUDIT_AMOUNT_FIELDS). */
const debtFacts = (row: repo.DisputeRow) => {
  const owed = owedOf(row);
  return { debtStatus: row.debtStatus, owedGc: owed.gc, owedSc: owed.sc };
};

/**
 * The finance queue of disputes (decision 055): the cases, and what staff do with a debt. A
 * collection takes what is owed from the player's balances now (as much as they hold: GC, then SC
 * unplayed first), and settles the debt once nothing is owed; a waiver forgives the rest. Each
 * needs a reason; the ledger, the case and the audit entry change in one transaction.
 */
export function createDisputesAdminService(deps: {
  db: Db;
  wallet: WalletService;
  audit: AuditService;
  /** The player's username, for the queue (the users module's). */
  usernameOf: (userId: number) => Promise<string>;
  now?: () => Date;
}) {
  const { db, wallet, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function viewOf(row: repo.DisputeRow) {
    return disputeView(row, await deps.usernameOf(row.userId));
  }

  /** The case `id`, locked, with a debt still owed. */
  async function lockOpenDebt(tx: DbOrTx, id: number) {
    const row = await repo.lockCase(tx, id);
    if (!row) throw new AppError('NotFound', 'This dispute was not found.');
    if (row.debtStatus !== 'OPEN') throw new AppError('DisputeDebtNotOpen');
    return row;
  }

  return {
    /** Cases, newest first, a page at a time. */
    async list(query: TDisputeListQuery): Promise<TDisputeListPage> {
      const { rows, count } = await repo.listCases(db, query);
      const names = new Map<number, string>();
      for (const userId of new Set(rows.map((r) => r.userId)))
        names.set(userId, await deps.usernameOf(userId));
      return { rows: rows.map((row) => disputeView(row, names.get(row.userId) ?? '')), count };
    },

    /**
     * Takes what the player owes from their balances now (ledger kind chargeback, one operation
     * per collection). Nothing to take refuses (4091) and changes nothing.
     */
    async collect(actor: StaffActor, id: number, reason: string): Promise<TDispute> {
      const updated = await inTransaction(db, async (uow) => {
        const { tx } = uow;
        const row = await lockOpenDebt(tx, id);
        const owed = owedOf(row);
        const taken = takeback(await wallet.balances(row.userId, tx), owed);
        if (taken.gc + taken.scUnplayed + taken.scRedeemable === 0)
          throw new AppError('DisputeNothingToCollect');
        const collection = row.collections + 1;
        const result = await wallet.apply(uow, {
          idempotencyKey: `chargeback-collection:${row.id}:${collection}`,
          userId: row.userId,
          kind: CHARGEBACK_KIND,
          reference: row.referenceId,
          movements: movementsOf('debit', taken, CHARGEBACK_KIND),
        });
        // The key commits only with the case's count of collections, and the case is locked.
        if (result.replayed) throw new Error(`dispute ${id} collection ${collection} exists`);
        const settled = taken.gc === owed.gc && taken.scUnplayed + taken.scRedeemable === owed.sc;
        const after = await repo.updateCase(tx, id, {
          collectedGc: row.collectedGc + taken.gc,
          collectedScUnplayed: row.collectedScUnplayed + taken.scUnplayed,
          collectedScRedeemable: row.collectedScRedeemable + taken.scRedeemable,
          collections: collection,
          ...(settled
            ? {
                debtStatus: 'SETTLED' as const,
                debtClosedByStaffId: actor.staffId,
                debtClosedByEmail: actor.staffEmail,
                debtCloseReason: reason,
                debtClosedAt: now(),
              }
            : {}),
        });
        await audit.record(tx, actor, {
          action: 'dispute.collect',
          playerId: row.userId,
          target: `dispute:${id}`,
          before: debtFacts(row),
          after: { ...debtFacts(after), ...balanceFacts(result.balances) },
          detail: {
            referenceId: row.referenceId,
            reason,
            collectedGc: taken.gc,
            collectedScUnplayed: taken.scUnplayed,
            collectedScRedeemable: taken.scRedeemable,
          },
        });
        return after;
      });
      return viewOf(updated);
    },

    /** Forgives what is still owed, with a reason: nothing moves; redemptions are open again. */
    async waive(actor: StaffActor, id: number, reason: string): Promise<TDispute> {
      const updated = await inTransaction(db, async ({ tx }) => {
        const row = await lockOpenDebt(tx, id);
        const after = await repo.updateCase(tx, id, {
          debtStatus: 'WAIVED',
          debtClosedByStaffId: actor.staffId,
          debtClosedByEmail: actor.staffEmail,
          debtCloseReason: reason,
          debtClosedAt: now(),
        });
        await audit.record(tx, actor, {
          action: 'dispute.waive',
          playerId: row.userId,
          target: `dispute:${id}`,
          before: debtFacts(row),
          after: { debtStatus: after.debtStatus },
          detail: { referenceId: row.referenceId, reason, ...waivedFacts(row) },
        });
        return after;
      });
      return viewOf(updated);
    },
  };
}

const balanceFacts = (b: { gc: number; scUnplayed: number; scRedeemable: number }) => ({
  gcBalance: b.gc,
  scUnplayedBalance: b.scUnplayed,
  scRedeemableBalance: b.scRedeemable,
});

/** What a waiver forgave. */
const waivedFacts = (row: repo.DisputeRow) => {
  const owed = owedOf(row);
  return { waivedGc: owed.gc, waivedSc: owed.sc };
};

export type DisputesAdminService = ReturnType<typeof createDisputesAdminService>;
