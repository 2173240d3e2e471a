import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../test/test-app';
import { postJson } from '../test/accounts';
import { auditOf } from '../modules/staff/staff-test-kit';
import { createAdminFromCli } from './first-admin';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('creating an admin from the command line', () => {
  it('refuses while an admin exists, unless forced; the new admin enrols at first sign-in', async () => {
    // The test app seeds the demo admin.
    await expect(
      createAdminFromCli(t.db, { email: 'ops.lead@goldensweeps.test', name: 'Ops Lead' }),
    ).rejects.toThrow('An admin already exists');
    const { staff, temporaryPassword } = await createAdminFromCli(t.db, {
      email: 'ops.lead@goldensweeps.test',
      name: 'Ops Lead',
      force: true,
    });
    expect(staff).toMatchObject({ role: 'admin', totpEnrolled: false, isActive: true });
    const first = await postJson(t, '/staff/auth/login', {
      email: 'ops.lead@goldensweeps.test',
      password: temporaryPassword,
    });
    expect((await json(first)).data).toMatchObject({ status: 'ENROL' });
    const [entry] = await auditOf(t, 'staff.create');
    expect(entry).toMatchObject({ staffEmail: 'cli', staffId: null });
  });

  it('checks the email and name like the back office does', async () => {
    await expect(
      createAdminFromCli(t.db, { email: 'not-an-email', name: 'X', force: true }),
    ).rejects.toThrow();
  });
});
