import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS } from '@app/contracts/error-codes';
import { getJson, login, postJson, sessionCookie, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { fundedPlayer } from '../responsible-gambling/limits-test-kit';
import { staffSignIn } from '../staff/staff-test-kit';
import { termsAcceptances } from './cms-pages.tables';

let t: TestApp;
let content: string;
beforeAll(async () => {
  t = await startTestApp();
  content = await staffSignIn(t, 'content');
});
afterAll(async () => {
  await t.close();
});

const TERMS = 'terms-and-conditions';
const GC_BET = { coinType: 'GC', bet: 100 };

const bet = (cookie: string) => postJson(t, '/casino-games/1/play', GC_BET, cookie);
const errorCode = async (res: Response) => (await json(res)).errors?.[0]?.errorCode;
const pending = async (cookie: string) =>
  (await json(await getJson(t, '/user/terms-consent', cookie))).data.pending as {
    slug: string;
    version: number;
    changeNote: string;
    html: string;
  }[];

async function termsId() {
  const res = await json(await getJson(t, '/admin/content-pages', content));
  return (res.data.pages as { cmsId: number; slug: string }[]).find((p) => p.slug === TERMS)!.cmsId;
}

async function editTerms(markdown: string, materialChange: boolean, changeNote: string) {
  const res = await postJson(
    t,
    `/admin/content-pages/${await termsId()}`,
    { title: 'Terms and Conditions', markdown, changeNote, materialChange },
    content,
    'PUT',
  );
  expect(res.status).toBe(200);
  return (await json(res)).data.page as { liveVersion: number; requiredVersion: number | null };
}

const acceptedRows = (userId: number) =>
  t.db
    .select()
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.slug, TERMS)));

describe('re-acceptance of changed terms', () => {
  it('records the live versions a player accepts at sign-up', async () => {
    const { userId } = await signUpVerified(t);
    const rows = await t.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, userId));
    expect(rows.map((r) => [r.slug, r.version]).sort()).toEqual([
      ['sweepstakes-rules', 1],
      [TERMS, 1],
    ]);
    expect(rows.every((r) => r.acceptedAt instanceof Date)).toBe(true);
  });

  it('asks nothing again after a change that is not material', async () => {
    const { cookie } = await fundedPlayer(t);
    const page = await editTerms('## Terms\n\nA typo fixed.', false, 'Typo');
    expect(page.requiredVersion).toBeNull();
    expect(await pending(cookie)).toEqual([]);
    expect((await bet(cookie)).status).toBe(200);
  });

  it('after a material change: sign-in, must accept, play and purchase refused until accepted', async () => {
    const { cookie: oldCookie, player, userId } = await fundedPlayer(t);
    expect((await bet(oldCookie)).status).toBe(200);

    const page = await editTerms(
      '## Terms\n\nPrizes are now paid **within 5 days**.',
      true,
      'Prize payment time changed',
    );
    expect(page.requiredVersion).toBe(page.liveVersion);

    // Already signed in: the next call asks, and the money routes refuse.
    expect((await pending(oldCookie)).map((p) => p.slug)).toEqual([TERMS]);
    const refused = await bet(oldCookie);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe(ERRORS.TermsAcceptanceRequired.code);

    // Signing in again: the same.
    const signedIn = await login(t, player.email);
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn)!;
    const [ask] = await pending(cookie);
    expect(ask).toMatchObject({
      slug: TERMS,
      version: page.liveVersion,
      changeNote: 'Prize payment time changed',
    });
    expect(ask!.html).toContain('<strong>within 5 days</strong>');
    expect(await errorCode(await bet(cookie))).toBe(ERRORS.TermsAcceptanceRequired.code);
    const purchase = await postJson(
      t,
      '/payment/init-pay',
      { paymentType: 'deposit', packageId: 1, amount: 10 },
      cookie,
    );
    expect(await errorCode(purchase)).toBe(ERRORS.TermsAcceptanceRequired.code);

    // An older version does not count; the live one does, recorded with its time.
    const old = await postJson(t, '/user/terms-consent', { slug: TERMS, version: 1 }, cookie);
    expect(old.status).toBe(409);
    expect(await errorCode(old)).toBe(ERRORS.TermsVersionOutdated.code);
    expect(await errorCode(await bet(cookie))).toBe(ERRORS.TermsAcceptanceRequired.code);

    const accepted = await postJson(
      t,
      '/user/terms-consent',
      { slug: TERMS, version: page.liveVersion },
      cookie,
    );
    expect(accepted.status).toBe(200);
    expect((await json(accepted)).data.pending).toEqual([]);
    const rows = await acceptedRows(userId);
    // Sign-up accepted the version live then (the typo fix); now the material one too.
    expect(rows.map((r) => r.version).sort()).toEqual([page.liveVersion - 1, page.liveVersion]);

    expect((await bet(cookie)).status).toBe(200);
    expect((await bet(oldCookie)).status).toBe(200);
  });

  it('asks nothing of a player who signs up after the change', async () => {
    const { cookie } = await fundedPlayer(t);
    expect(await pending(cookie)).toEqual([]);
    expect((await bet(cookie)).status).toBe(200);
  });

  it('refuses a bad acceptance without writing', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const before = (await acceptedRows(userId)).length;
    for (const body of [
      { slug: 'privacy-policy', version: 1 },
      { slug: TERMS, version: 0 },
      { slug: TERMS, version: 999 },
      { slug: TERMS },
    ]) {
      const res = await postJson(t, '/user/terms-consent', body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await postJson(t, '/user/terms-consent', { slug: TERMS, version: 1 })).status).toBe(
      401,
    );
    expect((await acceptedRows(userId)).length).toBe(before);
  });
});
