import { json, type TestApp } from '../../test/test-app';
import { login, postJson, sessionCookie } from '../../test/accounts';
import { DEMO_OPERATOR } from '../users/users.seed';

/** The seeded operator's session cookie. */
export async function operatorCookie(t: TestApp) {
  const cookie = sessionCookie(await login(t, DEMO_OPERATOR.email, DEMO_OPERATOR.password));
  if (!cookie) throw new Error('operator login failed');
  return cookie;
}

/** PUT /admin/players/{userId}/payment-flags as the operator. */
export async function setPaymentFlags(
  t: TestApp,
  operator: string,
  userId: number,
  flags: { bankPurchaseDisabled?: boolean; isRestrict?: boolean },
) {
  const res = await postJson(t, `/admin/players/${userId}/payment-flags`, flags, operator, 'PUT');
  if (res.status !== 200)
    throw new Error(`payment-flags failed: ${res.status} ${await res.text()}`);
  return (await json(res)).data;
}
