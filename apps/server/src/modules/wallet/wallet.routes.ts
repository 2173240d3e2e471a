import { ZTransactionsQuery } from '@app/contracts/wallet';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { WalletService } from './wallet.service';

export function walletRoutes(app: ApiApp, deps: { wallet: WalletService }) {
  app.get(
    '/payment/transactions',
    {
      schema: {
        tags: ['wallet'],
        summary: "The player's own coin movements, 16 a page",
        querystring: ZTransactionsQuery,
      },
      onRequest: requireAuth,
    },
    async (request) => {
      const { page, limit, coinType, type } = request.query;
      const result = await deps.wallet.transactions(authUserId(request), {
        page,
        limit,
        currency: coinType,
        kind: type,
      });
      return { data: { rows: result.rows, count: result.count, page, limit } };
    },
  );
}
