import { z } from 'zod';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import type { ChargeBook, SandboxProviderName } from './charge-book.service';
import type { ChargeRow } from './sandbox-charges.repository';
import { SandboxRequestError } from './sandbox-errors';
import { SANDBOX_ROUTES } from './sandbox-paths';

const PROVIDERS = ['ippay', 'finix', 'paynote', 'fiat'] as const satisfies SandboxProviderName[];

/** The reason a test dispute carries when the tester gives none. */
export const DEFAULT_DISPUTE_REASON = 'Fraudulent: the cardholder does not recognise the payment';

const ZChargeParams = z.object({
  provider: z.enum(PROVIDERS, { error: `provider must be one of ${PROVIDERS.join(', ')}` }),
  referenceId: z.string().min(1, 'referenceId is required').max(64),
});

const ZResolveParams = ZChargeParams.extend({
  outcome: z.enum(['won', 'lost'], { error: 'outcome must be won or lost' }),
});

const ZDisputeBody = z
  .object({
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .min(1, 'reason cannot be empty')
      .max(500, 'reason has at most 500 characters')
      .optional(),
  })
  .nullish();

const view = (charge: ChargeRow) => ({
  provider: charge.provider,
  referenceId: charge.referenceId,
  amountCents: charge.amountCents,
  status: charge.status,
  dispute: charge.dispute,
});

/**
 * The sandbox's dispute actions (decision 055), as a tester plays the cardholder and the issuer:
 * POST /sandbox/charges/{provider}/{referenceId}/dispute `{ reason? }` opens a dispute on a
 * succeeded payment (payment.disputed webhook); POST …/dispute/won or …/dispute/lost decides it
 * (payment.dispute_won or payment.dispute_lost). Registered only outside production. A refused
 * action answers 404 (no such payment) or 400 with the reason, and changes nothing.
 */
export function sandboxDisputeRoutes(app: ApiApp, deps: { book: ChargeBook }) {
  const { book } = deps;

  async function act(
    provider: SandboxProviderName,
    referenceId: string,
    work: () => Promise<ChargeRow>,
  ) {
    if (!(await book.find(provider, referenceId)))
      throw new AppError('NotFound', `No ${provider} payment with reference ${referenceId}.`);
    try {
      return { data: view(await work()) };
    } catch (error) {
      if (error instanceof SandboxRequestError)
        throw new AppError('ValidationError', error.message);
      throw error;
    }
  }

  app.post(
    SANDBOX_ROUTES.disputeOpen,
    { schema: { hide: true, params: ZChargeParams, body: ZDisputeBody } },
    async (request) => {
      const { provider, referenceId } = request.params;
      const reason = request.body?.reason ?? DEFAULT_DISPUTE_REASON;
      return act(provider, referenceId, () => book.openDispute(provider, referenceId, reason));
    },
  );

  app.post(
    SANDBOX_ROUTES.disputeResolve,
    { schema: { hide: true, params: ZResolveParams } },
    async (request) => {
      const { provider, referenceId, outcome } = request.params;
      return act(provider, referenceId, () => book.resolveDispute(provider, referenceId, outcome));
    },
  );
}
