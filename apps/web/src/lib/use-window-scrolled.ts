import { useSyncExternalStore } from 'react';
import { createWindowValueStore, type WindowValueStore } from './window-value-store';

let store: WindowValueStore<boolean> | undefined;
const scrolledStore = () =>
  (store ??= createWindowValueStore(window, 'scroll', () => window.scrollY > 0));
const subscribe = (onChange: () => void) => scrolledStore().subscribe(onChange);
const getSnapshot = () => scrolledStore().getSnapshot();

/** True while the page is scrolled down at all (SPEC §9: the "scrolled" style). */
export function useWindowScrolled(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
