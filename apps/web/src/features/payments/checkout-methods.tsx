import type { TPackage } from '@app/contracts/packages';
import type { PurchaseQuote } from '@app/contracts/purchase-quote';

/**
 * The payment methods offered under the store's order summary. Placeholder
 * with the agreed props until the payment flows land in this file.
 */
export interface CheckoutMethodsProps {
  /** The package being bought. */
  pkg: TPackage;
  /** The order summary's quote (coins the purchase credits). */
  quote: PurchaseQuote;
  /** Closes the order summary (after a flow leaves the store or the player cancels). */
  onClose: () => void;
}

export function CheckoutMethods(_props: CheckoutMethodsProps) {
  return null;
}
