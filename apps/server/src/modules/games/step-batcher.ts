import { createByteStream } from '@app/games/provably-fair';
import { nodeHmacSha256 } from '@app/games/node-hmac';
import type { Db, DbOrTx } from '../../db/database';
import { callTogether } from '../../db/raw-sql';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { AnswerKey } from '../../platform/idempotency';
import {
  answerKeysTaken,
  completedAnswer,
  PENDING_ID,
  pendingAnswer,
  recordAnswersWrapper,
  type PendingAnswer,
} from '../../platform/idempotency-answers';
import type { LedgerBatch, Movement, WalletService } from '../wallet/wallet.service';
import { createBatchLoader } from '../../platform/batch-loader';
import type { PlayerAccounts } from '../wallet/wallet-batch';
import { createBatchQueue, refusedByDatabase } from './batch-queue';
import { createReadAheadClock, statesFor, type ReadAhead, type ReadAheadClock } from './read-ahead';
import type { MultiStepEngine, StepResult } from './engines/engine';
import type { FairnessService } from './fairness.service';
import { coinBalance, stakeMove, winMove, type CoinType } from './round-movements';
import type { LockedSeed, RoundRow, StepRoundInsert, StepRoundUpdate } from './rounds.repository';
import * as rounds from './rounds.repository';

/** A multi-step call, checked and ready to play (game, engine and bet validated). */
export interface StepRequest {
  userId: number;
  gameId: number;
  game: { gameType: string; themeKey: string; name: string };
  engine: MultiStepEngine;
  call:
    | { kind: 'start'; coinType: CoinType; bet: number; params: unknown }
    | {
        kind: 'act';
        action: unknown;
        /** Checks an action's extra stake (double, split) against the player's limits. */
        checkExtra?: (coin: CoinType, amount: number) => Promise<void>;
      };
  /** The request's Idempotency-Key: its answer is recorded in the batch's statement (decision 041). */
  answer?: { key: AnswerKey; render: (round: StepRound) => unknown };
  /** The player's state, read while the request's other checks ran (readAhead). */
  ahead?: StepReadAhead;
}

/** What a call is planned on: the player's seed (to start a round), active rounds and accounts. */
interface CallState {
  seed?: LockedSeed;
  active: RoundRow[];
  accounts: PlayerAccounts;
}

/** A player's state read ahead of a multi-step call. */
export type StepReadAhead = ReadAhead<CallState>;

/** A round as a multi-step call leaves it, with what the player may see of this step. */
export interface StepRound {
  id: number;
  userId: number;
  gameId: number;
  gameType: string;
  status: 'active' | 'settled';
  coinType: CoinType;
  bet: number;
  payout: number;
  balanceAfter: number | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  view: unknown;
}

export interface StepBatcherDeps {
  db: Db;
  wallet: WalletService;
  fairness: FairnessService;
  /** Called for each round a call settled, once it has committed. */
  onSettled: (round: StepRound, gameName: string) => void;
  maxInFlight?: number;
  /** The games module's clock of reads ahead (shared with the one-request rounds). */
  clock?: ReadAheadClock;
}

type Planned =
  | {
      round: Omit<StepRound, 'id'> & { id?: number };
      ref: string;
      insert?: StepRoundInsert;
      update?: StepRoundUpdate;
      answer?: PendingAnswer;
    }
  | { error: unknown };

/** What a batch is planned on: the seeds of players who start, every player's active rounds and accounts. */
interface BatchState {
  seeds: Map<number, LockedSeed>;
  active: RoundRow[];
  ledger: LedgerBatch;
}

/**
 * Plays the starts and actions of multi-step rounds (blackjack, mines) in batches, as one-request
 * rounds are (decision 068): the calls that arrive while a batch is written share the next one,
 * one call per player. A batch is planned in memory on state read without locks (seeds, active
 * rounds, accounts) and written by one statement whose guards (every nonce, balance and round
 * still as read, every key fresh) make it write all or nothing; if it writes nothing it is planned
 * again under locks in a transaction. Each call keeps its own nonce, ledger operation, balance
 * check, step guard and answer; a refused call moves nothing and does not affect the others.
 */
export function createStepBatcher(deps: StepBatcherDeps) {
  const { db, wallet, fairness } = deps;
  const clock = deps.clock ?? createReadAheadClock();
  /** The state of the players asked for in the same turn, read in one statement per table. */
  const seedOf = createBatchLoader((ids: number[]) => fairness.readSeedsFound(ids));
  const accountsOf = createBatchLoader((ids: number[]) => wallet.readAccounts(ids));
  const activeOf = createBatchLoader(async (ids: number[]) => {
    const byPlayer = new Map<number, RoundRow[]>(ids.map((id) => [id, []]));
    for (const row of await rounds.activeRoundsOf(db, ids, { lock: false }))
      byPlayer.get(row.userId)?.push(row);
    return byPlayer;
  });

  /** Undefined when a player has no accounts yet, or no seed to start a round on. */
  async function readState(userId: number, starts: boolean): Promise<CallState | undefined> {
    const [seed, active, accounts] = await Promise.all([
      starts ? seedOf(userId) : undefined,
      activeOf(userId),
      accountsOf(userId),
    ]);
    if (!accounts || !active || (starts && !seed)) return undefined;
    return { seed, active, accounts };
  }

  /** The batch's state: what was read ahead and is still fresh, the rest read now. */
  async function statesOf(requests: StepRequest[]): Promise<BatchState | undefined> {
    const starts = new Set(startersOf(requests));
    const states = await statesFor(clock, requests, (id) => readState(id, starts.has(id)));
    if (!states) return undefined;
    const seeds = new Map<number, LockedSeed>();
    const accounts = new Map<number, PlayerAccounts>();
    const active: RoundRow[] = [];
    for (const [userId, state] of states) {
      if (starts.has(userId)) {
        if (!state.seed) return undefined;
        seeds.set(userId, state.seed);
      }
      accounts.set(userId, state.accounts);
      active.push(...state.active);
    }
    return { seeds, active, ledger: wallet.batchOn(accounts) };
  }

  /** The engine's step for this call on the state given, or why it is refused. */
  function stepOf(request: StepRequest, state: BatchState, row: RoundRow | undefined) {
    const { call } = request;
    if (call.kind === 'act') {
      if (!row) throw new AppError('NotFound', 'There is no game in progress.');
      return { step: request.engine.act(row.state, call.action), row };
    }
    if (row) throw new AppError('ValidationError', 'Finish your game in progress first.');
    const seed = state.seeds.get(request.userId);
    if (!seed) throw new Error(`no seed for player ${request.userId}`);
    const stream = createByteStream(
      nodeHmacSha256,
      seed.serverSeed,
      seed.clientSeed,
      seed.nextNonce,
    );
    const step = request.engine.start(
      { stream, bet: call.bet, themeKey: request.game.themeKey },
      call.params,
    );
    return { step: { ...step, extraBet: 0 }, seed };
  }

  /** The movements of a step: its extra stake, and the payout once the round is finished. */
  function movementsOf(coin: CoinType, stake: number, step: StepResult<unknown>): Movement[] {
    const movements: Movement[] = [];
    if (stake > 0) movements.push(stakeMove(coin, stake));
    if (step.finished && step.payout > 0) movements.push(winMove(coin, step.payout));
    return movements;
  }

  async function planOne(request: StepRequest, state: BatchState): Promise<Planned> {
    const active = state.active.find(
      (r) => r.userId === request.userId && r.gameId === request.gameId,
    );
    const { step, seed, row } = stepOf(request, state, active);
    const { call, engine } = request;
    const coin = row ? row.coinType : (call as { coinType: CoinType }).coinType;
    if (call.kind === 'act' && step.extraBet > 0) await call.checkExtra?.(coin, step.extraBet);
    const stake = row ? step.extraBet : (call as { bet: number }).bet;
    const movements = movementsOf(coin, stake, step);
    const finished = step.finished;
    let balanceAfter = row?.balanceAfter ?? null;
    if (movements.length > 0) {
      const balances = state.ledger.add({
        idempotencyKey: row
          ? `round:${row.id}:step:${(row.steps as unknown[]).length}`
          : `round:seed:${seed!.id}:${seed!.nextNonce}`,
        userId: request.userId,
        kind: 'game_round',
        reference: row ? `round:${row.id}` : `game:${request.gameId}`,
        movements,
      });
      balanceAfter = coinBalance(balances, coin);
    }
    const settled = {
      status: finished ? ('settled' as const) : ('active' as const),
      payout: finished ? step.payout : 0,
      outcome: finished ? engine.reveal(step.state) : null,
      settledBy: finished ? ('player' as const) : null,
    };
    const round = {
      userId: request.userId,
      gameId: request.gameId,
      gameType: request.game.gameType,
      coinType: coin,
      bet: (row?.bet ?? 0) + stake,
      balanceAfter,
      serverSeedHash: row?.serverSeedHash ?? seed!.serverSeedHash,
      clientSeed: row?.clientSeed ?? seed!.clientSeed,
      nonce: row?.nonce ?? seed!.nextNonce,
      view: step.view,
      ...settled,
    };
    const ref = row ? `round:${row.id}` : `${seed!.id}:${seed!.nextNonce}`;
    const planned: Planned = row
      ? {
          round: { ...round, id: row.id },
          ref,
          update: {
            id: row.id,
            stepsBefore: (row.steps as unknown[]).length,
            bet: round.bet,
            state: step.state,
            steps: [...(row.steps as unknown[]), step.view],
            balanceAfter,
            ...settled,
          },
        }
      : {
          round,
          ref,
          insert: {
            userId: request.userId,
            gameId: request.gameId,
            gameType: request.game.gameType,
            gameVersion: engine.version,
            coinType: coin,
            bet: stake,
            balanceBefore: balanceAfter! - settled.payout + stake,
            balanceAfter: balanceAfter!,
            params: call.kind === 'start' ? call.params : {},
            state: step.state,
            steps: [step.view],
            seedId: seed!.id,
            nonce: seed!.nextNonce,
            ...settled,
          },
        };
    if (request.answer) {
      planned.answer = pendingAnswer(
        request.answer.key,
        ref,
        request.answer.render({ ...round, id: PENDING_ID }),
        'roundId',
      );
    }
    return planned;
  }

  /**
   * A call refused on state its own key's first request left (that request, on another instance
   * perhaps, started the round or took the step just now) is answered 1011, as a key still running
   * is: its retry replays the first answer.
   */
  async function refuseKeysTaken(executor: DbOrTx, requests: StepRequest[], planned: Planned[]) {
    const keys = planned.flatMap((p, i) => {
      const key = requests[i]!.answer?.key;
      return 'error' in p && key ? [key] : [];
    });
    const taken = await answerKeysTaken(executor, keys);
    planned.forEach((p, i) => {
      const key = requests[i]!.answer?.key;
      if ('error' in p && key && taken.has(key)) p.error = new AppError('IdempotencyInProgress');
    });
  }

  /** Plans every call in arrival order, then writes them with one statement on `executor`. */
  async function planAndWrite(executor: DbOrTx, requests: StepRequest[], state: BatchState) {
    const planned: Planned[] = [];
    for (const request of requests) {
      try {
        planned.push(await planOne(request, state));
      } catch (error) {
        // Refused (its balance, a game rule, a limit): nothing of this call is kept.
        planned.push({ error });
      }
    }
    await refuseKeysTaken(executor, requests, planned);
    const kept = planned.flatMap((p) => ('round' in p ? [p] : []));
    const answers = kept.flatMap((p) => (p.answer ? [p.answer] : []));
    const ids =
      kept.length === 0
        ? new Map<string, number>()
        : (
            await callTogether(
              executor,
              {
                ...rounds.writeStepsPart({
                  seeds: kept.flatMap((p) =>
                    p.insert ? [{ id: p.insert.seedId, from: p.insert.nonce, n: 1 }] : [],
                  ),
                  inserts: kept.flatMap((p) => (p.insert ? [p.insert] : [])),
                  updates: kept.flatMap((p) => (p.update ? [p.update] : [])),
                }),
                wrappedBy: answers.length > 0 ? recordAnswersWrapper(answers) : undefined,
              },
              state.ledger.writePart(),
            )
          )[0];
    const settlements = planned.map((p, i) => {
      if ('error' in p) return p;
      const id = ids.get(p.ref);
      if (id === undefined) return { error: new Error('round id missing from the batch') };
      if (p.answer) requests[i]!.answer!.key.recordedBody = completedAnswer(p.answer, id);
      return { result: { ...p.round, id } };
    });
    return { settlements, ledger: state.ledger };
  }

  const startersOf = (requests: StepRequest[]) =>
    requests.filter((r) => r.call.kind === 'start').map((r) => r.userId);

  /** Without locks, or undefined when that wrote nothing (a seed or accounts missing, a guard failed). */
  async function writeUnlocked(requests: StepRequest[]) {
    try {
      const state = await statesOf(requests);
      if (!state) return undefined;
      return await planAndWrite(db, requests, state);
    } catch (error) {
      if (refusedByDatabase(error)) return undefined;
      throw error;
    }
  }

  /** Under locks in a transaction: seeds, then rounds, then accounts, as every writer takes them. */
  async function writeLocked(requests: StepRequest[]) {
    const players = requests.map((r) => r.userId);
    return inTransaction(db, async ({ tx }) => {
      const seeds = await fairness.lockSeeds(tx, startersOf(requests));
      const active = await rounds.activeRoundsOf(tx, players, { lock: true });
      const ledger = await wallet.lockBatch(tx, players);
      return planAndWrite(tx, requests, { seeds, active, ledger });
    });
  }

  const queue = createBatchQueue<StepRequest, StepRound>({
    async write(requests) {
      const { settlements, ledger } =
        (await writeUnlocked(requests)) ?? (await writeLocked(requests));
      return {
        settlements,
        announce() {
          ledger.publish();
          settlements.forEach((s, i) => {
            if ('result' in s && s.result.status === 'settled')
              deps.onSettled(s.result, requests[i]!.game.name);
          });
        },
      };
    },
    finished: clock.finished,
    maxInFlight: deps.maxInFlight,
    onePerPlayer: true,
  });

  return {
    /** Starts reading the player's state for a call about to be asked for (a start reads the seed too). */
    readAhead: (userId: number, kind: 'start' | 'act'): StepReadAhead =>
      clock.stamp(readState(userId, kind === 'start')),

    /** Plays the call in the next batch that may take it; answers once it has committed. */
    play: (request: StepRequest) => queue.submit(request),
  };
}

export type StepBatcher = ReturnType<typeof createStepBatcher>;
