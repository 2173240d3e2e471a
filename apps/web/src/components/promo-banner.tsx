import { Link } from 'react-router';
import type { TBanner } from '@app/contracts/content';
import { bannerAction } from '../lib/banner-action';
import { openModal, selectIsSignedIn, useUiStore } from '../lib/ui-store';
import './promo-banner.css';

/** Below the sm breakpoint (SPEC §9) the banner's mobile artwork is used. */
const MOBILE_MEDIA = '(max-width: 766.98px)';

function BannerButton({ banner }: { banner: TBanner }) {
  const isSignedIn = useUiStore(selectIsSignedIn);
  const action = bannerAction(banner, isSignedIn);
  if (action.kind === 'navigate') {
    return (
      <Link className="btn btn--primary btn--lg promo-banner__action" to={action.to}>
        {banner.btnText}
      </Link>
    );
  }
  if (action.kind === 'signUp') {
    return (
      <button
        type="button"
        className="btn btn--primary btn--lg promo-banner__action"
        onClick={() => openModal('signup')}
      >
        {banner.btnText}
      </button>
    );
  }
  return null;
}

/**
 * One promotional banner (SPEC §3 Banner): the campaign artwork with
 * textOne as the eyebrow, textTwo as the headline, textThree as the small
 * print and the button of btnText / btnRedirection.
 */
export function PromoBanner({
  banner,
  priority = true,
}: {
  readonly banner: TBanner;
  /** The page's first banner is usually its largest paint: fetch it first; later slides wait. */
  readonly priority?: boolean;
}) {
  return (
    <div className="promo-banner">
      <picture className="promo-banner__art">
        {banner.mobileImageUrl && <source media={MOBILE_MEDIA} srcSet={banner.mobileImageUrl} />}
        <img
          src={banner.desktopImageUrl}
          alt=""
          draggable={false}
          fetchPriority={priority ? 'high' : 'low'}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
        />
      </picture>
      <div className="promo-banner__content">
        {banner.textOne && <p className="promo-banner__eyebrow">{banner.textOne}</p>}
        {banner.textTwo && <h2 className="promo-banner__title">{banner.textTwo}</h2>}
        {banner.textThree && <p className="promo-banner__text">{banner.textThree}</p>}
        <BannerButton banner={banner} />
      </div>
    </div>
  );
}
