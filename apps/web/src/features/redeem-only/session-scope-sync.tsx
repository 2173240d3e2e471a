import { useEffect } from 'react';
import { useProfile } from '../../lib/get-profile';
import { uiStore } from '../../lib/ui-store';

/**
 * Keeps the shell on the session's scope as the server answers it (GET /user/profile
 * sessionScope): a redeem-only session shows only the redeem-only screen, a full one the site.
 */
export function SessionScopeSync() {
  const scope = useProfile().data?.sessionScope;
  useEffect(() => {
    if (scope) uiStore.setRedeemOnly(scope === 'redeem');
  }, [scope]);
  return null;
}
