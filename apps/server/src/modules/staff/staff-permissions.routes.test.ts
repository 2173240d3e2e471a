import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleCan, STAFF_ROLES, type StaffRole } from '@app/contracts/staff-permissions';
import { postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import type { StaffRoute } from './staff-guard';
import { auditOf, staffSignIn } from './staff-test-kit';
import { DEMO_STAFF } from './staff.seed';

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
let player: string;
beforeAll(async () => {
  t = await startTestApp();
  for (const role of STAFF_ROLES) cookies[role] = await staffSignIn(t, role);
  player = (await signUpVerified(t)).cookie;
});
afterAll(async () => {
  await t.close();
});

/** Calls a route with placeholder params and an empty body: the guard answers before validation. */
function call(route: StaffRoute, cookie?: string) {
  const path = route.url.replace('/api/v1', '').replace(/:\w+/g, 'x');
  return route.method === 'GET'
    ? t.request(`/api/v1${path}`, { headers: cookie ? { cookie } : {} })
    : postJson(t, path, {}, cookie, route.method);
}

describe('the permission table on every staff route', () => {
  const routes = () => t.app.staffRoutes;

  it('knows every staff route, the operator ones included', () => {
    const urls = routes().map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/v1/admin/staff',
      'POST /api/v1/admin/staff',
      'GET /api/v1/admin/audit',
      'GET /api/v1/admin/audit.csv',
      'PUT /api/v1/admin/games/:gameId',
      'GET /api/v1/admin/games',
      'GET /api/v1/admin/packages',
      'POST /api/v1/admin/packages',
      'PUT /api/v1/admin/packages/:packageId',
      'DELETE /api/v1/admin/packages/:packageId',
      'POST /api/v1/admin/payments/:referenceId/refund',
      'PUT /api/v1/admin/players/:userId/flags',
      'GET /api/v1/admin/players',
      'GET /api/v1/admin/players/:userId/ledger',
      'GET /api/v1/admin/dashboard',
      'GET /api/v1/admin/jobs',
      'POST /api/v1/admin/jobs/:jobId/retry',
      'POST /api/v1/admin/webhooks/:eventId/retry',
      'POST /api/v1/admin/players/:userId/adjustments',
      'GET /api/v1/admin/adjustments',
      'POST /api/v1/admin/adjustments/:id/approve',
      'POST /api/v1/admin/adjustments/:id/reject',
      'GET /api/v1/admin/settings/adjustments',
      'PUT /api/v1/admin/settings/adjustments',
      'GET /api/v1/admin/spin-wheel/segments',
      'PUT /api/v1/admin/spin-wheel/segments',
      'POST /api/v1/admin/players/:userId/two-factor/reset',
      'GET /api/v1/admin/players/:userId/limits',
      'GET /api/v1/staff/auth/me',
    ])
      expect(urls).toContain(expected);
  });

  it('lets support, compliance and admin reset a player’s two-factor sign-in; finance and content not', () => {
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'players.reset2fa'))).toEqual([
      'support',
      'compliance',
      'admin',
    ]);
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'rg.read'))).toEqual(['compliance', 'admin']);
  });

  it('refuses a call without a staff session and a player session (4003)', async () => {
    for (const route of routes()) {
      for (const cookie of [undefined, player]) {
        const res = await call(route, cookie);
        expect([route.url, res.status]).toEqual([route.url, 401]);
        expect((await json(res)).errors[0].errorCode).toBe(4003);
      }
    }
  });

  it('lets each role through exactly where ROLE_PERMISSIONS says, else 403 (4005)', async () => {
    const checked: string[] = [];
    for (const route of routes()) {
      if (!route.permission) continue;
      for (const role of STAFF_ROLES) {
        const res = await call(route, cookies[role]);
        const at = `${role} ${route.method} ${route.url}`;
        if (roleCan(role, route.permission)) {
          expect([at, res.status]).not.toEqual([at, 403]);
          expect([at, res.status]).not.toEqual([at, 401]);
        } else {
          expect([at, res.status]).toEqual([at, 403]);
          expect((await json(res)).errors[0].errorCode).toBe(4005);
        }
        checked.push(at);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(9 * STAFF_ROLES.length);
  });

  it('audits a refused call: who, as which role, tried which method and route', async () => {
    const before = (await auditOf(t, 'staff.permission_denied'))[0]?.id ?? 0;
    const res = await t.request('/api/v1/admin/players/12345/kyc', {
      headers: { cookie: cookies.content },
    });
    expect(res.status).toBe(403);
    expect((await json(res)).errors[0].errorCode).toBe(4005);
    const denyPost = await postJson(t, '/admin/payments/GS-1/refund', {}, cookies.support);
    expect(denyPost.status).toBe(403);

    const entries = (await auditOf(t, 'staff.permission_denied')).filter((e) => e.id > before);
    expect(entries.map((e) => [e.staffEmail, e.target, e.detail]).reverse()).toEqual([
      [
        DEMO_STAFF.content.email,
        'GET /api/v1/admin/players/:userId/kyc',
        {
          role: 'content',
          method: 'GET',
          route: '/api/v1/admin/players/:userId/kyc',
          permission: 'kyc.review',
          outcome: 'refused',
        },
      ],
      [
        DEMO_STAFF.support.email,
        'POST /api/v1/admin/payments/:referenceId/refund',
        {
          role: 'support',
          method: 'POST',
          route: '/api/v1/admin/payments/:referenceId/refund',
          permission: 'purchases.refund',
          outcome: 'refused',
        },
      ],
    ]);
    for (const entry of entries) expect(entry.staffId).toEqual(expect.any(Number));
  });
});
