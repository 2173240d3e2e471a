import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStorage } from './storage';
import {
  createUiStore,
  popupIdOf,
  popupModalName,
  selectActiveModal,
  selectIsSignedIn,
} from './ui-store';

function installLocalStorage(initial: Record<string, string> = {}): Map<string, string> {
  const items = new Map(Object.entries(initial));
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', {
    value: storage,
    configurable: true,
    writable: true,
  });
  return items;
}

beforeEach(() => {
  installLocalStorage();
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('ui store', () => {
  it('starts with GC, signed out and no dialogs when nothing is stored', () => {
    const state = createUiStore().getState();
    expect(state).toEqual({
      coinType: 'GC',
      isAuthenticated: false,
      username: null,
      modalQueue: [],
      modalQueuePaused: false,
    });
    expect(selectIsSignedIn(state)).toBe(false);
  });

  it('reads the persisted coin type and sign-in from localStorage', () => {
    installLocalStorage({ coinType: 'SC', isAuthenticated: 'true', username: 'lucky_player' });
    const state = createUiStore().getState();
    expect(state.coinType).toBe('SC');
    expect(selectIsSignedIn(state)).toBe(true);
  });

  it('is not signed in with the flag but without a stored username', () => {
    installLocalStorage({ isAuthenticated: 'true' });
    expect(selectIsSignedIn(createUiStore().getState())).toBe(false);
  });

  it('persists the coin type and notifies subscribers', () => {
    const items = installLocalStorage();
    const store = createUiStore();
    let notified = 0;
    store.subscribe(() => notified++);
    store.setCoinType('SC');
    expect(store.getState().coinType).toBe('SC');
    expect(items.get('coinType')).toBe('SC');
    expect(notified).toBe(1);
  });

  it('signing in stores the username and flag and resets the coin type to GC', () => {
    const items = installLocalStorage({ coinType: 'SC' });
    const store = createUiStore();
    store.signIn('lucky_player');
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      username: 'lucky_player',
      coinType: 'GC',
    });
    expect(items.get('isAuthenticated')).toBe('true');
    expect(items.get('username')).toBe('lucky_player');
    expect(items.get('coinType')).toBe('GC');
  });

  it('re-reads storage after it is cleared, which signs the player out', () => {
    installLocalStorage({ isAuthenticated: 'true', username: 'lucky_player', coinType: 'SC' });
    const store = createUiStore();
    clearStorage();
    store.reload();
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      username: null,
      coinType: 'GC',
    });
  });

  it('queues dialogs once each and opens them one at a time', () => {
    const store = createUiStore();
    store.openModal('login');
    store.openModal('signup');
    store.openModal('login');
    expect(store.getState().modalQueue).toEqual(['login', 'signup']);
    expect(selectActiveModal(store.getState())).toBe('login');
    store.closeModal();
    expect(selectActiveModal(store.getState())).toBe('signup');
    store.closeModal();
    expect(selectActiveModal(store.getState())).toBeNull();
  });

  it('switching dialogs replaces the open one and keeps the rest of the queue', () => {
    const store = createUiStore();
    store.openModal('login');
    store.openModal('completeProfile');
    store.switchModal('signup');
    expect(store.getState().modalQueue).toEqual(['signup', 'completeProfile']);
    store.switchModal('completeProfile');
    expect(store.getState().modalQueue).toEqual(['completeProfile']);
  });

  it('switching with nothing open opens the dialog', () => {
    const store = createUiStore();
    store.switchModal('login');
    expect(store.getState().modalQueue).toEqual(['login']);
  });

  it('remembers which dialogs have been open, and forgets them when the player signs in again', () => {
    const store = createUiStore();
    store.openModal('completeProfile');
    store.openModal('welcomeBonus');
    expect(store.hasShown('completeProfile')).toBe(true);
    expect(store.hasShown('welcomeBonus')).toBe(false);
    store.closeModal();
    expect(store.hasShown('welcomeBonus')).toBe(true);
    store.signIn('lucky_player');
    expect(store.hasShown('completeProfile')).toBe(false);
  });

  it('dismisses a waiting dialog without touching the open one', () => {
    const store = createUiStore();
    store.openModal('welcomeBonus');
    store.openModal(popupModalName(5));
    store.dismissModal('popup:5');
    expect(store.getState().modalQueue).toEqual(['welcomeBonus']);
    expect(store.hasShown('popup:5')).toBe(false);
  });

  it('a paused queue shows nothing for a moment, then the next dialog', () => {
    vi.useFakeTimers();
    try {
      const store = createUiStore();
      store.openModal('welcomeBonus');
      store.openModal('dailyBonus');
      store.pauseQueue(2000);
      store.closeModal();
      expect(selectActiveModal(store.getState())).toBeNull();
      expect(store.hasShown('dailyBonus')).toBe(false);
      vi.advanceTimersByTime(2000);
      expect(selectActiveModal(store.getState())).toBe('dailyBonus');
      expect(store.hasShown('dailyBonus')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names promotion popups by their id', () => {
    expect(popupModalName(12)).toBe('popup:12');
    expect(popupIdOf('popup:12')).toBe(12);
    expect(popupIdOf('welcomeBonus')).toBeNull();
    expect(popupIdOf(null)).toBeNull();
  });
});
