import { Suspense, createElement } from 'react';
import { gameClientFor, type GameClientProps } from './game-clients';

/**
 * The game client of the launched game's engine type, loaded on demand.
 * The clients are created once, in game-clients.ts, so the one picked here
 * keeps its state across renders.
 */
export function GameClient({ game }: GameClientProps) {
  return (
    <Suspense
      fallback={
        <div className="game-table-pending" role="status">
          <span className="game-table-pending__spinner" aria-hidden="true" />
          <p className="game-table-pending__text">Loading {game.name}…</p>
        </div>
      }
    >
      {createElement(gameClientFor(game.gameType), { game })}
    </Suspense>
  );
}
