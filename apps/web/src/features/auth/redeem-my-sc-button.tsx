import { useState } from 'react';
import type { TLoginRequest } from '@app/contracts/user-validation';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { closeModal } from '../../lib/ui-store';
import { useLogin } from './api/login';

/** The toast once a redeem-only session is open. */
export const REDEEM_ONLY_SIGNED_IN_MESSAGE = 'Signed in to redeem your SC';

interface RedeemMyScButtonProps {
  /** The email and password the refused login was given. */
  readonly credentials: TLoginRequest;
  /** Two-factor sign-in is on: the login dialog asks for the code of this challenge next. */
  readonly onChallenge: (challengeToken: string) => void;
}

/**
 * 'Redeem my SC' beside a login refused for a break or self-exclusion (decision 038): the same
 * credentials open a redeem-only session; the app then shows only the redeem-only screen.
 */
export function RedeemMyScButton({ credentials, onChallenge }: RedeemMyScButtonProps) {
  const redeemOnly = useLogin('redeem');
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn--primary btn--lg btn--block"
        disabled={redeemOnly.isPending}
        aria-busy={redeemOnly.isPending}
        onClick={async () => {
          setFailure(null);
          // Awaited, not mutate's callbacks: the dialog unmounts as the screen changes to redeem-only.
          try {
            const answer = await redeemOnly.mutateAsync(credentials);
            if ('twoFactorRequired' in answer) {
              onChallenge(answer.challengeToken);
              return;
            }
            notify.success(REDEEM_ONLY_SIGNED_IN_MESSAGE);
            closeModal();
          } catch (error) {
            setFailure(
              (error instanceof ApiError && error.description) ||
                'Something went wrong. Please try again.',
            );
          }
        }}
      >
        Redeem my SC
      </button>
      {failure && (
        <p className="modal__text" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
