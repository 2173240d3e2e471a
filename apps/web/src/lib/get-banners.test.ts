import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TBanner } from '@app/contracts/content';
import { LOBBY_BANNERS_SCRIPT_ID, bannersQueryKeys, seedPageBanners } from './get-banners';

const banner: TBanner = {
  bannerId: 1,
  pageName: 'lobbySlider',
  visibility: 0,
  textOne: 'Welcome Offer',
  textTwo: '50,000 GC + 2 SC Free',
  textThree: null,
  desktopImageUrl: '/d.svg',
  mobileImageUrl: '/m.svg',
  btnText: 'Join Now',
  btnRedirection: null,
  sortOrder: 1,
};

/** A page whose only element is the banner script (or nothing). */
const page = (text: string | null) =>
  ({
    getElementById: (id: string) =>
      id === LOBBY_BANNERS_SCRIPT_ID && text !== null ? { textContent: text } : null,
  }) as unknown as Document;

const cached = (client: QueryClient) =>
  client.getQueryData<TBanner[]>(bannersQueryKeys.page('lobbySlider'));

describe('seedPageBanners', () => {
  it('puts the banners the page carries into the cache, fresh', () => {
    const client = new QueryClient();
    seedPageBanners(client, page(JSON.stringify({ banners: [banner] })));
    expect(cached(client)).toEqual([banner]);
    const state = client.getQueryState(bannersQueryKeys.page('lobbySlider'));
    expect(state?.status).toBe('success');
    expect(state?.dataUpdatedAt).toBeGreaterThan(Date.now() - 5_000);
  });

  it('leaves the cache alone without the script or with unreadable content', () => {
    for (const text of [null, '', '{not json', '{"banners":{}}', 'null']) {
      const client = new QueryClient();
      seedPageBanners(client, page(text));
      expect(cached(client)).toBeUndefined();
    }
  });
});
