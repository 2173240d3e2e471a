import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_STAFF } from './staff.seed';
import {
  auditOf,
  staffCode,
  staffCookie,
  staffReauth,
  staffSignIn,
  totpAt,
} from './staff-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (body: Record<string, unknown>) => postJson(t, '/staff/auth/login', body);
const errorCode = async (res: Response) => [res.status, (await json(res)).errors[0].errorCode];
const me = (cookie: string) => getJson(t, '/staff/auth/me', cookie);
const step = () => Math.floor(Date.now() / 30_000);

describe('staff sign-in', () => {
  it('signs in with password and code into a strict session cookie, and audits it', async () => {
    const res = await login({
      email: DEMO_STAFF.finance.email,
      password: DEMO_STAFF.finance.password,
      code: await staffCode(t, 'finance'),
    });
    expect((await json(res)).data).toMatchObject({
      status: 'SIGNED_IN',
      staff: { email: 'finance@goldensweeps.test', role: 'finance' },
    });
    const header = res.headers.getSetCookie().find((c) => c.startsWith('gs_staff='));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).not.toMatch(/Max-Age|Expires/);
    const cookie = staffCookie(res)!;
    expect((await json(await me(cookie))).data.staff.permissions).toContain('purchases.refund');
    expect((await auditOf(t, 'staff.login'))[0]).toMatchObject({
      staffEmail: 'finance@goldensweeps.test',
    });
  });

  it('refuses a wrong password, a wrong code, a missing code and a replayed code, auditing failures', async () => {
    const { email, password, totpSecret } = DEMO_STAFF.compliance;
    expect(await errorCode(await login({ email, password: 'wrong-password' }))).toEqual([
      401, 4001,
    ]);
    expect(await errorCode(await login({ email, password }))).toEqual([401, 4002]);
    const stale = await totpAt(totpSecret, step() - 5);
    expect(await errorCode(await login({ email, password, code: stale }))).toEqual([401, 4001]);
    const code = await staffCode(t, 'compliance');
    expect((await login({ email, password, code })).status).toBe(200);
    expect(await errorCode(await login({ email, password, code }))).toEqual([401, 4001]);
    const reasons = (await auditOf(t, 'staff.login.failed'))
      .filter((row) => row.staffEmail === email)
      .map((row) => (row.detail as { reason: string }).reason);
    expect(reasons).toEqual(['code', 'code', 'password']);
  });

  it('refuses a player session on staff routes', async () => {
    const player = await signUpVerified(t);
    expect(await errorCode(await me(player.cookie))).toEqual([401, 4003]);
  });

  it('ends a session idle for more than 30 minutes', async () => {
    const cookie = await staffSignIn(t, 'support');
    expect((await me(cookie)).status).toBe(200);
    await t.db.execute(
      sql`update staff_sessions set last_seen_at = now() - interval '31 minutes' where ended_at is null`,
    );
    expect(await errorCode(await me(cookie))).toEqual([401, 4003]);
  });

  it('signs out and forgets the cookie', async () => {
    const res = await login({
      email: DEMO_STAFF.content.email,
      password: DEMO_STAFF.content.password,
      code: await staffCode(t, 'content'),
    });
    const cookie = staffCookie(res)!;
    expect((await postJson(t, '/staff/auth/logout', {}, cookie)).status).toBe(200);
    expect(await errorCode(await me(cookie))).toEqual([401, 4003]);
  });
});

describe('staff management, enrolment and recovery codes', () => {
  it('creates a member only after a recent re-authentication, then they enrol with a QR code', async () => {
    const admin = await staffSignIn(t, 'admin');
    await t.db.execute(sql`update staff_sessions set reauth_at = now() - interval '6 minutes'`);
    const member = { email: 'new.agent@goldensweeps.test', name: 'New Agent', role: 'support' };
    expect(await errorCode(await postJson(t, '/admin/staff', member, admin))).toEqual([401, 4004]);
    await staffReauth(t, 'admin', admin);
    const created = await postJson(t, '/admin/staff', member, admin);
    expect(created.status).toBe(200);
    const { staff, temporaryPassword } = (await json(created)).data;
    expect(staff).toMatchObject({ role: 'support', totpEnrolled: false, isActive: true });
    expect((await auditOf(t, 'staff.create'))[0]).toMatchObject({
      staffEmail: 'admin@goldensweeps.test',
      target: `staff:${staff.id}`,
      after: { email: member.email, role: 'support' },
    });
    expect(await errorCode(await postJson(t, '/admin/staff', member, admin))).toEqual([409, 4007]);
    const listed = async (query: string) =>
      (await json(await getJson(t, `/admin/staff?${query}`, admin))).data;
    expect(await listed('q=new.agent')).toMatchObject({ count: 1, rows: [{ id: staff.id }] });
    const supportOnly = await listed('role=support&sort=email&order=desc&pageSize=1&page=1');
    expect(supportOnly.rows).toHaveLength(1);
    expect(supportOnly.count).toBe(2);
    expect(supportOnly.rows[0].email).toBe('support@goldensweeps.test');

    const first = (await json(await login({ email: member.email, password: temporaryPassword })))
      .data;
    expect(first).toMatchObject({
      status: 'ENROL',
      otpauthUrl: expect.stringMatching(/^otpauth:/),
    });
    expect(first.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const enrolled = await postJson(t, '/staff/auth/enrol', {
      enrolmentToken: first.enrolmentToken,
      code: await totpAt(first.secret, step()),
    });
    const { recoveryCodes } = (await json(enrolled)).data;
    expect(recoveryCodes).toHaveLength(10);
    expect((await me(staffCookie(enrolled)!)).status).toBe(200);
    // The enrolment works once.
    const again = await postJson(t, '/staff/auth/enrol', {
      enrolmentToken: first.enrolmentToken,
      code: await totpAt(first.secret, step() + 1),
    });
    expect(await errorCode(again)).toEqual([400, 4006]);

    const credentials = { email: member.email, password: temporaryPassword };
    const recovered = await login({ ...credentials, code: recoveryCodes[0] });
    expect(recovered.status).toBe(200);
    expect(await errorCode(await login({ ...credentials, code: recoveryCodes[0] }))).toEqual([
      401, 4001,
    ]);

    // Deactivating ends their sessions; resetting 2FA sends them back to enrolment.
    const memberCookie = staffCookie(recovered)!;
    const off = await postJson(t, `/admin/staff/${staff.id}`, { isActive: false }, admin, 'PUT');
    expect((await json(off)).data.staff.isActive).toBe(false);
    expect(await errorCode(await me(memberCookie))).toEqual([401, 4003]);
    expect((await auditOf(t, 'staff.update'))[0]).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
    });
    await postJson(t, `/admin/staff/${staff.id}`, { isActive: true }, admin, 'PUT');
    expect((await postJson(t, `/admin/staff/${staff.id}/reset-2fa`, {}, admin)).status).toBe(200);
    expect((await json(await login(credentials))).data.status).toBe('ENROL');
    const list = (await json(await getJson(t, '/admin/staff', admin))).data.rows;
    expect(list.map((row: { email: string }) => row.email)).toContain(member.email);
  });
});
