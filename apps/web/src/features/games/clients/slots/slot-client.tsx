import { useEffect, useMemo, useRef, useState } from 'react';
import { isSlotThemeKey, SLOT_THEMES, type SlotThemeKey } from '@app/games/slots';
import type { SlotRoundResult, SlotSpinResult } from '@app/games/slot-engine';
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
import { useReducedMotion, wait } from '../shared/use-reduced-motion';
import { SlotArtDefs } from './slot-art-defs';
import { SlotPaytable } from './slot-paytable';
import { lineBetLabel, linePayLabel } from './slot-line-amounts';
import { SlotReels, type ReelSpin } from './slot-reels';
import {
  lineCells,
  reelStrips,
  scattersBefore,
  spinFilm,
  spinWin,
  windowAt,
  winningCells,
} from './slot-spin-plan';
import { verifySlotRound } from './verify-slot-round';
import './slots.css';

/** What the machine shows before the first spin. */
const FIRST_STOPS = [3, 7, 11, 5, 9];
const NO_CELLS: ReadonlySet<string> = new Set();

interface WinHighlight {
  readonly cells: ReadonlySet<string>;
  readonly lines: readonly number[];
  readonly text: string;
}

interface FreeSpinState {
  readonly played: number;
  readonly total: number;
  readonly win: number;
}

function themeOf(themeKey: string): SlotThemeKey {
  return isSlotThemeKey(themeKey) ? themeKey : 'pharaoh';
}

/** A 5x3 video slot of one of the four themes, 20 lines, free spins from scatters. */
export function SlotClient({ game }: GameClientProps) {
  const theme = themeOf(game.themeKey);
  const { config, info } = SLOT_THEMES[theme];
  const lines = config.paylines.length;
  const strips = useMemo(() => reelStrips(theme), [theme]);
  const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter');
  const scatterKey = scatter?.key ?? '';
  const names = useMemo(
    () => Object.fromEntries(config.symbols.map((symbol) => [symbol.key, symbol.name])),
    [config],
  );
  const reducedMotion = useReducedMotion();
  const choice = useBet('slot');
  const play = usePlayRound<SlotRoundResult>(game.gameId);

  const [columns, setColumns] = useState<readonly (readonly string[])[]>(() =>
    strips.map((strip, reel) => windowAt(strip, FIRST_STOPS[reel] ?? 0)),
  );
  const [spin, setSpin] = useState<ReelSpin | null>(null);
  const [shown, setShown] = useState<WinHighlight | null>(null);
  const [cycle, setCycle] = useState<readonly WinHighlight[]>([]);
  const [cycleIndex, setCycleIndex] = useState(0);
  const [freeSpins, setFreeSpins] = useState<FreeSpinState | null>(null);
  const [banner, setBanner] = useState<{ title: string; amount: string | null } | null>(null);
  const [lastWin, setLastWin] = useState<{ amount: number; coin: CoinType } | null>(null);
  const [running, setRunning] = useState(false);
  // The last spin's win and its line texts were in the other coin: a switch clears them.
  useCoinSwitch(() => {
    setLastWin(null);
    setCycle([]);
    if (!running) setShown(null);
  });

  const resting = useRef(columns);
  const spinEnded = useRef<((spinId: number) => void) | null>(null);
  const spinCount = useRef(0);
  const skipping = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (running || cycle.length < 2) return;
    const timer = window.setInterval(() => setCycleIndex((index) => index + 1), 1500);
    return () => window.clearInterval(timer);
  }, [running, cycle]);

  /** Spins the reels to `target` and resolves when the last reel stops. */
  const spinTo = (target: SlotSpinResult, quick: boolean): Promise<void> => {
    spinCount.current += 1;
    const id = spinCount.current;
    const fast = quick || reducedMotion;
    const durations: number[] = [];
    const films = target.grid.map((column, reel) => {
      const teaser = !fast && scattersBefore(target.grid, reel, scatterKey) >= 2 ? 900 : 0;
      const duration = fast ? 160 + reel * 60 : 900 + reel * 260 + teaser;
      durations.push(duration);
      const fillers = fast ? 3 : Math.round(duration / 38);
      return spinFilm(
        strips[reel] ?? [],
        target.stops[reel] ?? 0,
        column,
        resting.current[reel] ?? [],
        fillers,
      );
    });
    return new Promise((resolve) => {
      spinEnded.current = (doneId) => {
        if (doneId !== id) return;
        spinEnded.current = null;
        resting.current = target.grid;
        setColumns(target.grid);
        setSpin(null);
        resolve();
      };
      setSpin({ id, films, durations });
    });
  };

  const highlightsOf = (
    result: SlotSpinResult,
    bet: number,
    coin: CoinType,
    multiplier: number,
  ) => {
    const list: WinHighlight[] = result.lineWins.map((win) => ({
      cells: new Set(lineCells(win.line, win.count)),
      lines: [win.line],
      text: `Line ${win.line}: ${win.count} × ${names[win.symbol] ?? win.symbol} pays ${linePayLabel(
        bet,
        win.pay,
        multiplier,
        lines,
        coin,
      )}`,
    }));
    if (result.scatterPay > 0 || result.freeSpinsAwarded > 0) {
      const cells = winningCells({ ...result, lineWins: [] }, scatterKey);
      const pays =
        result.scatterPay > 0
          ? ` pay ${formatCoinAmount(bet * result.scatterPay * multiplier, coin)}`
          : '';
      const award = result.freeSpinsAwarded > 0 ? ` · ${result.freeSpinsAwarded} free spins` : '';
      list.push({
        cells,
        lines: [],
        text: `${result.scatterCount} × ${scatter?.name ?? 'Scatter'}${pays}${award}`,
      });
    }
    return list;
  };

  const present = async (round: SlotRoundResult, payout: number, coin: CoinType) => {
    const spins = [round.base, ...round.freeSpins];
    const multiplier = config.freeSpins.multiplier;
    let total = 0;
    let awarded = 0;
    for (let index = 0; index < spins.length; index += 1) {
      const result = spins[index] as SlotSpinResult;
      const free = index > 0;
      if (free) {
        setFreeSpins({ played: index, total: awarded, win: total });
      }
      playSound('spin');
      await spinTo(result, skipping.current);
      if (!alive.current) return;
      const win = spinWin(result, round.bet, lines);
      total += win;
      awarded += result.freeSpinsAwarded;
      const list = highlightsOf(result, round.bet, coin, free ? multiplier : 1);
      const all: WinHighlight = {
        cells: winningCells(result, scatterKey),
        lines: result.lineWins.map((w) => w.line),
        text:
          win > 0
            ? `${free ? 'Free spin win' : 'Win'} ${formatCoinAmount(win, coin)}`
            : free
              ? 'No win'
              : 'No win this time',
      };
      setShown(all);
      if (free) setFreeSpins({ played: index, total: awarded, win: total });
      if (win > 0) playSound(win >= round.bet * 5 ? 'bigWin' : 'win');
      if (result.freeSpinsAwarded > 0) {
        playSound('bigWin');
        setBanner({
          title: free ? 'Retrigger!' : 'Free Spins!',
          amount: `+${result.freeSpinsAwarded} spins`,
        });
        await wait(skipping.current || reducedMotion ? 250 : 1800);
        if (!alive.current) return;
        setBanner(null);
      } else if (!skipping.current) {
        await wait(reducedMotion ? 120 : win > 0 ? (free ? 900 : 1100) : free ? 350 : 150);
        if (!alive.current) return;
      }
      if (index === spins.length - 1) setCycle(list.length > 0 ? [all, ...list] : []);
    }
    setCycleIndex(0);
    setFreeSpins(null);
    setLastWin({ amount: payout, coin });
    if (payout >= round.bet * 10) {
      playSound('bigWin');
      setBanner({
        title: payout >= round.bet * 50 ? 'Mega Win' : 'Big Win',
        amount: formatCoinAmount(payout, coin),
      });
      await wait(reducedMotion ? 400 : 2600);
      if (alive.current) setBanner(null);
    } else if (spins.length > 1) {
      setBanner({ title: 'Free spins total', amount: formatCoinAmount(payout, coin) });
      await wait(reducedMotion ? 400 : 2200);
      if (alive.current) setBanner(null);
    }
  };

  const spinOnce = () => {
    if (running) return;
    playSound('click');
    setRunning(true);
    setCycle([]);
    setShown(null);
    setLastWin(null);
    skipping.current = false;
    play.mutate(
      { coinType: choice.coin, bet: decimalOf(choice.bet) },
      {
        onSuccess: (round) => {
          present(round.outcome, hundredthsOf(round.payout), round.coinType).finally(() => {
            if (alive.current) setRunning(false);
          });
        },
        onError: (error) => {
          setRunning(false);
          toastGameError(error);
        },
      },
    );
  };

  const current = running
    ? shown
    : cycle.length > 0
      ? (cycle[cycleIndex % cycle.length] ?? null)
      : shown;
  const busy = running || play.isPending;

  return (
    <GameFrame
      game={game}
      info={info}
      verify={verifySlotRound}
      className={`gc--slot gc-theme--${theme}`}
      infoExtra={<SlotPaytable config={config} />}
    >
      <SlotArtDefs />
      <div className={freeSpins ? 'slot-machine is-free' : 'slot-machine'}>
        <div className="slot-machine__marquee">
          <span className="slot-machine__lights" aria-hidden="true" />
          <p className="slot-machine__title">{config.name}</p>
          {freeSpins ? (
            <p className="slot-machine__free" role="status">
              Free spin {freeSpins.played} of {freeSpins.total} · x{config.freeSpins.multiplier} ·
              won {formatHundredths(freeSpins.win)}
            </p>
          ) : (
            <p className="slot-machine__sub">
              {lines} lines · {config.freeSpins.spins} free spins on {config.freeSpins.minScatters}{' '}
              {scatter?.name ?? 'scatters'}
            </p>
          )}
        </div>
        <div className="slot-machine__window">
          <SlotReels
            theme={theme}
            columns={columns}
            spin={spin}
            onReelStop={(reel) => playSound('reelStop', 1 + reel * 0.06)}
            onSpinEnd={(id) => spinEnded.current?.(id)}
            highlight={current?.cells ?? NO_CELLS}
            lines={current?.lines ?? []}
            symbolNames={names}
          />
          {banner && (
            <div className="gc-banner" role="status">
              <div className="gc-banner__box">
                <p className="gc-banner__title">{banner.title}</p>
                {banner.amount && <p className="gc-banner__amount">{banner.amount}</p>}
              </div>
            </div>
          )}
        </div>
        <p className="slot-machine__message" aria-live="polite">
          {current?.text ??
            (busy ? 'Good luck!' : `${lineBetLabel(choice.bet, lines)} · Spin to play`)}
        </p>
      </div>

      <div className="gc-controls slot-controls">
        <BetStepper choice={choice} disabled={busy} />
        <div className="gc-win">
          <span className="gc-win__label">Win</span>
          <output
            className={lastWin && lastWin.amount > 0 ? 'gc-win__value is-win' : 'gc-win__value'}
          >
            {lastWin ? formatCoinAmount(lastWin.amount, lastWin.coin) : '—'}
          </output>
        </div>
        {running && (freeSpins || spin) ? (
          <button
            type="button"
            className="gc-secondary slot-skip"
            onClick={() => {
              skipping.current = true;
            }}
          >
            Skip
          </button>
        ) : null}
        <button
          type="button"
          className="slot-spin"
          disabled={busy}
          onClick={spinOnce}
          aria-label="Spin"
        >
          <svg viewBox="0 0 48 48" aria-hidden="true" className={busy ? 'is-turning' : undefined}>
            <path
              d="M38 24a14 14 0 1 1-4.1-9.9M38 10v8h-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>Spin</span>
        </button>
      </div>
    </GameFrame>
  );
}
