import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ERRORS } from '@app/contracts/error-codes';
import { AMOE_CODE_PATTERN } from '@app/contracts/amoe';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { US_STATES } from '../content/seed-data/us-states';
import { expectLedgerBalanced, walletOf } from '../payments/payments-test-kit';
import { buyPackage } from '../redemptions/redemptions-test-kit';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { users } from '../users/users.tables';
import { walletAccounts, walletOperations, walletTransfers } from '../wallet/wallet.tables';
import { easternDay } from '../bonuses/eastern-day';
import { isUniqueViolation } from '../../db/db-errors';
import { amoeCards } from './amoe.tables';

const DAY = 86_400_000;
/** Noon US Eastern on the 5th of this month: a test's days stay inside one month. */
const BASE = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 5, 17, 0, 0));
})();
let clock = BASE;
const dayOf = (offset: number) => easternDay(new Date(BASE.getTime() + offset * DAY));
const setDay = (offset: number) => {
  clock = new Date(BASE.getTime() + offset * DAY);
};

let t: TestApp;
let compliance: string;
let support: string;
let finance: string;
beforeAll(async () => {
  t = await startTestApp({ env: { AMOE_MONTHLY_CARD_LIMIT: '2' }, now: () => clock });
  compliance = await staffSignIn(t, 'compliance');
  support = await staffSignIn(t, 'support');
  finance = await staffSignIn(t, 'finance');
});
afterAll(async () => {
  await t.close();
});

const stateId = (code: string) => String(US_STATES.find((s) => s.code === code)!.stateId);

const saveProfile = (cookie: string, code: string) =>
  postJson(
    t,
    '/user/profile',
    {
      firstName: 'Jane',
      lastName: 'Player',
      middleName: '',
      dateOfBirth: '1990-04-12',
      gender: 'female',
      addressLine_1: '12 Main Street',
      addressLine_2: '',
      city: 'Austin',
      state: stateId(code),
      zipCode: '73301',
      country: '199',
    },
    cookie,
    'PUT',
  );

/** A verified player with a complete profile in `state` (Texas: sweepstakes play allowed). */
async function player(state = 'TX') {
  const account = await signUpVerified(t);
  expect((await saveProfile(account.cookie, state)).status).toBe(200);
  return account;
}

async function errorOf(res: Response) {
  const body = await json(res);
  return {
    status: res.status,
    errorCode: body.errors?.[0]?.errorCode,
    text: body.errors?.[0]?.description,
  };
}

const requestCode = (cookie: string) => postJson(t, '/amoe/free-entry/code', {}, cookie);

async function codeOf(cookie: string) {
  const res = await requestCode(cookie);
  expect(res.status).toBe(200);
  return (await json(res)).data.code as {
    code: string;
    issuedOn: string;
    expiresOn: string;
    status: string;
  };
}

/** A card as compliance enters it: passed its checks, posted in Texas, received today. */
const card = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  receivedOn: easternDay(clock),
  postmarkState: 'TX',
  checksPassed: true,
  ...overrides,
});

const enter = (body: unknown, cookie = compliance) =>
  postJson(t, '/admin/amoe/cards', body, cookie);

async function entered(body: unknown) {
  const res = await enter(body);
  expect(res.status).toBe(200);
  return (await json(res)).data.card as {
    id: number;
    status: string;
    reason: string | null;
    reasonText: string | null;
    amount: number | null;
  };
}

/** The player's unplayed and redeemable SC, in hundredths, from the ledger's accounts. */
async function scAccounts(userId: number) {
  const rows = await t.db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  return { unplayed: of('SC_UNPLAYED'), redeemable: of('SC_REDEEMABLE') };
}

/** The transfers of one kind into the player's accounts, with the account each landed in. */
async function transfersOf(userId: number, kind: string) {
  return t.db
    .select({ amount: walletTransfers.amount, account: walletAccounts.kind })
    .from(walletTransfers)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletTransfers.toAccountId))
    .where(and(eq(walletAccounts.userId, userId), eq(walletTransfers.kind, kind)));
}

async function mailTo(email: string) {
  const body = await json(
    await t.request(`/dev/mailbox.json?to=${encodeURIComponent(email)}&limit=20`),
  );
  return body.data as { subject: string | null; bodyText: string }[];
}

const cardsOfUser = (userId: number) =>
  t.db.select().from(amoeCards).where(eq(amoeCards.userId, userId));

describe('free entry by mail (decision 052)', () => {
  it('issues one code a day to a signed-in player: asked again, even 20 times at once, the same code', async () => {
    setDay(0);
    const { cookie, userId } = await player();
    expect((await postJson(t, '/amoe/free-entry/code', {})).status).toBe(401);

    const answers = await Promise.all(Array.from({ length: 20 }, () => requestCode(cookie)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const codes = new Set(
      await Promise.all(answers.map(async (r) => (await json(r)).data.code.code)),
    );
    expect(codes.size).toBe(1);
    const [first] = codes;
    expect(first).toMatch(AMOE_CODE_PATTERN);

    const today = await codeOf(cookie);
    expect(today).toMatchObject({
      code: first,
      issuedOn: dayOf(0),
      expiresOn: dayOf(30),
      status: 'WAITING',
    });

    setDay(1);
    const next = await codeOf(cookie);
    expect(next.code).not.toBe(first);
    expect(next.issuedOn).toBe(dayOf(1));
    const { data } = await json(await getJson(t, '/amoe/free-entry', cookie));
    expect(data.today.code).toBe(next.code);
    expect(data.recent.map((c: { code: string }) => c.code)).toEqual([first]);
    expect(data.settings).toEqual({ scAmount: 500, monthlyCardLimit: 2, codeValidDays: 30 });
    expect(data.statement).toContain(
      'I wish to receive Sweeps Coins to participate in the sweepstakes promotions offered by Golden Sweeps.',
    );
    expect(data.mailingAddress.join(' ')).toContain('Wilmington, DE 19801');
    expect(await cardsOfUser(userId)).toEqual([]);

    // The sweepstakes rules set the method out with the settings in force.
    const rules = await json(await getJson(t, '/details/cms-detail?slug=sweepstakes-rules'));
    const text = rules.data.cmsPage.content.EN as string;
    expect(text).toContain('Each complete and valid card gives 5.00 Sweeps Coins');
    expect(text).toContain('At most 2 cards received in a calendar month');
    expect(text).toContain('within 30 days of the day it was issued');
    expect(text).toContain(data.statement);
    expect(text).not.toContain('{{');
  });

  it('refuses a code, writing nothing, without a complete profile, in a restricted state or to a restricted account', async () => {
    setDay(0);
    const bare = await signUpVerified(t);
    expect(await errorOf(await requestCode(bare.cookie))).toMatchObject({
      status: 400,
      errorCode: ERRORS.AmoeProfileIncomplete.code,
    });
    const californian = await player('CA');
    expect(await errorOf(await requestCode(californian.cookie))).toEqual({
      status: 400,
      errorCode: ERRORS.AmoeRestrictedState.code,
      text: 'Free entry is not available in California (your address): sweepstakes play is not offered there.',
    });
    const restricted = await player();
    await t.db.update(users).set({ isRestrict: true }).where(eq(users.id, restricted.userId));
    expect(await errorOf(await requestCode(restricted.cookie))).toMatchObject({
      errorCode: ERRORS.Restricted.code,
    });
    for (const account of [bare, californian, restricted]) {
      const { data } = await json(await getJson(t, '/amoe/free-entry', account.cookie));
      expect(data.today).toBeNull();
    }
  });

  it('an AMOE code credited once under 20 concurrent staff entries; the other 19 are refused and recorded', async () => {
    setDay(0);
    const { cookie, userId, player: account } = await player();
    const { code } = await codeOf(cookie);
    const before = await scAccounts(userId);

    const answers = await Promise.all(Array.from({ length: 20 }, () => enter(card(code))));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const cards = await Promise.all(answers.map(async (r) => (await json(r)).data.card));
    const credited = cards.filter((c) => c.status === 'CREDITED');
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ amount: 500, reason: null, username: account.userName });
    const refused = cards.filter((c) => c.status === 'REFUSED');
    expect(refused).toHaveLength(19);
    for (const c of refused) {
      expect(c.reason).toBe('CODE_ALREADY_USED');
      expect(c.reasonText).toContain(`already used on card #${credited[0].id}`);
    }

    // Exactly one transfer and one ledger operation, of 5.00 SC into the unplayed SC.
    expect(await transfersOf(userId, 'amoe_entry')).toEqual([
      { amount: 500, account: 'SC_UNPLAYED' },
    ]);
    const operations = await t.db
      .select()
      .from(walletOperations)
      .where(and(eq(walletOperations.userId, userId), eq(walletOperations.kind, 'amoe_entry')));
    expect(operations).toHaveLength(1);
    const after = await scAccounts(userId);
    expect(after.unplayed + after.redeemable).toBe(before.unplayed + before.redeemable + 500);
    expect((await walletOf(t, cookie)).totalScCoin).toBe(
      (before.unplayed + before.redeemable + 500) / 100,
    );
    await expectLedgerBalanced(t);

    expect(await cardsOfUser(userId)).toHaveLength(20);
    expect(await auditOf(t, 'amoe.card.credit', userId)).toHaveLength(1);
    expect(await auditOf(t, 'amoe.card.refuse', userId)).toHaveLength(19);
    const mail = await mailTo(account.email);
    expect(
      mail.filter((m) => m.subject === 'Your Golden Sweeps free entry was credited'),
    ).toHaveLength(1);
    expect(mail.filter((m) => m.subject?.includes('could not be accepted'))).toHaveLength(0);
    expect(mail[0]?.bodyText).toContain(`code ${code}`);
    expect(mail[0]?.bodyText).toContain('credited 5.00 Sweeps Coins');

    // The player's panel shows the code as credited.
    const { data } = await json(await getJson(t, '/amoe/free-entry', cookie));
    expect(data.today).toMatchObject({ code, status: 'CREDITED', amount: 500, refusal: null });

    // The database keeps it so for any writer, the service's lock aside: a second card using
    // the code is refused by amoe_cards_code_use_key.
    const [used] = (await cardsOfUser(userId)).filter((c) => c.status === 'CREDITED');
    const second = t.db.insert(amoeCards).values({
      ...used!,
      id: undefined,
      status: 'REFUSED',
      reason: 'NOT_HANDWRITTEN',
      amount: null,
      operationId: null,
    });
    await expect(second).rejects.toSatisfy((error) =>
      isUniqueViolation(error, 'amoe_cards_code_use_key'),
    );
  });

  it('refuses a card used twice, one that failed its checks, an expired code, a closed account, a restricted state and a postmark from one, recording each reason and moving nothing', async () => {
    setDay(0);
    const cases: { name: string; reason: string; text: RegExp }[] = [];
    const check = async (
      name: string,
      arrange: (account: Awaited<ReturnType<typeof player>>, code: string) => Promise<unknown>,
      expected: { reason: string; text: RegExp },
    ) => {
      setDay(0);
      const account = await player();
      const { code } = await codeOf(account.cookie);
      const body = await arrange(account, code);
      const before = await scAccounts(account.userId);
      const result = await entered(body);
      expect(result, name).toMatchObject({
        status: 'REFUSED',
        reason: expected.reason,
        amount: null,
      });
      expect(result.reasonText, name).toMatch(expected.text);
      expect(await scAccounts(account.userId), name).toEqual(before);
      expect(await transfersOf(account.userId, 'amoe_entry'), name).toEqual([]);
      const [audited] = await auditOf(t, 'amoe.card.refuse', account.userId);
      expect(audited, name).toMatchObject({
        target: `amoe-card:${result.id}`,
        after: { status: 'REFUSED', reason: expected.reason },
        detail: { code },
      });
      const [mail] = await mailTo(account.player.email);
      expect(mail?.subject, name).toBe('Your Golden Sweeps free-entry card could not be accepted');
      expect(mail?.bodyText, name).toContain(result.reasonText!);
      // The player's panel shows the refusal (a closed account cannot sign in to see it).
      const panel = await getJson(t, '/amoe/free-entry', account.cookie);
      if (name !== 'closed account') {
        const { data } = await json(panel);
        const shown = [data.today, ...data.recent].find(
          (c: { code: string } | null) => c?.code === code,
        );
        expect(shown, name).toMatchObject({ status: 'REFUSED', refusal: result.reasonText });
      }
      cases.push({ name, ...expected });
    };

    await check(
      'failed checks',
      async (_, code) =>
        card(code, { checksPassed: false, failure: 'NOT_HANDWRITTEN', postmarkState: null }),
      {
        reason: 'NOT_HANDWRITTEN',
        text: /Not handwritten/,
      },
    );
    await check(
      'other failure with its note',
      async (_, code) =>
        card(code, {
          checksPassed: false,
          failure: 'OTHER',
          note: 'Two different codes on one card.',
        }),
      {
        reason: 'OTHER',
        text: /^Two different codes on one card\.$/,
      },
    );
    await check(
      'expired code',
      async (_, code) => {
        setDay(31);
        return card(code, { receivedOn: dayOf(31) });
      },
      { reason: 'CODE_EXPIRED', text: /after the code expired on/ },
    );
    await check(
      'closed account',
      async (account, code) => {
        await t.db.update(users).set({ status: 'closed' }).where(eq(users.id, account.userId));
        return card(code);
      },
      { reason: 'ACCOUNT_CLOSED', text: /The account is closed\./ },
    );
    await check(
      'restricted account',
      async (account, code) => {
        await t.db.update(users).set({ isRestrict: true }).where(eq(users.id, account.userId));
        return card(code);
      },
      { reason: 'ACCOUNT_RESTRICTED', text: /restricted/ },
    );
    await check(
      'address in a restricted state',
      async (account, code) => {
        expect((await saveProfile(account.cookie, 'NY')).status).toBe(200);
        return card(code);
      },
      {
        reason: 'RESTRICTED_STATE',
        text: /address is in New York, where sweepstakes play is not offered/,
      },
    );
    await check(
      'posted from a restricted state',
      async (_, code) => card(code, { postmarkState: 'nj' }),
      {
        reason: 'POSTMARK_RESTRICTED_STATE',
        text: /Posted from New Jersey/,
      },
    );
    expect(cases).toHaveLength(7);

    // A code used twice, one after the other: the second card is refused and moves nothing.
    setDay(0);
    const twice = await player();
    const { code } = await codeOf(twice.cookie);
    const first = await entered(card(code));
    expect(first.status).toBe('CREDITED');
    const balance = await scAccounts(twice.userId);
    const second = await entered(card(code, { receivedOn: dayOf(0) }));
    expect(second).toMatchObject({ status: 'REFUSED', reason: 'CODE_ALREADY_USED' });
    expect(await scAccounts(twice.userId)).toEqual(balance);
    await expectLedgerBalanced(t);
  });

  it('refuses a card over the monthly limit of credited cards, counted by the month it was received', async () => {
    const account = await player();
    const codes: string[] = [];
    for (const day of [0, 1, 2]) {
      setDay(day);
      codes.push((await codeOf(account.cookie)).code);
    }
    setDay(2);
    expect((await entered(card(codes[0]!, { receivedOn: dayOf(0) }))).status).toBe('CREDITED');
    expect((await entered(card(codes[1]!, { receivedOn: dayOf(1) }))).status).toBe('CREDITED');
    const before = await scAccounts(account.userId);
    const third = await entered(card(codes[2]!, { receivedOn: dayOf(2) }));
    expect(third).toMatchObject({ status: 'REFUSED', reason: 'OVER_MONTHLY_LIMIT' });
    expect(third.reasonText).toMatch(
      /2 cards received in \w+ \d{4} were already credited: the limit is 2 a month\./,
    );
    expect(await scAccounts(account.userId)).toEqual(before);
    expect(await transfersOf(account.userId, 'amoe_entry')).toHaveLength(2);
  });

  it('answers a clear error and writes nothing for an unknown code, an impossible date, a postmark of no state or an incomplete entry', async () => {
    setDay(0);
    const account = await player();
    const { code } = await codeOf(account.cookie);
    const cases: [Record<string, unknown>, number, RegExp?][] = [
      [card('AMOE-2222-2222'), ERRORS.AmoeCodeUnknown.code],
      [card('not a code'), ERRORS.ValidationError.code, /A code reads AMOE-/],
      [
        card(code, { receivedOn: dayOf(1) }),
        ERRORS.AmoeReceivedDateInvalid.code,
        /is in the future/,
      ],
      [
        card(code, { receivedOn: dayOf(-1) }),
        ERRORS.AmoeReceivedDateInvalid.code,
        /before the code was issued/,
      ],
      [card(code, { receivedOn: '2026-02-30' }), ERRORS.ValidationError.code],
      [
        card(code, { postmarkState: 'ZZ' }),
        ERRORS.ValidationError.code,
        /not one of the 50 states or DC/,
      ],
      [card(code, { postmarkState: null }), ERRORS.ValidationError.code, /postmark/],
      [card(code, { checksPassed: false }), ERRORS.ValidationError.code, /why the card fails/],
      [card(code, { checksPassed: false, failure: 'OTHER' }), ERRORS.ValidationError.code, /note/],
      [card(code, { checksPassed: true, failure: 'CARD_SIZE' }), ERRORS.ValidationError.code],
    ];
    for (const [body, errorCode, text] of cases) {
      const error = await errorOf(await enter(body));
      expect(error.errorCode, JSON.stringify(body)).toBe(errorCode);
      if (text) expect(error.text, JSON.stringify(body)).toMatch(text);
    }
    expect(await cardsOfUser(account.userId)).toEqual([]);
    // The same code typed as people write it off a card still finds it.
    const lower = code.toLowerCase().replaceAll('-', ' ');
    expect((await entered(card(lower))).status).toBe('CREDITED');
  });

  it('gives free-entry SC equal dignity: the credit lands in the unplayed SC exactly as a purchase’s SC, and an SC bet plays it', async () => {
    setDay(0);
    const buyer = await player();
    await buyPackage(t, buyer.cookie);
    const mailer = await player();
    const { code } = await codeOf(mailer.cookie);
    expect((await entered(card(code))).status).toBe('CREDITED');

    const purchaseSc = (await transfersOf(buyer.userId, 'purchase')).filter((r) =>
      r.account.startsWith('SC'),
    );
    const amoeSc = await transfersOf(mailer.userId, 'amoe_entry');
    expect(purchaseSc.map((r) => r.account)).toEqual(['SC_UNPLAYED']);
    expect(amoeSc.map((r) => r.account)).toEqual(['SC_UNPLAYED']);
    // The same play-through rule as purchase SC (decision 053's sources), whatever compliance sets.
    const grants = await t.db.execute(
      sql`select source, amount, required from wallet_playthrough_grants where user_id in (${buyer.userId}, ${mailer.userId}) and source in ('purchase', 'amoe_entry')`,
    );
    const rows = (
      grants as unknown as { rows: { source: string; amount: number; required: number }[] }
    ).rows;
    const ratio = (source: string) => {
      const row = rows.find((r) => r.source === source)!;
      return Number(row.required) / Number(row.amount);
    };
    expect(ratio('amoe_entry')).toBe(ratio('purchase'));

    const bet = await postJson(
      t,
      '/casino-games/5/play',
      { coinType: 'SC', bet: 1 },
      mailer.cookie,
    );
    expect(bet.status).toBe(200);
    const bets = await t.db
      .select({ amount: walletTransfers.amount, account: walletAccounts.kind })
      .from(walletTransfers)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletTransfers.fromAccountId))
      .where(and(eq(walletAccounts.userId, mailer.userId), eq(walletTransfers.kind, 'bet')));
    expect(bets).toEqual([{ amount: 100, account: 'SC_UNPLAYED' }]);
    await expectLedgerBalanced(t);
  });

  it('lets compliance and admin work the queue, not support, finance or a player; a lookup shows the player and is audited', async () => {
    setDay(0);
    const account = await player();
    const { code } = await codeOf(account.cookie);
    // Support and finance are refused (403); a player's session is no staff session (401).
    for (const [cookie, status] of [
      [support, 403],
      [finance, 403],
      [account.cookie, 401],
    ] as const) {
      expect((await enter(card(code), cookie)).status).toBe(status);
      expect((await getJson(t, '/admin/amoe/cards', cookie)).status).toBe(status);
      expect((await getJson(t, `/admin/amoe/codes/${code}`, cookie)).status).toBe(status);
    }
    expect(await cardsOfUser(account.userId)).toEqual([]);

    const lookup = await getJson(t, `/admin/amoe/codes/${code.toLowerCase()}`, compliance);
    expect(lookup.status).toBe(200);
    expect((await json(lookup)).data).toMatchObject({
      code,
      player: {
        id: account.userId,
        email: account.player.email,
        legalName: 'Jane Player',
        address: '12 Main Street, Austin, TX 73301',
        stateCode: 'TX',
        status: 'active',
      },
      card: null,
    });
    expect(await auditOf(t, 'amoe.code.view', account.userId)).toHaveLength(1);
    expect((await getJson(t, '/admin/amoe/codes/AMOE-2222-2222', compliance)).status).toBe(404);

    const admin = await staffSignIn(t, 'admin');
    expect((await entered(card(code))).status).toBe('CREDITED');
    const list = await getJson(t, `/admin/amoe/cards?code=${code}`, admin);
    expect(list.status).toBe(200);
    const page = (await json(list)).data;
    expect(page).toMatchObject({ count: 1, settings: { scAmount: 500 } });
    expect(page.rows[0]).toMatchObject({
      code,
      status: 'CREDITED',
      enteredBy: { email: expect.stringContaining('compliance') },
    });
    const refused = await json(
      await getJson(t, '/admin/amoe/cards?status=REFUSED&pageSize=100', admin),
    );
    expect(refused.data.rows.every((r: { status: string }) => r.status === 'REFUSED')).toBe(true);
    // Entering a card moves money: without an Idempotency-Key it is refused before any work.
    const keyless = await t.request('/api/v1/admin/amoe/cards', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: compliance },
      body: JSON.stringify(card(code)),
    });
    expect((await errorOf(keyless)).errorCode).toBe(ERRORS.IdempotencyKeyRequired.code);
  });

  it('documents its calls in the OpenAPI document', async () => {
    const doc = await json(await t.request('/api/docs/json'));
    for (const path of [
      '/api/v1/amoe/free-entry',
      '/api/v1/amoe/free-entry/code',
      '/api/v1/admin/amoe/cards',
      '/api/v1/admin/amoe/codes/{code}',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});
