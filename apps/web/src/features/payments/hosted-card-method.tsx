import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TPackage } from '@app/contracts/packages';
import { CheckboxField } from '../../components/form-fields';
import { PATHS } from '../../lib/paths';
import { useInitPay } from './api/init-pay';
import { limitCheckMessage } from './payment-errors';
import { errorNotice, type PaymentNotice } from './payment-outcome';
import type { HostedPaymentState } from './hosted-payment-form';

interface HostedCardMethodProps {
  readonly pkg: TPackage;
  readonly priceLabel: string;
  readonly busy: boolean;
  readonly run: (task: () => Promise<void>) => Promise<void>;
  readonly onNotice: (notice: PaymentNotice) => void;
}

/**
 * 'Card': the provider's hosted card page (SPEC §2 /user/payment). init-pay
 * registers the payment; the payment page posts its form into a frame.
 */
export function HostedCardMethod({ pkg, priceLabel, busy, run, onNotice }: HostedCardMethodProps) {
  const navigate = useNavigate();
  const initPay = useInitPay();
  const [saveForFuture, setSaveForFuture] = useState(false);
  const hintId = useId();

  const pay = () =>
    run(async () => {
      const answer = await initPay.mutateAsync({
        amount: pkg.amount,
        packageId: pkg.packageId,
        providerType: 'IPPAY',
        paymentType: 'deposit',
        saveForFuture,
      });
      if (!answer.success || !answer.paymentData) {
        onNotice(errorNotice(limitCheckMessage(answer.limitCheck)));
        return;
      }
      const state: HostedPaymentState = { paymentData: answer.paymentData, saveForFuture };
      // Leaving the store closes its order summary; closing it here as well would
      // make the store tidy its address after the page has changed.
      await navigate(PATHS.payment, { state });
    });

  return (
    <div className="checkout-panel">
      <p id={hintId} className="checkout-panel__text">
        Enter your card on our payment partner&apos;s secure page. Your card details never touch our
        servers.
      </p>
      <CheckboxField
        label="Save card for future purchases"
        checked={saveForFuture}
        onChange={(event) => setSaveForFuture(event.currentTarget.checked)}
      />
      <button
        type="button"
        className="btn btn--primary btn--lg btn--block"
        aria-describedby={hintId}
        disabled={busy}
        aria-busy={initPay.isPending}
        onClick={() => void pay()}
      >
        {initPay.isPending && <span className="btn__spinner" aria-hidden="true" />}
        Pay {priceLabel} by card
      </button>
    </div>
  );
}
