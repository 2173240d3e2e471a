import { useState } from 'react';
import type { TPackage } from '@app/contracts/packages';
import { useInitPay } from './api/init-pay';
import { FiatCheckoutDialog } from './fiat-checkout-dialog';
import { isWebAddress } from './hosted-payment-form';
import { limitCheckMessage } from './payment-errors';
import { errorNotice, type PaymentNotice } from './payment-outcome';

interface FiatMethodProps {
  readonly pkg: TPackage;
  readonly priceLabel: string;
  readonly busy: boolean;
  readonly run: (task: () => Promise<void>) => Promise<void>;
  readonly onNotice: (notice: PaymentNotice) => void;
}

/**
 * 'Online banking': the fiat provider's checkout widget (SPEC §2 'fiat
 * checkout'). init-pay answers the widget link; the player opens it in the
 * 'Complete Your Payment' modal and the widget sends the window to
 * /user/store/deposit-status?providerType=fiat&referenceId=….
 */
export function FiatMethod({ pkg, priceLabel, busy, run, onNotice }: FiatMethodProps) {
  const initPay = useInitPay();
  const [link, setLink] = useState<string | null>(null);

  const start = () =>
    run(async () => {
      const answer = await initPay.mutateAsync({
        amount: pkg.amount,
        packageId: pkg.packageId,
        providerType: 'fiat',
        paymentType: 'deposit',
      });
      if (!answer.success || !answer.link || !isWebAddress(answer.link)) {
        onNotice(errorNotice(limitCheckMessage(answer.limitCheck)));
        return;
      }
      setLink(answer.link);
    });

  return (
    <div className="checkout-panel">
      <p className="checkout-panel__text">
        Pay {priceLabel} from your bank through our online banking partner. Bank payments can take
        1-2 business days to reach your wallet.
      </p>
      <button
        type="button"
        className="btn btn--primary btn--lg btn--block"
        disabled={busy}
        aria-busy={initPay.isPending}
        onClick={() => void start()}
      >
        {initPay.isPending && <span className="btn__spinner" aria-hidden="true" />}
        Pay with online banking
      </button>
      {link && <FiatCheckoutDialog link={link} onClose={() => setLink(null)} />}
    </div>
  );
}
