import { GridIcon } from '../../components/icons';

interface CategoryTabsProps {
  readonly categories: readonly string[];
  readonly active: string;
  readonly onSelect: (category: string) => void;
  /** The element the tabs control. */
  readonly panelId: string;
}

/** Category tabs of the lobby (All Games plus one per subcategory). */
export function CategoryTabs({ categories, active, onSelect, panelId }: CategoryTabsProps) {
  return (
    <div className="category-tabs" role="tablist" aria-label="Game categories">
      {categories.map((category) => {
        const selected = category === active;
        return (
          <button
            key={category}
            type="button"
            role="tab"
            id={`tab-${category.replace(/\s+/g, '-').toLowerCase()}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'category-tab category-tab--active' : 'category-tab'}
            onClick={() => onSelect(category)}
          >
            <GridIcon size={18} />
            {category}
          </button>
        );
      })}
    </div>
  );
}
