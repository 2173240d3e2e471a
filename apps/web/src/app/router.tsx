import { Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PATHS } from '../lib/paths';
import { OnlyWithoutAuthRoute, PrivateRoute } from './guards';
import { AppLayout } from './layout';
import { LobbyRoute } from './lobby-route';
import { RedeemRoute } from './redeem-route';
import { RouteError } from './route-error';

/** The email link's verification, over the lobby: its code loads with the link. */
const EmailVerificationLink = lazyNamed(
  () => import('../features/auth/email-verification-link'),
  'EmailVerificationLink',
);
const StorePage = lazyNamed(() => import('../features/store/store-page'), 'StorePage');
const DepositStatusPage = lazyNamed(
  () => import('../features/store/deposit-status-page'),
  'DepositStatusPage',
);
const AccountDetailsPage = lazyNamed(() => import('./account-route'), 'AccountRoute');
const RewardPage = lazyNamed(() => import('../features/rewards/reward-page'), 'RewardPage');
const PaymentPage = lazyNamed(() => import('../features/payments/payment-page'), 'PaymentPage');
const GamePlayPage = lazyNamed(() => import('../features/games/game-play-page'), 'GamePlayPage');
const CategoryPage = lazyNamed(() => import('../features/games/category-page'), 'CategoryPage');
// The CMS page with the contact page's form under its content (decision 061).
const CmsPage = lazyNamed(() => import('./cms-route'), 'CmsRoute');
const ResponsibleGamingPage = lazyNamed(
  () => import('../features/responsible-gambling/responsible-gaming-page'),
  'ResponsibleGamingPage',
);
const PromotionsPage = lazyNamed(
  () => import('../features/promotions/promotions-page'),
  'PromotionsPage',
);
const VipPage = lazyNamed(() => import('../features/vip/vip-page'), 'VipPage');
const ComingSoonPage = lazyNamed(
  () => import('../features/status/coming-soon-page'),
  'ComingSoonPage',
);
const MaintenancePage = lazyNamed(
  () => import('../features/status/maintenance-page'),
  'MaintenancePage',
);
const NotFoundPage = lazyNamed(() => import('../features/status/not-found-page'), 'NotFoundPage');
const ServerErrorPage = lazyNamed(
  () => import('../features/status/server-error-page'),
  'ServerErrorPage',
);
const ThankYouPage = lazyNamed(
  () => import('../features/marketing/thank-you-page'),
  'ThankYouPage',
);
const ThankYouPurchasePage = lazyNamed(
  () => import('../features/marketing/thank-you-purchase-page'),
  'ThankYouPurchasePage',
);

/** Strip the leading slash: child routes are relative to the layout route. */
const rel = (path: string): string => path.replace(/^\//, '');

/** Every route of SPEC §2. */
export const routes: RouteObject[] = [
  {
    path: PATHS.home,
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LobbyRoute /> },
      { path: rel(PATHS.lobby), element: <LobbyRoute /> },
      { path: rel(PATHS.play), element: <LobbyRoute /> },
      // Lobby behind the email verification of the link's token.
      {
        path: rel(PATHS.verifyEmail),
        element: (
          <>
            <LobbyRoute />
            {/* Its own boundary: the lobby stays on screen while the verification's code loads. */}
            <Suspense fallback={null}>
              <EmailVerificationLink />
            </Suspense>
          </>
        ),
      },
      {
        element: <OnlyWithoutAuthRoute />,
        // Lobby behind the change-password dialog (token query parameter).
        children: [{ path: rel(PATHS.forgotPassword), element: <LobbyRoute /> }],
      },
      { path: rel(PATHS.depositStatus), element: <DepositStatusPage /> },
      { path: rel(PATHS.category), element: <CategoryPage /> },
      { path: rel(PATHS.cms), element: <CmsPage /> },
      { path: rel(PATHS.promotions), element: <PromotionsPage /> },
      { path: rel(PATHS.comingSoon), element: <ComingSoonPage /> },
      { path: rel(PATHS.maintenance), element: <MaintenancePage /> },
      { path: rel(PATHS.notFound), element: <NotFoundPage /> },
      { path: rel(PATHS.serverError), element: <ServerErrorPage /> },
      { path: rel(PATHS.thankYou), element: <ThankYouPage /> },
      {
        element: <PrivateRoute />,
        children: [
          { path: rel(PATHS.store), element: <StorePage /> },
          { path: rel(PATHS.accountDetails), element: <AccountDetailsPage /> },
          { path: rel(PATHS.reward), element: <RewardPage /> },
          { path: rel(PATHS.payment), element: <PaymentPage /> },
          { path: rel(PATHS.gamePlay), element: <GamePlayPage /> },
          { path: rel(PATHS.responsibleGambling), element: <ResponsibleGamingPage /> },
          { path: rel(PATHS.vip), element: <VipPage /> },
          { path: rel(PATHS.thankYouPurchase), element: <ThankYouPurchasePage /> },
          { path: rel(PATHS.redeem), element: <RedeemRoute /> },
        ],
      },
      { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
