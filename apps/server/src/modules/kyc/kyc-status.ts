import { eq, sql } from 'drizzle-orm';
import type { TIdentityWidgetStatus, TKycStatus } from '@app/contracts/kyc';
import type { DbOrTx } from '../../db/database';
import { users } from '../users/users.tables';

/**
 * Every change of a player's kycStatus and identity-widget status goes through `applyKycEvent`
 * (docs/decisions/029 has the table):
 *
 * - APPROVED is kept by every event but `document-re-requested` (compliance asks again).
 * - A document uploaded or the widget finished → IN_PROGRESS (a verdict is awaited).
 * - Every required label verified, the widget or a reviewer approving → APPROVED.
 * - A document declined, the widget or a reviewer declining → DECLINED.
 * - A document re-requested → IN_PROGRESS (the player must upload again).
 * - The widget asking for a review → IN_PROGRESS (compliance decides in the queue).
 */
export type KycEvent =
  | 'document-uploaded'
  | 'documents-verified'
  | 'document-declined'
  | 'document-re-requested'
  | 'widget-submitted'
  | 'widget-approved'
  | 'widget-declined'
  | 'widget-needs-review';

const KYC_AFTER: Record<KycEvent, TKycStatus> = {
  'document-uploaded': 'IN_PROGRESS',
  'documents-verified': 'APPROVED',
  'document-declined': 'DECLINED',
  'document-re-requested': 'IN_PROGRESS',
  'widget-submitted': 'IN_PROGRESS',
  'widget-approved': 'APPROVED',
  'widget-declined': 'DECLINED',
  'widget-needs-review': 'IN_PROGRESS',
};

const WIDGET_AFTER: Partial<Record<KycEvent, TIdentityWidgetStatus>> = {
  'widget-submitted': 'REQUESTED',
  'widget-approved': 'APPROVED',
  'widget-declined': 'DECLINED',
  'widget-needs-review': 'NEEDS_REVIEW',
};

/** SPEC §3: COMPLETED and SUCCESS, written by older systems, read as approved. */
export const isKycApproved = (status: string): boolean =>
  status === 'APPROVED' || status === 'COMPLETED' || status === 'SUCCESS';

/** The kycStatus an event leads to from `current`. */
export function nextKycStatus(current: string, event: KycEvent): TKycStatus {
  if (isKycApproved(current) && event !== 'document-re-requested') return 'APPROVED';
  return KYC_AFTER[event];
}

/** The statuses an event leads to (the widget status unchanged when the event is not the widget's). */
export function kycTransition(
  current: { kycStatus: string; identityWidgetStatus: string | null },
  event: KycEvent,
): { kycStatus: TKycStatus; identityWidgetStatus: string | null } {
  return {
    kycStatus: nextKycStatus(current.kycStatus, event),
    identityWidgetStatus: WIDGET_AFTER[event] ?? current.identityWidgetStatus,
  };
}

/** The player's row locked for a KYC change (uploads and verdicts of one player go one at a time). */
export async function lockKycState(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      kycStatus: users.kycStatus,
      identityWidgetStatus: users.identityWidgetStatus,
      email: users.email,
      username: users.username,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Applies an event to the player's row (lock it first with lockKycState); answers the new statuses. */
export async function applyKycEvent(tx: DbOrTx, userId: number, event: KycEvent) {
  const current = await lockKycState(tx, userId);
  if (!current) throw new Error(`no user ${userId}`);
  const next = kycTransition(current, event);
  if (
    next.kycStatus !== current.kycStatus ||
    next.identityWidgetStatus !== current.identityWidgetStatus
  ) {
    await tx
      .update(users)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }
  return { before: current, after: next };
}
