import { useInfiniteQuery } from '@tanstack/react-query';
import { favoriteGamesInfiniteQueryOptions } from './api/get-favorite-games';
import { gamesInfiniteQueryOptions } from './api/get-games';
import { recentlyPlayedInfiniteQueryOptions } from './api/get-recently-played';
import { needsSignIn, type CategoryListing } from './category-listing';
import { useViewer } from './use-viewer';

/**
 * The TanStack options that list a category's games: GET
 * /casino-games/favorite, /casino-games/recently-played or /casino-games
 * (with the search, which only the last one takes).
 */
export function categoryGamesQueryOptions(
  listing: CategoryListing,
  viewer: string | null,
  search = '',
) {
  switch (listing.kind) {
    case 'favorites':
      return favoriteGamesInfiniteQueryOptions(viewer ?? '');
    case 'recentlyPlayed':
      return recentlyPlayedInfiniteQueryOptions(viewer ?? '');
    case 'category':
      return gamesInfiniteQueryOptions(viewer, {
        subCategoryName: listing.subCategoryName,
        search,
      });
  }
}

/** The games of a category page or of a lobby search, 16 at a time. */
export function useCategoryGames(listing: CategoryListing, search = '') {
  const viewer = useViewer();
  const allowed = !needsSignIn(listing) || viewer !== null;
  return useInfiniteQuery({
    ...categoryGamesQueryOptions(listing, viewer, search),
    enabled: allowed,
  });
}
