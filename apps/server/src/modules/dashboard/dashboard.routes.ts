import { ZDashboardQuery, ZDashboardResponse } from '@app/contracts/dashboard';
import type { ApiApp } from '../../platform/api-app';
import type { StaffGuard } from '../staff/staff-guard';
import type { DashboardService } from './dashboard.service';

/** GET /admin/dashboard (permission dashboard.read). */
export function dashboardRoutes(
  app: ApiApp,
  deps: { dashboard: DashboardService; guard: StaffGuard },
) {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['staff'],
        summary: 'Figures of a range of US Eastern days, by day, and of this moment',
        querystring: ZDashboardQuery,
        response: { 200: ZDashboardResponse },
      },
      onRequest: deps.guard.require('dashboard.read'),
    },
    async (request) => ({ data: await deps.dashboard.read(request.query.range) }),
  );
}
