import { useState } from 'react';
import { useLocation } from 'react-router';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { CATEGORY_NAMES, SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import { LobbyBanner } from './lobby-banner';
import { CategoryTabs } from './category-tabs';
import { GameSearch } from './game-search';
import { GamesShelf } from './games-shelf';
import { WelcomeSignUpPromo } from './welcome-sign-up-promo';
import './lobby.css';

interface LobbyLocationState {
  readonly focusSearch?: boolean;
}

/** The home screen: banner, category tabs, search and the games shelf. */
export function LobbyPage() {
  const location = useLocation();
  const focusSearch = (location.state as LobbyLocationState | null)?.focusSearch === true;
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [activeCategory, setActiveCategory] = useState<string>(CATEGORY_NAMES.allGames);

  return (
    <div className="lobby">
      <h1 className="visually-hidden">Lobby</h1>
      <LobbyBanner />
      <div className="lobby__toolbar">
        <CategoryTabs
          categories={[CATEGORY_NAMES.allGames]}
          active={activeCategory}
          onSelect={setActiveCategory}
          panelId="lobby-games"
        />
        <GameSearch
          value={search}
          onChange={setSearch}
          focusRequest={focusSearch ? location.key : null}
        />
      </div>
      <GamesShelf id="lobby-games" category={activeCategory} search={debouncedSearch} />
      <WelcomeSignUpPromo />
    </div>
  );
}
