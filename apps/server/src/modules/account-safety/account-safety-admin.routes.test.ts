import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_EVENTS } from '@app/contracts/realtime';
import { getJson, login, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { createFieldCipher } from '../../platform/field-encryption';
import { createMailer } from '../../platform/mailer';
import { collect, connectWallet, waitFor } from '../realtime/socket-test-kit';
import { auditOf, staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { createSafetyGates } from './safety-gates';

let t: TestApp;
let support: string;
let compliance: string;

beforeAll(async () => {
  t = await startTestApp();
  support = await staffSignIn(t, 'support');
  compliance = await staffSignIn(t, 'compliance');
});
afterAll(async () => {
  await t.close();
});

const errorCode = async (res: Response) => (await json(res)).errors?.[0]?.errorCode as number;
const exclude = (userId: number, body: Record<string, unknown>) =>
  postJson(t, `/admin/players/${userId}/self-exclusion`, body, compliance);

describe('compliance: a player’s account safety', () => {
  it('support may not read or exclude; compliance reads the settings and their history', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await postJson(t, '/account-safety/reality-check', { intervalMinutes: 45 }, cookie, 'PUT');
    const path = `/admin/players/${userId}/account-safety`;
    expect(await errorCode(await getJson(t, path, support))).toBe(4005);
    expect(
      await errorCode(
        await postJson(
          t,
          `/admin/players/${userId}/self-exclusion`,
          { period: '1y', reason: 'Asked by phone' },
          support,
        ),
      ),
    ).toBe(4005);

    await postJson(t, '/account-safety/break', { days: 3 }, cookie);
    const view = (await json(await getJson(t, path, compliance))).data;
    expect(view).toMatchObject({
      realityCheckMinutes: 45,
      current: { kind: 'break', period: '3d' },
      status: 'active',
    });
    expect(view.events.map((e: { kind: string }) => e.kind)).toEqual(['break', 'reality_check']);
  });

  it('applies a self-exclusion on the player’s behalf with re-authentication: audited, signed out, never shortened', async () => {
    const { cookie, userId, player } = await signUpVerified(t);
    const socket = await connectWallet(t.baseUrl, cookie);
    const ended = collect(socket, WALLET_EVENTS.SESSION_ENDED);

    await t.db.execute(sql`update staff_sessions set reauth_at = now() - interval '6 minutes'`);
    expect(await errorCode(await exclude(userId, { period: '5y', reason: 'Asked by phone' }))).toBe(
      4004,
    );
    await staffReauth(t, 'compliance', compliance);
    expect((await exclude(userId, { period: '5y', reason: 'x' })).status).toBe(400);
    const res = await exclude(userId, { period: '5y', reason: 'Asked by phone, ticket 88' });
    expect((await json(res)).data).toMatchObject({ kind: 'exclusion', period: '5y' });
    await waitFor(() => ended.length === 1 && socket.disconnected, 1_000);
    expect(await errorCode(await login(t, player.email))).toBe(2321);

    const [entry] = await auditOf(t, 'player.exclusion', userId);
    expect(entry).toMatchObject({
      staffEmail: expect.stringContaining('compliance'),
      after: { period: '5y' },
      detail: { reason: 'Asked by phone, ticket 88', sessionsEnded: 1 },
    });
    // Staff cannot shorten it: a shorter period is refused and nothing lifts it.
    expect(
      await errorCode(await exclude(userId, { period: '6m', reason: 'Player asks to return' })),
    ).toBe(2325);
    expect(
      (await exclude(userId, { period: 'permanent', reason: 'Player asked for good' })).status,
    ).toBe(200);
    const view = (
      await json(await getJson(t, `/admin/players/${userId}/account-safety`, compliance))
    ).data;
    expect(view.current).toMatchObject({ period: 'permanent', endsAt: null });
    expect(view.restrictions[1]).toMatchObject({
      period: '5y',
      by: expect.stringContaining('compliance'),
    });
  });

  it('searches the register by email, phone or SSN; the audit keeps only the kind', async () => {
    const p = await signUpVerified(t);
    const phone = `556${String(Date.now()).slice(-7)}`;
    await t.db.execute(
      sql`update users set phone = ${phone}, phone_code = '1', phone_verified = true where id = ${p.userId}`,
    );
    const ssn = `5${String(Date.now()).slice(-8)}`;
    await postJson(t, '/kyc/update-ssn', { ssn }, p.cookie);
    await postJson(t, '/account-safety/self-exclusion', { period: '1y', confirm: true }, p.cookie);

    const search = async (query: string) =>
      json(await getJson(t, `/admin/exclusion-register?${query}`, compliance));
    for (const query of [
      `email=${encodeURIComponent(p.player.email.toUpperCase())}`,
      `phone=${encodeURIComponent(`+1 (${phone.slice(0, 3)}) ${phone.slice(3)}`)}`,
      `ssn=${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`,
    ]) {
      const { data } = await search(query);
      expect(data.rows).toEqual([
        expect.objectContaining({ userId: p.userId, period: '1y', username: p.player.userName }),
      ]);
    }
    expect((await search('email=nobody-here@example.com')).data.rows).toEqual([]);
    expect(
      (await getJson(t, `/admin/exclusion-register?email=a@b.co&ssn=123456789`, compliance)).status,
    ).toBe(400);
    expect((await getJson(t, `/admin/exclusion-register?email=a@b.co`, support)).status).toBe(403);
    const [entry] = await auditOf(t, 'exclusion-register.search');
    expect(entry?.detail).toEqual({ kind: 'email', found: 0 });
    expect(JSON.stringify(entry)).not.toContain('nobody-here');
  });

  it('writes no marketing email to a player on a break; account emails still go', async () => {
    const { cookie, player } = await signUpVerified(t);
    const written: string[] = [];
    const gates = createSafetyGates({
      db: t.db,
      cipher: createFieldCipher('unused-for-this-check'),
      now: () => new Date(),
    });
    const mailer = createMailer(
      { write: async (m: { subject?: string | null }) => void written.push(m.subject ?? '') },
      { marketingSuppressed: gates.marketingSuppressed },
    );
    const mail = (subject: string, category: 'marketing' | 'transactional') =>
      mailer.send({ to: player.email, subject, text: subject, html: subject, category });
    await mail('Weekend offer', 'marketing');
    await postJson(t, '/account-safety/break', { days: 2 }, cookie);
    await mail('Second offer', 'marketing');
    await mail('Your redemption', 'transactional');
    expect(written).toEqual(['Weekend offer', 'Your redemption']);
  });
});
