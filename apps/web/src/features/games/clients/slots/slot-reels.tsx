import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { PAYLINES_20 } from '@app/games/slots';
import { cellId } from './slot-spin-plan';
import { SlotSymbolArt } from './slot-symbols';

export interface ReelSpin {
  /** Changes with every spin so the reels start again. */
  readonly id: number;
  /** Per reel: the film of symbols (target window first). */
  readonly films: readonly (readonly string[])[];
  /** Per reel: how long it spins, in ms. */
  readonly durations: readonly number[];
}

interface SlotReelsProps {
  readonly theme: string;
  /** The resting window of each reel, top to bottom. */
  readonly columns: readonly (readonly string[])[];
  readonly spin: ReelSpin | null;
  readonly onReelStop: (reel: number) => void;
  readonly onSpinEnd: (spinId: number) => void;
  /** Cells that win ('reel-row'); the rest dim while any do. */
  readonly highlight: ReadonlySet<string>;
  /** Paylines (1-based) to draw over the reels. */
  readonly lines: readonly number[];
  readonly symbolNames: Readonly<Record<string, string>>;
}

const LINE_COLOURS = [
  '#ffd84d',
  '#ff5d73',
  '#4ade80',
  '#60a5fa',
  '#f472b6',
  '#fb923c',
  '#a78bfa',
  '#2dd4bf',
  '#facc15',
  '#f87171',
];

/** Five reels that spin down the real strips and stop, one by one, on the server's stops. */
export function SlotReels({
  theme,
  columns,
  spin,
  onReelStop,
  onSpinEnd,
  highlight,
  lines,
  symbolNames,
}: SlotReelsProps) {
  const films = useRef<(HTMLDivElement | null)[]>([]);
  const reelStopped = useEffectEvent((reel: number) => onReelStop(reel));
  const spinEnded = useEffectEvent((spinId: number) => onSpinEnd(spinId));

  useLayoutEffect(() => {
    if (!spin) return;
    const animations = spin.films.map((film, reel) => {
      const element = films.current[reel];
      const height = element?.parentElement?.clientHeight ?? 0;
      if (!element || height === 0) return null;
      const cell = height / 3;
      const start = -(film.length - 3) * cell;
      const animation = element.animate(
        [
          { transform: `translateY(${start}px)`, easing: 'cubic-bezier(0.35, 0, 0.25, 1)' },
          { transform: `translateY(${cell * 0.16}px)`, offset: 0.92, easing: 'ease-in-out' },
          { transform: 'translateY(0px)' },
        ],
        { duration: spin.durations[reel] ?? 800, fill: 'forwards' },
      );
      animation.finished.then(
        () => reelStopped(reel),
        () => undefined,
      );
      return animation;
    });
    let cancelled = false;
    Promise.all(animations.map((animation) => animation?.finished)).then(
      () => {
        if (!cancelled) spinEnded(spin.id);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      for (const animation of animations) animation?.cancel();
    };
  }, [spin]);

  const spinning = spin !== null;
  const dimOthers = !spinning && highlight.size > 0;

  return (
    <div className="slot-reels">
      {columns.map((column, reel) => {
        const film = spin?.films[reel] ?? column;
        return (
          <div className="slot-reel" key={reel}>
            <div
              className={spinning ? 'slot-reel__film is-spinning' : 'slot-reel__film'}
              ref={(element) => {
                films.current[reel] = element;
              }}
            >
              {film.map((symbol, index) => {
                const resting = !spinning && index < 3;
                const win = resting && highlight.has(cellId(reel, index));
                return (
                  <div
                    key={`${reel}-${index}`}
                    className={[
                      'slot-symbol',
                      `slot-symbol--${symbol}`,
                      win ? 'is-win' : '',
                      dimOthers && resting && !win ? 'is-dim' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    role={resting ? 'img' : undefined}
                    aria-label={resting ? (symbolNames[symbol] ?? symbol) : undefined}
                    aria-hidden={resting ? undefined : true}
                  >
                    <SlotSymbolArt theme={theme} symbol={symbol} />
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
      {!spinning && lines.length > 0 && (
        <svg
          className="slot-lines"
          viewBox="0 0 500 300"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {lines.map((line) => {
            const rows = PAYLINES_20[line - 1] ?? [];
            const points = rows
              .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
              .join(' ');
            const colour = LINE_COLOURS[(line - 1) % LINE_COLOURS.length];
            return (
              <g key={line}>
                <polyline points={points} className="slot-lines__glow" stroke={colour} />
                <polyline points={points} className="slot-lines__line" stroke={colour} />
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}
