import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sessions } from '../auth/auth.tables';
import {
  playerLoginChallenges,
  playerTwoFactor,
  playerTwoFactorChanges,
} from './two-factor.tables';

export type TwoFactorRow = typeof playerTwoFactor.$inferSelect;

export async function twoFactorOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(playerTwoFactor).where(eq(playerTwoFactor.userId, userId));
  return row;
}

/** A new secret waiting for its first code; replaces an unfinished set-up, never an enabled one. */
export async function upsertPendingSetup(
  db: DbOrTx,
  values: { userId: number; totpSecret: string; setupStartedAt: Date },
) {
  const rows = await db
    .insert(playerTwoFactor)
    .values(values)
    .onConflictDoUpdate({
      target: playerTwoFactor.userId,
      set: { totpSecret: values.totpSecret, setupStartedAt: values.setupStartedAt },
      setWhere: sql`${playerTwoFactor.enabledAt} is null`,
    })
    .returning({ userId: playerTwoFactor.userId });
  return rows.length === 1;
}

export async function updateTwoFactor(
  db: DbOrTx,
  userId: number,
  values: Partial<Omit<TwoFactorRow, 'userId'>>,
) {
  return db
    .update(playerTwoFactor)
    .set(values)
    .where(eq(playerTwoFactor.userId, userId))
    .returning();
}

export async function deleteTwoFactor(db: DbOrTx, userId: number) {
  await db.delete(playerTwoFactor).where(eq(playerTwoFactor.userId, userId));
}

/** Ends every login of the player still waiting for its code (after a support reset). */
export async function deleteChallengesOf(db: DbOrTx, userId: number) {
  await db.delete(playerLoginChallenges).where(eq(playerLoginChallenges.userId, userId));
}

/** Accepts a TOTP time step once: false when it (or a later one) was used already. */
export async function acceptTotpStep(db: DbOrTx, userId: number, step: number) {
  const rows = await db
    .update(playerTwoFactor)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(playerTwoFactor.userId, userId),
        sql`(${playerTwoFactor.lastTotpStep} is null or ${playerTwoFactor.lastTotpStep} < ${step})`,
      ),
    )
    .returning({ userId: playerTwoFactor.userId });
  return rows.length === 1;
}

/** Removes one unused recovery code; true when it was there (each works once). */
export async function consumeRecoveryCode(db: DbOrTx, userId: number, codeHash: string) {
  const rows = await db
    .update(playerTwoFactor)
    .set({
      recoveryCodeHashes: sql`array_remove(${playerTwoFactor.recoveryCodeHashes}, ${codeHash})`,
    })
    .where(
      and(
        eq(playerTwoFactor.userId, userId),
        sql`${codeHash} = any(${playerTwoFactor.recoveryCodeHashes})`,
      ),
    )
    .returning({ userId: playerTwoFactor.userId });
  return rows.length === 1;
}

/** This session has just proved the second factor. */
export async function markSecondFactor(db: DbOrTx, sessionId: number, at: Date) {
  await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, sessionId));
}

export async function insertChallenge(
  db: DbOrTx,
  values: typeof playerLoginChallenges.$inferInsert,
) {
  await db.insert(playerLoginChallenges).values(values);
}

export async function liveChallenge(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(playerLoginChallenges)
    .where(
      and(eq(playerLoginChallenges.tokenHash, tokenHash), gt(playerLoginChallenges.expiresAt, now)),
    );
  return row;
}

/** Uses a challenge once: true when this call removed it. */
export async function deleteChallenge(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .delete(playerLoginChallenges)
    .where(eq(playerLoginChallenges.tokenHash, tokenHash))
    .returning({ userId: playerLoginChallenges.userId });
  return rows.length === 1;
}

/** Two-factor sign-in was turned on or off at `at` (decision 057). */
export async function recordChange(db: DbOrTx, userId: number, at: Date) {
  await db
    .insert(playerTwoFactorChanges)
    .values({ userId, changedAt: at })
    .onConflictDoUpdate({ target: playerTwoFactorChanges.userId, set: { changedAt: at } });
}

export async function lastChangeOf(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: playerTwoFactorChanges.changedAt })
    .from(playerTwoFactorChanges)
    .where(eq(playerTwoFactorChanges.userId, userId));
  return row?.at ?? null;
}
