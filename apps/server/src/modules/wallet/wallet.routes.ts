import { ZPlaythroughView } from '@app/contracts/playthrough';
import { TRANSACTIONS_COUNT_CAP, ZTransactionsQuery } from '@app/contracts/wallet';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { PlaythroughRules } from './playthrough-rules.service';
import type { WalletService } from './wallet.service';

export function walletRoutes(
  app: ApiApp,
  deps: { wallet: WalletService; playthrough: PlaythroughRules },
) {
  app.get(
    '/payment/playthrough',
    {
      schema: {
        tags: ['wallet'],
        summary: "What the player's unplayed SC still has to be played, in all and per credit",
        response: { 200: ZPlaythroughView },
      },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await deps.playthrough.view(authUserId(request)) }),
  );

  app.get(
    '/payment/transactions',
    {
      schema: {
        tags: ['wallet'],
        summary:
          "The player's own coin movements, 16 a page, newest first; beforeId (the last row's " +
          `transactionId) reads on from there; the count stops past ${TRANSACTIONS_COUNT_CAP} ` +
          'rows from the page (decision 066)',
        querystring: ZTransactionsQuery,
      },
      onRequest: requireAuth,
    },
    async (request) => {
      const { page, limit, coinType, type, beforeId } = request.query;
      const result = await deps.wallet.transactions(authUserId(request), {
        page,
        limit,
        currency: coinType,
        kind: type,
        beforeId,
      });
      return { data: { rows: result.rows, count: result.count, page, limit } };
    },
  );
}
