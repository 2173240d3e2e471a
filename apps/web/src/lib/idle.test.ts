import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle, type IdleScheduler } from './idle';

const timers = () => ({
  setTimeout: vi.fn(() => 7),
  clearTimeout: vi.fn(),
});

describe('whenIdle', () => {
  it('waits for an idle callback, at most IDLE_TIMEOUT_MS, and can be cancelled', () => {
    const idleCallbacks: (() => void)[] = [];
    const scheduler = {
      ...timers(),
      requestIdleCallback: vi.fn((callback: () => void) => idleCallbacks.push(callback)),
      cancelIdleCallback: vi.fn(),
    };
    const work = vi.fn();
    const cancel = whenIdle(work, scheduler as unknown as IdleScheduler);
    expect(work).not.toHaveBeenCalled();
    expect(scheduler.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_TIMEOUT_MS,
    });
    idleCallbacks[0]!();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(scheduler.cancelIdleCallback).toHaveBeenCalledWith(1);
    expect(scheduler.setTimeout).not.toHaveBeenCalled();
  });

  it('falls back to a timer where there is no requestIdleCallback', () => {
    const scheduler = timers();
    const work = vi.fn();
    const cancel = whenIdle(work, scheduler as unknown as IdleScheduler);
    expect(scheduler.setTimeout).toHaveBeenCalledWith(work, 0);
    cancel();
    expect(scheduler.clearTimeout).toHaveBeenCalledWith(7);
  });
});
