import {
  ZSpinCompletionResponse,
  ZSpinResponse,
  ZSpinWheelListResponse,
} from '@app/contracts/spin-wheel';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { SpinWheelService } from './spin-wheel.service';

/** The player's wheel calls (SPEC §7); coins are decimals. */
export function spinWheelRoutes(app: ApiApp, deps: { spinWheel: SpinWheelService }) {
  const { spinWheel } = deps;
  const tags = ['spin-wheel'];

  app.get(
    '/spinWheelConfiguration/getList',
    {
      schema: {
        tags,
        summary: 'The wheel’s active segments in order, an open result and the 24-hour standing',
        response: { 200: ZSpinWheelListResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await spinWheel.list(authUserId(request)) }),
  );

  app.post(
    '/spinWheelConfiguration/spin',
    {
      schema: {
        tags,
        summary:
          'Draws the prize on the server (the same result again while it is open); 2260 within 24 hours of the last claim',
        response: { 200: ZSpinResponse },
      },
      config: { idempotent: true },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await spinWheel.spin(authUserId(request)) }),
  );

  app.post(
    '/spinWheelConfiguration/updateWallet',
    {
      schema: {
        tags,
        summary:
          'Completes the open spin and credits its prize once (credited false if none is open)',
        response: { 200: ZSpinCompletionResponse },
      },
      config: { idempotent: true },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await spinWheel.complete(authUserId(request)) }),
  );
}
