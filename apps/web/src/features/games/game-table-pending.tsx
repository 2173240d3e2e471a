import type { GameClientProps } from './game-clients';

/** What a game shows while its table is being set up: its name and a spinner, no play. */
export function GameTablePending({ game }: GameClientProps) {
  return (
    <div className="game-table-pending" role="status">
      <span className="game-table-pending__spinner" aria-hidden="true" />
      <p className="game-table-pending__title">{game.name}</p>
      <p className="game-table-pending__text">The game is loading its table…</p>
    </div>
  );
}
