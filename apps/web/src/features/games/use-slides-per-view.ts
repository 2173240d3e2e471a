import { useSyncExternalStore } from 'react';
import { createSlidesPerViewStore } from './slides-per-view';

let store: ReturnType<typeof createSlidesPerViewStore> | undefined;
const windowStore = () => (store ??= createSlidesPerViewStore(window));
const subscribe = (onChange: () => void) => windowStore().subscribe(onChange);
const getSnapshot = () => windowStore().getSnapshot();

/** Slides per view for the window's width, updated as it is resized. */
export function useSlidesPerView(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
