import type { TGameCard } from '@app/contracts/games';
import { HeartIcon } from '../../components/icons';
import { useToggleFavorite } from './api/toggle-favorite';

/** The favourite heart of a game card (signed-in players only, SPEC §2 Lobby). */
export function FavoriteButton({ game }: { readonly game: TGameCard }) {
  const toggle = useToggleFavorite();
  const isFavorite = game.FavoriteGames;
  return (
    <button
      type="button"
      className={isFavorite ? 'game-card__favorite is-on' : 'game-card__favorite'}
      aria-label={`Favorite ${game.name}`}
      aria-pressed={isFavorite}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ gameId: game.masterCasinoGameId, request: !isFavorite })}
    >
      <HeartIcon size={18} fill={isFavorite ? 'currentColor' : 'none'} />
    </button>
  );
}
