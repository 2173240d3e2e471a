import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/database';

/** A player holding SC, with when their coins last moved (ms since the epoch; null if never). */
export interface ScHolder {
  userId: number;
  scUnplayed: number;
  scRedeemable: number;
  lastOperationMs: number | null;
}

const kindList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/**
 * Reads of the ledger that scan players rather than serve one (the SC expiry job, decision 054):
 * the players holding SC in id order, and when a player's coins last moved. Kept beside the
 * wallet service, which owns these tables, while that service is being changed for play-through.
 */
export function createScHolders(db: Db) {
  return {
    /**
     * Up to `limit` players with unplayed or redeemable SC, by id after `afterUserId`, with their
     * latest operation other than those of `ignoringKinds`. A scan by the accounts' (user, kind)
     * index: no index on balance, which every bet changes.
     */
    async holdersAfter(
      afterUserId: number,
      limit: number,
      ignoringKinds: readonly string[],
    ): Promise<ScHolder[]> {
      return queryRows<ScHolder>(
        db,
        sql`select a.user_id as "userId",
            coalesce(sum(a.balance) filter (where a.kind = 'SC_UNPLAYED'), 0)::bigint as "scUnplayed",
            coalesce(sum(a.balance) filter (where a.kind = 'SC_REDEEMABLE'), 0)::bigint as "scRedeemable",
            (select floor(extract(epoch from o.created_at) * 1000)::bigint from wallet_operations o
              where o.user_id = a.user_id and o.kind not in (${kindList(ignoringKinds)})
              order by o.id desc limit 1) as "lastOperationMs"
          from wallet_accounts a
          where a.user_id > ${afterUserId} and a.kind in ('SC_UNPLAYED', 'SC_REDEEMABLE')
            and a.balance > 0
          group by a.user_id order by a.user_id limit ${limit}`,
      );
    },

    /** When the player's coins last moved, other than by `ignoringKinds` (ms; null if never). */
    async lastOperationMs(
      tx: DbOrTx,
      userId: number,
      ignoringKinds: readonly string[],
    ): Promise<number | null> {
      const [row] = await queryRows<{ ms: number }>(
        tx,
        sql`select floor(extract(epoch from created_at) * 1000)::bigint as ms
          from wallet_operations
          where user_id = ${userId} and kind not in (${kindList(ignoringKinds)})
          order by id desc limit 1`,
      );
      return row ? Number(row.ms) : null;
    },
  };
}

export type ScHolders = ReturnType<typeof createScHolders>;
