import { Link, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons';
import { ApiError } from '../../lib/api-client';
import { PATHS } from '../../lib/paths';
import { useLaunchedGame } from './api/launch-game';
import { GameClient } from './game-client';
import { parseGameId } from './game-id';
import './game-play.css';

function StageMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="game-table-pending" role="alert">
      <p className="game-table-pending__title">{title}</p>
      <p className="game-table-pending__text">{text}</p>
      <Link className="btn btn--primary" to={PATHS.home}>
        Back to Lobby
      </Link>
    </div>
  );
}

/**
 * /game-play/{gameId} (private; no footer): the launched game's name, a
 * back arrow to the lobby and the stage where the game client mounts.
 */
export function GamePlayPage() {
  const { gameId: param } = useParams();
  const gameId = parseGameId(param);
  const { data: game, error, isPending } = useLaunchedGame(gameId);
  const missing = gameId === null || (error instanceof ApiError && error.status === 404);

  return (
    <section className="game-play" aria-labelledby="game-play-title">
      <header className="game-play__bar">
        <Link to={PATHS.home} className="icon-button game-play__back" aria-label="Back to Lobby">
          <ArrowLeftIcon />
        </Link>
        <h1 id="game-play-title" className="game-play__title">
          {game?.name ?? (missing ? 'Game not found' : 'Opening game')}
        </h1>
      </header>
      <div data-testid="game-stage" className="game-play__stage">
        {game ? (
          <GameClient game={game} />
        ) : missing ? (
          <StageMessage title="Game not found" text="This game is not in our lobby any more." />
        ) : error ? (
          <StageMessage title="The game could not be opened" text="Please try again in a moment." />
        ) : (
          isPending && (
            <div className="game-table-pending" role="status">
              <span className="game-table-pending__spinner" aria-hidden="true" />
              <p className="game-table-pending__text">Opening game…</p>
            </div>
          )
        )}
      </div>
    </section>
  );
}
