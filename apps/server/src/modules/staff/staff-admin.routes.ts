import {
  ZStaffCreateRequest,
  ZStaffCreateResponse,
  ZStaffIdParam,
  ZStaffItemResponse,
  ZStaffListQuery,
  ZStaffListResponse,
  ZStaffUpdateRequest,
} from '@app/contracts/staff-admin';
import type { ApiApp } from '../../platform/api-app';
import type { StaffAdminService } from './staff-admin.service';
import { actorOf } from './staff-auth.routes';
import type { StaffGuard } from './staff-guard';

const tags = ['staff'];

/** Staff management (admin role): every change audited, sensitive ones after re-authentication. */
export function staffAdminRoutes(
  app: ApiApp,
  deps: { staffAdmin: StaffAdminService; guard: StaffGuard },
) {
  const { staffAdmin, guard } = deps;
  const sensitive = guard.require('staff.manage', { reauth: true });

  app.get(
    '/admin/staff',
    {
      schema: { tags, querystring: ZStaffListQuery, response: { 200: ZStaffListResponse } },
      onRequest: guard.require('staff.manage'),
    },
    async (request) => ({ data: await staffAdmin.list(request.query) }),
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        tags,
        summary: 'Creates a member with a temporary password, answered once',
        body: ZStaffCreateRequest,
        response: { 200: ZStaffCreateResponse },
      },
      onRequest: sensitive,
    },
    async (request) => ({ data: await staffAdmin.create(actorOf(request), request.body) }),
  );

  app.put(
    '/admin/staff/:staffId',
    {
      schema: {
        tags,
        summary: 'Changes the role or status; deactivating ends their sessions',
        params: ZStaffIdParam,
        body: ZStaffUpdateRequest,
        response: { 200: ZStaffItemResponse },
      },
      onRequest: sensitive,
    },
    async (request) => ({
      data: await staffAdmin.update(actorOf(request), request.params.staffId, request.body),
    }),
  );

  app.post(
    '/admin/staff/:staffId/reset-2fa',
    {
      schema: {
        tags,
        summary: 'Clears the authenticator: the member enrols again at the next sign-in',
        params: ZStaffIdParam,
        response: { 200: ZStaffItemResponse },
      },
      onRequest: sensitive,
    },
    async (request) => ({
      data: await staffAdmin.resetTwoFactor(actorOf(request), request.params.staffId),
    }),
  );
}
