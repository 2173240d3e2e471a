import { Fragment } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '../components/logo';
import {
  CloseIcon,
  CoinsIcon,
  CrownIcon,
  LobbyIcon,
  LogoutIcon,
  MailIcon,
  ShieldIcon,
  TrophyIcon,
  WheelIcon,
} from '../components/icons';
import { UserAvatar } from '../components/user-avatar';
import { SidebarCategories } from '../features/games/sidebar-categories';
import { useProfile } from '../lib/get-profile';
import { useLogout } from '../lib/logout';
import { CMS_PAGES, PATHS, cmsPath } from '../lib/paths';
import { openModal, useUiStore } from '../lib/ui-store';

interface SiteSidebarProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

const LINKS = [
  { to: PATHS.home, label: 'Lobby', icon: LobbyIcon, end: true },
  { to: cmsPath(CMS_PAGES.contactUs), label: 'Contact Us', icon: MailIcon, end: false },
  { to: PATHS.vip, label: 'VIP', icon: CrownIcon, end: false },
  { to: PATHS.responsibleGambling, label: 'Responsible Gaming', icon: ShieldIcon, end: false },
] as const;

/** Sidebar of signed-in players (about 250 px; a drawer below 991 px). */
export function SiteSidebar({ open, onClose }: SiteSidebarProps) {
  const username = useUiStore((state) => state.username);
  const { data: user } = useProfile();
  const logout = useLogout();
  return (
    <>
      <aside
        id="site-sidebar"
        className={open ? 'site-sidebar is-open' : 'site-sidebar'}
        aria-label="Main menu"
      >
        <div className="site-sidebar__top">
          <NavLink
            to={PATHS.home}
            className="site-sidebar__brand"
            aria-label="Lobby"
            onClick={onClose}
          >
            <Logo />
          </NavLink>
          <button
            type="button"
            className="icon-button site-sidebar__close"
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <NavLink
          to={PATHS.accountDetails}
          className="site-sidebar__profile"
          aria-label={`My account (${username ?? ''})`}
          onClick={onClose}
        >
          <UserAvatar username={username} imageUrl={user?.profileImage} size="lg" />
          <span className="site-sidebar__username" aria-hidden="true">
            {username}
          </span>
        </NavLink>
        <NavLink className="btn btn--primary btn--block" to={PATHS.store} onClick={onClose}>
          <CoinsIcon size={18} /> Get Coins
        </NavLink>
        <button
          type="button"
          className="btn btn--ghost btn--block site-sidebar__redeem"
          onClick={() => {
            onClose();
            openModal('redeem');
          }}
        >
          <TrophyIcon size={18} /> Redeem
        </button>
        <nav aria-label="Site">
          <ul className="site-sidebar__links">
            {LINKS.map(({ to, label, icon: Icon, end }) => (
              <Fragment key={to}>
                <li>
                  <NavLink
                    to={to}
                    end={end}
                    onClick={onClose}
                    className={({ isActive }) => (isActive ? 'side-link is-active' : 'side-link')}
                  >
                    <Icon size={18} />
                    {label}
                  </NavLink>
                </li>
                {/* SPEC §2: the category list follows the Lobby link. */}
                {to === PATHS.home && <SidebarCategories onNavigate={onClose} />}
              </Fragment>
            ))}
          </ul>
        </nav>
        {/* SPEC §2: the Spin Wheel button, for signed-in players (this sidebar is theirs). */}
        <button
          type="button"
          className="btn btn--block site-sidebar__spin-wheel"
          onClick={() => {
            onClose();
            openModal('spinWheel');
          }}
        >
          <WheelIcon size={18} /> Spin Wheel
        </button>
        <button
          type="button"
          className="side-link site-sidebar__logout"
          disabled={logout.isPending}
          onClick={() => {
            onClose();
            logout.mutate();
          }}
        >
          <LogoutIcon size={18} />
          Logout
        </button>
      </aside>
      {open && <div className="site-sidebar__backdrop" aria-hidden="true" onClick={onClose} />}
    </>
  );
}
