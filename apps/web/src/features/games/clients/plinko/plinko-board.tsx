import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { ballAt, ballStops, board, bucketX, pegs, pegsTouched, WIDTH } from './plinko-geometry';

export interface PlinkoBoardHandle {
  /** Drops a ball along `path`; calls `onPeg` on every bounce and resolves in the bucket. */
  drop(path: readonly (0 | 1)[], msPerRow: number, onPeg: (row: number) => void): Promise<void>;
}

interface PlinkoBoardProps {
  readonly rows: number;
  /** Multiplier labels of the buckets, left to right. */
  readonly labels: readonly string[];
  /** Bucket multipliers in hundredths, to colour them. */
  readonly multipliers: readonly number[];
  readonly lastBucket: number | null;
  /** Changes with every landing so the bucket bounces again. */
  readonly landing: number;
}

interface Flight {
  readonly element: SVGCircleElement;
  readonly stops: ReturnType<typeof ballStops>;
  readonly started: number;
  readonly duration: number;
  readonly touched: number[];
  row: number;
  readonly onPeg: (row: number) => void;
  readonly done: () => void;
}

/** Warmer colours for the rarer, bigger buckets at the edges. */
function bucketColour(bucket: number, rows: number): string {
  const t = Math.abs(bucket - rows / 2) / (rows / 2);
  const hue = 48 - 46 * t;
  return `hsl(${hue.toFixed(0)} 95% ${(56 - 6 * t).toFixed(0)}%)`;
}

/** The pegs, the falling balls and the buckets. */
export const PlinkoBoard = forwardRef<PlinkoBoardHandle, PlinkoBoardProps>(function PlinkoBoard(
  { rows, labels, multipliers, lastBucket, landing },
  ref,
) {
  const b = useMemo(() => board(rows), [rows]);
  const allPegs = useMemo(() => pegs(b), [b]);
  const svg = useRef<SVGSVGElement>(null);
  const balls = useRef<SVGGElement>(null);
  const flights = useRef<Flight[]>([]);
  const frame = useRef(0);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      for (const flight of flights.current) flight.done();
      flights.current = [];
    },
    [],
  );

  useImperativeHandle(
    ref,
    () => ({
      drop(path, msPerRow, onPeg) {
        const layer = balls.current;
        if (!layer) return Promise.resolve();
        const element = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
        element.setAttribute('r', String(b.ballRadius));
        element.setAttribute('class', 'plinko-ball');
        layer.appendChild(element);
        const stops = ballStops(b, path);
        return new Promise<void>((resolve) => {
          flights.current.push({
            element,
            stops,
            started: performance.now(),
            duration: Math.max(1, msPerRow * (stops.length - 1)),
            touched: pegsTouched(path),
            row: -1,
            onPeg,
            done: () => {
              element.remove();
              resolve();
            },
          });
          const tick = (now: number) => {
            flights.current = flights.current.filter((flight) => {
              const progress = Math.min(1, (now - flight.started) / flight.duration);
              const point = ballAt(b, flight.stops, progress);
              flight.element.setAttribute('cx', point.x.toFixed(1));
              flight.element.setAttribute('cy', point.y.toFixed(1));
              const row = Math.floor(progress * (flight.stops.length - 1)) - 1;
              if (row > flight.row && row < b.rows) {
                flight.row = row;
                const peg = svg.current?.querySelector<SVGCircleElement>(
                  `[data-peg="${row}-${flight.touched[row] ?? 0}"]`,
                );
                if (peg) {
                  peg.classList.remove('is-hit');
                  void peg.getBoundingClientRect();
                  peg.classList.add('is-hit');
                }
                flight.onPeg(row);
              }
              if (progress >= 1) {
                flight.done();
                return false;
              }
              return true;
            });
            if (flights.current.length > 0) frame.current = requestAnimationFrame(tick);
          };
          if (flights.current.length === 1) frame.current = requestAnimationFrame(tick);
        });
      },
    }),
    [b],
  );

  const margin = ((WIDTH - (rows + 1) * b.spacing) / 2 / WIDTH) * 100;

  return (
    <div className="plinko-board">
      <svg
        ref={svg}
        viewBox={`0 0 ${WIDTH} ${b.height.toFixed(0)}`}
        className="plinko-board__svg"
        aria-hidden="true"
      >
        <defs>
          <radialGradient id="plinko-ball" cx="0.35" cy="0.35" r="0.7">
            <stop offset="0" stopColor="#fff7d1" />
            <stop offset="0.5" stopColor="#ffd84d" />
            <stop offset="1" stopColor="#f59e0b" />
          </radialGradient>
        </defs>
        {allPegs.map((peg) => (
          <circle
            key={`${peg.row}-${peg.index}`}
            data-peg={`${peg.row}-${peg.index}`}
            className="plinko-peg"
            cx={peg.x}
            cy={peg.y}
            r={b.pegRadius}
          />
        ))}
        {lastBucket !== null && (
          <rect
            className="plinko-board__landing"
            x={bucketX(b, lastBucket) - b.spacing / 2}
            y={b.bucketTop - b.rowGap * 0.5}
            width={b.spacing}
            height={b.rowGap * 0.5}
            rx={b.spacing * 0.1}
          />
        )}
        <g ref={balls} />
      </svg>
      <ol
        className="plinko-buckets"
        style={{ paddingLeft: `${margin}%`, paddingRight: `${margin}%` }}
        aria-label="Buckets"
      >
        {labels.map((label, bucket) => (
          <li
            key={lastBucket === bucket ? `${bucket}-${landing}` : bucket}
            className={lastBucket === bucket ? 'plinko-bucket is-hit' : 'plinko-bucket'}
            style={{ background: bucketColour(bucket, rows) }}
            aria-label={`Bucket ${bucket + 1}: ${label}x`}
            data-big={(multipliers[bucket] ?? 0) >= 1000 ? 'true' : undefined}
          >
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
});
