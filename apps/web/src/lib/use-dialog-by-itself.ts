import { useEffect, useLayoutEffect, useState } from 'react';
import { mayOpenByItself } from './dialog-policy';
import { noteOffer } from './dialog-signal';
import { requestModal, selectDialogScene, useUiStore, type ModalName } from './ui-store';

/**
 * Offers dialog `name` by itself (a page popup, the flash-sale promo) once
 * the screen has been free for `delayMs` and the dialog policy allows it;
 * leaving the page or another dialog opening first starts the wait again.
 * `onQueued` (a stable function) runs once it is queued. Null offers nothing;
 * undefined offers nothing yet (what to offer is still loading), which the
 * page's dialog signal (dialog-signal.ts) counts as a dialog on its way.
 */
export function useDialogByItself(
  name: ModalName | null | undefined,
  delayMs: number,
  onQueued?: () => void,
): void {
  const [key] = useState(() => Symbol('dialog offer'));
  const ready = useUiStore(
    (state) =>
      name !== null &&
      name !== undefined &&
      state.modalQueue.length === 0 &&
      mayOpenByItself(name, selectDialogScene(state)),
  );

  // In the commit that shows the page: the dialog signal never says 'settled' in between.
  useLayoutEffect(() => noteOffer(key, name), [key, name]);

  useEffect(() => {
    if (!ready || name === null || name === undefined) return;
    const timer = setTimeout(() => {
      if (requestModal(name)) onQueued?.();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [ready, name, delayMs, onQueued]);
}

/**
 * Stands in (as a Suspense fallback) for a part that offers a dialog by itself while its code
 * loads: the dialog signal waits for it rather than saying nothing more is coming.
 */
export function DialogOfferLoading(): null {
  useDialogByItself(undefined, 0);
  return null;
}
