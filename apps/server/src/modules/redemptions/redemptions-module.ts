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
import type { DualControl } from '../dual-control/dual-control.service';
import { createRedemptionPayouts } from './redemption-payouts.service';
import { createRiskAssessor, type RiskSources } from './redemption-risk';
import { createRiskRules } from './redemption-risk-rules';
import { redemptionsAdminRoutes } from './redemptions-admin.routes';
import { createRedemptionsAdminService, type StaffCreditedSc } from './redemptions-admin.service';
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
  /** What the risk signals read of the other modules (decision 057). */
  riskSources: RiskSources;
  /** Risk-rule and ceiling changes go through it (decision 058). */
  dualControl: DualControl;
  /**
   * SC (hundredths) a staff member credited to a player since `since` by adjustments they asked
   * for or approved (the adjustments module's): nobody approves a redemption their credit funded.
   */
  staffCreditedSc: StaffCreditedSc;
}) {
  const { db, wallet, walletEvents, audit, mailer, jobs, cipher, identity, tax } = deps;
  const w9 = createW9Gate({ tax, w9Missing: identity.w9Missing });
  const payouts = createRedemptionPayouts({
    db,
    wallet,
    walletEvents,
    mailer,
    jobs,
    cipher,
    provider: deps.payoutProvider,
    banks: payoutBanks,
  });
  // Risk rules as data with dual control, and the assessment of each request (decision 057).
  const riskRules = createRiskRules({ db, audit, dualControl: deps.dualControl });
  const risk = createRiskAssessor({
    wallet,
    walletEvents,
    audit,
    mailer,
    payouts,
    banks: payoutBanks,
    w9,
    rules: riskRules,
    sources: deps.riskSources,
    now: () => new Date(),
  });
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
    risk,
    payouts,
    purchaseProcessingMinutes: deps.purchaseProcessingMinutes,
    hasOpenDebt: deps.hasOpenDebt,
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
    linkedAccounts: deps.riskSources.linkedAccounts,
    staffCreditedSc: deps.staffCreditedSc,
    dualControl: deps.dualControl,
  });
  const taxReport = createTaxReportService({ db, audit, tax, maskedSsn: identity.maskedSsn });

  return {
    redemptions,
    payouts,
    admin,
    /** The payout webhook's handler (payments' POST /payment/payout-webhook calls it once per event). */
    applyPayoutEvent: payouts.applyPayoutEvent,
    riskRules,
    routes(api: ApiApp, guard: StaffGuard) {
      redemptionsRoutes(api, { redemptions });
      redemptionsAdminRoutes(api, { redemptionsAdmin: admin, riskRules, taxReport, guard });
    },
  };
}

export type RedemptionsModule = ReturnType<typeof createRedemptionsModule>;
