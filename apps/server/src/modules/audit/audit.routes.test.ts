import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getJson, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { staffSignIn } from '../staff/staff-test-kit';

let t: TestApp;
let compliance: string;
beforeAll(async () => {
  t = await startTestApp();
  const content = await staffSignIn(t, 'content');
  await postJson(t, '/admin/games/9', { isFeatured: true }, content, 'PUT');
  await postJson(t, '/admin/games/10', { isFeatured: true }, content, 'PUT');
  compliance = await staffSignIn(t, 'compliance');
});
afterAll(async () => {
  await t.close();
});

const search = async (query: string) =>
  (await json(await getJson(t, `/admin/audit?${query}`, compliance))).data;

describe('audit log search and export', () => {
  it('finds entries by action prefix, staff member and time, newest first, in pages', async () => {
    const logins = await search('action=staff.');
    expect(logins.rows.map((r: { action: string }) => r.action)).toEqual([
      'staff.login',
      'staff.login',
    ]);
    const games = await search('action=game.settings');
    expect(games.rows.map((r: { target: string }) => r.target)).toEqual(['game:10', 'game:9']);
    expect(games.rows[0]).toMatchObject({
      staffEmail: 'content@goldensweeps.test',
      before: { isFeatured: expect.any(Boolean) },
      after: { isFeatured: true },
    });
    const first = await search('limit=1');
    expect(first.rows).toHaveLength(1);
    const next = await search(`limit=1&beforeId=${first.nextBeforeId}`);
    expect(next.rows[0].id).toBeLessThan(first.rows[0].id);
    const byStaff = await search(`staffId=${games.rows[0].staffId}`);
    expect(
      byStaff.rows.every((r: { staffId: number }) => r.staffId === games.rows[0].staffId),
    ).toBe(true);
    expect((await search('to=2000-01-01T00:00:00Z')).rows).toEqual([]);
    expect((await getJson(t, '/admin/audit?limit=201', compliance)).status).toBe(400);
  });

  it('exports the same search as CSV with a header line', async () => {
    const res = await getJson(t, '/admin/audit.csv?action=game.', compliance);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,staffId,staffEmail,ip,action,playerId,target,before,after,detail');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',game.settings,,game:10,"{');
  });

  it('refuses UPDATE and DELETE on the audit log', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
