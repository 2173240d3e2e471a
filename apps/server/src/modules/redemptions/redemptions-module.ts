import type { Db, DbOrTx } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { FieldCipher } from '../../platform/field-encryption';
import type { JobQueue } from '../../platform/job-queue';
import type { Mailer } from '../../platform/mailer';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { WalletEvents } from '../wallet/wallet-events';
import type { WalletService } from '../wallet/wallet.service';
import { payoutBanks } from '../payments/payout-banks.service';
import type { PayoutProvider } from '../payments/payouts';
import { createRedemptionPayouts } from './redemption-payouts.service';
import { redemptionsAdminRoutes } from './redemptions-admin.routes';
import { createRedemptionsAdminService } from './redemptions-admin.service';
import { redemptionsRoutes } from './redemptions.routes';
import { createRedemptionsService, type RedemptionIdentity } from './redemptions.service';
import { createW9Gate, type TaxYearRules } from './redemption-w9';
import { createTaxReportService, type MaskedSsnLookup } from './tax-report.service';

/** Redemptions wired once (decision 030): the player's calls, the finance queue, payouts and tax. */
export function createRedemptionsModule(deps: {
  db: Db;
  wallet: WalletService;
  walletEvents: WalletEvents;
  audit: AuditService;
  mailer: Mailer;
  jobs: JobQueue;
  cipher: FieldCipher;
  /** From the KYC module: whether an SSN is on file, and its masked form. */
  identity: RedemptionIdentity & { maskedSsn: MaskedSsnLookup };
  /** The tax module's thresholds by year and US Eastern tax year (decision 051). */
  tax: TaxYearRules;
  /** The ACH payout provider (docs/decisions/031). */
  payoutProvider: PayoutProvider;
  purchaseProcessingMinutes: number;
  /** Whether the player owes anything of a chargeback (decision 055): no redemption while so. */
  hasOpenDebt?: (userId: number, tx: DbOrTx) => Promise<boolean>;
}) {
  const { db, wallet, walletEvents, audit, mailer, jobs, cipher, identity, tax } = deps;
  const w9 = createW9Gate({ tax, w9Missing: identity.w9Missing });
  const redemptions = createRedemptionsService({
    db,
    wallet,
    walletEvents,
    cipher,
    identity,
    tax,
    w9,
    // Saved banks are the payments module's; it needs nothing but the transaction (decision 045).
    banks: payoutBanks,
    purchaseProcessingMinutes: deps.purchaseProcessingMinutes,
    hasOpenDebt: deps.hasOpenDebt,
  });
  const payouts = createRedemptionPayouts({
    db,
    wallet,
    walletEvents,
    mailer,
    jobs,
    cipher,
    provider: deps.payoutProvider,
    banks: payoutBanks,
    w9,
  });
  const admin = createRedemptionsAdminService({
    db,
    wallet,
    walletEvents,
    audit,
    mailer,
    payouts,
    identity,
    tax,
    w9,
  });
  const taxReport = createTaxReportService({ db, audit, tax, maskedSsn: identity.maskedSsn });

  return {
    redemptions,
    payouts,
    admin,
    /** The payout webhook's handler (payments' POST /payment/payout-webhook calls it once per event). */
    applyPayoutEvent: payouts.applyPayoutEvent,
    routes(api: ApiApp, guard: StaffGuard) {
      redemptionsRoutes(api, { redemptions, payouts });
      redemptionsAdminRoutes(api, { redemptionsAdmin: admin, taxReport, guard });
    },
  };
}

export type RedemptionsModule = ReturnType<typeof createRedemptionsModule>;
