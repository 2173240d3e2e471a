import { useEffect } from 'react';
import { notify } from '../../lib/toast';
import { subscribeTransactionStatus } from '../../lib/transaction-status-events';

/**
 * The redemption states and their wording (and the contracts' schemas beside them) load with the
 * first status event, not with the lobby.
 */
const loadRedemptionStatus = () => import('./redemption-status');

/**
 * A redemption moving through its states arrives as USER_TRANSACTION_STATUS
 * with data.kind 'redemption': the new state is toasted. The list, the balance
 * and the saved banks are read again by the wallet's money-event refresh
 * (lib/money-events.ts), like everything else that depends on money.
 */
export function RedemptionLiveUpdates() {
  useEffect(() => {
    let mounted = true;
    const unsubscribe = subscribeTransactionStatus((payload) => {
      void loadRedemptionStatus().then(
        ({ readRedemptionStatusEvent, redemptionStatusMessage, redemptionTone }) => {
          const event = readRedemptionStatusEvent(payload);
          if (!mounted || !event) return;
          notify[redemptionTone(event.status)](redemptionStatusMessage(event));
        },
      );
    });
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, []);
  return null;
}
