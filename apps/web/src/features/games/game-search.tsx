import { useEffect, useRef } from 'react';
import { SearchIcon } from '../../components/icons';

interface GameSearchProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Changes (e.g. to the navigation key) when the search box should take focus. */
  readonly focusRequest?: string | null;
}

/** The lobby's search box; the lobby debounces what is typed (300 ms). */
export function GameSearch({ value, onChange, focusRequest = null }: GameSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusRequest) inputRef.current?.focus();
  }, [focusRequest]);

  return (
    <form className="game-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="game-search-input" className="visually-hidden">
        Search games
      </label>
      <SearchIcon className="game-search__icon" size={18} />
      <input
        ref={inputRef}
        id="game-search-input"
        className="game-search__input"
        type="search"
        placeholder="Search games"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
