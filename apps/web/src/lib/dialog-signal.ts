import { dialogKind, mayOpenByItself, startupMayRunOn } from './dialog-policy';
import {
  selectDialogScene,
  selectIsSignedIn,
  uiStore,
  type ModalName,
  type UiState,
} from './ui-store';

/**
 * Tells the page, and the journeys that wait for it instead of quiet periods, where the dialogs
 * the app opens by itself stand, on <body>:
 *
 * - data-startup-queue: 'done' once the signed-in player's startup queue has been offered and
 *   none of its dialogs is still waiting or open (a visitor, or a redeem-only session, has none);
 *   'deferred' while it waits for another page (decision 017); 'pending' before.
 * - data-dialogs: 'settled' when, besides, no dialog is open or waiting and none is due to open
 *   by itself (a page popup or the flash-sale promo counting down, or still deciding); 'pending'
 *   otherwise.
 *
 * Both are read from the UI store on every change, so they never lag behind it, from the moment
 * the dialog host is on screen (watchDialogSignal); the offers are noted in layout effects, in
 * the same commit as the page that makes them, so no other task sees a page without its offer.
 */

/** Dialogs offered by themselves (useDialogByItself), by who offers them; undefined: still deciding. */
const offers = new Map<symbol, ModalName | undefined>();

/**
 * Where the signed-in player's startup queue stands: 'done' once offered and its dialogs have
 * left the screen (a visitor or a redeem-only session has none), 'deferred' while it waits for a
 * page that allows it (a payment outcome or status page), 'pending' otherwise.
 */
export function startupQueueStatus(state: UiState): 'done' | 'deferred' | 'pending' {
  if (!selectIsSignedIn(state) || state.redeemOnly) return 'done';
  if (!state.startupSettled) return startupMayRunOn(state.page) ? 'pending' : 'deferred';
  const waiting = state.modalQueue.some((name) => {
    const kind = dialogKind(name);
    return kind === 'prompt' || kind === 'promotion';
  });
  return waiting ? 'pending' : 'done';
}

/** Whether some dialog is on its way to open by itself (its wait runs, or it is still decided). */
function isDialogDue(state: UiState): boolean {
  if (state.modalQueue.length > 0) return false;
  const scene = selectDialogScene(state);
  for (const name of offers.values()) {
    if (name === undefined || mayOpenByItself(name, scene)) return true;
  }
  return false;
}

/** Set once the dialog host is first on screen: before that nothing can be said yet. */
let watching = false;

function mark(): void {
  if (!watching) return;
  const state = uiStore.getState();
  const startup = startupQueueStatus(state);
  const settled = startup !== 'pending' && state.modalQueue.length === 0 && !isDialogDue(state);
  document.body.dataset.startupQueue = startup;
  document.body.dataset.dialogs = settled ? 'settled' : 'pending';
}

/** Keeps the signal up to date from the moment the dialog host is first on screen. */
export function watchDialogSignal(): void {
  if (!watching) uiStore.subscribe(mark);
  watching = true;
  mark();
}

/**
 * Notes that `key`'s offerer wants `name` to open by itself (null: nothing; undefined: it is
 * still deciding); answers the function that takes the note back.
 */
export function noteOffer(key: symbol, name: ModalName | null | undefined): () => void {
  if (name === null) offers.delete(key);
  else offers.set(key, name);
  mark();
  return () => {
    offers.delete(key);
    mark();
  };
}
