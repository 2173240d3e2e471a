import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { SignInScreen } from '../features/auth/sign-in-screen';
import { PlayerPage } from '../features/players/player-page';
import { PlayersPage } from '../features/players/players-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { CataloguePage } from '../features/catalogue/catalogue-page';
import { PackagesPage } from '../features/packages/packages-page';
import { AdjustBalanceButton } from '../features/adjustments/adjust-balance-button';
import { AdjustmentsPage } from '../features/adjustments/adjustments-page';
import { StaffPage } from '../features/staff/staff-page';
import { NAV_SECTIONS } from './nav-sections';
import { RequirePermission, RequireStaff } from './require-staff';

/** Sections with screens of their own; the others say they are coming. */
const BUILT_SECTIONS: Record<string, ReactNode> = {
  '/players': <PlayersPage />,
  '/': <DashboardPage />,
  '/jobs': <JobsPage />,
  '/catalogue': <CataloguePage />,
  '/packages': <PackagesPage />,
  '/adjustments': <AdjustmentsPage />,
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
                {BUILT_SECTIONS[section.path] ?? <ComingSoonPanel title={section.label} />}
              </RequirePermission>
            ),
          })),
          {
            path: '/players/:userId',
            element: (
              <RequirePermission permission="players.read">
                <PlayerPage
                  extras={(player, refresh) => (
                    <AdjustBalanceButton playerId={player.id} onAdjusted={refresh} />
                  )}
                />
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
