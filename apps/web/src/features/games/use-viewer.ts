import { selectIsSignedIn, useUiStore } from '../../lib/ui-store';

/**
 * Who the catalogue is shown to: the signed-in player's username, or null
 * for a visitor. Game lists carry per-player favourite flags, so their
 * query keys include it and a sign-in or sign-out never shows another
 * viewer's cached answer.
 */
export function useViewer(): string | null {
  return useUiStore((state) => (selectIsSignedIn(state) ? state.username : null));
}
