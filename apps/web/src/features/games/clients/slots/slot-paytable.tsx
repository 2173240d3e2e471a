import type { SlotConfig } from '@app/games/slot-engine';
import { SlotSymbolArt } from './slot-symbols';

/** The Info panel's paytable: each symbol with what 3, 4 and 5 in a row pay. */
export function SlotPaytable({ config }: { config: SlotConfig }) {
  const scatterWins = config.scatterPays
    .map((pay, count) => ({ pay, count }))
    .filter(({ pay }) => pay > 0);
  return (
    <section className="slot-paytable" aria-label="Paytable">
      <h3 className="gc-panel__heading">Paytable</h3>
      <p className="gc-panel__hint">
        Line pays are multiples of the line bet (the total bet ÷ {config.paylines.length}); scatter
        pays are multiples of the total bet.
      </p>
      <ul className="slot-paytable__list">
        {config.symbols.map((symbol) => (
          <li key={symbol.key} className={`slot-paytable__item gc-theme--${config.themeKey}`}>
            <span className="slot-paytable__art">
              <SlotSymbolArt theme={config.themeKey} symbol={symbol.key} />
            </span>
            <span className="slot-paytable__name">
              {symbol.name}
              {symbol.kind !== 'regular' && (
                <span className="slot-paytable__kind">
                  {symbol.kind === 'wild' ? 'Wild' : 'Scatter'}
                </span>
              )}
            </span>
            <span className="slot-paytable__pays">
              {symbol.kind === 'scatter'
                ? scatterWins.map(({ count, pay }) => (
                    <span key={count}>
                      {count}× <b>{pay}x bet</b>
                    </span>
                  ))
                : symbol.pays
                  ? [5, 4, 3].map((count) => (
                      <span key={count}>
                        {count}× <b>{symbol.pays?.[count - 3]}</b>
                      </span>
                    ))
                  : 'Substitutes'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
