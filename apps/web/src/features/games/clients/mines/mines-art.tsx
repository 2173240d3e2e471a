/** A cut gem and a mine for the tiles, in SVG. */
export function GemArt() {
  return (
    <svg className="mines-art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="mines-gem" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b6fff0" />
          <stop offset="0.5" stopColor="#2ee6b6" />
          <stop offset="1" stopColor="#047857" />
        </linearGradient>
      </defs>
      <path
        d="M20 38 34 18h32l14 20-30 46z"
        fill="url(#mines-gem)"
        stroke="#065f46"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M20 38h60M34 18l6 20 10 46 10-46 6-20M40 38l10-20 10 20"
        fill="none"
        stroke="#ecfffa"
        strokeOpacity="0.7"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M30 30l6-8" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function MineArt() {
  return (
    <svg className="mines-art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="mines-bomb" cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#6b7280" />
          <stop offset="0.55" stopColor="#1f2937" />
          <stop offset="1" stopColor="#030712" />
        </radialGradient>
      </defs>
      {[0, 45, 90, 135].map((angle) => (
        <rect
          key={angle}
          x="46"
          y="14"
          width="8"
          height="72"
          rx="4"
          fill="#111827"
          transform={`rotate(${angle} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="26" fill="url(#mines-bomb)" stroke="#000" strokeWidth="2" />
      <circle cx="41" cy="41" r="6" fill="#fff" fillOpacity="0.5" />
      <circle cx="50" cy="50" r="8" fill="#ef4444" />
      <circle cx="50" cy="50" r="4" fill="#fecaca" />
    </svg>
  );
}
