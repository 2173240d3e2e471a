import { useEffect, useMemo, type ReactNode } from 'react';
import type { TPackage } from '@app/contracts/packages';
import type { PurchaseQuote } from '@app/contracts/purchase-quote';
import { Modal } from '../../components/modal';
import { dismissModal } from '../../lib/ui-store';
import type { User } from '../../lib/user';
import { orderSummary, type OrderSummaryLine } from './order-summary';
import { PackageCoins } from './package-coins';
import { useOrderPackage } from './use-order-package';
import { ORDER_SUMMARY_MODAL } from './use-order-summary';
import './store.css';

/** What the payment methods under the summary get (the payments feature's CheckoutMethods). */
export interface CheckoutSlotProps {
  readonly pkg: TPackage;
  readonly quote: PurchaseQuote;
  readonly onClose: () => void;
}

interface OrderSummaryDialogProps {
  /** The payment methods, supplied by the app (features do not import each other). */
  readonly renderCheckout?: (props: CheckoutSlotProps) => ReactNode;
}

export const ORDER_SUMMARY_TITLE = 'Order Summary';

const closeOrderSummary = () => dismissModal(ORDER_SUMMARY_MODAL);

const testId = (line: OrderSummaryLine) =>
  `order-summary-${line.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const TOTAL_LINES = new Set<OrderSummaryLine['id']>(['totalGc', 'totalSc']);

function SummaryTable({ lines }: { readonly lines: readonly OrderSummaryLine[] }) {
  return (
    <table className="order-summary__table" data-testid="order-summary">
      <caption className="visually-hidden">Your order</caption>
      <tbody>
        {lines.map((line) => (
          <tr
            key={line.id}
            className={
              TOTAL_LINES.has(line.id)
                ? `order-summary__row order-summary__row--total order-summary__row--${line.id}`
                : `order-summary__row order-summary__row--${line.id}`
            }
            data-testid={testId(line)}
          >
            <th scope="row">
              {line.label}
              {line.note && <span className="order-summary__note">{line.note}</span>}
            </th>
            <td>
              {line.values.map((value) => (
                <span key={value} className="order-summary__value">
                  {value}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OrderSummaryBody({
  pkg,
  user,
  renderCheckout,
}: {
  pkg: TPackage;
  user: User;
  renderCheckout?: OrderSummaryDialogProps['renderCheckout'];
}) {
  const summary = useMemo(() => {
    try {
      return orderSummary(pkg, user);
    } catch {
      // quotePurchase refuses amounts or percents the server would refuse too.
      return null;
    }
  }, [pkg, user]);

  if (!summary) {
    return (
      <p className="order-summary__error" role="alert">
        This package cannot be bought right now. Please try another package.
      </p>
    );
  }
  return (
    <>
      <div className="order-summary__package">
        {pkg.imageUrl && <img src={pkg.imageUrl} alt="" width={72} height={72} decoding="async" />}
        <PackageCoins pkg={pkg} className="order-summary__coins" showPrice={false} />
      </div>
      <SummaryTable lines={summary.lines} />
      <p className="order-summary__fineprint">
        You are buying Gold Coins. The Sweepstakes Coins come free with them: no purchase is
        necessary to get Sweepstakes Coins.
      </p>
      <div className="order-summary__checkout">
        {renderCheckout?.({ pkg, quote: summary.quote, onClose: closeOrderSummary })}
      </div>
    </>
  );
}

/**
 * SPEC §2 payment summary (order summary) of the package the store asked
 * for: price, base GC and SC, the first-purchase bonus and the VIP boost
 * when they apply, and the totals (quotePurchase, the server's own math),
 * with the payment methods under it.
 */
export function OrderSummaryDialog({ renderCheckout }: OrderSummaryDialogProps) {
  const order = useOrderPackage();
  const asked = order.status !== 'none';

  // Only the store asks for an order summary; with nothing asked for it has nothing to show.
  useEffect(() => {
    if (!asked) closeOrderSummary();
  }, [asked]);

  return (
    <Modal open title={ORDER_SUMMARY_TITLE} onClose={closeOrderSummary} className="order-summary">
      {order.status === 'ready' ? (
        <OrderSummaryBody pkg={order.pkg} user={order.user} renderCheckout={renderCheckout} />
      ) : (
        <div className="order-summary__loading" role="status">
          <span className="btn__spinner" aria-hidden="true" />
          Loading your order
        </div>
      )}
    </Modal>
  );
}
