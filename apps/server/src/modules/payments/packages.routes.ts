import { ZPackageListQuery, ZPackageListResponse } from '@app/contracts/packages';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { listPackages } from './packages.service';

/** GET /details/packages: the store's coin packages, paged (SPEC §7). */
export function packagesRoutes(app: ApiApp, deps: { db: Db }) {
  app.get(
    '/details/packages',
    {
      schema: {
        tags: ['payments'],
        summary: 'Coin packages on sale, paged; amounts are decimals (USD price, GC and SC)',
        querystring: ZPackageListQuery,
        response: { 200: ZPackageListResponse },
      },
    },
    async (request) => ({ data: { packageData: await listPackages(deps.db, request.query) } }),
  );
}
