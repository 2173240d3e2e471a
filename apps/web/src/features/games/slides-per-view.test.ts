import { describe, expect, it } from 'vitest';
import { slidesPerView } from './slides-per-view';

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
