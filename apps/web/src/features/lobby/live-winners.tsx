import { TrophyIcon } from '../../components/icons';
import { formatCoins } from '../../lib/coins';
import { useIdle } from '../../lib/idle';
import { useLiveWinners } from './api/get-live-winners';
import { liveWinnerKey } from './live-winner-feed';
import { useLiveWinnerFeed } from './use-live-winner-feed';

const COIN_NAMES = { GC: 'Gold Coins', SC: 'Sweepstakes Coins' } as const;

/**
 * The lobby's live-winners strip (SPEC §1): the latest big wins, new ones
 * sliding in first. The strip shows at once; its list and live channel are
 * asked for once the page is idle, after the first screen's own work.
 */
export function LiveWinners() {
  const idle = useIdle();
  const { data: winners = [], isPending } = useLiveWinners(idle);
  useLiveWinnerFeed(idle);

  return (
    <section className="live-winners" aria-labelledby="live-winners-title">
      <h2 id="live-winners-title" className="live-winners__title">
        <span className="live-winners__pulse" aria-hidden="true" />
        Live Wins
      </h2>
      {winners.length === 0 ? (
        <p className="live-winners__empty">
          {isPending
            ? 'Loading the latest wins…'
            : 'Big wins will appear here the moment they land.'}
        </p>
      ) : (
        // It scrolls sideways on a phone: focusable, so a keyboard can scroll it (WCAG 2.1.1).
        <ol
          className="live-winners__list"
          aria-live="polite"
          aria-relevant="additions"
          aria-labelledby="live-winners-title"
          tabIndex={0}
        >
          {winners.map((winner) => (
            <li key={liveWinnerKey(winner)} className="live-winner">
              {winner.imageUrl ? (
                <img
                  className="live-winner__art"
                  src={winner.imageUrl}
                  alt=""
                  width={30}
                  height={40}
                  loading="lazy"
                />
              ) : (
                <span className="live-winner__art live-winner__art--trophy" aria-hidden="true">
                  <TrophyIcon size={18} />
                </span>
              )}
              <span className="live-winner__who">
                <span className="live-winner__name">{winner.userName}</span>
                <span className="live-winner__game">{winner.gameName}</span>
              </span>
              <span className={`live-winner__amount live-winner__amount--${winner.coinType}`}>
                <span
                  className={`coin-badge coin-badge--${winner.coinType.toLowerCase()}`}
                  aria-hidden="true"
                >
                  {winner.coinType}
                </span>
                {formatCoins(winner.winAmount)}
                <span className="visually-hidden"> {COIN_NAMES[winner.coinType]}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
