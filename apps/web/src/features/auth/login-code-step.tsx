import { ERRORS } from '@app/contracts/error-codes';
import { ApiError } from '../../lib/api-client';
import { CodeForm } from '../two-factor/code-form';
import { useLoginWithCode, type LoginScope } from './api/login';

interface LoginCodeStepProps {
  readonly challengeToken: string;
  /** The code came too late or the player wants to start again: back to email and password. */
  readonly onRestart: () => void;
  readonly onSignedIn: () => void;
  /** Whose code: a login's, or a redeem-only sign-in's (decision 038). */
  readonly scope?: LoginScope;
}

/** The login dialog's second step when two-factor sign-in is on (decision 039). */
export function LoginCodeStep({
  challengeToken,
  onRestart,
  onSignedIn,
  scope = 'full',
}: LoginCodeStepProps) {
  const loginWithCode = useLoginWithCode(scope);
  return (
    <>
      <p className="modal__lead">Two-factor sign-in is on for this account.</p>
      <div className="modal__body">
        <CodeForm
          submitLabel={scope === 'redeem' ? 'Verify and redeem' : 'Verify and log in'}
          allowRecoveryCode
          autoFocus
          onSubmit={async (code) => {
            try {
              await loginWithCode.mutateAsync({ challengeToken, code });
            } catch (error) {
              if (error instanceof ApiError && error.hasCode(ERRORS.TwoFactorChallengeExpired.code))
                onRestart();
              throw error;
            }
            onSignedIn();
          }}
        />
        <p className="form__switch">
          <button type="button" className="link-button" onClick={onRestart}>
            Back to email and password
          </button>
        </p>
      </div>
    </>
  );
}
