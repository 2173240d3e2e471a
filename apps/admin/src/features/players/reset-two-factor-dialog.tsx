import type { TPlayerProfile } from '@app/contracts/players-admin';
import { ReasonDialog } from '../../components/reason-dialog';
import { useResetTwoFactor } from './players-api';

/**
 * Support reset of a player's two-factor sign-in (decision 039): a reason is required; the server
 * asks for re-authentication when due, turns it off, ends every session and emails the player.
 */
export function ResetTwoFactorDialog({
  player,
  onClose,
  onDone,
}: {
  player: TPlayerProfile;
  onClose: () => void;
  onDone: (sessionsEnded: number) => void;
}) {
  const reset = useResetTwoFactor(player.id);
  return (
    <ReasonDialog
      title="Reset two-factor sign-in"
      summary={
        <p className="muted">
          Only when {player.username} lost their authenticator and every recovery code, and you have
          checked who you are speaking to. Two-factor sign-in is turned off, they are signed out of
          every device and emailed; they sign in with their password and can turn it on again.
        </p>
      }
      submitLabel="Reset two-factor"
      pendingLabel="Resetting…"
      pending={reset.isPending}
      error={reset.error}
      onSubmit={(reason) =>
        reset.mutate(reason, {
          onSuccess: ({ sessionsEnded }) => {
            onDone(sessionsEnded);
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
