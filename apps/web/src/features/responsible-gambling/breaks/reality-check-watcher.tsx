import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { TPlaySession } from '@app/contracts/account-safety';
import { isGamePlayPath } from '../../../lib/paths';
import { selectIsSignedIn, useUiStore } from '../../../lib/ui-store';
import { getPlaySession, useAccountSafety } from './api/account-safety-api';

/** The reminder's dialog and the take-a-break choice load when a reminder is due. */
const RealityCheckDialog = lazy(async () => ({
  default: (await import('./reality-check-dialog')).RealityCheckDialog,
}));
const TakeBreakDialog = lazy(async () => ({
  default: (await import('./take-break-dialog')).TakeBreakDialog,
}));

/** Milliseconds until the next whole interval of play since the session began. */
function untilNextReminder(session: TPlaySession, intervalSeconds: number) {
  const elapsedMs = Date.now() - Date.parse(session.startedAt);
  const intervalMs = intervalSeconds * 1000;
  return intervalMs - (elapsedMs % intervalMs);
}

/**
 * The reality check during play (game pages): every chosen interval of play since sign-in, a
 * dialog with the session's time and net result per coin, 'Keep playing' or 'Take a break'.
 */
export function RealityCheckWatcher() {
  const { pathname } = useLocation();
  const isSignedIn = useUiStore(selectIsSignedIn);
  const playing = isSignedIn && isGamePlayPath(pathname);
  const { data: settings } = useAccountSafety(playing);
  const intervalSeconds = settings?.realityCheckSeconds ?? null;
  const [shown, setShown] = useState<TPlaySession | null>(null);
  const [breakOpen, setBreakOpen] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!playing || intervalSeconds === null || shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void getPlaySession().then(
      (session) => {
        if (cancelled) return;
        timer = setTimeout(
          () => {
            void getPlaySession().then((now) => {
              if (!cancelled) setShown(now);
            });
          },
          untilNextReminder(session, intervalSeconds),
        );
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [playing, intervalSeconds, shown, round]);

  const keepPlaying = () => {
    setShown(null);
    setRound((r) => r + 1);
  };

  return (
    <Suspense fallback={null}>
      {shown && (
        <RealityCheckDialog
          session={shown}
          onKeepPlaying={keepPlaying}
          onTakeBreak={() => {
            setShown(null);
            setBreakOpen(true);
          }}
        />
      )}
      {breakOpen && (
        <TakeBreakDialog
          open
          onClose={() => {
            setBreakOpen(false);
            setRound((r) => r + 1);
          }}
        />
      )}
    </Suspense>
  );
}
