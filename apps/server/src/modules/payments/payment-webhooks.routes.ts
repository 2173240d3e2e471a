import { z } from 'zod';
import { PAYMENT_PROVIDER_NAMES, WEBHOOK_HEADERS, ZWebhookAck } from '@app/contracts/payments';
import type { ApiApp } from '../../platform/api-app';
import type { PaymentWebhooksService } from './payment-webhooks.service';

const ZWebhookParams = z.object({
  provider: z.enum(PAYMENT_PROVIDER_NAMES, {
    error: `provider must be one of ${PAYMENT_PROVIDER_NAMES.join(', ')}`,
  }),
});

const isProviderName = (name: string): boolean =>
  (PAYMENT_PROVIDER_NAMES as readonly string[]).includes(name);

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /payment/webhooks/{provider}: public (providers have no session). The
 * body is kept as the exact text received, because the signature covers those
 * bytes; it is parsed only after the signature checks out.
 */
export function paymentWebhookRoutes(
  app: ApiApp,
  deps: { webhooks: PaymentWebhooksService; onFailure?: (provider: string) => void },
) {
  void app.register(async (scope: ApiApp) => {
    scope.removeAllContentTypeParsers();
    // Refused (signature, timestamp, body) or failed: named by a known provider, else 'unknown'.
    scope.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 400 || !deps.onFailure) return;
      const provider = (request.params as { provider?: string }).provider ?? '';
      deps.onFailure(isProviderName(provider) ? provider : 'unknown');
    });
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/payment/webhooks/:provider',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Signed provider event (HMAC-SHA256 over `timestamp.rawBody`, 5-minute window); applied once by event id',
          params: ZWebhookParams,
          response: { 200: ZWebhookAck },
        },
      },
      async (request) => {
        const { duplicate } = await deps.webhooks.receive(
          request.params.provider,
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
