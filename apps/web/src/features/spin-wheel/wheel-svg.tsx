import type { CSSProperties } from 'react';
import type { TWheelSegment } from '@app/contracts/spin-wheel';
import { segmentLabel, segmentLines } from './wheel-labels';

const R = 100;
const LABEL_R = 66;
const BULBS = 24;

/** Segment colours around the wheel: deep violet, magenta and royal blue, with SC prizes in green. */
const FILLS = ['url(#wheel-violet)', 'url(#wheel-magenta)', 'url(#wheel-blue)'] as const;

/** The slices' radial fills, each from a lighter colour near the hub to a deep one at the rim. */
const SLICE_GRADIENTS = [
  { id: 'wheel-violet', hub: '#5b2bd6', rim: '#2a1070' },
  { id: 'wheel-magenta', hub: '#d23aa8', rim: '#6e1457' },
  { id: 'wheel-blue', hub: '#2f6df0', rim: '#142a78' },
  { id: 'wheel-sc', hub: '#22c98a', rim: '#0a5a3d' },
] as const;

function SliceGradient({ id, hub, rim }: { id: string; hub: string; rim: string }) {
  return (
    <radialGradient id={id} cx="0" cy="0" r="100" gradientUnits="userSpaceOnUse">
      <stop offset="0.2" stopColor={hub} />
      <stop offset="1" stopColor={rim} />
    </radialGradient>
  );
}

const point = (angleDeg: number, radius: number) => {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [radius * Math.cos(a), radius * Math.sin(a)] as const;
};

function slicePath(start: number, end: number) {
  const [x1, y1] = point(start, R);
  const [x2, y2] = point(end, R);
  const large = end - start > 180 ? 1 : 0;
  return `M0 0 L${x1.toFixed(3)} ${y1.toFixed(3)} A${R} ${R} 0 ${large} 1 ${x2.toFixed(3)} ${y2.toFixed(3)} Z`;
}

interface WheelSvgProps {
  readonly segments: readonly TWheelSegment[];
  /** Degrees clockwise; a change animates (CSS transition of the rotor). */
  readonly rotation: number;
  readonly spinMs: number;
  /** The segment that won, lit once the wheel has stopped. */
  readonly winner: number | null;
}

/** The prize wheel: segments clockwise from the top, a rim of lights, a gold hub and pointer. */
export function WheelSvg({ segments, rotation, spinMs, winner }: WheelSvgProps) {
  const slice = 360 / Math.max(segments.length, 1);
  const rotor: CSSProperties = {
    transform: `rotate(${rotation}deg)`,
    transition: `transform ${spinMs}ms cubic-bezier(0.12, 0.72, 0.1, 1)`,
  };
  return (
    <svg
      className="wheel-svg"
      viewBox="-122 -130 244 252"
      role="img"
      aria-label={`Prize wheel: ${segments.map(segmentLabel).join(', ')}`}
    >
      <defs>
        {SLICE_GRADIENTS.map((gradient) => (
          <SliceGradient key={gradient.id} {...gradient} />
        ))}
        <linearGradient id="wheel-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="0.45" stopColor="#f5c542" />
          <stop offset="1" stopColor="#a86d05" />
        </linearGradient>
        <filter id="wheel-glow" x="-30%" y="-30%" width="160%" height="160%">
          <feGaussianBlur stdDeviation="3" />
        </filter>
      </defs>

      <circle r="119" fill="rgba(245,197,66,0.25)" filter="url(#wheel-glow)" />
      <circle r="116" fill="url(#wheel-gold)" />
      <circle r="109" fill="#1a0b3d" />
      {Array.from({ length: BULBS }, (_, i) => {
        const [x, y] = point((i * 360) / BULBS, 112.5);
        return (
          <circle
            key={i}
            className={i % 2 === 0 ? 'wheel-bulb' : 'wheel-bulb wheel-bulb--alt'}
            cx={x}
            cy={y}
            r="2.6"
          />
        );
      })}

      <g className="wheel-rotor" style={rotor}>
        {segments.map((segment, i) => {
          const start = i * slice;
          const lines = segmentLines(segment);
          const scOnly = segment.gc === 0;
          const mid = start + slice / 2;
          const [lx, ly] = point(mid, LABEL_R);
          return (
            <g
              key={segment.index}
              className={winner === i ? 'wheel-slice is-winner' : 'wheel-slice'}
            >
              <path
                d={slicePath(start, start + slice)}
                fill={scOnly ? 'url(#wheel-sc)' : FILLS[i % FILLS.length]}
                stroke="#f5c542"
                strokeWidth="1.2"
              />
              <text
                transform={`translate(${lx.toFixed(3)} ${ly.toFixed(3)}) rotate(${mid + 90})`}
                textAnchor="middle"
                className="wheel-text"
              >
                {lines.map((line, n) => (
                  <tspan
                    key={line}
                    x="0"
                    dy={n === 0 ? (lines.length > 1 ? '-0.15em' : '0.35em') : '1.05em'}
                    className={line.endsWith('SC') ? 'wheel-text__sc' : 'wheel-text__gc'}
                  >
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        {segments.map((_, i) => {
          const [x, y] = point(i * slice, 100);
          return <circle key={i} cx={x} cy={y} r="2" fill="url(#wheel-gold)" />;
        })}
      </g>

      <circle r="22" fill="url(#wheel-gold)" stroke="#7a4d02" strokeWidth="1.5" />
      <circle r="16" fill="#2a1070" stroke="#ffe8a3" strokeWidth="1" />
      <path
        d="M0 -9 L2.6 -2.8 L9 -2.8 L3.9 1.2 L5.8 7.6 L0 3.8 L-5.8 7.6 L-3.9 1.2 L-9 -2.8 L-2.6 -2.8 Z"
        fill="url(#wheel-gold)"
      />

      <g className="wheel-pointer">
        <path
          d="M-11 -127 L11 -127 L0 -96 Z"
          fill="url(#wheel-gold)"
          stroke="#7a4d02"
          strokeWidth="1.5"
        />
        <circle cy="-121" r="3.4" fill="#fff6d6" />
      </g>
    </svg>
  );
}
