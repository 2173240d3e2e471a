import { eq, sql } from 'drizzle-orm';
import { formatAmount, toDecimal } from '@app/contracts/money';
import { rakebackClaimedMessage, type TRakeback } from '@app/contracts/vip';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { WalletService } from '../wallet/wallet.service';
import { totalScWagered } from './vip.repository';
import { rakebackClaims, userRakeback } from './vip.tables';

/** Rakeback in hundredths of SC for `wagered` hundredths at `bps`, rounded down to the cent. */
export const rakebackOf = (wagered: number, bps: number): number =>
  Math.floor((wagered * bps) / 10_000);

/**
 * Rakeback (decision 035): a claim pays the current tier's rate on the SC played since the last
 * claim, in unplayed SC from the BONUSES house. The player's rakeback row is locked by the claim,
 * and the claim row is unique per (player, SC played up to), so the same play is paid once.
 */
export function createRakebackService(deps: {
  db: Db;
  wallet: WalletService;
  rateBps: (tx: DbOrTx, userId: number) => Promise<number>;
}) {
  const { db, wallet, rateBps } = deps;

  async function rewarded(tx: DbOrTx, userId: number, lock: boolean): Promise<number> {
    if (lock) {
      await tx.insert(userRakeback).values({ userId }).onConflictDoNothing();
      const [row] = await tx
        .select({ wageredRewarded: userRakeback.wageredRewarded })
        .from(userRakeback)
        .where(eq(userRakeback.userId, userId))
        .for('update');
      return row?.wageredRewarded ?? 0;
    }
    const [row] = await tx
      .select({ wageredRewarded: userRakeback.wageredRewarded })
      .from(userRakeback)
      .where(eq(userRakeback.userId, userId));
    return row?.wageredRewarded ?? 0;
  }

  return {
    async view(userId: number): Promise<TRakeback> {
      const bps = await rateBps(db, userId);
      const since = Math.max(
        0,
        (await totalScWagered(db, userId)) - (await rewarded(db, userId, false)),
      );
      return {
        rate: bps / 100,
        wageredSince: toDecimal(since),
        claimable: toDecimal(rakebackOf(since, bps)),
      };
    },

    async claim(userId: number): Promise<{ message: string; sc: number }> {
      return inTransaction(db, async (uow) => {
        const from = await rewarded(uow.tx, userId, true);
        const to = await totalScWagered(uow.tx, userId);
        const bps = await rateBps(uow.tx, userId);
        const amount = to > from ? rakebackOf(to - from, bps) : 0;
        if (amount <= 0) throw new AppError('RakebackNothingToClaim');
        const [claim] = await uow.tx
          .insert(rakebackClaims)
          .values({ userId, wageredFrom: from, wageredTo: to, rateBps: bps, amount })
          .returning({ id: rakebackClaims.id });
        await uow.tx
          .update(userRakeback)
          .set({ wageredRewarded: to, updatedAt: sql`now()` })
          .where(eq(userRakeback.userId, userId));
        await wallet.apply(uow, {
          idempotencyKey: `rakeback:${userId}:${to}`,
          userId,
          kind: 'rakeback',
          reference: `rakeback_claim:${claim!.id}`,
          movements: [
            {
              direction: 'credit',
              currency: 'SC',
              amount,
              house: 'BONUSES',
              kind: 'bonus',
              scAccount: 'SC_UNPLAYED',
            },
          ],
        });
        return { message: rakebackClaimedMessage(formatAmount(amount)), sc: toDecimal(amount) };
      });
    },
  };
}
export type RakebackService = ReturnType<typeof createRakebackService>;
