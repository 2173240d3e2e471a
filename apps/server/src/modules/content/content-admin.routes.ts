import {
  ZActiveChange,
  ZAdminBannerListResponse,
  ZAdminBannerResponse,
  ZAdminPopupListResponse,
  ZAdminPopupResponse,
  ZArtUploadResponse,
  ZBannerInput,
  ZBannerOrder,
  ZContentIdParam,
  ZPopupInput,
  ZPopupOrder,
} from '@app/contracts/content-admin';
import { uploadFileType } from '@app/contracts/document-upload';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import { ART_MAX_BYTES, ART_SIZE_MESSAGE, type ContentArt } from './content-art';
import type { ContentAdminService } from './content-admin.service';

const tags = ['content editors'];

/** The content team's banner and popup editors and art uploads (permission content.write, decision 059). */
export function contentAdminRoutes(
  app: ApiApp,
  deps: { contentAdmin: ContentAdminService; art: ContentArt; guard: StaffGuard },
) {
  const { contentAdmin, art, guard } = deps;
  const onRequest = guard.require('content.write');

  app.post(
    '/admin/content/art',
    {
      schema: {
        tags,
        summary: 'Uploads a PNG or JPEG: decoded, re-encoded without metadata, answered by address',
        consumes: ['multipart/form-data'],
        response: { 200: ZArtUploadResponse },
      },
      onRequest,
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('ValidationError', 'Send the image as multipart/form-data.');
      let file;
      try {
        file = await request.file({ limits: { fileSize: ART_MAX_BYTES, files: 1 } });
      } catch {
        throw new AppError('ValidationError', 'Send the image as multipart/form-data.');
      }
      if (!file) throw new AppError('ValidationError', 'Please choose an image to upload.');
      const bytes = await file.toBuffer().catch(() => {
        throw new AppError('ValidationError', ART_SIZE_MESSAGE);
      });
      if (file.file.truncated) throw new AppError('ValidationError', ART_SIZE_MESSAGE);
      const url = await art.save(bytes, uploadFileType(file.filename, file.mimetype));
      return { data: { url } };
    },
  );

  app.get(
    '/admin/content/banners',
    {
      schema: {
        tags,
        summary: 'Every banner, retired and scheduled ones too, by page and order',
        response: { 200: ZAdminBannerListResponse },
      },
      onRequest,
    },
    async () => ({ data: { banners: await contentAdmin.listBanners() } }),
  );

  app.post(
    '/admin/content/banners',
    {
      schema: {
        tags,
        summary: 'Adds a banner at the end of its page (audited)',
        body: ZBannerInput,
        response: { 200: ZAdminBannerResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: { banner: await contentAdmin.createBanner(actorOf(request), request.body) },
    }),
  );

  app.put(
    '/admin/content/banners/order',
    {
      schema: {
        tags,
        summary: "Sets the order of one page's banners (audited)",
        body: ZBannerOrder,
        response: { 200: ZAdminBannerListResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: { banners: await contentAdmin.reorderBanners(actorOf(request), request.body) },
    }),
  );

  app.put(
    '/admin/content/banners/:id',
    {
      schema: {
        tags,
        summary: 'Edits a banner (audited with before and after)',
        params: ZContentIdParam,
        body: ZBannerInput,
        response: { 200: ZAdminBannerResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: {
        banner: await contentAdmin.updateBanner(actorOf(request), request.params.id, request.body),
      },
    }),
  );

  app.put(
    '/admin/content/banners/:id/active',
    {
      schema: {
        tags,
        summary: 'Activates or retires a banner (audited)',
        params: ZContentIdParam,
        body: ZActiveChange,
        response: { 200: ZAdminBannerResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: {
        banner: await contentAdmin.setBannerActive(
          actorOf(request),
          request.params.id,
          request.body.isActive,
        ),
      },
    }),
  );

  app.get(
    '/admin/content/popups',
    {
      schema: {
        tags,
        summary: 'Every popup, retired and scheduled ones too, by page and order',
        response: { 200: ZAdminPopupListResponse },
      },
      onRequest,
    },
    async () => ({ data: { popups: await contentAdmin.listPopups() } }),
  );

  app.post(
    '/admin/content/popups',
    {
      schema: {
        tags,
        summary: 'Adds a popup at the end of its page (audited)',
        body: ZPopupInput,
        response: { 200: ZAdminPopupResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: { popup: await contentAdmin.createPopup(actorOf(request), request.body) },
    }),
  );

  app.put(
    '/admin/content/popups/order',
    {
      schema: {
        tags,
        summary: "Sets the order of one page's popups (audited)",
        body: ZPopupOrder,
        response: { 200: ZAdminPopupListResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: { popups: await contentAdmin.reorderPopups(actorOf(request), request.body) },
    }),
  );

  app.put(
    '/admin/content/popups/:id',
    {
      schema: {
        tags,
        summary: 'Edits a popup (audited with before and after)',
        params: ZContentIdParam,
        body: ZPopupInput,
        response: { 200: ZAdminPopupResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: {
        popup: await contentAdmin.updatePopup(actorOf(request), request.params.id, request.body),
      },
    }),
  );

  app.put(
    '/admin/content/popups/:id/active',
    {
      schema: {
        tags,
        summary: 'Activates or retires a popup (audited)',
        params: ZContentIdParam,
        body: ZActiveChange,
        response: { 200: ZAdminPopupResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: {
        popup: await contentAdmin.setPopupActive(
          actorOf(request),
          request.params.id,
          request.body.isActive,
        ),
      },
    }),
  );
}
