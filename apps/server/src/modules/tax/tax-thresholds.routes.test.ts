import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import { STAFF_ROLES, roleCan } from '@app/contracts/staff-permissions';
import type { TTaxThreshold } from '@app/contracts/tax';
import { getJson, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { taxThresholds } from './tax.tables';

let t: TestApp;
let compliance: string;
let finance: string;
let support: string;
beforeAll(async () => {
  t = await startTestApp();
  compliance = await staffSignIn(t, 'compliance');
  finance = await staffSignIn(t, 'finance');
  support = await staffSignIn(t, 'support');
});
afterAll(async () => {
  await t.close();
});

const put = (year: number | string, body: Record<string, unknown>, cookie = compliance) =>
  postJson(t, `/admin/tax/thresholds/${year}`, body, cookie, 'PUT');

async function rows(cookie = finance): Promise<TTaxThreshold[]> {
  const res = await getJson(t, '/admin/tax/thresholds', cookie);
  expect(res.status).toBe(200);
  return (await json(res)).data.rows;
}

/** The threshold the tax report of `year` applies. */
async function appliedIn(year: number): Promise<number> {
  const res = await getJson(t, `/admin/tax/threshold-report?year=${year}`, finance);
  expect(res.status).toBe(200);
  return (await json(res)).data.thresholdCents;
}

async function errorOf(res: Response) {
  const body = await json(res);
  return {
    status: res.status,
    errorCode: body.errors?.[0]?.errorCode,
    text: body.errors?.[0]?.description,
  };
}

describe('tax thresholds by year (decision 051)', () => {
  it('are seeded $600 up to 2025 and $2,000 from 2026; a year without a row takes the latest earlier one', async () => {
    expect(await rows()).toEqual([
      expect.objectContaining({ taxYear: 2000, thresholdCents: 60_000, seeded: true }),
      expect.objectContaining({ taxYear: 2026, thresholdCents: 200_000, seeded: true }),
    ]);
    expect(await appliedIn(2000)).toBe(60_000);
    expect(await appliedIn(2024)).toBe(60_000);
    expect(await appliedIn(2025)).toBe(60_000);
    expect(await appliedIn(2026)).toBe(200_000);
    expect(await appliedIn(2031)).toBe(200_000);
  });

  it('are read with tax.report and set with tax.thresholds.write (compliance and admin), re-authenticated', async () => {
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'tax.thresholds.write'))).toEqual([
      'compliance',
      'admin',
    ]);
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'tax.report'))).toEqual([
      'compliance',
      'finance',
      'admin',
    ]);
    expect((await getJson(t, '/admin/tax/thresholds', support)).status).toBe(403);
    expect((await rows(compliance)).length).toBeGreaterThan(0);
    const body = { thresholdCents: 210_000, reason: 'IRS inflation adjustment' };
    expect(await errorOf(await put(2027, body, finance))).toMatchObject({
      status: 403,
      errorCode: ERRORS.StaffPermissionDenied.code,
    });
    expect(await errorOf(await put(2027, body, support))).toMatchObject({ status: 403 });
    const route = t.app.staffRoutes.find(
      (r) => r.method === 'PUT' && r.url === '/api/v1/admin/tax/thresholds/:taxYear',
    );
    expect(route).toMatchObject({ permission: 'tax.thresholds.write', reauth: true });
    expect(await t.db.select().from(taxThresholds).where(eq(taxThresholds.taxYear, 2027))).toEqual(
      [],
    );
  });

  it('refuses a bad year, threshold or reason with a clear message and writes nothing', async () => {
    const audited = (await auditOf(t, 'tax.threshold.change')).length;
    const cases: [number | string, Record<string, unknown>, string][] = [
      [
        2027,
        { thresholdCents: 210_000, reason: 'abc' },
        'Give the reason (at least 5 characters).',
      ],
      [2027, { thresholdCents: 210_000 }, 'Give the reason (at least 5 characters).'],
      [2027, { thresholdCents: 0, reason: 'Indexed' }, 'The threshold must be more than $0.00.'],
      [
        2027,
        { thresholdCents: 2_100.5, reason: 'Indexed' },
        'The threshold must be a whole number of cents.',
      ],
      [
        2027,
        { thresholdCents: 100_000_001, reason: 'Indexed' },
        'The threshold must be at most $1,000,000.00.',
      ],
      [
        2027,
        { thresholdCents: '2100', reason: 'Indexed' },
        'Give the threshold in cents, as a whole number.',
      ],
      [1999, { thresholdCents: 60_000, reason: 'Indexed' }, 'Give a tax year from 2000 to 2100.'],
      ['next', { thresholdCents: 60_000, reason: 'Indexed' }, 'Give a tax year from 2000 to 2100.'],
    ];
    for (const [year, body, text] of cases) {
      const error = await errorOf(await put(year, body));
      expect(error, `${year} ${JSON.stringify(body)}`).toMatchObject({
        status: 400,
        errorCode: ERRORS.ValidationError.code,
      });
      expect(error.text).toContain(text);
    }
    expect((await rows()).map((r) => r.taxYear)).toEqual([2000, 2026]);
    expect(await auditOf(t, 'tax.threshold.change')).toHaveLength(audited);
  });

  it('adds a later year and changes a year, audited with before, after and the reason; the report follows', async () => {
    const added = await put(2027, { thresholdCents: 210_000, reason: 'IRS inflation adjustment' });
    expect(added.status).toBe(200);
    expect((await json(added)).data).toMatchObject({
      taxYear: 2027,
      thresholdCents: 210_000,
      seeded: false,
    });
    expect(await appliedIn(2026)).toBe(200_000);
    expect(await appliedIn(2027)).toBe(210_000);
    expect(await appliedIn(2030)).toBe(210_000);
    const [first] = await auditOf(t, 'tax.threshold.change');
    expect(first).toMatchObject({
      staffEmail: expect.stringContaining('@'),
      target: 'tax-threshold:2027',
      before: { thresholdCents: 200_000, fromYear: 2026 },
      after: { thresholdCents: 210_000 },
      detail: { reason: 'IRS inflation adjustment' },
    });

    const changed = await put(
      2027,
      { thresholdCents: 205_000, reason: 'Corrected to the published figure' },
      await staffSignIn(t, 'admin'),
    );
    expect(changed.status).toBe(200);
    expect(await appliedIn(2027)).toBe(205_000);
    const [second] = await auditOf(t, 'tax.threshold.change');
    expect(second).toMatchObject({
      before: { thresholdCents: 210_000 },
      after: { thresholdCents: 205_000 },
      detail: { reason: 'Corrected to the published figure' },
    });
    expect(second?.before).not.toHaveProperty('fromYear');
    expect(await rows()).toEqual([
      expect.objectContaining({ taxYear: 2000, thresholdCents: 60_000 }),
      expect.objectContaining({ taxYear: 2026, thresholdCents: 200_000 }),
      expect.objectContaining({ taxYear: 2027, thresholdCents: 205_000, seeded: false }),
    ]);
  });
});
