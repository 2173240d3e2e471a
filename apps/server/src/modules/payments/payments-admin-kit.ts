import { json, type TestApp } from '../../test/test-app';
import { postJson } from '../../test/accounts';
import { staffSignIn } from '../staff/staff-test-kit';

/** The demo admin's staff session cookie (refunds and payment flags are staff actions). */
export function operatorCookie(t: TestApp) {
  return staffSignIn(t, 'admin');
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
