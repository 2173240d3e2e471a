import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TPackage } from '@app/contracts/packages';
import { notify } from '../../lib/toast';
import { dismissModal, openModal, useUiStore } from '../../lib/ui-store';
import { ORDER_PACKAGE_PARAM } from './package-order';
import { useOrderPackage } from './use-order-package';

export const ORDER_SUMMARY_MODAL = 'orderSummary';

/** Said when the package asked for (a link, the flash sale's Buy Now) is no longer sold. */
export const OFFER_GONE_MESSAGE = 'This package is no longer available.';

const URL_OPTIONS = { replace: true, preventScrollReset: true } as const;

/**
 * The store's order summary: `?buy={packageId}` asks for it (Buy, the flash
 * sale's Buy Now, a reload) and the modal queue shows it as 'orderSummary',
 * so it never opens over another dialog nor under the store's popup. When
 * it closes the parameter goes; leaving the store closes it.
 */
export function useOrderSummary() {
  const [, setSearch] = useSearchParams();
  const order = useOrderPackage();
  const open = useUiStore((state) => state.modalQueue.includes(ORDER_SUMMARY_MODAL));
  const wasOpen = useRef(false);

  const setPackage = useCallback(
    (packageId: number | null) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        if (packageId === null) next.delete(ORDER_PACKAGE_PARAM);
        else next.set(ORDER_PACKAGE_PARAM, String(packageId));
        return next;
      }, URL_OPTIONS),
    [setSearch],
  );

  useEffect(() => {
    if (order.status === 'ready' && !open) {
      // Asked for and not open yet: open it; open before: it was closed, so forget it.
      if (wasOpen.current) setPackage(null);
      else openModal(ORDER_SUMMARY_MODAL);
    } else if (order.status === 'missing') {
      notify.info(OFFER_GONE_MESSAGE);
      setPackage(null);
    } else if (order.status === 'none' && open) {
      dismissModal(ORDER_SUMMARY_MODAL);
    }
    wasOpen.current = open;
  }, [order.status, open, setPackage]);

  useEffect(() => () => dismissModal(ORDER_SUMMARY_MODAL), []);

  const buy = useCallback((pkg: TPackage) => setPackage(pkg.packageId), [setPackage]);
  return { buy };
}
