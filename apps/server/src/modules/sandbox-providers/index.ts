import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { JobQueue } from '../../platform/job-queue';
import type { PayoutProvider } from '../payments/payouts';
import type { PaymentProviders } from '../payments/providers';
import type { ProviderStatement } from '../reconciliation/provider-statements';
import { createAchPayoutProvider } from './ach-payout.provider';
import { createBankProvider } from './bank.provider';
import { createCardTokenProvider } from './card-token.provider';
import { cardTokenRoutes } from './card-token.routes';
import { createChargeBook } from './charge-book.service';
import { createFiatProvider } from './fiat.provider';
import { fiatRoutes } from './fiat.routes';
import { registerFormBody } from './form-body';
import { createHostedCardProvider } from './hosted-card.provider';
import { hostedCardRoutes } from './hosted-card.routes';
import { createIdentityWidget, type IdentityWidget } from './identity.provider';
import { identityRoutes } from './identity.routes';
import { listeningUrl } from './listening-url';
import { sandboxConsoleRoutes } from './sandbox-console.routes';
import { sandboxDisputeRoutes } from './sandbox-disputes.routes';
import { SANDBOX_PREFIX } from './sandbox-paths';
import { defineSandboxQueues } from './sandbox-queues';
import { createSandboxStatements } from './sandbox-statements';
import { createWebhookDeliverer } from './webhook-delivery';

/** The merchant name the provider pages show. */
const DEFAULT_MERCHANT_NAME = 'Golden Sweeps';

export interface SandboxProvidersDeps {
  db: Db;
  /** Settlements and webhook deliveries are jobs on this queue. */
  jobs: JobQueue;
  config: Pick<
    Config,
    | 'NODE_ENV'
    | 'PAYMENT_WEBHOOK_SECRET'
    | 'SANDBOX_CARD_SETTLE_SECONDS'
    | 'SANDBOX_BANK_SETTLE_SECONDS'
    | 'SANDBOX_PAYOUT_SETTLE_SECONDS'
    | 'SANDBOX_PAYOUT_RETURN_SECONDS'
    | 'SANDBOX_IDENTITY_VERDICT_SECONDS'
  >;
  /** Our own listening socket (`app.server.address()`), read at each delivery. */
  listeningAddress: () => AddressInfo | string | null;
  log: FastifyBaseLogger;
  merchantName?: string;
  /** Told of every webhook delivery attempt that failed. */
  onWebhookFailure?: (provider: string) => void;
}

/** The built-in sandbox providers: the PaymentProviders plus their pages and test hooks. */
export interface SandboxProviders extends PaymentProviders {
  /** ACH payouts (redemptions): paid, returned or failed by signed webhook (docs/decisions/031). */
  payout: PayoutProvider;
  /** Each provider's record of its charges and payouts, for daily reconciliation (decision 056). */
  statements: ProviderStatement[];
  /** The identity-verification widget (the KYC module's IdentityProvider and its submitted hook). */
  identity: Pick<IdentityWidget, 'provider' | 'setSubmittedHandler'>;
  /** Registers the provider pages and endpoints under /sandbox (the console too, outside production). */
  registerRoutes(app: ApiApp): Promise<void>;
  /**
   * Settles the pending charges and moves on the payouts due at `now`, then delivers the webhooks free
   * at `now`, at once: the jobs do the same as each falls due (tests skip the wait).
   */
  runDue(now?: Date): Promise<void>;
  /**
   * Sends the webhooks to this base URL instead of our own listening address
   * (tests with their own receiver, a merchant run elsewhere); undefined
   * returns to the listening address.
   */
  setWebhookBaseUrl(url: string | undefined): void;
}

/**
 * Builds the sandbox providers of ARCHITECTURE.md "Sandbox providers": real
 * flows on our own server, with signed webhooks back to our API. Call their
 * methods outside a database transaction, as one would call a real
 * provider's HTTP API: they open their own.
 */
export function createSandboxProviders(deps: SandboxProvidersDeps): SandboxProviders {
  const { db, config, log, jobs } = deps;
  const merchantName = deps.merchantName ?? DEFAULT_MERCHANT_NAME;
  let webhookBaseUrl: string | undefined;

  const deliverer = createWebhookDeliverer({
    db,
    log,
    secretOf: () => config.PAYMENT_WEBHOOK_SECRET,
    baseUrl: () => webhookBaseUrl ?? listeningUrl(deps.listeningAddress()),
    onFailure: deps.onWebhookFailure,
  });
  const book = createChargeBook({ db, jobs });
  const payouts = createAchPayoutProvider({
    db,
    jobs,
    settleSeconds: config.SANDBOX_PAYOUT_SETTLE_SECONDS,
    returnSeconds: config.SANDBOX_PAYOUT_RETURN_SECONDS,
  });
  defineSandboxQueues(jobs, {
    settleCharge: (chargeId) => book.settleCharge(chargeId),
    advancePayout: (providerPayoutId, step) => payouts.advancePayout(providerPayoutId, step),
    deliverWebhook: (outboxId) => deliverer.deliverEvent(outboxId),
  });
  const hostedCard = createHostedCardProvider({
    db,
    book,
    merchantName,
    cardSettleSeconds: config.SANDBOX_CARD_SETTLE_SECONDS,
  });
  const cardTokens = createCardTokenProvider({
    db,
    book,
    cardSettleSeconds: config.SANDBOX_CARD_SETTLE_SECONDS,
  });
  const bank = createBankProvider({
    db,
    book,
    bankSettleSeconds: config.SANDBOX_BANK_SETTLE_SECONDS,
  });
  const fiat = createFiatProvider({ db, book });
  const identity = createIdentityWidget({
    db,
    jobs,
    verdictSeconds: config.SANDBOX_IDENTITY_VERDICT_SECONDS,
  });

  return {
    hostedCard: hostedCard.provider,
    cardToken: cardTokens.provider,
    bank,
    fiat: fiat.provider,
    payout: payouts.provider,
    identity,
    statements: createSandboxStatements(db),

    async registerRoutes(app) {
      await app.register(
        async (sandbox: ApiApp) => {
          registerFormBody(sandbox);
          hostedCardRoutes(sandbox, { hostedCard });
          cardTokenRoutes(sandbox, { cardTokens });
          fiatRoutes(sandbox, { fiat, merchantName });
          identityRoutes(sandbox, { identity });
          if (config.NODE_ENV !== 'production') {
            sandboxConsoleRoutes(sandbox, { db });
            sandboxDisputeRoutes(sandbox, { book });
          }
        },
        { prefix: SANDBOX_PREFIX },
      );
    },

    async runDue(now = new Date()) {
      await book.settleDue(now);
      await payouts.advanceDue(now);
      await deliverer.deliverDue(now);
    },

    setWebhookBaseUrl(url) {
      webhookBaseUrl = url;
    },
  };
}
