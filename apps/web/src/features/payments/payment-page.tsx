import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { ArrowLeftIcon, LockIcon } from '../../components/icons';
import { PATHS } from '../../lib/paths';
import { useFrameReturn } from './frame-return';
import {
  buildHostedFormFields,
  readHostedPaymentState,
  type HostedPaymentState,
} from './hosted-payment-form';
import './payments.css';

/** The frame the hidden form targets; one payment page exists at a time. */
export const HOSTED_FRAME_NAME = 'hosted-payment-frame';

/**
 * /user/payment (SPEC §2): the hosted card-payment page in a frame. Without
 * the store's navigation state (a reload in a new tab, a bookmark) there is
 * nothing to pay, so the player goes back to the store.
 */
export function PaymentPage() {
  const location = useLocation();
  const state = readHostedPaymentState(location.state);
  if (!state) return <Navigate to={PATHS.store} replace />;
  return <HostedPayment key={state.paymentData.referenceID} state={state} />;
}

/** An iframe that has not navigated yet still shows about:blank. */
function showsBlankPage(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentWindow?.location.href === 'about:blank';
  } catch {
    // Cross-origin: the provider's page is there.
    return false;
  }
}

function HostedPayment({ state }: { state: HostedPaymentState }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const [loaded, setLoaded] = useState(false);
  const fields = buildHostedFormFields(state.paymentData, state.saveForFuture);
  useFrameReturn();

  // Posts the form into the frame once (StrictMode runs effects twice in development).
  useEffect(() => {
    if (submitted.current) return;
    submitted.current = true;
    formRef.current?.submit();
  }, []);

  return (
    <div className="hosted-payment">
      <div className="hosted-payment__bar">
        <Link className="back-link" to={PATHS.home} aria-label="Back to Lobby">
          <ArrowLeftIcon /> <span>Lobby</span>
        </Link>
        <span className="hosted-payment__title">
          <LockIcon size={16} aria-hidden="true" /> Secure payment
        </span>
      </div>
      <div className="hosted-payment__body">
        {!loaded && <FullScreenLoader label="Opening secure payment" />}
        <iframe
          name={HOSTED_FRAME_NAME}
          title="Secure card payment"
          className="hosted-payment__frame"
          allow="payment"
          onLoad={(event) => {
            if (submitted.current && !showsBlankPage(event.currentTarget)) setLoaded(true);
          }}
        />
      </div>
      <form
        ref={formRef}
        method="post"
        action={state.paymentData.actionUrl}
        target={HOSTED_FRAME_NAME}
        hidden
        aria-hidden="true"
      >
        {fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
    </div>
  );
}
