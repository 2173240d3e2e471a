import { useId, useState } from 'react';
import { CELLS, info, MAX_MINES, MIN_MINES, type MinesView } from '@app/games/mines';
import { useActInRound } from '../shared/api/act-round';
import { useActiveRound } from '../shared/api/get-active-round';
import { useStartRound } from '../shared/api/start-round';
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
import type { SteppedRound } from '../shared/round-types';
import { playSound } from '../shared/sound/sound-engine';
import { useBet } from '../shared/use-bet';
import { useTableRound } from '../shared/use-table-round';
import { GemArt, MineArt } from './mines-art';
import { verifyMinesRound } from './verify-mines-round';
import './mines.css';

type MinesRound = SteppedRound<MinesView>;

const MINE_PRESETS = [1, 3, 5, 10, 24];

/** Mines: a 5x5 field, reveal gems, cash out before you hit a mine. Resumes a round in progress. */
export function MinesClient({ game }: GameClientProps) {
  const selectId = useId();
  const choice = useBet('originals');
  const active = useActiveRound<MinesView>(game.gameId);
  const start = useStartRound<MinesView>(game.gameId);
  const act = useActInRound<MinesView>(game.gameId);
  const [played, setPlayed] = useState<MinesRound | null>(null);
  const [mineCount, setMineCount] = useState(3);
  const [pressed, setPressed] = useState<number | null>(null);

  const round = useTableRound(played, active.data, (minesView) => minesView.status !== 'playing');
  const view = round?.view ?? null;
  const playing = view?.status === 'playing';
  const over = view !== null && !playing;
  const busy = start.isPending || act.isPending || active.isPending;
  const mines = new Set(view?.mines ?? []);
  const revealed = new Set(view?.revealed ?? []);
  const lastRevealed = view?.revealed.at(-1);
  const gems = view ? view.revealed.filter((cell) => !mines.has(cell)).length : 0;

  const onRound = (next: MinesRound) => {
    setPlayed(next);
    const status = next.view.status;
    if (status === 'lost') playSound('boom');
    else if (status === 'cashedOut') playSound('coin');
  };

  const begin = () => {
    playSound('chip');
    start.mutate(
      { coinType: choice.coin, bet: decimalOf(choice.bet), params: { mines: mineCount } },
      { onSuccess: (next) => setPlayed(next), onError: toastGameError },
    );
  };

  const reveal = (cell: number) => {
    if (!playing || busy || revealed.has(cell)) return;
    setPressed(cell);
    act.mutate(
      { action: 'reveal', params: { cell } },
      {
        onSuccess: (next) => {
          setPressed(null);
          if (next.view.status !== 'lost') playSound('gem', 1 + next.view.revealed.length * 0.04);
          onRound(next);
        },
        onError: (error) => {
          setPressed(null);
          toastGameError(error);
        },
      },
    );
  };

  const cashOut = () => {
    act.mutate({ action: 'cashOut' }, { onSuccess: onRound, onError: toastGameError });
  };

  const current = view?.currentMultiplier;
  const next = view?.nextMultiplier;
  const coin = round?.coinType ?? choice.coin;
  const cashValue =
    view && current ? payoutAt(view.bet, current.numerator, current.denominator) : 0;
  const safeLeft = view ? CELLS - view.mineCount - gems : CELLS - mineCount;

  return (
    <GameFrame game={game} info={info} verify={verifyMinesRound} className="gc--mines">
      <div className="mines-layout">
        <div className="gc-controls mines-panel">
          {playing ? (
            <div className="mines-stats">
              <div>
                <span className="gc-label">Bet</span>
                <strong>{formatCoinAmount(view?.bet ?? 0, coin)}</strong>
              </div>
              <div>
                <span className="gc-label">Mines</span>
                <strong>{view?.mineCount}</strong>
              </div>
              <div>
                <span className="gc-label">Gems found</span>
                <strong>{gems}</strong>
              </div>
              <div>
                <span className="gc-label">Next tile</span>
                <strong>{next ? formatMultiplier(next.numerator, next.denominator) : '—'}</strong>
              </div>
            </div>
          ) : (
            <>
              <BetStepper choice={choice} disabled={busy} />
              <div className="mines-count">
                <label htmlFor={selectId} className="gc-label">
                  Mines
                </label>
                <select
                  id={selectId}
                  className="mines-count__select"
                  value={mineCount}
                  disabled={busy}
                  onChange={(event) => setMineCount(Number(event.target.value))}
                >
                  {Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) => MIN_MINES + i).map(
                    (count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ),
                  )}
                </select>
                <div className="mines-count__presets" role="group" aria-label="Mine presets">
                  {MINE_PRESETS.map((count) => (
                    <button
                      key={count}
                      type="button"
                      className="gc-secondary"
                      aria-pressed={mineCount === count}
                      disabled={busy}
                      onClick={() => setMineCount(count)}
                    >
                      {count}
                    </button>
                  ))}
                </div>
              </div>
            </>
          )}
          {playing ? (
            <button
              type="button"
              className="gc-action gc-action--green"
              disabled={busy || gems === 0}
              onClick={cashOut}
            >
              {act.isPending && pressed === null && (
                <span className="gc-spinner" aria-hidden="true" />
              )}
              Cash out {current ? formatMultiplier(current.numerator, current.denominator) : ''}
            </button>
          ) : (
            <button type="button" className="gc-action" disabled={busy} onClick={begin}>
              {start.isPending && <span className="gc-spinner" aria-hidden="true" />}
              {over ? 'Play again' : 'Bet'}
            </button>
          )}
          {playing && (
            <p className="mines-cash" aria-live="polite">
              {gems === 0
                ? 'Pick a tile to start'
                : `Cash out now for ${formatCoinAmount(cashValue, coin)}`}
            </p>
          )}
          {over && round && (
            <p
              className={view?.status === 'cashedOut' ? 'mines-outcome is-win' : 'mines-outcome'}
              role="status"
            >
              {view?.status === 'cashedOut'
                ? `Cashed out ${current ? formatMultiplier(current.numerator, current.denominator) : ''}: won ${formatCoinAmount(hundredthsOf(round.payout), coin)}`
                : 'Boom! The mine took the bet.'}
            </p>
          )}
        </div>

        <div
          className={[
            'mines-field',
            over ? 'is-over' : '',
            view?.status === 'lost' ? 'is-lost' : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <div className="mines-grid" role="group" aria-label="Minefield">
            {Array.from({ length: CELLS }, (_, cell) => {
              const open = revealed.has(cell);
              const mine = mines.has(cell);
              const shown = open || (over && mines.size > 0);
              const kind = shown ? (mine ? 'mine' : 'gem') : 'hidden';
              const label = `Tile ${cell + 1}${shown ? (mine ? ', mine' : ', gem') : ''}`;
              return (
                <button
                  key={cell}
                  type="button"
                  className={[
                    'mines-tile',
                    `mines-tile--${kind}`,
                    open ? 'is-open' : '',
                    open && cell === lastRevealed && mine ? 'is-boom' : '',
                    pressed === cell ? 'is-pressed' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-label={label}
                  disabled={!playing || busy || open}
                  onClick={() => reveal(cell)}
                >
                  {kind === 'gem' && <GemArt />}
                  {kind === 'mine' && <MineArt />}
                </button>
              );
            })}
          </div>
          {!playing && !over && (
            <p className="mines-field__hint">
              {safeLeft} gems and {mineCount} {mineCount === 1 ? 'mine' : 'mines'} hidden · place a
              bet to start
            </p>
          )}
        </div>
      </div>
    </GameFrame>
  );
}
