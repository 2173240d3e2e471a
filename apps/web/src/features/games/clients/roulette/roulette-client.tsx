import { useRef, useState } from 'react';
import { colorOf, info, type RouletteRoundResult } from '@app/games/roulette';
import { notify } from '../../../../lib/toast';
import type { CoinType } from '../../../../lib/ui-store';
import { usePlayRound } from '../shared/api/play-round';
import { decimalOf, formatCoinAmount, hundredthsOf } from '../shared/amounts';
import { BET_TABLES } from '../shared/bet-limits';
import type { GameClientProps } from '../shared/client-props';
import { GameFrame } from '../shared/game-frame';
import { toastGameError } from '../shared/game-error';
import { playSound } from '../shared/sound/sound-engine';
import { useCoinSwitch } from '../shared/use-coin-switch';
import { useReducedMotion, wait } from '../shared/use-reduced-motion';
import {
  apiBets,
  spotName,
  spotOf,
  stakesBySpot,
  totalStake,
  winningSpots,
  type Chip,
  type SpotKey,
} from './roulette-bets';
import { RouletteBoard } from './roulette-board';
import { ChipTray } from './roulette-chips';
import { RouletteWheel, type RouletteWheelHandle } from './roulette-wheel';
import { verifyRouletteRound } from './verify-roulette-round';
import './roulette.css';

interface SpinResult {
  readonly result: RouletteRoundResult;
  readonly payout: number;
  readonly coin: CoinType;
}

const NONE: ReadonlySet<SpotKey> = new Set();

/** European roulette: chips on the table, a spin of the wheel, wins per bet. */
export function RouletteClient({ game }: GameClientProps) {
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<SpinResult | null>(null);
  // The last spin's wins were in the other coin: a switch clears them (a spin under way ends in its own).
  const coin = useCoinSwitch(() => {
    if (!spinning) setShown(null);
  });
  const reducedMotion = useReducedMotion();
  const table = BET_TABLES.roulette;
  const chipValues = table.steps[coin];
  const [chipIndex, setChipIndex] = useState(0);
  // Chips belong to the coin they were placed in: switching GC/SC clears the table.
  const [placed, setPlaced] = useState<{ coin: CoinType; chips: readonly Chip[] }>({
    coin,
    chips: [],
  });
  const [previous, setPrevious] = useState<{ coin: CoinType; chips: readonly Chip[] }>({
    coin,
    chips: [],
  });
  const chips = placed.coin === coin ? placed.chips : [];
  const lastChips = previous.coin === coin ? previous.chips : [];
  const setChips = (update: readonly Chip[] | ((current: readonly Chip[]) => readonly Chip[])) =>
    setPlaced((state) => {
      const current = state.coin === coin ? state.chips : [];
      return { coin, chips: typeof update === 'function' ? update(current) : update };
    });
  const [history, setHistory] = useState<readonly { id: number; pocket: number }[]>([]);
  const wheel = useRef<RouletteWheelHandle>(null);
  const play = usePlayRound<RouletteRoundResult>(game.gameId);
  const chipValue = chipValues[Math.min(chipIndex, chipValues.length - 1)] as number;
  const stake = totalStake(chips);
  const busy = spinning || play.isPending;

  const place = (spot: SpotKey) => {
    if (stake + chipValue > table.max[coin]) {
      notify.error(`The table limit is ${formatCoinAmount(table.max[coin], coin)} a spin`);
      return;
    }
    if (shown) setShown(null);
    playSound('chip');
    setChips((current) => [...current, { spot, amount: chipValue }]);
  };

  const spin = () => {
    if (chips.length === 0) return;
    playSound('spin');
    play.mutate(
      { coinType: coin, bet: decimalOf(stake), params: { bets: apiBets(chips) } },
      {
        onSuccess: async (round) => {
          setSpinning(true);
          setShown(null);
          const result = round.outcome;
          await wheel.current?.spinTo(result.pocket, reducedMotion ? 250 : 5200);
          playSound('tick', 0.8);
          await wait(reducedMotion ? 0 : 150);
          playSound('tick', 0.6);
          setSpinning(false);
          setShown({ result, payout: hundredthsOf(round.payout), coin: round.coinType });
          setHistory((list) =>
            [{ id: round.roundId, pocket: result.pocket }, ...list].slice(0, 12),
          );
          setPrevious({ coin: round.coinType, chips });
          setPlaced({ coin: round.coinType, chips: [] });
          playSound(
            result.totalPayout > 0
              ? result.totalPayout >= result.totalStake * 5
                ? 'bigWin'
                : 'win'
              : 'lose',
          );
        },
        onError: toastGameError,
      },
    );
  };

  const winning = shown ? winningSpots(shown.result.pocket) : NONE;
  const stakes = stakesBySpot(shown && chips.length === 0 ? lastChips : chips);
  const pocket = shown?.result.pocket;
  const net = shown ? shown.payout - shown.result.totalStake : 0;

  return (
    <GameFrame game={game} info={info} verify={verifyRouletteRound} className="gc--roulette">
      <div className="roulette-table">
        <div className="roulette-table__wheel">
          <RouletteWheel
            ref={wheel}
            label={
              pocket === undefined ? 'Roulette wheel' : `Roulette wheel, the ball is in ${pocket}`
            }
          />
          <div
            className={`roulette-result${pocket === undefined ? '' : ` roulette-result--${colorOf(pocket)}`}`}
            role="status"
            aria-live="polite"
          >
            {spinning ? (
              <span className="roulette-result__hint">No more bets</span>
            ) : pocket === undefined ? (
              <span className="roulette-result__hint">Place your bets</span>
            ) : (
              <>
                <span className="roulette-result__pocket">{pocket}</span>
                <span className="roulette-result__colour">{colorOf(pocket)}</span>
              </>
            )}
          </div>
          {history.length > 0 && (
            <ol className="roulette-history" aria-label="Last numbers">
              {history.map((item) => (
                <li
                  key={item.id}
                  className={`roulette-history__n roulette-history__n--${colorOf(item.pocket)}`}
                >
                  {item.pocket}
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="roulette-table__felt">
          <RouletteBoard stakes={stakes} winning={winning} disabled={busy} onPlace={place} />
          {shown && (
            <div
              className={net >= 0 && shown.payout > 0 ? 'roulette-wins is-win' : 'roulette-wins'}
              aria-live="polite"
            >
              <p className="roulette-wins__total">
                {shown.payout > 0
                  ? `You won ${formatCoinAmount(shown.payout, shown.coin)}`
                  : `No win on ${shown.result.pocket}`}
              </p>
              <ul className="roulette-wins__list">
                {shown.result.bets.map((bet, index) => {
                  const spot = spotOf(bet.bet);
                  return (
                    <li key={index} className={bet.won ? 'is-won' : undefined}>
                      <span>{spot ? spotName(spot) : bet.bet.type}</span>
                      <span>
                        {formatCoinAmount(bet.bet.amount, shown.coin)} →{' '}
                        {bet.won ? formatCoinAmount(bet.payout, shown.coin) : 'lost'}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </div>
      </div>

      <div className="gc-controls roulette-controls">
        <ChipTray
          values={chipValues}
          selected={Math.min(chipIndex, chipValues.length - 1)}
          coin={coin}
          disabled={busy}
          onSelect={(index) => {
            setChipIndex(index);
            playSound('click');
          }}
        />
        <div className="gc-controls__group">
          <button
            type="button"
            className="gc-secondary"
            disabled={busy || chips.length === 0}
            onClick={() => setChips((current) => current.slice(0, -1))}
          >
            Undo
          </button>
          <button
            type="button"
            className="gc-secondary"
            disabled={busy || chips.length === 0}
            onClick={() => setChips([])}
          >
            Clear
          </button>
          <button
            type="button"
            className="gc-secondary"
            disabled={
              busy ||
              chips.length > 0 ||
              lastChips.length === 0 ||
              lastChips.some((chip) => !chipValues.includes(chip.amount))
            }
            onClick={() => {
              setShown(null);
              setChips(lastChips);
            }}
          >
            Rebet
          </button>
        </div>
        <div className="gc-win">
          <span className="gc-win__label">Total bet</span>
          <span className="gc-win__value">{formatCoinAmount(stake, coin)}</span>
        </div>
        <button
          type="button"
          className="gc-action"
          disabled={busy || chips.length === 0}
          onClick={spin}
        >
          {play.isPending && <span className="gc-spinner" aria-hidden="true" />}
          Spin
        </button>
      </div>
    </GameFrame>
  );
}
