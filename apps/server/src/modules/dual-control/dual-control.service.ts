import type { TControlChange, TProposalOutcome } from '@app/contracts/dual-control';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { AuditService, StaffActor } from '../audit/audit.service';
import * as repo from './dual-control.repository';

export type { StaffActor };

/**
 * One kind of controlled setting (a four-eyes threshold, the auto-approval ceiling, a risk rule):
 * how to tell whether a proposal loosens it, how to apply it, and how people read it.
 */
export interface ControlKind<P> {
  /** Compared with the value in force (read in `tx`): does `proposed` loosen the control? */
  loosens(tx: DbOrTx, proposed: P): Promise<boolean>;
  /** Writes `proposed` in `tx` (the proposal's or the approval's transaction). */
  apply(tx: DbOrTx, proposed: P, actor: StaffActor): Promise<void>;
  /** 'Adjustment four-eyes threshold, SC: 100.00 → 1,000.00'. */
  describe(tx: DbOrTx, proposed: P): Promise<string>;
}

/**
 * Dual control of money settings (decision 058). A proposal that tightens applies at once; one
 * that loosens waits for a second admin, who applies it (or rejects it) later; nobody decides
 * their own. Both the proposal and the decision are audited with the reason and the summary. A
 * pending change whose setting moved since is refused at approval (it would apply against a
 * value its approver never saw) unless it still loosens from today's value as described.
 */
export function createDualControl(deps: {
  db: Db;
  audit: AuditService;
  /** A member's email, for the lists. */
  emailOf: (staffId: number) => Promise<string>;
  now?: () => Date;
}) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const kinds = new Map<string, ControlKind<unknown>>();

  const kindOf = (kind: string) => {
    const handler = kinds.get(kind);
    if (!handler) throw new Error(`control kind ${kind} is not registered`);
    return handler;
  };

  async function view(row: repo.ControlChangeRow): Promise<TControlChange> {
    return {
      changeId: row.id,
      kind: row.kind,
      summary: row.summary,
      reason: row.reason,
      status: row.status,
      proposedBy: await deps.emailOf(row.proposedByStaffId),
      proposedAt: row.proposedAt.toISOString(),
      decidedBy: row.decidedByStaffId === null ? null : await deps.emailOf(row.decidedByStaffId),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionComment: row.decisionComment,
    };
  }

  /** The pending change `id`, locked, that `actor` (not its proposer) may decide on. */
  async function lockForDecision(tx: DbOrTx, actor: StaffActor, id: number) {
    const row = await repo.lockChange(tx, id);
    if (!row) throw new AppError('NotFound', 'This change was not found.');
    if (row.status !== 'PENDING') throw new AppError('ControlChangeNotPending');
    if (row.proposedByStaffId === actor.staffId) throw new AppError('ControlChangeOwnDecision');
    return row;
  }

  return {
    register<P>(kind: string, handler: ControlKind<P>): void {
      if (kinds.has(kind)) throw new Error(`control kind ${kind} registered twice`);
      kinds.set(kind, handler as ControlKind<unknown>);
    },

    /**
     * Proposes `payload` for `kind`: applied now in the caller's transaction (`tx`) or its own
     * when it tightens or keeps the control; recorded PENDING for a second admin when it loosens.
     */
    async propose<P>(
      actor: StaffActor,
      kind: string,
      payload: P,
      reason: string,
      tx?: DbOrTx,
    ): Promise<TProposalOutcome> {
      const handler = kindOf(kind);
      const work = async (t: DbOrTx): Promise<TProposalOutcome> => {
        const summary = await handler.describe(t, payload);
        if (!(await handler.loosens(t, payload))) {
          await handler.apply(t, payload, actor);
          await audit.record(t, actor, {
            action: 'control.apply',
            target: `control:${kind}`,
            after: payload,
            detail: { summary, reason, approval: 'tightens-or-keeps' },
          });
          return { status: 'APPLIED' };
        }
        const row = await repo.insertChange(t, {
          kind,
          payload,
          summary,
          reason,
          status: 'PENDING',
          proposedByStaffId: actor.staffId,
          proposedAt: now(),
        });
        await audit.record(t, actor, {
          action: 'control.propose',
          target: `control-change:${row.id}`,
          after: payload,
          detail: { kind, summary, reason },
        });
        return { status: 'PENDING', changeId: row.id };
      };
      return tx ? work(tx) : inTransaction(db, ({ tx: t }) => work(t));
    },

    /** A second admin applies a pending change; it must still say what it said when proposed. */
    async approve(actor: StaffActor, id: number, comment?: string): Promise<TControlChange> {
      // The view reads members' emails outside the transaction (one connection on PGlite).
      const decided = await inTransaction(db, async ({ tx }) => {
        const row = await lockForDecision(tx, actor, id);
        const handler = kindOf(row.kind);
        if ((await handler.describe(tx, row.payload)) !== row.summary)
          throw new AppError('ControlChangeOutdated');
        await handler.apply(tx, row.payload, actor);
        const applied = await repo.decideChange(tx, id, {
          status: 'APPLIED',
          decidedByStaffId: actor.staffId,
          decidedAt: now(),
          decisionComment: comment || null,
        });
        await audit.record(tx, actor, {
          action: 'control.approve',
          target: `control-change:${id}`,
          before: { status: 'PENDING' },
          after: { status: 'APPLIED', ...(row.payload as object) },
          detail: { kind: row.kind, summary: row.summary, comment: comment || null },
        });
        return applied!;
      });
      return view(decided);
    },

    /** A second admin rejects it: nothing changes. */
    async reject(actor: StaffActor, id: number, comment: string): Promise<TControlChange> {
      const decided = await inTransaction(db, async ({ tx }) => {
        const row = await lockForDecision(tx, actor, id);
        const rejected = await repo.decideChange(tx, id, {
          status: 'REJECTED',
          decidedByStaffId: actor.staffId,
          decidedAt: now(),
          decisionComment: comment,
        });
        await audit.record(tx, actor, {
          action: 'control.reject',
          target: `control-change:${id}`,
          before: { status: 'PENDING' },
          after: { status: 'REJECTED' },
          detail: { kind: row.kind, summary: row.summary, comment },
        });
        return rejected!;
      });
      return view(decided);
    },

    async list(status?: TControlChange['status']): Promise<TControlChange[]> {
      return Promise.all((await repo.listChanges(db, status)).map(view));
    },

    /** The pending changes of one kind (a settings screen shows what waits). */
    async pendingOf(kind: string): Promise<TControlChange[]> {
      return (await this.list('PENDING')).filter((c) => c.kind === kind);
    },
  };
}

export type DualControl = ReturnType<typeof createDualControl>;
