import { useEffect } from 'react';
import { dismissModal, selectActiveModal, useUiStore } from '../../lib/ui-store';

/**
 * The status page's modal and the app's own dialogs. A provider sends the
 * whole window back to /user/store/deposit-status, so the app loads afresh
 * and its startup dialogs (complete profile, bonuses, popups) queue up at
 * the same moment as the payment result. The result waits until they are
 * closed, so it is never hidden under them. The wallet's live
 * transaction-status event reports the same payment: while the page shows
 * the result, that dialog is taken off the queue so the player reads it once.
 */
export function useResultModalTurn(showingResult: boolean): boolean {
  const active = useUiStore(selectActiveModal);
  useEffect(() => {
    if (showingResult && active === 'transactionStatus') dismissModal('transactionStatus');
  }, [showingResult, active]);
  return active === null || active === 'transactionStatus';
}
