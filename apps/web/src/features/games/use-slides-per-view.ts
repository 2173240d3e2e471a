import { useSyncExternalStore } from 'react';
import { slidesPerView } from './slides-per-view';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const current = (): number => slidesPerView(window.innerWidth);

/** Slides per view for the window's width, updated as it is resized. */
export function useSlidesPerView(): number {
  return useSyncExternalStore(subscribe, current, current);
}
