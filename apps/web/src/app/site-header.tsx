import { Link } from 'react-router';
import { Logo } from '../components/logo';
import { LogoutIcon, MenuIcon } from '../components/icons';
import { UserAvatar } from '../components/user-avatar';
import { useProfile } from '../lib/get-profile';
import { setHeaderOfferSlot } from '../lib/header-offer-slot';
import { useLogout } from '../lib/logout';
import { PATHS } from '../lib/paths';
import { useUiStore } from '../lib/ui-store';
import { CoinSwitch } from '../features/wallet/coin-switch';

interface SiteHeaderProps {
  readonly scrolled: boolean;
  readonly sidebarOpen: boolean;
  readonly onToggleSidebar: () => void;
}

/**
 * Header for signed-in players: menu (tablet and mobile), logo, GC/SC
 * switch with both balances (from 767 px; phones have it in the bottom nav),
 * the flash-sale countdown while an offer runs, Get Coins, the player's
 * avatar and name (to the account page) and Logout.
 */
export function SiteHeader({ scrolled, sidebarOpen, onToggleSidebar }: SiteHeaderProps) {
  const username = useUiStore((state) => state.username);
  const { data: user } = useProfile();
  const logout = useLogout();
  return (
    <header className={scrolled ? 'site-header scrolled' : 'site-header'}>
      <button
        type="button"
        className="icon-button site-header__menu"
        aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={sidebarOpen}
        aria-controls="site-sidebar"
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </button>
      <Link to={PATHS.home} className="site-header__brand" aria-label="Lobby">
        <Logo compact />
      </Link>
      <div className="site-header__wallet">
        <CoinSwitch variant="header" />
      </div>
      <div className="site-header__actions">
        <div className="site-header__offer" ref={setHeaderOfferSlot} />
        <Link className="btn btn--primary site-header__get-coins" to={PATHS.store}>
          Get Coins
        </Link>
        <Link
          className="site-header__account"
          to={PATHS.accountDetails}
          aria-label={`My account (${username ?? ''})`}
        >
          <UserAvatar username={username} imageUrl={user?.profileImage} />
          <span className="site-header__username" aria-hidden="true">
            {username}
          </span>
        </Link>
        <button
          type="button"
          className="icon-button site-header__logout"
          aria-label="Logout"
          title="Logout"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogoutIcon size={18} />
        </button>
      </div>
    </header>
  );
}
