import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/toast';
import { subscribeTransactionStatus } from '../../lib/transaction-status-events';
import { redemptionsQueryKeys } from './api/get-redemptions';
import {
  readRedemptionStatusEvent,
  redemptionStatusMessage,
  redemptionTone,
} from './redemption-status';

/**
 * A redemption moving through its states arrives as USER_TRANSACTION_STATUS
 * with data.kind 'redemption': the player's list is read again and the new
 * state is toasted. The balance follows through USER_WALLET_BALANCE.
 */
export function RedemptionLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeTransactionStatus((payload) => {
        const event = readRedemptionStatusEvent(payload);
        if (!event) return;
        void queryClient.invalidateQueries({ queryKey: redemptionsQueryKeys.all });
        notify[redemptionTone(event.status)](redemptionStatusMessage(event));
      }),
    [queryClient],
  );
  return null;
}
