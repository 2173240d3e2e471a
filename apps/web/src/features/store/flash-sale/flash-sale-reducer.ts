import type { TPackage } from '@app/contracts/packages';
import type { OfferKind } from '../package-offers';

/** What the promo shows about the offer: the package on sale and which offer it is. */
export interface FlashSaleDetails {
  readonly kind: OfferKind;
  readonly pkg: TPackage;
}

/** An offer to show, as SPEC §4 gives it: the time left in minutes. */
export interface FlashSaleOffer {
  readonly countdownMinutes: number;
  readonly title: string;
  readonly description: string;
  readonly details: FlashSaleDetails;
}

/**
 * SPEC §3 Flash-sale state: the floating timer box, the promo popup, the
 * countdown (seconds, from the minutes given) and what the promo says.
 * endsAt is the countdown's deadline, so a countdown stays right however
 * often the timer is drawn.
 */
export interface FlashSaleState {
  readonly isBoxShow: boolean;
  readonly isPopupShow: boolean;
  /** Seconds the offer had left when it was shown. */
  readonly countdown: number;
  /** ms since the epoch when the countdown reaches zero; null with no offer. */
  readonly endsAt: number | null;
  readonly title: string;
  readonly description: string;
  readonly details: FlashSaleDetails | null;
}

/**
 * SPEC §4 Flash sale actions. The show actions carry the time `now` (ms since
 * the epoch) and may bring an offer, which replaces the one held and starts
 * its countdown at `now`; a show without an offer shows the one held, if its
 * time is not up.
 */
export type FlashSaleAction =
  | {
      readonly type: 'showPopup' | 'showTimer' | 'showBoth';
      readonly now: number;
      readonly offer?: FlashSaleOffer;
    }
  | { readonly type: 'hidePopup' | 'hideTimer' | 'hideBoth' | 'reset' };

export const initialFlashSaleState: FlashSaleState = {
  isBoxShow: false,
  isPopupShow: false,
  countdown: 0,
  endsAt: null,
  title: '',
  description: '',
  details: null,
};

const SHOWS = {
  showPopup: { popup: true, box: false },
  showTimer: { popup: false, box: true },
  showBoth: { popup: true, box: true },
} as const;

/** Time given in minutes (SPEC §9) to whole seconds. */
export const minutesToSeconds = (minutes: number): number =>
  Number.isFinite(minutes) ? Math.max(0, Math.round(minutes * 60)) : 0;

function withOffer(state: FlashSaleState, offer: FlashSaleOffer, now: number): FlashSaleState {
  const countdown = minutesToSeconds(offer.countdownMinutes);
  return {
    ...state,
    countdown,
    endsAt: now + countdown * 1000,
    title: offer.title,
    description: offer.description,
    details: offer.details,
  };
}

export function flashSaleReducer(state: FlashSaleState, action: FlashSaleAction): FlashSaleState {
  switch (action.type) {
    case 'showPopup':
    case 'showTimer':
    case 'showBoth': {
      const next = action.offer ? withOffer(state, action.offer, action.now) : state;
      // Nothing to show, or the time is up: everything stays hidden at zero.
      if (next.details === null || next.endsAt === null || next.endsAt <= action.now) {
        return { ...next, isBoxShow: false, isPopupShow: false };
      }
      const show = SHOWS[action.type];
      return {
        ...next,
        isPopupShow: next.isPopupShow || show.popup,
        isBoxShow: next.isBoxShow || show.box,
      };
    }
    case 'hidePopup':
      return state.isPopupShow ? { ...state, isPopupShow: false } : state;
    case 'hideTimer':
      return state.isBoxShow ? { ...state, isBoxShow: false } : state;
    case 'hideBoth':
      return state.isPopupShow || state.isBoxShow
        ? { ...state, isPopupShow: false, isBoxShow: false }
        : state;
    case 'reset':
      return initialFlashSaleState;
  }
}
