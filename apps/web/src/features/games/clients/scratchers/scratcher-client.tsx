import { useEffect, useRef, useState } from 'react';
import {
  isScratcherThemeKey,
  SCRATCHER_CONFIGS,
  SCRATCHER_INFO,
  type ScratcherRoundResult,
  type ScratcherThemeKey,
} from '@app/games/scratchers';
import type { CoinType } from '../../../../lib/ui-store';
import { usePlayRound } from '../shared/api/play-round';
import { decimalOf, formatCoinAmount, formatHundredths, hundredthsOf } from '../shared/amounts';
import { BetStepper } from '../shared/bet-stepper';
import type { GameClientProps } from '../shared/client-props';
import { GameFrame } from '../shared/game-frame';
import { toastGameError } from '../shared/game-error';
import { playSound } from '../shared/sound/sound-engine';
import { useBet } from '../shared/use-bet';
import { useCoinSwitch } from '../shared/use-coin-switch';
import { CELLS } from './scratch-coverage';
import { ScratchFoil } from './scratch-foil';
import { ScratchArtDefs, ScratchSymbol } from './scratch-symbols';
import { verifyScratcherRound } from './verify-scratcher-round';
import './scratchers.css';

const ALL_CELLS: ReadonlySet<number> = new Set(Array.from({ length: CELLS }, (_, i) => i));
const NONE: ReadonlySet<number> = new Set();

interface Card {
  readonly result: ScratcherRoundResult;
  readonly payout: number;
  readonly coin: CoinType;
}

const TAGLINES: Record<ScratcherThemeKey, string> = {
  lucky7s: 'Match 3 symbols to win up to 1,000x',
  goldrush: 'Strike it rich: match 3 to win up to 500x',
};

/** A 3x3 scratch card: buy, scratch with a finger or mouse (or Reveal All), match three to win. */
export function ScratcherClient({ game }: GameClientProps) {
  const theme: ScratcherThemeKey = isScratcherThemeKey(game.themeKey) ? game.themeKey : 'lucky7s';
  const config = SCRATCHER_CONFIGS[theme];
  const choice = useBet('scratcher');
  const play = usePlayRound<ScratcherRoundResult>(game.gameId);
  const [card, setCard] = useState<Card | null>(null);
  const [cardKey, setCardKey] = useState(0);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(NONE);
  const lastScratchSound = useRef(0);
  const names = Object.fromEntries(config.prizes.map((prize) => [prize.symbol, prize.name]));

  const finished = card !== null && revealed.size === CELLS;
  const scratching = card !== null && !finished;
  // A scratched card's prize was in the other coin: a switch puts it away. A card still being
  // scratched stays, in its own coin.
  useCoinSwitch(() => {
    if (scratching) return;
    setCard(null);
    setRevealed(NONE);
    setCardKey((key) => key + 1);
  });

  useEffect(() => {
    if (!finished || !card) return;
    playSound(card.result.prize ? (card.result.prize.multiplier >= 10 ? 'bigWin' : 'win') : 'lose');
  }, [finished, card]);

  const buy = () => {
    playSound('coin');
    play.mutate(
      { coinType: choice.coin, bet: decimalOf(choice.bet) },
      {
        onSuccess: (round) => {
          setCard({
            result: round.outcome,
            payout: hundredthsOf(round.payout),
            coin: round.coinType,
          });
          setRevealed(NONE);
          setCardKey((key) => key + 1);
        },
        onError: toastGameError,
      },
    );
  };

  const reveal = (cells: readonly number[]) => {
    setRevealed((current) => new Set([...current, ...cells]));
    playSound('flip');
  };

  const winning = new Set(finished ? (card?.result.winningCells ?? []) : []);
  const prize = card?.result.prize ?? null;

  return (
    <GameFrame
      game={game}
      info={SCRATCHER_INFO[theme]}
      verify={verifyScratcherRound}
      className={`gc--scratcher gc-theme--${theme}`}
    >
      <ScratchArtDefs />
      <div className="scratch-layout">
        <div className="scratch-card">
          <header className="scratch-card__head">
            <p className="scratch-card__brand">{theme === 'lucky7s' ? 'Lucky 7s' : 'Gold Rush'}</p>
            <p className="scratch-card__tag">{TAGLINES[theme]}</p>
          </header>
          <div className="scratch-card__play">
            <ol className="scratch-grid" aria-label="Scratch card">
              {Array.from({ length: CELLS }, (_, cell) => {
                const symbol = card?.result.cells[cell];
                const shown = symbol !== undefined && revealed.has(cell);
                return (
                  <li
                    key={cell}
                    className={[
                      'scratch-cell',
                      shown ? 'is-shown' : '',
                      winning.has(cell) ? 'is-win' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    aria-label={shown ? names[symbol] : 'Covered'}
                  >
                    {symbol !== undefined && <ScratchSymbol symbol={symbol} />}
                  </li>
                );
              })}
            </ol>
            <ScratchFoil
              theme={theme}
              cardKey={cardKey}
              active={scratching}
              cleared={finished}
              revealed={revealed}
              onReveal={reveal}
              onScratch={() => {
                const now = performance.now();
                if (now - lastScratchSound.current > 70) {
                  lastScratchSound.current = now;
                  playSound('scratch', 0.85 + (Math.floor(now) % 5) * 0.06);
                }
              }}
            />
            {!card && (
              <div className="scratch-card__prompt" aria-hidden="true">
                <span>Buy a card to play</span>
              </div>
            )}
          </div>
          {finished && card ? (
            <div
              className={prize ? 'scratch-card__result is-win' : 'scratch-card__result'}
              role="status"
            >
              <span className="scratch-card__result-title">
                {prize ? `You won · ${prize.name} × 3` : 'No win this time'}
              </span>
              <strong className="scratch-card__result-amount">
                {prize ? formatCoinAmount(card.payout, card.coin) : 'Better luck on the next card'}
              </strong>
            </div>
          ) : (
            <p className="scratch-card__foot" aria-live="polite">
              {scratching
                ? `Scratch the foil · ${revealed.size} of ${CELLS} revealed`
                : `Card price ${formatCoinAmount(choice.bet, choice.coin)}`}
            </p>
          )}
        </div>

        <section className="scratch-prizes" aria-label="Prizes">
          <h3 className="scratch-prizes__title">Prizes · match 3</h3>
          <ul className="scratch-prizes__list">
            {config.prizes.map((item) => (
              <li
                key={item.symbol}
                className={prize?.symbol === item.symbol && finished ? 'is-win' : undefined}
              >
                <ScratchSymbol symbol={item.symbol} />
                <span className="scratch-prizes__name">{item.name}</span>
                <span className="scratch-prizes__pay">
                  {formatHundredths(choice.bet * item.multiplier)}
                  <small>{item.multiplier}x</small>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="gc-controls">
        <BetStepper choice={choice} disabled={scratching || play.isPending} label="Card price" />
        <button
          type="button"
          className="gc-secondary"
          disabled={!scratching}
          onClick={() => {
            reveal([...ALL_CELLS]);
          }}
        >
          Reveal All
        </button>
        <button
          type="button"
          className="gc-action"
          disabled={scratching || play.isPending}
          onClick={buy}
        >
          {play.isPending && <span className="gc-spinner" aria-hidden="true" />}
          Buy card
        </button>
      </div>
    </GameFrame>
  );
}
