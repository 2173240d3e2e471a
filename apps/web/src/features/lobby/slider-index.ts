/** The slide after `index` of `count`, wrapping around to the first. */
export const nextSlide = (index: number, count: number): number =>
  count <= 0 ? 0 : (index + 1) % count;

/** The slide before `index` of `count`, wrapping around to the last. */
export const previousSlide = (index: number, count: number): number =>
  count <= 0 ? 0 : (index - 1 + count) % count;

/** How long each promotion stays before the slider moves on. */
export const SLIDE_INTERVAL_MS = 6000;

/** A horizontal swipe of at least this many pixels changes the slide. */
export const SWIPE_THRESHOLD_PX = 40;
