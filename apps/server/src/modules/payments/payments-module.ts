import type { Db, Tx } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { ResponsibleGamblingService } from '../responsible-gambling/responsible-gambling.service';
import type { VipService } from '../vip/vip.service';
import type { WalletEvents } from '../wallet/wallet-events';
import type { WalletService } from '../wallet/wallet.service';
import { createCheckoutService } from './checkout.service';
import { packagesRoutes } from './packages.routes';
import { paymentAdminRoutes } from './payment-admin.routes';
import { createPaymentAdminService } from './payment-admin.service';
import { createPaymentEventsService } from './payment-events.service';
import { paymentMethodsRoutes } from './payment-methods.routes';
import { createPaymentStatusService } from './payment-status.service';
import { createPaymentMethodsService } from './payment-methods.service';
import { paymentWebhookRoutes } from './payment-webhooks.routes';
import {
  createPaymentWebhooksService,
  type PaymentWebhooksService,
} from './payment-webhooks.service';
import type { PayoutEventHandler, PayoutProvider } from './payouts';
import { payoutWebhookRoutes } from './payout-webhooks.routes';
import { createPayoutWebhooksService, isPayoutFailure } from './payout-webhooks.service';
import { paymentsRoutes, type RedeemHandler } from './payments.routes';
import { createProviderCalls, type PaymentLog } from './provider-calls';
import type { PaymentProviders } from './providers';
import type { PurchaseDisputes } from './purchase-disputes';
import { createPurchasesService } from './purchases.service';
import { findWebhookFailure } from './webhook-failures.repository';

/** The merchant side of store purchases, wired once: its services, its routes and its User fields. */
export function createPaymentsModule(deps: {
  db: Db;
  wallet: WalletService;
  walletEvents: WalletEvents;
  vip: VipService;
  /** Decides a referral when an invited player's first purchase is credited (decision 034). */
  referrals: {
    recordFirstPurchase(tx: Tx, userId: number, referenceId: string): Promise<void>;
    purchaseRefunded(tx: Tx, userId: number, referenceId: string): Promise<void>;
  };
  /** The player's own purchase limits (decision 037). */
  responsibleGambling: ResponsibleGamblingService;
  providers: PaymentProviders;
  /** ACH payouts (redemptions): the sandbox, or a real adapter (docs/decisions/031). */
  payoutProvider: PayoutProvider;
  webhookSecret: string;
  /** Staff actions (refunds, payment flags) are written here. */
  audit: AuditService;
  log: PaymentLog;
  /** Told of every provider webhook we refused or failed to apply. */
  onWebhookFailure?: (provider: string) => void;
  /** Redeem requests arriving on init-pay and create-instrument-payout (the redemptions module). */
  redeem: RedeemHandler;
  /** Chargebacks: the disputes module reverses a disputed purchase's coins (decision 055). */
  disputes: PurchaseDisputes;
}) {
  const { db, providers, vip } = deps;
  const purchases = createPurchasesService({
    db,
    vip,
    responsibleGambling: deps.responsibleGambling,
  });
  const events = createPaymentEventsService({
    db,
    wallet: deps.wallet,
    walletEvents: deps.walletEvents,
    // The tiers a credited purchase reaches are recorded in the credit's transaction (decision 032),
    // and so is the referral a first purchase decides (decision 034).
    onCredited: async (tx, userId, purchase) => {
      await vip.recordReached(tx, userId);
      if (purchase.isFirst)
        await deps.referrals.recordFirstPurchase(tx, userId, purchase.referenceId);
    },
    // A refunded first purchase takes back the referral bonus it earned, if still unclaimed.
    onRefunded: (tx, userId, referenceId) =>
      deps.referrals.purchaseRefunded(tx, userId, referenceId),
    disputes: deps.disputes,
  });
  const calls = createProviderCalls({ events, log: deps.log });
  const checkout = createCheckoutService({ db, purchases, providers, calls, log: deps.log });
  const paymentStatus = createPaymentStatusService({ purchases, events, providers, log: deps.log });
  const paymentMethods = createPaymentMethodsService({ db, providers, purchases });
  const paymentAdmin = createPaymentAdminService({ db, providers, audit: deps.audit });
  const paymentWebhooks = createPaymentWebhooksService({
    db,
    events,
    audit: deps.audit,
    secret: deps.webhookSecret,
  });
  const payoutWebhooks = createPayoutWebhooksService({
    db,
    audit: deps.audit,
    secret: deps.webhookSecret,
    provider: deps.payoutProvider.name,
  });
  // The Jobs screen lists and retries payment and payout events alike (one failures table).
  const webhooks: PaymentWebhooksService = {
    ...paymentWebhooks,
    async retry(actor, failureId) {
      const failure = await findWebhookFailure(db, failureId);
      return failure && isPayoutFailure(failure)
        ? payoutWebhooks.retry(actor, failure)
        : paymentWebhooks.retry(actor, failureId);
    },
  };

  return {
    purchases,
    events,
    /** Verified provider webhooks, and those that failed processing (the Jobs screen). */
    webhooks,
    /** ACH payouts: the provider to send them with, and where their webhooks' events go. */
    payouts: {
      provider: deps.payoutProvider,
      /** Set once by whoever builds the app (the redemption module's handler). */
      setEventHandler: (handler: PayoutEventHandler) => payoutWebhooks.setEventHandler(handler),
    },

    /** User entity fields (SPEC §3): isFirstPurchase, firstPurchaseBonus and vipTierDetail. */
    async userExtras(userId: number) {
      return {
        ...(await purchases.userFlags(userId)),
        vipTierDetail: await vip.tierDetail(userId),
      };
    },

    /** Registers every payments route (the store's packages too) inside the /api/v1 scope. */
    routes(api: ApiApp, guard: StaffGuard) {
      packagesRoutes(api, { db });
      paymentsRoutes(api, { checkout, paymentStatus, redeem: deps.redeem });
      paymentMethodsRoutes(api, { paymentMethods });
      paymentWebhookRoutes(api, { webhooks, onFailure: deps.onWebhookFailure });
      payoutWebhookRoutes(api, {
        payoutWebhooks,
        provider: deps.payoutProvider.name,
        onFailure: deps.onWebhookFailure,
      });
      paymentAdminRoutes(api, { paymentAdmin, guard });
    },
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
