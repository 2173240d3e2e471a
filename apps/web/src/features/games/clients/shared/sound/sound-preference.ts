/**
 * The player's sound on/off choice for the games, kept in localStorage so it
 * survives reloads. Reads and writes tolerate a blocked storage.
 */
export const SOUND_STORAGE_KEY = 'gameSound';

type Listener = () => void;

export interface SoundPreference {
  isOn(): boolean;
  setOn(on: boolean): void;
  subscribe(listener: Listener): () => void;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Sound is on unless the player turned it off. */
export function createSoundPreference(store: () => Storage | undefined = storage): SoundPreference {
  const listeners = new Set<Listener>();
  const read = (): boolean => {
    try {
      return store()?.getItem(SOUND_STORAGE_KEY) !== 'off';
    } catch {
      return true;
    }
  };
  let on = read();
  return {
    isOn: () => on,
    setOn(next: boolean) {
      on = next;
      try {
        store()?.setItem(SOUND_STORAGE_KEY, next ? 'on' : 'off');
      } catch {
        // Storage full or blocked: the choice holds for this visit.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const soundPreference = createSoundPreference();
