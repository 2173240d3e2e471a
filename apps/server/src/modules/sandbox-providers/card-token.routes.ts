import { ERRORS } from '@app/contracts/error-codes';
import type { ApiApp } from '../../platform/api-app';
import type { CardTokens } from './card-token.provider';
import { SANDBOX_ROUTES } from './sandbox-paths';

/**
 * POST /sandbox/finix/tokens: the browser's card form sends the card here, to
 * the provider, and gives the merchant only the token; card data never
 * reaches /api. Body `{ cardNumber, expMonth, expYear, cvc, name }`; answers
 * `{ token, brand, last4, expMonth, expYear }`, or 400 with one error per
 * field in the API's error envelope.
 */
export function cardTokenRoutes(app: ApiApp, deps: { cardTokens: CardTokens }) {
  app.post(SANDBOX_ROUTES.tokenize, { schema: { hide: true } }, async (request, reply) => {
    const outcome = await deps.cardTokens.tokenize(request.body);
    reply.header('cache-control', 'no-store');
    if (outcome.errors) {
      const errors = Object.entries(outcome.errors).map(([field, description]) => ({
        errorCode: ERRORS.ValidationError.code,
        name: ERRORS.ValidationError.name,
        description,
        field,
      }));
      return reply.code(400).send({ errors });
    }
    return outcome.token;
  });
}
