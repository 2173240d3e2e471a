import type { ReactNode } from 'react';

/**
 * The symbol art of the four slot themes, drawn in SVG on a 100×100 grid.
 * Keys are the `key` of each symbol in slots.ts; every theme has its own
 * pictures, and the card royals take the theme's colours.
 */
const url = (id: string) => `url(#${id})`;

function Badge({
  fill,
  ring = 'sa-gold',
  children,
}: {
  fill: string;
  ring?: string;
  children: ReactNode;
}) {
  return (
    <>
      <circle cx="50" cy="50" r="45" fill={url(fill)} stroke={url(ring)} strokeWidth="5" />
      <circle
        cx="50"
        cy="50"
        r="39"
        fill="none"
        stroke="rgba(255,255,255,0.18)"
        strokeWidth="1.5"
      />
      {children}
    </>
  );
}

function Ribbon({ text, fill = 'sa-ribbon' }: { text: string; fill?: string }) {
  return (
    <g>
      <path
        d="M8 74h84l-5 8 5 8H8l5-8z"
        fill={url(fill)}
        stroke={url('sa-gold')}
        strokeWidth="2.5"
      />
      <text
        x="50"
        y="86.5"
        textAnchor="middle"
        fontSize={text.length > 5 ? 11 : 13}
        fontWeight="900"
        letterSpacing="1.5"
        fill="#fff"
        fontFamily="'Mulish Variable', Mulish, system-ui, sans-serif"
      >
        {text}
      </text>
    </g>
  );
}

function Royal({ text, fill, stroke }: { text: string; fill: string; stroke: string }) {
  return (
    <text
      x="50"
      y={text.length > 1 ? 68 : 72}
      textAnchor="middle"
      fontSize={text.length > 1 ? 54 : 70}
      fontWeight="900"
      fontFamily="'Mulish Variable', Mulish, system-ui, sans-serif"
      fill={url(fill)}
      stroke={stroke}
      strokeWidth="4"
      paintOrder="stroke"
      letterSpacing="-2"
    >
      {text}
    </text>
  );
}

const ROYAL_TEXT: Record<string, string> = {
  ace: 'A',
  king: 'K',
  queen: 'Q',
  jack: 'J',
  ten: '10',
  nine: '9',
};

const ROYAL_COLOURS: Record<string, Record<string, [string, string]>> = {
  pharaoh: {
    ace: ['sa-turquoise', '#3b2305'],
    king: ['sa-lapis', '#3b2305'],
    queen: ['sa-red', '#3b2305'],
    jack: ['sa-gold', '#4a2b04'],
    ten: ['sa-green', '#3b2305'],
  },
  neon: {},
  buffalo: {
    ace: ['sa-red', '#2b1306'],
    king: ['sa-blue', '#2b1306'],
    queen: ['sa-purple', '#2b1306'],
    jack: ['sa-green', '#2b1306'],
    ten: ['sa-orange', '#2b1306'],
    nine: ['sa-turquoise', '#2b1306'],
  },
  dragon: {
    ace: ['sa-gold', '#5c0a0a'],
    queen: ['sa-jade', '#3d0707'],
    jack: ['sa-red', '#3d0707'],
    ten: ['sa-purple', '#3d0707'],
  },
};

/* ——— Pharaoh's Fortune ——— */

const pharaoh = {
  pharaoh: (
    <Badge fill="sa-badge-lapis">
      <path
        d="M22 78 28 30Q50 8 72 30l6 48H62l-2-22H40l-2 22z"
        fill={url('sa-nemes')}
        stroke="#6b3d06"
        strokeWidth="2"
      />
      <path d="M37 30h26v28q-13 9-26 0z" fill={url('sa-bronze')} />
      <path
        d="M40 40q4-3 8 0-4 3-8 0m12 0q4-3 8 0-4 3-8 0"
        fill="#fff"
        stroke="#111"
        strokeWidth="2"
      />
      <circle cx="44" cy="40" r="1.6" fill="#111" />
      <circle cx="56" cy="40" r="1.6" fill="#111" />
      <path d="M47 50h6" stroke="#7a4a17" strokeWidth="2" strokeLinecap="round" />
      <path d="M45 58h10l-2 14h-6z" fill={url('sa-nemes')} stroke="#6b3d06" strokeWidth="1.5" />
      <path d="M46 22q4-8 8 0v8h-8z" fill={url('sa-gold')} stroke="#6b3d06" strokeWidth="1.5" />
      <Ribbon text="WILD" />
    </Badge>
  ),
  scarab: (
    <Badge fill="sa-badge-turquoise">
      <circle cx="50" cy="22" r="10" fill={url('sa-red')} stroke={url('sa-gold')} strokeWidth="2" />
      <path
        d="M50 40Q20 22 10 52q18 6 36-4zM50 40q30-18 40 12-18 6-36-4z"
        fill={url('sa-lapis')}
        stroke={url('sa-gold')}
        strokeWidth="2.5"
      />
      <ellipse
        cx="50"
        cy="52"
        rx="12"
        ry="17"
        fill={url('sa-turquoise')}
        stroke={url('sa-gold')}
        strokeWidth="3"
      />
      <path d="M50 36v32" stroke={url('sa-gold-dark')} strokeWidth="2" />
      <circle cx="50" cy="34" r="6" fill={url('sa-gold')} />
      <Ribbon text="SCATTER" fill="sa-ribbon-blue" />
    </Badge>
  ),
  eye: (
    <Badge fill="sa-badge-sand" ring="sa-lapis">
      <path
        d="M16 42q34-26 68 0-34 22-68 0z"
        fill="#fff"
        stroke="#14213d"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="42" r="10" fill={url('sa-lapis')} />
      <circle cx="50" cy="42" r="4.5" fill="#0b1020" />
      <path
        d="M18 30q30-16 64 0"
        fill="none"
        stroke="#14213d"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M45 52 41 76" fill="none" stroke="#14213d" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M56 52q16 6 16 19 0 10-9 10-7 0-7-7 0-5 5-5"
        fill="none"
        stroke="#14213d"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </Badge>
  ),
  ankh: (
    <Badge fill="sa-badge-red">
      <ellipse
        cx="50"
        cy="30"
        rx="12"
        ry="15"
        fill="none"
        stroke={url('sa-gold')}
        strokeWidth="9"
      />
      <path d="M22 48h56" stroke={url('sa-gold')} strokeWidth="10" strokeLinecap="round" />
      <path d="M50 44v40" stroke={url('sa-gold')} strokeWidth="11" strokeLinecap="round" />
      <path
        d="M22 48h56M50 44v40"
        stroke="rgba(255,255,255,0.35)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </Badge>
  ),
  cat: (
    <Badge fill="sa-badge-turquoise">
      <path
        d="M36 86q-8-24 4-40l-4-22 12 12q2-1 4 0l12-12-4 22q12 16 4 40z"
        fill="#0d0d16"
        stroke={url('sa-gold')}
        strokeWidth="2"
      />
      <path d="M40 54q10 6 20 0" fill="none" stroke={url('sa-gold')} strokeWidth="4" />
      <circle cx="50" cy="60" r="3.5" fill={url('sa-gold')} />
      <path d="M43 40l4 2m10 0 4-2" stroke="#facc15" strokeWidth="3" strokeLinecap="round" />
      <circle cx="35" cy="34" r="2.5" fill={url('sa-gold')} />
    </Badge>
  ),
  urn: (
    <Badge fill="sa-badge-lapis">
      <path d="M38 16h24l-3 10H41z" fill={url('sa-gold')} stroke="#6b3d06" strokeWidth="2" />
      <path
        d="M41 26h18q18 12 12 36-6 20-21 22-15-2-21-22-6-24 12-36z"
        fill={url('sa-gold')}
        stroke="#6b3d06"
        strokeWidth="2.5"
      />
      <path d="M31 48h38M30 58h40" stroke={url('sa-lapis')} strokeWidth="5" />
      <path
        d="M40 36q-6 14 0 32"
        fill="none"
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Badge>
  ),
};

/* ——— Neon Nights ——— */

function Neon({ d, colour, width = 7 }: { d: string; colour: string; width?: number }) {
  return (
    <>
      <path
        d={d}
        fill="none"
        stroke={colour}
        strokeOpacity="0.35"
        strokeWidth={width + 7}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d={d}
        fill="none"
        stroke={colour}
        strokeWidth={width}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d={d}
        fill="none"
        stroke="#fff"
        strokeOpacity="0.85"
        strokeWidth={width / 3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

const neonText = (text: string, colour: string, size: number, y: number) => (
  <text
    x="50"
    y={y}
    textAnchor="middle"
    fontSize={size}
    fontWeight="900"
    fontStyle="italic"
    fontFamily="'Mulish Variable', Mulish, system-ui, sans-serif"
    fill="#fff"
    stroke={colour}
    strokeWidth="5"
    paintOrder="stroke"
    letterSpacing="-1"
  >
    {text}
  </text>
);

const neon = {
  'neon-wild': (
    <>
      <rect
        x="7"
        y="18"
        width="86"
        height="64"
        rx="14"
        fill="#1a0633"
        stroke="#22d3ee"
        strokeWidth="4"
      />
      <rect
        x="7"
        y="18"
        width="86"
        height="64"
        rx="14"
        fill="none"
        stroke="#22d3ee"
        strokeOpacity="0.35"
        strokeWidth="10"
      />
      {neonText('WILD', '#ff2fd1', 30, 61)}
    </>
  ),
  'disco-ball': (
    <>
      <path d="M50 4v10" stroke="#cbd5e1" strokeWidth="2" />
      <circle cx="50" cy="50" r="36" fill={url('sa-disco')} stroke="#a5b4fc" strokeWidth="2" />
      <path
        d="M14 50h72M20 32h60M20 68h60M50 14v72M32 18q-10 32 0 64M68 18q10 32 0 64"
        stroke="rgba(30,27,75,0.6)"
        strokeWidth="2"
        fill="none"
      />
      <path d="M30 30l6 0 0 6-6 0z" fill="#fff" />
      <path d="M80 16l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fff" />
      <path d="M16 74l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#ff9cf0" />
    </>
  ),
  seven: (
    <>
      <Neon d="M26 22h48L46 82" colour="#ff2f6d" width={9} />
      <Neon d="M40 52h20" colour="#ff2f6d" width={6} />
    </>
  ),
  diamond: (
    <>
      <path d="M22 38 34 22h32l12 16-28 42z" fill="rgba(34,211,238,0.18)" />
      <Neon
        d="M22 38 34 22h32l12 16-28 42zM22 38h56M40 22l-6 16 16 42 16-42-6-16"
        colour="#22d3ee"
        width={4}
      />
    </>
  ),
  bell: (
    <>
      <path d="M30 70q2-44 20-46 18 2 20 46z" fill="rgba(250,204,21,0.2)" />
      <Neon d="M26 72h48M30 70q2-44 20-46 18 2 20 46M50 18v6" colour="#facc15" width={5} />
      <circle cx="50" cy="80" r="6" fill="#facc15" />
    </>
  ),
  bar: (
    <>
      <rect x="10" y="30" width="80" height="40" rx="8" fill="#2a0b0b" />
      <Neon d="M14 30h72v40H14z" colour="#fb923c" width={4} />
      {neonText('BAR', '#f97316', 30, 62)}
    </>
  ),
  cherry: (
    <>
      <Neon d="M38 62q6-30 26-44M64 18q2 22 8 40M64 18l12-4" colour="#4ade80" width={4} />
      <circle cx="34" cy="68" r="15" fill={url('sa-red')} stroke="#ff5577" strokeWidth="3" />
      <circle cx="70" cy="66" r="14" fill={url('sa-red')} stroke="#ff5577" strokeWidth="3" />
      <circle cx="29" cy="63" r="4" fill="#fff" fillOpacity="0.7" />
      <circle cx="65" cy="61" r="4" fill="#fff" fillOpacity="0.7" />
    </>
  ),
  plum: (
    <>
      <ellipse
        cx="50"
        cy="56"
        rx="28"
        ry="30"
        fill={url('sa-purple')}
        stroke="#d8b4fe"
        strokeWidth="3"
      />
      <path d="M50 30q2-10 0-16" stroke="#4ade80" strokeWidth="4" strokeLinecap="round" />
      <path d="M52 22q14-12 24-4-12 10-24 4z" fill="#22c55e" />
      <path d="M50 32q-6 24 0 50" fill="none" stroke="#581c87" strokeWidth="2" />
      <ellipse cx="38" cy="46" rx="5" ry="8" fill="#fff" fillOpacity="0.45" />
    </>
  ),
  grapes: (
    <>
      <path
        d="M50 22q4-10 12-12"
        stroke="#4ade80"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      {[
        [38, 34],
        [50, 32],
        [62, 34],
        [32, 48],
        [44, 48],
        [56, 48],
        [68, 48],
        [38, 62],
        [50, 62],
        [62, 62],
        [44, 76],
        [56, 76],
      ].map(([cx, cy]) => (
        <g key={`${cx}-${cy}`}>
          <circle
            cx={cx}
            cy={cy}
            r="8"
            fill={url('sa-purple')}
            stroke="#e9d5ff"
            strokeWidth="1.5"
          />
          <circle
            cx={(cx as number) - 3}
            cy={(cy as number) - 3}
            r="2"
            fill="#fff"
            fillOpacity="0.6"
          />
        </g>
      ))}
    </>
  ),
  lemon: (
    <>
      <path
        d="M14 52q8-30 36-30t36 30q-8 28-36 28T14 52z"
        fill={url('sa-yellow')}
        stroke="#fef08a"
        strokeWidth="3"
      />
      <path d="M8 52l8-2v4zM92 52l-8-2v4z" fill="#facc15" />
      <ellipse cx="38" cy="40" rx="10" ry="5" fill="#fff" fillOpacity="0.55" />
    </>
  ),
};

/* ——— Wild Buffalo Gold ——— */

function BuffaloHead({ fill, horn }: { fill: string; horn: string }) {
  return (
    <g>
      <path
        d="M30 38q-18 0-20-16 8 10 20 8zM70 38q18 0 20-16-8 10-20 8z"
        fill={url(horn)}
        stroke="#2b1306"
        strokeWidth="1.5"
      />
      <path
        d="M30 30q20-14 40 0l-2 28q-6 26-18 28-12-2-18-28z"
        fill={url(fill)}
        stroke="#1a0c04"
        strokeWidth="2"
      />
      <ellipse cx="50" cy="32" rx="22" ry="11" fill="#2a170a" opacity="0.55" />
      <circle cx="40" cy="50" r="3" fill="#fff" />
      <circle cx="60" cy="50" r="3" fill="#fff" />
      <circle cx="40" cy="50" r="1.5" fill="#111" />
      <circle cx="60" cy="50" r="1.5" fill="#111" />
      <ellipse cx="50" cy="74" rx="10" ry="7" fill="#6b4226" />
      <circle cx="46" cy="74" r="2" fill="#1a0c04" />
      <circle cx="54" cy="74" r="2" fill="#1a0c04" />
    </g>
  );
}

const buffalo = {
  'gold-buffalo': (
    <Badge fill="sa-badge-red">
      <BuffaloHead fill="sa-gold" horn="sa-silver" />
      <Ribbon text="WILD" />
    </Badge>
  ),
  sunset: (
    <Badge fill="sa-badge-sunset">
      <circle cx="50" cy="52" r="20" fill={url('sa-sun')} />
      <path d="M6 66q14-6 20-2l6-10h14l4 8q12-8 22-4l6-8h10l8 14v30H6z" fill="#3b1207" />
      <path
        d="M20 34h12M68 30h14M30 24h8"
        stroke="#fde68a"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.7"
      />
      <Ribbon text="SCATTER" fill="sa-ribbon-blue" />
    </Badge>
  ),
  buffalo: (
    <Badge fill="sa-badge-sand" ring="sa-brown">
      <BuffaloHead fill="sa-fur" horn="sa-tan" />
    </Badge>
  ),
  eagle: (
    <Badge fill="sa-badge-sky">
      <path
        d="M28 88q-4-34 14-52 12-12 28-8 10 4 12 14l-8 4-4-4q-8 0-10 10-2 14 8 36z"
        fill="#3b200b"
      />
      <path
        d="M36 40q8-18 28-16 12 2 14 12l-10 4q-6-4-12 0-8 4-10 12z"
        fill="#fff"
        stroke="#cbd5e1"
        strokeWidth="1.5"
      />
      <path
        d="M78 36q10 2 10 12-4-4-10-2l-8-6z"
        fill={url('sa-yellow')}
        stroke="#a16207"
        strokeWidth="1.5"
      />
      <circle cx="66" cy="34" r="3" fill="#111" />
      <circle cx="66.8" cy="33.2" r="1" fill="#fff" />
    </Badge>
  ),
  wolf: (
    <Badge fill="sa-badge-night" ring="sa-silver">
      <circle cx="72" cy="26" r="9" fill="#f8fafc" opacity="0.8" />
      <path
        d="M26 18l14 18h20l14-18 2 30-8 14-18 22-18-22-8-14z"
        fill={url('sa-grey')}
        stroke="#1f2937"
        strokeWidth="2"
      />
      <path d="M40 62l10 22 10-22-10-6z" fill="#f1f5f9" />
      <path d="M38 46l7 2m17-2-7 2" stroke="#facc15" strokeWidth="3.5" strokeLinecap="round" />
      <ellipse cx="50" cy="66" rx="5" ry="4" fill="#111" />
    </Badge>
  ),
  cougar: (
    <Badge fill="sa-badge-sunset" ring="sa-tan">
      <circle cx="30" cy="28" r="9" fill={url('sa-tan')} stroke="#5b3a1a" strokeWidth="2" />
      <circle cx="70" cy="28" r="9" fill={url('sa-tan')} stroke="#5b3a1a" strokeWidth="2" />
      <ellipse
        cx="50"
        cy="52"
        rx="26"
        ry="28"
        fill={url('sa-tan')}
        stroke="#5b3a1a"
        strokeWidth="2"
      />
      <ellipse cx="50" cy="68" rx="14" ry="10" fill="#fff7ed" />
      <path d="M45 60h10l-5 6z" fill="#db2777" />
      <path d="M37 46l7 2m19-2-7 2" stroke="#16a34a" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M50 66v6m0 0q-6 4-10 0m10 0q6 4 10 0"
        fill="none"
        stroke="#5b3a1a"
        strokeWidth="1.5"
      />
    </Badge>
  ),
};

/* ——— Dragon Pearls ——— */

const dragon = {
  'jade-dragon': (
    <Badge fill="sa-badge-crimson">
      <path
        d="M30 34 18 14l20 12M70 34l12-20-20 12"
        fill="none"
        stroke={url('sa-gold')}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M28 36q22-16 44 0l4 22q-6 22-26 24-20-2-26-24z"
        fill={url('sa-jade')}
        stroke="#022c22"
        strokeWidth="2.5"
      />
      <path d="M36 46l8 3m20-3-8 3" stroke="#fde047" strokeWidth="4" strokeLinecap="round" />
      <path d="M38 66q12 8 24 0" fill="none" stroke="#022c22" strokeWidth="3" />
      <path
        d="M34 62q-18 4-24 18M66 62q18 4 24 18"
        fill="none"
        stroke={url('sa-gold')}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M44 30l6-8 6 8" fill="none" stroke="#fde047" strokeWidth="2" />
      <Ribbon text="WILD" />
    </Badge>
  ),
  pearl: (
    <Badge fill="sa-badge-purple">
      <path
        d="M50 8q10 12 6 22 12-8 18 2-2 12 8 14-10 8-4 20-12 2-14 12-8-6-14 0-6-6-14 0-2-10-14-12 6-12-4-20 10-2 8-14 6-10 18-2-4-10 6-22z"
        fill={url('sa-flame')}
        opacity="0.9"
      />
      <circle cx="50" cy="48" r="22" fill={url('sa-pearl')} stroke="#fff" strokeWidth="1.5" />
      <ellipse cx="42" cy="40" rx="7" ry="5" fill="#fff" opacity="0.85" />
      <Ribbon text="SCATTER" fill="sa-ribbon-blue" />
    </Badge>
  ),
  phoenix: (
    <Badge fill="sa-badge-crimson">
      <path
        d="M50 30q-20-18-40-10 14 6 16 18-12 2-18 12 18-2 28 6zM50 30q20-18 40-10-14 6-16 18 12 2 18 12-18-2-28 6z"
        fill={url('sa-flame')}
        stroke="#7f1d1d"
        strokeWidth="1.5"
      />
      <path
        d="M50 26q8 6 6 22l-6 34-6-34q-2-16 6-22z"
        fill={url('sa-orange')}
        stroke="#7f1d1d"
        strokeWidth="1.5"
      />
      <path d="M50 64q-10 14-4 24m4-24q10 14 4 24" fill="none" stroke="#fde047" strokeWidth="2.5" />
      <circle cx="52" cy="32" r="2" fill="#111" />
      <path d="M56 30l6 2-6 2z" fill="#fde047" />
    </Badge>
  ),
  tiger: (
    <Badge fill="sa-badge-jade">
      <circle cx="28" cy="28" r="9" fill={url('sa-orange')} stroke="#3b1207" strokeWidth="2" />
      <circle cx="72" cy="28" r="9" fill={url('sa-orange')} stroke="#3b1207" strokeWidth="2" />
      <ellipse
        cx="50"
        cy="52"
        rx="28"
        ry="28"
        fill={url('sa-orange')}
        stroke="#3b1207"
        strokeWidth="2"
      />
      <path
        d="M24 46l10 4M22 58l10 0M76 46l-10 4M78 58l-10 0M44 28l2 8M56 28l-2 8M50 26v8"
        stroke="#1c0a03"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <ellipse cx="50" cy="68" rx="14" ry="10" fill="#fff7ed" />
      <path d="M45 61h10l-5 6z" fill="#1c0a03" />
      <path d="M38 48l6 2m18-2-6 2" stroke="#16a34a" strokeWidth="4" strokeLinecap="round" />
    </Badge>
  ),
  koi: (
    <Badge fill="sa-badge-lapis">
      <path
        d="M22 66q6-30 34-38 16-4 22 6-4 18-24 30-16 10-32 2z"
        fill="#fff7ed"
        stroke="#7c2d12"
        strokeWidth="2"
      />
      <path
        d="M40 44q10-8 22-6 8 4 4 12-10 6-20 4z M30 62q6-4 10 2-4 4-10-2z"
        fill={url('sa-orange')}
      />
      <path
        d="M22 66l-12 8 4-14zM52 30q8-12 18-12-4 8-8 12"
        fill={url('sa-orange')}
        stroke="#7c2d12"
        strokeWidth="1.5"
      />
      <circle cx="68" cy="36" r="2.5" fill="#111" />
      <path d="M76 40q6 0 8 4" stroke="#7c2d12" strokeWidth="1.5" fill="none" />
    </Badge>
  ),
  lantern: (
    <Badge fill="sa-badge-night">
      <path d="M50 8v8" stroke={url('sa-gold')} strokeWidth="3" />
      <rect x="38" y="14" width="24" height="8" rx="2" fill={url('sa-gold')} />
      <ellipse
        cx="50"
        cy="48"
        rx="26"
        ry="26"
        fill={url('sa-red')}
        stroke="#7f1d1d"
        strokeWidth="2"
      />
      <path
        d="M50 22q-14 26 0 52M50 22q14 26 0 52M36 26q-12 22 0 44M64 26q12 22 0 44"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="1.5"
        opacity="0.8"
      />
      <rect x="38" y="72" width="24" height="7" rx="2" fill={url('sa-gold')} />
      <path d="M50 79v12M46 84l4 8 4-8" stroke="#fbbf24" strokeWidth="2.5" fill="none" />
      <ellipse cx="42" cy="40" rx="5" ry="9" fill="#fff" opacity="0.25" />
    </Badge>
  ),
};

const THEMES: Record<string, Record<string, ReactNode>> = { pharaoh, neon, buffalo, dragon };

/** One symbol's picture for a theme (a plain label if the key is unknown). */
export function SlotSymbolArt({ theme, symbol }: { theme: string; symbol: string }) {
  const drawn = THEMES[theme]?.[symbol];
  const royal = ROYAL_TEXT[symbol];
  let art: ReactNode = drawn;
  if (!art && royal) {
    const [fill, stroke] = ROYAL_COLOURS[theme]?.[symbol] ?? ['sa-gold', '#2a1505'];
    art = <Royal text={royal} fill={fill} stroke={stroke} />;
  }
  return (
    <svg className="slot-symbol__art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {art ?? (
        <text x="50" y="60" textAnchor="middle" fontSize="20" fill="#fff">
          {symbol}
        </text>
      )}
    </svg>
  );
}
