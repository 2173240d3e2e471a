import { ZActiveChange, ZContentIdParam } from '@app/contracts/content-admin';
import {
  ZAdminPromotionListResponse,
  ZAdminPromotionResponse,
  ZPromotionInput,
  ZPromotionListResponse,
  ZPromotionOrder,
} from '@app/contracts/promotions';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { PromotionsService } from './promotions.service';

const tags = ['promotions'];

/** GET /details/promotions (decision 059: named as SPEC §7's other /details/* reads). */
export function promotionsRoutes(app: ApiApp, deps: { promotions: PromotionsService }) {
  app.get(
    '/details/promotions',
    {
      schema: {
        tags,
        summary: 'The promotions running now (active, inside their window), in order',
        response: { 200: ZPromotionListResponse },
      },
    },
    async () => ({ data: { promotions: await deps.promotions.current() } }),
  );
}

/** The content team's promotions editor (permission content.write; every change audited). */
export function promotionsAdminRoutes(
  app: ApiApp,
  deps: { promotions: PromotionsService; guard: StaffGuard },
) {
  const { promotions, guard } = deps;
  const onRequest = guard.require('content.write');

  app.get(
    '/admin/promotions',
    {
      schema: {
        tags,
        summary: 'Every promotion, retired and scheduled ones too, in order',
        response: { 200: ZAdminPromotionListResponse },
      },
      onRequest,
    },
    async () => ({ data: { promotions: await promotions.list() } }),
  );

  app.post(
    '/admin/promotions',
    {
      schema: {
        tags,
        summary: 'Adds a promotion at the end of the order (audited)',
        body: ZPromotionInput,
        response: { 200: ZAdminPromotionResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: { promotion: await promotions.create(actorOf(request), request.body) },
    }),
  );

  app.put(
    '/admin/promotions/order',
    {
      schema: {
        tags,
        summary: 'Sets the order of every promotion (audited)',
        body: ZPromotionOrder,
        response: { 200: ZAdminPromotionListResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: { promotions: await promotions.reorder(actorOf(request), request.body) },
    }),
  );

  app.put(
    '/admin/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Edits a promotion (audited with before and after)',
        params: ZContentIdParam,
        body: ZPromotionInput,
        response: { 200: ZAdminPromotionResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: {
        promotion: await promotions.update(actorOf(request), request.params.id, request.body),
      },
    }),
  );

  app.put(
    '/admin/promotions/:id/active',
    {
      schema: {
        tags,
        summary: 'Activates or retires a promotion (audited)',
        params: ZContentIdParam,
        body: ZActiveChange,
        response: { 200: ZAdminPromotionResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: {
        promotion: await promotions.setActive(
          actorOf(request),
          request.params.id,
          request.body.isActive,
        ),
      },
    }),
  );
}
