import { eq, sql } from 'drizzle-orm';
import { maskSsn, SSN_SAVED_MESSAGE, type TUpdateSsnResponse } from '@app/contracts/kyc';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { FieldCipher } from '../../platform/field-encryption';
import { userSsns } from './kyc.tables';

const BLIND_INDEX_KEY = 'user_ssns_blind_index_key';

/**
 * Players' SSNs (W-9): encrypted with the field cipher, found by the keyed blind index, shown
 * as the last four digits. The digits are never logged, thrown or answered, except to a
 * compliance member who reveals them with a reason (kyc-review.service).
 */
export function createSsnStore(deps: {
  db: Db;
  cipher: FieldCipher;
  /** The self-exclusion register (decision 038): a self-excluded person's SSN is refused. */
  assertIdentityFree?: (identity: { ssn: string }, ownUserId: number) => Promise<void>;
}) {
  const { db, cipher } = deps;

  async function rowOf(tx: DbOrTx, userId: number) {
    const [row] = await tx.select().from(userSsns).where(eq(userSsns.userId, userId));
    return row;
  }

  return {
    /** Saves (or replaces) the player's SSN: one SSN belongs to one account. */
    async update(userId: number, ssn: string): Promise<TUpdateSsnResponse> {
      await deps.assertIdentityFree?.({ ssn }, userId);
      const blindIndex = cipher.blindIndex(ssn);
      const last4 = ssn.slice(-4);
      try {
        await inTransaction(db, async ({ tx }) => {
          const [holder] = await tx
            .select({ userId: userSsns.userId })
            .from(userSsns)
            .where(eq(userSsns.blindIndex, blindIndex));
          if (holder && holder.userId !== userId) throw new AppError('SsnLinkedElsewhere');
          const values = { ciphertext: cipher.encrypt(ssn), blindIndex, last4 };
          await tx
            .insert(userSsns)
            .values({ userId, ...values })
            .onConflictDoUpdate({
              target: userSsns.userId,
              set: { ...values, updatedAt: sql`now()` },
            });
        });
      } catch (error) {
        // Two accounts giving the same SSN at once: the index lets one through.
        if (isUniqueViolation(error, BLIND_INDEX_KEY)) throw new AppError('SsnLinkedElsewhere');
        throw error;
      }
      return { message: SSN_SAVED_MESSAGE, ssnLast4: last4 };
    },

    /** Read in the caller's transaction when given (PGlite serves one transaction at a time). */
    async onFile(userId: number, tx: DbOrTx = db): Promise<boolean> {
      return (await rowOf(tx, userId)) !== undefined;
    },

    async masked(userId: number): Promise<{ masked: string } | null> {
      const row = await rowOf(db, userId);
      return row ? { masked: maskSsn(row.last4) } : null;
    },

    /** The full SSN, for the audited reveal only; undefined when the player gave none. */
    async reveal(tx: DbOrTx, userId: number): Promise<string | undefined> {
      const row = await rowOf(tx, userId);
      return row ? cipher.decrypt(row.ciphertext) : undefined;
    },
  };
}

export type SsnStore = ReturnType<typeof createSsnStore>;
