import { and, eq } from 'drizzle-orm';
import { IDENTITY_OUTCOMES, type TIdentityOutcome } from '@app/contracts/kyc';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import type { JobQueue } from '../../platform/job-queue';
import {
  IDENTITY_EVENT_TYPE,
  ZIdentityEvent,
  type IdentityProvider,
  type IdentitySubmittedHandler,
  type TIdentityEvent,
} from '../kyc/identity-provider';
import { assertReferenceId } from './charge-input';
import { newSandboxId } from './sandbox-ids';
import { IDENTITY_SANDBOX_PROVIDER, identityWidgetPath } from './sandbox-paths';
import { queueDelivery } from './sandbox-queues';
import { sandboxIdentitySessions } from './sandbox.tables';
import { insertOutboxEvent } from './webhook-outbox.repository';

/** An identity session id as handed out ('idv_' and 24 hex digits). */
export const IDENTITY_SESSION_ID = /^idv_[0-9a-f]{24}$/;

export type IdentitySessionRow = typeof sandboxIdentitySessions.$inferSelect;

export const isIdentityOutcome = (value: unknown): value is TIdentityOutcome =>
  (IDENTITY_OUTCOMES as readonly unknown[]).includes(value);

export interface IdentityWidgetDeps {
  db: Db;
  jobs: JobQueue;
  /** Seconds between the player finishing the widget and the verdict webhook. */
  verdictSeconds: number;
}

async function findSessionRow(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select()
    .from(sandboxIdentitySessions)
    .where(eq(sandboxIdentitySessions.id, sessionId));
  return row;
}

export type IdentityFinishOutcome =
  | { kind: 'missing' }
  | { kind: 'finished'; session: IdentitySessionRow }
  | { kind: 'submitted'; session: IdentitySessionRow };

/**
 * The sandbox identity-verification widget: a session per verification, a page where the
 * tester picks the verdict. Finishing tells the merchant at once (the widget's own callback:
 * the player submitted) and sends the verdict by signed webhook a little later, as real
 * providers decide after the fact.
 */
export function createIdentityWidget(deps: IdentityWidgetDeps) {
  const { db, jobs } = deps;
  let onSubmitted: IdentitySubmittedHandler | undefined;

  const provider: IdentityProvider = {
    name: IDENTITY_SANDBOX_PROVIDER,
    async createSession(input) {
      assertReferenceId(input.referenceId);
      const sessionId = newSandboxId('idv');
      await db
        .insert(sandboxIdentitySessions)
        .values({ id: sessionId, referenceId: input.referenceId });
      return { sessionId, widgetUrl: identityWidgetPath(sessionId) };
    },
  };

  return {
    provider,

    /** The merchant's handler of "the player finished the widget". */
    setSubmittedHandler(handler: IdentitySubmittedHandler) {
      onSubmitted = handler;
    },

    /** The session, or undefined for an unknown or malformed id. */
    findSession(sessionId: string) {
      if (!IDENTITY_SESSION_ID.test(sessionId)) return Promise.resolve(undefined);
      return findSessionRow(db, sessionId);
    },

    /** The tester's verdict, applied once: the session closes and the verdict webhook is queued. */
    async finish(sessionId: string, outcome: TIdentityOutcome): Promise<IdentityFinishOutcome> {
      if (!IDENTITY_SESSION_ID.test(sessionId)) return { kind: 'missing' };
      const now = new Date();
      const result = await inTransaction(db, async (uow) => {
        const [session] = await uow.tx
          .update(sandboxIdentitySessions)
          .set({ status: 'finished', outcome, finishedAt: now })
          .where(
            and(
              eq(sandboxIdentitySessions.id, sessionId),
              eq(sandboxIdentitySessions.status, 'open'),
            ),
          )
          .returning();
        if (!session) {
          const current = await findSessionRow(uow.tx, sessionId);
          return current
            ? ({ kind: 'finished', session: current } as const)
            : ({ kind: 'missing' } as const);
        }
        const event: TIdentityEvent = ZIdentityEvent.parse({
          id: newSandboxId('evt'),
          type: IDENTITY_EVENT_TYPE,
          createdAt: now.toISOString(),
          data: { referenceId: session.referenceId, sessionId, outcome },
        });
        const at = new Date(now.getTime() + deps.verdictSeconds * 1000);
        const outboxId = await insertOutboxEvent(uow.tx, {
          provider: IDENTITY_SANDBOX_PROVIDER,
          event,
          nextAttemptAt: at,
        });
        await queueDelivery(jobs, uow, outboxId, at);
        return { kind: 'submitted', session } as const;
      });
      if (result.kind === 'submitted') await onSubmitted?.(result.session.referenceId);
      return result;
    },
  };
}

export type IdentityWidget = ReturnType<typeof createIdentityWidget>;
