import { ZAdminWheelResponse, ZWheelSegmentsInput } from '@app/contracts/spin-wheel';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { SpinWheelAdminService } from './spin-wheel-admin.service';

/** The wheel's editor (permission rewards.write): segments with their exact odds. */
export function spinWheelAdminRoutes(
  app: ApiApp,
  deps: { spinWheelAdmin: SpinWheelAdminService; guard: StaffGuard },
) {
  const { spinWheelAdmin } = deps;
  const tags = ['admin'];
  const onRequest = deps.guard.require('rewards.write');
  const response = { 200: ZAdminWheelResponse };

  app.get(
    '/admin/spin-wheel/segments',
    {
      schema: {
        tags,
        summary: 'Every segment with its exact chance, and the exact expected GC and SC per spin',
        response,
      },
      onRequest,
    },
    async () => ({ data: await spinWheelAdmin.read() }),
  );

  app.put(
    '/admin/spin-wheel/segments',
    {
      schema: {
        tags,
        summary: 'Saves the segments (prizes, weights, active, order) together; audited',
        body: ZWheelSegmentsInput,
        response,
      },
      onRequest,
    },
    async (request) => ({ data: await spinWheelAdmin.save(actorOf(request), request.body) }),
  );
}
