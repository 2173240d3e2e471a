import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { TBanner } from '@app/contracts/content';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { PromoBanner } from '../../components/promo-banner';
import { useVisibleBanners } from '../../lib/get-banners';
import { LobbyBanner } from './lobby-banner';
import { SLIDE_INTERVAL_MS, SWIPE_THRESHOLD_PX, nextSlide, previousSlide } from './slider-index';
import { useReducedMotion } from './use-reduced-motion';

function Slider({ banners }: { banners: readonly TBanner[] }) {
  const count = banners.length;
  const [chosen, setChosen] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const swipeStart = useRef<number | null>(null);
  // The list changes when the player signs in or out; stay on a slide that exists.
  const current = chosen % count;
  const autoAdvance = count > 1 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!autoAdvance) return;
    const timer = setInterval(
      () => setChosen((index) => nextSlide(index % count, count)),
      SLIDE_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [autoAdvance, count, current]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) < SWIPE_THRESHOLD_PX) return;
    setChosen(distance < 0 ? nextSlide(current, count) : previousSlide(current, count));
  };

  return (
    <section
      className="banner-slider"
      aria-roledescription="carousel"
      aria-label="Promotions"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="banner-slider__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          className="banner-slider__track"
          style={{ transform: `translateX(${current * -100}%)` }}
        >
          {banners.map((banner, index) => (
            <div
              key={banner.bannerId}
              className="banner-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={index !== current}
              inert={index !== current}
            >
              <PromoBanner banner={banner} priority={index === 0} />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner-slider__arrow banner-slider__arrow--prev"
            aria-label="Previous promotion"
            onClick={() => setChosen(previousSlide(current, count))}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="banner-slider__arrow banner-slider__arrow--next"
            aria-label="Next promotion"
            onClick={() => setChosen(nextSlide(current, count))}
          >
            <ChevronRightIcon />
          </button>
          <div className="banner-slider__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                className={
                  index === current ? 'banner-slider__dot is-active' : 'banner-slider__dot'
                }
                aria-label={`Show promotion ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setChosen(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The lobby's promotional banner (SPEC §2 Lobby): the lobbySlider banners
 * the viewer may see, advancing on their own, with arrows and dots; the
 * house hero when there are none.
 */
export function BannerSlider() {
  const { banners, isPending } = useVisibleBanners('lobbySlider');
  if (isPending) return <div className="banner-slider banner-slider--loading" aria-hidden="true" />;
  if (banners.length === 0) return <LobbyBanner />;
  return <Slider banners={banners} />;
}
