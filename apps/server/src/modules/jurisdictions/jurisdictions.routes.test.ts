import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { freshKey, getJson, login, newPlayer, postJson, signUpVerified } from '../../test/accounts';
import { US_STATES } from '../content/seed-data/us-states';
import { readyPlayer, redeem, redeemBody } from '../redemptions/redemptions-test-kit';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { fundPlayer } from '../wallet/wallet-test-kit';
import { createFixedGeolocation } from './geolocation';

/** Addresses the test geolocation places (documentation ranges, RFC 5737). */
const FROM = { newYork: '203.0.113.10', texas: '203.0.113.20', abroad: '198.51.100.7' };
const DAY = 86_400_000;

let t: TestApp;
let clock = new Date();
let compliance: string;
let support: string;
beforeAll(async () => {
  t = await startTestApp({
    env: { TRUST_PROXY: 'true' },
    geolocation: createFixedGeolocation({
      [FROM.newYork]: 'NY',
      [FROM.texas]: 'TX',
      [FROM.abroad]: 'abroad',
    }),
    now: () => clock,
  });
  compliance = await staffSignIn(t, 'compliance');
  support = await staffSignIn(t, 'support');
});
afterAll(async () => {
  await t.close();
});

const stateId = (code: string) => String(US_STATES.find((s) => s.code === code)!.stateId);

/** A call as the player's browser makes it, from `ip` when given (the proxy's X-Forwarded-For). */
function call(path: string, body: unknown, options: { cookie?: string; ip?: string } = {}) {
  return t.request(`/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...freshKey(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function errorOf(res: Response) {
  const body = await json(res);
  return {
    status: res.status,
    errorCode: body.errors?.[0]?.errorCode,
    text: body.errors?.[0]?.description,
  };
}

const profile = (code: string, dateOfBirth = '1990-04-12') => ({
  firstName: 'Jane',
  lastName: 'Player',
  middleName: '',
  dateOfBirth,
  gender: 'female',
  addressLine_1: '12 Main Street',
  addressLine_2: '',
  city: 'Springfield',
  state: stateId(code),
  zipCode: '73301',
  country: '199',
});

const saveProfile = (cookie: string, code: string, dateOfBirth?: string) =>
  postJson(t, '/user/profile', profile(code, dateOfBirth), cookie, 'PUT');

/** A verified player living in `code`, holding 1,000.00 GC and 10.00 SC. */
async function playerIn(code: string) {
  const player = await signUpVerified(t);
  expect((await saveProfile(player.cookie, code)).status).toBe(200);
  await fundPlayer(t.db, player.userId, { gc: 100_000, sc: 1_000 });
  return player;
}

const scBet = (cookie: string, ip?: string) =>
  call('/casino-games/5/play', { coinType: 'SC', bet: 1 }, { cookie, ip });
const gcBet = (cookie: string, ip?: string) =>
  call('/casino-games/1/play', { coinType: 'GC', bet: 100 }, { cookie, ip });
const purchase = (cookie: string, ip?: string) =>
  call(
    '/payment/init-pay',
    { packageId: 3, amount: 9.99, providerType: 'IPPAY', paymentType: 'deposit' },
    { cookie, ip },
  );
const scBalance = async (cookie: string) =>
  (await json(await getJson(t, '/user/profile', cookie))).data.userWallet.totalScCoin;

const change = (code: string, body: Record<string, unknown>, cookie = compliance) =>
  postJson(t, `/admin/jurisdictions/${code}`, body, cookie, 'PUT');

describe('jurisdictions (decision 050)', () => {
  it('lists the states without sweepstakes play from the table, for the legal texts', async () => {
    const res = await getJson(t, '/jurisdictions/restricted');
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.states.map((s: { stateCode: string }) => s.stateCode).sort()).toEqual(
      ['CA', 'CT', 'DE', 'ID', 'KY', 'LA', 'MI', 'MT', 'NJ', 'NV', 'NY', 'WA'].sort(),
    );
    expect(data.states).toContainEqual({ stateCode: 'NY', name: 'New York' });
    expect(data.olderAges).toEqual(
      expect.arrayContaining([
        { stateCode: 'AL', minAge: 19 },
        { stateCode: 'MS', minAge: 21 },
      ]),
    );
  });

  it('refuses a sign-up from a restricted or foreign location, and takes one from an unknown or allowed one', async () => {
    const fromNewYork = newPlayer();
    expect(await errorOf(await call('/user/sign-up', fromNewYork, { ip: FROM.newYork }))).toEqual({
      status: 400,
      errorCode: ERRORS.SignUpRestrictedLocation.code,
      text: 'Sign-up is not available in New York (your location): sweepstakes play is not offered there.',
    });
    const abroad = await errorOf(await call('/user/sign-up', newPlayer(), { ip: FROM.abroad }));
    expect(abroad).toMatchObject({ status: 400, errorCode: ERRORS.SignUpRestrictedLocation.code });
    expect(abroad.text).toMatch(/only in the United States/);
    // Nothing was written: the same email signs up from Texas.
    expect((await call('/user/sign-up', fromNewYork, { ip: FROM.texas })).status).toBe(200);
    // A local address says nothing (the embedded demo on localhost).
    expect((await call('/user/sign-up', newPlayer())).status).toBe(200);
  });

  it('refuses purchases, SC bets and redemptions by address state; GC play goes on', async () => {
    const player = await playerIn('CA');
    expect(await errorOf(await purchase(player.cookie))).toMatchObject({
      status: 400,
      errorCode: ERRORS.PurchaseRestrictedJurisdiction.code,
      text: 'Purchases are not available in California (your address): sweepstakes play is not offered there.',
    });
    expect(await errorOf(await scBet(player.cookie))).toMatchObject({
      errorCode: ERRORS.ScPlayRestrictedJurisdiction.code,
    });
    for (const path of [
      '/payment/finix/create-instrument',
      '/payment/ippay/sale',
      '/payment/paynote',
    ])
      expect(
        await errorOf(await call(path, { amount: 9.99, packageId: 3 }, { cookie: player.cookie })),
        path,
      ).toMatchObject({
        errorCode: ERRORS.PurchaseRestrictedJurisdiction.code,
      });
    expect(await scBalance(player.cookie)).toBe(10);
    expect((await gcBet(player.cookie)).status).toBe(200);

    const winner = await readyPlayer(t);
    expect((await saveProfile(winner.cookie, 'CA')).status).toBe(200);
    expect(await errorOf(await redeem(t, winner.cookie, redeemBody(5)))).toMatchObject({
      errorCode: ERRORS.RedeemRestrictedJurisdiction.code,
    });
    expect(
      await errorOf(await call('/payment/init-pay', redeemBody(5), { cookie: winner.cookie })),
    ).toMatchObject({
      errorCode: ERRORS.RedeemRestrictedJurisdiction.code,
    });
  });

  it('refuses them by location for a player of an allowed state', async () => {
    const player = await playerIn('TX');
    expect(await errorOf(await scBet(player.cookie, FROM.newYork))).toMatchObject({
      errorCode: ERRORS.ScPlayRestrictedJurisdiction.code,
      text: 'Sweeps Coins play is not available in New York (your location): sweepstakes play is not offered there.',
    });
    expect(await errorOf(await purchase(player.cookie, FROM.abroad))).toMatchObject({
      errorCode: ERRORS.PurchaseRestrictedJurisdiction.code,
    });
    expect((await scBet(player.cookie, FROM.texas)).status).toBe(200);
    expect((await scBet(player.cookie)).status).toBe(200);
  });

  it('tells the signed-in player before they try what their address and location allow', async () => {
    const mine = async (cookie: string, ip?: string) => {
      const res = await t.request('/api/v1/jurisdictions/mine', {
        headers: { cookie, ...(ip ? { 'x-forwarded-for': ip } : {}) },
      });
      expect(res.status).toBe(200);
      return (await json(res)).data;
    };
    const allowed = { allowed: true, errorCode: null, message: null };
    const texan = await playerIn('TX');
    expect(await mine(texan.cookie)).toEqual({
      purchase: allowed,
      scBet: allowed,
      redeem: allowed,
    });
    expect((await mine(texan.cookie, FROM.newYork)).scBet).toEqual({
      allowed: false,
      errorCode: ERRORS.ScPlayRestrictedJurisdiction.code,
      message:
        'Sweeps Coins play is not available in New York (your location): sweepstakes play is not offered there.',
    });
    const californian = await playerIn('CA');
    expect((await mine(californian.cookie)).purchase).toEqual({
      allowed: false,
      errorCode: ERRORS.PurchaseRestrictedJurisdiction.code,
      message:
        'Purchases are not available in California (your address): sweepstakes play is not offered there.',
    });
    expect((await getJson(t, '/jurisdictions/mine')).status).toBe(401);
  });

  it('lets compliance change a state, re-authenticated and audited with the reason; the gates follow at once', async () => {
    const player = await playerIn('CA');
    const winner = await readyPlayer(t);
    expect((await saveProfile(winner.cookie, 'CA')).status).toBe(200);

    expect(
      (await change('CA', { sweepsAllowed: true, minAge: 18, reason: 'Court ruling' }, support))
        .status,
    ).toBe(403);
    expect(
      await errorOf(await change('CA', { sweepsAllowed: true, minAge: 20, reason: 'x' })),
    ).toMatchObject({
      status: 400,
      errorCode: ERRORS.ValidationError.code,
    });
    const res = await change('CA', {
      sweepsAllowed: true,
      minAge: 18,
      reason: 'Injunction against AB 831',
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({
      stateCode: 'CA',
      sweepsAllowed: true,
      scheduled: null,
    });

    expect((await scBet(player.cookie)).status).toBe(200);
    expect((await redeem(t, winner.cookie, redeemBody(5))).status).toBe(200);
    const { data } = await json(await getJson(t, '/jurisdictions/restricted'));
    expect(data.states.map((s: { stateCode: string }) => s.stateCode)).not.toContain('CA');
    // The terms and sweepstakes rules name the table's states as it is now.
    for (const slug of ['sweepstakes-rules', 'terms-and-conditions']) {
      const page = await json(await getJson(t, `/details/cms-detail?slug=${slug}`));
      expect(page.data.cmsPage.content.EN).toContain('Connecticut, Delaware, Idaho');
      expect(page.data.cmsPage.content.EN).not.toContain('California');
    }
    const [entry] = await auditOf(t, 'jurisdiction.change');
    expect(entry).toMatchObject({
      target: 'jurisdiction:CA',
      before: { sweepsAllowed: false, minAge: 18 },
      after: { sweepsAllowed: true, minAge: 18 },
      detail: { reason: 'Injunction against AB 831' },
    });

    expect(
      (await change('CA', { sweepsAllowed: false, minAge: 18, reason: 'Injunction lifted' }))
        .status,
    ).toBe(200);
    expect(await errorOf(await scBet(player.cookie))).toMatchObject({
      errorCode: ERRORS.ScPlayRestrictedJurisdiction.code,
    });
  });

  it('applies a scheduled change on its date, not before', async () => {
    const player = await playerIn('TX');
    const effectiveAt = new Date(clock.getTime() + DAY).toISOString();
    const res = await change('TX', {
      sweepsAllowed: false,
      minAge: 18,
      effectiveAt,
      reason: 'New state law',
    });
    expect((await json(res)).data).toMatchObject({
      sweepsAllowed: true,
      scheduled: { sweepsAllowed: false, minAge: 18, effectiveAt },
    });
    expect((await scBet(player.cookie)).status).toBe(200);

    clock = new Date(clock.getTime() + 2 * DAY);
    expect(await errorOf(await scBet(player.cookie))).toMatchObject({
      errorCode: ERRORS.ScPlayRestrictedJurisdiction.code,
    });
    const { data } = await json(await getJson(t, '/jurisdictions/restricted'));
    expect(data.states).toContainEqual({ stateCode: 'TX', name: 'Texas' });

    expect(
      (await change('TX', { sweepsAllowed: true, minAge: 18, reason: 'Law repealed' })).status,
    ).toBe(200);
    expect((await scBet(player.cookie)).status).toBe(200);
  });

  it('holds a profile to its state’s minimum age', async () => {
    expect(
      (await change('FL', { sweepsAllowed: true, minAge: 21, reason: 'Operator policy' })).status,
    ).toBe(200);
    const { cookie } = await signUpVerified(t);
    const twenty = new Date(clock.getTime() - 20.5 * 365.25 * DAY).toISOString().slice(0, 10);
    expect(await errorOf(await saveProfile(cookie, 'FL', twenty))).toEqual({
      status: 400,
      errorCode: ERRORS.UnderMinimumAge.code,
      text: 'You must be 21 years or older',
    });
    expect((await saveProfile(cookie, 'TX', twenty)).status).toBe(200);
    const older = new Date(clock.getTime() - 22 * 365.25 * DAY).toISOString().slice(0, 10);
    expect((await saveProfile(cookie, 'FL', older)).status).toBe(200);

    // A state that raises its age holds its 20-year-olds at sign-in from then on.
    const young = await signUpVerified(t);
    expect((await saveProfile(young.cookie, 'GA', twenty)).status).toBe(200);
    expect((await login(t, young.player.email)).status).toBe(200);
    expect(
      (await change('GA', { sweepsAllowed: true, minAge: 21, reason: 'New state law' })).status,
    ).toBe(200);
    expect(await errorOf(await login(t, young.player.email))).toEqual({
      status: 400,
      errorCode: ERRORS.UnderMinimumAge.code,
      text: 'You must be 21 years or older',
    });
  });
});
