import { and, eq, sql } from 'drizzle-orm';
import type { TReferralRefusalReason } from '@app/contracts/referrals';
import { queryRows, type DbOrTx } from '../../db/database';
import { users } from '../users/users.tables';
import { referralClaims, referralMonthlyCounts, referralRewards } from './referrals.tables';

export type ReferralRewardRow = typeof referralRewards.$inferSelect;

/** Who invited this player, if anyone. */
export async function findReferrerOf(db: DbOrTx, inviteeId: number) {
  const [row] = await db
    .select({ referrerId: users.referredByUserId })
    .from(users)
    .where(eq(users.id, inviteeId));
  return row?.referrerId ?? null;
}

export async function hasReward(db: DbOrTx, inviteeId: number) {
  const rows = await db
    .select({ id: referralRewards.id })
    .from(referralRewards)
    .where(eq(referralRewards.inviteeId, inviteeId))
    .limit(1);
  return rows.length > 0;
}

/**
 * What two accounts share: a device id or an IP address (of sign-up and of any session), or a
 * payment instrument (a card's brand and last four on a purchase or a saved card, or a bank
 * account's bank, routing and account last four).
 */
export async function sharedTraits(db: DbOrTx, a: number, b: number) {
  const [row] = await queryRows<{ device: boolean; ip: boolean; instrument: boolean }>(
    db,
    sql`with seen as (
        select id as user_id, sign_up_device_id as device_id, sign_up_ip as ip
          from users where id in (${a}, ${b})
        union
        select user_id, device_id, ip from sessions where user_id in (${a}, ${b})
      ), cards as (
        select user_id, upper(card_brand) as brand, card_last4 as last4 from purchases
          where user_id in (${a}, ${b}) and card_last4 is not null and card_brand is not null
        union
        select user_id, upper(brand), last4 from saved_cards where user_id in (${a}, ${b})
      ), banks as (
        select user_id, lower(bank_name) as bank, routing_last4, last4 from funding_sources
          where user_id in (${a}, ${b})
      )
      select
        exists (select 1 from seen x join seen y on x.device_id = y.device_id
                where x.user_id = ${a} and y.user_id = ${b}) as device,
        exists (select 1 from seen x join seen y on x.ip = y.ip
                where x.user_id = ${a} and y.user_id = ${b}) as ip,
        (exists (select 1 from cards x join cards y on x.brand = y.brand and x.last4 = y.last4
                 where x.user_id = ${a} and y.user_id = ${b})
         or exists (select 1 from banks x join banks y on x.bank = y.bank
                      and x.routing_last4 = y.routing_last4 and x.last4 = y.last4
                    where x.user_id = ${a} and y.user_id = ${b})) as instrument`,
  );
  return row ?? { device: false, ip: false, instrument: false };
}

/**
 * Every other account sharing a trait with this one, by the traits `sharedTraits` compares: a
 * device id or an IP address (of sign-up and of any session), or a payment instrument (a card's
 * brand and last four, or a bank's name, routing and account last four). At most 300 rows.
 */
export async function linkedAccounts(db: DbOrTx, userId: number) {
  return queryRows<{ userId: number; username: string; sharedBy: 'device' | 'ip' | 'instrument' }>(
    db,
    sql`with mine as (
        select sign_up_device_id as device_id, sign_up_ip as ip from users where id = ${userId}
        union
        select device_id, ip from sessions where user_id = ${userId}
      ), my_cards as (
        select upper(card_brand) as brand, card_last4 as last4 from purchases
          where user_id = ${userId} and card_last4 is not null and card_brand is not null
        union
        select upper(brand), last4 from saved_cards where user_id = ${userId}
      ), my_banks as (
        select lower(bank_name) as bank, routing_last4, last4 from funding_sources
          where user_id = ${userId}
      ), links as (
        select id as user_id, 'device' as shared_by from users
          where id <> ${userId} and sign_up_device_id in (select device_id from mine)
        union
        select user_id, 'device' from sessions
          where user_id <> ${userId} and device_id in (select device_id from mine)
        union
        select id, 'ip' from users
          where id <> ${userId} and sign_up_ip in (select ip from mine)
        union
        select user_id, 'ip' from sessions
          where user_id <> ${userId} and ip in (select ip from mine)
        union
        select p.user_id, 'instrument' from purchases p
          join my_cards m on m.brand = upper(p.card_brand) and m.last4 = p.card_last4
          where p.user_id <> ${userId}
        union
        select c.user_id, 'instrument' from saved_cards c
          join my_cards m on m.brand = upper(c.brand) and m.last4 = c.last4
          where c.user_id <> ${userId}
        union
        select f.user_id, 'instrument' from funding_sources f
          join my_banks m on m.bank = lower(f.bank_name)
            and m.routing_last4 = f.routing_last4 and m.last4 = f.last4
          where f.user_id <> ${userId}
      )
      select l.user_id as "userId", u.username, l.shared_by as "sharedBy"
      from links l join users u on u.id = l.user_id
      order by l.user_id, l.shared_by
      limit 300`,
  );
}

/**
 * Counts one more bonus for the referrer this month if it stays within `cap`; answers false when
 * the cap is reached. One conditional upsert: a concurrent one waits on the row and sees its count.
 */
export async function takeMonthlySlot(db: DbOrTx, referrerId: number, month: string, cap: number) {
  if (cap <= 0) return false;
  const rows = await db
    .insert(referralMonthlyCounts)
    .values({ referrerId, month, earned: 1 })
    .onConflictDoUpdate({
      target: [referralMonthlyCounts.referrerId, referralMonthlyCounts.month],
      set: { earned: sql`${referralMonthlyCounts.earned} + 1` },
      setWhere: sql`${referralMonthlyCounts.earned} < ${cap}`,
    })
    .returning({ earned: referralMonthlyCounts.earned });
  return rows.length > 0;
}

export async function releaseMonthlySlot(db: DbOrTx, referrerId: number, month: string) {
  await db
    .update(referralMonthlyCounts)
    .set({ earned: sql`${referralMonthlyCounts.earned} - 1` })
    .where(
      and(eq(referralMonthlyCounts.referrerId, referrerId), eq(referralMonthlyCounts.month, month)),
    );
}

/** Writes what an invite came to; answers undefined when it was already decided. */
export async function insertReward(
  db: DbOrTx,
  values: {
    referrerId: number;
    inviteeId: number;
    state: 'earned' | 'refused';
    refusalReason: TReferralRefusalReason | null;
    gcAmount: number;
    scAmount: number;
    purchaseReferenceId: string;
    month: string;
  },
) {
  const [row] = await db
    .insert(referralRewards)
    .values(values)
    .onConflictDoNothing({ target: referralRewards.inviteeId })
    .returning({ id: referralRewards.id });
  return row?.id;
}

/** Turns an unclaimed reward of this purchase refused ('purchase_refunded'); answers it, if any. */
export async function revokeEarnedReward(
  db: DbOrTx,
  inviteeId: number,
  purchaseReferenceId: string,
) {
  const [row] = await db
    .update(referralRewards)
    .set({ state: 'refused', refusalReason: 'purchase_refunded', gcAmount: 0, scAmount: 0 })
    .where(
      and(
        eq(referralRewards.inviteeId, inviteeId),
        eq(referralRewards.purchaseReferenceId, purchaseReferenceId),
        eq(referralRewards.state, 'earned'),
      ),
    )
    .returning({ referrerId: referralRewards.referrerId, month: referralRewards.month });
  return row;
}

/** The referrer's invites: every player who signed up with their code, and what each came to. */
export function listInvites(db: DbOrTx, referrerId: number, limit: number) {
  return queryRows<{
    userId: number;
    username: string;
    joinedAt: Date | string;
    state: ReferralRewardRow['state'] | null;
    refusalReason: TReferralRefusalReason | null;
    gcAmount: number | string | null;
    scAmount: number | string | null;
    decidedAt: Date | string | null;
  }>(
    db,
    sql`select u.id as "userId", u.username, u.created_at as "joinedAt", r.state,
          r.refusal_reason as "refusalReason", r.gc_amount as "gcAmount",
          r.sc_amount as "scAmount", r.decided_at as "decidedAt"
        from users u left join referral_rewards r on r.invitee_id = u.id
        where u.referred_by_user_id = ${referrerId}
        order by u.created_at desc, u.id desc
        limit ${limit}`,
  );
}

/** How many signed up with the code, and the bonus earned in all and not yet claimed. */
export async function referralTotals(db: DbOrTx, referrerId: number) {
  const [row] = await queryRows<{
    inviteCount: number | string;
    totalGc: number | string;
    totalSc: number | string;
    claimableGc: number | string;
    claimableSc: number | string;
  }>(
    db,
    sql`select
          (select count(*) from users where referred_by_user_id = ${referrerId}) as "inviteCount",
          coalesce(sum(gc_amount) filter (where state <> 'refused'), 0) as "totalGc",
          coalesce(sum(sc_amount) filter (where state <> 'refused'), 0) as "totalSc",
          coalesce(sum(gc_amount) filter (where state = 'earned'), 0) as "claimableGc",
          coalesce(sum(sc_amount) filter (where state = 'earned'), 0) as "claimableSc"
        from referral_rewards where referrer_id = ${referrerId}`,
  );
  return {
    inviteCount: Number(row?.inviteCount ?? 0),
    totalGc: Number(row?.totalGc ?? 0),
    totalSc: Number(row?.totalSc ?? 0),
    claimableGc: Number(row?.claimableGc ?? 0),
    claimableSc: Number(row?.claimableSc ?? 0),
  };
}

export async function insertClaim(db: DbOrTx, userId: number) {
  const [row] = await db
    .insert(referralClaims)
    .values({ userId, gcAmount: 0, scAmount: 0, invites: 0 })
    .returning({ id: referralClaims.id });
  if (!row) throw new Error('insert referral_claims returned no row');
  return row.id;
}

/**
 * Turns the referrer's earned rewards claimed by this claim. A concurrent claim waits on the rows
 * and then finds them claimed, so each reward is taken once.
 */
export async function takeEarnedRewards(db: DbOrTx, referrerId: number, claimId: number) {
  return db
    .update(referralRewards)
    .set({ state: 'claimed', claimId, claimedAt: new Date() })
    .where(and(eq(referralRewards.referrerId, referrerId), eq(referralRewards.state, 'earned')))
    .returning({ gcAmount: referralRewards.gcAmount, scAmount: referralRewards.scAmount });
}

export async function settleClaim(
  db: DbOrTx,
  claimId: number,
  totals: { gcAmount: number; scAmount: number; invites: number },
) {
  await db.update(referralClaims).set(totals).where(eq(referralClaims.id, claimId));
}

/** Who invited this player (the staff view). */
export async function findInviter(db: DbOrTx, userId: number) {
  const [row] = await queryRows<{ userId: number; username: string }>(
    db,
    sql`select r.id as "userId", r.username from users u join users r on r.id = u.referred_by_user_id
        where u.id = ${userId}`,
  );
  return row ?? null;
}

/** The reward the player's own first purchase decided for their inviter (the staff view). */
export async function findRewardOfInvitee(db: DbOrTx, inviteeId: number) {
  const [row] = await db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.inviteeId, inviteeId));
  return row;
}
