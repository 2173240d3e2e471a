import { createByteStream } from '@app/games/provably-fair';
import { nodeHmacSha256 } from '@app/games/node-hmac';
import type { Db } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import type { WalletService } from '../wallet/wallet.service';
import { coinBalance, stakeMove, winMove, type CoinType } from './round-movements';
import type { SingleStepEngine } from './engines/engine';
import type { FairnessService } from './fairness.service';
import type { SettledRoundInsert } from './rounds.repository';
import * as rounds from './rounds.repository';

/** A one-request round, checked and ready to play (game, engine, stake and params validated). */
export interface RoundRequest {
  userId: number;
  gameId: number;
  game: { gameType: string; themeKey: string; name: string };
  engine: SingleStepEngine;
  coinType: CoinType;
  /** The bet as the engine reads it (per line, per chip...). */
  bet: number;
  /** What leaves the balance. */
  stake: number;
  params: unknown;
}

export interface SettledRound extends SettledRoundInsert {
  id: number;
  status: 'settled';
}

export interface RoundBatcherDeps {
  db: Db;
  wallet: WalletService;
  fairness: FairnessService;
  /** Called in the batch's transaction for each settled round (the live-winners feed). */
  onSettled: (uow: UnitOfWork, round: SettledRound, gameName: string) => void;
  /** Batches written at the same time; they never share a player, so none waits on another's locks. */
  maxInFlight?: number;
  maxBatch?: number;
}

interface Pending {
  request: RoundRequest;
  resolve: (round: SettledRound & { outcomeView: unknown }) => void;
  reject: (error: unknown) => void;
}

type Settlement = { round: SettledRound & { outcomeView: unknown } } | { error: unknown };

/**
 * Plays one-request rounds in batches: the rounds that arrive while a batch is being written
 * share the next transaction (seeds and accounts locked once, every ledger movement in one
 * statement, every round record in another, one commit). Each round keeps its own nonce,
 * idempotency key, balance check and record; a round refused for its balance moves nothing and
 * does not affect the others. If a batch fails as a whole, its rounds are retried one by one.
 */
export function createRoundBatcher(deps: RoundBatcherDeps) {
  const { db, wallet, fairness } = deps;
  const maxBatch = deps.maxBatch ?? 64;
  const maxInFlight = Math.max(1, deps.maxInFlight ?? 4);
  let pending: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Players with a round in a batch being written: their next rounds wait for the next batch. */
  const busy = new Set<number>();

  async function writeBatch(requests: RoundRequest[]): Promise<Settlement[]> {
    return inTransaction(db, async (uow) => {
      const userIds = [...new Set(requests.map((r) => r.userId))];
      const seeds = await fairness.lockSeeds(uow.tx, userIds);
      const ledger = await wallet.openBatch(uow, userIds);
      const taken = new Map<number, number>();
      const inserts: SettledRoundInsert[] = [];
      const settlements: ({ insert: SettledRoundInsert; outcome: unknown } | { error: unknown })[] =
        [];
      for (const request of requests) {
        const seed = seeds.get(request.userId);
        if (!seed) throw new Error(`no seed for player ${request.userId}`);
        const nonce = seed.nextNonce + (taken.get(seed.id) ?? 0);
        let played;
        let balances;
        try {
          played = request.engine.play(
            {
              stream: createByteStream(nodeHmacSha256, seed.serverSeed, seed.clientSeed, nonce),
              bet: request.bet,
              themeKey: request.game.themeKey,
            },
            request.params,
          );
          balances = ledger.add({
            idempotencyKey: `round:seed:${seed.id}:${nonce}`,
            userId: request.userId,
            kind: 'game_round',
            reference: `game:${request.gameId}`,
            movements: [
              stakeMove(request.coinType, request.stake),
              winMove(request.coinType, played.payout),
            ],
          });
        } catch (error) {
          // Refused (its balance, a game rule): nothing of this round is kept, not even its nonce.
          settlements.push({ error });
          continue;
        }
        const { payout, outcome } = played;
        taken.set(seed.id, (taken.get(seed.id) ?? 0) + 1);
        const after = coinBalance(balances, request.coinType);
        const insert: SettledRoundInsert = {
          userId: request.userId,
          gameId: request.gameId,
          gameType: request.game.gameType,
          gameVersion: request.engine.version,
          coinType: request.coinType,
          bet: request.stake,
          payout,
          balanceBefore: after - payout + request.stake,
          balanceAfter: after,
          params: request.params,
          outcome,
          seedId: seed.id,
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed,
          nonce,
        };
        inserts.push(insert);
        settlements.push({ insert, outcome });
      }
      await ledger.write();
      const advances = [...taken].map(([id, n]) => ({ id, n }));
      const written = await rounds.insertSettledRounds(uow.tx, advances, inserts);
      if (written.advanced !== advances.length || written.roundIds.size !== inserts.length)
        throw new Error('round batch not written as planned');
      return settlements.map((s, i) => {
        if ('error' in s) return s;
        const id = written.roundIds.get(`${s.insert.seedId}:${s.insert.nonce}`);
        if (id === undefined) throw new Error('round id missing from the batch');
        const round = { ...s.insert, id, status: 'settled' as const, outcomeView: s.outcome };
        deps.onSettled(uow, round, requests[i]!.game.name);
        return { round };
      });
    });
  }

  async function settle(batch: Pending[]) {
    let settlements: Settlement[];
    try {
      settlements = await writeBatch(batch.map((p) => p.request));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One round spoiled the batch: play each alone so the others still go through.
      for (const one of batch) await settle([one]);
      return;
    }
    settlements.forEach((s, i) => {
      const waiting = batch[i]!;
      if ('round' in s) waiting.resolve(s.round);
      else waiting.reject(s.error);
    });
  }

  /**
   * Starts batches while fewer than `maxInFlight` are being written: each takes, in arrival
   * order, up to `maxBatch` waiting rounds of players who have none in flight.
   */
  function pump() {
    scheduled = false;
    while (inFlight < maxInFlight && pending.length > 0) {
      const batch: Pending[] = [];
      const rest: Pending[] = [];
      const held = new Set<number>();
      for (const p of pending) {
        const userId = p.request.userId;
        if (batch.length < maxBatch && !busy.has(userId) && !held.has(userId)) batch.push(p);
        else {
          rest.push(p);
          held.add(userId);
        }
      }
      if (batch.length === 0) return;
      pending = rest;
      const players = new Set(batch.map((p) => p.request.userId));
      for (const id of players) busy.add(id);
      inFlight += 1;
      void settle(batch).finally(() => {
        for (const id of players) busy.delete(id);
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    /** Plays the round in the next batch that may take it; answers once it has committed. */
    play(request: RoundRequest) {
      return new Promise<SettledRound & { outcomeView: unknown }>((resolve, reject) => {
        pending.push({ request, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
  };
}

export type RoundBatcher = ReturnType<typeof createRoundBatcher>;
