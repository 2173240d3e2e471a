import { createByteStream } from '@app/games/provably-fair';
import { nodeHmacSha256 } from '@app/games/node-hmac';
import type { Db, DbOrTx } from '../../db/database';
import type { AnswerKey } from '../../platform/idempotency';
import {
  completedAnswer,
  PENDING_ID,
  pendingAnswer,
  recordAnswersWrapper,
  type PendingAnswer,
} from '../../platform/idempotency-answers';
import { callTogether } from '../../db/raw-sql';
import { inTransaction } from '../../db/unit-of-work';
import { createBatchLoader } from '../../platform/batch-loader';
import type { PlayerAccounts } from '../wallet/wallet-batch';
import type { LedgerBatch, WalletService } from '../wallet/wallet.service';
import { createBatchQueue, refusedByDatabase } from './batch-queue';
import {
  createReadAheadClock,
  statesFor,
  type ReadAhead as GenericReadAhead,
  type ReadAheadClock,
} from './read-ahead';
import { coinBalance, stakeMove, winMove, type CoinType } from './round-movements';
import type { SingleStepEngine } from './engines/engine';
import type { FairnessService } from './fairness.service';
import type { LockedSeed, SettledRoundInsert } from './rounds.repository';
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
  /**
   * The request's Idempotency-Key and how its answer reads: the answer is recorded in the batch's
   * statement with the round (decision 041), and `key.recordedBody` set once it has committed.
   */
  answer?: { key: AnswerKey; render: (round: SettledRound & { outcomeView: unknown }) => unknown };
  /** The player's seed and accounts, read while the request's other checks ran (readAhead). */
  ahead?: ReadAhead;
}

/** What a round is planned on: the player's active seed and accounts. */
interface PlayerState {
  seed: LockedSeed;
  accounts: PlayerAccounts;
}

/** A player's seed and accounts read ahead of a round. */
export type ReadAhead = GenericReadAhead<PlayerState>;

export interface SettledRound extends SettledRoundInsert {
  id: number;
  status: 'settled';
}

export interface RoundBatcherDeps {
  db: Db;
  wallet: WalletService;
  fairness: FairnessService;
  /** Called for each settled round once it has committed (the live-winners feed). */
  onSettled: (round: SettledRound, gameName: string) => void;
  /** Batches written at the same time; they never share a player, so none waits on another's locks. */
  maxInFlight?: number;
  maxBatch?: number;
  /** The games module's clock of reads ahead (shared with the multi-step calls). */
  clock?: ReadAheadClock;
}

type Settlement = { round: SettledRound & { outcomeView: unknown } } | { error: unknown };
type Planned =
  { insert: SettledRoundInsert; outcome: unknown; answer?: PendingAnswer } | { error: unknown };

/**
 * Plays one-request rounds in batches: the rounds that arrive while a batch is being written
 * share the next one. A batch is planned in memory on its players' seeds and balances, read
 * without locks, and written by one statement whose guards (every nonce and balance still the
 * one read, every idempotency key fresh) make it write all or nothing; if it writes nothing, the
 * batch is planned again under locks in a transaction (decision 015). Each round keeps its own
 * nonce, idempotency key, balance check and record; a round refused for its balance moves
 * nothing and does not affect the others. If a batch fails as a whole, its rounds are retried
 * one by one.
 */
export function createRoundBatcher(deps: RoundBatcherDeps) {
  const { db, wallet, fairness } = deps;
  /** The seeds and accounts of the players asked for in the same turn, read in one statement each. */
  const seedOf = createBatchLoader((ids: number[]) => fairness.readSeedsFound(ids));
  const accountsOf = createBatchLoader((ids: number[]) => wallet.readAccounts(ids));
  const clock = deps.clock ?? createReadAheadClock();

  function readState(userId: number): Promise<PlayerState | undefined> {
    return Promise.all([seedOf(userId), accountsOf(userId)]).then(([seed, accounts]) =>
      seed && accounts ? { seed, accounts } : undefined,
    );
  }

  /**
   * The seeds and accounts of the batch's players: those read ahead and still fresh, the others
   * read now; undefined if a player has no seed or accounts yet (the locked path makes them).
   */
  async function statesOf(requests: RoundRequest[]) {
    const states = await statesFor(clock, requests, readState);
    if (!states) return undefined;
    const seeds = new Map<number, LockedSeed>();
    const accounts = new Map<number, PlayerAccounts>();
    for (const [userId, state] of states) {
      seeds.set(userId, state.seed);
      accounts.set(userId, state.accounts);
    }
    return { seeds, ledger: wallet.batchOn(accounts) };
  }

  /** Plays every round in arrival order on the seeds and ledger batch given (in memory). */
  function plan(requests: RoundRequest[], seeds: Map<number, LockedSeed>, ledger: LedgerBatch) {
    const taken = new Map<number, number>();
    const inserts: SettledRoundInsert[] = [];
    const planned: Planned[] = [];
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
        planned.push({ error });
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
      const answer = request.answer && {
        answer: pendingAnswer(
          request.answer.key,
          `${seed.id}:${nonce}`,
          request.answer.render({
            ...insert,
            id: PENDING_ID,
            status: 'settled',
            outcomeView: outcome,
          }),
          'roundId',
        ),
      };
      planned.push({ insert, outcome, ...answer });
    }
    const advances = [...seeds.values()]
      .filter((seed) => taken.has(seed.id))
      .map((seed) => ({ id: seed.id, from: seed.nextNonce, n: taken.get(seed.id)! }));
    return { planned, inserts, advances };
  }

  /**
   * Plans the batch on the seeds and ledger given and writes it with one statement on `executor`
   * (the pool, or the transaction holding their locks); answers each round's settlement.
   */
  async function planAndWrite(
    executor: DbOrTx,
    requests: RoundRequest[],
    seeds: Map<number, LockedSeed>,
    ledger: LedgerBatch,
  ) {
    const { planned, inserts, advances } = plan(requests, seeds, ledger);
    const answers = planned.flatMap((p) => ('answer' in p && p.answer ? [p.answer] : []));
    const roundIds =
      inserts.length === 0
        ? new Map<string, number>()
        : (
            await callTogether(
              executor,
              {
                ...rounds.recordRoundsPart(advances, inserts),
                wrappedBy: answers.length > 0 ? recordAnswersWrapper(answers) : undefined,
              },
              ledger.writePart(),
            )
          )[0];
    const settlements = planned.map((p, i): Settlement => {
      if ('error' in p) return p;
      const id = roundIds.get(`${p.insert.seedId}:${p.insert.nonce}`);
      if (id === undefined) return { error: new Error('round id missing from the batch') };
      if (p.answer) requests[i]!.answer!.key.recordedBody = completedAnswer(p.answer, id);
      return { round: { ...p.insert, id, status: 'settled', outcomeView: p.outcome } };
    });
    return { settlements, ledger };
  }

  /**
   * Without locks, or undefined when that wrote nothing: a player without a seed or accounts
   * yet (the locked path makes them), or a guard that failed because a nonce or balance moved
   * since it was read (another server, a purchase, a multi-step round) or a key was used before.
   * A failure the database did not answer is thrown: that batch may have been written.
   */
  async function writeUnlocked(requests: RoundRequest[]) {
    try {
      const states = await statesOf(requests);
      if (!states) return undefined;
      return await planAndWrite(db, requests, states.seeds, states.ledger);
    } catch (error) {
      if (refusedByDatabase(error)) return undefined;
      throw error;
    }
  }

  async function writeLocked(requests: RoundRequest[]) {
    const userIds = [...new Set(requests.map((r) => r.userId))];
    return inTransaction(db, async ({ tx }) => {
      // Seeds before accounts: the order the batch functions lock them in too.
      const seeds = await fairness.lockSeeds(tx, userIds);
      const ledger = await wallet.lockBatch(tx, userIds);
      return planAndWrite(tx, requests, seeds, ledger);
    });
  }

  async function writeBatch(requests: RoundRequest[]) {
    return (await writeUnlocked(requests)) ?? (await writeLocked(requests));
  }

  const queue = createBatchQueue<RoundRequest, SettledRound & { outcomeView: unknown }>({
    async write(requests) {
      const { settlements, ledger } = await writeBatch(requests);
      return {
        settlements: settlements.map((s) => ('round' in s ? { result: s.round } : s)),
        // Once committed: the players' new balances and the big wins go out.
        announce() {
          ledger.publish();
          settlements.forEach((s, i) => {
            if ('round' in s) deps.onSettled(s.round, requests[i]!.game.name);
          });
        },
      };
    },
    finished: clock.finished,
    maxInFlight: deps.maxInFlight,
    maxBatch: deps.maxBatch,
  });

  return {
    /**
     * Starts reading the player's seed and accounts for a round about to be asked for, so that
     * the read runs beside the request's other checks instead of after them.
     */
    readAhead: (userId: number): ReadAhead => clock.stamp(readState(userId)),

    /** Plays the round in the next batch that may take it; answers once it has committed. */
    play: (request: RoundRequest) => queue.submit(request),
  };
}

export type RoundBatcher = ReturnType<typeof createRoundBatcher>;
