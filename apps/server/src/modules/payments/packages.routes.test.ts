import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { packages } from './packages.tables';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (query = '') => t.request(`/api/v1/details/packages${query}`);

async function packagesOnSaleInDb() {
  const [row] = await t.db
    .select({ total: count() })
    .from(packages)
    .where(
      and(
        eq(packages.isActive, true),
        or(isNull(packages.validTill), gt(packages.validTill, new Date())),
      ),
    );
  return row?.total ?? 0;
}

describe('GET /details/packages', () => {
  it('answers page 1 with at most 16 rows and the total count', async () => {
    const res = await get('?limit=16&page=1');
    expect(res.status).toBe(200);
    const { packageData } = (await json(res)).data;
    expect(packageData.rows.length).toBeGreaterThan(0);
    expect(packageData.rows.length).toBeLessThanOrEqual(16);
    expect(packageData.count).toBe(await packagesOnSaleInDb());
    expect(packageData.count).toBeGreaterThanOrEqual(8);
  });

  it('uses limit 16 and page 1 when none are sent', async () => {
    const withDefaults = (await json(await get())).data.packageData;
    const explicit = (await json(await get('?limit=16&page=1'))).data.packageData;
    expect(withDefaults).toEqual(explicit);
  });

  it('shows prices and coins as decimals', async () => {
    const { rows } = (await json(await get())).data.packageData;
    const starter = rows.find((p: { packageId: number }) => p.packageId === 1);
    expect(starter).toMatchObject({
      amount: 1.99,
      gcCoin: 20000,
      scCoin: 2,
      currency: 'USD',
      validTill: null,
    });
    expect(rows.find((p: { packageId: number }) => p.packageId === 4)).toMatchObject({
      amount: 19.99,
      scCoin: 20.5,
    });
    for (const p of rows) {
      for (const value of [p.amount, p.gcCoin, p.scCoin])
        expect(Math.round(value * 100) / 100).toBe(value);
    }
  });

  it('lists the welcome offer and the one-time offer first', async () => {
    const { rows } = (await json(await get())).data.packageData;
    expect(rows[0]).toMatchObject({
      welcomePurchaseBonusApplicable: true,
      welcomePurchaseBonusApplicableMinutes: 60,
    });
    expect(rows[1]).toMatchObject({ oneTimePurchaseBonusApplicable: true });
    const validTill = new Date(rows[1].validTill).getTime();
    expect(validTill).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(rows.some((p: { firstPurchaseApplicable: boolean }) => p.firstPurchaseApplicable)).toBe(
      true,
    );
  });

  it('pages through the list without overlap', async () => {
    const all = (await json(await get('?limit=100'))).data.packageData;
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.count / 4); page++) {
      const body = (await json(await get(`?limit=4&page=${page}`))).data.packageData;
      expect(body.count).toBe(all.count);
      expect(body.rows.length).toBeLessThanOrEqual(4);
      pages.push(...body.rows);
    }
    expect(pages).toEqual(all.rows);
    const beyond = (await json(await get('?limit=4&page=99'))).data.packageData;
    expect(beyond).toEqual({ rows: [], count: all.count });
  });

  it('hides inactive packages and offers past their end', async () => {
    const before = (await json(await get('?limit=100'))).data.packageData;
    await t.db.insert(packages).values([
      {
        amount: 500,
        gcCoin: 5_000_000,
        scCoin: 500,
        validTill: new Date(Date.now() - 60_000),
        sortOrder: 0,
      },
      { amount: 700, gcCoin: 7_000_000, scCoin: 700, isActive: false, sortOrder: 0 },
    ]);
    const after = (await json(await get('?limit=100'))).data.packageData;
    expect(after).toEqual(before);
  });

  it.each([
    ['?limit=0', 'limit must be at least 1', 'limit'],
    ['?limit=101', 'limit must be at most 100', 'limit'],
    ['?limit=ten', 'limit must be a whole number', 'limit'],
    ['?page=0', 'page must be at least 1', 'page'],
    ['?page=1.5', 'page must be a whole number', 'page'],
  ])('refuses %s with a 400 envelope', async (query, description, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual([
      { errorCode: 1000, name: 'ValidationError', description, field },
    ]);
  });
});
