import type { TPlaySession } from '@app/contracts/account-safety';
import { formatAmount } from '@app/contracts/money';
import { ClockIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import './breaks.css';

const duration = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
};

/** Hundredths as a signed coin amount: +12.50, −3.00. */
const signed = (hundredths: number) =>
  `${hundredths > 0 ? '+' : hundredths < 0 ? '−' : ''}${formatAmount(Math.abs(hundredths))}`;

/**
 * The reality check's dialog: the session's time and net result per coin, 'Keep playing' or
 * 'Take a break'.
 */
export function RealityCheckDialog({
  session,
  onKeepPlaying,
  onTakeBreak,
}: {
  readonly session: TPlaySession;
  readonly onKeepPlaying: () => void;
  readonly onTakeBreak: () => void;
}) {
  return (
    <Modal
      open
      title="Reality check"
      onClose={onKeepPlaying}
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
            <dd>{duration(session.elapsedSeconds)}</dd>
          </div>
          <div className="reality-check__figure">
            <dt>Net GC</dt>
            <dd>{signed(session.net.GC)}</dd>
          </div>
          <div className="reality-check__figure">
            <dt>Net SC</dt>
            <dd>{signed(session.net.SC)}</dd>
          </div>
        </dl>
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            data-autofocus
            onClick={onKeepPlaying}
          >
            Keep playing
          </button>
          <button type="button" className="btn btn--ghost btn--lg btn--block" onClick={onTakeBreak}>
            Take a break
          </button>
        </div>
      </div>
    </Modal>
  );
}
