/** The master casino game id of a /game-play/{gameId} route, or null when it is not one. */
export function parseGameId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
