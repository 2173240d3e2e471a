import { forwardRef, useImperativeHandle, useRef } from 'react';
import { colorOf, POCKETS, WHEEL_ORDER } from '@app/games/roulette';

const STEP = 360 / POCKETS;
const POCKET_OUTER = 80;
const POCKET_INNER = 60;
const TRACK = 88;
const REST = 70;

export interface RouletteWheelHandle {
  /** Spins wheel and ball; resolves when the ball has settled in `pocket`. */
  spinTo(pocket: number, durationMs: number): Promise<void>;
}

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

function pocketPath(index: number): string {
  const from = index * STEP - STEP / 2;
  const to = from + STEP;
  const [ax, ay] = polar(POCKET_OUTER, from);
  const [bx, by] = polar(POCKET_OUTER, to);
  const [cx, cy] = polar(POCKET_INNER, to);
  const [dx, dy] = polar(POCKET_INNER, from);
  return `M${ax} ${ay}A${POCKET_OUTER} ${POCKET_OUTER} 0 0 1 ${bx} ${by}L${cx} ${cy}A${POCKET_INNER} ${POCKET_INNER} 0 0 0 ${dx} ${dy}Z`;
}

const FILL = { red: '#c8102e', black: '#15121f', green: '#0f8a4b' } as const;

/** A single-zero wheel in SVG; its ball lands in the pocket the server drew. */
export const RouletteWheel = forwardRef<RouletteWheelHandle, { readonly label: string }>(
  function RouletteWheel({ label }, ref) {
    const wheel = useRef<SVGGElement>(null);
    const orbit = useRef<SVGGElement>(null);
    const ball = useRef<SVGCircleElement>(null);
    const angles = useRef({ wheel: 0, ball: 0 });

    useImperativeHandle(ref, () => ({
      async spinTo(pocket, durationMs) {
        const index = WHEEL_ORDER.indexOf(pocket);
        const target = (((-index * STEP) % 360) + 360) % 360;
        const fromWheel = angles.current.wheel;
        const turns = durationMs > 1000 ? 3 : 0;
        const toWheel = fromWheel + turns * 360 + ((((target - fromWheel) % 360) + 360) % 360);
        const fromBall = angles.current.ball;
        const ballTurns = durationMs > 1000 ? 5 : 1;
        const toBall = fromBall - ballTurns * 360 - (((fromBall % 360) + 360) % 360);
        angles.current = { wheel: toWheel % 360, ball: 0 };
        const easing = 'cubic-bezier(0.15, 0.55, 0.25, 1)';
        const spins = [
          wheel.current?.animate(
            [{ transform: `rotate(${fromWheel}deg)` }, { transform: `rotate(${toWheel}deg)` }],
            { duration: durationMs, easing, fill: 'forwards' },
          ),
          orbit.current?.animate(
            [{ transform: `rotate(${fromBall}deg)` }, { transform: `rotate(${toBall}deg)` }],
            { duration: durationMs, easing: 'cubic-bezier(0.2, 0.6, 0.3, 1)', fill: 'forwards' },
          ),
          ball.current?.animate(
            [
              { transform: 'translateY(0px)' },
              { transform: 'translateY(0px)', offset: 0.62 },
              { transform: `translateY(${TRACK - REST - 2}px)`, offset: 0.78 },
              { transform: `translateY(${TRACK - REST - 7}px)`, offset: 0.84 },
              { transform: `translateY(${TRACK - REST}px)`, offset: 0.9 },
              { transform: `translateY(${TRACK - REST}px)` },
            ],
            { duration: durationMs, fill: 'forwards' },
          ),
        ];
        await Promise.all(spins.map((animation) => animation?.finished));
      },
    }));

    return (
      <svg className="roulette-wheel" viewBox="-100 -100 200 200" role="img" aria-label={label}>
        <defs>
          <radialGradient id="rw-wood" cx="0.5" cy="0.5" r="0.5">
            <stop offset="0.82" stopColor="#5a2d0c" />
            <stop offset="0.9" stopColor="#8b4a1c" />
            <stop offset="1" stopColor="#3b1d07" />
          </radialGradient>
          <radialGradient id="rw-cone" cx="0.45" cy="0.4" r="0.6">
            <stop offset="0" stopColor="#d8a256" />
            <stop offset="0.6" stopColor="#8a5423" />
            <stop offset="1" stopColor="#3f230b" />
          </radialGradient>
          <linearGradient id="rw-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff1b8" />
            <stop offset="0.5" stopColor="#f5c542" />
            <stop offset="1" stopColor="#9a6a07" />
          </linearGradient>
          <radialGradient id="rw-ball" cx="0.35" cy="0.35" r="0.65">
            <stop offset="0" stopColor="#ffffff" />
            <stop offset="1" stopColor="#b8bcc6" />
          </radialGradient>
        </defs>
        <circle r="99" fill="url(#rw-wood)" />
        <circle r={TRACK + 5} fill="#2a1406" stroke="url(#rw-gold)" strokeWidth="1.5" />
        <g ref={wheel} className="roulette-wheel__rotor">
          {WHEEL_ORDER.map((pocket, index) => {
            const [tx, ty] = polar((POCKET_OUTER + POCKET_INNER) / 2 + 2, index * STEP);
            return (
              <g key={pocket}>
                <path
                  d={pocketPath(index)}
                  fill={FILL[colorOf(pocket)]}
                  stroke="url(#rw-gold)"
                  strokeWidth="0.6"
                />
                <text
                  x={tx}
                  y={ty}
                  transform={`rotate(${index * STEP} ${tx} ${ty})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize="7.2"
                  fontWeight="900"
                  fill="#fff"
                >
                  {pocket}
                </text>
              </g>
            );
          })}
          <circle r={POCKET_INNER} fill="url(#rw-cone)" stroke="url(#rw-gold)" strokeWidth="1.2" />
          <circle r="40" fill="none" stroke="rgba(255, 224, 138, 0.25)" strokeWidth="0.8" />
          {[0, 90, 180, 270].map((angle) => (
            <g key={angle} transform={`rotate(${angle})`}>
              <path d="M-2.2 -8 L-1.2 -34 L1.2 -34 L2.2 -8Z" fill="url(#rw-gold)" />
              <circle cy="-35" r="3.2" fill="url(#rw-gold)" />
            </g>
          ))}
          <circle r="10" fill="url(#rw-gold)" stroke="#7a4a05" strokeWidth="1" />
          <circle r="4" fill="#fff6cf" />
        </g>
        <g ref={orbit} className="roulette-wheel__orbit">
          <circle
            ref={ball}
            cy={-TRACK}
            r="4.6"
            fill="url(#rw-ball)"
            stroke="#6b7280"
            strokeWidth="0.4"
          />
        </g>
        <path d="M0 -99 L-5 -91 L5 -91Z" fill="url(#rw-gold)" />
      </svg>
    );
  },
);
