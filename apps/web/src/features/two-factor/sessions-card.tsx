import type { TPlayerSession } from '@app/contracts/two-factor';
import { LogoutIcon } from '../../components/icons';
import { showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { useSessions, useSignOutOthers, useSignOutSession } from './two-factor-api';

const seenAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function SessionRow({ session }: { readonly session: TPlayerSession }) {
  const signOut = useSignOutSession();
  return (
    <li className="sessions__item">
      <div>
        <p className="sessions__device">
          {session.device}
          {session.current && <span className="two-factor__badge">This device</span>}
        </p>
        <p className="sessions__meta">
          IP {session.ip} ·{' '}
          {session.current ? 'Active now' : `Last seen ${seenAt(session.lastSeenAt)}`}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="btn btn--ghost"
          disabled={signOut.isPending}
          aria-label={`Sign out ${session.device}, last seen ${seenAt(session.lastSeenAt)}`}
          onClick={() =>
            signOut.mutate(session.id, {
              onSuccess: ({ message }) => notify.success(message),
              onError: (error) => showApiError(error, null),
            })
          }
        >
          Sign out
        </button>
      )}
    </li>
  );
}

/** Where the player is signed in, and signing other devices out (decision 039). */
export function SessionsCard() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOthers();
  const list = sessions.data ?? [];
  return (
    <section className="account-card" aria-labelledby="account-sessions-title">
      <h2 id="account-sessions-title" className="account-card__title">
        <LogoutIcon size={20} /> Where you’re signed in
      </h2>
      {sessions.isPending ? (
        <p className="two-factor__loading">Loading…</p>
      ) : sessions.isError ? (
        <p className="two-factor__loading">Could not load your sessions.</p>
      ) : (
        <ul className="sessions">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      {list.length > 1 && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: ({ message }) => notify.success(message),
              onError: (error) => showApiError(error, null),
            })
          }
        >
          Sign out everywhere else
        </button>
      )}
    </section>
  );
}
