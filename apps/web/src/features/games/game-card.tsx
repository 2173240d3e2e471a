import { memo, useId } from 'react';
import type { TGameCard } from '@app/contracts/games';
import { PlayIcon } from '../../components/icons';
import { selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import { FavoriteButton } from './favorite-button';
import { usePlayNow } from './use-play-now';

interface GameCardProps {
  readonly game: TGameCard;
  /** Cards of the first screen load their art at once; the rest when scrolled near. */
  readonly eager?: boolean;
}

/**
 * A game tile: its art, name, 'Play Now' (the whole tile plays) and, for
 * signed-in players, the favourite heart. A row drawn again (its arrows
 * changing) leaves its unchanged tiles alone.
 */
export const GameCard = memo(function GameCard({ game, eager = false }: GameCardProps) {
  const titleId = useId();
  const isSignedIn = useUiStore(selectIsSignedIn);
  const { playNow, isLaunching } = usePlayNow();
  return (
    <article className="game-card" aria-labelledby={titleId} aria-busy={isLaunching}>
      <div className="game-card__art">
        <img
          className="game-card__image"
          src={game.imageUrl}
          alt=""
          width={300}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
        />
        <button
          type="button"
          className="game-card__play"
          aria-describedby={titleId}
          disabled={isLaunching}
          onClick={() => playNow(game)}
        >
          <span className="game-card__play-label">
            {isLaunching ? (
              <span className="btn__spinner" aria-hidden="true" />
            ) : (
              <PlayIcon size={14} />
            )}
            Play Now
          </span>
        </button>
        {isSignedIn && <FavoriteButton game={game} />}
      </div>
      <h3 id={titleId} className="game-card__name">
        {game.name}
      </h3>
    </article>
  );
});
