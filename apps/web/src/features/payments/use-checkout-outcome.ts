import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { trackPurchase } from '../../lib/ad-pixel';
import { refreshMoneyDependents } from '../../lib/money-events';
import { PATHS } from '../../lib/paths';
import { markPurchaseReported } from '../../lib/reported-purchases';
import type { ChargeAnswer } from './api/create-instrument';
import { paymentErrorMessage } from './payment-errors';
import {
  PURCHASE_SUCCESS_STATE,
  chargeOutcome,
  errorNotice,
  type PaymentNotice,
} from './payment-outcome';

/** Purchases already reported to the ad pixel in this page load (a conversion counts once). */
const trackedPurchases = new Set<string>();

/** SPEC §7 ad pixel: the purchase conversion with the amount in USD, once per purchase. */
export function trackPurchaseOnce(referenceId: string, amountUsd: number): void {
  if (trackedPurchases.has(referenceId)) return;
  trackedPurchases.add(referenceId);
  trackPurchase(amountUsd);
}

/**
 * Leads a successful payment to /thank-you-purchase with the SPEC texts (SPEC §2, §8), and reads
 * the balances again: the live balance event may have gone out before this page's socket
 * connected (a provider that sent the whole window back loads the site anew while it settles).
 */
export function usePurchaseSuccess() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (referenceId: string, amountUsd: number) => {
      trackPurchaseOnce(referenceId, amountUsd);
      markPurchaseReported(referenceId);
      void refreshMoneyDependents(queryClient);
      void navigate(PATHS.thankYouPurchase, { state: PURCHASE_SUCCESS_STATE, replace: true });
    },
    [navigate, queryClient],
  );
}

/**
 * How the checkout ends a flow: a success leaves for the thank-you page
 * (leaving the store closes its order summary), anything else shows its
 * status modal. Closing the PENDING modal also closes the order summary: that
 * purchase is done; after an error or a failure the player may try again.
 */
export function useCheckoutOutcome(amountUsd: number, onClose: () => void) {
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const succeed = usePurchaseSuccess();

  const closeNotice = useCallback(() => {
    const wasPending = notice?.type === 'PENDING';
    setNotice(null);
    if (wasPending) onClose();
  }, [notice, onClose]);

  const showError = useCallback((error: unknown) => {
    const message = paymentErrorMessage(error);
    if (message !== null) setNotice(errorNotice(message));
  }, []);

  const showCharge = useCallback(
    (answer: ChargeAnswer) => {
      const outcome = chargeOutcome(answer);
      if (outcome.kind === 'success') {
        succeed(outcome.referenceId, amountUsd);
      } else {
        setNotice(outcome.notice);
      }
    },
    [amountUsd, succeed],
  );

  return { notice, setNotice, closeNotice, showError, showCharge };
}
