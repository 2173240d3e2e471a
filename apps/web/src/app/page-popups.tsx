import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import type { TPopupName } from '@app/contracts/content';
import { PATHS } from '../lib/paths';
import { DialogOfferLoading } from '../lib/use-dialog-by-itself';

/** A page's popup loads with the first page that has one: the lobby's download does without it. */
const PagePopup = lazy(async () => ({
  default: (await import('../features/popups/page-popup')).PagePopup,
}));

/** SPEC §4 Page popups: the pages that show their promotion popup, by route. */
const PAGE_POPUPS: Readonly<Record<string, TPopupName>> = {
  [PATHS.promotions]: 'promotionPage',
  [PATHS.store]: 'storePage',
  [PATHS.reward]: 'rewardPage',
  [PATHS.vip]: 'vipPage',
};

export function PagePopups() {
  const { pathname } = useLocation();
  const page = PAGE_POPUPS[pathname.replace(/\/+$/, '') || '/'];
  return page ? (
    // While its code loads, the page's dialog signal knows a popup may be on its way.
    <Suspense fallback={<DialogOfferLoading />}>
      <PagePopup key={page} page={page} />
    </Suspense>
  ) : null;
}
