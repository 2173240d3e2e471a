import { Link, NavLink } from 'react-router';
import {
  ClockIcon,
  CoinsIcon,
  HeartIcon,
  LobbyIcon,
  SearchIcon,
  UserIcon,
  UserPlusIcon,
} from '../components/icons';
import { CoinSwitch } from '../features/wallet/coin-switch';
import { CATEGORY_NAMES } from '../lib/constants';
import { PATHS, categoryPath } from '../lib/paths';
import { openModal, selectIsSignedIn, useUiStore } from '../lib/ui-store';

interface BottomNavProps {
  /** False on a game: the bar keeps only the GC/SC switch and balances. */
  readonly shortcuts?: boolean;
}

/**
 * Mobile bottom navigation (below 767 px). Signed-in players get the GC/SC
 * switch with both balances above the shortcuts (SPEC §2 Navigation chrome);
 * on a game page the switch alone stays, so the balance is in view while
 * playing.
 */
export function BottomNav({ shortcuts = true }: BottomNavProps) {
  const isSignedIn = useUiStore(selectIsSignedIn);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'bottom-nav__item is-active' : 'bottom-nav__item';

  if (!shortcuts) {
    return isSignedIn ? (
      <div className="bottom-nav" role="region" aria-label="Your coins">
        <div className="bottom-nav__wallet">
          <CoinSwitch variant="bar" />
        </div>
      </div>
    ) : null;
  }

  return (
    <nav className="bottom-nav" aria-label="Quick links">
      {isSignedIn && (
        <div className="bottom-nav__wallet">
          <CoinSwitch variant="bar" />
        </div>
      )}
      <div className="bottom-nav__items">
        <NavLink to={PATHS.home} end className={linkClass}>
          <LobbyIcon />
          <span>Lobby</span>
        </NavLink>
        <Link to={PATHS.lobby} state={{ focusSearch: true }} className="bottom-nav__item">
          <SearchIcon />
          <span>Search</span>
        </Link>
        {isSignedIn ? (
          <>
            <Link to={PATHS.store} className="bottom-nav__item bottom-nav__item--primary">
              <CoinsIcon />
              <span>Get Coins</span>
            </Link>
            <NavLink to={categoryPath(CATEGORY_NAMES.recentlyPlayed)} className={linkClass}>
              <ClockIcon />
              <span>Recent</span>
            </NavLink>
            <NavLink to={categoryPath(CATEGORY_NAMES.favoriteGames)} className={linkClass}>
              <HeartIcon />
              <span>Favorites</span>
            </NavLink>
          </>
        ) : (
          <>
            <button type="button" className="bottom-nav__item" onClick={() => openModal('login')}>
              <UserIcon />
              <span>Login</span>
            </button>
            <button
              type="button"
              className="bottom-nav__item bottom-nav__item--primary"
              onClick={() => openModal('signup')}
            >
              <UserPlusIcon />
              <span>Register</span>
            </button>
          </>
        )}
      </div>
    </nav>
  );
}
