import type { TGameCard } from '@app/contracts/games';
import { GameCard } from './game-card';

/** How many cards of a grid load their art at once (the first screen on a desktop). */
const EAGER_CARDS = 8;

/** Games in a responsive grid of rounded art tiles. */
export function GameGrid({ games }: { readonly games: readonly TGameCard[] }) {
  return (
    <ul className="game-grid">
      {games.map((game, index) => (
        <li key={game.masterCasinoGameId}>
          <GameCard game={game} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** Shimmering placeholders in the grid's shape while games load. */
export function GameGridSkeleton({ count = 8 }: { readonly count?: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="game-card game-card--skeleton">
            <div className="game-card__art" />
            <div className="game-card__name-skeleton" />
          </div>
        </li>
      ))}
    </ul>
  );
}
