import type { CmsTokenValues } from './cms-tokens';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { SESSION_COOKIE } from '../../platform/request-auth';
import { contentRoutes } from './content.routes';
import { listStates, stateExists } from './content.service';
import { lobbyPreloadLinks } from './lobby-preload';

/** States and cities, banners, popups and CMS pages: the player's calls and the lobby's head. */
export function createContentModule(deps: {
  db: Db;
  /** What the CMS pages' tokens become now: today's restricted states (decision 050). */
  cmsTokenValues?: () => Promise<CmsTokenValues>;
}) {
  const { db } = deps;
  return {
    /** Whether a state id names a state (the users module checks addresses with it). */
    stateExists: (stateId: number) => stateExists(db, stateId),
    /** Every state and DC with its id, name and postal code (the jurisdictions module's names). */
    states: () => listStates(db),
    /** What the server adds to the lobby page's head so its first banner paints early. */
    lobbyHead: (request: FastifyRequest) =>
      lobbyPreloadLinks(
        db,
        Boolean(request.cookies[SESSION_COOKIE]),
        request.url.split('?')[0] ?? '/',
      ),
    routes(api: ApiApp) {
      contentRoutes(api, { db, cmsTokenValues: deps.cmsTokenValues });
    },
  };
}
