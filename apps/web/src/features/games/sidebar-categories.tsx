import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { SPECIAL_CATEGORIES } from '@app/contracts/constants';
import { CasinoChipIcon, ChevronDownIcon, ClockIcon, HeartIcon } from '../../components/icons';
import { categoryPath } from '../../lib/paths';
import { selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import { useSubCategories } from './api/get-sub-categories';
import './sidebar-categories.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'side-link is-active' : 'side-link';

/**
 * The sidebar's games (SPEC §2 Navigation chrome): Recently Played and
 * Favorite Games for signed-in players, then the category list (the
 * sidebar variant, without the scratchers category) under the 'Social
 * Casino' accordion. Rendered as list items of the sidebar's link list.
 */
export function SidebarCategories({ onNavigate }: { readonly onNavigate: () => void }) {
  const listId = useId();
  const [open, setOpen] = useState(true);
  const isSignedIn = useUiStore(selectIsSignedIn);
  const { data: categories = [] } = useSubCategories({ isSidebar: true });

  return (
    <>
      {isSignedIn && (
        <>
          <li>
            <NavLink
              to={categoryPath(SPECIAL_CATEGORIES.RECENTLY_PLAYED)}
              className={linkClass}
              onClick={onNavigate}
            >
              <ClockIcon size={18} />
              {SPECIAL_CATEGORIES.RECENTLY_PLAYED}
            </NavLink>
          </li>
          <li>
            <NavLink
              to={categoryPath(SPECIAL_CATEGORIES.FAVORITE_GAMES)}
              className={linkClass}
              onClick={onNavigate}
            >
              <HeartIcon size={18} />
              {SPECIAL_CATEGORIES.FAVORITE_GAMES}
            </NavLink>
          </li>
        </>
      )}
      <li className="sidebar-casino">
        <button
          type="button"
          className="side-link sidebar-casino__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <CasinoChipIcon size={18} />
          Social Casino
          <ChevronDownIcon className="sidebar-casino__chevron" size={16} />
        </button>
        <ul id={listId} className="sidebar-casino__list" hidden={!open}>
          {categories.map((category) => (
            <li key={category.masterGameSubCategoryId}>
              <NavLink
                to={categoryPath(category.name.EN)}
                className={linkClass}
                onClick={onNavigate}
              >
                {category.imageUrl ? (
                  <img
                    className="sidebar-casino__icon"
                    src={category.imageUrl}
                    alt=""
                    width={20}
                    height={20}
                  />
                ) : (
                  <CasinoChipIcon size={18} />
                )}
                {category.name.EN}
              </NavLink>
            </li>
          ))}
        </ul>
      </li>
    </>
  );
}
