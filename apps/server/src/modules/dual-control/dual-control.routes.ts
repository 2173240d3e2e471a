import {
  ZControlChange,
  ZControlChangeDecision,
  ZControlChangeIdParam,
  ZControlChangeList,
  ZControlChangeListQuery,
  ZControlChangeRejection,
} from '@app/contracts/dual-control';
import { z } from 'zod';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { DualControl } from './dual-control.service';

const tags = ['dual-control'];
const ZControlChangeAnswer = z.object({ data: ZControlChange });

/** The changes that loosen a money control, and a second admin's decision on them (decision 058). */
export function dualControlRoutes(
  app: ApiApp,
  deps: { dualControl: DualControl; guard: StaffGuard },
) {
  const { dualControl, guard } = deps;
  app.get(
    '/admin/control-changes',
    {
      schema: {
        tags,
        summary: 'Proposed changes of money controls, newest first',
        querystring: ZControlChangeListQuery,
        response: { 200: ZControlChangeList },
      },
      onRequest: guard.require('dashboard.read'),
    },
    async (request) => ({ data: { rows: await dualControl.list(request.query.status) } }),
  );

  app.post(
    '/admin/control-changes/:changeId/approve',
    {
      schema: {
        tags,
        summary: 'A second admin applies a pending change (re-authentication; audited)',
        params: ZControlChangeIdParam,
        body: ZControlChangeDecision,
        response: { 200: ZControlChangeAnswer },
      },
      onRequest: guard.require('controls.approve', { reauth: true }),
    },
    async (request) => ({
      data: await dualControl.approve(
        actorOf(request),
        request.params.changeId,
        request.body.comment,
      ),
    }),
  );

  app.post(
    '/admin/control-changes/:changeId/reject',
    {
      schema: {
        tags,
        summary: 'A second admin rejects a pending change (audited)',
        params: ZControlChangeIdParam,
        body: ZControlChangeRejection,
        response: { 200: ZControlChangeAnswer },
      },
      onRequest: guard.require('controls.approve'),
    },
    async (request) => ({
      data: await dualControl.reject(
        actorOf(request),
        request.params.changeId,
        request.body.comment,
      ),
    }),
  );
}
