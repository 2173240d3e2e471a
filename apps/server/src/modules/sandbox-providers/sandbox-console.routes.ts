import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { listChargesWithWebhooks, listPayoutsWithWebhooks } from './sandbox-console.service';
import { SANDBOX_ROUTES } from './sandbox-paths';

const ZChargesQuery = z.object({
  referenceId: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const ZPayoutsQuery = z.object({
  payoutId: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/**
 * GET /sandbox/charges.json?referenceId= and /sandbox/payouts.json?payoutId=: the sandbox's
 * charges and ACH payouts and their webhooks, for operators and tests. Registered only outside
 * production.
 */
export function sandboxConsoleRoutes(app: ApiApp, deps: { db: Db }) {
  app.get(
    SANDBOX_ROUTES.consoleCharges,
    { schema: { hide: true, querystring: ZChargesQuery } },
    async (request) => ({ data: await listChargesWithWebhooks(deps.db, request.query) }),
  );
  app.get(
    SANDBOX_ROUTES.consolePayouts,
    { schema: { hide: true, querystring: ZPayoutsQuery } },
    async (request) => ({ data: await listPayoutsWithWebhooks(deps.db, request.query) }),
  );
}
