import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../lib/paths';
import { selectIsSignedIn, useUiStore } from '../lib/ui-store';

/**
 * SPEC §2 guards. A private route needs a stored username and the
 * authenticated flag; otherwise the player is sent to the lobby.
 */
export function PrivateRoute() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  return isSignedIn ? <Outlet /> : <Navigate to={PATHS.home} replace />;
}

/** A route marked only-without-auth sends a signed-in player to the lobby. */
export function OnlyWithoutAuthRoute() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  return isSignedIn ? <Navigate to={PATHS.home} replace /> : <Outlet />;
}
