import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { openTestDatabase } from '../../test/test-database';
import { seedDatabase } from '../../db/seed';
import { gamesSeed } from './games.seed';
import {
  createPlayer,
  credit,
  debit,
  ledgerCheck,
  move,
  walletFor,
} from '../wallet/wallet-test-kit';
import type { WalletService } from '../wallet/wallet.service';
import type { MultiStepEngine } from './engines/engine';
import { createFairnessService, type FairnessService } from './fairness.service';
import { createStepBatcher, type StepBatcher, type StepRequest } from './step-batcher';

/**
 * A tiny real multi-step game: the start draws one byte; 'raise' stakes the bet again, 'stop'
 * ends the round paying twice the stakes when the byte was 128 or more. A start byte of 0–9
 * settles at once, paying nothing.
 */
type State = { byte: number; stake: number };
const raiseOrStop: MultiStepEngine<Record<string, never>, State> = {
  kind: 'multi',
  version: 'raise-or-stop-test',
  parseParams: () => ({}),
  start(ctx) {
    const byte = ctx.stream.nextByte();
    const state = { byte, stake: ctx.bet };
    const finished = byte < 10;
    return { state, view: { started: true }, finished, payout: 0, extraBet: 0 };
  },
  act(state, action) {
    if (action === 'raise') {
      const next = { ...state, stake: state.stake * 2 };
      return {
        state: next,
        view: { raised: true },
        finished: false,
        payout: 0,
        extraBet: state.stake,
      };
    }
    if (action !== 'stop') throw new Error('unknown action');
    const payout = state.byte >= 128 ? state.stake * 2 : 0;
    return { state, view: { stopped: true }, finished: true, payout, extraBet: 0 };
  },
  abandon: (state) => ({ payout: state.byte >= 128 ? state.stake * 2 : 0, view: {} }),
  reveal: (state) => state,
  theoreticalRtp: () => ({ rtpBps: 10_000, rtp: '100.00%', method: 'exact', basis: 'Test' }),
};

let database: Database;
let wallet: WalletService;
let fairness: FairnessService;
let steps: StepBatcher;
let gameId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ wallet } = await walletFor(database.db));
  await seedDatabase(database.db, [gamesSeed]);
  fairness = createFairnessService({ db: database.db });
  steps = createStepBatcher({ db: database.db, wallet, fairness, onSettled: () => undefined });
  const [game] = await queryRows<{ id: number }>(
    database.db,
    sql`select master_casino_game_id as id from games order by master_casino_game_id limit 1`,
  );
  gameId = game!.id;
});
afterAll(async () => {
  await database.close();
});

const base = (userId: number) => ({
  userId,
  gameId,
  game: { gameType: 'raise-or-stop', themeKey: 'test', name: 'Raise or Stop' },
  engine: raiseOrStop as MultiStepEngine,
});
const start = (userId: number, bet: number): StepRequest => ({
  ...base(userId),
  call: { kind: 'start', coinType: 'GC', bet, params: {} },
});
const act = (userId: number, action: string): StepRequest => ({
  ...base(userId),
  call: { kind: 'act', action },
});

async function roundsOf(userId: number) {
  return queryRows<{ id: number; status: string; bet: number; payout: number; nonce: number }>(
    database.db,
    sql`select id, status, bet, payout, nonce from game_rounds where user_id = ${userId} order by id`,
  );
}

async function fundedPlayer(gc: number) {
  const p = await createPlayer(database.db);
  await move(wallet, database.db, p, 'purchase', [credit('GC', gc)]);
  return p;
}

/** Starts rounds until one stays active (a start byte under 10 settles at once). */
async function activeRound(p: number, bet: number) {
  for (;;) {
    const round = await steps.play(start(p, bet));
    if (round.status === 'active') return round;
  }
}

async function expectLedgerExact() {
  for (const row of await ledgerCheck(database.db)) {
    expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
  }
}

describe('step batcher', () => {
  it('plays the starts and actions of many players together: exact stakes, payouts and nonces', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(10_000)));
    const started = await Promise.all(players.map((p) => activeRound(p, 100)));
    await Promise.all(players.map((p) => steps.play(act(p, 'raise'))));
    const ended = await Promise.all(players.map((p) => steps.play(act(p, 'stop'))));
    for (const [i, p] of players.entries()) {
      const rows = await roundsOf(p);
      expect(rows.map((r) => r.nonce)).toEqual(rows.map((_, n) => n));
      expect(rows.every((r) => r.status === 'settled')).toBe(true);
      const last = rows.at(-1)!;
      expect(last).toMatchObject({ id: started[i]!.id, bet: 200, payout: ended[i]!.payout });
      const lost = rows.reduce((sum, r) => sum + r.bet - r.payout, 0);
      expect((await wallet.balances(p)).gc).toBe(10_000 - lost);
      expect(ended[i]!.balanceAfter).toBe(10_000 - lost);
    }
    await expectLedgerExact();
  });

  it('refuses a second start of a game in progress and an action without one, moving nothing', async () => {
    const p = await fundedPlayer(1_000);
    await activeRound(p, 100);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => steps.play(start(p, 100))),
    );
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        message: 'Finish your game in progress first.',
      });
    }
    await steps.play(act(p, 'stop'));
    await expect(steps.play(act(p, 'stop'))).rejects.toMatchObject({
      message: 'There is no game in progress.',
    });
    const rows = await roundsOf(p);
    const lost = rows.reduce((sum, r) => sum + r.bet - r.payout, 0);
    expect((await wallet.balances(p)).gc).toBe(1_000 - lost);
    await expectLedgerExact();
  });

  it('refuses an extra stake the balance cannot cover; the round stays as it was', async () => {
    const p = await fundedPlayer(10_000);
    const round = await activeRound(p, 100);
    // Leave less than the raise (the bet again): the start may have taken a few tries.
    const left = (await wallet.balances(p)).gc;
    await move(wallet, database.db, p, 'adjustment', [debit('GC', left - 50)]);
    const balance = (await wallet.balances(p)).gc;
    expect(balance).toBe(50);
    await expect(steps.play(act(p, 'raise'))).rejects.toBeInstanceOf(AppError);
    expect((await wallet.balances(p)).gc).toBe(balance);
    const rows = await roundsOf(p);
    expect(rows.at(-1)).toMatchObject({ id: round.id, status: 'active', bet: 100 });
    await expectLedgerExact();
  });

  it('a round changed between the read and the write (the sweeper settled it) is planned again under locks', async () => {
    const p = await fundedPlayer(1_000);
    await activeRound(p, 100);
    const ahead = steps.readAhead(p, 'act');
    await ahead.state;
    // Another writer settles the round after it was read ahead (the clock does not know of it).
    await database.db.execute(
      sql`update game_rounds set status = 'settled', settled_by = 'sweeper', settled_at = now(),
            steps = steps || '[{}]'::jsonb where user_id = ${p} and status = 'active'`,
    );
    const balance = (await wallet.balances(p)).gc;
    await expect(steps.play({ ...act(p, 'raise'), ahead })).rejects.toMatchObject({
      message: 'There is no game in progress.',
    });
    expect((await wallet.balances(p)).gc).toBe(balance);
    await expectLedgerExact();
  });

  it('never overdraws when one player fires many starts and actions at once', async () => {
    const p = await fundedPlayer(500);
    const calls = Array.from({ length: 30 }, (_, i) =>
      steps.play(i % 3 === 0 ? start(p, 100) : act(p, i % 3 === 1 ? 'raise' : 'stop')),
    );
    await Promise.allSettled(calls);
    const rows = await roundsOf(p);
    expect(rows.filter((r) => r.status === 'active').length).toBeLessThanOrEqual(1);
    const lost = rows.reduce((sum, r) => sum + r.bet - r.payout, 0);
    const gc = (await wallet.balances(p)).gc;
    expect(gc).toBe(500 - lost);
    expect(gc).toBeGreaterThanOrEqual(0);
    await expectLedgerExact();
  });
});
