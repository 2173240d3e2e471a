import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import fastifyCookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import type { ApiApp } from './platform/api-app';
import { registerErrorHandler } from './platform/error-handler';
import { createMetrics } from './platform/metrics';
import { registerMetricsRoute } from './platform/metrics.routes';
import { loggerOptions } from './platform/logger';
import { registerRequestLogContext } from './platform/request-log-context';
import { registerRequestTimeout } from './platform/request-timeout';
import { registerOriginCheck } from './platform/origin-check';
import { registerOpenApi } from './platform/openapi';
import { PURGE_IDEMPOTENCY_KEYS_QUEUE, registerIdempotency } from './platform/idempotency';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerAdminSpa } from './platform/admin-spa';
import { registerSpa } from './platform/spa';
import { registerUploads } from './platform/uploads-serving';
import { RequestLogController } from './platform/request-log';
import { lobbyPreloadLinks } from './modules/content/lobby-preload';
import { SESSION_COOKIE } from './platform/request-auth';
import { healthRoutes } from './modules/health/health.routes';
import fastifyMultipart from '@fastify/multipart';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { connectRedis } from './platform/redis';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './platform/rate-limiter';
import { createMailer, createSmtpTransport } from './platform/mailer';
import { createOutboxSmsSender } from './platform/sms-sender';
import { createMessageOutbox } from './platform/message-outbox';
import { createJobQueue, type JobQueue, type JobQueueTuning } from './platform/job-queue';
import { sqlExecutor } from './db/sql-executor';
import { scheduleRoundSweeper } from './modules/games/round-sweeper';
import { devMailboxRoutes } from './platform/dev-mailbox.routes';
import { createUsersService } from './modules/users/users.service';
import { createAuthService } from './modules/auth/auth.service';
import { registerSessionHook } from './modules/auth/session-hook';
import { registerRedeemOnlyGuard, type ApiRouteEntry } from './modules/auth/redeem-only-guard';
import { registerDeviceId } from './platform/device-id';
import { authRoutes } from './modules/auth/auth.routes';
import { createPlayerSessionsService } from './modules/auth/player-sessions.service';
import { playerSessionsRoutes } from './modules/auth/player-sessions.routes';
import { createTwoFactorService } from './modules/two-factor/two-factor.service';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { usersRoutes } from './modules/users/users.routes';
import { stateExists } from './modules/content/content.service';
import { createWalletEvents } from './modules/wallet/wallet-events';
import { createWalletService, userWalletView } from './modules/wallet/wallet.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createBonusesService } from './modules/bonuses/bonuses.service';
import { bonusesRoutes } from './modules/bonuses/bonuses.routes';
import { bonusesAdminRoutes } from './modules/bonuses/bonuses.admin.routes';
import {
  createBonusSettingsAdmin,
  readReferralSetting,
} from './modules/bonuses/bonus-settings.service';
import { createReferralsService } from './modules/referrals/referrals.service';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { AppError } from './platform/app-error';
import { createRealtime } from './modules/realtime/realtime';
import { createCatalogueService } from './modules/games/catalogue.service';
import { catalogueRoutes } from './modules/games/catalogue.routes';
import { createFairnessService } from './modules/games/fairness.service';
import { createPlayService } from './modules/games/play.service';
import { createResponsibleGamblingModule } from './modules/responsible-gambling/responsible-gambling-module';
import { playRoutes } from './modules/games/play.routes';
import { ENGINES } from './modules/games/engines/registry';
import { createCatalogueAdminService } from './modules/catalogue-admin/catalogue-admin.service';
import { catalogueAdminRoutes } from './modules/catalogue-admin/catalogue-admin.routes';
import { createPackagesAdminService } from './modules/packages-admin/packages-admin.service';
import { packagesAdminRoutes } from './modules/packages-admin/packages-admin.routes';
import { createInvalidationBus, INVALIDATION_TOPICS } from './platform/invalidation-bus';
import { contentRoutes } from './modules/content/content.routes';
import { packagesRoutes } from './modules/payments/packages.routes';
import { createPaymentsModule } from './modules/payments/payments-module';
import { vipAdminRoutes } from './modules/vip/vip-admin.routes';
import { createVipAdminService } from './modules/vip/vip-admin.service';
import { createRakebackService } from './modules/vip/rakeback.service';
import { vipRewards } from './modules/vip/vip-rewards';
import { bonusRewards } from './modules/bonuses/bonus-rewards';
import { spinWheelRewards } from './modules/spin-wheel/spin-wheel-rewards';
import { referralRewards } from './modules/referrals/referral-rewards';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { createRewardsService } from './modules/rewards/rewards.service';
import { vipRoutes } from './modules/vip/vip.routes';
import { createVipService } from './modules/vip/vip.service';
import { createSandboxProviders, type SandboxProviders } from './modules/sandbox-providers/index';
import {
  unconfiguredPayoutProvider,
  unconfiguredProviders,
} from './modules/payments/unconfigured-providers';
import type { PayoutEventHandler, PayoutProvider } from './modules/payments/payouts';
import { createStaffModule } from './modules/staff/staff-module';
import { createPlayersAdminModule } from './modules/players-admin/players-admin-module';
import { createDashboardModule } from './modules/dashboard/dashboard-module';
import { createJobsAdminModule } from './modules/jobs-admin/jobs-admin-module';
import { createAdjustmentsService } from './modules/adjustments/adjustments.service';
import { adjustmentsRoutes } from './modules/adjustments/adjustments.routes';
import type { StaffRoute } from './modules/staff/staff-guard';
import { createFieldCipher } from './platform/field-encryption';
import { createKycModule, type KycModule } from './modules/kyc/kyc-module';
import { createSpinWheelModule } from './modules/spin-wheel/spin-wheel-module';
import { createSafetyGates } from './modules/account-safety/safety-gates';
import { createAccountSafetyModule } from './modules/account-safety/account-safety-module';
import {
  createRedemptionsModule,
  type RedemptionsModule,
} from './modules/redemptions/redemptions-module';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles multi-step rounds idle for longer than `idleMs` (the sweeper's work, callable from tests). */
    sweepIdleRounds(idleMs: number): Promise<number>;
    /** The built-in sandbox payment providers (tests drive them as the merchant would). */
    sandboxProviders: SandboxProviders;
    /** Settles the sandbox charges and payouts and delivers the sandbox webhooks due at `now` (the jobs' work, at once). */
    runSandboxDue(now?: Date): Promise<void>;
    /**
     * ACH payouts (docs/decisions/031): the provider the app sends them with, and the setter of
     * the handler that receives their verified webhook events (the redemption module's).
     */
    payouts: {
      provider: PayoutProvider;
      setEventHandler(handler: PayoutEventHandler): void;
    };
    /** Deletes idempotency keys past the time they are kept for; answers how many. */
    purgeIdempotencyKeys(now?: Date): Promise<number>;
    /** The background job queue (decision 019): started with the app, stopped before it closes. */
    jobs: JobQueue;
    /** Every staff route and the permission it needs (tests walk the permission table with it). */
    staffRoutes: readonly StaffRoute[];
    /** KYC (the redemption module asks it whether a player gave an SSN). */
    kyc: KycModule;
    /** Redemptions: payout events and the payout job's work (tests drive them). */
    redemptions: RedemptionsModule;
    /** Every /api/v1 route and whether a redeem-only session reaches it (decision 038). */
    apiRoutes: readonly ApiRouteEntry[];
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Close the database with the app (false when several app instances share one, as in tests). */
  ownsDatabase?: boolean;
  /** False keeps tests quiet; a level and a stream replace LOG_LEVEL and stdout (redaction stays). */
  logger?: false | { level?: string; stream?: DestinationStream };
  /** Job queue polling and shutdown times (tests make them short). */
  jobs?: JobQueueTuning;
  /** The ACH payout provider instead of the sandbox's (a test's own; decisions 030, 031). */
  payoutProvider?: PayoutProvider;
  /**
   * The clock of the player's limits, breaks, self-exclusions and reopening (tests move it past
   * cooling periods and ends; decisions 037, 038); default the real one.
   */
  now?: () => Date;
}

/** Builds the Fastify application: used by main.ts and by the tests. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { ...loggerOptions(config.LOG_LEVEL), ...deps.logger },
    // Requests that went well are logged at debug; failures, client mistakes and slow ones above it.
    logController: new RequestLogController(config.LOG_SLOW_REQUEST_MS),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    connectionTimeout: config.REQUEST_TIMEOUT_MS + 5_000,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.logger !== false) registerRequestLogContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const metrics = createMetrics();
  registerMetricsRoute(app, metrics, {
    token: config.METRICS_TOKEN,
    production: config.NODE_ENV === 'production',
  });
  registerRequestTimeout(app, config.REQUEST_TIMEOUT_MS);
  registerOriginCheck(app, config.PUBLIC_URL);
  // While shutting down, answers close their keep-alive connection so the server can stop.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  await registerSecurityHeaders(app, { production: config.NODE_ENV === 'production' });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 },
  });
  await registerOpenApi(app);

  const db = database.db;
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  const limiter = new RateLimiter(
    redis ? new RedisRateLimitStore(redis, config.REDIS_KEY_PREFIX) : new MemoryRateLimitStore(),
  );
  // Background jobs: every module defines its queues here; the queue works them once the app is ready.
  const jobs = createJobQueue({ executor: sqlExecutor(db), log: app.log, tuning: deps.jobs });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  const outbox = createMessageOutbox({
    db,
    jobs,
    transports: {
      email: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : undefined,
    },
  });
  // Breaks and self-exclusion gate sign-in, new identities and marketing mail (decision 038).
  const cipher = createFieldCipher(config.DATA_ENCRYPTION_KEY);
  const safetyGates = createSafetyGates({ db, cipher, now: deps.now ?? (() => new Date()) });
  const mailer = createMailer(outbox, { marketingSuppressed: safetyGates.marketingSuppressed });
  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const users = createUsersService({
    db,
    sms: createOutboxSmsSender(outbox),
    limiter,
    uploadsDir,
    stateExists: (id) => stateExists(db, id),
    assertIdentityFree: safetyGates.assertIdentityFree,
  });
  // Player two-factor sign-in (decision 039); its secrets use the same field cipher as staff's.
  const twoFactor = createTwoFactorService({ db, cipher, limiter });
  const auth = createAuthService({
    db,
    config,
    mailer,
    limiter,
    users,
    twoFactor,
    safety: safetyGates,
    hasSomethingToRedeem: (userId) => redemptions.redemptions.hasSomethingToRedeem(userId),
  });
  const walletEvents = createWalletEvents();
  const wallet = createWalletService({ db, events: walletEvents });
  await wallet.init();
  const bonuses = createBonusesService({ db, wallet });
  const catalogue = createCatalogueService({ db });
  // An operator's catalogue change reaches the lobby snapshot of every instance (decision 026).
  const invalidations = createInvalidationBus({
    redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
    log: app.log,
  });
  invalidations.on(INVALIDATION_TOPICS.catalogue, () => catalogue.invalidate());
  app.addHook('onReady', () => invalidations.ready());
  app.addHook('preClose', () => invalidations.close());
  users.addExtrasProvider(async (userId, base) => ({
    ...base,
    ...(await bonuses.flags(userId)),
    userWallet: userWalletView(await wallet.balances(userId)),
  }));
  const realtime = createRealtime(app, {
    auth,
    walletEvents,
    publicUrl: config.PUBLIC_URL,
    redis,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
  });
  const fairness = createFairnessService({ db });
  // The player's own limits: purchases (payments) and bets (games) are checked against them (decision 037).
  const responsibleGambling = createResponsibleGamblingModule({ db, now: deps.now });
  const play = createPlayService({
    betLimits: responsibleGambling.betLimits,
    db,
    wallet,
    fairness,
    catalogue,
    engines: ENGINES,
    publishLiveWinner: (winner) => realtime.publishLiveWinner(winner),
    usernameOf: async (userId) => (await users.findById(userId))?.username ?? 'Player',
    onRoundSettled: (round) => metrics.countRound(round),
  });
  app.decorate('sweepIdleRounds', (idleMs: number) => play.sweep(idleMs));
  scheduleRoundSweeper(jobs, play, config.GAME_ROUND_IDLE_MINUTES);
  app.addHook('preClose', () => realtime.close());

  // The built-in sandbox payment providers: pages under /sandbox, webhooks back to our own API.
  const sandboxOn = config.NODE_ENV !== 'production';
  const sandboxProviders = createSandboxProviders({
    db,
    jobs,
    config,
    listeningAddress: () => app.server.address(),
    log: app.log,
    onWebhookFailure: (provider) => metrics.countWebhookFailure('sent', provider),
  });
  app.decorate('sandboxProviders', sandboxProviders);
  app.decorate('runSandboxDue', (now?: Date) => sandboxProviders.runDue(now));

  // The back office: staff sessions, the permission guard and the audit log (decision 023).
  const staff = createStaffModule({
    db,
    cipher,
    limiter,
    production: config.NODE_ENV === 'production',
  });
  staff.register(app);
  app.decorate('staffRoutes', staff.guard.routes);

  // KYC documents live beside the public uploads, never served as static files (decision 029).
  const kyc = createKycModule({
    db,
    cipher,
    audit: staff.audit,
    mailer,
    documentsDir: path.join(config.DATA_DIR, 'kyc-documents'),
    identity: sandboxOn ? sandboxProviders.identity.provider : undefined,
    webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
    siteUrl: config.PUBLIC_URL,
    assertIdentityFree: safetyGates.assertIdentityFree,
  });
  if (sandboxOn)
    sandboxProviders.identity.setSubmittedHandler((ref) => kyc.kyc.identitySubmitted(ref));
  app.decorate('kyc', kyc);

  // Redemptions (decision 030): requests hold SC in the ledger; finance approves; payouts by ACH.
  const payoutProvider =
    deps.payoutProvider ?? (sandboxOn ? sandboxProviders.payout : unconfiguredPayoutProvider());
  const redemptions = createRedemptionsModule({
    db,
    wallet,
    walletEvents,
    audit: staff.audit,
    mailer,
    jobs,
    cipher,
    // SSNs are the KYC module's: the $600 tax threshold asks it (decision 030).
    identity: { ssnOnFile: kyc.ssnOnFile, maskedSsn: kyc.maskedSsn },
    payoutProvider,
    purchaseProcessingMinutes: config.PURCHASE_PROCESSING_MINUTES,
  });
  app.decorate('redemptions', redemptions);
  users.addExtrasProvider(async (userId, base) => ({
    ...base,
    ...(await redemptions.redemptions.userLimits(userId)),
  }));

  const vip = createVipService({ db, wallet });
  const rakeback = createRakebackService({ db, wallet, rateBps: vip.rakebackBps });
  // The spin wheel (decision 033): drawn from the games' fairness stream, completed by a job too.
  const spinWheel = createSpinWheelModule({ db, wallet, fairness, jobs, audit: staff.audit });
  users.addExtrasProvider(async (userId, base) => ({
    ...base,
    ...(await spinWheel.spinWheel.userFields(userId)),
  }));
  const referrals = createReferralsService({
    db,
    wallet,
    referralSetting: readReferralSetting,
    referralCodeOf: async (userId) => {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NotFound');
      return user.referralCode;
    },
  });
  const payments = createPaymentsModule({
    referrals,
    responsibleGambling: responsibleGambling.purchaseLimits,
    redeem: (userId, input) => redemptions.redemptions.request(userId, input),
    db,
    audit: staff.audit,
    wallet,
    walletEvents,
    vip,
    // The sandbox is for development only (decision 022); production needs real adapters.
    providers: sandboxOn ? sandboxProviders : unconfiguredProviders(),
    payoutProvider,
    webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
    log: app.log,
    onWebhookFailure: (provider) => metrics.countWebhookFailure('received', provider),
  });
  app.decorate('payouts', payments.payouts);
  // The payout webhook's verified events move redemptions on (decision 030).
  payments.payouts.setEventHandler(async (event) => {
    await redemptions.applyPayoutEvent(event);
  });
  metrics.watch({
    dbPool: () => database.poolStats(),
    openSockets: () => realtime.openSockets(),
    purchasesByState: () => payments.purchases.countByStatus(),
    jobStats: async () =>
      Object.fromEntries((await jobs.stats()).map(({ queue, ...counts }) => [queue, counts])),
  });
  users.addExtrasProvider(async (userId, base) => ({
    ...base,
    ...(await payments.userExtras(userId)),
  }));
  // The back office's dashboard (its roll-up job) and Jobs screen (decision 025).
  const dashboard = createDashboardModule({
    db,
    jobs,
    guard: staff.guard,
    failedWebhooks: () => payments.webhooks.countFailures(),
    openSockets: () => realtime.openSockets(),
  });
  const jobsAdmin = createJobsAdminModule({
    db,
    jobs,
    webhooks: payments.webhooks,
    guard: staff.guard,
    audit: staff.audit,
  });

  const playersAdmin = createPlayersAdminModule({
    db,
    audit: staff.audit,
    guard: staff.guard,
    endSockets: (userId) => realtime.endPlayerSockets(userId),
    mailer,
  });

  const accountSafety = createAccountSafetyModule({
    db,
    gates: safetyGates,
    audit: staff.audit,
    guard: staff.guard,
    limiter,
    now: deps.now ?? (() => new Date()),
    endSockets: (userId, reason) => realtime.endPlayerSockets(userId, reason),
    secondsPerMinute: config.REALITY_CHECK_SECONDS_PER_MINUTE,
  });

  const idempotency = registerIdempotency(app, { db });
  app.decorate('purgeIdempotencyKeys', (now?: Date) => idempotency.purgeExpired(now));
  // Keys past their 24 hours go once an hour, on one instance.
  jobs.define(
    PURGE_IDEMPOTENCY_KEYS_QUEUE,
    async () => ({ purged: await idempotency.purgeExpired() }),
    {
      retryLimit: 2,
      expireInSeconds: 300,
    },
  );
  jobs.schedule(PURGE_IDEMPOTENCY_KEYS_QUEUE, { cron: '17 * * * *' });
  const apiRoutes: ApiRouteEntry[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(
    async (api: ApiApp) => {
      registerDeviceId(api, { secure: config.NODE_ENV === 'production' });
      registerSessionHook(api, auth);
      // A redeem-only session reaches only the routes marked allowRedeemOnly (decision 038).
      registerRedeemOnlyGuard(api, apiRoutes);
      healthRoutes(api, { db, redis });
      contentRoutes(api, { db });
      packagesRoutes(api, { db });
      authRoutes(api, {
        auth,
        users,
        config,
        endSessionSockets: (ids, reason) => realtime.endSessionSockets(ids, reason),
      });
      twoFactorRoutes(api, { twoFactor, users });
      playerSessionsRoutes(api, {
        sessions: createPlayerSessionsService({
          db,
          endSessionSockets: (ids, reason) => realtime.endSessionSockets(ids, reason),
        }),
      });
      usersRoutes(api, { users, profileFor: (userId, scope) => auth.profileFor(userId, scope) });
      walletRoutes(api, { wallet });
      bonusesRoutes(api, { bonuses });
      vipRoutes(api, { vip, rakeback });
      // The Rewards page's list: every module that gives a bonus adds its items (decision 036).
      rewardsRoutes(api, {
        rewards: createRewardsService([
          bonusRewards(bonuses),
          spinWheelRewards(spinWheel.spinWheel),
          vipRewards(vip, rakeback),
          referralRewards(referrals),
        ]),
      });
      spinWheel.routes(api, staff.guard);
      bonusesAdminRoutes(api, {
        guard: staff.guard,
        settings: createBonusSettingsAdmin({ db, audit: staff.audit }),
      });
      referralsRoutes(api, { referrals, guard: staff.guard });
      catalogueRoutes(api, { catalogue });
      playRoutes(api, { play, fairness });
      responsibleGambling.routes(api, staff.guard);
      payments.routes(api, staff.guard);
      redemptions.routes(api, staff.guard);
      staff.routes(api);
      playersAdmin.routes(api);
      accountSafety.routes(api);
      dashboard.routes(api);
      jobsAdmin.routes(api);
      kyc.routes(api, staff.guard);

      adjustmentsRoutes(api, {
        guard: staff.guard,
        adjustments: createAdjustmentsService({ db, wallet, audit: staff.audit }),
      });
      catalogueAdminRoutes(api, {
        guard: staff.guard,
        catalogueAdmin: createCatalogueAdminService({
          db,
          audit: staff.audit,
          engines: ENGINES,
          onChange: () => invalidations.announce(INVALIDATION_TOPICS.catalogue),
        }),
      });
      packagesAdminRoutes(api, {
        guard: staff.guard,
        packagesAdmin: createPackagesAdminService({ db, audit: staff.audit }),
      });
      vipAdminRoutes(api, {
        guard: staff.guard,
        vipAdmin: createVipAdminService({ db, audit: staff.audit }),
      });
    },
    { prefix: '/api/v1' },
  );
  if (sandboxOn) await sandboxProviders.registerRoutes(app);
  await registerUploads(app, uploadsDir);
  if (config.NODE_ENV !== 'production') devMailboxRoutes(app, { db });

  // Before the player app's fallback: /admin is the back office's own build (docs/decisions/024).
  await registerAdminSpa(app, config.ADMIN_DIST_DIR);
  await registerSpa(app, config.WEB_DIST_DIR, {
    lobbyHead: (request) =>
      lobbyPreloadLinks(
        db,
        Boolean(request.cookies[SESSION_COOKIE]),
        request.url.split('?')[0] ?? '/',
      ),
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
    if (deps.ownsDatabase !== false) await database.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
