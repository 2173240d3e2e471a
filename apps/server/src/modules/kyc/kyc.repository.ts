import { and, asc, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { DocumentStatus } from '@app/contracts/constants';
import type { TIdentityWidgetStatus } from '@app/contracts/kyc';
import type { DbOrTx } from '../../db/database';
import { purchases } from '../payments/purchases.tables';
import { users } from '../users/users.tables';
import { identityChecks, kycDocumentLabels, kycDocuments, kycSettings } from './kyc.tables';

export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type IdentityCheckRow = typeof identityChecks.$inferSelect;
export type KycLabelRow = typeof kycDocumentLabels.$inferSelect;

export async function findKycSettings(db: DbOrTx) {
  const [row] = await db.select().from(kycSettings).where(eq(kycSettings.id, 1));
  return row;
}

export function listActiveLabels(db: DbOrTx) {
  return db
    .select()
    .from(kycDocumentLabels)
    .where(eq(kycDocumentLabels.isActive, true))
    .orderBy(asc(kycDocumentLabels.sortOrder), asc(kycDocumentLabels.documentLabelId));
}

export async function findLabel(db: DbOrTx, documentLabelId: number) {
  const [row] = await db
    .select()
    .from(kycDocumentLabels)
    .where(eq(kycDocumentLabels.documentLabelId, documentLabelId));
  return row;
}

/** A player's documents, newest first. */
export function listUserDocuments(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId))
    .orderBy(desc(kycDocuments.id));
}

export async function newestDocument(db: DbOrTx, userId: number, documentLabelId: number) {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.documentLabelId, documentLabelId)))
    .orderBy(desc(kycDocuments.id))
    .limit(1);
  return row;
}

export async function hasPendingDocument(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.status, 0)))
    .limit(1);
  return row !== undefined;
}

export async function insertDocument(db: DbOrTx, values: typeof kycDocuments.$inferInsert) {
  const [row] = await db.insert(kycDocuments).values(values).returning();
  if (!row) throw new Error('kyc_documents refused a row');
  return row;
}

export async function findDocument(db: DbOrTx, id: number) {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row;
}

/** Decides a pending document; undefined when it is not pending (decided before, or unknown). */
export async function decidePendingDocument(
  db: DbOrTx,
  id: number,
  values: { status: DocumentStatus; reason: string | null; reviewedBy: string },
) {
  const [row] = await db
    .update(kycDocuments)
    .set({ ...values, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(kycDocuments.id, id), eq(kycDocuments.status, 0)))
    .returning();
  return row;
}

/** Pending documents no longer needed (the player was approved otherwise) become cancelled. */
export async function cancelPendingDocuments(db: DbOrTx, userId: number, reviewedBy: string) {
  await db
    .update(kycDocuments)
    .set({ status: 4, reviewedBy, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.status, 0)));
}

/** True when there is a required active label and the newest document of each is verified. */
export async function requiredLabelsVerified(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      labelId: kycDocumentLabels.documentLabelId,
      newestStatus: sql<number | null>`(
        select ${kycDocuments.status} from ${kycDocuments}
        where ${kycDocuments.userId} = ${userId}
          and ${kycDocuments.documentLabelId} = ${kycDocumentLabels.documentLabelId}
        order by ${kycDocuments.id} desc limit 1)`,
    })
    .from(kycDocumentLabels)
    .where(and(eq(kycDocumentLabels.isActive, true), eq(kycDocumentLabels.isRequired, true)));
  return rows.length > 0 && rows.every((row) => Number(row.newestStatus) === 1);
}

export async function hasSucceededPurchase(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'succeeded')))
    .limit(1);
  return row !== undefined;
}

const queueColumns = {
  document: kycDocuments,
  username: users.username,
  email: users.email,
  labelName: kycDocumentLabels.name,
};

/** Documents for the review queue: by status (oldest first) or every one of a player (newest first). */
export function listQueueDocuments(
  db: DbOrTx,
  filter: { status?: DocumentStatus; userId?: number; afterId?: number; limit: number },
) {
  const byPlayer = filter.userId !== undefined;
  return db
    .select(queueColumns)
    .from(kycDocuments)
    .innerJoin(users, eq(users.id, kycDocuments.userId))
    .innerJoin(
      kycDocumentLabels,
      eq(kycDocumentLabels.documentLabelId, kycDocuments.documentLabelId),
    )
    .where(
      and(
        filter.status === undefined ? undefined : eq(kycDocuments.status, filter.status),
        byPlayer ? eq(kycDocuments.userId, filter.userId!) : undefined,
        filter.afterId === undefined
          ? undefined
          : byPlayer
            ? lt(kycDocuments.id, filter.afterId)
            : gt(kycDocuments.id, filter.afterId),
      ),
    )
    .orderBy(byPlayer ? desc(kycDocuments.id) : asc(kycDocuments.id))
    .limit(filter.limit);
}
export type QueueDocumentRow = Awaited<ReturnType<typeof listQueueDocuments>>[number];

export async function insertIdentityCheck(
  db: DbOrTx,
  values: { userId: number; referenceId: string; sessionId: string },
) {
  const [row] = await db.insert(identityChecks).values(values).returning();
  if (!row) throw new Error('identity_checks refused a row');
  return row;
}

export async function lockIdentityCheckByReference(db: DbOrTx, referenceId: string) {
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.referenceId, referenceId))
    .for('update');
  return row;
}

export async function lockIdentityCheck(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.id, id))
    .for('update');
  return row;
}

export async function updateIdentityCheck(
  db: DbOrTx,
  id: number,
  values: Partial<typeof identityChecks.$inferInsert>,
) {
  const [row] = await db
    .update(identityChecks)
    .set(values)
    .where(eq(identityChecks.id, id))
    .returning();
  if (!row) throw new Error(`no identity check ${id}`);
  return row;
}

/** Submitted identity checks (never those still open in the widget), with the player's name. */
export function listIdentityChecks(
  db: DbOrTx,
  filter: { status?: TIdentityWidgetStatus; userId?: number; afterId?: number; limit: number },
) {
  const byPlayer = filter.userId !== undefined;
  return db
    .select({ check: identityChecks, username: users.username })
    .from(identityChecks)
    .innerJoin(users, eq(users.id, identityChecks.userId))
    .where(
      and(
        isNotNull(identityChecks.status),
        filter.status === undefined ? undefined : eq(identityChecks.status, filter.status),
        byPlayer ? eq(identityChecks.userId, filter.userId!) : undefined,
        filter.afterId === undefined
          ? undefined
          : byPlayer
            ? lt(identityChecks.id, filter.afterId)
            : gt(identityChecks.id, filter.afterId),
      ),
    )
    .orderBy(byPlayer ? desc(identityChecks.id) : asc(identityChecks.id))
    .limit(filter.limit);
}
export type IdentityCheckListRow = Awaited<ReturnType<typeof listIdentityChecks>>[number];

export async function findKycUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      kycStatus: users.kycStatus,
      identityWidgetStatus: users.identityWidgetStatus,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * When the player's KYC was last approved, as far as the records say: the latest verified
 * document's review or approved identity check's decision; null when neither is recorded.
 */
export async function kycApprovedAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<string | Date | null>`greatest(
        (select max(${kycDocuments.reviewedAt}) from ${kycDocuments}
          where ${kycDocuments.userId} = ${userId} and ${kycDocuments.status} = 1),
        (select max(${identityChecks.decidedAt}) from ${identityChecks}
          where ${identityChecks.userId} = ${userId} and ${identityChecks.status} = 'APPROVED'))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.at ? new Date(row.at) : null;
}
