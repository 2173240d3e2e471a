import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { auditLog } from '../audit/audit.tables';
import { cardToken, purchaseRow } from '../payments/payments-test-kit';
import { packages } from '../payments/packages.tables';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await staffSignIn(t, 'content');
});
afterAll(async () => {
  await t.close();
});

interface StorePackage {
  packageId: number;
  amount: number;
  gcCoin: number;
  scCoin: number;
}

const inStore = async (): Promise<StorePackage[]> =>
  (await json(await getJson(t, '/details/packages?limit=100'))).data.packageData.rows;
const storePackage = async (packageId: number) =>
  (await inStore()).find((p) => p.packageId === packageId);
const adminList = async (query = '') =>
  (await json(await getJson(t, `/admin/packages?${query}`, editor))).data;
const send = (path: string, body: unknown, method = 'POST') =>
  postJson(t, path, body, editor, method);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const PLAIN = {
  amount: 2.49,
  gcCoin: 25_000,
  scCoin: 2.5,
  firstPurchaseApplicable: false,
  welcomePurchaseBonusApplicable: false,
  welcomePurchaseBonusApplicableMinutes: null,
  oneTimePurchaseBonusApplicable: false,
  validTill: null,
  sortOrder: 50,
  imageUrl: '/images/packages/coin-stack-1.svg',
};

/** A real purchase of the package with the card form, charged at once. */
async function buy(packageId: number, amount: number) {
  const { cookie } = await signUpVerified(t);
  const token = await cardToken(t, cookie, SANDBOX_TEST_CARDS.approve);
  const res = await postJson(
    t,
    '/payment/finix/create-instrument',
    { packageId, amount, type: 'TOKEN', token, fraud_session_id: 'FS-1' },
    cookie,
  );
  expect(res.status).toBe(200);
  return (await json(res)).data.referenceId as string;
}

async function writtenCounts() {
  const [pkgs] = await t.db.select({ n: count() }).from(packages);
  const [entries] = await t.db.select({ n: count() }).from(auditLog);
  return { packages: pkgs?.n, audit: entries?.n };
}

describe('the packages editor', () => {
  it('creates a package the store sells on the next call, and audits it', async () => {
    const res = await send('/admin/packages', PLAIN);
    expect(res.status).toBe(200);
    const created = (await json(res)).data;
    expect(created).toMatchObject({
      ...PLAIN,
      currency: 'USD',
      isActive: true,
      state: 'onSale',
      purchaseCount: 0,
      soldCount: 0,
    });
    expect(await storePackage(created.packageId)).toMatchObject({
      amount: 2.49,
      gcCoin: 25_000,
      scCoin: 2.5,
    });
    const [entry] = await auditOf(t, 'package.create');
    expect(entry).toMatchObject({
      target: `package:${created.packageId}`,
      staffEmail: 'content@goldensweeps.test',
      before: null,
      after: expect.objectContaining({ amount: 249, gcCoin: 2_500_000, scCoin: 250 }),
    });
  });

  it('edits a package and the store shows the change at once, with before and after audited', async () => {
    const res = await send(
      '/admin/packages/1',
      {
        ...PLAIN,
        amount: 2.99,
        gcCoin: 30_000,
        scCoin: 3,
        oneTimePurchaseBonusApplicable: true,
        validTill: inDays(7),
        sortOrder: 1,
      },
      'PUT',
    );
    expect(res.status).toBe(200);
    expect(await storePackage(1)).toMatchObject({
      amount: 2.99,
      gcCoin: 30_000,
      scCoin: 3,
      oneTimePurchaseBonusApplicable: true,
    });
    const audit = (await json(await getJson(t, '/admin/packages/1/audit', editor))).data.rows;
    expect(audit[0]).toMatchObject({
      action: 'package.update',
      before: expect.objectContaining({ amount: 199, gcCoin: 2_000_000, validTill: null }),
      after: expect.objectContaining({
        amount: 299,
        gcCoin: 3_000_000,
        validTill: expect.any(String),
      }),
    });
  });

  it('sells a welcome offer only with its minutes, and shows it in the store', async () => {
    const res = await send('/admin/packages', {
      ...PLAIN,
      welcomePurchaseBonusApplicable: true,
      welcomePurchaseBonusApplicableMinutes: 90,
    });
    const created = (await json(res)).data;
    expect(await storePackage(created.packageId)).toMatchObject({
      welcomePurchaseBonusApplicable: true,
      welcomePurchaseBonusApplicableMinutes: 90,
    });
  });

  it('retires a package out of the store and the purchase flow, and reinstates it', async () => {
    const retired = await send('/admin/packages/2/retire', {});
    expect((await json(retired)).data).toMatchObject({ isActive: false, state: 'retired' });
    expect(await storePackage(2)).toBeUndefined();
    const { cookie } = await signUpVerified(t);
    const token = await cardToken(t, cookie, SANDBOX_TEST_CARDS.approve);
    const refused = await postJson(
      t,
      '/payment/finix/create-instrument',
      { packageId: 2, amount: 4.99, type: 'TOKEN', token, fraud_session_id: 'FS-1' },
      cookie,
    );
    expect((await json(refused)).errors[0].name).toBe('PackageUnavailable');
    expect(
      (await adminList('state=retired')).rows.map((p: { packageId: number }) => p.packageId),
    ).toEqual([2]);
    const [entry] = await auditOf(t, 'package.retire');
    expect(entry).toMatchObject({
      target: 'package:2',
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false }),
    });
    // Retiring again changes nothing and writes nothing.
    await send('/admin/packages/2/retire', {});
    expect(await auditOf(t, 'package.retire')).toHaveLength(1);

    await send('/admin/packages/2/reinstate', {});
    expect(await storePackage(2)).toBeDefined();
    expect(await auditOf(t, 'package.reinstate')).toHaveLength(1);
  });

  it('refuses to delete a bought package, keeps it and its purchase as they were', async () => {
    const referenceId = await buy(3, 9.99);
    const before = await purchaseRow(t, referenceId);
    const res = await send('/admin/packages/3', {}, 'DELETE');
    expect(res.status).toBe(409);
    expect((await json(res)).errors[0]).toMatchObject({
      errorCode: 4031,
      description: 'This package has purchases, so it stays in the history: retire it instead.',
    });
    const listed = (await adminList('pageSize=100')).rows.find(
      (p: { packageId: number }) => p.packageId === 3,
    );
    expect(listed).toMatchObject({ purchaseCount: 1, soldCount: 1 });
    expect(await auditOf(t, 'package.delete')).toHaveLength(0);

    // Editing it changes the store, never what the purchase was sold for.
    await send(
      '/admin/packages/3',
      { ...PLAIN, amount: 12.99, gcCoin: 130_000, scCoin: 13 },
      'PUT',
    );
    expect(await purchaseRow(t, referenceId)).toEqual(before);
    expect(before).toMatchObject({ amountCents: 999, baseGc: 10_000_000, baseSc: 1000 });
  });

  it('deletes a package never bought, from the store and the editor, and audits what it was', async () => {
    const created = (await json(await send('/admin/packages', { ...PLAIN, amount: 3.33 }))).data;
    const res = await send(`/admin/packages/${created.packageId}`, {}, 'DELETE');
    expect(res.status).toBe(200);
    expect(await storePackage(created.packageId)).toBeUndefined();
    expect((await getJson(t, `/admin/packages/${created.packageId}`, editor)).status).toBe(404);
    const [entry] = await auditOf(t, 'package.delete');
    expect(entry).toMatchObject({
      target: `package:${created.packageId}`,
      before: expect.objectContaining({ amount: 333 }),
      after: null,
    });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const written = await writtenCounts();
    const storeBefore = await inStore();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'The price must be more than 0'],
      [{ amount: 1.999 }, 'The price can have at most two decimals'],
      [{ amount: 20_000 }, 'The price must be at most 10,000'],
      [{ gcCoin: 0, scCoin: 0 }, 'A package must give some GC or SC'],
      [{ scCoin: -1 }, 'The SC cannot be below 0'],
      [
        { welcomePurchaseBonusApplicable: true },
        'Enter how many minutes after sign-up the welcome offer runs',
      ],
      [{ welcomePurchaseBonusApplicableMinutes: 30 }, 'Minutes apply only to a welcome offer'],
      [{ oneTimePurchaseBonusApplicable: true }, 'A one-time offer needs an end date (valid till)'],
      [{ validTill: inDays(-1) }, 'The end date (valid till) must be in the future'],
      [{ validTill: 'next week' }, 'The end date (valid till) is not a valid date and time'],
      [
        { imageUrl: 'javascript:alert(1)' },
        'The image must be a path on this site (/images/…) or an https address',
      ],
      [{ sortOrder: -1 }, 'The order cannot be below 0'],
    ];
    for (const [change, message] of cases) {
      for (const [path, method] of [
        ['/admin/packages', 'POST'],
        ['/admin/packages/4', 'PUT'],
      ] as const) {
        const res = await send(path, { ...PLAIN, ...change }, method);
        const at = `${method} ${JSON.stringify(change)}`;
        expect([at, res.status]).toEqual([at, 400]);
        expect([at, (await json(res)).errors[0].description]).toEqual([at, message]);
      }
    }
    const { amount: _dropped, ...withoutPrice } = PLAIN;
    expect((await send('/admin/packages', withoutPrice)).status).toBe(400);
    expect(await writtenCounts()).toEqual(written);
    expect(await inStore()).toEqual(storeBefore);
    expect((await send('/admin/packages/9999', PLAIN, 'PUT')).status).toBe(404);
  });

  it('pages, sorts and filters the list on the server', async () => {
    const all = await adminList('pageSize=100');
    expect(all.count).toBe(all.rows.length);
    const byPrice = await adminList('sort=amount&order=desc&pageSize=2');
    expect(byPrice.count).toBe(all.count);
    expect(byPrice.rows.map((p: { amount: number }) => p.amount)).toEqual([199.99, 99.99]);
    const welcome = await adminList('offer=welcome');
    expect(
      welcome.rows.every(
        (p: { welcomePurchaseBonusApplicable: boolean }) => p.welcomePurchaseBonusApplicable,
      ),
    ).toBe(true);
    expect(welcome.count).toBe(2);
    expect(
      (await adminList('offer=none&pageSize=100')).rows.map(
        (p: { packageId: number }) => p.packageId,
      ),
    ).toContain(6);
    expect((await getJson(t, '/admin/packages?sort=name', editor)).status).toBe(400);
  });

  it('refuses staff roles without packages.write (4005), and players', async () => {
    for (const role of ['support', 'compliance', 'finance'] as const) {
      const cookie = await staffSignIn(t, role);
      for (const res of [
        await getJson(t, '/admin/packages', cookie),
        await postJson(t, '/admin/packages', PLAIN, cookie),
        await postJson(t, '/admin/packages/6', {}, cookie, 'DELETE'),
      ]) {
        expect([role, res.status]).toEqual([role, 403]);
        expect((await json(res)).errors[0].errorCode).toBe(4005);
      }
    }
    const player = await signUpVerified(t);
    expect((await getJson(t, '/admin/packages', player.cookie)).status).toBe(401);
    expect((await getJson(t, '/admin/packages', await staffSignIn(t, 'admin'))).status).toBe(200);
    const [six] = await t.db.select().from(packages).where(eq(packages.packageId, 6));
    expect(six).toBeDefined();
  });
});
