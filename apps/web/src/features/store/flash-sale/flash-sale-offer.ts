import { OFFER_TEXTS } from '@app/contracts/payments';
import type { OfferedPackage } from '../package-offers';
import type { FlashSaleOffer } from './flash-sale-reducer';

const MINUTE_MS = 60_000;

/**
 * The flash sale of a player's soonest-ending offer: SPEC §4 gives the time
 * in minutes and both offers the same title and description.
 */
export function toFlashSaleOffer({ pkg, offer }: OfferedPackage, now: number): FlashSaleOffer {
  return {
    countdownMinutes: Math.max(0, offer.endsAt - now) / MINUTE_MS,
    title: OFFER_TEXTS.title,
    description: OFFER_TEXTS.description,
    details: { kind: offer.kind, pkg },
  };
}

/** Whether the flash sale already holds this offer (same package object and deadline). */
export function holdsOffer(
  held: { details: FlashSaleOffer['details'] | null; endsAt: number | null },
  { pkg, offer }: OfferedPackage,
): boolean {
  return (
    held.details !== null &&
    held.details.pkg === pkg &&
    held.details.kind === offer.kind &&
    held.endsAt !== null &&
    // The countdown is kept in whole seconds, so its deadline may be off by half a second.
    Math.abs(held.endsAt - offer.endsAt) < 1000
  );
}
