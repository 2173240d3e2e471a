import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { createWalletEvents } from './wallet-events';
import { walletRoutes } from './wallet.routes';
import { createWalletService, userWalletView } from './wallet.service';

/** The ledger (ARCHITECTURE.md "Money"): the wallet service, its balance events and routes. */
export async function createWalletModule(deps: { db: Db }) {
  const events = createWalletEvents();
  const wallet = createWalletService({ db: deps.db, events });
  await wallet.init();
  return {
    wallet,
    /** Published after each commit that moves a player's balance (realtime sends them). */
    events,
    /** The User entity's userWallet (SPEC §3). */
    userFields: async (userId: number) => ({
      userWallet: userWalletView(await wallet.balances(userId)),
    }),
    routes(api: ApiApp) {
      walletRoutes(api, { wallet });
    },
  };
}
