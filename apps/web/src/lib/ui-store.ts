import { useSyncExternalStore } from 'react';
import {
  dialogKind,
  mayOpenByItself,
  placeInQueue,
  promotionClosedBy,
  type DialogScene,
} from './dialog-policy';
import {
  readClosedPromotions,
  readShownPromotions,
  rememberClosedPromotion,
  rememberShownPromotion,
} from './promotion-session';
import { STORAGE_KEYS, onStorageCleared, readItem, removeItem, writeItem } from './storage';

/**
 * Client-only UI state (ARCHITECTURE.md, Front end): the active coin type, the
 * signed-in flag and the queue of dialogs waiting to open, with what the
 * dialog policy (decision 017) judges by. Server data lives in TanStack
 * Query, never here.
 */
export type CoinType = 'GC' | 'SC';
export const DEFAULT_COIN_TYPE: CoinType = 'GC';

/** A promotion popup of the content API, queued by its popupId (SPEC §3 Popup). */
export type PopupModalName = `popup:${number}`;

/**
 * Every dialog of SPEC §2 that opens through the queue. The modal host renders
 * the first one; names whose dialog a later issue builds are skipped by it.
 * The flash sale is 'flashSale' when the player opens it from its timer and
 * 'flashSalePromo' when it opens by itself (a promotion).
 */
export type ModalName =
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'changePassword'
  | 'emailVerification'
  | 'emailVerified'
  | 'completeProfile'
  | 'termsConsent'
  | 'profile'
  | 'welcomeBonus'
  | 'dailyBonus'
  | 'redeem'
  | 'kyc'
  | 'kycDocuments'
  | 'kycWidget'
  | 'ssn'
  | 'w9'
  | 'notice'
  | 'spinWheel'
  | 'transactionStatus'
  | 'orderSummary'
  | 'flashSale'
  | 'flashSalePromo'
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
  /** The session can only redeem SC (decision 038): the shell shows the redeem-only screen. */
  readonly redeemOnly: boolean;
  /** Dialogs in the order they will show; the first one is open. */
  readonly modalQueue: readonly ModalName[];
  /** True while the queue waits a moment (a credit being celebrated) before the next dialog. */
  readonly modalQueuePaused: boolean;
  /** The page the player is on (its pathname), as the router last reported it. */
  readonly page: string;
  /** Dialogs queued or shown since the player arrived on `page`. */
  readonly pageVisit: readonly ModalName[];
  /** Promotions this player (or visitor) closed in this browser session. */
  readonly closedPromotions: readonly ModalName[];
  /** Promotions that opened for this player (or visitor) in this visit (browser session). */
  readonly shownPromotions: readonly ModalName[];
  /** The signed-in player's startup dialogs have been queued (or found to be none). */
  readonly startupSettled: boolean;
}

const parseCoinType = (value: string | null): CoinType =>
  value === 'SC' ? 'SC' : DEFAULT_COIN_TYPE;

const initialPage = (): string =>
  typeof window === 'undefined' ? '/' : (window.location?.pathname ?? '/');

function readPersistedState(): UiState {
  const stored = readItem(STORAGE_KEYS.username);
  const username = stored ? stored : null;
  return {
    coinType: parseCoinType(readItem(STORAGE_KEYS.coinType)),
    isAuthenticated: readItem(STORAGE_KEYS.isAuthenticated) === 'true',
    username,
    redeemOnly: readItem(STORAGE_KEYS.sessionScope) === 'redeem',
    modalQueue: [],
    modalQueuePaused: false,
    page: initialPage(),
    pageVisit: [],
    closedPromotions: readClosedPromotions(username),
    shownPromotions: readShownPromotions(username),
    startupSettled: false,
  };
}

type Listener = () => void;

/** Kept across reloads so the first paint shows the right shell (decision 038). */
function persistRedeemOnly(redeemOnly: boolean): void {
  if (redeemOnly) writeItem(STORAGE_KEYS.sessionScope, 'redeem');
  else removeItem(STORAGE_KEYS.sessionScope);
}

export function createUiStore() {
  let state = readPersistedState();
  const listeners = new Set<Listener>();
  /** Dialogs that have been open at least once since the player signed in (or the page loaded). */
  const shown = new Set<ModalName>();
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: UiState): void => {
    if (next === state) return;
    const active = selectActiveModal(next);
    state =
      active && dialogKind(active) === 'promotion' && !next.shownPromotions.includes(active)
        ? { ...next, shownPromotions: rememberShownPromotion(next.username, active) }
        : next;
    if (active) shown.add(active);
    for (const listener of listeners) listener();
  };

  /** This page visit's dialogs once `name` has joined them. */
  const visiting = (name: ModalName): readonly ModalName[] =>
    state.pageVisit.includes(name) ? state.pageVisit : [...state.pageVisit, name];

  /**
   * Queues a dialog the player asked for or the answer to what they did;
   * it goes ahead of waiting prompts and promotions (dialog policy).
   */
  const openModal = (name: ModalName): void => {
    if (state.modalQueue.includes(name)) return;
    setState({
      ...state,
      modalQueue: placeInQueue(state.modalQueue, name, state.modalQueuePaused),
      pageVisit: visiting(name),
    });
  };

  /** The closed promotions once `name` has left the screen. */
  const closing = (name: ModalName): readonly ModalName[] => {
    const promotion = promotionClosedBy(name);
    if (promotion === null || state.closedPromotions.includes(promotion)) {
      return state.closedPromotions;
    }
    return rememberClosedPromotion(state.username, promotion);
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
    /**
     * Marks the player signed in; SPEC §4: after login the coin type is GC. A redeem-only
     * session (decision 038) is marked too, so the shell shows only the redeem-only screen.
     */
    signIn(username: string, redeemOnly = false): void {
      persistRedeemOnly(redeemOnly);
      writeItem(STORAGE_KEYS.username, username);
      writeItem(STORAGE_KEYS.isAuthenticated, 'true');
      writeItem(STORAGE_KEYS.coinType, DEFAULT_COIN_TYPE);
      shown.clear();
      setState({
        ...state,
        username,
        isAuthenticated: true,
        redeemOnly,
        coinType: DEFAULT_COIN_TYPE,
        closedPromotions: readClosedPromotions(username),
        shownPromotions: readShownPromotions(username),
        startupSettled: false,
      });
    },
    /** The session's scope as the server answers it (GET /user/profile sessionScope). */
    setRedeemOnly(redeemOnly: boolean): void {
      if (redeemOnly === state.redeemOnly) return;
      persistRedeemOnly(redeemOnly);
      setState({ ...state, redeemOnly });
    },
    setAuthenticated(isAuthenticated: boolean): void {
      if (isAuthenticated) writeItem(STORAGE_KEYS.isAuthenticated, 'true');
      else removeItem(STORAGE_KEYS.isAuthenticated);
      setState({
        ...state,
        isAuthenticated,
        startupSettled: isAuthenticated && state.startupSettled,
      });
    },
    openModal,
    /**
     * Queues a dialog the app offers by itself (startup prompts, promotions)
     * when the dialog policy allows it now; answers whether it was queued.
     */
    requestModal(name: ModalName): boolean {
      if (state.modalQueue.includes(name) || !mayOpenByItself(name, selectDialogScene(state))) {
        return false;
      }
      openModal(name);
      return true;
    },
    /**
     * Puts `name` in place of the open dialog (login ↔ sign-up links), ahead
     * of anything already queued; with nothing open it simply opens `name`.
     */
    switchModal(name: ModalName): void {
      const rest = state.modalQueue.slice(1).filter((queued) => queued !== name);
      setState({
        ...state,
        modalQueue: [name, ...rest],
        pageVisit: visiting(name),
      });
    },
    /** Closes the open dialog; the next queued one (if any) opens. A closed promotion stays closed. */
    closeModal(): void {
      const [open, ...rest] = state.modalQueue;
      if (open === undefined) return;
      setState({ ...state, modalQueue: rest, closedPromotions: closing(open) });
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
    /** Takes `name` out of the queue, open (then closed, as by the player) or waiting. */
    dismissModal(name: ModalName): void {
      if (!state.modalQueue.includes(name)) return;
      setState({
        ...state,
        modalQueue: state.modalQueue.filter((queued) => queued !== name),
        closedPromotions: state.modalQueue[0] === name ? closing(name) : state.closedPromotions,
      });
    },
    /** Takes `name` out of the queue without counting it as closed (its page does not allow it). */
    withdrawModal(name: ModalName): void {
      if (!state.modalQueue.includes(name)) return;
      setState({ ...state, modalQueue: state.modalQueue.filter((queued) => queued !== name) });
    },
    /** The router's page; arriving on another page starts a new page visit. */
    enterPage(page: string): void {
      if (page === state.page) return;
      setState({ ...state, page, pageVisit: [...state.modalQueue] });
    },
    /** The startup runner has queued the signed-in player's startup dialogs. */
    settleStartup(): void {
      if (!state.startupSettled) setState({ ...state, startupSettled: true });
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
        page: state.page,
        pageVisit: state.pageVisit,
        startupSettled: persisted.isAuthenticated && state.startupSettled,
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

/** Signed in with a redeem-only session (decision 038). */
export const selectIsRedeemOnly = (state: UiState): boolean =>
  selectIsSignedIn(state) && state.redeemOnly;

/** What the dialog policy judges a dialog that opens by itself against. */
export function selectDialogScene(state: UiState): DialogScene {
  return {
    pathname: state.page,
    queue: state.modalQueue,
    pageVisit: state.pageVisit,
    dismissed: state.closedPromotions,
    shownThisVisit: state.shownPromotions,
    startupPending: selectIsSignedIn(state) && !state.startupSettled,
  };
}

/** The dialog on screen: the first of the queue, unless the queue is paused. */
export function selectActiveModal(state: UiState): ModalName | null {
  return state.modalQueuePaused ? null : (state.modalQueue[0] ?? null);
}

export const openModal = (name: ModalName): void => uiStore.openModal(name);
export const closeModal = (): void => uiStore.closeModal();
export const switchModal = (name: ModalName): void => uiStore.switchModal(name);
export const dismissModal = (name: ModalName): void => uiStore.dismissModal(name);
export const requestModal = (name: ModalName): boolean => uiStore.requestModal(name);
export const pauseModalQueue = (ms: number): void => uiStore.pauseQueue(ms);
