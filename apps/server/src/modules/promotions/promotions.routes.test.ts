import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import type { TAdminPromotion, TPromotion, TPromotionInputRaw } from '@app/contracts/promotions';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson } from '../../test/accounts';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { promotions } from './promotions.tables';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let t: TestApp;
let content: string;
let support: string;
beforeAll(async () => {
  t = await startTestApp();
  content = await staffSignIn(t, 'content');
  support = await staffSignIn(t, 'support');
});
afterAll(async () => {
  await t.close();
});

const promotion = (overrides: Partial<TPromotionInputRaw> = {}): TPromotionInputRaw => ({
  title: 'Weekend Reload',
  shortText: 'Buy any package this weekend and get 20% more Gold Coins.',
  terms: 'One per player. Gold Coins have no cash value.',
  ctaText: 'Get Coins',
  ctaRedirection: 'store',
  desktopImageUrl: '/images/banners/welcome-offer-desktop.svg',
  mobileImageUrl: '/images/banners/welcome-offer-mobile.svg',
  isActive: true,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

async function create(input: TPromotionInputRaw): Promise<TAdminPromotion> {
  const res = await postJson(t, '/admin/promotions', input, content);
  expect(res.status).toBe(200);
  return (await json(res)).data.promotion;
}

const current = async (): Promise<TPromotion[]> =>
  (await json(await getJson(t, '/details/promotions'))).data.promotions;

describe('GET /details/promotions', () => {
  it('lists active promotions inside their window, in order, with their schedule', async () => {
    const running = await create(promotion({ title: 'Running', endsAt: at(2 * HOUR) }));
    const later = await create(promotion({ title: 'Later', startsAt: at(HOUR) }));
    const over = await create(
      promotion({ title: 'Over', startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }),
    );
    const always = await create(promotion({ title: 'Always' }));
    const listed = await current();
    expect(listed.map((p) => p.promotionId)).toEqual([running.promotionId, always.promotionId]);
    expect(listed[0]).toMatchObject({ title: 'Running', ctaRedirection: 'store', startsAt: null });
    expect(Date.parse(listed[0]!.endsAt!)).toBe(Date.parse(running.endsAt!));
    expect(
      listed.some((p) => p.promotionId === later.promotionId || p.promotionId === over.promotionId),
    ).toBe(false);

    // Reorder (every promotion named), then retire: the page follows at once.
    const all = (await json(await getJson(t, '/admin/promotions', content))).data
      .promotions as TAdminPromotion[];
    const ids = all.map((p) => p.promotionId).reverse();
    const order = await postJson(
      t,
      '/admin/promotions/order',
      { promotionIds: ids },
      content,
      'PUT',
    );
    expect(order.status).toBe(200);
    expect((await current()).map((p) => p.promotionId)).toEqual([
      always.promotionId,
      running.promotionId,
    ]);
    const retire = await postJson(
      t,
      `/admin/promotions/${always.promotionId}/active`,
      { isActive: false },
      content,
      'PUT',
    );
    expect(retire.status).toBe(200);
    expect((await current()).map((p) => p.promotionId)).toEqual([running.promotionId]);
    const [entry] = await auditOf(t, 'content.promotion.retire');
    expect(entry?.before).toMatchObject({ promotionId: always.promotionId, isActive: true });
    expect(entry?.after).toMatchObject({ promotionId: always.promotionId, isActive: false });
  });
});

describe('the promotions editor', () => {
  it('edits with the audit entry holding before and after', async () => {
    const created = await create(promotion({ title: 'Before' }));
    const res = await postJson(
      t,
      `/admin/promotions/${created.promotionId}`,
      promotion({ title: 'After', ctaRedirection: 'vip', startsAt: at(HOUR) }),
      content,
      'PUT',
    );
    expect(res.status).toBe(200);
    const [entry] = await auditOf(t, 'content.promotion.update');
    expect(entry?.staffEmail).toBe('content@goldensweeps.test');
    expect(entry?.before).toMatchObject({
      title: 'Before',
      ctaRedirection: 'store',
      startsAt: null,
    });
    expect(entry?.after).toMatchObject({ title: 'After', ctaRedirection: 'vip' });
    expect((await current()).some((p) => p.promotionId === created.promotionId)).toBe(false);
  });

  it('refuses bad inputs with a clear message and writes nothing', async () => {
    const before = (await t.db.select().from(promotions)).length;
    const cases: Array<[Partial<TPromotionInputRaw>, RegExp]> = [
      [{ title: '  ' }, /The title is required/],
      [{ ctaRedirection: 'casino' as 'store' }, /one of store, lobby, redeem, vip/],
      [{ startsAt: at(HOUR), endsAt: at(HOUR - 1000) }, /end time must be after the start time/],
      [{ desktopImageUrl: '//evil.example/a.png' }, /Upload the art/],
      [{ terms: 'x'.repeat(5001) }, /The terms must be at most 5000 characters/],
    ];
    for (const [change, message] of cases) {
      const res = await postJson(t, '/admin/promotions', promotion(change), content);
      const body = await json(res);
      expect(res.status).toBe(400);
      expect(body.errors[0].errorCode).toBe(ERRORS.ValidationError.code);
      expect(body.errors[0].description).toMatch(message);
    }
    expect(
      (await postJson(t, '/admin/promotions/999999', promotion(), content, 'PUT')).status,
    ).toBe(404);
    const order = await postJson(
      t,
      '/admin/promotions/order',
      { promotionIds: [999999] },
      content,
      'PUT',
    );
    expect(order.status).toBe(400);
    expect((await t.db.select().from(promotions)).length).toBe(before);
  });

  it('is refused to support and to visitors', async () => {
    const before = (await t.db.select().from(promotions)).length;
    expect((await postJson(t, '/admin/promotions', promotion(), support)).status).toBe(403);
    expect((await getJson(t, '/admin/promotions', support)).status).toBe(403);
    expect((await postJson(t, '/admin/promotions', promotion())).status).toBe(401);
    expect((await t.db.select().from(promotions)).length).toBe(before);
  });
});
