import { WEBHOOK_HEADERS, ZWebhookAck } from '@app/contracts/payments';
import type { ApiApp } from '../../platform/api-app';
import type { PayoutWebhooksService } from './payout-webhooks.service';

/** Where payout providers send their signed events, below /api/v1. */
export const PAYOUT_WEBHOOK_ROUTE = '/payment/payout-webhook';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /payment/payout-webhook: public (providers have no session). The body is kept as the
 * exact text received, because the signature covers those bytes; it is parsed only after the
 * signature checks out.
 */
export function payoutWebhookRoutes(
  app: ApiApp,
  deps: {
    payoutWebhooks: PayoutWebhooksService;
    provider: string;
    onFailure?: (provider: string) => void;
  },
) {
  void app.register(async (scope: ApiApp) => {
    scope.removeAllContentTypeParsers();
    scope.addHook('onResponse', async (_request, reply) => {
      if (reply.statusCode >= 400) deps.onFailure?.(deps.provider);
    });
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      PAYOUT_WEBHOOK_ROUTE,
      {
        schema: {
          tags: ['payments'],
          summary:
            'Signed payout event (HMAC-SHA256 over `timestamp.rawBody`, 5-minute window); handled once by event id',
          response: { 200: ZWebhookAck },
        },
      },
      async (request) => {
        const { duplicate } = await deps.payoutWebhooks.receive(
          typeof request.body === 'string' ? request.body : '',
          {
            timestamp: header(request.headers[WEBHOOK_HEADERS.TIMESTAMP]),
            signature: header(request.headers[WEBHOOK_HEADERS.SIGNATURE]),
          },
        );
        return { data: { received: true as const, duplicate } };
      },
    );
  });
}
