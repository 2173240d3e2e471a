import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { openModal, selectIsSignedIn, useUiStore } from '../../lib/ui-store';

/** The promotional banner at the top of the lobby. */
export function LobbyBanner() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  return (
    <section className="lobby-banner" aria-labelledby="lobby-banner-title">
      <div className="lobby-banner__content">
        <p className="lobby-banner__eyebrow">Free-to-play social casino</p>
        <h2 id="lobby-banner-title" className="lobby-banner__title">
          Spin, win and <span className="text-gold">shine</span> every day
        </h2>
        <p className="lobby-banner__text">
          {isSignedIn
            ? 'Top up your Gold Coins, claim your daily bonus and jump back into the action.'
            : 'Create your free account to claim a welcome bonus and play with Gold Coins and Sweepstakes Coins.'}
        </p>
        <div className="lobby-banner__actions">
          {isSignedIn ? (
            <Link className="btn btn--primary btn--lg" to={PATHS.store}>
              Get Coins
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--lg"
              onClick={() => openModal('signup')}
            >
              Join Now
            </button>
          )}
          <Link className="btn btn--ghost btn--lg" to={PATHS.promotions}>
            See Promotions
          </Link>
        </div>
        <p className="lobby-banner__fineprint">
          No purchase necessary. Void where prohibited. 18+.
        </p>
      </div>
      <div className="lobby-banner__art" aria-hidden="true">
        <span className="coin coin--lg" />
        <span className="coin coin--md" />
        <span className="coin coin--sm" />
        <span className="lobby-banner__glow" />
      </div>
    </section>
  );
}
