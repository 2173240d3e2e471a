import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ERRORS } from '@app/contracts/error-codes';
import type { TBanner, TPopup } from '@app/contracts/content';
import type { TAdminBanner, TBannerInputRaw, TPopupInputRaw } from '@app/contracts/content-admin';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { webDistFixture } from '../../test/web-dist-fixture';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { LOBBY_BANNERS_SCRIPT_ID } from './lobby-preload';
import { banners, popups } from './content.tables';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let t: TestApp;
let content: string;
let support: string;
let admin: string;
beforeAll(async () => {
  // The lobby's server-rendered head needs an index.html: CI runs this before any build.
  t = await startTestApp({ env: { WEB_DIST_DIR: webDistFixture() } });
  content = await staffSignIn(t, 'content');
  support = await staffSignIn(t, 'support');
  admin = await staffSignIn(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const banner = (overrides: Partial<TBannerInputRaw> = {}): TBannerInputRaw => ({
  pageName: 'promotionPage',
  visibility: 0,
  textOne: 'Spring Event',
  textTwo: 'Double Gold Coins',
  textThree: null,
  desktopImageUrl: '/images/banners/welcome-offer-desktop.svg',
  mobileImageUrl: null,
  btnText: 'Get Coins',
  btnRedirection: 'store',
  isActive: true,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

const popup = (overrides: Partial<TPopupInputRaw> = {}): TPopupInputRaw => ({
  popupName: 'vipPage',
  visibility: 2,
  isActive: true,
  textOne: 'VIP Week',
  textTwo: 'Rewards for every tier',
  textThree: null,
  btnText: 'See VIP',
  btnRedirection: 'vip',
  desktopImageUrl: null,
  offer: null,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

async function createBanner(input: TBannerInputRaw): Promise<TAdminBanner> {
  const res = await postJson(t, '/admin/content/banners', input, content);
  expect(res.status).toBe(200);
  return (await json(res)).data.banner;
}

const publicBanners = async (pageName: string): Promise<TBanner[]> =>
  (await json(await getJson(t, `/details/banners?pageName=${pageName}`))).data.banners;
const publicPopups = async (): Promise<TPopup[]> =>
  (await json(await getJson(t, '/details/popups'))).data.popups;

async function errorOf(res: Response) {
  const body = await json(res);
  return {
    status: res.status,
    code: body.errors?.[0]?.errorCode,
    text: body.errors?.[0]?.description,
  };
}

describe('schedules on the public lists', () => {
  it('shows a banner only inside its window, with its visibility, in order, the lobby head too', async () => {
    const running = await createBanner(
      banner({
        pageName: 'lobbySlider',
        textTwo: 'Running now',
        startsAt: at(-HOUR),
        endsAt: at(HOUR),
      }),
    );
    const later = await createBanner(
      banner({ pageName: 'lobbySlider', textTwo: 'Starts later', startsAt: at(HOUR) }),
    );
    const over = await createBanner(
      banner({ pageName: 'lobbySlider', textTwo: 'Already over', endsAt: at(-1000) }),
    );
    const signedIn = await createBanner(
      banner({ pageName: 'lobbySlider', visibility: 1, textTwo: 'Players only' }),
    );
    const ids = (await publicBanners('lobbySlider')).map((b) => b.bannerId);
    expect(ids).toContain(running.bannerId);
    expect(ids).toContain(signedIn.bannerId);
    expect(ids).not.toContain(later.bannerId);
    expect(ids).not.toContain(over.bannerId);
    // A new banner comes last on its page.
    const orders = (await publicBanners('lobbySlider')).map((b) => b.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(running.sortOrder).toBeLessThan(signedIn.sortOrder);

    const page = await (await t.request('/')).text();
    const script = new RegExp(
      `<script type="application/json" id="${LOBBY_BANNERS_SCRIPT_ID}">(.*?)</script>`,
    );
    const preloaded = JSON.parse(script.exec(page)![1]!).banners as TBanner[];
    const preloadedIds = preloaded.map((b) => b.bannerId);
    expect(preloadedIds).toContain(running.bannerId);
    expect(preloadedIds).not.toContain(later.bannerId);
    expect(preloadedIds).not.toContain(over.bannerId);
  });

  it('shows a popup only while active and inside its window, keeping its visibility code', async () => {
    const now = (
      await json(await postJson(t, '/admin/content/popups', popup({ visibility: 1 }), content))
    ).data.popup;
    const soon = (
      await json(await postJson(t, '/admin/content/popups', popup({ startsAt: at(HOUR) }), content))
    ).data.popup;
    let listed = await publicPopups();
    expect(listed.find((p) => p.popupId === now.popupId)?.visibility).toBe(1);
    expect(listed.some((p) => p.popupId === soon.popupId)).toBe(false);

    const retired = await postJson(
      t,
      `/admin/content/popups/${now.popupId}/active`,
      { isActive: false },
      content,
      'PUT',
    );
    expect(retired.status).toBe(200);
    listed = await publicPopups();
    expect(listed.some((p) => p.popupId === now.popupId)).toBe(false);
  });
});

describe('the banner editor', () => {
  it('edits, retires and reorders with the audit entry holding before and after', async () => {
    const created = await createBanner(banner({ pageName: 'rewardPage', textTwo: 'First' }));
    const second = await createBanner(banner({ pageName: 'rewardPage', textTwo: 'Second' }));
    const [createEntry] = await auditOf(t, 'content.banner.create');
    expect(createEntry?.staffEmail).toBe('content@goldensweeps.test');

    const edit = await postJson(
      t,
      `/admin/content/banners/${created.bannerId}`,
      banner({ pageName: 'rewardPage', textTwo: 'First, edited', visibility: 1 }),
      content,
      'PUT',
    );
    expect(edit.status).toBe(200);
    expect((await json(edit)).data.banner).toMatchObject({
      textTwo: 'First, edited',
      visibility: 1,
    });
    const [entry] = await auditOf(t, 'content.banner.update');
    expect(entry?.target).toBe(`banner:${created.bannerId}`);
    expect(entry?.before).toMatchObject({ textTwo: 'First', visibility: 0 });
    expect(entry?.after).toMatchObject({ textTwo: 'First, edited', visibility: 1 });

    // The order names every banner of the page (the seed's too): the second goes first.
    const pageIds = (await json(await getJson(t, '/admin/content/banners', content))).data.banners
      .filter((b: TAdminBanner) => b.pageName === 'rewardPage')
      .map((b: TAdminBanner) => b.bannerId);
    const wanted = [second.bannerId, ...pageIds.filter((id: number) => id !== second.bannerId)];
    const order = await postJson(
      t,
      '/admin/content/banners/order',
      { pageName: 'rewardPage', bannerIds: wanted },
      content,
      'PUT',
    );
    expect(order.status).toBe(200);
    const rewardIds = (await publicBanners('rewardPage')).map((b) => b.bannerId);
    expect(rewardIds.indexOf(second.bannerId)).toBeLessThan(rewardIds.indexOf(created.bannerId));
    const [reorder] = await auditOf(t, 'content.banner.reorder');
    expect(reorder?.before).toEqual(pageIds);
    expect(reorder?.after).toEqual(wanted);

    const retire = await postJson(
      t,
      `/admin/content/banners/${second.bannerId}/active`,
      { isActive: false },
      content,
      'PUT',
    );
    expect(retire.status).toBe(200);
    expect((await publicBanners('rewardPage')).some((b) => b.bannerId === second.bannerId)).toBe(
      false,
    );
    const [retired] = await auditOf(t, 'content.banner.retire');
    expect(retired?.before).toMatchObject({ isActive: true });
    expect(retired?.after).toMatchObject({ isActive: false });

    const all = (await json(await getJson(t, '/admin/content/banners', content))).data.banners;
    expect(all.find((b: TAdminBanner) => b.bannerId === second.bannerId)?.isActive).toBe(false);
  });

  it('refuses bad inputs with a clear message and writes nothing', async () => {
    const before = (await t.db.select().from(banners)).length;
    const cases: Array<[Partial<TBannerInputRaw>, RegExp]> = [
      [{ startsAt: at(HOUR), endsAt: at(-HOUR) }, /end time must be after the start time/],
      [{ endsAt: 'next tuesday' }, /end time is not a valid date and time/],
      [{ desktopImageUrl: 'https://evil.example/x.png' }, /Upload the art/],
      [{ btnRedirection: 'javascript:alert(1)' }, /link must be one of store, lobby, redeem, vip/],
      [{ visibility: 2 as 0 }, /Visibility must be 0/],
      [{ pageName: 'nowhere' as 'lobbySlider' }, /pageName must be one of/],
    ];
    for (const [change, message] of cases) {
      const res = await postJson(t, '/admin/content/banners', banner(change), content);
      const error = await errorOf(res);
      expect(error.status).toBe(400);
      expect(error.code).toBe(ERRORS.ValidationError.code);
      expect(error.text).toMatch(message);
    }
    const missing = await postJson(t, '/admin/content/banners/999999', banner(), content, 'PUT');
    expect(missing.status).toBe(404);
    const stranger = await postJson(
      t,
      '/admin/content/banners/order',
      { pageName: 'storePage', bannerIds: [999999] },
      content,
      'PUT',
    );
    expect((await errorOf(stranger)).text).toMatch(/Banner 999999 is not on this page/);
    expect((await t.db.select().from(banners)).length).toBe(before);
  });

  it('edits every popup field and audits it', async () => {
    const created = (await json(await postJson(t, '/admin/content/popups', popup(), content))).data
      .popup;
    const res = await postJson(
      t,
      `/admin/content/popups/${created.popupId}`,
      popup({
        popupName: 'storePage',
        textThree: 'Ends Sunday',
        btnRedirection: 'store',
        visibility: 0,
      }),
      content,
      'PUT',
    );
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(popups).where(eq(popups.popupId, created.popupId));
    expect(row).toMatchObject({ popupName: 'storePage', textThree: 'Ends Sunday', visibility: 0 });
    const [entry] = await auditOf(t, 'content.popup.update');
    expect(entry?.before).toMatchObject({ popupName: 'vipPage', textThree: null });
    expect(entry?.after).toMatchObject({ popupName: 'storePage', textThree: 'Ends Sunday' });
    const bad = await postJson(
      t,
      '/admin/content/popups',
      popup({ btnRedirection: 'casino' as 'vip' }),
      content,
    );
    expect((await errorOf(bad)).text).toMatch(/one of store, lobby, redeem, vip/);
  });
});

describe('art uploads', () => {
  const upload = (bytes: Buffer, name: string, type: string, cookie = content) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return t.request('/api/v1/admin/content/art', {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
  };

  it('stores a decoded PNG under /uploads/content/ and serves it', async () => {
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#f5c542' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'banner.png', 'image/png');
    expect(res.status).toBe(200);
    const { url } = (await json(res)).data;
    expect(url).toMatch(/^\/uploads\/content\/[0-9a-f]{32}\.png$/);
    const served = await t.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a file that only claims to be an image', async () => {
    const fake = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<script>')]);
    const error = await errorOf(await upload(fake, 'banner.png', 'image/png'));
    expect(error.status).toBe(400);
    expect(error.text).toBe('Please select a PNG, JPEG, or JPG file.');
  });

  it('is refused to a member without content.write', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', 'image/png', support)).status).toBe(403);
  });
});

describe('permissions', () => {
  it('lets content and admin edit, refuses support, players and visitors', async () => {
    expect((await getJson(t, '/admin/content/banners', admin)).status).toBe(200);
    expect((await getJson(t, '/admin/content/popups', content)).status).toBe(200);
    const before = (await t.db.select().from(banners)).length;
    expect((await postJson(t, '/admin/content/banners', banner(), support)).status).toBe(403);
    expect((await getJson(t, '/admin/content/popups', support)).status).toBe(403);
    const player = await signUpVerified(t);
    expect((await postJson(t, '/admin/content/banners', banner(), player.cookie)).status).toBe(401);
    expect((await postJson(t, '/admin/content/banners', banner())).status).toBe(401);
    expect((await t.db.select().from(banners)).length).toBe(before);
  });

  it('refuses a content member the money routes', async () => {
    const player = await signUpVerified(t);
    const adjustment = await postJson(
      t,
      `/admin/players/${player.userId}/adjustments`,
      { currency: 'GC', amount: '10.00', direction: 'credit', reason: 'Goodwill credit' },
      content,
    );
    expect(adjustment.status).toBe(403);
    expect((await errorOf(adjustment)).code).toBe(ERRORS.StaffPermissionDenied.code);
    expect((await getJson(t, '/admin/adjustments', content)).status).toBe(403);
    expect((await getJson(t, '/admin/redemptions', content)).status).toBe(403);
  });
});
