import { formatLimitValue } from '@app/contracts/limit-wording';
import { formatTime } from '../../lib/format';
import {
  LIMIT_KIND_LABELS,
  LIMIT_PERIOD_LABELS,
  limitEventText,
  pendingText,
} from './limit-labels';
import { usePlayerLimits } from './player-limits-api';

/**
 * The player's own limits in the Responsible play panel (decision 037): the limits in force with
 * their waiting loosening and what is used this period, and the history of changes. Read only:
 * staff cannot loosen a limit.
 */
export function PlayerLimitsSection({ userId }: { userId: number }) {
  const limits = usePlayerLimits(userId);
  return (
    <section className="player-limits" aria-labelledby={`player-limits-${userId}`}>
      <h3 id={`player-limits-${userId}`}>Limits</h3>
      {limits.isPending && <p className="muted">Loading…</p>}
      {limits.isError && (
        <p className="form-error" role="alert">
          {limits.error.message}
        </p>
      )}
      {limits.data &&
        (limits.data.limits.length === 0 ? (
          <p className="muted">No limits set</p>
        ) : (
          <table className="safety-table" aria-label="Limits">
            <thead>
              <tr>
                <th scope="col">Limit</th>
                <th scope="col">Coin/USD</th>
                <th scope="col">Period</th>
                <th scope="col">Value</th>
                <th scope="col">Used this period</th>
                <th scope="col">Pending change</th>
              </tr>
            </thead>
            <tbody>
              {limits.data.limits.map((l) => (
                <tr key={`${l.kind}:${l.unit}:${l.period}`}>
                  <td>{LIMIT_KIND_LABELS[l.kind]}</td>
                  <td>{l.unit === 'MINUTES' ? '—' : l.unit}</td>
                  <td>{LIMIT_PERIOD_LABELS[l.period]}</td>
                  <td>{formatLimitValue(l.unit, l.value)}</td>
                  <td>{l.used === null ? '—' : formatLimitValue(l.unit, l.used)}</td>
                  <td>{pendingText(l)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {limits.data && (
        <>
          <h3>Limit history</h3>
          {limits.data.events.length === 0 ? (
            <p className="muted">No limit changes yet.</p>
          ) : (
            <ul className="safety-events">
              {limits.data.events.map((e) => (
                <li key={e.id}>
                  <span className="muted">{formatTime(e.at)}</span> {limitEventText(e)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
