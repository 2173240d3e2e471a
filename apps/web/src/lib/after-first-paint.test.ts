import { describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_MS, afterFirstPaint, type PaintWatch } from './after-first-paint';

/** Timers, frames and largest-paint reports that happen when the test says so. */
function fakeWatch({ reportsPaints }: { reportsPaints: boolean }) {
  let now = 0;
  const timers: { at: number; callback: () => void; id: number }[] = [];
  const frames: (() => void)[] = [];
  const paintWatchers = new Set<(element: unknown) => void>();
  let nextId = 1;
  const watch: PaintWatch = {
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout: (id) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    watchLargestPaint(callback) {
      if (!reportsPaints) return null;
      paintWatchers.add(callback);
      return () => paintWatchers.delete(callback);
    },
  };
  return {
    watch,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        now = due.at;
        due.callback();
      }
      now = until;
    },
    drawFrame: () => {
      for (const frame of frames.splice(0)) frame();
    },
    reportPaint: (element: unknown) => {
      for (const watcher of [...paintWatchers]) watcher(element);
    },
    get watchers() {
      return paintWatchers.size;
    },
  };
}

function fakeImage(complete = false) {
  const listeners = new Map<string, () => void>();
  return {
    complete,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: 'load' | 'error') => listeners.get(type)?.(),
  };
}

describe('afterFirstPaint', () => {
  it('starts in the next task when #root holds no first paint', () => {
    const { watch, advance } = fakeWatch({ reportsPaints: true });
    const start = vi.fn();
    afterFirstPaint({ querySelector: () => null }, start, watch);
    expect(start).not.toHaveBeenCalled();
    advance(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits until the largest paint of the first-paint image is reported, then starts once', () => {
    const fake = fakeWatch({ reportsPaints: true });
    const image = fakeImage();
    const start = vi.fn();
    afterFirstPaint({ querySelector: () => image }, start, fake.watch);
    image.fire('load');
    fake.drawFrame();
    fake.reportPaint({ other: 'heading' });
    fake.advance(100);
    expect(start).not.toHaveBeenCalled();

    fake.reportPaint(image);
    fake.advance(0);
    expect(start).toHaveBeenCalledTimes(1);
    expect(fake.watchers).toBe(0);
    fake.advance(FIRST_PAINT_WAIT_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the image fails, or at the latest after FIRST_PAINT_WAIT_MS', () => {
    const failing = fakeWatch({ reportsPaints: true });
    const broken = fakeImage();
    const startBroken = vi.fn();
    afterFirstPaint({ querySelector: () => broken }, startBroken, failing.watch);
    broken.fire('error');
    failing.advance(0);
    expect(startBroken).toHaveBeenCalledTimes(1);

    const silent = fakeWatch({ reportsPaints: true });
    const start = vi.fn();
    afterFirstPaint({ querySelector: () => fakeImage() }, start, silent.watch);
    silent.advance(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    silent.advance(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without largest-paint reports, starts after the image has loaded and a frame is drawn', () => {
    const fake = fakeWatch({ reportsPaints: false });
    const image = fakeImage();
    const start = vi.fn();
    afterFirstPaint({ querySelector: () => image }, start, fake.watch);
    fake.drawFrame();
    fake.advance(10);
    expect(start).not.toHaveBeenCalled();
    image.fire('load');
    fake.advance(10);
    expect(start).not.toHaveBeenCalled();
    fake.drawFrame();
    fake.advance(0);
    expect(start).toHaveBeenCalledTimes(1);

    const loaded = fakeWatch({ reportsPaints: false });
    const startLoaded = vi.fn();
    afterFirstPaint({ querySelector: () => fakeImage(true) }, startLoaded, loaded.watch);
    loaded.drawFrame();
    loaded.advance(0);
    expect(startLoaded).toHaveBeenCalledTimes(1);
  });
});
