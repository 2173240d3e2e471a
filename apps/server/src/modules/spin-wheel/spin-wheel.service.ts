import { SPIN_WHEEL_AUTO_COMPLETE_MS, SPIN_WHEEL_INTERVAL_MS } from '@app/contracts/constants';
import { toDecimal } from '@app/contracts/money';
import type {
  TSpinCompletionData,
  TSpinResult,
  TSpinWheelListData,
} from '@app/contracts/spin-wheel';
import { nodeHmacSha256 } from '@app/games/node-hmac';
import { createByteStream } from '@app/games/provably-fair';
import { drawWheelSegment } from '@app/games/spin-wheel';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { JobQueue } from '../../platform/job-queue';
import type { FairnessService } from '../games/fairness.service';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './spin-wheel.repository';
import type { SpinRow } from './spin-wheel.tables';

/** The queue of the automatic completion, 10 s after a draw (docs/decisions/033). */
export const COMPLETE_SPIN_QUEUE = 'spin-wheel-complete';

/** When the next spin may be drawn: 24 hours after the last claim. */
function nextSpinAfter(last: SpinRow | undefined): Date | null {
  return last?.completedAt ? new Date(last.completedAt.getTime() + SPIN_WHEEL_INTERVAL_MS) : null;
}

/** The player's standing with the wheel at `at` (also the User entity's two fields). */
function standing(last: SpinRow | undefined, at: Date) {
  const next = nextSpinAfter(last);
  const claimed = next !== null && at < next;
  return {
    isSpinWheelBonusClaimed: claimed,
    spinWheelClaimedAt: last?.completedAt?.toISOString() ?? null,
    nextSpinAt: claimed ? next.toISOString() : null,
  };
}

function resultOf(row: SpinRow): TSpinResult {
  return {
    showResult: true,
    gc: toDecimal(row.gc),
    sc: toDecimal(row.sc),
    index: row.segmentIndex,
  };
}

/**
 * The spin wheel (SPEC §2, §4 'Spin wheel'): one spin per 24 hours from the last claim. A spin
 * is drawn (the prize decided on the server from the player's provably-fair stream) and later
 * completed once, which credits the prize from the BONUSES house: by the player's updateWallet
 * call or by a job 10 s after the draw, whichever comes first.
 */
export function createSpinWheelService(deps: {
  db: Db;
  wallet: WalletService;
  fairness: FairnessService;
  jobs: Pick<JobQueue, 'send'>;
  now?: () => Date;
}) {
  const { db, wallet, fairness, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  /** Credits a spin's prize in the transaction that completed it; the spin id keys the credit. */
  async function credit(uow: UnitOfWork, spin: SpinRow) {
    await wallet.apply(uow, {
      idempotencyKey: `spin_wheel:${spin.id}`,
      userId: spin.userId,
      kind: 'spin_wheel_bonus',
      reference: `spin_wheel_spin:${spin.id}`,
      movements: [
        { direction: 'credit', currency: 'GC', amount: spin.gc, house: 'BONUSES', kind: 'bonus' },
        {
          direction: 'credit',
          currency: 'SC',
          amount: spin.sc,
          house: 'BONUSES',
          kind: 'bonus',
          scAccount: 'SC_UNPLAYED',
        },
      ],
    });
  }

  /** Draws the segment from the next nonce of the player's seed pair and records the spin. */
  async function draw(uow: UnitOfWork, userId: number, at: Date) {
    const segments = await repo.activeSegments(uow.tx);
    if (segments.length === 0) throw new AppError('SpinWheelUnavailable');
    const weights = segments.map((s) => s.weight);
    const seed = await fairness.nextRoundSeed(uow.tx, userId);
    const stream = createByteStream(nodeHmacSha256, seed.serverSeed, seed.clientSeed, seed.nonce);
    const index = drawWheelSegment(stream, weights);
    const segment = segments[index];
    if (!segment) throw new Error('drawn index outside the wheel');
    const spin = await repo.insertSpin(uow.tx, {
      userId,
      segmentId: segment.id,
      segmentIndex: index,
      gc: segment.gc,
      sc: segment.sc,
      weights: weights.join(','),
      seedId: seed.id,
      nonce: seed.nonce,
      drawnAt: at,
    });
    // The prize is never lost with a closed tab: the job completes the spin if nobody did.
    await jobs.send(
      COMPLETE_SPIN_QUEUE,
      { spinId: spin.id },
      {
        uow,
        key: `spin:${spin.id}`,
        startAfter: new Date(at.getTime() + SPIN_WHEEL_AUTO_COMPLETE_MS),
      },
    );
    return spin;
  }

  async function standingOf(tx: DbOrTx, userId: number, at: Date) {
    return standing(await repo.lastCompletedSpin(tx, userId), at);
  }

  return {
    /** GET /spinWheelConfiguration/getList: the wheel, an open result and the 24-hour standing. */
    async list(userId: number): Promise<TSpinWheelListData> {
      const at = now();
      const [segments, open] = await Promise.all([
        repo.activeSegments(db),
        repo.openSpin(db, userId),
      ]);
      return {
        wheelConfiguration: segments.map((s, index) => ({
          index,
          gc: toDecimal(s.gc),
          sc: toDecimal(s.sc),
        })),
        spinResult: open ? resultOf(open) : null,
        ...(await standingOf(db, userId, at)),
      };
    },

    /**
     * Draws a spin, or answers the open one again (many tabs, many clicks). The player's spin
     * lock makes concurrent calls draw one spin; the partial unique index backs it.
     */
    async spin(userId: number): Promise<TSpinResult> {
      return inTransaction(db, async (uow) => {
        await repo.takeSpinLock(uow.tx, userId);
        const open = await repo.openSpin(uow.tx, userId);
        if (open) return resultOf(open);
        const at = now();
        const last = await repo.lastCompletedSpin(uow.tx, userId);
        const current = standing(last, at);
        if (current.isSpinWheelBonusClaimed)
          throw new AppError('SpinWheelAlreadyClaimed', undefined, {
            nextSpinAt: current.nextSpinAt,
            spinWheelClaimedAt: current.spinWheelClaimedAt,
          });
        return resultOf(await draw(uow, userId, at));
      });
    },

    /** POST /spinWheelConfiguration/updateWallet: completes the open spin; credited false if none. */
    async complete(userId: number): Promise<TSpinCompletionData> {
      return inTransaction(db, async (uow) => {
        const at = now();
        const spin = await repo.completeSpin(uow.tx, { userId }, { at, by: 'player' });
        if (spin) await credit(uow, spin);
        return {
          credited: spin !== undefined,
          gc: spin ? toDecimal(spin.gc) : 0,
          sc: spin ? toDecimal(spin.sc) : 0,
          ...(await standingOf(uow.tx, userId, at)),
        };
      });
    },

    /** The job's work: completes the spin if the player has not; answers whether it did. */
    async completeAbandoned(spinId: number): Promise<boolean> {
      return inTransaction(db, async (uow) => {
        const spin = await repo.completeSpin(uow.tx, { spinId }, { at: now(), by: 'job' });
        if (spin) await credit(uow, spin);
        return spin !== undefined;
      });
    },

    /** The User entity's fields (SPEC §3). */
    async userFields(userId: number) {
      const { isSpinWheelBonusClaimed, spinWheelClaimedAt } = await standingOf(db, userId, now());
      return { isSpinWheelBonusClaimed, spinWheelClaimedAt };
    },
  };
}

export type SpinWheelService = ReturnType<typeof createSpinWheelService>;
