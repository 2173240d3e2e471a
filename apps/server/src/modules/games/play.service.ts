import { GameRuleError } from '@app/games/bets';
import { toDecimal } from '@app/contracts/money';
import type { Db } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { AnswerKey } from '../../platform/idempotency';
import type { Movement, WalletService } from '../wallet/wallet.service';
import { createRoundBatcher, type ReadAhead, type SettledRound } from './round-batcher';
import { createReadAheadClock } from './read-ahead';
import { createStepBatcher, type StepReadAhead, type StepRound } from './step-batcher';
import { coinBalance, stakeMove, winMove, type CoinType } from './round-movements';
import type { LiveWinner } from '../realtime/realtime';
import type { BetLimits, LimitsAhead } from '../responsible-gambling/bet-limits';
import type { CatalogueService } from './catalogue.service';
import type { FairnessService } from './fairness.service';
import type { GameEngine, MultiStepEngine, StepResult } from './engines/engine';
import * as rounds from './rounds.repository';

export type { CoinType } from './round-movements';

/** Wins at or above these (hundredths) go to the live-winners feed. */
export const LIVE_WIN_THRESHOLD = { GC: 1_000_000, SC: 1_000 };

export interface PlayDeps {
  db: Db;
  wallet: WalletService;
  fairness: FairnessService;
  catalogue: CatalogueService;
  engines: Record<string, GameEngine>;
  publishLiveWinner: (winner: LiveWinner) => void;
  usernameOf: (userId: number) => Promise<string>;
  /** Told of every round once it has settled and committed (the metrics count them). */
  onRoundSettled?: (round: { gameType: string; coinType: CoinType }) => void;
  /** Batches of one-request rounds written at the same time (see round-batcher); default 4. */
  roundBatchesInFlight?: number;
  /** The player's wager, net-loss and session limits (decision 037); none checked without it. */
  betLimits?: BetLimits;
}

/** Who plays: the player and the session the bet came in (the session-time limit reads it). */
export interface Player {
  userId: number;
  sessionId: number | null;
}

/** What a one-request round reads before it is played, started early (PlayService.readAhead). */
export interface RoundAhead {
  round: ReadAhead;
  limits?: LimitsAhead;
}

/** What a multi-step call reads before it is played, started early (PlayService.readAheadStep). */
export interface StepAhead {
  round: StepReadAhead;
  limits?: LimitsAhead;
}

const asRuleError = (error: unknown) =>
  error instanceof GameRuleError ? new AppError('ValidationError', error.message) : error;

export function createPlayService(deps: PlayDeps) {
  const { db, wallet, fairness, catalogue } = deps;
  const limits = deps.betLimits;

  /** Plays `work` once the bet has passed the player's limits (held against them until it answers). */
  function withinLimits<T>(
    player: Player,
    coin: CoinType,
    amount: number,
    work: () => Promise<T>,
    ahead?: LimitsAhead,
  ): Promise<T> {
    if (!limits) return work();
    return limits.guard({ ...player, coin, amount }, work, ahead);
  }

  async function gameAndEngine(gameId: number) {
    const game = await catalogue.findGame(gameId);
    if (!game) throw new AppError('NotFound', 'This game does not exist.');
    const engine = deps.engines[game.gameType];
    if (!engine) throw new AppError('NotFound', 'This game cannot be played yet.');
    return { game, engine };
  }

  function checkBet(
    game: { minBetGc: number; maxBetGc: number; minBetSc: number; maxBetSc: number },
    coin: CoinType,
    bet: number,
  ) {
    const [min, max] =
      coin === 'GC' ? [game.minBetGc, game.maxBetGc] : [game.minBetSc, game.maxBetSc];
    if (!Number.isSafeInteger(bet) || bet < min || bet > max) {
      throw new AppError(
        'ValidationError',
        `Bet must be between ${toDecimal(min)} and ${toDecimal(max)} ${coin}`,
      );
    }
  }

  async function guardBalance<T>(userId: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.errorName === 'InsufficientBalance')
        wallet.notifyInsufficientBalance(userId);
      throw asRuleError(error);
    }
  }

  type AnnouncedRound = { userId: number; payout: number; coinType: CoinType; gameId: number };

  /** A committed big win goes to the live-winners feed (the name is read outside any transaction). */
  function announceNow(round: AnnouncedRound, gameName: string) {
    if (round.payout < LIVE_WIN_THRESHOLD[round.coinType]) return;
    deps
      .usernameOf(round.userId)
      .then((userName) =>
        deps.publishLiveWinner({
          userName,
          gameName,
          gameId: round.gameId,
          coinType: round.coinType,
          winAmount: toDecimal(round.payout),
          createdAt: new Date().toISOString(),
        }),
      )
      .catch(() => undefined);
  }

  /** The same, once `uow` has committed. */
  function announce(uow: UnitOfWork, round: AnnouncedRound, gameName: string) {
    uow.afterCommit(() => announceNow(round, gameName));
  }

  type ViewedRound = Pick<
    rounds.RoundRow,
    | 'id'
    | 'gameId'
    | 'status'
    | 'coinType'
    | 'bet'
    | 'payout'
    | 'balanceAfter'
    | 'serverSeedHash'
    | 'clientSeed'
    | 'nonce'
  >;
  const clock = createReadAheadClock();
  const batcher = createRoundBatcher({
    clock,
    db,
    wallet,
    fairness,
    onSettled: (round: SettledRound, gameName) => {
      deps.onRoundSettled?.(round);
      announceNow(round, gameName);
    },
    maxInFlight: deps.roundBatchesInFlight,
  });

  const steps = createStepBatcher({
    clock,
    db,
    wallet,
    fairness,
    onSettled: (round, gameName) => {
      deps.onRoundSettled?.(round);
      announceNow(round, gameName);
    },
    maxInFlight: deps.roundBatchesInFlight,
  });

  function roundView(row: ViewedRound, extra: Record<string, unknown> = {}) {
    return {
      roundId: row.id,
      gameId: row.gameId,
      status: row.status,
      coinType: row.coinType,
      bet: toDecimal(row.bet),
      payout: toDecimal(row.payout),
      balanceAfter: row.balanceAfter === null ? null : toDecimal(row.balanceAfter),
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
      ...extra,
    };
  }

  async function settleStep(
    uow: UnitOfWork,
    row: rounds.RoundRow,
    step: StepResult<unknown>,
    engine: MultiStepEngine,
    settledBy: 'player' | 'sweeper',
    gameName: string,
  ) {
    const stepNo = (row.steps as unknown[]).length;
    const movements: Movement[] = [];
    if (step.extraBet > 0) movements.push(stakeMove(row.coinType, step.extraBet));
    if (step.finished && step.payout > 0) movements.push(winMove(row.coinType, step.payout));
    let balanceAfter = row.balanceAfter;
    if (movements.length > 0) {
      const result = await wallet.apply(uow, {
        idempotencyKey: `round:${row.id}:step:${stepNo}`,
        userId: row.userId,
        kind: 'game_round',
        reference: `round:${row.id}`,
        movements,
      });
      balanceAfter = coinBalance(result.balances, row.coinType);
    }
    const updated = await rounds.updateRound(uow.tx, row.id, {
      bet: row.bet + step.extraBet,
      payout: step.finished ? step.payout : 0,
      state: step.state,
      steps: [...(row.steps as unknown[]), step.view],
      balanceAfter,
      ...(step.finished
        ? {
            status: 'settled' as const,
            settledAt: new Date(),
            settledBy,
            outcome: engine.reveal(step.state),
          }
        : {}),
    });
    if (!updated) throw new Error('round vanished');
    if (step.finished) uow.afterCommit(() => deps.onRoundSettled?.(updated));
    if (step.finished && settledBy === 'player') announce(uow, updated, gameName);
    return updated;
  }

  /** What a multi-step call answers (and what its Idempotency-Key replays). */
  const stepAnswer = (round: StepRound) => roundView(round, { view: round.view });

  /** What a one-request round answers (and what its Idempotency-Key replays). */
  const playAnswer = (round: SettledRound & { outcomeView: unknown }) => ({
    ...roundView(round),
    outcome: round.outcomeView,
  });

  /** The engine's parameters, with a game-rule failure turned into a 400. */
  function parseParams(engine: GameEngine, input: unknown) {
    try {
      return engine.parseParams(input ?? {});
    } catch (error) {
      throw asRuleError(error);
    }
  }

  return {
    /**
     * Starts the reads a one-request round of this player needs (seed, accounts, limits) while
     * the request is still being checked: pass the answer to play (decision 065).
     */
    readAhead(player: Player): RoundAhead {
      return { round: batcher.readAhead(player.userId), limits: limits?.readAhead(player.userId) };
    },

    /** The same for a multi-step call: a start reads the limits too (an action checks them only for an extra stake). */
    readAheadStep(player: Player, kind: 'start' | 'act'): StepAhead {
      return {
        round: steps.readAhead(player.userId, kind),
        limits: kind === 'start' ? limits?.readAhead(player.userId) : undefined,
      };
    },

    /** A one-request round: bet and win move in the same transaction as the round record (batched). */
    async play(
      player: Player,
      gameId: number,
      input: { coinType: CoinType; bet: number; params?: unknown },
      /** Records the answer under this key with the round (decision 041). */
      answerKey?: AnswerKey,
      ahead?: RoundAhead,
    ) {
      const { userId } = player;
      const { game, engine } = await gameAndEngine(gameId);
      if (engine.kind !== 'single')
        throw new AppError('ValidationError', 'This game is played step by step.');
      const params = parseParams(engine, input.params);
      const stake = engine.stake?.(input.bet, params) ?? input.bet;
      checkBet(game, input.coinType, stake);
      const round = await guardBalance(userId, () =>
        withinLimits(
          player,
          input.coinType,
          stake,
          () =>
            batcher.play({
              userId,
              gameId,
              game,
              engine,
              coinType: input.coinType,
              bet: input.bet,
              stake,
              params,
              answer: answerKey && { key: answerKey, render: playAnswer },
              ahead: ahead?.round,
            }),
          ahead?.limits,
        ),
      );
      return playAnswer(round);
    },

    /** Starts a multi-step round (blackjack, mines): the stake leaves the balance now. */
    async start(
      player: Player,
      gameId: number,
      input: { coinType: CoinType; bet: number; params?: unknown },
      /** Records the answer under this key in the round's own commit (decision 041). */
      answerKey?: AnswerKey,
      ahead?: StepAhead,
    ) {
      const { userId } = player;
      const { game, engine } = await gameAndEngine(gameId);
      if (engine.kind !== 'multi')
        throw new AppError('ValidationError', 'This game is played in one step.');
      const params = parseParams(engine, input.params);
      checkBet(game, input.coinType, input.bet);
      const round = await guardBalance(userId, () =>
        withinLimits(
          player,
          input.coinType,
          input.bet,
          () =>
            steps.play({
              userId,
              gameId,
              game,
              engine,
              call: { kind: 'start', coinType: input.coinType, bet: input.bet, params },
              answer: answerKey && { key: answerKey, render: stepAnswer },
              ahead: ahead?.round,
            }),
          ahead?.limits,
        ),
      );
      return stepAnswer(round);
    },

    /** One action of the player's active round of this game; an extra stake (double, split) meets the limits. */
    async act(
      player: Player,
      gameId: number,
      action: unknown,
      answerKey?: AnswerKey,
      ahead?: StepAhead,
    ) {
      const { userId } = player;
      const { game, engine } = await gameAndEngine(gameId);
      if (engine.kind !== 'multi')
        throw new AppError('ValidationError', 'This game is played in one step.');
      const checkExtra = limits
        ? (coin: CoinType, amount: number) => limits.assertAllowed(db, { ...player, coin, amount })
        : undefined;
      const round = await guardBalance(userId, () =>
        steps.play({
          userId,
          gameId,
          game,
          engine,
          call: { kind: 'act', action, checkExtra },
          answer: answerKey && { key: answerKey, render: stepAnswer },
          ahead: ahead?.round,
        }),
      );
      return stepAnswer(round);
    },

    /** The round in progress, to resume after a reload or a disconnect. */
    async active(userId: number, gameId: number) {
      const { engine } = await gameAndEngine(gameId);
      const row = await rounds.findActiveRound(db, userId, gameId);
      if (!row || engine.kind !== 'multi') return null;
      const steps = row.steps as unknown[];
      return roundView(row, { view: steps[steps.length - 1] ?? null });
    },

    /** Settles every multi-step round untouched for `idleMs`, best for the player. Answers how many. */
    async sweep(idleMs: number) {
      const stale = await rounds.staleActiveRounds(db, new Date(Date.now() - idleMs), 100);
      let settled = 0;
      for (const candidate of stale) {
        const { game, engine } = await gameAndEngine(candidate.gameId);
        if (engine.kind !== 'multi') continue;
        await inTransaction(db, async (uow) => {
          const row = await rounds.lockActiveRound(uow.tx, candidate.userId, candidate.gameId);
          if (!row || row.updatedAt.getTime() > Date.now() - idleMs) return;
          const { payout, view } = engine.abandon(row.state);
          await settleStep(
            uow,
            row,
            { state: row.state, view, finished: true, payout, extraBet: 0 },
            engine,
            'sweeper',
            game.name,
          );
          settled += 1;
        });
      }
      return settled;
    },

    /** A finished round with everything needed to verify it (the server seed once rotated). */
    async round(userId: number, roundId: number) {
      const row = await rounds.findRound(db, roundId);
      if (!row || row.userId !== userId) throw new AppError('NotFound', 'There is no such round.');
      return roundView(row, {
        gameType: row.gameType,
        gameVersion: row.gameVersion,
        params: row.params,
        outcome: row.status === 'settled' ? row.outcome : null,
        steps: row.steps,
        createdAt: row.createdAt.toISOString(),
        settledAt: row.settledAt?.toISOString() ?? null,
        serverSeed: await fairness.revealedSeed(row.seedId),
      });
    },

    async history(userId: number, filter: { gameId?: number; limit: number; page: number }) {
      const { rows, count } = await rounds.pageRounds(db, userId, {
        gameId: filter.gameId,
        limit: filter.limit,
        offset: (filter.page - 1) * filter.limit,
      });
      return {
        count,
        rows: rows.map(({ round, gameName }) => ({
          ...roundView(round),
          gameName,
          createdAt: round.createdAt.toISOString(),
        })),
      };
    },

    async liveWinners(limit = 20) {
      const rows = await rounds.bigWins(db, LIVE_WIN_THRESHOLD, limit);
      return rows.map((r) => ({
        userName: r.username,
        gameId: r.gameId,
        gameName: r.gameName,
        imageUrl: r.imageUrl,
        coinType: r.coinType,
        winAmount: toDecimal(r.payout),
        createdAt: r.settledAt?.toISOString() ?? null,
      }));
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
