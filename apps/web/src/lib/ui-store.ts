import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, onStorageCleared, readItem, removeItem, writeItem } from './storage';

/**
 * Client-only UI state (ARCHITECTURE.md, Front end): the active coin type, the
 * signed-in flag and the queue of dialogs waiting to open. Server data lives in
 * TanStack Query, never here.
 */
export type CoinType = 'GC' | 'SC';
export const DEFAULT_COIN_TYPE: CoinType = 'GC';

/** A promotion popup of the content API, queued by its popupId (SPEC §3 Popup). */
export type PopupModalName = `popup:${number}`;

/**
 * Every dialog of SPEC §2 that opens through the queue. The modal host renders
 * the first one; names whose dialog a later issue builds are skipped by it.
 */
export type ModalName =
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'changePassword'
  | 'emailVerification'
  | 'emailVerified'
  | 'completeProfile'
  | 'profile'
  | 'welcomeBonus'
  | 'dailyBonus'
  | 'redeem'
  | 'spinWheel'
  | 'transactionStatus'
  | 'orderSummary'
  | 'flashSale'
  | PopupModalName;

export const popupModalName = (popupId: number): PopupModalName => `popup:${popupId}`;

/** The popupId of a popup's modal name; null for every other dialog. */
export function popupIdOf(name: ModalName | null): number | null {
  if (name === null || !name.startsWith('popup:')) return null;
  const id = Number(name.slice('popup:'.length));
  return Number.isSafeInteger(id) ? id : null;
}

export interface UiState {
  readonly coinType: CoinType;
  readonly isAuthenticated: boolean;
  readonly username: string | null;
  /** Dialogs in the order they will show; the first one is open. */
  readonly modalQueue: readonly ModalName[];
  /** True while the queue waits a moment (a credit being celebrated) before the next dialog. */
  readonly modalQueuePaused: boolean;
}

const parseCoinType = (value: string | null): CoinType =>
  value === 'SC' ? 'SC' : DEFAULT_COIN_TYPE;

function readPersistedState(): UiState {
  const username = readItem(STORAGE_KEYS.username);
  return {
    coinType: parseCoinType(readItem(STORAGE_KEYS.coinType)),
    isAuthenticated: readItem(STORAGE_KEYS.isAuthenticated) === 'true',
    username: username ? username : null,
    modalQueue: [],
    modalQueuePaused: false,
  };
}

type Listener = () => void;

export function createUiStore() {
  let state = readPersistedState();
  const listeners = new Set<Listener>();
  /** Dialogs that have been open at least once since the player signed in (or the page loaded). */
  const shown = new Set<ModalName>();
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: UiState): void => {
    if (next === state) return;
    state = next;
    const active = selectActiveModal(state);
    if (active) shown.add(active);
    for (const listener of listeners) listener();
  };

  return {
    getState: (): UiState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setCoinType(coinType: CoinType): void {
      writeItem(STORAGE_KEYS.coinType, coinType);
      setState({ ...state, coinType });
    },
    /** Marks the player signed in; SPEC §4: after login the coin type is GC. */
    signIn(username: string): void {
      writeItem(STORAGE_KEYS.username, username);
      writeItem(STORAGE_KEYS.isAuthenticated, 'true');
      writeItem(STORAGE_KEYS.coinType, DEFAULT_COIN_TYPE);
      shown.clear();
      setState({ ...state, username, isAuthenticated: true, coinType: DEFAULT_COIN_TYPE });
    },
    setAuthenticated(isAuthenticated: boolean): void {
      if (isAuthenticated) writeItem(STORAGE_KEYS.isAuthenticated, 'true');
      else removeItem(STORAGE_KEYS.isAuthenticated);
      setState({ ...state, isAuthenticated });
    },
    openModal(name: ModalName): void {
      if (state.modalQueue.includes(name)) return;
      setState({ ...state, modalQueue: [...state.modalQueue, name] });
    },
    /**
     * Puts `name` in place of the open dialog (login ↔ sign-up links), ahead
     * of anything already queued; with nothing open it simply opens `name`.
     */
    switchModal(name: ModalName): void {
      const rest = state.modalQueue.slice(1).filter((queued) => queued !== name);
      setState({ ...state, modalQueue: [name, ...rest] });
    },
    /** Closes the open dialog; the next queued one (if any) opens. */
    closeModal(): void {
      if (state.modalQueue.length === 0) return;
      setState({ ...state, modalQueue: state.modalQueue.slice(1) });
    },
    /**
     * Holds the next dialog back for `ms` so the page behind can be seen (a
     * balance counting up after a claim); the queue itself is kept.
     */
    pauseQueue(ms: number): void {
      clearTimeout(pauseTimer);
      setState({ ...state, modalQueuePaused: true });
      pauseTimer = setTimeout(() => setState({ ...state, modalQueuePaused: false }), ms);
    },
    /** Takes `name` out of the queue, open or waiting (a page popup whose page was left). */
    dismissModal(name: ModalName): void {
      if (!state.modalQueue.includes(name)) return;
      setState({ ...state, modalQueue: state.modalQueue.filter((queued) => queued !== name) });
    },
    /** Whether `name` has been open since the player signed in, so a follow-up does not repeat it. */
    hasShown(name: ModalName): boolean {
      return shown.has(name);
    },
    /** Re-reads localStorage, e.g. after it was cleared or changed in another tab. */
    reload(): void {
      const persisted = readPersistedState();
      if (!persisted.isAuthenticated) shown.clear();
      setState({
        ...persisted,
        modalQueue: state.modalQueue,
        modalQueuePaused: state.modalQueuePaused,
      });
    },
  };
}

export type UiStore = ReturnType<typeof createUiStore>;

export const uiStore = createUiStore();

onStorageCleared(() => uiStore.reload());
if (typeof window !== 'undefined') {
  window.addEventListener('storage', () => uiStore.reload());
}

/** Reads one slice of the UI store and re-renders when it changes. */
export function useUiStore<T>(selector: (state: UiState) => T): T {
  return useSyncExternalStore(
    uiStore.subscribe,
    () => selector(uiStore.getState()),
    () => selector(uiStore.getState()),
  );
}

/** SPEC §6: signed in means a stored username and the authenticated flag. */
export const selectIsSignedIn = (state: UiState): boolean =>
  state.isAuthenticated && state.username !== null;

/** The dialog on screen: the first of the queue, unless the queue is paused. */
export function selectActiveModal(state: UiState): ModalName | null {
  return state.modalQueuePaused ? null : (state.modalQueue[0] ?? null);
}

export const openModal = (name: ModalName): void => uiStore.openModal(name);
export const closeModal = (): void => uiStore.closeModal();
export const switchModal = (name: ModalName): void => uiStore.switchModal(name);
export const dismissModal = (name: ModalName): void => uiStore.dismissModal(name);
export const pauseModalQueue = (ms: number): void => uiStore.pauseQueue(ms);
