import type { PaymentProvider } from '@app/contracts/payments';
import type { PaymentProviders, StatusCheck } from './providers';

/** The provider a purchase was made with, by the name the purchase records. */
export function providerByName(providers: PaymentProviders, name: string): StatusCheck {
  const byName: Record<PaymentProvider, StatusCheck> = {
    ippay: providers.hostedCard,
    finix: providers.cardToken,
    paynote: providers.bank,
    fiat: providers.fiat,
  };
  const provider = byName[name as PaymentProvider] as StatusCheck | undefined;
  if (!provider) throw new Error(`unknown payment provider ${name}`);
  return provider;
}
