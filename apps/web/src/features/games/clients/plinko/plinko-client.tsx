import { useId, useRef, useState } from 'react';
import {
  info,
  MAX_ROWS,
  MIN_ROWS,
  paytable,
  RISKS,
  type PlinkoRisk,
  type PlinkoRoundResult,
} from '@app/games/plinko';
import { usePlayRound } from '../shared/api/play-round';
import { decimalOf, formatCoinAmount, formatMultiplier, hundredthsOf } from '../shared/amounts';
import { BetStepper } from '../shared/bet-stepper';
import type { GameClientProps } from '../shared/client-props';
import { GameFrame } from '../shared/game-frame';
import { toastGameError } from '../shared/game-error';
import { playSound } from '../shared/sound/sound-engine';
import { useBet } from '../shared/use-bet';
import { useCoinSwitch } from '../shared/use-coin-switch';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { PlinkoBoard, type PlinkoBoardHandle } from './plinko-board';
import { verifyPlinkoRound } from './verify-plinko-round';
import './plinko.css';

/** 100000 → '1K', 2900 → '29', 560 → '5.6', 20 → '0.2' (hundredths of a multiplier). */
function bucketLabel(hundredths: number): string {
  const value = hundredths / 100;
  return value >= 1000 ? `${value / 1000}K` : String(value);
}

interface Landing {
  readonly id: number;
  readonly bucket: number;
  readonly multiplier: string;
  readonly won: boolean;
}

const RISK_LABELS: Record<PlinkoRisk, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** Plinko: pick rows and risk, drop balls; several may fall at once. */
export function PlinkoClient({ game }: GameClientProps) {
  const rowsId = useId();
  const reducedMotion = useReducedMotion();
  const choice = useBet('originals');
  const play = usePlayRound<PlinkoRoundResult>(game.gameId);
  const boardRef = useRef<PlinkoBoardHandle>(null);
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [inFlight, setInFlight] = useState(0);
  const [landings, setLandings] = useState<readonly Landing[]>([]);
  const [lastWin, setLastWin] = useState<string | null>(null);
  // The last drop's payout was in the other coin: a switch clears it.
  useCoinSwitch(() => setLastWin(null));
  const table = paytable({ rows, risk });

  const drop = () => {
    playSound('click');
    play.mutate(
      { coinType: choice.coin, bet: decimalOf(choice.bet), params: { rows, risk } },
      {
        onSuccess: async (round) => {
          const result = round.outcome;
          setInFlight((count) => count + 1);
          await boardRef.current?.drop(result.path, reducedMotion ? 20 : 210, (row) =>
            playSound('peg', 0.9 + (row / result.selection.rows) * 0.6),
          );
          setInFlight((count) => count - 1);
          const multiplier = formatMultiplier(
            result.multiplier.numerator,
            result.multiplier.denominator,
          );
          const payout = hundredthsOf(round.payout);
          const won = result.multiplier.numerator >= result.multiplier.denominator;
          setLandings((list) =>
            [{ id: round.roundId, bucket: result.bucket, multiplier, won }, ...list].slice(0, 8),
          );
          setLastWin(`${multiplier} · ${formatCoinAmount(payout, round.coinType)}`);
          const ratio = result.multiplier.numerator / result.multiplier.denominator;
          playSound(ratio >= 10 ? 'bigWin' : ratio >= 1 ? 'win' : 'tick', 1);
        },
        onError: toastGameError,
      },
    );
  };

  const last = landings[0];
  const locked = inFlight > 0 || play.isPending;

  return (
    <GameFrame game={game} info={info} verify={verifyPlinkoRound} className="gc--plinko">
      <div className="plinko-layout">
        <div className="gc-controls plinko-controls">
          <BetStepper choice={choice} disabled={play.isPending} />
          <div className="plinko-risk" role="group" aria-label="Risk">
            {RISKS.map((option) => (
              <button
                key={option}
                type="button"
                className="gc-secondary"
                aria-pressed={risk === option}
                disabled={locked}
                onClick={() => setRisk(option)}
              >
                {RISK_LABELS[option]}
              </button>
            ))}
          </div>
          <div className="plinko-rows">
            <label htmlFor={rowsId} className="gc-label">
              Rows <b>{rows}</b>
            </label>
            <input
              id={rowsId}
              type="range"
              min={MIN_ROWS}
              max={MAX_ROWS}
              value={rows}
              disabled={locked}
              onChange={(event) => setRows(Number(event.target.value))}
            />
          </div>
          <div className="gc-win">
            <span className="gc-win__label">Last drop</span>
            <output className={last?.won ? 'gc-win__value is-win' : 'gc-win__value'}>
              {lastWin ?? '—'}
            </output>
          </div>
          <button
            type="button"
            className="gc-action gc-action--green"
            disabled={play.isPending}
            onClick={drop}
          >
            {play.isPending && <span className="gc-spinner" aria-hidden="true" />}
            Drop ball
          </button>
        </div>
        <div className="plinko-table">
          <PlinkoBoard
            ref={boardRef}
            rows={rows}
            labels={table.map(bucketLabel)}
            multipliers={table}
            lastBucket={last ? last.bucket : null}
            landing={last?.id ?? 0}
          />
          <ol className="plinko-recent" aria-label="Last drops">
            {landings.map((landing) => (
              <li key={landing.id} className={landing.won ? 'is-win' : undefined}>
                {landing.multiplier}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </GameFrame>
  );
}
