import type { Tx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import * as repo from './two-factor.repository';

/**
 * Turns a player's two-factor sign-in off without a code, for the support reset of a player who
 * lost every factor (decision 039): the secret, the recovery codes and any login waiting for its
 * code go, in the caller's transaction (which also ends the sessions and writes the audit entry).
 * 2347 when two-factor sign-in is not on.
 */
export async function resetTwoFactorInTx(tx: Tx, userId: number): Promise<void> {
  const current = await repo.twoFactorOf(tx, userId);
  if (!current?.enabledAt) throw new AppError('PlayerTwoFactorNotOn');
  await repo.deleteTwoFactor(tx, userId);
  await repo.deleteChallengesOf(tx, userId);
  await repo.recordChange(tx, userId, new Date());
}
