import { Suspense, lazy, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { mayShowOn } from '../lib/dialog-policy';
import { watchDialogSignal } from '../lib/dialog-signal';
import { whenIdle } from '../lib/idle';
import { selectActiveModal, uiStore, useUiStore, type ModalName } from '../lib/ui-store';

/**
 * The table of dialogs (each of which loads its own code on first open) loads once the page is
 * idle, or with the first dialog queued before that: the lobby's first download does without it.
 */
const loadQueuedDialog = () => import('./queued-dialog');
const QueuedDialog = lazy(async () => ({ default: (await loadQueuedDialog()).QueuedDialog }));

/**
 * Shows the first dialog of the UI store's queue. A queued name whose dialog
 * a later issue builds is passed over so the queue keeps moving. It tells the
 * store the page (before any other effect of the same render, so a dialog
 * asking to open judges the new page), and a dialog that does not belong on
 * this page by the dialog policy is taken off instead of shown.
 */
export function ModalHost({
  only,
}: {
  /** The only dialogs this shell shows (the redeem-only screen's); others are taken off. */
  readonly only?: readonly ModalName[];
} = {}) {
  const { pathname } = useLocation();
  const active = useUiStore(selectActiveModal);
  const belongs =
    active !== null && mayShowOn(active, pathname) && (!only || only.includes(active));

  useLayoutEffect(() => {
    uiStore.enterPage(pathname);
  }, [pathname]);

  // The page's dialog signal (<body data-dialogs>) that journeys wait for.
  useLayoutEffect(watchDialogSignal, []);

  useEffect(() => whenIdle(() => void loadQueuedDialog()), []);

  useEffect(() => {
    if (active && !belongs) uiStore.withdrawModal(active);
  }, [active, belongs]);

  if (!active || !belongs) return null;
  return (
    <Suspense fallback={null}>
      <QueuedDialog key={active} name={active} />
    </Suspense>
  );
}
