import type { TPackage } from '@app/contracts/packages';
import type { FirstPurchaseBonus } from '../../lib/user';

const MINUTE_MS = 60_000;

/** What the offers of a package depend on about the player (SPEC §3 User). */
export interface OfferViewer {
  /** ISO instant of sign-up; the welcome offer counts from it. */
  readonly registrationDate?: string | null;
  readonly firstPurchaseBonus?: FirstPurchaseBonus | null;
}

/** The two time-limited offers of SPEC §4. */
export type OfferKind = 'welcome' | 'oneTime';

export interface PackageOffer {
  readonly kind: OfferKind;
  /** When the offer ends, ms since the epoch. */
  readonly endsAt: number;
}

const parseInstant = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/**
 * SPEC §4 Welcome offer: the package's minutes minus the minutes since the
 * player registered (fractional), or null when the package has no welcome
 * offer or the registration date is unknown.
 */
export function remainingWelcomeMinutes(
  pkg: TPackage,
  registrationDate: string | null | undefined,
  now: number,
): number | null {
  const minutes = pkg.welcomePurchaseBonusApplicableMinutes;
  if (!pkg.welcomePurchaseBonusApplicable || minutes === null) return null;
  const registeredAt = parseInstant(registrationDate);
  if (registeredAt === null) return null;
  return minutes - (now - registeredAt) / MINUTE_MS;
}

/** The welcome offer is shown only while its remaining minutes are above 0. */
export function isWelcomeOfferOpen(
  pkg: TPackage,
  registrationDate: string | null | undefined,
  now: number,
): boolean {
  const remaining = remainingWelcomeMinutes(pkg, registrationDate, now);
  return remaining !== null && remaining > 0;
}

/** SPEC §4 One-time offer: shown while validTill is in the future (null never ends, so no countdown). */
export function isOneTimeOfferOpen(pkg: TPackage, now: number): boolean {
  const validTill = parseInstant(pkg.validTill);
  return pkg.oneTimePurchaseBonusApplicable && validTill !== null && validTill > now;
}

/**
 * The running time-limited offer of a package for this player, with its end:
 * the welcome window or the one-time validTill; the sooner one when a package
 * carries both. Null when neither runs.
 */
export function packageOffer(pkg: TPackage, viewer: OfferViewer, now: number): PackageOffer | null {
  const offers: PackageOffer[] = [];
  if (isWelcomeOfferOpen(pkg, viewer.registrationDate, now)) {
    const registeredAt = parseInstant(viewer.registrationDate) ?? now;
    const minutes = pkg.welcomePurchaseBonusApplicableMinutes ?? 0;
    offers.push({ kind: 'welcome', endsAt: registeredAt + minutes * MINUTE_MS });
  }
  if (isOneTimeOfferOpen(pkg, now)) {
    offers.push({ kind: 'oneTime', endsAt: parseInstant(pkg.validTill) ?? now });
  }
  return offers.reduce<PackageOffer | null>(
    (soonest, offer) => (soonest === null || offer.endsAt < soonest.endsAt ? offer : soonest),
    null,
  );
}

/**
 * Whether the player can be sold the package now. A welcome package is sold
 * only inside the player's welcome window and a one-time package only until
 * validTill (the server decides again when the purchase starts); every other
 * package always is.
 */
export function isPackageOnSale(pkg: TPackage, viewer: OfferViewer, now: number): boolean {
  if (
    pkg.welcomePurchaseBonusApplicable &&
    !isWelcomeOfferOpen(pkg, viewer.registrationDate, now)
  ) {
    return false;
  }
  const validTill = parseInstant(pkg.validTill);
  return validTill === null || validTill > now;
}

/**
 * The first-purchase bonus percent a package shows ('+50% first purchase
 * bonus'): the package is first-purchase applicable and the player's bonus is
 * unclaimed. Null otherwise, or when the bonus is 0 %.
 */
export function firstPurchaseBonusPercent(pkg: TPackage, viewer: OfferViewer): number | null {
  const bonus = viewer.firstPurchaseBonus;
  if (!pkg.firstPurchaseApplicable || !bonus || bonus.isClaimed || bonus.percentage <= 0) {
    return null;
  }
  return bonus.percentage;
}

/** A package together with its running offer. */
export interface OfferedPackage {
  readonly pkg: TPackage;
  readonly offer: PackageOffer;
}

/** The player's offer that ends first among the packages (the flash sale's), or null. */
export function soonestOffer(
  packages: readonly TPackage[],
  viewer: OfferViewer,
  now: number,
): OfferedPackage | null {
  let soonest: OfferedPackage | null = null;
  for (const pkg of packages) {
    const offer = packageOffer(pkg, viewer, now);
    if (offer && (soonest === null || offer.endsAt < soonest.offer.endsAt)) {
      soonest = { pkg, offer };
    }
  }
  return soonest;
}

/** How the store names each offer on its badge. */
export const OFFER_LABELS: Readonly<Record<OfferKind, string>> = {
  welcome: 'Welcome offer',
  oneTime: 'One-time offer',
};
