import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStorage } from './storage';
import {
  createUiStore,
  popupIdOf,
  popupModalName,
  selectActiveModal,
  selectIsRedeemOnly,
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

function installSessionStorage(): Map<string, string> {
  const items = new Map<string, string>();
  Object.defineProperty(globalThis, 'sessionStorage', {
    value: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, String(value)),
    },
    configurable: true,
    writable: true,
  });
  return items;
}

beforeEach(() => {
  installLocalStorage();
  installSessionStorage();
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('ui store', () => {
  it('starts with GC, signed out and no dialogs when nothing is stored', () => {
    const state = createUiStore().getState();
    expect(state).toEqual({
      coinType: 'GC',
      isAuthenticated: false,
      username: null,
      redeemOnly: false,
      modalQueue: [],
      modalQueuePaused: false,
      page: '/',
      pageVisit: [],
      closedPromotions: [],
      shownPromotions: [],
      startupSettled: false,
    });
    expect(selectIsSignedIn(state)).toBe(false);
  });

  it('keeps a redeem-only session marked across reloads until a full sign-in (decision 038)', () => {
    installLocalStorage({});
    const store = createUiStore();
    store.signIn('lucky_player', true);
    expect(localStorage.getItem('sessionScope')).toBe('redeem');
    expect(selectIsRedeemOnly(createUiStore().getState())).toBe(true);
    store.signIn('lucky_player');
    expect(localStorage.getItem('sessionScope')).toBeNull();
    expect(selectIsRedeemOnly(createUiStore().getState())).toBe(false);
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

describe('ui store: the dialog policy', () => {
  /** A signed-in player whose startup dialogs are queued, on `page`. */
  function playerOn(page: string, username = 'lucky_player') {
    installLocalStorage({ isAuthenticated: 'true', username });
    const store = createUiStore();
    store.enterPage(page);
    store.settleStartup();
    return store;
  }

  it('puts a payment result ahead of the waiting startup dialogs and in place of an open promotion', () => {
    const store = playerOn('/');
    store.requestModal('completeProfile');
    store.requestModal(popupModalName(2));
    store.openModal('transactionStatus');
    expect(store.getState().modalQueue).toEqual([
      'completeProfile',
      'transactionStatus',
      'popup:2',
    ]);
    store.closeModal();
    store.closeModal();
    expect(selectActiveModal(store.getState())).toBe('popup:2');
    store.openModal('transactionStatus');
    expect(store.getState().modalQueue).toEqual(['transactionStatus']);
    // Taken off for the result, not closed by the player: it may come another time.
    expect(store.getState().closedPromotions).toEqual([]);
  });

  it('offers a promotion once per session: closed, it is refused after a reload of the page', () => {
    const session = installSessionStorage();
    const store = playerOn('/');
    expect(store.requestModal('popup:2')).toBe(true);
    store.closeModal();
    expect(store.getState().closedPromotions).toEqual(['popup:2']);
    expect(session.get('closedPromotions:lucky_player')).toBe('["popup:2"]');

    const reloaded = playerOn('/');
    expect(reloaded.getState().closedPromotions).toEqual(['popup:2']);
    expect(reloaded.requestModal('popup:2')).toBe(false);
    expect(reloaded.requestModal('flashSalePromo')).toBe(true);
    // Another player in the same tab has closed nothing.
    expect(playerOn('/', 'other_player').requestModal('popup:2')).toBe(true);
  });

  it('counts the promotions that opened in the visit, across reloads, and refuses a third', () => {
    const session = installSessionStorage();
    const store = playerOn('/user/store', 'capped_player');
    expect(store.requestModal('popup:5')).toBe(true);
    store.closeModal();
    store.enterPage('/user/reward');
    expect(store.requestModal('popup:6')).toBe(true);
    // Each counts once it has opened.
    expect(store.getState().shownPromotions).toEqual(['popup:5', 'popup:6']);
    store.closeModal();
    expect(session.get('shownPromotions:capped_player')).toBe('["popup:5","popup:6"]');

    const reloaded = playerOn('/promotions-page', 'capped_player');
    expect(reloaded.requestModal('popup:3')).toBe(false);
    reloaded.enterPage('/');
    expect(reloaded.requestModal('flashSalePromo')).toBe(false);
    // The startup asks are not capped.
    expect(reloaded.requestModal('completeProfile')).toBe(true);
    // The next visit (another tab: a new session) starts again.
    installSessionStorage();
    expect(playerOn('/promotions-page', 'capped_player').requestModal('popup:3')).toBe(true);
  });

  it('counts the promo read from its timer as closed', () => {
    const store = playerOn('/');
    store.openModal('flashSale');
    store.dismissModal('flashSale');
    expect(store.requestModal('flashSalePromo')).toBe(false);
  });

  it('refuses promotions until the startup queue is settled, and on a visit with bonus prompts', () => {
    installLocalStorage({ isAuthenticated: 'true', username: 'lucky_player' });
    const store = createUiStore();
    expect(store.requestModal('flashSalePromo')).toBe(false);
    store.requestModal('welcomeBonus');
    store.settleStartup();
    expect(store.requestModal('popup:2')).toBe(false);
    store.closeModal();
    expect(store.requestModal('flashSalePromo')).toBe(false);
    // The next page is a new visit.
    store.enterPage('/lobby');
    expect(store.requestModal('flashSalePromo')).toBe(true);
    expect(store.getState().pageVisit).toEqual(['flashSalePromo']);
  });

  it('refuses prompts where the player waits for a payment and the profile prompt on the account page', () => {
    const store = playerOn('/user/store/deposit-status');
    expect(store.requestModal('dailyBonus')).toBe(false);
    store.enterPage('/user/account-details');
    expect(store.requestModal('completeProfile')).toBe(false);
    expect(store.requestModal('dailyBonus')).toBe(true);
  });

  it('withdraws a dialog without counting it as closed; a sign-out forgets the settled startup', () => {
    const store = playerOn('/');
    store.requestModal('popup:2');
    store.withdrawModal('popup:2');
    expect(store.getState()).toMatchObject({ modalQueue: [], closedPromotions: [] });
    store.setAuthenticated(false);
    expect(store.getState().startupSettled).toBe(false);
  });
});
