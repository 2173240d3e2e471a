/** Fixed category names of SPEC §2 (the same as SPECIAL_CATEGORIES in the contracts). */
export const CATEGORY_NAMES = {
  allGames: 'All Games',
  favoriteGames: 'Favorite Games',
  recentlyPlayed: 'Recently Played',
} as const;
