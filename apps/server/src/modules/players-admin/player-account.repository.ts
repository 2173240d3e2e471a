import { and, eq, isNull } from 'drizzle-orm';
import type { TPlayerStatus } from '@app/contracts/players-admin';
import type { DbOrTx } from '../../db/database';
import { sessions } from '../auth/auth.tables';
import { states } from '../content/content.tables';
import { paymentProfiles } from '../payments/purchases.tables';
import { playerTwoFactor } from '../two-factor/two-factor.tables';
import { users } from '../users/users.tables';

/** The player as the profile tab shows it (personal data: the caller audits the view). */
export async function findPlayer(db: DbOrTx, userId: number, { lock = false } = {}) {
  const query = db
    .select({
      user: users,
      state: states.code,
      bankPurchaseDisabled: paymentProfiles.bankPurchaseDisabled,
      twoFactorEnabledAt: playerTwoFactor.enabledAt,
    })
    .from(users)
    .leftJoin(states, eq(states.stateId, users.stateId))
    .leftJoin(paymentProfiles, eq(paymentProfiles.userId, users.id))
    .leftJoin(playerTwoFactor, eq(playerTwoFactor.userId, users.id))
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row;
}

export type PlayerRow = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;

export async function updatePlayerFlags(
  db: DbOrTx,
  userId: number,
  values: { isRestrict?: boolean; isInternalUser?: boolean },
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updatePlayerStatus(db: DbOrTx, userId: number, status: TPlayerStatus) {
  await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Bank purchases on or off (3078): the payment profile row is made on first use. */
export async function setBankPurchaseDisabled(db: DbOrTx, userId: number, disabled: boolean) {
  await db
    .insert(paymentProfiles)
    .values({ userId, bankPurchaseDisabled: disabled })
    .onConflictDoUpdate({
      target: paymentProfiles.userId,
      set: { bankPurchaseDisabled: disabled, updatedAt: new Date() },
    });
}

/** Ends every live session of the player; answers how many were live. */
export async function revokeSessions(db: DbOrTx, userId: number) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
