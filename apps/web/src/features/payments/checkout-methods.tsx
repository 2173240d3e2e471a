import { useCallback, useId, useRef, useState } from 'react';
import { formatUsd, fromDecimal } from '@app/contracts/money';
import type { TPackage } from '@app/contracts/packages';
import type { PurchaseQuote } from '@app/contracts/purchase-quote';
import { ApplePayMethod } from './apple-pay-method';
import { isApplePayAvailable } from './apple-pay';
import { BankMethod } from './bank-method';
import { CardTokenMethod } from './card-token-method';
import { FiatMethod } from './fiat-method';
import { HostedCardMethod } from './hosted-card-method';
import { PaymentNoticeDialog } from './payment-notice-dialog';
import { useCheckoutOutcome } from './use-checkout-outcome';
import './payments.css';

/**
 * The payment methods offered under the store's order summary (SPEC §2
 * 'Payment flow'): hosted card page, card form, Apple Pay, bank (ACH) and
 * online banking (fiat).
 */
export interface CheckoutMethodsProps {
  /** The package being bought. */
  pkg: TPackage;
  /** The order summary's quote (coins the purchase credits). */
  quote: PurchaseQuote;
  /** Closes the order summary (after a flow leaves the store or the player cancels). */
  onClose: () => void;
}

export type CheckoutMethodId = 'card' | 'cardForm' | 'applePay' | 'bank' | 'fiat';

interface MethodOption {
  readonly id: CheckoutMethodId;
  readonly name: string;
  readonly hint: string;
}

function methodOptions(applePayAvailable: boolean): MethodOption[] {
  return [
    { id: 'card', name: 'Card', hint: 'Secure card page' },
    { id: 'cardForm', name: 'Card form', hint: 'Saved or new card' },
    {
      id: 'applePay',
      name: 'Apple Pay',
      hint: applePayAvailable ? 'Touch ID or Face ID' : 'Not on this device',
    },
    { id: 'bank', name: 'Bank (ACH)', hint: 'From your bank account' },
    { id: 'fiat', name: 'Online banking', hint: 'Pay in your bank' },
  ];
}

export function CheckoutMethods({ pkg, onClose }: CheckoutMethodsProps) {
  const [method, setMethod] = useState<CheckoutMethodId>('card');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const groupName = useId();
  const headingId = useId();
  const applePayAvailable = isApplePayAvailable();
  const priceLabel = formatUsd(fromDecimal(pkg.amount));
  const { notice, setNotice, closeNotice, showError, showCharge } = useCheckoutOutcome(
    pkg.amount,
    onClose,
  );

  /** Runs one payment step at a time; its failure becomes the SPEC §8 modal. */
  const run = useCallback(
    async (task: () => Promise<void>) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      try {
        await task();
      } catch (error) {
        showError(error);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [showError],
  );

  const panelProps = { pkg, priceLabel, busy };

  return (
    <section className="checkout" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout__title">
        Payment method
      </h3>
      <div className="checkout__methods" role="radiogroup" aria-labelledby={headingId}>
        {methodOptions(applePayAvailable).map((option) => (
          <label
            key={option.id}
            className={
              option.id === method ? 'checkout-method checkout-method--active' : 'checkout-method'
            }
          >
            <input
              type="radio"
              className="checkout-method__input"
              name={groupName}
              value={option.id}
              checked={option.id === method}
              disabled={busy}
              aria-label={option.name}
              onChange={() => setMethod(option.id)}
            />
            <span className="checkout-method__name" aria-hidden="true">
              {option.name}
            </span>
            <span className="checkout-method__hint" aria-hidden="true">
              {option.hint}
            </span>
          </label>
        ))}
      </div>

      {method === 'card' && <HostedCardMethod {...panelProps} run={run} onNotice={setNotice} />}
      {method === 'cardForm' && <CardTokenMethod {...panelProps} run={run} onCharge={showCharge} />}
      {method === 'applePay' && (
        <ApplePayMethod {...panelProps} onCharge={showCharge} onError={showError} />
      )}
      {method === 'bank' && <BankMethod {...panelProps} run={run} onCharge={showCharge} />}
      {method === 'fiat' && <FiatMethod {...panelProps} run={run} onNotice={setNotice} />}

      <p className="checkout__note">No purchase necessary. Void where prohibited.</p>
      <PaymentNoticeDialog notice={notice} onClose={closeNotice} />
    </section>
  );
}
