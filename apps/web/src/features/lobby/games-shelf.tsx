interface GamesShelfProps {
  readonly id: string;
  readonly category: string;
  readonly search: string;
}

const PLACEHOLDER_TILES = 8;

/**
 * Where the games of the chosen category will be listed. Until the games
 * catalogue is connected it shows dealt-out card backs and a short note.
 */
export function GamesShelf({ id, category, search }: GamesShelfProps) {
  return (
    <section id={id} className="games-shelf" role="tabpanel" aria-labelledby="games-shelf-title">
      <header className="games-shelf__header">
        <h2 id="games-shelf-title" className="games-shelf__title">
          {category}
        </h2>
      </header>
      <p className="games-shelf__note" role="status">
        {search
          ? `No games match “${search}” yet. New games are being added soon.`
          : 'Our games are being dealt. They will appear here very soon.'}
      </p>
      <ul className="games-shelf__grid" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
          <li key={index} className="game-tile game-tile--placeholder">
            <span className="game-tile__suit">{['♠', '♥', '♦', '♣'][index % 4]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
