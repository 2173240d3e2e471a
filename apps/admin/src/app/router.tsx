import { ExclusionRegisterPage } from '../features/account-safety/exclusion-register-page';
import { PlayerSafetyPanel } from '../features/account-safety/player-safety-panel';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AuditPage } from '../features/audit/audit-page';
import { SignInScreen } from '../features/auth/sign-in-screen';
import { PlayerPage } from '../features/players/player-page';
import { PlayersPage } from '../features/players/players-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { CataloguePage } from '../features/catalogue/catalogue-page';
import { PackagesPage } from '../features/packages/packages-page';
import { SpinWheelPage } from '../features/spin-wheel/spin-wheel-page';
import { BonusesPage } from '../features/bonuses/bonuses-page';
import { PlayerReferralsPanel } from '../features/referrals/player-referrals-panel';
import { AdjustBalanceButton } from '../features/adjustments/adjust-balance-button';
import { AdjustmentsPage } from '../features/adjustments/adjustments-page';
import { StaffPage } from '../features/staff/staff-page';
import { KycPage } from '../features/kyc/kyc-page';
import { PlayerKycPanel } from '../features/kyc/player-kyc-panel';
import { RedemptionReviewPage } from '../features/redemptions/redemption-review-page';
import { RedemptionsPage } from '../features/redemptions/redemptions-page';
import { RiskRulesPage } from '../features/redemptions/risk-rules-page';
import { ScExpiriesPage } from '../features/sc-expiry/sc-expiries-page';
import { DisputesPage } from '../features/disputes/disputes-page';
import { TaxReportPage } from '../features/tax/tax-report-page';
import { ReconciliationPage } from '../features/reconciliation/reconciliation-page';
import { JurisdictionsPage } from '../features/jurisdictions/jurisdictions-page';
import { AmoePage } from '../features/amoe/amoe-page';
import { BannersPage } from '../features/content/banners-page';
import { PopupsPage } from '../features/content/popups-page';
import { PromotionsEditorPage } from '../features/content/promotions-editor-page';
import { ContentPagesPage } from '../features/content-pages/content-pages-page';
import { ContentPageEditorPage } from '../features/content-pages/content-page-editor';
import { SupportInboxPage } from '../features/support/support-inbox-page';
import { SupportTicketPage } from '../features/support/support-ticket-page';
import { PlaythroughPage } from '../features/playthrough/playthrough-page';
import { ControlChangesPage } from '../features/control-changes/control-changes-page';
import { VipTiersPage } from '../features/vip-tiers/vip-tiers-page';
import { NAV_SECTIONS } from './nav-sections';
import { RequirePermission, RequireStaff } from './require-staff';

/** The screen of each nav section (NAV_SECTIONS), by path. */
export const SECTION_SCREENS: Record<string, ReactNode> = {
  '/players': <PlayersPage />,
  '/': <DashboardPage />,
  '/jobs': <JobsPage />,
  '/catalogue': <CataloguePage />,
  '/packages': <PackagesPage />,
  '/vip-tiers': <VipTiersPage />,
  '/spin-wheel': <SpinWheelPage />,
  '/bonuses': <BonusesPage />,
  '/kyc': <KycPage />,
  '/redemptions': <RedemptionsPage />,
  '/risk-rules': <RiskRulesPage />,
  '/tax': <TaxReportPage />,
  '/reconciliation': <ReconciliationPage />,
  '/jurisdictions': <JurisdictionsPage />,
  '/amoe': <AmoePage />,
  '/content/banners': <BannersPage />,
  '/content/popups': <PopupsPage />,
  '/content/promotions': <PromotionsEditorPage />,
  '/content-pages': <ContentPagesPage />,
  '/support': <SupportInboxPage />,
  '/playthrough': <PlaythroughPage />,
  '/control-changes': <ControlChangesPage />,
  '/exclusion-register': <ExclusionRegisterPage />,
  '/adjustments': <AdjustmentsPage />,
  '/sc-expiries': <ScExpiriesPage />,
  '/disputes': <DisputesPage />,
  '/audit': <AuditPage />,
  '/staff': <StaffPage />,
};

/** Everything lives under /admin (the server serves this build there, docs/decisions/024). */
export function createAdminRouter() {
  return createBrowserRouter(
    [
      { path: '/sign-in', element: <SignInScreen /> },
      {
        element: <RequireStaff />,
        children: [
          ...NAV_SECTIONS.map((section) => ({
            path: section.path,
            element: (
              <RequirePermission permission={section.permission}>
                {SECTION_SCREENS[section.path]}
              </RequirePermission>
            ),
          })),
          {
            path: '/players/:userId',
            element: (
              <RequirePermission permission="players.read">
                <PlayerPage
                  extras={(player, refresh) => (
                    <>
                      <AdjustBalanceButton playerId={player.id} onAdjusted={refresh} />
                      <PlayerKycPanel userId={player.id} username={player.username} />
                      <PlayerReferralsPanel userId={player.id} />
                      <PlayerSafetyPanel userId={player.id} username={player.username} />
                    </>
                  )}
                />
              </RequirePermission>
            ),
          },
          {
            path: '/redemptions/:redeemRequestId',
            element: (
              <RequirePermission permission="redemptions.read">
                <RedemptionReviewPage />
              </RequirePermission>
            ),
          },
          {
            path: '/support/:ticketId',
            element: (
              <RequirePermission permission="support.tickets">
                <SupportTicketPage />
              </RequirePermission>
            ),
          },
          {
            path: '/content-pages/:cmsId',
            element: (
              <RequirePermission permission="content.write">
                <ContentPageEditorPage />
              </RequirePermission>
            ),
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: '/admin' },
  );
}
