import { useState } from 'react';
import {
  EXCLUSION_PERIOD_LABELS,
  EXCLUSION_PERIODS,
  type TExclusionPeriod,
  type TSafetyEvent,
} from '@app/contracts/account-safety';
import { ModalDialog } from '../../components/modal-dialog';
import { formatTime } from '../../lib/format';
import { useCan } from '../../lib/staff-session';
import { useExcludePlayer, usePlayerSafety } from './account-safety-api';
import { PlayerLimitsSection } from './player-limits-section';
import './account-safety.css';
import { FormActions } from '../../components/form-actions';

const MIN_REASON = 5;

const periodText = (period: string) => {
  const label = EXCLUSION_PERIOD_LABELS[period as TExclusionPeriod] as string | undefined;
  if (label) return label;
  const days = Number(period.replace(/d$/, ''));
  return days === 1 ? '1 day' : `${days} days`;
};

function eventText(event: TSafetyEvent) {
  const d = event.detail;
  switch (event.kind) {
    case 'reality_check':
      return d.intervalMinutes
        ? `Reality check every ${String(d.intervalMinutes)} min`
        : 'Reality check off';
    case 'break':
      return `Break of ${periodText(String(d.period))}`;
    case 'exclusion':
      return `Self-exclusion: ${periodText(String(d.period))}${d.reason ? ` — ${String(d.reason)}` : ''}`;
    case 'reopen_request':
      return `Asked to reopen (reopens ${formatTime(String(d.reopenAt))})`;
    case 'closure':
      return `Closed the account: ${String(d.reason)}${d.details ? ` — ${String(d.details)}` : ''}`;
    default:
      return event.kind;
  }
}

function ExcludeDialog({
  userId,
  username,
  onClose,
}: {
  userId: number;
  username: string;
  onClose: () => void;
}) {
  const [period, setPeriod] = useState<TExclusionPeriod>('1y');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const exclude = useExcludePlayer(userId);
  const tooShort = reason.trim().length < MIN_REASON;
  return (
    <ModalDialog title="Self-exclude on the player’s behalf" onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!tooShort) exclude.mutate({ period, reason }, { onSuccess: onClose });
        }}
      >
        <p className="muted">
          {username} is signed out of every device at once and cannot sign in to play or buy until
          it ends. It cannot be shortened or lifted, by anyone.
        </p>
        <div className="field">
          <label htmlFor="exclusion-period">Period</label>
          <select
            id="exclusion-period"
            value={period}
            onChange={(event) => setPeriod(event.target.value as TExclusionPeriod)}
          >
            {EXCLUSION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {EXCLUSION_PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="exclusion-reason">Reason</label>
          <textarea
            id="exclusion-reason"
            rows={3}
            autoFocus
            value={reason}
            aria-invalid={touched && tooShort}
            onChange={(event) => setReason(event.target.value)}
          />
          {touched && tooShort && (
            <p className="form-error" role="alert">
              Give the reason (at least {MIN_REASON} characters).
            </p>
          )}
        </div>
        {exclude.error && (
          <p className="form-error" role="alert">
            {exclude.error.message}
          </p>
        )}
        <FormActions
          layout="dialog"
          submitLabel="Self-exclude"
          pendingLabel="Excluding…"
          pending={exclude.isPending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}

/**
 * Compliance's view on the player page: the reality check, breaks, self-exclusions, closure and
 * their history; a self-exclusion applied on the player's behalf (decision 038); the player's
 * limits with their history (decision 037, read only).
 */
export function PlayerSafetyPanel({ userId, username }: { userId: number; username: string }) {
  const canRead = useCan('rg.read');
  const canExclude = useCan('rg.exclude');
  const [excluding, setExcluding] = useState(false);
  // Asked only by a role that may read it (the panel is not shown to others).
  const safety = usePlayerSafety(userId, canRead);
  if (!canRead) return null;
  const s = safety.data;
  return (
    <details className="player-safety-panel">
      <summary>
        <span className="player-safety-title">Responsible play</span>
        {s && (
          <span className="muted">
            {s.current
              ? `${s.current.kind === 'break' ? 'On a break' : 'Self-excluded'} until ${s.current.endsAt ? formatTime(s.current.endsAt) : 'forever'}`
              : 'No break or exclusion'}{' '}
            · reality check {s.realityCheckMinutes ? `${s.realityCheckMinutes} min` : 'off'}
          </span>
        )}
      </summary>
      {safety.isPending && <p className="muted">Loading…</p>}
      {safety.isError && (
        <p className="form-error" role="alert">
          {safety.error.message}
        </p>
      )}
      {s && (
        <div className="player-safety-body">
          <dl className="review-facts">
            <dt>Account</dt>
            <dd>{s.status}</dd>
            <dt>Reopens</dt>
            <dd>{s.reopensAt ? formatTime(s.reopensAt) : '—'}</dd>
          </dl>
          {canExclude && (
            <button
              type="button"
              className="button-quiet danger"
              onClick={() => setExcluding(true)}
            >
              Self-exclude on the player’s behalf
            </button>
          )}
          <h3>Breaks and exclusions</h3>
          {s.restrictions.length === 0 ? (
            <p className="muted">None.</p>
          ) : (
            <table className="safety-table">
              <thead>
                <tr>
                  <th scope="col">Kind</th>
                  <th scope="col">Period</th>
                  <th scope="col">From</th>
                  <th scope="col">Until</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {s.restrictions.map((r) => (
                  <tr key={r.id}>
                    <td>{r.kind === 'break' ? 'Break' : 'Self-exclusion'}</td>
                    <td>{periodText(r.period)}</td>
                    <td>{formatTime(r.startsAt)}</td>
                    <td>{r.endsAt ? formatTime(r.endsAt) : 'Permanent'}</td>
                    <td>{r.by}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3>History</h3>
          {s.events.length === 0 ? (
            <p className="muted">Nothing yet.</p>
          ) : (
            <ul className="safety-events">
              {s.events.map((e) => (
                <li key={e.id}>
                  <span className="muted">{formatTime(e.at)}</span> {eventText(e)}{' '}
                  <span className="muted">({e.by})</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <PlayerLimitsSection userId={userId} />
      {excluding && (
        <ExcludeDialog userId={userId} username={username} onClose={() => setExcluding(false)} />
      )}
    </details>
  );
}
