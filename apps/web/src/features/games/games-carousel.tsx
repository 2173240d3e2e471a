import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { TGameCard } from '@app/contracts/games';
import { ChevronLeftIcon, ChevronRightIcon, GridIcon } from '../../components/icons';
import { GameCard } from './game-card';
import { SectionHeading } from './section-heading';
import { useSlidesPerView } from './use-slides-per-view';

interface GamesCarouselProps {
  readonly title: string;
  readonly games: readonly TGameCard[];
  /** How many games the category holds (the carousel may show fewer). */
  readonly count?: number;
  readonly iconUrl?: string | null;
  /** The category page the view-all icon opens. */
  readonly viewAllTo: string;
}

interface Edges {
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

const EDGE_SLACK_PX = 4;

const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A featured category's games in one row: 8 per view on desktops, 4 under
 * 1024 px, 2 under 767 px (SPEC §2 Lobby). Arrows move a whole view; the row
 * also scrolls and snaps by touch. The view-all icon opens the category page.
 */
export function GamesCarousel({ title, games, count, iconUrl, viewAllTo }: GamesCarouselProps) {
  const headingId = useId();
  const trackId = useId();
  const perView = useSlidesPerView();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= EDGE_SLACK_PX;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - EDGE_SLACK_PX;
    // Unchanged edges keep the state as it is, so the row is not drawn again for nothing.
    setEdges((edges) =>
      edges.atStart === atStart && edges.atEnd === atEnd ? edges : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    track.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const move = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({
      left: direction * track.clientWidth,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const scrollable = games.length > perView;
  const style = { '--slides': perView } as CSSProperties;

  return (
    <section className="games-carousel" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} count={count ?? games.length} iconUrl={iconUrl}>
        {scrollable && (
          <>
            <button
              type="button"
              className="carousel-arrow"
              aria-label={`Previous ${title} games`}
              aria-controls={trackId}
              disabled={edges.atStart}
              onClick={() => move(-1)}
            >
              <ChevronLeftIcon size={18} />
            </button>
            <button
              type="button"
              className="carousel-arrow"
              aria-label={`Next ${title} games`}
              aria-controls={trackId}
              disabled={edges.atEnd}
              onClick={() => move(1)}
            >
              <ChevronRightIcon size={18} />
            </button>
          </>
        )}
        <Link
          to={viewAllTo}
          className="carousel-view-all"
          aria-label={`View all ${title}`}
          title={`View all ${title}`}
        >
          <GridIcon size={16} />
          <span className="carousel-view-all__text" aria-hidden="true">
            View all
          </span>
        </Link>
      </SectionHeading>
      <ul id={trackId} ref={trackRef} className="games-carousel__track" style={style}>
        {games.map((game, index) => (
          <li key={game.masterCasinoGameId} className="games-carousel__slide">
            <GameCard game={game} eager={index < perView} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Placeholder rows in the carousels' shape while the categories load. */
export function GamesCarouselSkeleton() {
  const perView = useSlidesPerView();
  const style = { '--slides': perView } as CSSProperties;
  return (
    <div className="games-carousel" aria-hidden="true">
      <div className="section-heading">
        <div className="section-heading__skeleton" />
      </div>
      <ul className="games-carousel__track" style={style}>
        {Array.from({ length: perView }, (_, index) => (
          <li key={index} className="games-carousel__slide">
            <div className="game-card game-card--skeleton">
              <div className="game-card__art" />
              <div className="game-card__name-skeleton" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
