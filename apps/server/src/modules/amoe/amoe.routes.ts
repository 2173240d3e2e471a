import {
  ZAmoeCardEntry,
  ZAmoeCardListQuery,
  ZAmoeCardListResponse,
  ZAmoeCardResponse,
  ZAmoeCodeLookupResponse,
  ZAmoeCodeParam,
  ZAmoeCodeResponse,
  ZFreeEntryResponse,
} from '@app/contracts/amoe';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { AmoeService } from './amoe.service';

const tags = ['free entry'];

/** The player's free entry by mail (decision 052): their codes, and today's code on request. */
export function amoeRoutes(app: ApiApp, deps: { amoe: AmoeService }) {
  const { amoe } = deps;
  app.get(
    '/amoe/free-entry',
    {
      schema: {
        tags,
        summary: "The player's free-entry codes and how to mail a card",
        response: { 200: ZFreeEntryResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await amoe.freeEntry(authUserId(request)) }),
  );

  app.post(
    '/amoe/free-entry/code',
    {
      schema: {
        tags,
        summary: "Today's free-entry code (one a US Eastern day: asked again, the same code)",
        response: { 200: ZAmoeCodeResponse },
      },
      config: { idempotent: true },
      onRequest: requireAuth,
    },
    async (request) => ({ data: { code: await amoe.requestCode(authUserId(request)) } }),
  );
}

/** Compliance's queue of cards received by mail (permission amoe.write; audited). */
export function amoeAdminRoutes(app: ApiApp, deps: { amoe: AmoeService; guard: StaffGuard }) {
  const { amoe, guard } = deps;
  app.get(
    '/admin/amoe/cards',
    {
      schema: {
        tags,
        summary: 'Cards entered, newest first, credited or refused with the reason',
        querystring: ZAmoeCardListQuery,
        response: { 200: ZAmoeCardListResponse },
      },
      onRequest: guard.require('amoe.write'),
    },
    async (request) => ({ data: await amoe.list(request.query) }),
  );

  app.get(
    '/admin/amoe/codes/:code',
    {
      schema: {
        tags,
        summary: "A code with its player's name, address and email to compare with the card",
        params: ZAmoeCodeParam,
        response: { 200: ZAmoeCodeLookupResponse },
      },
      onRequest: guard.require('amoe.write'),
    },
    async (request) => ({ data: await amoe.lookUp(actorOf(request), request.params.code) }),
  );

  app.post(
    '/admin/amoe/cards',
    {
      schema: {
        tags,
        summary: 'Enters a card received by mail: a valid one credits the set SC once',
        body: ZAmoeCardEntry,
        response: { 200: ZAmoeCardResponse },
      },
      config: { idempotent: true },
      onRequest: guard.require('amoe.write'),
    },
    async (request) => ({ data: { card: await amoe.enterCard(actorOf(request), request.body) } }),
  );
}
