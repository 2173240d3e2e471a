import { useState } from 'react';
import type { TPlayerProfile, TPlayerStatus } from '@app/contracts/players-admin';
import { ModalDialog } from '../../components/modal-dialog';
import { useCan } from '../../lib/staff-session';
import { useEndSessions, useSetFlags, useSetStatus } from './players-api';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { FormActions } from '../../components/form-actions';

type Confirm =
  | { kind: 'status'; status: TPlayerStatus; title: string }
  | { kind: 'end-sessions'; title: string };

const MIN_REASON = 3;

/**
 * The account actions a role may use (others are not shown): flags, status, sign-out, and the
 * support reset of two-factor sign-in while it is on.
 */
export function PlayerActions({ player }: { player: TPlayerProfile }) {
  const canRestrict = useCan('players.restrict');
  const canStatus = useCan('players.status');
  const canReset2fa = useCan('players.reset2fa') && player.twoFactorEnabled;
  const flags = useSetFlags(player.id);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [resetting, setResetting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (!canRestrict && !canStatus && !canReset2fa && !notice && !resetting) return null;

  return (
    <div className="player-actions" role="group" aria-label="Account actions">
      {canRestrict && (
        <>
          <button
            type="button"
            className="button-quiet"
            disabled={flags.isPending}
            onClick={() => flags.mutate({ isRestrict: !player.isRestrict })}
          >
            {player.isRestrict ? 'Lift restriction' : 'Restrict'}
          </button>
          <button
            type="button"
            className="button-quiet"
            disabled={flags.isPending}
            onClick={() => flags.mutate({ bankPurchaseDisabled: !player.bankPurchaseDisabled })}
          >
            {player.bankPurchaseDisabled ? 'Allow bank purchases' : 'Disable bank purchases'}
          </button>
          <button
            type="button"
            className="button-quiet"
            disabled={flags.isPending}
            onClick={() => flags.mutate({ isInternalUser: !player.isInternalUser })}
          >
            {player.isInternalUser ? 'Unmark internal' : 'Mark internal'}
          </button>
        </>
      )}
      {canStatus && (
        <>
          {player.status !== 'active' && (
            <button
              type="button"
              className="button-quiet"
              onClick={() =>
                setConfirm({ kind: 'status', status: 'active', title: 'Reopen account' })
              }
            >
              Reopen
            </button>
          )}
          {player.status === 'active' && (
            <button
              type="button"
              className="button-quiet"
              onClick={() =>
                setConfirm({ kind: 'status', status: 'suspended', title: 'Suspend account' })
              }
            >
              Suspend
            </button>
          )}
          {player.status !== 'closed' && (
            <button
              type="button"
              className="button-quiet danger"
              onClick={() =>
                setConfirm({ kind: 'status', status: 'closed', title: 'Close account' })
              }
            >
              Close
            </button>
          )}
          <button
            type="button"
            className="button-quiet"
            onClick={() => setConfirm({ kind: 'end-sessions', title: 'End all sessions' })}
          >
            End sessions
          </button>
        </>
      )}
      {canReset2fa && (
        <button
          type="button"
          className="button-quiet danger"
          onClick={() => {
            setNotice(null);
            setResetting(true);
          }}
        >
          Reset two-factor
        </button>
      )}
      {notice && (
        <p className="muted" role="status">
          {notice}
        </p>
      )}
      {flags.error && (
        <p className="form-error" role="alert">
          {flags.error.message}
        </p>
      )}
      {confirm && (
        <ReasonDialog player={player} confirm={confirm} onClose={() => setConfirm(null)} />
      )}
      {resetting && (
        <ResetTwoFactorDialog
          player={player}
          onClose={() => setResetting(false)}
          onDone={(ended) =>
            setNotice(
              `Two-factor sign-in is off. ${ended === 1 ? '1 session' : `${ended} sessions`} ended; the player was emailed.`,
            )
          }
        />
      )}
    </div>
  );
}

function ReasonDialog({
  player,
  confirm,
  onClose,
}: {
  player: TPlayerProfile;
  confirm: Confirm;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const status = useSetStatus(player.id);
  const end = useEndSessions(player.id);
  const pending = status.isPending || end.isPending;
  const error = status.error ?? end.error;
  const tooShort = reason.trim().length < MIN_REASON;
  const submit = () => {
    setTouched(true);
    if (tooShort) return;
    const done = { onSuccess: onClose };
    if (confirm.kind === 'status') status.mutate({ status: confirm.status, reason }, done);
    else end.mutate(reason, done);
  };
  return (
    <ModalDialog title={confirm.title} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <p className="muted">
          {confirm.kind === 'status' && confirm.status === 'active'
            ? `${player.username} will be able to sign in again.`
            : `${player.username} is signed out of every device at once.`}
        </p>
        <div className="field">
          <label htmlFor="action-reason">Reason</label>
          <textarea
            id="action-reason"
            rows={3}
            autoFocus
            value={reason}
            aria-invalid={touched && tooShort ? true : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {touched && tooShort && (
            <p className="field-error" role="alert">
              Give the reason (at least 3 characters)
            </p>
          )}
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <FormActions
          layout="dialog"
          submitLabel={confirm.title}
          pending={pending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
