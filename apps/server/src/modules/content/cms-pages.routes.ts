import {
  ZContentPageActive,
  ZContentPageCreate,
  ZContentPageDetailResponse,
  ZContentPageIdParam,
  ZContentPageListResponse,
  ZContentPagePreview,
  ZContentPagePreviewResponse,
  ZContentPageRollback,
  ZContentPageSave,
  ZContentPageVersionsResponse,
} from '@app/contracts/content-pages';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { CmsPagesService } from './cms-pages.service';

const tags = ['content pages'];

/** The content team's page editor (permission content.write; every change audited; decision 060). */
export function cmsPagesAdminRoutes(
  app: ApiApp,
  deps: { pages: CmsPagesService; guard: StaffGuard },
) {
  const { pages, guard } = deps;
  const onRequest = guard.require('content.write');

  app.get(
    '/admin/content-pages',
    {
      schema: {
        tags,
        summary: 'Every page with its live version',
        response: { 200: ZContentPageListResponse },
      },
      onRequest,
    },
    async () => ({ data: { pages: await pages.list() } }),
  );

  app.post(
    '/admin/content-pages',
    {
      schema: {
        tags,
        summary: 'A new page at /cms/{slug}: its version 1 goes live',
        body: ZContentPageCreate,
        response: { 200: ZContentPageDetailResponse },
      },
      onRequest,
    },
    async (request) => ({ data: { page: await pages.create(actorOf(request), request.body) } }),
  );

  app.post(
    '/admin/content-pages/preview',
    {
      schema: {
        tags,
        summary: 'The HTML a text would be published as (rendered and sanitized as a save is)',
        body: ZContentPagePreview,
        response: { 200: ZContentPagePreviewResponse },
      },
      onRequest,
    },
    async (request) => ({ data: { html: pages.preview(request.body.markdown) } }),
  );

  app.get(
    '/admin/content-pages/:cmsId',
    {
      schema: {
        tags,
        summary: "A page's live text (Markdown and HTML)",
        params: ZContentPageIdParam,
        response: { 200: ZContentPageDetailResponse },
      },
      onRequest,
    },
    async (request) => ({ data: { page: await pages.detail(request.params.cmsId) } }),
  );

  app.put(
    '/admin/content-pages/:cmsId',
    {
      schema: {
        tags,
        summary: 'Saves a new version, live at once; a material change asks players to accept it',
        params: ZContentPageIdParam,
        body: ZContentPageSave,
        response: { 200: ZContentPageDetailResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: { page: await pages.save(actorOf(request), request.params.cmsId, request.body) },
    }),
  );

  app.get(
    '/admin/content-pages/:cmsId/versions',
    {
      schema: {
        tags,
        summary: 'Every version, newest first: who, when and what changed',
        params: ZContentPageIdParam,
        response: { 200: ZContentPageVersionsResponse },
      },
      onRequest,
    },
    async (request) => ({ data: { versions: await pages.versions(request.params.cmsId) } }),
  );

  app.post(
    '/admin/content-pages/:cmsId/rollback',
    {
      schema: {
        tags,
        summary: "Makes an earlier version's text live again, as a new version",
        params: ZContentPageIdParam,
        body: ZContentPageRollback,
        response: { 200: ZContentPageDetailResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: { page: await pages.rollback(actorOf(request), request.params.cmsId, request.body) },
    }),
  );

  app.put(
    '/admin/content-pages/:cmsId/active',
    {
      schema: {
        tags,
        summary: 'Shows or hides a page on the site',
        params: ZContentPageIdParam,
        body: ZContentPageActive,
        response: { 200: ZContentPageDetailResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: {
        page: await pages.setActive(actorOf(request), request.params.cmsId, request.body.isActive),
      },
    }),
  );
}
