import { json, type TestApp } from '../../test/test-app';
import { postJson } from '../../test/accounts';
import { staffSignIn } from '../staff/staff-test-kit';

/** The demo admin's staff session cookie (refunds and payment flags are staff actions). */
export function operatorCookie(t: TestApp) {
  return staffSignIn(t, 'admin');
}

/** PUT /admin/players/{userId}/flags as the operator (restrict, bank purchases, internal). */
export async function setPaymentFlags(
  t: TestApp,
  operator: string,
  userId: number,
  flags: { bankPurchaseDisabled?: boolean; isRestrict?: boolean; isInternalUser?: boolean },
) {
  const res = await postJson(t, `/admin/players/${userId}/flags`, flags, operator, 'PUT');
  if (res.status !== 200) throw new Error(`flags failed: ${res.status} ${await res.text()}`);
  return (await json(res)).data;
}
