import {
  ZJurisdictionChange,
  ZJurisdictionList,
  ZMyJurisdiction,
  ZRestrictedStates,
  ZStateCodeParam,
} from '@app/contracts/jurisdictions';
import type { ApiApp } from '../../platform/api-app';
import { requireAuth } from '../../platform/request-auth';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { JurisdictionsService } from './jurisdictions.service';

const tags = ['jurisdictions'];

/** The restricted states for the legal texts (public). */
export function jurisdictionsRoutes(app: ApiApp, deps: { jurisdictions: JurisdictionsService }) {
  app.get(
    '/jurisdictions/restricted',
    {
      schema: {
        tags,
        summary: 'The states where sweepstakes play is not offered today, and older minimum ages',
        response: { 200: ZRestrictedStates },
      },
    },
    async () => ({ data: await deps.jurisdictions.restricted() }),
  );

  app.get(
    '/jurisdictions/mine',
    {
      schema: {
        tags,
        summary:
          'What the signed-in player may do from their address and location now (purchases, SC play, redemptions)',
        response: { 200: ZMyJurisdiction },
      },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await deps.jurisdictions.mine({
        stateCode: request.auth?.stateCode ?? null,
        ip: request.ip,
      }),
    }),
  );
}

/** Compliance reads and changes each state's rules (decision 050). */
export function jurisdictionsAdminRoutes(
  app: ApiApp,
  deps: { jurisdictions: JurisdictionsService; guard: StaffGuard },
) {
  const { jurisdictions, guard } = deps;
  app.get(
    '/admin/jurisdictions',
    {
      schema: {
        tags,
        summary: 'Every state with its rules and scheduled change',
        response: { 200: ZJurisdictionList },
      },
      onRequest: guard.require('dashboard.read'),
    },
    async () => ({ data: { rows: await jurisdictions.list() } }),
  );

  app.put(
    '/admin/jurisdictions/:stateCode',
    {
      schema: {
        tags,
        summary: "Changes a state's rules now or from a date (re-authentication; audited)",
        params: ZStateCodeParam,
        body: ZJurisdictionChange,
      },
      onRequest: guard.require('jurisdictions.write', { reauth: true }),
    },
    async (request) => ({
      data: await jurisdictions.change(actorOf(request), request.params.stateCode, request.body),
    }),
  );
}
