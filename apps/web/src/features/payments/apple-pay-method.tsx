import { useId } from 'react';
import type { TPackage } from '@app/contracts/packages';
import { PAYMENT_MESSAGES } from '@app/contracts/payments';
import { SITE } from '../../lib/site';
import { notify } from '../../lib/toast';
import { useCreateInstrument, type ChargeAnswer } from './api/create-instrument';
import { useFundingSource } from '../../lib/get-funding-source';
import { validateApplePayMerchant } from './api/validate-apple-pay-merchant';
import { isApplePayAvailable, startApplePay } from './apple-pay';

interface ApplePayMethodProps {
  readonly pkg: TPackage;
  readonly priceLabel: string;
  readonly busy: boolean;
  readonly onCharge: (answer: ChargeAnswer) => void;
  readonly onError: (error: unknown) => void;
}

/** The merchant identity registered with the provider for Apple Pay (build-time setting). */
const MERCHANT_IDENTITY = import.meta.env.VITE_APPLE_PAY_MERCHANT_IDENTITY as string | undefined;

/**
 * Apple Pay (SPEC §4 'Deposit'). Where the browser cannot pay with it the
 * button stays on screen, dimmed, with the reason, and a click says so in a
 * toast, so players know why it does nothing.
 */
export function ApplePayMethod({ pkg, priceLabel, busy, onCharge, onError }: ApplePayMethodProps) {
  const available = isApplePayAvailable();
  const funding = useFundingSource();
  const createInstrument = useCreateInstrument();
  const hintId = useId();

  const pay = () => {
    const Session = window.ApplePaySession;
    if (!available || !Session) {
      notify.error(PAYMENT_MESSAGES.applePayUnavailable);
      return;
    }
    startApplePay({
      Session,
      amount: pkg.amount,
      packageId: pkg.packageId,
      label: SITE.name,
      merchantIdentity: MERCHANT_IDENTITY,
      fraudSessionId: funding.data?.providerData.fraudSessionId ?? '',
      domain: window.location.hostname,
      validateMerchant: validateApplePayMerchant,
      charge: (request) => createInstrument.mutateAsync(request),
      onCharged: onCharge,
      onError,
      alert: (message) => window.alert(message),
    });
  };

  return (
    <div className="checkout-panel">
      <button
        type="button"
        className={
          available ? 'apple-pay-button' : 'apple-pay-button apple-pay-button--unavailable'
        }
        aria-disabled={!available || busy}
        aria-describedby={hintId}
        lang="en"
        onClick={() => {
          if (!busy) pay();
        }}
      >
        Pay with Apple Pay
      </button>
      <p id={hintId} className="checkout-panel__text">
        {available
          ? `You will confirm ${priceLabel} with Touch ID or Face ID.`
          : PAYMENT_MESSAGES.applePayUnavailable}
      </p>
    </div>
  );
}
