import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /payment/transactions with a cursor (decision 066)', () => {
  it('reads the next page from the last row shown, the same rows and count as by page number', async () => {
    const { cookie } = await signUpVerified(t);
    await postJson(t, '/bonus/welcome-bonus', {}, cookie);
    await postJson(t, '/bonus/daily-bonus', {}, cookie);
    const list = async (query: string) =>
      (await json(await getJson(t, `/payment/transactions?${query}`, cookie))).data;
    const first = await list('limit=3');
    expect(first).toMatchObject({ count: 4, page: 1, limit: 3 });
    const last = first.rows.at(-1).transactionId;
    const next = await list(`page=2&limit=3&beforeId=${last}`);
    expect(next).toEqual(await list('page=2&limit=3'));
    expect(next).toMatchObject({ count: 4, page: 2, limit: 3 });
    expect(next.rows).toHaveLength(1);
    expect(next.rows[0].transactionId).toBeLessThan(last);
    // With a coin: the cursor cuts the filtered list.
    const gc = await list('coinType=GC&limit=1');
    expect(await list(`coinType=GC&limit=1&page=2&beforeId=${gc.rows[0].transactionId}`)).toEqual(
      await list('coinType=GC&limit=1&page=2'),
    );
  });

  it('refuses a cursor that is not a positive whole id with 400 and says why', async () => {
    const { cookie } = await signUpVerified(t);
    for (const [beforeId, description] of [
      ['abc', 'beforeId must be a whole number'],
      ['1.5', 'beforeId must be a whole number'],
      ['-3', 'beforeId must be a whole number'],
      ['', 'beforeId must be a whole number'],
      ['0', 'beforeId must be at least 1'],
      ['99999999999', 'beforeId must be a whole number'],
    ]) {
      const res = await getJson(t, `/payment/transactions?beforeId=${beforeId}`, cookie);
      expect(res.status, beforeId).toBe(400);
      expect((await json(res)).errors[0].description, beforeId).toBe(description);
    }
  });
});
