import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RISK_RULE_DEFINITIONS,
  RISK_SIGNALS,
  type TRiskAssessment,
  type TRiskSignal,
} from '@app/contracts/redemption-risk';
import { freshKey, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { sessions } from '../auth/auth.tables';
import { identityChecks } from '../kyc/kyc.tables';
import { createFixedGeolocation } from '../jurisdictions/geolocation';
import { purchases } from '../payments/purchases.tables';
import { users } from '../users/users.tables';
import { credit, move, walletFor } from '../wallet/wallet-test-kit';
import {
  TestPayoutProvider,
  W9_PROFILE,
  ownBank,
  playThrough,
  readyPlayer,
  redeemBody,
  requestRow,
} from './redemptions-test-kit';
import { redemptionRequests, redemptionRiskRules } from './redemptions.tables';

/**
 * Each risk signal fires in its situation and not otherwise (decision 057). Every case starts
 * from a player no rule flags: a purchase played through, SC won in play, an account and
 * KYC of some days, an IP address, device and card of their own, a bank no one else is paid to.
 * Then the case makes its one situation, and the request's assessment must name that rule only.
 */

/** Where the test geolocation places requests (documentation addresses, RFC 5737). */
const FLORIDA = '203.0.113.40';
const DAY_MS = 86_400_000;

const provider = new TestPayoutProvider();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    payoutProvider: provider,
    env: { TRUST_PROXY: 'true' },
    geolocation: createFixedGeolocation({ [FLORIDA]: 'FL' }),
  });
  provider.attach(t.app);
  // Every rule judges every amount here (the seeded ones spare the newest players' small
  // requests some rules) and the linked-account rules fire at one other account.
  await t.db.insert(redemptionRiskRules).values(
    RISK_SIGNALS.map((signal) => ({
      signal,
      enabled: true,
      limit: signal.startsWith('linked_') ? 0 : RISK_RULE_DEFINITIONS[signal].seeded.limit,
      fromAmount: 0,
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const uniqueIp = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
const uniqueLast4 = () => String(randomInt(10_000)).padStart(4, '0');

/**
 * A player no rule flags: bought 13 hours ago and played it through, 100.00 SC won, account
 * and purchase aged 10 days, an IP address, a device and a card last four no one else has.
 */
async function cleanPlayer(options: { played?: boolean } = {}) {
  const account = await readyPlayer(t, { redeemable: 100_000 });
  const { userId } = account;
  if (options.played !== false) await playThrough(t, userId);
  const tenDaysAgo = new Date(Date.now() - 10 * DAY_MS);
  const ip = uniqueIp();
  const device = randomBytes(32).toString('base64url');
  await t.db
    .update(users)
    .set({ createdAt: tenDaysAgo, signUpIp: ip, signUpDeviceId: device })
    .where(eq(users.id, userId));
  await t.db.update(sessions).set({ ip, deviceId: device }).where(eq(sessions.userId, userId));
  await t.db
    .update(purchases)
    .set({ cardLast4: uniqueLast4(), cardBrand: `T${randomBytes(3).toString('hex')}` })
    .where(eq(purchases.userId, userId));
  return { ...account, ip, device };
}

type Player = Awaited<ReturnType<typeof cleanPlayer>>;

/** A request as the player's browser sends it, from `ip` when given (through the proxy). */
async function request(
  player: Player,
  coins: number,
  options: { bank?: Record<string, unknown>; ip?: string } = {},
) {
  const res = await t.request('/api/v1/payment/redeem-request', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: player.cookie,
      ...freshKey(),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: JSON.stringify(redeemBody(coins, options.bank ?? ownBank())),
  });
  const body = await json(res);
  if (res.status !== 200) throw new Error(`redeem failed: ${res.status} ${JSON.stringify(body)}`);
  const id = body.data.redemption.redeemRequestId as number;
  const row = await requestRow(t, id);
  if (!row.risk) throw new Error(`redemption ${id} has no assessment`);
  return { id, row, risk: row.risk };
}

/** A past request of the player, made `hoursAgo` and cancelled (velocity and structuring read it). */
async function pastRequest(player: Player, amount: number, hoursAgo: number) {
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  await t.db.insert(redemptionRequests).values({
    userId: player.userId,
    amount,
    status: 'CANCELLED',
    providerType: 'fiat',
    createdAt: at,
    closedAt: at,
  });
}

/** Another player of the test, to share something with. */
const otherPlayer = () => readyPlayer(t, { redeemable: 0 });

interface Case {
  signal: TRiskSignal;
  /** Makes the situation; answers where the request comes from when that is the situation. */
  arrange?: (player: Player) => Promise<{ ip?: string } | void>;
  /** The request's amount (default 10 coins). */
  coins?: number;
  /** False: the player bought and did not play. */
  played?: false;
  /** The request is paid to a bank another player was paid to. */
  sharedBank?: true;
}

const cases: Case[] = [
  {
    signal: 'kyc_recent',
    arrange: async (player) => {
      await t.db.insert(identityChecks).values({
        userId: player.userId,
        referenceId: `risk-${randomBytes(6).toString('hex')}`,
        sessionId: 'risk-test',
        status: 'APPROVED',
        outcome: 'approve',
        decidedAt: new Date(Date.now() - 2 * 3_600_000),
      });
    },
  },
  {
    signal: 'account_age',
    arrange: async (player) => {
      await t.db.update(users).set({ createdAt: new Date() }).where(eq(users.id, player.userId));
    },
  },
  // $115 redeemed against $9.99 purchased in 30 days: $105.01 more, above $100.
  { signal: 'redeemed_vs_purchased', coins: 115 },
  {
    signal: 'bonus_share',
    arrange: async (player) => {
      const { wallet } = await walletFor(t.db);
      await move(wallet, t.db, player.userId, 'welcome_bonus', [credit('SC', 150_000, 'BONUSES')]);
    },
  },
  // Bought, and not played at all.
  { signal: 'play_since_purchase', played: false },
  {
    signal: 'linked_device',
    arrange: async (player) => {
      const other = await otherPlayer();
      await t.db
        .update(users)
        .set({ signUpDeviceId: player.device })
        .where(eq(users.id, other.userId));
    },
  },
  {
    signal: 'linked_ip',
    arrange: async (player) => {
      const other = await otherPlayer();
      await t.db.update(sessions).set({ ip: player.ip }).where(eq(sessions.userId, other.userId));
    },
  },
  {
    signal: 'linked_instrument',
    arrange: async (player) => {
      const [mine] = await t.db
        .select({ brand: purchases.cardBrand, last4: purchases.cardLast4 })
        .from(purchases)
        .where(eq(purchases.userId, player.userId));
      const other = await otherPlayer();
      await t.db
        .update(purchases)
        .set({ cardBrand: mine?.brand, cardLast4: mine?.last4 })
        .where(eq(purchases.userId, other.userId));
    },
  },
  { signal: 'linked_bank', sharedBank: true },
  {
    signal: 'account_changes',
    arrange: async (player) => {
      await t.db
        .update(users)
        .set({ passwordChangedAt: new Date(Date.now() - 3_600_000) })
        .where(eq(users.id, player.userId));
    },
  },
  {
    signal: 'refunds_chargebacks',
    arrange: async (player) => {
      await t.db
        .update(purchases)
        .set({ status: 'refunded' })
        .where(eq(purchases.userId, player.userId));
    },
  },
  {
    signal: 'velocity_day',
    arrange: async (player) => {
      for (const hoursAgo of [1, 2, 3]) await pastRequest(player, 500, hoursAgo);
    },
  },
  {
    signal: 'velocity_week',
    arrange: async (player) => {
      await pastRequest(player, 200_000, 48);
    },
  },
  {
    signal: 'location',
    arrange: async (player) => {
      const saved = await postJson(t, '/user/profile', W9_PROFILE, player.cookie, 'PUT');
      if (saved.status !== 200) throw new Error(`profile not saved: ${saved.status}`);
      return { ip: FLORIDA };
    },
  },
  {
    // $95 twice in 7 days, each within 10% under the $100 auto-approval ceiling.
    signal: 'structuring',
    coins: 95,
    arrange: async (player) => {
      await pastRequest(player, 9_500, 30);
    },
  },
];

/** The bank account of the linked_bank case: another player was paid to it before. */
const sharedBank = ownBank();

describe('risk signals (decision 057)', () => {
  it('a clean request fires no rule, and is approved by the system and paid', async () => {
    const player = await cleanPlayer();
    const { id, risk } = await request(player, 10);
    expect(risk.firedRules).toEqual([]);
    expect(risk).toMatchObject({ decision: 'auto-approved', level: 'low', score: 0 });
    expect(risk.signals.map((s) => s.signal)).toEqual([...RISK_SIGNALS]);
    for (const signal of risk.signals) {
      expect(signal.value).not.toBe('');
      expect(signal.rule).not.toBe('');
    }
    const until = Date.now() + 10_000;
    while ((await requestRow(t, id)).status !== 'PAID') {
      if (Date.now() > until) throw new Error(`redemption ${id} was not paid`);
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it.each(cases.map((c) => [c.signal, c] as const))(
    '%s fires in its situation, and no other rule does',
    async (signal, testCase) => {
      if (testCase.sharedBank) {
        const other = await cleanPlayer();
        await request(other, 5, { bank: sharedBank });
      }
      const player = await cleanPlayer({ played: testCase.played });
      const from = (await testCase.arrange?.(player)) ?? {};
      const { risk } = await request(player, testCase.coins ?? 10, {
        ip: from.ip,
        bank: testCase.sharedBank ? sharedBank : undefined,
      });
      const fired: TRiskAssessment['firedRules'] = [signal];
      expect(risk.firedRules).toEqual(fired);
      expect(risk.decision).toBe('manual');
      expect(risk.level).toBe('medium');
      const shown = risk.signals.find((s) => s.signal === signal);
      expect(shown).toMatchObject({ fired: true, applies: true });
      expect(risk.reasons[0]).toContain(RISK_RULE_DEFINITIONS[signal].name);
    },
  );

  it('a rule switched off shows its signal but does not fire', async () => {
    await t.db
      .update(redemptionRiskRules)
      .set({ enabled: false })
      .where(eq(redemptionRiskRules.signal, 'account_age'));
    try {
      const player = await cleanPlayer();
      await t.db.update(users).set({ createdAt: new Date() }).where(eq(users.id, player.userId));
      const { risk } = await request(player, 10);
      expect(risk.firedRules).toEqual([]);
      expect(risk.signals.find((s) => s.signal === 'account_age')).toMatchObject({
        fired: false,
        applies: false,
        value: 'Opened less than an hour ago',
      });
    } finally {
      await t.db
        .update(redemptionRiskRules)
        .set({ enabled: true })
        .where(eq(redemptionRiskRules.signal, 'account_age'));
    }
  });
});
