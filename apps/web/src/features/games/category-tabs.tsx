import { useRef, type KeyboardEvent } from 'react';
import { GridIcon } from '../../components/icons';

export interface CategoryTab {
  readonly name: string;
  readonly iconUrl?: string | null;
}

interface CategoryTabsProps {
  readonly tabs: readonly CategoryTab[];
  readonly active: string;
  readonly onSelect: (name: string) => void;
  /** The element the tabs control. */
  readonly panelId: string;
}

/** The DOM id of a category's tab, for the panel's aria-labelledby. */
export const categoryTabId = (name: string): string =>
  `tab-${name.replace(/\s+/g, '-').toLowerCase()}`;

/** The tab a key moves to (arrows wrap around), or null for any other key. */
function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Category tabs of the lobby (All Games plus one per subcategory). Arrow
 * keys, Home and End move between tabs (WAI-ARIA tabs pattern).
 */
export function CategoryTabs({ tabs, active, onSelect, panelId }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.name === active);
    const next = tabAfterKey(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.name);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(categoryTabId(tab.name))}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      className="category-tabs"
      role="tablist"
      aria-label="Game categories"
      onKeyDown={onKeyDown}
    >
      {tabs.map(({ name, iconUrl }) => {
        const selected = name === active;
        return (
          <button
            key={name}
            type="button"
            role="tab"
            id={categoryTabId(name)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'category-tab category-tab--active' : 'category-tab'}
            onClick={() => onSelect(name)}
          >
            {iconUrl ? (
              <img className="category-tab__icon" src={iconUrl} alt="" width={22} height={22} />
            ) : (
              <GridIcon size={18} />
            )}
            {name}
          </button>
        );
      })}
    </div>
  );
}
