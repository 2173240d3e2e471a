import { useEffect, useRef, useState, type RefObject } from 'react';
import { PAYMENT_MESSAGES } from '@app/contracts/payments';
import { Modal } from '../../components/modal';
import { useFrameReturn } from './frame-return';

/** SPEC §7: the widget's container is looked at every 500 ms until its frame is there and loaded. */
export const WIDGET_POLL_INTERVAL_MS = 500;

interface FiatCheckoutDialogProps {
  readonly link: string;
  readonly onClose: () => void;
}

/** 'Complete Your Payment' with 'Continue Payment', then the fiat widget in a frame. */
export function FiatCheckoutDialog({ link, onClose }: FiatCheckoutDialogProps) {
  const [started, setStarted] = useState(false);
  useFrameReturn();

  return (
    <Modal
      open
      title={PAYMENT_MESSAGES.fiatTitle}
      onClose={onClose}
      variant={started ? 'wide' : 'default'}
      className="fiat-checkout"
    >
      {started ? (
        <FiatWidget link={link} />
      ) : (
        <>
          <p className="modal__text">
            You will finish this purchase with our online banking partner without leaving this page.
          </p>
          <div className="modal__actions">
            <button
              type="button"
              className="btn btn--primary btn--lg btn--block"
              data-autofocus
              onClick={() => setStarted(true)}
            >
              {PAYMENT_MESSAGES.fiatButton}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}

/** True once the container holds the widget's frame and the frame has loaded. */
function useWidgetReady(
  container: RefObject<HTMLDivElement | null>,
  loaded: RefObject<boolean>,
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const timer = window.setInterval(() => {
      const frame = container.current?.querySelector('iframe');
      if (frame && loaded.current) setReady(true);
    }, WIDGET_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [container, loaded, ready]);
  return ready;
}

function FiatWidget({ link }: { link: string }) {
  const container = useRef<HTMLDivElement>(null);
  const loaded = useRef(false);
  const ready = useWidgetReady(container, loaded);

  return (
    <div
      ref={container}
      className={ready ? 'fiat-checkout__widget' : 'fiat-checkout__widget is-loading'}
      aria-busy={!ready}
    >
      {!ready && (
        <div className="fiat-checkout__loader" role="status">
          <span className="btn__spinner" aria-hidden="true" />
          Loading secure checkout…
        </div>
      )}
      <iframe
        className="fiat-checkout__frame"
        src={link}
        title="Online banking checkout"
        allow="payment"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => {
          loaded.current = true;
        }}
      />
    </div>
  );
}
