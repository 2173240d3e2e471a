import type { TPlayerSession } from '@app/contracts/players-admin';
import { formatTime } from '../../../lib/format';
import { useSignIns } from '../players-api';

const STATE_LABELS: Record<TPlayerSession['state'], string> = {
  live: 'Signed in',
  ended: 'Signed out',
  expired: 'Expired',
  failed: 'Failed sign-in',
};

/** Sign-ins (sessions) and failed sign-ins with time, IP and device. */
export function SessionsTab({ userId }: { userId: number }) {
  const signIns = useSignIns(userId);
  const rows = signIns.data?.rows ?? [];
  return (
    <section aria-label="Sessions and logins" className="data-table">
      {signIns.isError && (
        <p className="form-error" role="alert">
          {signIns.error.message}
        </p>
      )}
      <table>
        <caption className="visually-hidden">Sessions and logins</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">What</th>
            <th scope="col">IP</th>
            <th scope="col">Device</th>
            <th scope="col">Last seen</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`}>
              <td>{formatTime(row.at)}</td>
              <td>{STATE_LABELS[row.state]}</td>
              <td>{row.ip ?? '—'}</td>
              <td className="device">{row.device ?? '—'}</td>
              <td>{row.lastSeenAt ? formatTime(row.lastSeenAt) : '—'}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={5} className="data-table-empty">
                {signIns.isPending ? 'Loading…' : 'No sign-in yet.'}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
