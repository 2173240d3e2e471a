import { SPECIAL_CATEGORIES } from '@app/contracts/constants';

/**
 * Which call lists the games of /games/category/{subCategoryName} (SPEC §2
 * Special category names): the player's favourites and recently played
 * games have calls of their own (SPEC §7) and need a signed-in player;
 * 'All Games' and every named category go to GET /casino-games.
 */
export type CategoryListing =
  | { readonly kind: 'favorites'; readonly title: string }
  | { readonly kind: 'recentlyPlayed'; readonly title: string }
  | { readonly kind: 'category'; readonly title: string; readonly subCategoryName: string };

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export function categoryListing(subCategoryName: string): CategoryListing {
  const name = subCategoryName.trim();
  if (same(name, SPECIAL_CATEGORIES.FAVORITE_GAMES)) {
    return { kind: 'favorites', title: SPECIAL_CATEGORIES.FAVORITE_GAMES };
  }
  if (same(name, SPECIAL_CATEGORIES.RECENTLY_PLAYED)) {
    return { kind: 'recentlyPlayed', title: SPECIAL_CATEGORIES.RECENTLY_PLAYED };
  }
  if (same(name, SPECIAL_CATEGORIES.ALL_GAMES)) {
    return {
      kind: 'category',
      title: SPECIAL_CATEGORIES.ALL_GAMES,
      subCategoryName: SPECIAL_CATEGORIES.ALL_GAMES,
    };
  }
  return { kind: 'category', title: name, subCategoryName: name };
}

/** Favourites and recently played belong to a player: visitors get the login prompt. */
export const needsSignIn = (listing: CategoryListing): boolean => listing.kind !== 'category';

/** The scratchers category shows its own banner (SPEC §3 Banner, scratchersPage). */
export const isScratchersListing = (listing: CategoryListing): boolean =>
  listing.kind === 'category' && same(listing.subCategoryName, SPECIAL_CATEGORIES.SCRATCHERS);
