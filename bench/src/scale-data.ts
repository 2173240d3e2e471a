import pg from 'pg';
import { RISK_SIGNALS } from '@app/contracts/redemption-risk';
import { DUMMY_PASSWORD_HASH } from '../../apps/server/src/platform/password-hashing';
import { ENGINES } from '../../apps/server/src/modules/games/engines/registry';
import {
  HEAVY_PLAYER_EVERY,
  HEAVY_PLAYER_OFFSET,
  loadDataSet,
  whaleIds,
  type DataSetFigures,
  type LoadStep,
} from './backoffice-data';

/**
 * The data set of a casino after a year (bench:scale, issue 28): the back office's players,
 * accounts, transfers and purchases (backoffice-data.ts) with whales among them, and beside them
 *
 * - one settled game round per bet operation, consistent with its transfers (bet, win as payout,
 *   the player's balance in the round's coin before and after, time), in real seeded games, each
 *   player's rounds on their own seed pair (nonces from 0; the seed's next nonce after them);
 * - the staff of a year (members who cannot sign in, named in approvals and the audit log);
 * - redemption requests over the year, most paid, some cancelled, rejected or returned, and the
 *   last days' still open (pending, asked for information, approved, being paid: one per player)
 *   so the finance queue has work. They are rows only: the ledger does not hold or pay their SC;
 * - the audit log of the year: staff sign-ins, player views, approvals (ids follow time).
 */
export interface ScaleDataOptions {
  players: number;
  transfers: number;
  /** Transfers of each whale (backoffice-data's whaleIds names them). */
  whaleTransfers: readonly number[];
  redemptions: number;
  auditRows: number;
  log?: (line: string) => void;
}

export type ScaleDataFigures = DataSetFigures & Awaited<ReturnType<typeof countScaleRows>>;

/** How often each game type comes up among the loaded rounds. */
const TYPE_WEIGHTS: Record<string, number> = {
  slot: 8,
  blackjack: 3,
  roulette: 2,
  scratcher: 2,
  dice: 2,
  plinko: 2,
  mines: 1,
};

/** A settled round's public result, about as long as a real one of the type. */
function outcomeOf(type: string, i: number): string {
  const grid = Array.from({ length: 5 }, (_, r) =>
    Array.from({ length: 3 }, (_, c) => ['A', 'K', 'Q', 'J', 'W', 'S', '7'][(i + r * 3 + c) % 7]),
  );
  switch (type) {
    case 'slot':
      return JSON.stringify({ grid, lines: [{ line: 1 + (i % 20), symbol: 'K', count: 3 }] });
    case 'blackjack':
      return JSON.stringify({
        dealer: ['10S', '7H'],
        hands: [{ cards: ['9C', 'QD'], result: 'win' }],
      });
    case 'roulette':
      return JSON.stringify({ number: i % 37, bets: [{ type: 'red', won: i % 2 === 0 }] });
    case 'scratcher':
      return JSON.stringify({ spots: grid.flat().slice(0, 9) });
    default:
      return JSON.stringify({ result: (i * 7.31) % 100, multiplier: 1 + (i % 9) / 4 });
  }
}

const AUDIT_ACTIONS: { action: string; weight: number; player: boolean }[] = [
  { action: 'player.view', weight: 40, player: true },
  { action: 'staff.login', weight: 12, player: false },
  { action: 'staff.logout', weight: 6, player: false },
  { action: 'player.view-sessions', weight: 5, player: true },
  { action: 'support.ticket.view', weight: 8, player: true },
  { action: 'redemption.approve', weight: 10, player: true },
  { action: 'redemption.reject', weight: 2, player: true },
  { action: 'redemption.ask-info', weight: 1, player: true },
  { action: 'player.note', weight: 4, player: true },
  { action: 'player.flags', weight: 2, player: true },
  { action: 'adjustment.request', weight: 2, player: true },
  { action: 'adjustment.approve', weight: 2, player: true },
  { action: 'purchase.refund', weight: 1, player: true },
  { action: 'kyc.ssn.reveal', weight: 1, player: true },
  { action: 'staff.reauth', weight: 4, player: false },
];

export async function loadScaleDataSet(
  url: string,
  options: ScaleDataOptions,
): Promise<ScaleDataFigures> {
  const whales = whaleIds(options.players, options.whaleTransfers.length);
  const figures = await loadDataSet(url, {
    players: options.players,
    transfers: options.transfers,
    whaleTransfers: options.whaleTransfers,
    log: options.log,
    extend: {
      tables: ['game_seeds', 'game_rounds', 'redemption_requests', 'audit_log'],
      load: async (client, step) => {
        await client.query(`set work_mem = '1GB'`);
        // The whales are VIPs whose identity was checked long ago.
        await client.query(
          `update users set kyc_status = 'APPROVED', vip_level = 5, status = 'active',
             is_restrict = false where id = any($1::int[])`,
          [whales],
        );
        await loadRounds(client, step);
        const staff = await loadStaff(client);
        await loadRedemptions(step, options, whales, staff);
        await loadAudit(step, options, whales, staff);
        for (const table of ['game_seeds', 'game_rounds', 'redemption_requests', 'audit_log'])
          await client.query(
            `select setval(pg_get_serial_sequence('${table}', 'id'),
               greatest((select max(id) from ${table}), 1))`,
          );
      },
    },
  });
  await rebuildVipTotals(url, options.log);
  return { ...figures, ...(await countScaleRows(url)) };
}

/**
 * The load bypasses triggers: the VIP running totals are made from the rounds, set-based, as
 * migration 0048 makes them (decision 067), once the indexes are back.
 */
async function rebuildVipTotals(url: string, log: ScaleDataOptions['log']) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const t0 = performance.now();
    await client.query('select vip_rebuild_player_totals()');
    await client.query('vacuum analyze vip_player_totals');
    log?.(`vip_player_totals: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** The rows of the data set's main tables. */
export async function countScaleRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const count = async (sql: string) =>
    Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
  try {
    return {
      players: await count('select count(*) as n from users'),
      transfers: await count('select count(*) as n from wallet_transfers'),
      purchases: await count('select count(*) as n from purchases'),
      gameRounds: await count('select count(*) as n from game_rounds'),
      gameSeeds: await count('select count(*) as n from game_seeds'),
      redemptions: await count('select count(*) as n from redemption_requests'),
      pendingRedemptions: await count(
        `select count(*) as n from redemption_requests where status = 'PENDING'`,
      ),
      auditRows: await count('select count(*) as n from audit_log'),
    };
  } finally {
    await client.end();
  }
}

/** A seed pair per player with rounds, then a settled round per bet of the staged transfers. */
async function loadRounds(client: pg.Client, step: LoadStep) {
  const { rows: games } = await client.query<{ id: number; type: string }>(
    'select master_casino_game_id as id, game_type as type from games order by 1',
  );
  // Each game as often as its type's weight: a player's rounds keep to a few of them.
  const picks = games.flatMap((g) => Array<typeof g>(TYPE_WEIGHTS[g.type] ?? 1).fill(g));
  if (picks.length === 0) throw new Error('no seeded games');
  await step(
    'game_seeds',
    `insert into game_seeds (id, user_id, server_seed, server_seed_hash, client_seed, next_nonce,
       is_active, created_at)
     select u, u, seed, encode(sha256(convert_to(seed, 'UTF8')), 'hex'), md5('client-' || u),
       (cnt - 3) / 2 + 1, true, signup
     from bench_players, lateral (select md5('server-' || u) || md5('seed-' || u) as seed) s
     where cnt >= 3`,
  );
  // Over each player's transfers in order: the win that follows a bet in the same operation, and
  // the running SC balances (unplayed: purchases less bets; redeemable: wins).
  await step(
    'game_rounds',
    `insert into game_rounds (user_id, game_id, game_type, game_version, coin_type, bet, payout,
       balance_before, balance_after, status, params, outcome, steps, seed_id, server_seed_hash,
       client_seed, nonce, settled_by, created_at, updated_at, settled_at)
     select r.u, ($1::int[])[r.g], ($2::text[])[r.g], ($3::text[])[r.g], r.currency, r.amount,
       r.payout,
       case when r.currency = 'GC' then r.balance_after + r.amount else r.scu + r.amount + r.scr end,
       case when r.currency = 'GC' then r.balance_after + r.payout else r.scu + r.scr + r.payout end,
       'settled', '{}'::jsonb, ($4::jsonb[])[r.g], '[]'::jsonb, r.u, s.server_seed_hash,
       s.client_seed, r.nonce, 'player', r.at, r.settled_at, r.settled_at
     from (
       select x.*, case when won then next_amount else 0 end as payout,
         case when won then next_at else at + interval '1 second' end as settled_at,
         1 + (u * 7 + op_id % 3) % $5::int as g
       from (
         select t.u, t.at, t.kind, t.currency, t.amount, t.balance_after, t.op_id,
           coalesce(lead(t.op_id) over w = t.op_id, false) as won,
           lead(t.amount) over w as next_amount, lead(t.at) over w as next_at,
           sum(case when t.currency = 'SC' and t.kind = 'win' then t.amount else 0 end) over w as scr,
           sum(case when t.currency = 'SC' and t.kind <> 'win'
             then case when t.receives then t.amount else -t.amount end else 0 end) over w as scu,
           (t.seq - 3) / 2 as nonce
         from bench_t t window w as (partition by t.u order by t.seq)
       ) x where kind = 'bet'
     ) r join game_seeds s on s.id = r.u
     order by r.at`,
    [
      picks.map((g) => g.id),
      picks.map((g) => g.type),
      picks.map((g) => ENGINES[g.type]?.version ?? `${g.type}-1`),
      picks.map((g, i) => outcomeOf(g.type, i)),
      picks.length,
    ],
  );
}

/** Staff members of the year (no sign-in: no authenticator), answered with their ids and roles. */
async function loadStaff(client: pg.Client) {
  const { rows } = await client.query<{ id: number; email: string; role: string }>(
    `insert into staff_members (email, name, role, password_hash, created_at)
     select 'staff-' || i || '@goldensweeps.test', 'Staff Member ' || i,
       (array['finance', 'compliance', 'support', 'admin', 'finance'])[1 + i % 5], $1,
       now() - interval '400 days'
     from generate_series(1, 20) i
     returning id, email, role`,
    [DUMMY_PASSWORD_HASH],
  );
  return rows;
}

type Staff = Awaited<ReturnType<typeof loadStaff>>;

/**
 * Redemptions in time order (ids follow time). The last 9% are open, each of another player
 * (KYC approved: ids ending in 6); the others are closed, a seventh of them of heavy players and
 * one in fifty of a whale, the rest of KYC-approved players who had signed up by then.
 */
async function loadRedemptions(
  step: LoadStep,
  options: ScaleDataOptions,
  whales: number[],
  staff: Staff,
) {
  const R = options.redemptions;
  const open = Math.round(R * 0.09);
  const closed = R - open;
  const approvers = staff
    .filter((s) => s.role === 'finance' || s.role === 'admin')
    .map((s) => s.id);
  await step(
    'redemption_requests',
    `insert into redemption_requests (user_id, amount, status, provider_type, account_last4,
       bank_fingerprint, reason, approval_threshold, first_approved_by_staff_id, first_approved_at,
       second_approved_by_staff_id, rejected_by_staff_id, approved_at, provider_payout_id, sent_at,
       paid_at, returned_at, closed_at, risk, risk_score, approved_by_system, created_at,
       updated_at)
     select y.u, y.amount, y.status, 'fiat', lpad((y.u % 10000)::text, 4, '0'),
       md5('bank-' || y.u), case y.status when 'REJECTED' then 'Documents do not match the account'
         when 'RETURNED' then 'R01 Insufficient funds' end,
       case when y.approved then 50000 end,
       case when y.approved and not y.by_system then ($5::int[])[1 + y.r % cardinality($5::int[])] end,
       case when y.approved and not y.by_system then y.created + interval '3 hours' end,
       case when y.approved and not y.by_system and y.amount > 50000
         then ($5::int[])[1 + (y.r + 1) % cardinality($5::int[])] end,
       case when y.status = 'REJECTED' then ($5::int[])[1 + y.r % cardinality($5::int[])] end,
       case when y.approved then y.created + interval '4 hours' end,
       case when y.status in ('PROCESSING', 'PAID', 'RETURNED') then 'bench-payout-' || y.r end,
       case when y.status in ('PROCESSING', 'PAID', 'RETURNED') then y.created + interval '5 hours' end,
       case when y.status in ('PAID', 'RETURNED') then y.created + interval '2 days' end,
       case when y.status = 'RETURNED' then y.created + interval '5 days' end,
       case when y.status in ('CANCELLED', 'REJECTED') then y.created + interval '1 day' end,
       case when y.status in ('PENDING', 'INFO_REQUESTED') then jsonb_build_object(
         'assessedAt', y.created, 'signals', '[]'::jsonb,
         'firedRules', to_jsonb(($6::text[])[1:y.score]), 'score', y.score,
         'level', case y.score when 0 then 'low' when 1 then 'medium' else 'high' end,
         'ceiling', 10000, 'decision', 'manual',
         'reasons', jsonb_build_array('Above the auto-approval ceiling')) end,
       case when y.status in ('PENDING', 'INFO_REQUESTED') then y.score else 0 end,
       y.approved and y.by_system, y.created, y.created + interval '1 day'
     from (
       select x.*, x.status in ('APPROVED', 'PROCESSING', 'PAID', 'RETURNED') as approved,
         x.amount <= 10000 and x.r % 2 = 0 as by_system, (x.r * 7) % 5 as score
       from (
         select r, created,
           case when r > $2::int then case (r - $2::int) % 9 when 5 then 'INFO_REQUESTED' when 6 then 'APPROVED'
               when 7 then 'PROCESSING' when 8 then 'PROCESSING' else 'PENDING' end
             else case when h < 85 then 'PAID' when h < 91 then 'CANCELLED' when h < 97 then 'REJECTED'
               else 'RETURNED' end end as status,
           least(500000, 100 * (1 + floor(-ln(1 - random()) * 80)))::bigint as amount,
           case when r > $2 then 10 * ((r - $2 - 1) * greatest($3::int / 10 / greatest($1::int - $2, 1), 1)) + 6
             when r % 7 = 0 then ${HEAVY_PLAYER_EVERY}
               * floor(random() * greatest($3::int / ${HEAVY_PLAYER_EVERY}, 1))::int + ${HEAVY_PLAYER_OFFSET}
             when r % 50 = 1 and cardinality($4::int[]) > 0
               then ($4::int[])[1 + r / 50 % cardinality($4::int[])]
             else 10 * floor(random() * greatest(floor($3::int * signed_by / 10), 1))::int + 6 + r % 2
           end as u
         from generate_series(1, $1::int) r,
           lateral (select (r * 2654435761) % 100 as h,
             case when r > $2 then now() - interval '3 days' * (($1::int - r + random()) / greatest($1::int - $2, 1))
               else now() - interval '3 days' - interval '365 days' * (($2 - r + random()) / $2) end as created) c,
           -- The share of players signed up by then (ids follow sign-up over two years).
           lateral (select greatest(0.01, 1 - extract(epoch from now() - c.created) / (730 * 86400)) as signed_by) s
       ) x
     ) y
     where y.u between 1 and $3::int and not (y.r > $2 and y.u = any($4::int[]))
     order by y.r`,
    [R, closed, options.players, whales, approvers, [...RISK_SIGNALS]],
  );
}

/** The audit log of the year: who, when, what, about which player (heavy ones and whales often). */
async function loadAudit(
  step: LoadStep,
  options: ScaleDataOptions,
  whales: number[],
  staff: Staff,
) {
  const actions = AUDIT_ACTIONS.flatMap((a) => Array<typeof a>(a.weight).fill(a));
  // The log is partitioned by year (decision 070): the years of the loaded rows, before them.
  await step(
    'audit_log years',
    `select audit_log_make_year(y::date)
     from generate_series(now() - interval '366 days', now(), interval '1 year') y
     union all select audit_log_make_year(now()::date)`,
  );
  await step(
    'audit_log',
    `insert into audit_log (at, staff_id, staff_email, ip, action, player_id, target, detail)
     select now() - interval '365 days' * (($1::int - i + random()) / $1::int),
       ($2::int[])[1 + i % cardinality($2::int[])], ($3::text[])[1 + i % cardinality($2::int[])],
       '10.20.' || (i % 20) || '.' || (1 + i % 200), ($4::text[])[a], p.player,
       case when ($4::text[])[a] like 'redemption.%' then 'redemption:' || (1 + i % greatest($7::int, 1)) end,
       jsonb_build_object('tab', 'profile', 'userAgent', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)')
     from generate_series(1, $1::int) i,
       lateral (select 1 + (i::bigint * 7919 % cardinality($4::text[]))::int as a) k,
       lateral (select case when not ($5::boolean[])[k.a] then null
         when i % 10 = 0 and cardinality($6::int[]) > 0 then ($6::int[])[1 + i / 10 % cardinality($6::int[])]
         when i % 10 < 3 then ${HEAVY_PLAYER_EVERY} * floor(random() * greatest($8::int / ${HEAVY_PLAYER_EVERY}, 1))::int
           + ${HEAVY_PLAYER_OFFSET}
         else 1 + floor(random() * $8::int)::int end as player) p
     order by i`,
    [
      options.auditRows,
      staff.map((s) => s.id),
      staff.map((s) => s.email),
      actions.map((a) => a.action),
      actions.map((a) => a.player),
      whales,
      options.redemptions,
      options.players,
    ],
  );
}
