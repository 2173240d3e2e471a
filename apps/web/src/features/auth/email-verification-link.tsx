import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { ApiError } from '../../lib/api-client';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api-error-placement';
import { PATHS } from '../../lib/paths';
import { notify } from '../../lib/toast';
import { openModal } from '../../lib/ui-store';
import { useVerifyEmail } from './api/verify-email';
import { verifyEmailTokenFrom } from './auth-link-params';

/**
 * /user/verifyEmail?token= (SPEC §4 Email verification): verifies the link
 * once; success signs the player in, goes to /play and shows 'Email
 * Verified'; a failure toasts each description and goes home.
 */
export function EmailVerificationLink() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = verifyEmailTokenFrom(pathname, search);
  const verifyEmail = useVerifyEmail();
  const { mutateAsync } = verifyEmail;
  const verifiedToken = useRef<string | null>(null);

  useEffect(() => {
    if (token === null) {
      void navigate(PATHS.home, { replace: true });
      return;
    }
    if (verifiedToken.current === token) return;
    verifiedToken.current = token;
    mutateAsync(token).then(
      () => {
        void navigate(PATHS.play, { replace: true });
        openModal('emailVerified');
      },
      (error: unknown) => {
        const descriptions =
          error instanceof ApiError
            ? error.errors.map((item) => item.description)
            : [GENERIC_ERROR_MESSAGE];
        for (const description of descriptions) notify.error(description);
        void navigate(PATHS.home, { replace: true });
      },
    );
  }, [token, mutateAsync, navigate]);

  return verifyEmail.isPending ? <FullScreenLoader label="Verifying your email" /> : null;
}
