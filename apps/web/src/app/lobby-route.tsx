import { GameCatalogue } from '../features/games/game-catalogue';
import { LobbyPage } from '../features/lobby/lobby-page';

/**
 * /, /lobby and /play: the lobby feature's page around the games feature's
 * catalogue, composed here because features do not import each other.
 */
export function LobbyRoute() {
  return <LobbyPage catalogue={<GameCatalogue />} />;
}
