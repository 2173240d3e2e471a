import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  SPIN_WHEEL_AUTO_COMPLETE_MS,
  SPIN_WHEEL_COUNTDOWN_REFRESH_MS,
  SPIN_WHEEL_INTERVAL_MS,
} from '@app/contracts/constants';
import { ERRORS } from '@app/contracts/error-codes';
import { SPIN_WHEEL_TEXTS, type TSpinResult } from '@app/contracts/spin-wheel';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { profileQueryKey } from '../../lib/get-profile';
import { notify } from '../../lib/toast';
import { closeModal } from '../../lib/ui-store';
import { refreshRewards } from '../rewards/api/refresh-rewards';
import { useCompleteSpin } from './api/complete-spin';
import { spinWheelQueryKey, useSpinWheel } from './api/get-spin-wheel';
import { useSpin } from './api/spin-wheel';
import { formatCountdown, rotationFor } from './wheel-labels';
import { useMutedPreference, useWheelSounds } from './wheel-sounds';
import { WheelSvg } from './wheel-svg';
import './spin-wheel.css';

type Phase = 'idle' | 'spinning' | 'result';

const SPIN_MS = 5200;
const REDUCED_SPIN_MS = 700;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const coins = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** hh:mm:ss until 24 hours after the claim, refreshed every second (SPEC §2, §9). */
function Countdown({ claimedAt, onDone }: { claimedAt: string; onDone: () => void }) {
  const ends = new Date(claimedAt).getTime() + SPIN_WHEEL_INTERVAL_MS;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), SPIN_WHEEL_COUNTDOWN_REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  const remaining = ends - now;
  useEffect(() => {
    if (remaining <= 0) onDone();
  }, [remaining, onDone]);
  return (
    <p className="spin-wheel__countdown" role="timer" aria-label="Time until the next spin">
      {formatCountdown(remaining)}
    </p>
  );
}

/**
 * SPEC §2 'Spin wheel' (spinWheelModal, full screen): the wheel and its Spin button; the server
 * draws the prize and the wheel turns to it; the completion call is made 10 s after the result
 * and on close (which also refreshes the user details, resets the result and closes). Already
 * claimed: the message and a countdown to the next spin.
 */
export function SpinWheelDialog() {
  const queryClient = useQueryClient();
  const wheel = useSpinWheel();
  const spin = useSpin();
  const complete = useCompleteSpin();
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<TSpinResult | null>(null);
  const [rotation, setRotation] = useState(0);
  const [spinMs, setSpinMs] = useState(0);
  const [closing, setClosing] = useState(false);
  const [muted, toggleMuted] = useMutedPreference();

  const data = wheel.data;
  const segments = data?.wheelConfiguration ?? [];
  // A result drawn before (another tab, a dialog closed mid-spin) shows where it landed.
  const pending = result === null && phase === 'idle' ? (data?.spinResult ?? null) : null;
  const shown = result ?? pending;
  const shownPhase: Phase = pending ? 'result' : phase;
  const claimed = Boolean(data?.isSpinWheelBonusClaimed) && shown === null;

  // The wheel stops, then the result shows.
  useEffect(() => {
    if (phase !== 'spinning') return;
    const id = setTimeout(() => setPhase('result'), spinMs);
    return () => clearTimeout(id);
  }, [phase, spinMs]);

  // SPEC §4: the completion call 10 seconds after a result.
  const { mutate: completeNow } = complete;
  useEffect(() => {
    if (shownPhase !== 'result') return;
    const id = setTimeout(() => completeNow(), SPIN_WHEEL_AUTO_COMPLETE_MS);
    return () => clearTimeout(id);
  }, [shownPhase, completeNow]);

  useWheelSounds({
    active: !claimed && data !== undefined,
    spinning: phase === 'spinning',
    jackpotKey: phase === 'result' && result ? `${result.index}:${result.gc}:${result.sc}` : null,
    muted,
  });

  const onSpin = async () => {
    if (shownPhase !== 'idle' || segments.length === 0) return;
    try {
      const drawn = await spin.mutateAsync();
      const duration = prefersReducedMotion() ? REDUCED_SPIN_MS : SPIN_MS;
      setResult(drawn);
      setSpinMs(duration);
      setRotation((from) => rotationFor(drawn.index, segments.length, from));
      setPhase('spinning');
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(ERRORS.SpinWheelAlreadyClaimed.code)) {
        await queryClient.invalidateQueries({ queryKey: spinWheelQueryKey });
      } else if (error instanceof ApiError && error.description) {
        notify.error(error.description);
      }
    }
  };

  const canClose = phase !== 'spinning' && !closing;
  const onClose = async () => {
    if (!canClose) return;
    setClosing(true);
    try {
      if (shown) await complete.mutateAsync().catch(() => undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: spinWheelQueryKey }),
        // The Rewards page's lists show the wheel's new state.
        refreshRewards(queryClient),
      ]);
    } finally {
      setResult(null);
      setPhase('idle');
      setClosing(false);
      closeModal();
    }
  };

  return (
    <Modal
      open
      title="Spin Wheel"
      variant="spinWheel"
      onClose={() => void onClose()}
      hideCloseButton={!canClose}
      className="spin-wheel"
    >
      {data && !claimed && (
        <button
          type="button"
          className="spin-wheel__mute"
          aria-pressed={muted}
          aria-label="Mute sounds"
          onClick={toggleMuted}
        >
          <SoundIcon muted={muted} />
        </button>
      )}
      {!data && (
        <p className="spin-wheel__loading" role="status">
          {wheel.isError
            ? 'The wheel could not be loaded. Please try again.'
            : 'Loading the wheel…'}
        </p>
      )}
      {data && claimed && (
        <div className="spin-wheel__claimed">
          <p className="spin-wheel__claimed-title">{SPIN_WHEEL_TEXTS.alreadyClaimed}</p>
          <p className="spin-wheel__claimed-lead">{SPIN_WHEEL_TEXTS.spinAgainIn}</p>
          {data.spinWheelClaimedAt && (
            <Countdown
              claimedAt={data.spinWheelClaimedAt}
              onDone={() => void queryClient.invalidateQueries({ queryKey: spinWheelQueryKey })}
            />
          )}
        </div>
      )}
      {data && !claimed && (
        <div className="spin-wheel__stage">
          <div className="spin-wheel__wheel">
            <WheelSvg
              segments={segments}
              rotation={pending ? rotationFor(pending.index, segments.length, 0, 0) : rotation}
              spinMs={pending ? 0 : spinMs}
              winner={shownPhase === 'result' ? (shown?.index ?? null) : null}
            />
          </div>
          <div className="spin-wheel__panel" aria-live="polite">
            {shownPhase === 'result' && shown ? (
              <>
                <p className="spin-wheel__won">
                  {SPIN_WHEEL_TEXTS.won(coins.format(shown.gc), coins.format(shown.sc))}
                </p>
                <p className="spin-wheel__again">{SPIN_WHEEL_TEXTS.spinAgainIn24Hours}</p>
              </>
            ) : (
              <button
                type="button"
                className="spin-wheel__spin"
                data-autofocus
                disabled={phase !== 'idle' || spin.isPending || segments.length === 0}
                onClick={() => void onSpin()}
              >
                {phase === 'spinning' ? 'Spinning…' : 'Spin'}
              </button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}

function SoundIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="m16 9 6 6M22 9l-6 6" strokeLinecap="round" />
      ) : (
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
      )}
    </svg>
  );
}
