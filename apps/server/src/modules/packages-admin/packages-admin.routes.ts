import {
  ZAdminPackageListQuery,
  ZAdminPackageListResponse,
  ZAdminPackageResponse,
  ZPackageAuditResponse,
  ZPackageDeleteResponse,
  ZPackageIdParam,
  ZPackageInput,
} from '@app/contracts/packages-admin';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { PackagesAdminService } from './packages-admin.service';

/** The packages editor's calls (permission packages.write). Prices and coins are decimals. */
export function packagesAdminRoutes(
  app: ApiApp,
  deps: { packagesAdmin: PackagesAdminService; guard: StaffGuard },
) {
  const { packagesAdmin } = deps;
  const tags = ['admin'];
  const onRequest = deps.guard.require('packages.write');
  const params = ZPackageIdParam;
  const one = { 200: ZAdminPackageResponse };

  app.get(
    '/admin/packages',
    {
      schema: {
        tags,
        summary: 'Every package, retired ones too, with purchase counts; paged, sorted, filtered',
        querystring: ZAdminPackageListQuery,
        response: { 200: ZAdminPackageListResponse },
      },
      onRequest,
    },
    async (request) => ({ data: await packagesAdmin.list(request.query) }),
  );

  app.post(
    '/admin/packages',
    {
      schema: { tags, summary: 'Adds a package to the store', body: ZPackageInput, response: one },
      onRequest,
    },
    async (request) => ({ data: await packagesAdmin.create(actorOf(request), request.body) }),
  );

  app.get(
    '/admin/packages/:packageId',
    { schema: { tags, params, response: one }, onRequest },
    async (request) => ({ data: await packagesAdmin.get(request.params.packageId) }),
  );

  app.put(
    '/admin/packages/:packageId',
    {
      schema: {
        tags,
        summary: 'Saves every field of a package; purchases keep the price and coins they had',
        params,
        body: ZPackageInput,
        response: one,
      },
      onRequest,
    },
    async (request) => ({
      data: await packagesAdmin.update(actorOf(request), request.params.packageId, request.body),
    }),
  );

  app.post(
    '/admin/packages/:packageId/retire',
    {
      schema: {
        tags,
        summary: 'Takes a package out of the store, keeping it',
        params,
        response: one,
      },
      onRequest,
    },
    async (request) => ({
      data: await packagesAdmin.retire(actorOf(request), request.params.packageId),
    }),
  );

  app.post(
    '/admin/packages/:packageId/reinstate',
    {
      schema: { tags, summary: 'Puts a retired package back in the store', params, response: one },
      onRequest,
    },
    async (request) => ({
      data: await packagesAdmin.reinstate(actorOf(request), request.params.packageId),
    }),
  );

  app.delete(
    '/admin/packages/:packageId',
    {
      schema: {
        tags,
        summary: 'Deletes a package no purchase refers to (4031 otherwise: retire it)',
        params,
        response: { 200: ZPackageDeleteResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: await packagesAdmin.remove(actorOf(request), request.params.packageId),
    }),
  );

  app.get(
    '/admin/packages/:packageId/audit',
    { schema: { tags, params, response: { 200: ZPackageAuditResponse } }, onRequest },
    async (request) => ({ data: { rows: await packagesAdmin.audit(request.params.packageId) } }),
  );
}
