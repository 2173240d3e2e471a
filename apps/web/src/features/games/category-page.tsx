import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon, HeartIcon } from '../../components/icons';
import { ListEmpty } from '../../components/list-empty';
import { PromoBanner } from '../../components/promo-banner';
import { useVisibleBanners } from '../../lib/get-banners';
import { PATHS } from '../../lib/paths';
import { openModal } from '../../lib/ui-store';
import { categoryListing, isScratchersListing, needsSignIn } from './category-listing';
import { PagedGameGrid } from './paged-game-grid';
import { SectionHeading } from './section-heading';
import { useCategoryGames } from './use-category-games';
import { useViewer } from './use-viewer';
import './games.css';

/** The scratchers category's banner (SPEC §3 Banner, pageName scratchersPage). */
function ScratchersBanner() {
  const { banners } = useVisibleBanners('scratchersPage');
  const banner = banners[0];
  return banner ? (
    <div className="category-page__banner">
      <PromoBanner banner={banner} />
    </div>
  ) : null;
}

/** Favourites and recently played belong to a player: a visitor is asked to log in. */
function SignInPrompt({ title }: { title: string }) {
  return (
    <ListEmpty
      icon={<HeartIcon size={28} />}
      title={`Log in to see your ${title}`}
      hint="Your favourite and recently played games are kept with your account."
    >
      <button type="button" className="btn btn--primary" onClick={() => openModal('login')}>
        Login
      </button>
    </ListEmpty>
  );
}

const EMPTY_HINTS = {
  favorites: 'Tap the heart on any game to keep it here.',
  recentlyPlayed: 'Games you play will show up here.',
  category: 'New games are added all the time. Have a look in the lobby.',
} as const;

/**
 * /games/category/{subCategoryName}: every game of a category (or the
 * player's Favorite Games or Recently Played), 16 at a time with infinite
 * scroll; the scratchers category leads with its banner.
 */
export function CategoryPage() {
  const { subCategoryName = '' } = useParams();
  const listing = categoryListing(subCategoryName);
  const viewer = useViewer();
  const headingId = useId();
  const query = useCategoryGames(listing);
  const locked = needsSignIn(listing) && viewer === null;
  const count = locked ? undefined : query.data?.pages[0]?.count;

  return (
    <section className="category-page" aria-labelledby={headingId}>
      <Link to={PATHS.home} className="back-link category-page__back">
        <ArrowLeftIcon size={18} /> Back to Lobby
      </Link>
      <SectionHeading id={headingId} level={1} title={listing.title} count={count} />
      {isScratchersListing(listing) && <ScratchersBanner />}
      {locked ? (
        <SignInPrompt title={listing.title} />
      ) : (
        <PagedGameGrid query={query} emptyHint={EMPTY_HINTS[listing.kind]} />
      )}
    </section>
  );
}
