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
import { CATEGORY_NAMES } from '../lib/constants';
import { PATHS, categoryPath } from '../lib/paths';
import { openModal, selectIsSignedIn, uiStore, useUiStore } from '../lib/ui-store';

/** Mobile bottom navigation (below 767 px). */
export function BottomNav() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  const coinType = useUiStore((state) => state.coinType);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'bottom-nav__item is-active' : 'bottom-nav__item';

  return (
    <nav className="bottom-nav" aria-label="Quick links">
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
          <button
            type="button"
            className="bottom-nav__item"
            aria-label={`Coin type ${coinType}. Switch to ${coinType === 'GC' ? 'SC' : 'GC'}`}
            onClick={() => uiStore.setCoinType(coinType === 'GC' ? 'SC' : 'GC')}
          >
            <span className={`coin-badge coin-badge--${coinType.toLowerCase()}`} aria-hidden="true">
              {coinType}
            </span>
            <span aria-hidden="true">Coins</span>
          </button>
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
    </nav>
  );
}
