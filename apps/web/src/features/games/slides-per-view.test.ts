import { describe, expect, it, vi } from 'vitest';
import { createSlidesPerViewStore, slidesPerView } from './slides-per-view';

describe('carousel slides per view (SPEC §2 Lobby)', () => {
  it.each([
    [1920, 8],
    [1280, 8],
    [1024, 8],
    [1023, 4],
    [991, 4],
    [767, 4],
    [766, 2],
    [375, 2],
    [320, 2],
  ])('a %i px wide screen shows %i games', (width, slides) => {
    expect(slidesPerView(width)).toBe(slides);
  });
});

describe('the slides-per-view store', () => {
  it('reads the width once, and again on a resize', () => {
    let width = 1280;
    const handlers: (() => void)[] = [];
    const reads = vi.fn();
    const win = {
      get innerWidth() {
        reads();
        return width;
      },
      addEventListener: (_type: string, handler: () => void) => handlers.push(handler),
    };
    const store = createSlidesPerViewStore(win);
    expect([store.getSnapshot(), store.getSnapshot()]).toEqual([8, 8]);
    expect(reads).toHaveBeenCalledTimes(1);
    width = 375;
    for (const handler of handlers) handler();
    expect(store.getSnapshot()).toBe(2);
  });
});
