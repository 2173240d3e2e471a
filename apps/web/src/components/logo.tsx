import { useId } from 'react';
import { SITE } from '../lib/site';

/** The brand mark: a crown coin and the word mark. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const gradientId = useId();
  return (
    <span className={compact ? 'logo logo--compact' : 'logo'}>
      <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe8a3" />
            <stop offset=".55" stopColor="#f5c542" />
            <stop offset="1" stopColor="#c8901a" />
          </linearGradient>
        </defs>
        <circle
          cx="32"
          cy="32"
          r="29"
          fill="#221a44"
          stroke={`url(#${gradientId})`}
          strokeWidth="4"
        />
        <path d="M16 42h32l3-20-10 8-9-13-9 13-10-8z" fill={`url(#${gradientId})`} />
      </svg>
      <span className="logo__text" aria-hidden="true">
        <span className="logo__name">
          {SITE.shortName.split(' ').map((word, index) => (
            <span key={index} className="logo__word">
              {index > 0 && ' '}
              {word}
            </span>
          ))}
        </span>
        {!compact && <span className="logo__tagline">Social Casino</span>}
      </span>
      <span className="visually-hidden">{SITE.name}</span>
    </span>
  );
}
