import { useId } from 'react';
import { Link } from 'react-router';
import type { TPromotion } from '@app/contracts/promotions';
import { describeDuration, formatOfferCountdown } from '../store/countdown';
import { useNow } from '../store/use-now';
import { ctaPath, promotionTiming } from './promotion-timing';

/** Below the sm breakpoint (SPEC §9) the mobile art is used. */
const MOBILE_MEDIA = '(max-width: 766.98px)';

function Timing({ promotion }: { readonly promotion: TPromotion }) {
  const counting = Boolean(promotion.startsAt || promotion.endsAt);
  const timing = promotionTiming(promotion, useNow(counting));
  if (timing.kind === 'none') return null;
  if (timing.kind === 'ended')
    return <p className="promotion-card__timing">This promotion has ended</p>;
  if (timing.kind === 'endsOn') return <p className="promotion-card__timing">Ends {timing.date}</p>;
  const label = timing.kind === 'endsIn' ? 'Ends in' : 'Starts in';
  return (
    <p className="promotion-card__timing">
      {label}{' '}
      <time aria-hidden="true" className="promotion-card__countdown">
        {formatOfferCountdown(timing.seconds)}
      </time>
      <span className="visually-hidden">{describeDuration(timing.seconds)}</span>
    </p>
  );
}

/** One promotion: art, title, short text, its time, the call to action and the terms. */
export function PromotionCard({
  promotion,
  priority,
}: {
  readonly promotion: TPromotion;
  readonly priority: boolean;
}) {
  const titleId = useId();
  return (
    <article className="promotion-card" aria-labelledby={titleId}>
      <picture className="promotion-card__art">
        {promotion.mobileImageUrl && (
          <source media={MOBILE_MEDIA} srcSet={promotion.mobileImageUrl} />
        )}
        <img
          src={promotion.desktopImageUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      </picture>
      <div className="promotion-card__body">
        <h2 id={titleId} className="promotion-card__title">
          {promotion.title}
        </h2>
        <p className="promotion-card__text">{promotion.shortText}</p>
        <Timing promotion={promotion} />
        <Link className="btn btn--primary promotion-card__cta" to={ctaPath(promotion)}>
          {promotion.ctaText}
        </Link>
        <details className="promotion-card__terms">
          <summary>Terms and conditions</summary>
          <p>{promotion.terms}</p>
        </details>
      </div>
    </article>
  );
}
