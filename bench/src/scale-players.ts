import pg from 'pg';
import { hashPassword } from '../../apps/server/src/platform/password-hashing';
import { HEAVY_PLAYER_EVERY, HEAVY_PLAYER_OFFSET } from './backoffice-data';
import { PLAYER_PASSWORD } from './cluster-players';

/** A loaded player bench:scale signs in. */
export interface ScalePlayer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  kind: 'whale' | 'heavy' | 'ordinary' | 'redeemer';
}

/**
 * The loaded players bench:scale signs in, given the benchmarks' password (a real argon2id hash
 * of it: the others keep the dummy hash):
 *
 * - `players`: the whales, ten heavy players and ordinary players with a purchase, all active
 *   and unrestricted: one per connection;
 * - `redeemers`: players a redemption request is accepted from: KYC approved, active and
 *   unrestricted, in a state where sweepstakes are allowed, with a purchase more than a day old
 *   and no redemption ever (so no open one, nothing paid this tax year).
 */
export async function pickScalePlayers(
  url: string,
  options: { players: number; redeemers: number; whales: readonly number[] },
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = (kind: ScalePlayer['kind']) =>
      `u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", '${kind}' as kind`;
    const { rows: whales } = await client.query<ScalePlayer>(
      `select ${columns('whale')} from users u where u.id = any($1::int[]) order by u.id`,
      [options.whales],
    );
    const { rows: heavy } = await client.query<ScalePlayer>(
      `select ${columns('heavy')} from users u
       where u.id % ${HEAVY_PLAYER_EVERY} = ${HEAVY_PLAYER_OFFSET} and u.status = 'active'
         and not u.is_restrict and u.id <> all($1::int[])
       order by u.id limit $2`,
      [options.whales, Math.min(10, Math.max(0, options.players - whales.length))],
    );
    const taken = [...whales, ...heavy].map((p) => p.id);
    const { rows: ordinary } = await client.query<ScalePlayer>(
      `select ${columns('ordinary')} from users u
       where u.status = 'active' and not u.is_restrict and u.id <> all($1::int[])
         and u.id % ${HEAVY_PLAYER_EVERY} <> ${HEAVY_PLAYER_OFFSET}
         and exists (select 1 from payment_profiles p where p.user_id = u.id)
       order by md5(u.id::text) limit $2`,
      [taken, Math.max(0, options.players - taken.length)],
    );
    const players = [...whales, ...heavy, ...ordinary];
    const { rows: redeemers } = await client.query<ScalePlayer>(
      `select ${columns('redeemer')} from users u
       join states s on s.state_id = u.state_id
       join jurisdictions j on j.state_code = s.code and j.sweeps_allowed
       where u.kyc_status in ('APPROVED', 'COMPLETED') and u.status = 'active' and not u.is_restrict
         and u.id <> all($1::int[]) and u.id % ${HEAVY_PLAYER_EVERY} <> ${HEAVY_PLAYER_OFFSET}
         and u.created_at < now() - interval '2 days'
         and exists (select 1 from payment_profiles p where p.user_id = u.id)
         and not exists (select 1 from purchases p
           where p.user_id = u.id and p.created_at > now() - interval '1 day')
         and not exists (select 1 from redemption_requests r where r.user_id = u.id)
       order by u.id limit $2`,
      [players.map((p) => p.id), options.redeemers],
    );
    if (players.length < options.players || redeemers.length < options.redeemers)
      throw new Error(
        `found ${players.length} players and ${redeemers.length} redeemers, not enough`,
      );
    await client.query('update users set password_hash = $1 where id = any($2::int[])', [
      await hashPassword(PLAYER_PASSWORD),
      [...players, ...redeemers].map((p) => p.id),
    ]);
    return { players, redeemers, whales };
  } finally {
    await client.end();
  }
}
