import type { Db } from '../../db/database';
import type { SeedStep } from '../../db/seed';
import { findUserByEmail } from '../users/users.repository';
import { DEMO_PLAYER } from '../users/users.seed';
import { createWalletEvents } from './wallet-events';
import { createWalletService } from './wallet.service';

/** Gives the demo player coins to play with, through the ledger like any other credit. */
export const demoWalletSeed: SeedStep = {
  name: 'demo-wallet-v1',
  async run(tx) {
    const player = await findUserByEmail(tx, DEMO_PLAYER.email);
    if (!player) return;
    const wallet = createWalletService({ db: tx as unknown as Db, events: createWalletEvents() });
    await wallet.init();
    await wallet.apply(
      { tx, afterCommit: () => undefined },
      {
        idempotencyKey: `seed:demo-wallet:${player.id}`,
        userId: player.id,
        kind: 'adjustment',
        reference: 'demo seed',
        movements: [
          {
            direction: 'credit',
            currency: 'GC',
            amount: 25_000_000,
            house: 'ADJUSTMENTS',
            kind: 'adjustment',
          },
          {
            direction: 'credit',
            currency: 'SC',
            amount: 2_500,
            house: 'ADJUSTMENTS',
            kind: 'adjustment',
            scAccount: 'SC_UNPLAYED',
          },
          {
            direction: 'credit',
            currency: 'SC',
            amount: 2_500,
            house: 'ADJUSTMENTS',
            kind: 'adjustment',
            scAccount: 'SC_REDEEMABLE',
          },
        ],
      },
    );
  },
};
