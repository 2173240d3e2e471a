import type { CmsTokenValues } from './cms-tokens';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { INVALIDATION_TOPICS, type InvalidationBus } from '../../platform/invalidation-bus';
import { SESSION_COOKIE } from '../../platform/request-auth';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { contentRoutes } from './content.routes';
import { contentAdminRoutes } from './content-admin.routes';
import { createContentAdminService } from './content-admin.service';
import { createContentArt } from './content-art';
import { LIST_CACHE_TTL_MS, createListCache } from '../../platform/list-cache';
import { listActiveBanners, listActivePopups } from './content.repository';
import { currentBanners, currentPopups, listStates, stateExists } from './content.service';
import type { TBannerPageName } from '@app/contracts/content';
import { lobbyFirstPaintSample, lobbyPreloadLinks } from './lobby-preload';

/** States and cities, banners, popups and CMS pages: the player's calls and the lobby's head. */
export function createContentModule(deps: {
  db: Db;
  /** What the CMS pages' tokens become now: today's restricted states (decision 050). */
  cmsTokenValues?: () => Promise<CmsTokenValues>;
  audit: AuditService;
  /** Editors' changes clear every instance's copies of the public lists (decision 059). */
  invalidations: InvalidationBus;
  /** Where uploads are stored and served from (/uploads/): the editors' art goes in content/. */
  uploadsDir: string;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // Every active banner and popup, scheduled ones too; the window is applied at each read.
  const bannerRows = createListCache(() => listActiveBanners(db), LIST_CACHE_TTL_MS);
  const popupRows = createListCache(() => listActivePopups(db), LIST_CACHE_TTL_MS);
  deps.invalidations.on(INVALIDATION_TOPICS.content, () => {
    bannerRows.clear();
    popupRows.clear();
  });
  const banners = async (pageName?: TBannerPageName) =>
    currentBanners(await bannerRows.get(), now(), pageName);
  const popups = async () => currentPopups(await popupRows.get(), now());
  const contentAdmin = createContentAdminService({
    db,
    audit: deps.audit,
    onChange: () => deps.invalidations.announce(INVALIDATION_TOPICS.content),
  });
  return {
    /** Whether a state id names a state (the users module checks addresses with it). */
    stateExists: (stateId: number) => stateExists(db, stateId),
    /** Every state and DC with its id, name and postal code (the jurisdictions module's names). */
    states: () => listStates(db),
    /** What the server adds to the lobby page's head so its first banner paints early. */
    lobbyHead: (request: FastifyRequest) =>
      lobbyPreloadLinks(
        () => banners('lobbySlider'),
        Boolean(request.cookies[SESSION_COOKIE]),
        request.url.split('?')[0] ?? '/',
      ),
    /** Markup with every part of a visitor's first paint: its critical CSS is the lobby's. */
    lobbyFirstPaintSample: lobbyFirstPaintSample(),
    routes(api: ApiApp, guard: StaffGuard) {
      contentRoutes(api, {
        db,
        cmsTokenValues: deps.cmsTokenValues,
        currentBanners: banners,
        currentPopups: popups,
      });
      contentAdminRoutes(api, { contentAdmin, art: createContentArt(deps.uploadsDir), guard });
    },
  };
}
