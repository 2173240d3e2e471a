import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../lib/paths';
import { openModal } from '../lib/ui-store';

/**
 * /redeem, where a promotion popup's 'redeem' key leads (SPEC §2): the lobby
 * with the Redeem flow opened (its entry rules decide what the player sees).
 * SPEC §2 lists no page of its own for it, so the route only forwards.
 */
export function RedeemRoute() {
  useEffect(() => {
    openModal('redeem');
  }, []);
  return <Navigate to={PATHS.home} replace />;
}
