import { AppError } from '../../platform/app-error';
import { SANDBOX_ACH_PAYOUT_PROVIDER } from '@app/contracts/payouts';
import type { PayoutProvider } from './payouts';
import type { PaymentProviders } from './providers';

/**
 * The payment providers of a production server that has no real provider adapter configured:
 * the sandbox is for development only (decision 022), so every provider call answers 3050
 * (the provider is unavailable) and nothing is charged or credited.
 */
export function unconfiguredProviders(): PaymentProviders {
  const unavailable = (name: string) =>
    new Proxy(
      {},
      {
        get(_target, property) {
          if (property === 'name') return name;
          if (typeof property === 'symbol' || property === 'then') return undefined;
          throw new AppError('PaymentProviderUnavailable');
        },
      },
    );
  return {
    hostedCard: unavailable('ippay'),
    cardToken: unavailable('finix'),
    bank: unavailable('paynote'),
    fiat: unavailable('fiat'),
  } as PaymentProviders;
}

/**
 * The payout provider of a production server without a real ACH adapter: every payout answers
 * 3050 and nothing is sent (the sandbox is for development only, as for the payment providers).
 */
export function unconfiguredPayoutProvider(): PayoutProvider {
  return {
    name: SANDBOX_ACH_PAYOUT_PROVIDER,
    send() {
      return Promise.reject(new AppError('PaymentProviderUnavailable'));
    },
  };
}
