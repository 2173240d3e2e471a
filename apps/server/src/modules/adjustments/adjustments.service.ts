import {
  ADJUSTMENT_CURRENCY,
  DEFAULT_ADJUSTMENT_THRESHOLDS,
  type TAdjustment,
  type TAdjustmentListPage,
  type TAdjustmentListQuery,
  type TAdjustmentRequest,
  type TAdjustmentSettings,
} from '@app/contracts/adjustments';
import { formatAmount } from '@app/contracts/money';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { AuditService, StaffActor } from '../audit/audit.service';
import type { DualControl } from '../dual-control/dual-control.service';
import type { Balances, Movement, WalletService } from '../wallet/wallet.service';
import * as repo from './adjustments.repository';

export type { StaffActor };

const DAY_MS = 86_400_000;
/** The dual-control kind of the four-eyes thresholds (decision 058). */
const THRESHOLDS_KIND = 'adjustment-thresholds';

/** The accounts of an account's currency: the cumulative four-eyes sum is kept per currency. */
const SAME_CURRENCY: Record<
  repo.AdjustmentRow['account'],
  readonly repo.AdjustmentRow['account'][]
> = {
  GC: ['GC'],
  SC_UNPLAYED: ['SC_UNPLAYED', 'SC_REDEEMABLE'],
  SC_REDEEMABLE: ['SC_UNPLAYED', 'SC_REDEEMABLE'],
};

const BALANCE_OF: Record<repo.AdjustmentRow['account'], keyof Balances> = {
  GC: 'gc',
  SC_UNPLAYED: 'scUnplayed',
  SC_REDEEMABLE: 'scRedeemable',
};

function view(found: repo.AdjustmentWithStaff): TAdjustment {
  const { row } = found;
  return {
    id: row.id,
    userId: row.userId,
    account: row.account,
    direction: row.direction,
    amount: row.amount,
    reason: row.reason,
    comment: row.comment,
    status: row.status,
    threshold: row.threshold,
    requestedBy: { id: row.requestedByStaffId, email: found.requestedByEmail },
    requestedAt: row.requestedAt.toISOString(),
    decidedBy:
      row.decidedByStaffId === null
        ? null
        : { id: row.decidedByStaffId, email: found.decidedByEmail ?? '' },
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionComment: row.decisionComment,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
  };
}

/** What the audit log keeps of an adjustment. */
const audited = (row: repo.AdjustmentRow) => ({
  account: row.account,
  direction: row.direction,
  amount: row.amount,
  reason: row.reason,
  comment: row.comment,
  threshold: row.threshold,
  requestedByStaffId: row.requestedByStaffId,
});

/**
 * Credits and debits of a player's balance by finance staff (decision 027). At or below the
 * threshold an adjustment applies at once; above it waits for a second, different member. The
 * ledger moves only through the wallet service, in the same transaction as the adjustment's
 * status and its audit entry.
 */
export function createAdjustmentsService(deps: {
  db: Db;
  wallet: WalletService;
  audit: AuditService;
  dualControl: DualControl;
}) {
  const { db, wallet, audit, dualControl } = deps;

  const thresholds = async (tx: DbOrTx): Promise<TAdjustmentSettings> =>
    (await repo.readThresholds(tx)) ?? DEFAULT_ADJUSTMENT_THRESHOLDS;

  /** The four-eyes threshold of the account's currency: GC and SC each have their own. */
  const thresholdFor = async (tx: DbOrTx, account: repo.AdjustmentRow['account']) => {
    const current = await thresholds(tx);
    return ADJUSTMENT_CURRENCY[account] === 'GC' ? current.gcThreshold : current.scThreshold;
  };

  // A higher threshold loosens four eyes: a second admin approves it (decision 058).
  dualControl.register<TAdjustmentSettings>(THRESHOLDS_KIND, {
    async loosens(tx, proposed) {
      const current = await thresholds(tx);
      return (
        proposed.gcThreshold > current.gcThreshold || proposed.scThreshold > current.scThreshold
      );
    },
    async apply(tx, proposed, actor) {
      const before = (await repo.lockThresholds(tx)) ?? DEFAULT_ADJUSTMENT_THRESHOLDS;
      const after = { gcThreshold: proposed.gcThreshold, scThreshold: proposed.scThreshold };
      await repo.saveThresholds(tx, after, actor.staffId);
      await audit.record(tx, actor, {
        action: 'settings.adjustments',
        target: 'settings:adjustments',
        before: { gcThreshold: before.gcThreshold, scThreshold: before.scThreshold },
        after,
      });
    },
    async describe(tx, proposed) {
      const current = await thresholds(tx);
      return (
        `Adjustment four-eyes thresholds: GC ${formatAmount(current.gcThreshold)} → ` +
        `${formatAmount(proposed.gcThreshold)}, SC ${formatAmount(current.scThreshold)} → ` +
        `${formatAmount(proposed.scThreshold)}`
      );
    },
  });

  async function viewOf(tx: DbOrTx, id: number) {
    const found = await repo.findAdjustment(tx, id);
    if (!found) throw new Error(`adjustment ${id} vanished`);
    return view(found);
  }

  /**
   * Moves the coins of a pending adjustment through the wallet (house account ADJUSTMENTS). Its
   * ledger key is the adjustment's id, so the ledger itself can never apply it twice.
   */
  async function moveCoins(uow: UnitOfWork, row: repo.AdjustmentRow) {
    const movement: Movement = {
      direction: row.direction,
      currency: row.account === 'GC' ? 'GC' : 'SC',
      amount: row.amount,
      house: 'ADJUSTMENTS',
      kind: 'adjustment',
      ...(row.account === 'GC' ? {} : { scAccount: row.account }),
    };
    let result;
    try {
      result = await wallet.apply(uow, {
        idempotencyKey: `adjustment:${row.id}`,
        userId: row.userId,
        kind: 'adjustment',
        reference: `adjustment:${row.id}`,
        movements: [movement],
      });
    } catch (error) {
      if (error instanceof AppError && error.errorName === 'InsufficientBalance')
        throw new AppError('AdjustmentInsufficientBalance');
      throw error;
    }
    // The key commits only with the APPLIED status, and the row is locked and pending.
    if (result.replayed) throw new Error(`adjustment ${row.id} was already in the ledger`);
    const balanceAfter = result.balances[BALANCE_OF[row.account]];
    const balanceBefore = balanceAfter + (row.direction === 'credit' ? -row.amount : row.amount);
    return { operationId: result.operationId, balanceBefore, balanceAfter };
  }

  /** The pending adjustment `id`, locked, that `actor` (not its requester) may decide on. */
  async function lockForDecision(tx: DbOrTx, actor: StaffActor, id: number) {
    const row = await repo.lockAdjustment(tx, id);
    if (!row) throw new AppError('NotFound', 'This adjustment was not found.');
    if (row.status !== 'PENDING') throw new AppError('AdjustmentNotPending');
    if (row.requestedByStaffId === actor.staffId) throw new AppError('AdjustmentOwnDecision');
    return row;
  }

  return {
    /**
     * Records an adjustment; at or below the threshold it applies in the same transaction. A
     * debit larger than the balance is refused (4010) and nothing is written.
     */
    async request(actor: StaffActor, userId: number, input: TAdjustmentRequest) {
      return inTransaction(db, async (uow) => {
        const { tx } = uow;
        if (!(await repo.lockPlayer(tx, userId)))
          throw new AppError('NotFound', 'This player was not found.');
        const limit = await thresholdFor(tx, input.account);
        // Four eyes by cumulative amount (decision 058): what this member moved alone or approved
        // for this player in this currency in the last 24 hours counts with this one.
        const recent = await repo.movedBy(tx, {
          staffId: actor.staffId,
          userId,
          accounts: SAME_CURRENCY[input.account],
          since: new Date(Date.now() - DAY_MS),
        });
        const pending = await repo.insertAdjustment(tx, {
          userId,
          ...input,
          status: 'PENDING',
          threshold: limit,
          requestedByStaffId: actor.staffId,
        });
        const target = `adjustment:${pending.id}`;
        if (recent + pending.amount > limit) {
          // Refused now rather than at approval when the balance already cannot cover it.
          if (input.direction === 'debit') {
            const balances = await wallet.balances(userId, tx);
            if (balances[BALANCE_OF[input.account]] < input.amount)
              throw new AppError('AdjustmentInsufficientBalance');
          }
          await audit.record(tx, actor, {
            action: 'adjustment.request',
            playerId: userId,
            target,
            after: { status: 'PENDING', ...audited(pending) },
            detail: { threshold: limit, recentByMember: recent },
          });
          return { adjustment: await viewOf(tx, pending.id) };
        }
        const moved = await moveCoins(uow, pending);
        const applied = await repo.decidePending(tx, pending.id, {
          status: 'APPLIED',
          decidedByStaffId: null,
          decidedAt: new Date(),
          decisionComment: null,
          ...moved,
        });
        if (!applied) throw new Error(`adjustment ${pending.id} left PENDING before it applied`);
        await audit.record(tx, actor, {
          action: 'adjustment.apply',
          playerId: userId,
          target,
          before: { balance: moved.balanceBefore },
          after: { status: 'APPLIED', balance: moved.balanceAfter },
          detail: {
            ...audited(applied),
            approval: 'at-or-below-threshold',
            recentByMember: recent,
          },
        });
        return { adjustment: await viewOf(tx, pending.id) };
      });
    },

    /**
     * A second member approves: the ledger moves, the status turns APPLIED and the audit entry
     * is written in one transaction. The row lock makes concurrent approvals queue; all but the
     * first find it no longer pending (4009). A debit the balance no longer covers is refused
     * (4010) and the adjustment stays PENDING.
     */
    async approve(actor: StaffActor, id: number, comment?: string) {
      return inTransaction(db, async (uow) => {
        const { tx } = uow;
        const row = await lockForDecision(tx, actor, id);
        const moved = await moveCoins(uow, row);
        const applied = await repo.decidePending(tx, id, {
          status: 'APPLIED',
          decidedByStaffId: actor.staffId,
          decidedAt: new Date(),
          decisionComment: comment || null,
          ...moved,
        });
        if (!applied) throw new AppError('AdjustmentNotPending');
        await audit.record(tx, actor, {
          action: 'adjustment.approve',
          playerId: row.userId,
          target: `adjustment:${id}`,
          before: { status: 'PENDING', balance: moved.balanceBefore },
          after: { status: 'APPLIED', balance: moved.balanceAfter },
          detail: { ...audited(applied), decisionComment: applied.decisionComment },
        });
        return { adjustment: await viewOf(tx, id) };
      });
    },

    /** A second member rejects it, with a comment: nothing moves, ever. */
    async reject(actor: StaffActor, id: number, comment: string) {
      return inTransaction(db, async ({ tx }) => {
        const row = await lockForDecision(tx, actor, id);
        const rejected = await repo.decidePending(tx, id, {
          status: 'REJECTED',
          decidedByStaffId: actor.staffId,
          decidedAt: new Date(),
          decisionComment: comment,
        });
        if (!rejected) throw new AppError('AdjustmentNotPending');
        await audit.record(tx, actor, {
          action: 'adjustment.reject',
          playerId: row.userId,
          target: `adjustment:${id}`,
          before: { status: 'PENDING' },
          after: { status: 'REJECTED' },
          detail: { ...audited(rejected), decisionComment: comment },
        });
        return { adjustment: await viewOf(tx, id) };
      });
    },

    async list(query: TAdjustmentListQuery): Promise<TAdjustmentListPage> {
      const { rows, count } = await repo.listAdjustments(db, query);
      return { rows: rows.map(view), count };
    },

    async settings(): Promise<TAdjustmentSettings> {
      return thresholds(db);
    },

    /**
     * Proposes new thresholds (decision 058): lower ones apply at once; a higher one waits for a
     * second admin (dual control). Answers the thresholds in force and what became of the change.
     */
    async updateSettings(actor: StaffActor, next: TAdjustmentSettings, reason: string) {
      const outcome = await dualControl.propose(actor, THRESHOLDS_KIND, next, reason);
      return { ...(await thresholds(db)), outcome };
    },

    /**
     * The SC one member credited to one player since `since` (asked for, whoever approved it, or
     * approved): a redemption it funded is not theirs to approve (decision 058).
     */
    creditsBy: (staffId: number, userId: number, since: Date, tx: DbOrTx = db) =>
      repo.movedBy(tx, {
        staffId,
        userId,
        accounts: SAME_CURRENCY.SC_REDEEMABLE,
        direction: 'credit',
        since,
        includeApprovedRequests: true,
      }),
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
