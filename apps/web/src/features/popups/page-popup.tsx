import { useEffect } from 'react';
import { POPUP_DELAY_MS } from '@app/contracts/constants';
import type { TPopupName } from '@app/contracts/content';
import {
  dismissModal,
  openModal,
  popupModalName,
  selectIsSignedIn,
  uiStore,
  useUiStore,
} from '../../lib/ui-store';
import { usePopups } from './api/get-popups';
import { pagePopupFor } from './popup-visibility';

/**
 * SPEC §4 Page popups: on a page with popups, the first matching active
 * one opens after 2000 ms — once per visit of the site, not on every return
 * to the page. Leaving the page before it opened cancels it.
 */
export function PagePopup({ page }: { page: TPopupName }) {
  const viewer = useUiStore(selectIsSignedIn) ? 'player' : 'guest';
  const { data: popups } = usePopups();
  const popupId = popups ? (pagePopupFor(popups, page, viewer)?.popupId ?? null) : null;

  useEffect(() => {
    if (popupId === null) return;
    const name = popupModalName(popupId);
    if (uiStore.hasShown(name)) return;
    const timer = setTimeout(() => openModal(name), POPUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (!uiStore.hasShown(name)) dismissModal(name);
    };
  }, [popupId]);

  return null;
}
