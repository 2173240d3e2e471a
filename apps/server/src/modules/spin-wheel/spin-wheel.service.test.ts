import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { AppError } from '../../platform/app-error';
import { createFairnessService } from '../games/fairness.service';
import { createPlayer, walletFor } from '../wallet/wallet-test-kit';
import { openSpin } from './spin-wheel.repository';
import { createSpinWheelService } from './spin-wheel.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

/** The service on the test database with a clock the test moves; jobs are only recorded. */
async function wheelAt(start: Date) {
  let clock = start.getTime();
  const sent: { startAfter?: Date }[] = [];
  const { wallet } = await walletFor(t.db);
  const service = createSpinWheelService({
    db: t.db,
    wallet,
    fairness: createFairnessService({ db: t.db }),
    jobs: {
      send: async (_name, _data, options) => {
        sent.push({ startAfter: options?.startAfter });
        return null;
      },
    },
    now: () => new Date(clock),
  });
  return {
    service,
    sent,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the 24-hour rule on a controlled clock', () => {
  it('counts 24 hours from the claim, not from the draw', async () => {
    const start = new Date('2026-12-01T12:00:00Z');
    const { service, sent, advance } = await wheelAt(start);
    const userId = await createPlayer(t.db);

    await service.spin(userId);
    expect(sent[0]?.startAfter?.toISOString()).toBe('2026-12-01T12:00:10.000Z');
    advance(5_000);
    const done = await service.complete(userId);
    expect(done).toMatchObject({
      credited: true,
      isSpinWheelBonusClaimed: true,
      spinWheelClaimedAt: '2026-12-01T12:00:05.000Z',
      nextSpinAt: '2026-12-02T12:00:05.000Z',
    });

    advance(24 * HOUR - 1);
    expect(await service.userFields(userId)).toEqual({
      isSpinWheelBonusClaimed: true,
      spinWheelClaimedAt: '2026-12-01T12:00:05.000Z',
    });
    const error = await refusal(service.spin(userId));
    expect(error.code).toBe(2260);
    expect(error.description).toBe('You have already claimed your Spin wheel Prize');
    expect(error.details).toMatchObject({ nextSpinAt: '2026-12-02T12:00:05.000Z' });

    advance(1);
    expect((await service.userFields(userId)).isSpinWheelBonusClaimed).toBe(false);
    expect((await service.list(userId)).nextSpinAt).toBeNull();
    const again = await service.spin(userId);
    expect(again.showResult).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('keeps an open result open across days: the same result, no new draw', async () => {
    const { service, sent, advance } = await wheelAt(new Date('2026-12-05T08:00:00Z'));
    const userId = await createPlayer(t.db);
    const first = await service.spin(userId);
    advance(30 * HOUR);
    expect(await service.spin(userId)).toEqual(first);
    expect((await service.list(userId)).spinResult).toEqual(first);
    expect(sent).toHaveLength(1);
  });

  it('completes an abandoned spin once from the job, and the player call then does nothing', async () => {
    const { service } = await wheelAt(new Date('2026-12-07T08:00:00Z'));
    const userId = await createPlayer(t.db);
    await service.spin(userId);
    const spinId = (await openSpin(t.db, userId))?.id ?? 0;
    expect(await service.completeAbandoned(spinId)).toBe(true);
    expect(await service.completeAbandoned(spinId)).toBe(false);
    expect((await service.complete(userId)).credited).toBe(false);
  });
});
