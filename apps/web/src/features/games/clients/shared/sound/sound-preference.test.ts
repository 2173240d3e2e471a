import { describe, expect, it } from 'vitest';
import { SOUND_STORAGE_KEY, createSoundPreference } from './sound-preference';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('game sound preference', () => {
  it('is on until the player turns it off, and remembers the choice', () => {
    const store = memoryStorage();
    const preference = createSoundPreference(() => store);
    expect(preference.isOn()).toBe(true);
    let changes = 0;
    preference.subscribe(() => (changes += 1));
    preference.setOn(false);
    expect(preference.isOn()).toBe(false);
    expect(store.getItem(SOUND_STORAGE_KEY)).toBe('off');
    expect(changes).toBe(1);
    expect(createSoundPreference(() => store).isOn()).toBe(false);
  });

  it('keeps working without a storage', () => {
    const preference = createSoundPreference(() => undefined);
    preference.setOn(false);
    expect(preference.isOn()).toBe(false);
  });
});
