// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { profileQueryKey } from '../../lib/get-profile';
import { MONEY_DEPENDENT } from '../../lib/money-events';
import { PATHS } from '../../lib/paths';
import { render, settle } from '../../test/render';
import { usePurchaseSuccess } from './use-checkout-outcome';

/**
 * A provider that sends the whole window back loads the site anew while the payment settles: the
 * live balance event can go out before the new page's socket connects, so a success read from
 * the status poll must read the balances again itself.
 */
describe('a successful purchase', () => {
  it('reads the balances again and leads to the thank-you page', async () => {
    let succeed: ReturnType<typeof usePurchaseSuccess> | undefined;
    let path = '';
    function Checkout() {
      succeed = usePurchaseSuccess();
      path = useLocation().pathname;
      return null;
    }
    const view = render(<Checkout />, '/user/store/deposit-status');
    // The profile as the header holds it: a query that says it depends on money.
    view.queryClient
      .getQueryCache()
      .build(view.queryClient, { queryKey: profileQueryKey, meta: MONEY_DEPENDENT });
    view.queryClient.setQueryData(profileQueryKey, { userWallet: { gcCoin: 0 } });
    expect(view.queryClient.getQueryState(profileQueryKey)?.isInvalidated).toBe(false);
    succeed!('GS-1', 9.99);
    await settle();
    expect(view.queryClient.getQueryState(profileQueryKey)?.isInvalidated).toBe(true);
    expect(path).toBe(PATHS.thankYouPurchase);
    view.unmount();
  });
});
