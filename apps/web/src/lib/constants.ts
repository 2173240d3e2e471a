/** Client-side constants of SPEC §2 and §9 that only the web app uses. */
export const SEARCH_DEBOUNCE_MS = 300;
export const GAMES_PAGE_SIZE = 16;

/** Fixed category names of SPEC §2. */
export const CATEGORY_NAMES = {
  allGames: 'All Games',
  favoriteGames: 'Favorite Games',
  recentlyPlayed: 'Recently Played',
} as const;
