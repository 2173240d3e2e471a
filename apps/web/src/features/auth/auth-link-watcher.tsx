import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS, writeItem } from '../../lib/storage';
import { openModal, selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import {
  REFERRAL_CODE_PARAM,
  referralCodeFrom,
  resetTokenFrom,
  searchWithout,
} from './auth-link-params';
import { rememberResetToken } from './reset-token';

/**
 * Opens the dialogs a link asks for (SPEC §2 Routes), on any page:
 * `referralcode` keeps the friend's code and opens registration for
 * visitors; `token` (outside /user/verifyEmail) opens the change-password
 * dialog.
 */
export function AuthLinkWatcher() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const isSignedIn = useUiStore(selectIsSignedIn);

  useEffect(() => {
    const referralCode = referralCodeFrom(search);
    if (referralCode !== null) {
      if (!isSignedIn) {
        writeItem(STORAGE_KEYS.referralCode, referralCode);
        openModal('signup');
      }
      void navigate(
        { pathname, search: searchWithout(search, REFERRAL_CODE_PARAM), hash },
        { replace: true },
      );
      return;
    }
    const resetToken = resetTokenFrom(pathname, search);
    if (resetToken !== null) {
      rememberResetToken(resetToken);
      openModal('changePassword');
    }
  }, [pathname, search, hash, isSignedIn, navigate]);

  return null;
}
