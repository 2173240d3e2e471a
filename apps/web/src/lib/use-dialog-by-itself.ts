import { useEffect } from 'react';
import { mayOpenByItself } from './dialog-policy';
import { requestModal, selectDialogScene, useUiStore, type ModalName } from './ui-store';

/**
 * Offers dialog `name` by itself (a page popup, the flash-sale promo) once
 * the screen has been free for `delayMs` and the dialog policy allows it;
 * leaving the page or another dialog opening first starts the wait again.
 * `onQueued` (a stable function) runs once it is queued. Null offers nothing.
 */
export function useDialogByItself(
  name: ModalName | null,
  delayMs: number,
  onQueued?: () => void,
): void {
  const ready = useUiStore(
    (state) =>
      name !== null &&
      state.modalQueue.length === 0 &&
      mayOpenByItself(name, selectDialogScene(state)),
  );

  useEffect(() => {
    if (!ready || name === null) return;
    const timer = setTimeout(() => {
      if (requestModal(name)) onQueued?.();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [ready, name, delayMs, onQueued]);
}
