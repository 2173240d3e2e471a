import { useSyncExternalStore } from 'react';
import { soundPreference } from './sound-preference';

/** Whether game sound is on, re-rendering when the player flips it. */
export function useSoundOn(): boolean {
  return useSyncExternalStore(
    soundPreference.subscribe,
    soundPreference.isOn,
    soundPreference.isOn,
  );
}
