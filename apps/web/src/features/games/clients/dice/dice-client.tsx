import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import {
  info,
  multiplierFor,
  winningOutcomes,
  type DiceRoundResult,
  type DiceSelection,
} from '@app/games/dice';
import { usePlayRound } from '../shared/api/play-round';
import {
  decimalOf,
  formatCoinAmount,
  formatMultiplier,
  hundredthsOf,
  payoutAt,
} from '../shared/amounts';
import { BetStepper } from '../shared/bet-stepper';
import type { GameClientProps } from '../shared/client-props';
import { GameFrame } from '../shared/game-frame';
import { toastGameError } from '../shared/game-error';
import { playSound } from '../shared/sound/sound-engine';
import { useBet } from '../shared/use-bet';
import { useCoinSwitch } from '../shared/use-coin-switch';
import type { CoinType } from '../../../../lib/ui-store';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { clampTarget, flipDirection, parseTarget, rollText, targetRange } from './dice-selection';
import { verifyDiceRound } from './verify-dice-round';
import './dice.css';

interface RecentRoll {
  readonly roundId: number;
  readonly roll: number;
  readonly won: boolean;
}

const ROLL_MS = 650;

function DieArt({ rolling }: { rolling: boolean }) {
  return (
    <svg
      className={rolling ? 'dice-die is-rolling' : 'dice-die'}
      viewBox="0 0 64 64"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id="dice-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#cfd3ff" />
        </linearGradient>
      </defs>
      <rect
        x="6"
        y="6"
        width="52"
        height="52"
        rx="12"
        fill="url(#dice-face)"
        stroke="#7b4dff"
        strokeWidth="3"
      />
      {[
        [20, 20],
        [44, 20],
        [32, 32],
        [20, 44],
        [44, 44],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="5" fill="#2a1762" />
      ))}
    </svg>
  );
}

/** Dice: pick a target and over/under, roll 0.00–99.99. */
export function DiceClient({ game }: GameClientProps) {
  const targetInputId = useId();
  const reducedMotion = useReducedMotion();
  const choice = useBet('originals');
  const play = usePlayRound<DiceRoundResult>(game.gameId);
  const [selection, setSelection] = useState<DiceSelection>({ target: 5049, direction: 'over' });
  const [targetText, setTargetText] = useState(rollText(5049));
  const [shown, setShown] = useState<number | null>(null);
  const [last, setLast] = useState<{
    result: DiceRoundResult;
    payout: number;
    coin: CoinType;
  } | null>(null);
  const [rolling, setRolling] = useState(false);
  const [recent, setRecent] = useState<readonly RecentRoll[]>([]);
  // 'You won …' belongs to the coin of its roll: a switch clears it.
  useCoinSwitch(() => {
    if (!rolling) setLast(null);
  });
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const wins = winningOutcomes(selection);
  const multiplier = multiplierFor(selection);
  const chance = (wins / 100).toFixed(2);
  const profit = payoutAt(choice.bet, multiplier.numerator, multiplier.denominator) - choice.bet;
  const range = targetRange(selection.direction);

  const setTarget = (target: number) => {
    const next = { ...selection, target: clampTarget(selection.direction, target) };
    setSelection(next);
    setTargetText(rollText(next.target));
  };

  const animateTo = (roll: number, done: () => void) => {
    const from = shown ?? 5000;
    const duration = reducedMotion ? 0 : ROLL_MS;
    const started = performance.now();
    const step = (now: number) => {
      const t = duration === 0 ? 1 : Math.min(1, (now - started) / duration);
      const eased = 1 - (1 - t) ** 3;
      setShown(Math.round(from + (roll - from) * eased));
      if (t < 1) frame.current = requestAnimationFrame(step);
      else done();
    };
    frame.current = requestAnimationFrame(step);
  };

  const roll = () => {
    playSound('click');
    play.mutate(
      { coinType: choice.coin, bet: decimalOf(choice.bet), params: { ...selection } },
      {
        onSuccess: (round) => {
          const result = round.outcome;
          setRolling(true);
          playSound('roll');
          animateTo(result.roll, () => {
            setRolling(false);
            setLast({ result, payout: hundredthsOf(round.payout), coin: round.coinType });
            setRecent((list) =>
              [{ roundId: round.roundId, roll: result.roll, won: result.won }, ...list].slice(
                0,
                10,
              ),
            );
            playSound(result.won ? 'win' : 'lose');
          });
        },
        onError: toastGameError,
      },
    );
  };

  const busy = play.isPending || rolling;
  const outcomeClass = last && !rolling ? (last.result.won ? 'is-win' : 'is-loss') : '';
  const split = (selection.target / 100).toFixed(2);

  return (
    <GameFrame game={game} info={info} verify={verifyDiceRound} className="gc--dice">
      <div className="dice-table">
        <div className={`dice-readout ${outcomeClass}`}>
          <DieArt rolling={rolling} />
          <output className="dice-readout__value" aria-live="polite" aria-label="Roll">
            {shown === null ? '––.––' : rollText(shown)}
          </output>
          <p className="dice-readout__caption" aria-live="polite">
            {last && !rolling
              ? last.result.won
                ? `You won ${formatCoinAmount(last.payout, last.coin)}`
                : `Roll ${selection.direction} ${split} to win`
              : `Roll ${selection.direction} ${split} to win`}
          </p>
        </div>

        <div
          className="dice-track"
          data-direction={selection.direction}
          style={{ '--split': `${split}%` } as CSSProperties}
        >
          <div className="dice-track__rail" aria-hidden="true">
            <span className="dice-track__zone dice-track__zone--low" />
            <span className="dice-track__zone dice-track__zone--high" />
          </div>
          <input
            type="range"
            className="dice-track__range"
            min={0}
            max={9999}
            step={1}
            value={selection.target}
            disabled={busy}
            aria-label="Target"
            aria-valuetext={`${split}, roll ${selection.direction}`}
            onChange={(event) => setTarget(Number(event.target.value))}
          />
          {shown !== null && (
            <span
              className={`dice-track__marker ${outcomeClass}`}
              style={{ left: `${shown / 100}%` }}
              aria-hidden="true"
            >
              {rollText(shown)}
            </span>
          )}
          <div className="dice-track__scale" aria-hidden="true">
            {[0, 25, 50, 75, 100].map((mark) => (
              <span key={mark}>{mark}</span>
            ))}
          </div>
        </div>

        <div className="dice-stats">
          <div className="dice-stat">
            <span className="gc-label">Multiplier</span>
            <strong>{formatMultiplier(multiplier.numerator, multiplier.denominator)}</strong>
          </div>
          <div className="dice-stat">
            <label className="gc-label" htmlFor={targetInputId}>
              Roll {selection.direction === 'over' ? 'over' : 'under'}
            </label>
            <div className="dice-stat__target">
              <input
                id={targetInputId}
                className="dice-stat__input"
                inputMode="decimal"
                value={targetText}
                disabled={busy}
                onChange={(event) => setTargetText(event.target.value)}
                onBlur={() => {
                  const parsed = parseTarget(targetText);
                  if (parsed === null) setTargetText(rollText(selection.target));
                  else setTarget(parsed);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.currentTarget.blur();
                }}
              />
              <button
                type="button"
                className="dice-flip"
                disabled={busy}
                aria-label={`Switch to roll ${selection.direction === 'over' ? 'under' : 'over'}`}
                onClick={() => {
                  const next = flipDirection(selection);
                  setSelection(next);
                  setTargetText(rollText(next.target));
                  playSound('click');
                }}
              >
                ⇄
              </button>
            </div>
          </div>
          <div className="dice-stat">
            <span className="gc-label">Win chance</span>
            <strong>{chance}%</strong>
          </div>
        </div>
        <div className="dice-direction" role="group" aria-label="Direction">
          {(['under', 'over'] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              className="gc-secondary"
              aria-pressed={selection.direction === direction}
              disabled={busy}
              onClick={() => {
                if (selection.direction !== direction) {
                  const next = flipDirection(selection);
                  setSelection(next);
                  setTargetText(rollText(next.target));
                }
              }}
            >
              Roll {direction === 'over' ? 'Over' : 'Under'}
            </button>
          ))}
          <span className="dice-direction__range">
            Target {rollText(range.min)}–{rollText(range.max)}
          </span>
        </div>

        {recent.length > 0 && (
          <ol className="dice-recent" aria-label="Recent rolls">
            {recent.map((item) => (
              <li key={item.roundId} className={item.won ? 'is-win' : 'is-loss'}>
                {rollText(item.roll)}
              </li>
            ))}
          </ol>
        )}
      </div>

      <div className="gc-controls">
        <BetStepper choice={choice} disabled={busy} />
        <div className="gc-win">
          <span className="gc-win__label">Profit on win</span>
          <span className="gc-win__value">{formatCoinAmount(profit, choice.coin)}</span>
        </div>
        <button type="button" className="gc-action gc-action--green" disabled={busy} onClick={roll}>
          {play.isPending && <span className="gc-spinner" aria-hidden="true" />}
          Roll
        </button>
      </div>
    </GameFrame>
  );
}
