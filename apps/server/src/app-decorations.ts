import type { FastifyInstance } from 'fastify';
import type { ApiRouteEntry } from './modules/auth/redeem-only-guard';
import type { KycModule } from './modules/kyc/kyc-module';
import type { PayoutEventHandler, PayoutProvider } from './modules/payments/payouts';
import type { RedemptionsModule } from './modules/redemptions/redemptions-module';
import type { SandboxProviders } from './modules/sandbox-providers/index';
import type { ScExpiryService } from './modules/sc-expiry/sc-expiry.service';
import type { StaffRoute } from './modules/staff/staff-guard';

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
    /** Every staff route and the permission it needs (tests walk the permission table with it). */
    staffRoutes: readonly StaffRoute[];
    /** KYC (the redemption module asks it whether a player gave an SSN). */
    kyc: KycModule;
    /** Redemptions: payout events and the payout job's work (tests drive them). */
    redemptions: RedemptionsModule;
    /** Every /api/v1 route and whether a redeem-only session reaches it (decision 038). */
    apiRoutes: readonly ApiRouteEntry[];
    /** SC expiry (decision 054): the daily job's work, at a moment a test chooses. */
    scExpiry: Pick<ScExpiryService, 'run'>;
  }
}

/** The modules' handles the app carries: main, the jobs and the tests reach them through it. */
export type AppHandles = Pick<
  FastifyInstance,
  | 'sweepIdleRounds'
  | 'sandboxProviders'
  | 'runSandboxDue'
  | 'payouts'
  | 'purgeIdempotencyKeys'
  | 'staffRoutes'
  | 'kyc'
  | 'redemptions'
  | 'apiRoutes'
  | 'scExpiry'
>;

/** Decorates the app with each handle (before the app is ready). */
export function decorateApp(app: FastifyInstance, handles: AppHandles) {
  app.decorate('sweepIdleRounds', handles.sweepIdleRounds);
  app.decorate('sandboxProviders', handles.sandboxProviders);
  app.decorate('runSandboxDue', handles.runSandboxDue);
  app.decorate('payouts', handles.payouts);
  app.decorate('purgeIdempotencyKeys', handles.purgeIdempotencyKeys);
  app.decorate('staffRoutes', handles.staffRoutes);
  app.decorate('kyc', handles.kyc);
  app.decorate('redemptions', handles.redemptions);
  app.decorate('apiRoutes', handles.apiRoutes);
  app.decorate('scExpiry', handles.scExpiry);
}
