import type { ReactNode } from 'react';

/**
 * Symbols of the two scratch cards (keys of scratchers.ts), in SVG on a
 * 100×100 grid. Gradients are defined by <ScratchArtDefs/> once per card.
 */
const url = (id: string) => `url(#${id})`;

const SYMBOLS: Record<string, ReactNode> = {
  /* Lucky 7s */
  seven: (
    <>
      <path
        d="M22 16h58v12L50 88H32l30-58H22z"
        fill={url('sc-red')}
        stroke="#5c0a0a"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M27 21h46" stroke="#fff" strokeOpacity="0.6" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  'triple-bar': (
    <>
      {[14, 40, 66].map((y, i) => (
        <g key={y}>
          <rect
            x="12"
            y={y}
            width="76"
            height="20"
            rx="5"
            fill={url(['sc-blue', 'sc-red', 'sc-gold'][i] ?? 'sc-gold')}
            stroke="#1f1300"
            strokeWidth="2.5"
          />
          <text
            x="50"
            y={y + 15.5}
            textAnchor="middle"
            fontSize="14"
            fontWeight="900"
            fill="#fff"
            fontFamily="'Mulish Variable', Mulish, sans-serif"
            letterSpacing="3"
          >
            BAR
          </text>
        </g>
      ))}
    </>
  ),
  bell: (
    <>
      <path
        d="M26 72q0-46 24-50 24 4 24 50z"
        fill={url('sc-gold')}
        stroke="#7a4a05"
        strokeWidth="3"
      />
      <rect
        x="20"
        y="70"
        width="60"
        height="10"
        rx="5"
        fill={url('sc-gold')}
        stroke="#7a4a05"
        strokeWidth="3"
      />
      <circle cx="50" cy="86" r="7" fill={url('sc-gold')} stroke="#7a4a05" strokeWidth="3" />
      <circle cx="50" cy="17" r="5" fill="#7a4a05" />
      <path
        d="M38 36q-4 14-3 30"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  star: (
    <path
      d="M50 8l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z"
      fill={url('sc-gold')}
      stroke="#7a4a05"
      strokeWidth="3.5"
      strokeLinejoin="round"
    />
  ),
  horseshoe: (
    <>
      <path
        d="M26 84 20 44q0-30 30-30t30 30l-6 40H62l4-38q0-16-16-16T34 46l4 38z"
        fill={url('sc-silver')}
        stroke="#334155"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      {[
        [27, 70],
        [24, 52],
        [30, 34],
        [73, 70],
        [76, 52],
        [70, 34],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.6" fill="#334155" />
      ))}
    </>
  ),
  clover: (
    <>
      {[
        [50, 30],
        [30, 50],
        [70, 50],
        [50, 70],
      ].map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="16"
          fill={url('sc-green')}
          stroke="#14532d"
          strokeWidth="3"
        />
      ))}
      <circle cx="50" cy="50" r="8" fill="#15803d" />
      <path
        d="M54 62q6 16 18 26"
        stroke="#14532d"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  cherry: (
    <>
      <path
        d="M36 62q4-30 24-46M60 16q4 24 12 42"
        stroke="#15803d"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M60 16q14-8 24 2-12 8-24-2z" fill="#22c55e" />
      <circle cx="34" cy="68" r="16" fill={url('sc-red')} stroke="#5c0a0a" strokeWidth="3" />
      <circle cx="70" cy="66" r="15" fill={url('sc-red')} stroke="#5c0a0a" strokeWidth="3" />
      <circle cx="28" cy="62" r="4" fill="#fff" fillOpacity="0.7" />
      <circle cx="64" cy="60" r="4" fill="#fff" fillOpacity="0.7" />
    </>
  ),
  lemon: (
    <>
      <path
        d="M12 52q8-32 38-32t38 32q-8 30-38 30T12 52z"
        fill={url('sc-yellow')}
        stroke="#a16207"
        strokeWidth="3"
      />
      <ellipse cx="38" cy="40" rx="10" ry="5" fill="#fff" fillOpacity="0.6" />
    </>
  ),
  coin: (
    <>
      <circle cx="50" cy="50" r="36" fill={url('sc-gold')} stroke="#7a4a05" strokeWidth="4" />
      <circle
        cx="50"
        cy="50"
        r="27"
        fill="none"
        stroke="#7a4a05"
        strokeWidth="2.5"
        strokeDasharray="4 3"
      />
      <text
        x="50"
        y="63"
        textAnchor="middle"
        fontSize="36"
        fontWeight="900"
        fill="#7a4a05"
        fontFamily="'Mulish Variable', Mulish, sans-serif"
      >
        $
      </text>
    </>
  ),

  /* Gold Rush */
  'mother-lode': (
    <>
      <path
        d="M10 80 24 40l14 10 12-26 14 24 12-8 14 40z"
        fill="#57331a"
        stroke="#2b1608"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M30 66l8-8 8 6-6 8zM52 52l10-6 6 10-10 6zM58 72l8-4 6 8-8 4zM40 44l6-4 4 6-6 4z"
        fill={url('sc-gold')}
        stroke="#7a4a05"
        strokeWidth="1.5"
      />
      <path d="M70 14l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fff7c2" />
    </>
  ),
  'gold-bar': (
    <>
      <path
        d="M14 70 26 44h48l12 26z"
        fill={url('sc-gold')}
        stroke="#7a4a05"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M26 44 32 30h36l6 14z"
        fill={url('sc-gold-light')}
        stroke="#7a4a05"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <text
        x="50"
        y="63"
        textAnchor="middle"
        fontSize="11"
        fontWeight="900"
        fill="#7a4a05"
        fontFamily="'Mulish Variable', Mulish, sans-serif"
        letterSpacing="1"
      >
        999.9
      </text>
    </>
  ),
  nugget: (
    <>
      <path
        d="M22 58q-6-20 12-28 8-12 24-8 18 0 20 16 12 10 2 24-8 14-28 12-22 2-30-16z"
        fill={url('sc-gold')}
        stroke="#7a4a05"
        strokeWidth="3"
      />
      <path
        d="M34 40q8-6 14-2M60 34q8 2 10 8M40 66q10 4 20 0"
        stroke="#fff5c2"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  pickaxe: (
    <>
      <path
        d="M14 38q36-30 72 0-36-14-72 0z"
        fill={url('sc-silver')}
        stroke="#334155"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect
        x="46"
        y="26"
        width="9"
        height="64"
        rx="4"
        transform="rotate(-12 50 58)"
        fill={url('sc-wood')}
        stroke="#3b200b"
        strokeWidth="2.5"
      />
    </>
  ),
  lantern: (
    <>
      <path
        d="M36 18h28M40 18q10-12 20 0"
        stroke="#3b200b"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="32" y="24" width="36" height="8" rx="2" fill="#3b200b" />
      <path
        d="M34 32h32l-4 44H38z"
        fill="rgba(255, 200, 80, 0.35)"
        stroke="#3b200b"
        strokeWidth="3"
      />
      <path d="M50 40q10 14 0 26-10-12 0-26z" fill={url('sc-flame')} />
      <rect x="30" y="76" width="40" height="8" rx="2" fill="#3b200b" />
    </>
  ),
  'gold-pan': (
    <>
      <ellipse
        cx="46"
        cy="58"
        rx="36"
        ry="20"
        fill={url('sc-silver')}
        stroke="#334155"
        strokeWidth="3"
      />
      <ellipse cx="46" cy="54" rx="26" ry="12" fill="#64748b" />
      <circle cx="40" cy="54" r="3" fill={url('sc-gold')} />
      <circle cx="50" cy="52" r="2.5" fill={url('sc-gold')} />
      <circle cx="46" cy="58" r="2" fill={url('sc-gold')} />
      <path d="M80 52l14-6" stroke="#3b200b" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  boot: (
    <>
      <path
        d="M34 12h26l-2 46q20 4 28 14v12H22l2-14 10-4z"
        fill={url('sc-wood')}
        stroke="#2b1608"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M34 24h26M32 70h52" stroke="#2b1608" strokeWidth="2.5" />
      <circle cx="30" cy="78" r="5" fill={url('sc-gold')} stroke="#7a4a05" strokeWidth="1.5" />
    </>
  ),
};

export function ScratchArtDefs() {
  const gradient = (id: string, stops: string[]) => (
    <linearGradient key={id} id={id} x1="0" y1="0" x2="0" y2="1">
      {stops.map((colour, i) => (
        <stop key={colour + String(i)} offset={i / (stops.length - 1)} stopColor={colour} />
      ))}
    </linearGradient>
  );
  return (
    <svg className="scratch-art-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {gradient('sc-red', ['#ff8a8a', '#e11d48', '#8b1026'])}
        {gradient('sc-blue', ['#93c5fd', '#2563eb', '#1e3a8a'])}
        {gradient('sc-gold', ['#fff4c2', '#f5c542', '#b7791f'])}
        {gradient('sc-gold-light', ['#fffbe0', '#fde68a', '#e3a72f'])}
        {gradient('sc-silver', ['#ffffff', '#cbd5e1', '#64748b'])}
        {gradient('sc-green', ['#bbf7d0', '#22c55e', '#15803d'])}
        {gradient('sc-yellow', ['#fef9c3', '#facc15', '#ca8a04'])}
        {gradient('sc-wood', ['#b7794a', '#7c4a21', '#4a2a10'])}
        {gradient('sc-flame', ['#fff7ad', '#fb923c', '#dc2626'])}
      </defs>
    </svg>
  );
}

/** One symbol of a scratch card. */
export function ScratchSymbol({ symbol }: { symbol: string }) {
  return (
    <svg className="scratch-symbol" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {SYMBOLS[symbol] ?? (
        <text x="50" y="58" textAnchor="middle" fontSize="18" fill="#333">
          {symbol}
        </text>
      )}
    </svg>
  );
}
