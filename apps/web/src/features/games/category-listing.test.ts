import { describe, expect, it } from 'vitest';
import { favoriteGamesQueryKeys } from './api/get-favorite-games';
import { gamesQueryKeys } from './api/get-games';
import { recentlyPlayedQueryKeys } from './api/get-recently-played';
import { categoryListing, isScratchersListing, needsSignIn } from './category-listing';
import { categoryGamesQueryOptions } from './use-category-games';

/** The root of a query key names the call behind it (one client API file per call). */
const callOf = (name: string, viewer: string | null = 'lucky_player', search = '') =>
  categoryGamesQueryOptions(categoryListing(name), viewer, search).queryKey.slice(0, 2);

describe('special category routing (SPEC §2 Special category names)', () => {
  it("lists 'Favorite Games' with GET /casino-games/favorite, for players only", () => {
    const listing = categoryListing('Favorite Games');
    expect(listing).toEqual({ kind: 'favorites', title: 'Favorite Games' });
    expect(needsSignIn(listing)).toBe(true);
    expect(callOf('Favorite Games')).toEqual([...favoriteGamesQueryKeys.all]);
  });

  it("lists 'Recently Played' with GET /casino-games/recently-played, for players only", () => {
    const listing = categoryListing('Recently Played');
    expect(listing).toEqual({ kind: 'recentlyPlayed', title: 'Recently Played' });
    expect(needsSignIn(listing)).toBe(true);
    expect(callOf('Recently Played')).toEqual([...recentlyPlayedQueryKeys.all]);
  });

  it("lists 'All Games' with GET /casino-games?subCategoryName=All Games, for everyone", () => {
    const listing = categoryListing('All Games');
    expect(listing).toEqual({
      kind: 'category',
      title: 'All Games',
      subCategoryName: 'All Games',
    });
    expect(needsSignIn(listing)).toBe(false);
    expect(callOf('All Games', null)).toEqual([...gamesQueryKeys.all]);
  });

  it.each(['Slots', 'Scratchers', 'Table Games', 'Originals', 'Popular', 'New Releases'])(
    'lists %s with GET /casino-games?subCategoryName=<name>',
    (name) => {
      const listing = categoryListing(name);
      expect(listing).toEqual({ kind: 'category', title: name, subCategoryName: name });
      expect(callOf(name, null)).toEqual([...gamesQueryKeys.all]);
      expect(categoryGamesQueryOptions(listing, null, 'drag').queryKey).toEqual(
        gamesQueryKeys.list(null, { subCategoryName: name, search: 'drag' }),
      );
    },
  );

  it('recognises the special names in any letter case', () => {
    expect(categoryListing('favorite games').kind).toBe('favorites');
    expect(categoryListing('RECENTLY PLAYED').kind).toBe('recentlyPlayed');
    expect(categoryListing(' all games ')).toMatchObject({ subCategoryName: 'All Games' });
  });

  it('gives the scratchers category its banner and no other', () => {
    expect(isScratchersListing(categoryListing('Scratchers'))).toBe(true);
    expect(isScratchersListing(categoryListing('scratchers'))).toBe(true);
    expect(isScratchersListing(categoryListing('Slots'))).toBe(false);
    expect(isScratchersListing(categoryListing('Favorite Games'))).toBe(false);
  });
});
