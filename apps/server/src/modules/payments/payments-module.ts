import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { createResponsibleGamblingService } from '../responsible-gambling/responsible-gambling.service';
import type { VipService } from '../vip/vip.service';
import type { WalletEvents } from '../wallet/wallet-events';
import type { WalletService } from '../wallet/wallet.service';
import { createCheckoutService } from './checkout.service';
import { paymentAdminRoutes } from './payment-admin.routes';
import { createPaymentAdminService } from './payment-admin.service';
import { createPaymentEventsService } from './payment-events.service';
import { paymentMethodsRoutes } from './payment-methods.routes';
import { createPaymentStatusService } from './payment-status.service';
import { createPaymentMethodsService } from './payment-methods.service';
import { paymentWebhookRoutes } from './payment-webhooks.routes';
import { createPaymentWebhooksService } from './payment-webhooks.service';
import { paymentsRoutes, type RedeemHandler } from './payments.routes';
import { createProviderCalls, type PaymentLog } from './provider-calls';
import type { PaymentProviders } from './providers';
import { createPurchasesService } from './purchases.service';

/** The merchant side of store purchases, wired once: its services, its routes and its User fields. */
export function createPaymentsModule(deps: {
  db: Db;
  wallet: WalletService;
  walletEvents: WalletEvents;
  vip: VipService;
  providers: PaymentProviders;
  webhookSecret: string;
  /** Staff actions (refunds, payment flags) are written here. */
  audit: AuditService;
  log: PaymentLog;
  /** Told of every provider webhook we refused or failed to apply. */
  onWebhookFailure?: (provider: string) => void;
  /** Redeem requests arriving on init-pay and create-instrument-payout (the redemptions module). */
  redeem: RedeemHandler;
}) {
  const { db, providers, vip } = deps;
  const purchases = createPurchasesService({
    db,
    vip,
    responsibleGambling: createResponsibleGamblingService(),
  });
  const events = createPaymentEventsService({
    db,
    wallet: deps.wallet,
    walletEvents: deps.walletEvents,
  });
  const calls = createProviderCalls({ events, log: deps.log });
  const checkout = createCheckoutService({ db, purchases, providers, calls, log: deps.log });
  const paymentStatus = createPaymentStatusService({ purchases, events, providers, log: deps.log });
  const paymentMethods = createPaymentMethodsService({ db, providers, purchases });
  const paymentAdmin = createPaymentAdminService({ db, providers, audit: deps.audit });
  const webhooks = createPaymentWebhooksService({
    db,
    events,
    audit: deps.audit,
    secret: deps.webhookSecret,
  });

  return {
    purchases,
    events,
    /** Verified provider webhooks, and those that failed processing (the Jobs screen). */
    webhooks,

    /** User entity fields (SPEC §3): isFirstPurchase, firstPurchaseBonus and vipTierDetail. */
    async userExtras(userId: number) {
      return {
        ...(await purchases.userFlags(userId)),
        vipTierDetail: await vip.tierDetail(userId),
      };
    },

    /** Registers every payments route inside the /api/v1 scope. */
    routes(api: ApiApp, guard: StaffGuard) {
      paymentsRoutes(api, { checkout, paymentStatus, redeem: deps.redeem });
      paymentMethodsRoutes(api, { paymentMethods });
      paymentWebhookRoutes(api, { webhooks, onFailure: deps.onWebhookFailure });
      paymentAdminRoutes(api, { paymentAdmin, guard });
    },
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
