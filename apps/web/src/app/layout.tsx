import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader';
import { AuthLinkWatcher } from '../features/auth/auth-link-watcher';
import { KycStatusWatch } from '../features/kyc/kyc-status-watch';
import { RedemptionLiveUpdates } from '../features/redeem/redemption-live-updates';
import { RedeemOnlyShell } from '../features/redeem-only/redeem-only-shell';
import { SessionScopeSync } from '../features/redeem-only/session-scope-sync';
import { ReferralDetailsLoader } from '../features/referrals/referral-details-loader';
import { RealityCheckWatcher } from '../features/responsible-gambling/breaks/reality-check-watcher';
import { SessionEndNotice } from '../features/responsible-gambling/breaks/session-end-notice';
import { WalletSession } from '../features/wallet/wallet-session';
import { useIdle } from '../lib/idle';
import { isChromelessPath, isFooterHiddenPath, isGamePlayPath } from '../lib/paths';
import { selectIsRedeemOnly, selectIsSignedIn, useUiStore } from '../lib/ui-store';
import { useWindowScrolled } from '../lib/use-window-scrolled';
import { BottomNav } from './bottom-nav';
import { GuestBar } from './guest-bar';
import { ModalHost } from './modal-host';
import { PagePopups } from './page-popups';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteSidebar } from './site-sidebar';
import { StartupQueueRunner } from './startup-queue-runner';
import { StepUpHost } from './step-up-host';
import './layout.css';

/** The flash sale (SPEC §2, §4) is for signed-in players: its code loads after sign-in. */
const FlashSale = lazy(async () => ({
  default: (await import('../features/store/flash-sale/flash-sale')).FlashSale,
}));

/**
 * The page frame of SPEC §2 Layout. Header and sidebar show for signed-in
 * players except on 404, coming-soon and payment; visitors get a top bar with
 * Login and Register instead. The footer hides on game-play, coming-soon,
 * payment and 404.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const isSignedIn = useUiStore(selectIsSignedIn);
  const redeemOnly = useUiStore(selectIsRedeemOnly);
  const scrolled = useWindowScrolled();
  // The footer is below every page's first screen: it renders once the page is idle.
  const idle = useIdle();
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const sidebarOpen = menuOpenOn === pathname;
  const startupSettled = useUiStore((state) => state.startupSettled);
  // The flash sale loads once the startup dialogs are queued (its code and packages then do not
  // hold them up) and stays mounted, so it can clear itself when the player signs out.
  const [flashSaleLoaded, setFlashSaleLoaded] = useState(false);
  if (isSignedIn && startupSettled && !flashSaleLoaded) setFlashSaleLoaded(true);
  const closeSidebar = () => setMenuOpenOn(null);

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [sidebarOpen]);

  const chromeless = isChromelessPath(pathname);
  const showPlayerChrome = isSignedIn && !chromeless;
  const showGuestBar = !isSignedIn && !chromeless;
  const showFooter = idle && !isFooterHiddenPath(pathname);
  // A game keeps the phone's screen for itself: of the bottom nav only the balances stay.
  const showShortcuts = !chromeless && !isGamePlayPath(pathname);
  const showWalletBar = !chromeless && isSignedIn;

  const shellClass = [
    'app-shell',
    showPlayerChrome && 'app-shell--with-sidebar',
    showShortcuts && 'app-shell--with-bottom-nav',
    showWalletBar && 'app-shell--with-wallet-bar',
  ]
    .filter(Boolean)
    .join(' ');

  // A redeem-only session (decision 038) sees only the redeem-only screen: none of the rest.
  if (redeemOnly)
    return (
      <>
        <SessionScopeSync />
        <RedeemOnlyShell />
        <ScrollRestoration />
      </>
    );

  return (
    <div className={shellClass}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {showGuestBar && <GuestBar scrolled={scrolled} />}
      {showPlayerChrome && <SiteSidebar open={sidebarOpen} onClose={closeSidebar} />}
      <div className="app-shell__body">
        {showPlayerChrome && (
          <SiteHeader
            scrolled={scrolled}
            sidebarOpen={sidebarOpen}
            onToggleSidebar={() => setMenuOpenOn(sidebarOpen ? null : pathname)}
          />
        )}
        <main id="main" className={chromeless ? 'app-main app-main--bare' : 'app-main'}>
          {/* Keyed by path so every lazily loaded page shows the loader while its code arrives. */}
          <Suspense key={pathname} fallback={<FullScreenLoader />}>
            <Outlet />
          </Suspense>
        </main>
        {showFooter && <SiteFooter />}
      </div>
      {(showShortcuts || showWalletBar) && <BottomNav shortcuts={showShortcuts} />}
      <AuthLinkWatcher />
      {isSignedIn && <SessionScopeSync />}
      <WalletSession />
      {isSignedIn && <RedemptionLiveUpdates />}
      {isSignedIn && <ReferralDetailsLoader />}
      {isSignedIn && <KycStatusWatch />}
      {isSignedIn && <RealityCheckWatcher />}
      <SessionEndNotice />
      <StartupQueueRunner />
      {flashSaleLoaded && (
        <Suspense fallback={null}>
          <FlashSale />
        </Suspense>
      )}
      <PagePopups />
      <ModalHost />
      <StepUpHost />
      <ScrollRestoration />
    </div>
  );
}
