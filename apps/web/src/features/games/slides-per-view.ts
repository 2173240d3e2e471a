import { BREAKPOINTS, CAROUSEL_SLIDES } from '@app/contracts/constants';
import { createWindowValueStore, type WatchedTarget } from '../../lib/window-value-store';

/**
 * Game carousels show 8 slides per view, 4 under 1024 px and 2 under
 * 767 px (SPEC §2 Lobby, §9 breakpoints xm and sm).
 */
export function slidesPerView(viewportWidth: number): number {
  if (viewportWidth < BREAKPOINTS.sm) return CAROUSEL_SLIDES.BELOW_SM;
  if (viewportWidth < BREAKPOINTS.xm) return CAROUSEL_SLIDES.BELOW_XM;
  return CAROUSEL_SLIDES.DEFAULT;
}

/** The parts of a window the slides-per-view store reads. */
export type ResizableWindow = WatchedTarget & Pick<Window, 'innerWidth'>;

/** Slides per view of a window, read once and again on each resize (for useSyncExternalStore). */
export const createSlidesPerViewStore = (win: ResizableWindow) =>
  createWindowValueStore(win, 'resize', () => slidesPerView(win.innerWidth));
