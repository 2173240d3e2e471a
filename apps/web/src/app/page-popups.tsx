import { useLocation } from 'react-router';
import type { TPopupName } from '@app/contracts/content';
import { PagePopup } from '../features/popups/page-popup';
import { PATHS } from '../lib/paths';

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
  return page ? <PagePopup key={page} page={page} /> : null;
}
