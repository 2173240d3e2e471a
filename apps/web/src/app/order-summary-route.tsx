import { CheckoutMethods } from '../features/payments/checkout-methods';
import { OrderSummaryDialog } from '../features/store/order-summary-dialog';

/**
 * The store's order summary with the payments feature's checkout methods
 * under it, composed here because features do not import each other.
 */
export function OrderSummaryRoute() {
  return (
    <OrderSummaryDialog
      renderCheckout={({ pkg, quote, onClose }) => (
        <CheckoutMethods pkg={pkg} quote={quote} onClose={onClose} />
      )}
    />
  );
}
