/**
 * What the game page hands every client: the launched game (the answer of
 * POST /casino-games/launch-game). Structurally the `GameClientProps` of
 * `features/games/game-clients.ts`, kept here so the clients need nothing
 * from the page that loads them.
 */
export interface LaunchedGameInfo {
  readonly gameId: number;
  readonly name: string;
  readonly gameType: string;
  readonly themeKey: string;
}

export interface GameClientProps {
  readonly game: LaunchedGameInfo;
}
