import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { errorOf } from './kyc-test-kit';

let t: TestApp;
let compliance: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  compliance = await staffSignIn(t, 'compliance');
  admin = await staffSignIn(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const put = (body: unknown, cookie: string) =>
  postJson(t, '/admin/kyc/settings', body, cookie, 'PUT');

describe('the KYC switches in the back office', () => {
  it('lets compliance read them and only settings.write change them, audited and live at once', async () => {
    const read = await json(await getJson(t, '/admin/kyc/settings', compliance));
    expect(read.data).toEqual({ checks: false, isManualKyc: true, isGameAllow: true });

    const refused = await put({ checks: true, isManualKyc: false, isGameAllow: false }, compliance);
    expect(await errorOf(refused)).toMatchObject({ status: 403, errorCode: 4005 });

    const bad = await put({ checks: 'yes', isManualKyc: false, isGameAllow: true }, admin);
    expect(await errorOf(bad)).toMatchObject({ status: 400, errorCode: 1000 });
    expect((await json(await getJson(t, '/admin/kyc/settings', admin))).data.checks).toBe(false);

    const next = { checks: true, isManualKyc: false, isGameAllow: false };
    const changed = await put(next, admin);
    expect(changed.status).toBe(200);
    expect((await json(changed)).data).toEqual(next);

    const { cookie } = await signUpVerified(t);
    expect((await json(await getJson(t, '/kyc/get-kyc-setting', cookie))).data).toEqual(next);
    const [entry] = await auditOf(t, 'kyc.settings.update');
    expect(entry).toMatchObject({
      before: { checks: false, isManualKyc: true, isGameAllow: true },
      after: next,
    });
  });
});
