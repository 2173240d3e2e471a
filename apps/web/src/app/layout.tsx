import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader';
import { AuthLinkWatcher } from '../features/auth/auth-link-watcher';
import { KycStatusWatch } from '../features/kyc/kyc-status-watch';
import { RedemptionLiveUpdates } from '../features/redeem/redemption-live-updates';
import { SessionScopeSync } from '../features/redeem-only/session-scope-sync';
import { ReferralDetailsLoader } from '../features/referrals/referral-details-loader';
import { SessionEndNotice } from '../features/responsible-gambling/breaks/session-end-notice';
import { WalletSession } from '../features/wallet/wallet-session';
import { useIdle } from '../lib/idle';
import { DialogOfferLoading } from '../lib/use-dialog-by-itself';
import { isChromelessPath, isFooterHiddenPath, isGamePlayPath } from '../lib/paths';
import { selectIsRedeemOnly, selectIsSignedIn, useUiStore } from '../lib/ui-store';
import { useWindowScrolled } from '../lib/use-window-scrolled';
import { BottomNav } from './bottom-nav';
import { GuestBar } from './guest-bar';
import { ModalHost } from './modal-host';
import { PagePopups } from './page-popups';
import { SiteHeader } from './site-header';
import { SiteSidebar } from './site-sidebar';
import { StepUpHost } from './step-up-host';
import './layout.css';

/** The redeem-only screen (decision 038): its code loads with a redeem-only session. */
const RedeemOnlyApp = lazy(async () => ({
  default: (await import('./redeem-only-app')).RedeemOnlyApp,
}));

/** The footer is below every page's first screen: its code loads once the page is idle. */
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer')).SiteFooter }));

/** The reality check (its reminders are for game pages) loads with the first game played. */
const RealityCheckWatcher = lazy(async () => ({
  default: (await import('../features/responsible-gambling/breaks/reality-check-watcher'))
    .RealityCheckWatcher,
}));

/** The startup popup queue (SPEC §4) is for signed-in players: its code loads with the sign-in. */
const StartupQueueRunner = lazy(async () => ({
  default: (await import('./startup-queue-runner')).StartupQueueRunner,
}));

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
  // The reality check loads on the first game page and stays mounted, so a reminder open when
  // the player leaves the game stays on screen.
  const [realityCheckLoaded, setRealityCheckLoaded] = useState(false);
  if (isSignedIn && isGamePlayPath(pathname) && !realityCheckLoaded) setRealityCheckLoaded(true);
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
        <Suspense fallback={<FullScreenLoader />}>
          <RedeemOnlyApp />
        </Suspense>
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
        {showFooter && (
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        )}
      </div>
      {(showShortcuts || showWalletBar) && <BottomNav shortcuts={showShortcuts} />}
      <AuthLinkWatcher />
      {isSignedIn && <SessionScopeSync />}
      <WalletSession />
      {isSignedIn && <RedemptionLiveUpdates />}
      {isSignedIn && <ReferralDetailsLoader />}
      {isSignedIn && <KycStatusWatch />}
      {isSignedIn && realityCheckLoaded && (
        <Suspense fallback={null}>
          <RealityCheckWatcher />
        </Suspense>
      )}
      <SessionEndNotice />
      {isSignedIn && (
        <Suspense fallback={null}>
          <StartupQueueRunner />
        </Suspense>
      )}
      {flashSaleLoaded && (
        <Suspense fallback={<DialogOfferLoading />}>
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
