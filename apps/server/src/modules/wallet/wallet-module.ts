import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { playthroughAdminRoutes } from './playthrough.routes';
import { createPlaythroughRules } from './playthrough-rules.service';
import { createWalletEvents } from './wallet-events';
import { walletRoutes } from './wallet.routes';
import { createWalletService, userWalletView } from './wallet.service';

/**
 * The ledger (ARCHITECTURE.md "Money"): the wallet service, its balance events and routes, and
 * the SC play-through rules it plans with (decision 053).
 */
export async function createWalletModule(deps: {
  db: Db;
  audit: AuditService;
  /** Tells the other instances the play-through multiples changed; `listen` hears them. */
  announceChange: () => void;
  listen: (handler: () => void) => void;
}) {
  const events = createWalletEvents();
  const playthrough = createPlaythroughRules({
    db: deps.db,
    audit: deps.audit,
    onChange: deps.announceChange,
  });
  deps.listen(() => void playthrough.invalidate());
  const wallet = createWalletService({
    db: deps.db,
    events,
    multipleOf: (source) => playthrough.multipleOf(source),
  });
  await Promise.all([wallet.init(), playthrough.load()]);
  return {
    wallet,
    /** Published after each commit that moves a player's balance (realtime sends them). */
    events,
    /** The User entity's userWallet (SPEC §3). */
    userFields: async (userId: number) => ({
      userWallet: userWalletView(await wallet.balances(userId)),
    }),
    routes(api: ApiApp, guard: StaffGuard) {
      walletRoutes(api, { wallet, playthrough });
      playthroughAdminRoutes(api, { playthrough, guard });
    },
  };
}
