import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { TPlaySession } from '@app/contracts/account-safety';
import { formatAmount } from '@app/contracts/money';
import { ClockIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { isGamePlayPath } from '../../../lib/paths';
import { selectIsSignedIn, useUiStore } from '../../../lib/ui-store';
import { getPlaySession, useAccountSafety } from './api/account-safety-api';
import { TakeBreakDialog } from './take-break-dialog';
import './breaks.css';

const duration = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
};

/** Hundredths as a signed coin amount: +12.50, −3.00. */
const signed = (hundredths: number) =>
  `${hundredths > 0 ? '+' : hundredths < 0 ? '−' : ''}${formatAmount(Math.abs(hundredths))}`;

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
    <>
      {shown && (
        <Modal
          open
          title="Reality check"
          onClose={keepPlaying}
          icon={<ClockIcon size={30} />}
          className="reality-check"
        >
          <div className="modal__body">
            <p className="modal__text">
              A reminder you asked for: here is your play since you signed in.
            </p>
            <dl className="reality-check__figures">
              <div className="reality-check__figure">
                <dt>Time played</dt>
                <dd>{duration(shown.elapsedSeconds)}</dd>
              </div>
              <div className="reality-check__figure">
                <dt>Net GC</dt>
                <dd>{signed(shown.net.GC)}</dd>
              </div>
              <div className="reality-check__figure">
                <dt>Net SC</dt>
                <dd>{signed(shown.net.SC)}</dd>
              </div>
            </dl>
            <div className="modal__actions">
              <button
                type="button"
                className="btn btn--primary btn--lg btn--block"
                data-autofocus
                onClick={keepPlaying}
              >
                Keep playing
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--lg btn--block"
                onClick={() => {
                  setShown(null);
                  setBreakOpen(true);
                }}
              >
                Take a break
              </button>
            </div>
          </div>
        </Modal>
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
    </>
  );
}
