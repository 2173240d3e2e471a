import { toDecimal } from '@app/contracts/money';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { BonusesService } from './bonuses.service';

export function bonusesRoutes(app: ApiApp, deps: { bonuses: BonusesService }) {
  const { bonuses } = deps;
  const tags = ['bonuses'];

  app.get(
    '/bonus/welcome-bonus',
    { schema: { tags }, onRequest: requireAuth },
    async (request) => ({
      data: await bonuses.welcome(authUserId(request)),
    }),
  );

  app.post(
    '/bonus/welcome-bonus',
    { schema: { tags }, config: { idempotent: true }, onRequest: requireAuth },
    async (request) => {
      const { gcAmount, scAmount } = await bonuses.claimWelcome(authUserId(request));
      return {
        data: {
          message: 'Bonus successfully redeemed',
          gcAmount: toDecimal(gcAmount),
          scAmount: toDecimal(scAmount),
        },
      };
    },
  );

  app.get('/bonus/daily-bonus', { schema: { tags }, onRequest: requireAuth }, async (request) => ({
    data: await bonuses.daily(authUserId(request)),
  }));

  app.post(
    '/bonus/daily-bonus',
    { schema: { tags }, config: { idempotent: true }, onRequest: requireAuth },
    async (request) => {
      const { gcAmount, scAmount, message } = await bonuses.claimDaily(authUserId(request));
      return { data: { message, gcAmount: toDecimal(gcAmount), scAmount: toDecimal(scAmount) } };
    },
  );
}
