import { useDeferredValue, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SPECIAL_CATEGORIES } from '@app/contracts/constants';
import { categoryPath } from '../../lib/paths';
import { ListEmpty } from '../../components/list-empty';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useShownInSteps } from '../../lib/use-shown-in-steps';
import { useRecentlyPlayed } from './api/get-recently-played';
import { useSubCategories, type SubCategory } from './api/get-sub-categories';
import { categoryListing } from './category-listing';
import { CategoryTabs, categoryTabId } from './category-tabs';
import { GameGrid } from './game-grid';
import { gamesOfPages } from './game-pages';
import { GameSearch } from './game-search';
import { GamesCarousel, GamesCarouselSkeleton } from './games-carousel';
import { NO_GAMES_TEXT, PagedGameGrid } from './paged-game-grid';
import { SectionHeading } from './section-heading';
import { useCategoryGames } from './use-category-games';
import { useViewer } from './use-viewer';
import './games.css';

interface LobbyLocationState {
  readonly focusSearch?: boolean;
}

const PANEL_ID = 'lobby-games';

/** Search results within the active tab's category: a flat grid, 16 at a time. */
function SearchResults({ subCategoryName, search }: { subCategoryName: string; search: string }) {
  const headingId = useId();
  const query = useCategoryGames(categoryListing(subCategoryName), search);
  const count = query.data?.pages[0]?.count;
  return (
    <section className="games-section" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={`Results for “${search}”`} count={count} />
      <PagedGameGrid query={query} emptyHint="Check the spelling or try another game name." />
    </section>
  );
}

/** One category's games from the catalogue answer, with the link to its page. */
function CategoryShelf({ category }: { category: SubCategory }) {
  const headingId = useId();
  const name = category.name.EN;
  return (
    <section className="games-section" aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        title={name}
        count={category.subCategoryGames.length}
        iconUrl={category.imageUrl}
      />
      {category.subCategoryGames.length > 0 ? (
        <GameGrid games={category.subCategoryGames} />
      ) : (
        <ListEmpty role="status" title={NO_GAMES_TEXT} />
      )}
    </section>
  );
}

/** The signed-in player's last games, first in the lobby when there are any. */
function RecentlyPlayedCarousel({ viewer }: { viewer: string }) {
  const { data } = useRecentlyPlayed(viewer);
  const games = data ? gamesOfPages(data.pages) : [];
  if (games.length === 0) return null;
  return (
    <GamesCarousel
      title={SPECIAL_CATEGORIES.RECENTLY_PLAYED}
      games={games}
      count={data?.pages[0]?.count}
      viewAllTo={categoryPath(SPECIAL_CATEGORIES.RECENTLY_PLAYED)}
    />
  );
}

/** The carousels that fill a first screen: the others render after it. */
const FIRST_CAROUSELS = 2;

/** Every featured category in a carousel of its own. */
function FeaturedCarousels({ categories }: { categories: readonly SubCategory[] }) {
  const viewer = useViewer();
  const featured = categories.filter(
    (category) => category.isFeatured && category.subCategoryGames.length > 0,
  );
  // The first screen's carousels at once, the ones below it a task later each (decision 062).
  const shown = useShownInSteps(featured.length, FIRST_CAROUSELS, 1);
  return (
    <>
      {viewer && <RecentlyPlayedCarousel viewer={viewer} />}
      {featured.slice(0, shown).map((category) => (
        <GamesCarousel
          key={category.masterGameSubCategoryId}
          title={category.name.EN}
          games={category.subCategoryGames}
          iconUrl={category.imageUrl}
          viewAllTo={categoryPath(category.name.EN)}
        />
      ))}
    </>
  );
}

/**
 * The lobby's games (SPEC §2 Lobby): category tabs (All Games plus one per
 * subcategory), the search box (debounced 300 ms; a search shows a flat
 * grid of results) and, on All Games, the featured category carousels.
 */
export function GameCatalogue() {
  const location = useLocation();
  const focusSearch = (location.state as LobbyLocationState | null)?.focusSearch === true;
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [activeTab, setActiveTab] = useState<string>(SPECIAL_CATEGORIES.ALL_GAMES);
  const categories = useSubCategories();
  // The carousels are the lobby's largest render: the previous answer stays on screen while a
  // new one renders (FeaturedCarousels renders them a few per task).
  const shown = useDeferredValue(categories.data);

  const list = shown ?? [];
  const tabs = [
    { name: SPECIAL_CATEGORIES.ALL_GAMES },
    ...list.map((category) => ({ name: category.name.EN, iconUrl: category.imageUrl })),
  ];
  const activeCategory = list.find((category) => category.name.EN === activeTab);
  const selectedTab = activeCategory ? activeTab : SPECIAL_CATEGORIES.ALL_GAMES;

  let panel;
  if (debouncedSearch) {
    panel = <SearchResults subCategoryName={selectedTab} search={debouncedSearch} />;
  } else if (activeCategory) {
    panel = <CategoryShelf category={activeCategory} />;
  } else if (categories.isPending || (categories.isSuccess && shown === undefined)) {
    panel = (
      <>
        <GamesCarouselSkeleton />
        <GamesCarouselSkeleton />
      </>
    );
  } else if (categories.isError) {
    panel = (
      <ListEmpty role="alert" title="Games could not be loaded.">
        <button type="button" className="btn btn--ghost" onClick={() => void categories.refetch()}>
          Try again
        </button>
      </ListEmpty>
    );
  } else {
    panel = <FeaturedCarousels categories={list} />;
  }

  return (
    <div className="game-catalogue">
      <div className="game-catalogue__toolbar">
        <CategoryTabs tabs={tabs} active={selectedTab} onSelect={setActiveTab} panelId={PANEL_ID} />
        <GameSearch
          value={search}
          onChange={setSearch}
          focusRequest={focusSearch ? location.key : null}
        />
      </div>
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={categoryTabId(selectedTab)}
        className="game-catalogue__panel"
      >
        {panel}
      </div>
    </div>
  );
}
