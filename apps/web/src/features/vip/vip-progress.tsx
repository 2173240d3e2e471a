import { PROGRESS_MARKS } from '@app/contracts/constants';

/** SPEC §2: the bar with marks at 0, 5, 25, 50, 75 and 100 % and the player's indicator. */
export function VipProgress({ percent, nextName }: { percent: number; nextName: string | null }) {
  return (
    <div className="vip-progress">
      <div
        className="vip-progress__track"
        role="progressbar"
        aria-label={nextName ? `Progress to ${nextName}` : 'Top tier reached'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="vip-progress__fill" style={{ width: `${percent}%` }} />
        <span className="vip-progress__indicator" style={{ left: `${percent}%` }}>
          {percent}%
        </span>
      </div>
      <ol className="vip-progress__marks" aria-hidden="true">
        {PROGRESS_MARKS.map((mark) => (
          <li
            key={mark}
            className={[
              'vip-progress__mark',
              mark <= percent ? 'vip-progress__mark--done' : null,
              // Too close to 0 % to label on a phone.
              mark === 5 ? 'vip-progress__mark--minor' : null,
            ]
              .filter(Boolean)
              .join(' ')}
            style={{ left: `${mark}%` }}
          >
            {mark}%
          </li>
        ))}
      </ol>
    </div>
  );
}
