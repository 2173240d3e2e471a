// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TAdminBanner } from '@app/contracts/content-admin';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { BannersPage } from './banners-page';

const HOUR = 3_600_000;

const banner = (overrides: Partial<TAdminBanner>): TAdminBanner => ({
  bannerId: 1,
  pageName: 'lobbySlider',
  visibility: 0,
  textOne: null,
  textTwo: 'Welcome offer',
  textThree: null,
  desktopImageUrl: '/images/banners/welcome.png',
  mobileImageUrl: null,
  btnText: null,
  btnRedirection: null,
  sortOrder: 1,
  isActive: true,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

const BANNERS = [
  banner({}),
  banner({
    bannerId: 2,
    textTwo: 'Holiday drops',
    visibility: 1,
    sortOrder: 2,
    startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  }),
  banner({ bannerId: 3, textTwo: 'Old campaign', sortOrder: 3, isActive: false }),
  banner({ bannerId: 4, pageName: 'scratchersPage', textTwo: 'Scratch and win', sortOrder: 1 }),
];

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve() {
  return fakeServer((method, url) => {
    if (url === '/api/v1/admin/content/art') return { data: { url: '/uploads/content/new.png' } };
    if (method === 'GET') return { data: { banners: BANNERS } };
    return { data: { banner: BANNERS[0] } };
  });
}

async function open() {
  const server = serve();
  vi.stubGlobal('fetch', server.fetch);
  const view = renderAs('content', <BannersPage />);
  unmount = view.unmount;
  await settle();
  return { server, container: view.container };
}

const field = (scope: ParentNode, label: string) => {
  const found = [...scope.querySelectorAll('label')].find((l) => l.textContent === label);
  return document.getElementById(found!.htmlFor) as HTMLInputElement;
};

const rowTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('.content-row')].map((row) => row.textContent ?? '');

describe('the banners editor (decision 059)', () => {
  it('lists the chosen page in order with thumbnails, visibility and schedule state', async () => {
    const { container } = await open();
    const rows = rowTexts(container);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/Welcome offer.*Visitors · Always · live/);
    expect(rows[1]).toMatch(/Holiday drops.*Signed-in · From .* · scheduled/);
    expect(rows[2]).toMatch(/Old campaign.*retired/);
    expect(buttonNamed(container.querySelectorAll('.content-row')[2]!, 'Activate')).toBeTruthy();
    const thumbs = [...container.querySelectorAll('.content-row img')];
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      '/images/banners/welcome.png',
      '/images/banners/welcome.png',
      '/images/banners/welcome.png',
    ]);

    const page = container.querySelector<HTMLSelectElement>('.content-toolbar select')!;
    act(() => {
      page.value = 'scratchersPage';
      page.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(rowTexts(container)).toEqual([expect.stringContaining('Scratch and win')]);
  });

  it('moves a banner down by sending the whole page in its new order', async () => {
    const { server, container } = await open();
    const down = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Move Welcome offer down"]',
    )!;
    await act(async () => down.click());
    await settle();
    expect(server.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/v1/admin/content/banners/order',
      body: { pageName: 'lobbySlider', bannerIds: [2, 1, 3] },
    });
  });

  it('uploads the art, refuses an end before the start, then saves the banner with its schedule', async () => {
    const { server, container } = await open();
    act(() => buttonNamed(container, 'New banner')?.click());
    const form = container.querySelector<HTMLFormElement>('form[aria-label="New banner"]')!;
    typeInto(field(form, 'Text two (headline)'), 'Spring drops');
    typeInto(field(form, 'Button link (store, lobby, redeem, vip or a /path)'), 'store');

    // Saving without art names what is missing, and nothing reaches the server.
    await act(async () => form.requestSubmit());
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(
      'Upload the art (PNG or JPEG) or choose one of the site images',
    );

    const art = field(form, 'Desktop art');
    Object.defineProperty(art, 'files', {
      value: [new File([new Uint8Array([137, 80, 78, 71])], 'art.png', { type: 'image/png' })],
    });
    await act(async () => art.dispatchEvent(new Event('change', { bubbles: true })));
    await settle();
    expect(form.querySelector('img[alt="Desktop art preview"]')?.getAttribute('src')).toBe(
      '/uploads/content/new.png',
    );
    expect(
      form.querySelector('[aria-label="Preview at the site\'s breakpoints"]')?.textContent,
    ).toContain('Spring drops');

    typeInto(field(form, 'Starts (optional)'), '2026-12-01T10:00');
    typeInto(field(form, 'Ends (optional)'), '2026-11-30T10:00');
    await act(async () => form.requestSubmit());
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(
      'The end time must be after the start time',
    );
    expect(server.calls.some((c) => c.method === 'POST' && c.url.endsWith('/banners'))).toBe(false);

    typeInto(field(form, 'Ends (optional)'), '2026-12-08T10:00');
    await act(async () => form.requestSubmit());
    await settle();
    const post = server.calls.find((c) => c.method === 'POST' && c.url.endsWith('/banners'));
    expect(post?.body).toMatchObject({
      pageName: 'lobbySlider',
      textTwo: 'Spring drops',
      btnRedirection: 'store',
      desktopImageUrl: '/uploads/content/new.png',
      startsAt: new Date('2026-12-01T10:00').toISOString(),
      endsAt: new Date('2026-12-08T10:00').toISOString(),
      isActive: true,
    });
    expect(container.querySelector('form[aria-label="New banner"]')).toBeNull();
  });
});
