import { describe, expect, it } from 'vitest';
import { nextSlide, previousSlide } from './slider-index';

describe('banner slider order', () => {
  it('moves on and wraps around to the first slide', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
  });

  it('moves back and wraps around to the last slide', () => {
    expect(previousSlide(1, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
  });

  it('stays put without slides', () => {
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });
});
