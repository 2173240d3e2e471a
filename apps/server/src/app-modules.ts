import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppHandles } from './app-decorations';
import type { Database } from './db/database';
import type { ApiApp } from './platform/api-app';
import type { AppPlatform } from './platform/app-platform';
import { createMailer } from './platform/mailer';
import type { Metrics } from './platform/metrics';
import { createAccountSafetyModule } from './modules/account-safety/account-safety-module';
import { createSafetyGates } from './modules/account-safety/safety-gates';
import { createAdjustmentsModule } from './modules/adjustments/adjustments-module';
import { createDualControlModule } from './modules/dual-control/dual-control-module';
import { createAmoeModule } from './modules/amoe/amoe-module';
import { createAuthModule } from './modules/auth/auth-module';
import { createBonusesModule } from './modules/bonuses/bonuses-module';
import { createCatalogueAdminModule } from './modules/catalogue-admin/catalogue-admin-module';
import { createContentModule } from './modules/content/content-module';
import { createCmsPagesModule } from './modules/content/cms-pages-module';
import { createDashboardModule } from './modules/dashboard/dashboard-module';
import { createDisputesModule } from './modules/disputes/disputes-module';
import { createGamesModule } from './modules/games/games-module';
import { createHealthModule } from './modules/health/health-module';
import { createJobsAdminModule } from './modules/jobs-admin/jobs-admin-module';
import { createKycModule } from './modules/kyc/kyc-module';
import { INVALIDATION_TOPICS } from './platform/invalidation-bus';
import type { Geolocation } from './modules/jurisdictions/geolocation';
import { createJurisdictionsModule } from './modules/jurisdictions/jurisdictions-module';
import { createPackagesAdminModule } from './modules/packages-admin/packages-admin-module';
import { createPaymentsModule } from './modules/payments/payments-module';
import type { PayoutProvider } from './modules/payments/payouts';
import {
  unconfiguredPayoutProvider,
  unconfiguredProviders,
} from './modules/payments/unconfigured-providers';
import { createPromotionsModule } from './modules/promotions/promotions-module';
import { createPlayersAdminModule } from './modules/players-admin/players-admin-module';
import { createRealtime } from './modules/realtime/realtime';
import { createReconciliationModule } from './modules/reconciliation/reconciliation-module';
import { createRedemptionsModule } from './modules/redemptions/redemptions-module';
import { createReferralsModule } from './modules/referrals/referrals-module';
import { createResponsibleGamblingModule } from './modules/responsible-gambling/responsible-gambling-module';
import { createRewardsModule } from './modules/rewards/rewards-module';
import { createScExpiryModule } from './modules/sc-expiry/sc-expiry-module';
import { createSandboxProviders } from './modules/sandbox-providers/index';
import { createSpinWheelModule } from './modules/spin-wheel/spin-wheel-module';
import { createSupportModule } from './modules/support/support-module';
import { createTaxModule } from './modules/tax/tax-module';
import type { StaffGuard } from './modules/staff/staff-guard';
import { createStaffModule } from './modules/staff/staff-module';
import { createTwoFactorModule } from './modules/two-factor/two-factor-module';
import { createUsersModule } from './modules/users/users-module';
import { createVipModule } from './modules/vip/vip-module';
import { createWalletModule } from './modules/wallet/wallet-module';

/** A module as the app composes it: its routes, registered inside /api/v1. */
export interface AppModule {
  routes(api: ApiApp, guard: StaffGuard): void;
}

/**
 * Builds every module once (each in its own `<domain>-module.ts`) and fills each port a module
 * declares from another module's service. Modules define their jobs as they are built. Adds, in
 * this order, the staff guard's route registry and the realtime server's close to the app.
 */
export async function createAppModules(
  app: FastifyInstance,
  deps: {
    platform: AppPlatform;
    metrics: Metrics;
    database: Database;
    /** The clock of limits, breaks and self-exclusions (tests move it; decisions 037, 038). */
    now?: () => Date;
    /** The ACH payout provider instead of the sandbox's (a test's own; decisions 030, 031). */
    payoutProvider?: PayoutProvider;
    /** Where requests come from (a test's fixed answers; geoip-lite otherwise; decision 050). */
    geolocation?: Geolocation;
  },
) {
  const { platform, metrics } = deps;
  const { config, db, sandboxOn } = platform;
  const now = deps.now ?? (() => new Date());
  // Breaks and self-exclusion gate sign-in, new identities and marketing mail (decision 038).
  const gates = createSafetyGates({ db, cipher: platform.cipher, now });
  const mailer = createMailer(platform.outbox, { marketingSuppressed: gates.marketingSuppressed });
  // The back office: staff sessions, the permission guard and the audit log (decision 023).
  const staff = createStaffModule({ ...platform, production: config.NODE_ENV === 'production' });
  staff.register(app);
  // What most modules are built from; `money` adds the ledger for those that move coins.
  const base = { ...platform, mailer, audit: staff.audit, guard: staff.guard };
  // Free entry by mail's settings (decision 052): the server's configuration.
  const amoeSettings = {
    scAmount: config.AMOE_SC_HUNDREDTHS,
    monthlyCardLimit: config.AMOE_MONTHLY_CARD_LIMIT,
    codeValidDays: config.AMOE_CODE_VALID_DAYS,
  };

  const content = createContentModule({
    ...base,
    now: deps.now,
    // The terms and sweepstakes rules name today's restricted states (decision 050) and free
    // entry's settings (decision 052).
    cmsTokenValues: async () => ({
      restrictedStates: (await jurisdictions.jurisdictions.restricted()).states.map((s) => s.name),
      freeEntry: amoeSettings,
    }),
  });
  // Content pages with versions, and the players' acceptance of changed terms (decision 060).
  const cmsPages = createCmsPagesModule(app, {
    db,
    audit: staff.audit,
    now: deps.now,
    cmsTokenValues: async () => ({
      restrictedStates: (await jurisdictions.jurisdictions.restricted()).states.map((s) => s.name),
      freeEntry: amoeSettings,
    }),
    announceChange: () => platform.invalidations.announce(INVALIDATION_TOPICS.termsConsent),
    listen: (handler) => platform.invalidations.on(INVALIDATION_TOPICS.termsConsent, handler),
  });
  // Where sweepstakes play is allowed: the gates of sign-up, purchases, SC bets, redemptions (decision 050).
  const jurisdictions = createJurisdictionsModule(app, {
    db,
    audit: staff.audit,
    geolocation: deps.geolocation,
    states: content.states,
    announceChange: () => platform.invalidations.announce(INVALIDATION_TOPICS.jurisdictions),
    listen: (handler) => platform.invalidations.on(INVALIDATION_TOPICS.jurisdictions, handler),
    now: deps.now,
  });
  const users = createUsersModule({
    ...base,
    stateExists: content.stateExists,
    assertOldEnough: (dateOfBirth, stateId) =>
      jurisdictions.jurisdictions.assertOldEnoughIn(dateOfBirth, stateId),
    assertIdentityFree: gates.assertIdentityFree,
    profileFor: (userId, scope) => auth.auth.profileFor(userId, scope),
  });
  const twoFactor = createTwoFactorModule({ ...base, users: users.users });
  const auth = createAuthModule({
    ...base,
    users: users.users,
    twoFactor: twoFactor.twoFactor,
    safety: gates,
    hasSomethingToRedeem: (userId) => redemptions.redemptions.hasSomethingToRedeem(userId),
    assertOldEnough: (dateOfBirth, stateId) =>
      jurisdictions.jurisdictions.assertOldEnoughIn(dateOfBirth, stateId),
    endSessionSockets: (ids, reason) => realtime.endSessionSockets(ids, reason),
    recordSignUpConsent: cmsPages.recordSignUpConsent,
  });
  // Dual control of money settings: a change that loosens one waits for a second admin (decision 058).
  const dualControl = createDualControlModule({
    db,
    audit: staff.audit,
    emailOf: (staffId) => staff.emailOf(staffId),
    now: deps.now,
  });
  const wallet = await createWalletModule({
    ...base,
    // SC play-through multiples (decision 053): every instance plans with the same ones.
    announceChange: () => platform.invalidations.announce(INVALIDATION_TOPICS.playthrough),
    listen: (handler) => platform.invalidations.on(INVALIDATION_TOPICS.playthrough, handler),
  });
  const money = { ...base, wallet: wallet.wallet, walletEvents: wallet.events };
  const bonuses = createBonusesModule({ ...money, users: users.users });
  const realtime = createRealtime(app, {
    auth: auth.auth,
    walletEvents: wallet.events,
    publicUrl: config.PUBLIC_URL,
    redis: platform.redis,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
  });
  app.addHook('preClose', () => realtime.close());
  // The player's own limits: purchases (payments) and bets (games) are checked against them (decision 037).
  const responsibleGambling = createResponsibleGamblingModule({
    db,
    now: deps.now,
    purchaseSpending: (userId, at) => payments.purchases.committedSpending(userId, at),
  });
  const games = createGamesModule({
    ...money,
    betLimits: responsibleGambling.betLimits,
    publishLiveWinner: (winner) => realtime.publishLiveWinner(winner),
    usernameOf: async (userId) => (await users.users.findById(userId))?.username ?? 'Player',
    onRoundSettled: (round) => metrics.countRound(round),
    roundIdleMinutes: config.GAME_ROUND_IDLE_MINUTES,
  });

  // The built-in sandbox payment providers: pages under /sandbox, webhooks back to our own API.
  const sandbox = createSandboxProviders({
    ...base,
    listeningAddress: () => app.server.address(),
    onWebhookFailure: (provider) => metrics.countWebhookFailure('sent', provider),
  });
  // KYC documents live beside the public uploads, never served as static files (decision 029).
  const kyc = createKycModule({
    ...base,
    documentsDir: path.join(config.DATA_DIR, 'kyc-documents'),
    identity: sandboxOn ? sandbox.identity.provider : undefined,
    webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
    siteUrl: config.PUBLIC_URL,
    assertIdentityFree: gates.assertIdentityFree,
    // The W-9's legal name and address are the profile's (decision 051).
    legalIdentity: (userId, tx) => users.users.findById(userId, tx),
  });
  if (sandboxOn) sandbox.identity.setSubmittedHandler((ref) => kyc.kyc.identitySubmitted(ref));
  // The 1099-MISC threshold of each tax year and the US Eastern tax year (decision 051).
  const tax = createTaxModule({ db, audit: staff.audit });
  // Redemptions (decision 030): requests hold SC in the ledger; finance approves; payouts by ACH.
  const payoutProvider =
    deps.payoutProvider ?? (sandboxOn ? sandbox.payout : unconfiguredPayoutProvider());
  // Chargebacks (decision 055): a disputed purchase's coins are reversed, what was played is a
  // debt that blocks redemption, and the account is restricted pending review.
  const disputes = createDisputesModule({
    ...money,
    findPlayer: (userId, tx) => users.users.findById(userId, tx),
    restrict: (userId, tx) => users.users.restrict(userId, tx),
    now: deps.now,
  });
  const redemptions = createRedemptionsModule({
    ...money,
    // SSNs and the W-9 are the KYC module's: the year's tax threshold asks it (decisions 030, 051).
    identity: { ssnOnFile: kyc.ssnOnFile, maskedSsn: kyc.maskedSsn, w9Missing: kyc.w9Missing },
    tax: tax.tax,
    payoutProvider,
    purchaseProcessingMinutes: config.PURCHASE_PROCESSING_MINUTES,
    hasOpenDebt: (userId, tx) => disputes.hasOpenDebt(userId, tx),
    // The risk signals of each request, read from the modules that own them (decision 057).
    riskSources: {
      player: (userId, tx) => users.users.findById(userId, tx),
      kycApprovedAt: (userId, tx) => kyc.kyc.approvedAt(userId, tx),
      twoFactorChangedAt: (userId, tx) => twoFactor.twoFactor.lastChangedAt(userId, tx),
      purchases: (userId, since, tx) => payments.purchases.riskFacts(userId, since, tx),
      linkedAccounts: (userId, tx) => referrals.referrals.linkedAccounts(userId, tx),
      addressAndLocation: (stateId, ip) =>
        jurisdictions.jurisdictions.addressAndLocation(stateId, ip),
    },
    dualControl: dualControl.dualControl,
    // Nobody approves a redemption their own SC credit funded (decision 057).
    staffCreditedSc: (staffId, userId, since, tx) =>
      adjustments.adjustments.creditsBy(staffId, userId, since, tx),
  });
  const vip = createVipModule(money);
  // The spin wheel (decision 033): drawn from the games' fairness stream, completed by a job too.
  const spinWheel = createSpinWheelModule({ ...money, fairness: games.fairness });
  const referrals = createReferralsModule({
    ...money,
    referralSetting: bonuses.referralSetting,
    referralCodeOf: users.referralCodeOf,
  });
  const payments = createPaymentsModule({
    ...money,
    referrals: referrals.referrals,
    responsibleGambling: responsibleGambling.purchaseLimits,
    redeem: (userId, input, context) => redemptions.redemptions.request(userId, input, context),
    vip: vip.vip,
    // The sandbox is for development only (decision 022); production needs real adapters.
    providers: sandboxOn ? sandbox : unconfiguredProviders(),
    payoutProvider,
    webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
    onWebhookFailure: (provider) => metrics.countWebhookFailure('received', provider),
    disputes: disputes.purchaseDisputes,
  });
  // The payout webhook's verified events move redemptions on (decision 030).
  payments.payouts.setEventHandler(async (event) => {
    await redemptions.applyPayoutEvent(event);
  });
  metrics.watch({
    dbPool: () => deps.database.poolStats(),
    openSockets: () => realtime.openSockets(),
    purchasesByState: () => payments.purchases.countByStatus(),
    jobStats: async () =>
      Object.fromEntries((await platform.jobs.stats()).map(({ queue, ...c }) => [queue, c])),
  });
  // The User entity's fields other modules hold (SPEC §3), read in this order.
  users.addUserFields(
    bonuses.userFields,
    wallet.userFields,
    redemptions.redemptions.userLimits,
    spinWheel.spinWheel.userFields,
    payments.userExtras,
  );
  // SC of inactive players expires after a warning; staff reverse an expiry with four eyes (decision 054).
  const scExpiry = createScExpiryModule({
    ...money,
    holdings: wallet.wallet,
    lastSeenOf: (userIds, tx) => auth.auth.lastSeenOf(userIds, tx),
    findPlayer: (userId) => users.users.findById(userId),
    siteUrl: config.PUBLIC_URL,
    inactiveDays: config.SC_EXPIRY_INACTIVE_DAYS,
    noticeDays: config.SC_EXPIRY_NOTICE_DAYS,
    now,
  });
  // Daily reconciliation with each provider's statement, cases and the trial balance (decision 056).
  const reconciliation = createReconciliationModule({
    ...base,
    ours: {
      settledPurchases: (from, to) => payments.purchases.settledBetween(from, to),
      purchasesByReference: (refs) => payments.purchases.byReferences(refs),
      sentPayouts: (from, to) => redemptions.payouts.sentBetween(from, to),
      payoutsById: (ids) => redemptions.payouts.byPayoutIds(ids),
    },
    statements: sandboxOn ? sandbox.statements : [],
    payoutProvider: payoutProvider.name,
    ledgerAt: (at) => wallet.wallet.balancesAt(at),
    openRedemptionsAt: (at) => redemptions.redemptions.openAmountAt(at),
    now,
  });

  // Balance adjustments: four eyes by each member's 24-hour sum per player (decisions 027, 058).
  const adjustments = createAdjustmentsModule({ ...money, dualControl: dualControl.dualControl });

  /** Every module, in the order its routes are registered. */
  const modules: AppModule[] = [
    createHealthModule(platform),
    content,
    cmsPages,
    auth,
    twoFactor,
    users,
    wallet,
    bonuses,
    vip,
    // The Rewards page's list: every module that gives a bonus adds its items (decision 036).
    createRewardsModule([bonuses.rewards, spinWheel.rewards, vip.rewards, referrals.rewards]),
    spinWheel,
    referrals,
    games,
    responsibleGambling,
    payments,
    redemptions,
    disputes,
    staff,
    createPlayersAdminModule({ ...base, endSockets: (id) => realtime.endPlayerSockets(id) }),
    createAccountSafetyModule({
      ...base,
      gates,
      now,
      endSockets: (userId, reason) => realtime.endPlayerSockets(userId, reason),
      secondsPerMinute: config.REALITY_CHECK_SECONDS_PER_MINUTE,
    }),
    // The back office's dashboard (its roll-up job) and Jobs screen (decision 025).
    createDashboardModule({
      ...base,
      failedWebhooks: () => payments.webhooks.countFailures(),
      openSockets: () => realtime.openSockets(),
    }),
    createJobsAdminModule({ ...base, webhooks: payments.webhooks }),
    kyc,
    jurisdictions,
    tax,
    adjustments,
    dualControl,
    createCatalogueAdminModule({ ...base, engines: games.engines }),
    createPackagesAdminModule(base),
    // The promotions page's list and the content team's promotions editor (decision 059).
    createPromotionsModule({ ...base, now: deps.now }),
    // Free entry by mail (decision 052): players' codes and compliance's queue of cards.
    createAmoeModule({
      ...money,
      settings: amoeSettings,
      now: deps.now,
      findUser: (userId) => users.users.findById(userId),
      states: content.states,
      restrictedStates: async () =>
        new Set((await jurisdictions.jurisdictions.restricted()).states.map((s) => s.stateCode)),
      excluded: async (userId) => (await gates.signInRefusal(userId)) !== undefined,
      staffEmail: (staffId) => staff.emailOf(staffId),
    }),
    scExpiry,
    reconciliation,
    // Contact Us and the support inbox (decision 061).
    createSupportModule({
      ...base,
      attachmentsDir: path.join(config.DATA_DIR, 'support-attachments'),
      siteUrl: config.PUBLIC_URL,
      findUser: (userId) => users.users.findById(userId),
      team: () => staff.membersWith('support.tickets'),
      staffRef: (staffId) => staff.refOf(staffId),
    }),
  ];
  const handles: Omit<AppHandles, 'purgeIdempotencyKeys' | 'apiRoutes'> = {
    sweepIdleRounds: (idleMs) => games.play.sweep(idleMs),
    sandboxProviders: sandbox,
    runSandboxDue: (at) => sandbox.runDue(at),
    payouts: payments.payouts,
    staffRoutes: staff.guard.routes,
    kyc,
    redemptions,
    scExpiry: scExpiry.scExpiry,
  };
  return { modules, handles, auth: auth.auth, guard: staff.guard, sandbox, content };
}
