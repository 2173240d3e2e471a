import { generateClientSeed, generateServerSeed, hashServerSeed } from '@app/games/node-hmac';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import * as repo from './rounds.repository';

/**
 * The provably-fair seeds of each player: the SHA-256 of the server seed is
 * shown before play; the seed itself is revealed only when the player rotates
 * it, which is refused while a multi-step round still depends on it.
 */
export function createFairnessService(deps: { db: Db }) {
  const { db } = deps;

  async function ensureSeed(tx: DbOrTx, userId: number, clientSeed?: string) {
    const existing = await repo.activeSeed(tx, userId);
    if (existing) return existing;
    const serverSeed = generateServerSeed();
    await repo.insertSeed(tx, {
      userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: clientSeed ?? generateClientSeed(),
    });
    const seed = await repo.activeSeed(tx, userId);
    if (!seed) throw new Error('no active seed after insert');
    return seed;
  }

  /** The active seeds of those of these players who have one, read without a lock. */
  async function readSeedsFound(userIds: number[]) {
    return new Map(
      (await repo.activeSeedsOf(db, userIds, { lock: false })).map((s) => [s.userId, s]),
    );
  }

  return {
    /** The seed and nonce for the next round, taken inside the round's transaction. */
    async nextRoundSeed(tx: DbOrTx, userId: number) {
      await ensureSeed(tx, userId);
      const taken = await repo.takeNonce(tx, userId);
      if (!taken) throw new Error('no active seed');
      return taken;
    },

    /**
     * Locks the active seed pair of each player (creating missing ones), for a batch of rounds
     * taken inside its transaction: the caller moves the nonces with the rounds it writes.
     */
    async lockSeeds(tx: DbOrTx, userIds: number[]) {
      let seeds = await repo.activeSeedsOf(tx, userIds, { lock: true });
      const missing = userIds.filter((id) => !seeds.some((s) => s.userId === id));
      if (missing.length > 0) {
        for (const id of missing) await ensureSeed(tx, id);
        seeds = await repo.activeSeedsOf(tx, userIds, { lock: true });
      }
      return new Map(seeds.map((s) => [s.userId, s]));
    },

    /** The same seeds read without a lock, or undefined if a player has none yet. */
    async readSeeds(userIds: number[]) {
      const seeds = await readSeedsFound(userIds);
      return userIds.every((id) => seeds.has(id)) ? seeds : undefined;
    },

    readSeedsFound,

    /** What the fairness panel shows: never the active server seed itself. */
    async current(userId: number) {
      const seed = await ensureSeed(db, userId);
      return {
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: seed.nextNonce,
      };
    },

    /** Reveals the current server seed and starts a new pair (with the player's new client seed, if given). */
    async rotate(userId: number, clientSeed?: string) {
      return db.transaction(async (tx) => {
        if (await repo.hasActiveRound(tx, userId)) {
          throw new AppError(
            'ValidationError',
            'Finish your game in progress before changing seeds.',
          );
        }
        const old = await ensureSeed(tx, userId);
        const retired = await repo.retireSeed(tx, old.id);
        if (!retired)
          throw new AppError('ValidationError', 'The seeds changed meanwhile; please try again.');
        const next = await ensureSeed(tx, userId, clientSeed);
        return {
          previous: {
            serverSeed: retired.serverSeed,
            serverSeedHash: retired.serverSeedHash,
            clientSeed: retired.clientSeed,
            lastNonce: retired.nextNonce - 1,
          },
          current: {
            serverSeedHash: next.serverSeedHash,
            clientSeed: next.clientSeed,
            nonce: next.nextNonce,
          },
        };
      });
    },

    /** The server seed of a round, once its pair has been rotated; null while still secret. */
    async revealedSeed(seedId: number) {
      const seed = await repo.findSeed(db, seedId);
      return seed && !seed.isActive ? seed.serverSeed : null;
    },
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
