import { useId } from 'react';
import { SparkleIcon } from '../../components/icons';
import { ListEmpty } from '../../components/list-empty';
import { PromoBanner } from '../../components/promo-banner';
import { useVisibleBanners } from '../../lib/get-banners';
import { usePromotions } from './api/get-promotions';
import { PromotionCard } from './promotion-card';
import './promotions.css';

/**
 * /promotions-page (SPEC §2): the promotionPage banners, then every promotion running now
 * (decision 059). The page popup opens after 2 s from the app shell (PagePopups), as on the
 * store, reward and VIP pages.
 */
export function PromotionsPage() {
  const headingId = useId();
  const { banners } = useVisibleBanners('promotionPage');
  const promotions = usePromotions();
  const list = promotions.data ?? [];
  return (
    <section className="promotions-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="promotions-page__title">
        Promotions
      </h1>
      {banners.map((banner, index) => (
        <PromoBanner key={banner.bannerId} banner={banner} priority={index === 0} />
      ))}
      {promotions.isError ? (
        <ListEmpty
          role="alert"
          title="Promotions could not be loaded"
          hint="Please try again."
          icon={<SparkleIcon size={32} />}
        >
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void promotions.refetch()}
          >
            Try again
          </button>
        </ListEmpty>
      ) : promotions.isPending ? (
        <p className="promotions-page__loading" role="status">
          Loading promotions…
        </p>
      ) : list.length === 0 ? (
        <ListEmpty
          role="status"
          title="No promotions are running right now"
          hint="New offers appear here: check back soon."
          icon={<SparkleIcon size={32} />}
        />
      ) : (
        <div className="promotions-page__list">
          {list.map((promotion, index) => (
            <PromotionCard
              key={promotion.promotionId}
              promotion={promotion}
              priority={index === 0 && banners.length === 0}
            />
          ))}
        </div>
      )}
    </section>
  );
}
