import type { CmsTokenValues } from './cms-tokens';
import {
  type TBanner,
  type TBannerPageName,
  type TPopup,
  ZBannerListResponse,
  ZBannerQuery,
  ZCityListResponse,
  ZCityQuery,
  ZCmsDetailQuery,
  ZCmsDetailResponse,
  ZCmsListResponse,
  ZPopupListResponse,
  ZStateListResponse,
} from '@app/contracts/content';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import * as content from './content.service';

const tags = ['content'];

/** Read-only content of SPEC §7: states, cities, banners, popups and CMS pages. */
export function contentRoutes(
  app: ApiApp,
  deps: {
    db: Db;
    cmsTokenValues?: () => Promise<CmsTokenValues>;
    /** The banners showing now (the module's cached copy, decision 059). */
    currentBanners: (pageName?: TBannerPageName) => Promise<TBanner[]>;
    /** The popups showing now (the module's cached copy, decision 059). */
    currentPopups: () => Promise<TPopup[]>;
  },
) {
  const { db } = deps;

  app.get(
    '/details/state',
    { schema: { tags, summary: 'US states and DC', response: { 200: ZStateListResponse } } },
    async () => ({ data: { states: await content.listStates(db) } }),
  );

  app.get(
    '/details/city',
    {
      schema: {
        tags,
        summary: 'Cities of one state',
        querystring: ZCityQuery,
        response: { 200: ZCityListResponse },
      },
    },
    async (request) => ({ data: { cities: await content.listCities(db, request.query.stateId) } }),
  );

  app.get(
    '/details/banners',
    {
      schema: {
        tags,
        summary:
          'Active banners inside their schedule, optionally of one page; each has its visibility (0 before login, 1 after)',
        querystring: ZBannerQuery,
        response: { 200: ZBannerListResponse },
      },
    },
    async (request) => ({
      data: { banners: await deps.currentBanners(request.query.pageName) },
    }),
  );

  app.get(
    '/details/popups',
    {
      schema: {
        tags,
        summary:
          'Active popups inside their schedule; visibility 0 guests, 1 signed-in, 2 everyone',
        response: { 200: ZPopupListResponse },
      },
    },
    async () => ({ data: { popups: await deps.currentPopups() } }),
  );

  app.get(
    '/details/cms',
    { schema: { tags, summary: 'Active CMS pages', response: { 200: ZCmsListResponse } } },
    async () => ({ data: { cmsPages: await content.listCmsPages(db) } }),
  );

  app.get(
    '/details/cms-detail',
    {
      schema: {
        tags,
        summary: 'One CMS page by cmsId or slug',
        querystring: ZCmsDetailQuery,
        response: { 200: ZCmsDetailResponse },
      },
    },
    async (request) => ({
      data: { cmsPage: await content.getCmsPage(db, request.query, deps.cmsTokenValues) },
    }),
  );
}
