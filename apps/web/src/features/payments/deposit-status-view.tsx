import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../lib/paths';
import { openModal, selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import { getPaymentStatus, paymentStatusQueryKey } from './api/get-payment-status';
import {
  STATUS_POLL_INTERVAL_MS,
  decideDepositStatus,
  readDepositStatusQuery,
  shouldPollAgain,
  type DepositStatusInput,
} from './deposit-status';
import { isInFrame, leaveFrame } from './frame-return';
import { PaymentNoticeDialog } from './payment-notice-dialog';
import { useResultModalTurn } from './use-app-dialogs';
import { usePurchaseSuccess } from './use-checkout-outcome';
import './payments.css';

/**
 * /user/store/deposit-status (SPEC §2, public): where the providers send the
 * player back. The outcome comes from GET /payment/status only, asked every
 * 2 s for about 2 minutes; a status in the address is never believed. A
 * payment the provider has not settled shows SPEC's PENDING status until the
 * final one arrives.
 */
export function DepositStatus() {
  const [framed] = useState(isInFrame);
  const location = useLocation();

  // A provider that sent its frame (not the window) here: show the result in the window.
  useEffect(() => {
    if (!framed) return;
    return leaveFrame(`${location.pathname}${location.search}`);
  }, [framed, location.pathname, location.search]);

  if (framed) return <StatusCard title="Payment submitted" text="Returning to the casino…" busy />;
  return <DepositStatusCheck />;
}

function DepositStatusCheck() {
  const [search] = useSearchParams();
  const { referenceId } = readDepositStatusQuery(search);
  const signedIn = useUiStore(selectIsSignedIn);
  const navigate = useNavigate();
  const succeed = usePurchaseSuccess();
  const finished = useRef(false);
  const queryClient = useQueryClient();
  const queryKey = paymentStatusQueryKey(referenceId);

  useQuery({
    queryKey,
    queryFn: ({ signal }) => getPaymentStatus(referenceId, signal),
    enabled: signedIn,
    retry: false,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    gcTime: 0,
    refetchInterval: (current) =>
      shouldPollAgain(inputOf(signedIn, current.state)) ? STATUS_POLL_INTERVAL_MS : false,
  });

  // The counts of answers and failures live on the query's state, not on the observer's result.
  const state = queryClient.getQueryState<DepositStatusInput['status']>(queryKey);
  const view = decideDepositStatus(
    inputOf(signedIn, state ?? { error: null, dataUpdateCount: 0, errorUpdateCount: 0 }),
  );

  const resultTurn = useResultModalTurn(view.kind !== 'signIn' && view.kind !== 'checking');

  useEffect(() => {
    if (view.kind !== 'success' || finished.current) return;
    finished.current = true;
    succeed(view.referenceId, view.amount);
  }, [view, succeed]);

  if (view.kind === 'signIn') {
    return (
      <StatusCard
        title="Payment Status"
        text="Please log in to see the status of your payment."
        action={
          <button type="button" className="btn btn--primary" onClick={() => openModal('login')}>
            Login
          </button>
        }
      />
    );
  }
  if (view.kind === 'notice' || view.kind === 'pending') {
    const leave = () =>
      void navigate(view.notice.type === 'PENDING' ? PATHS.home : PATHS.store, { replace: true });
    // While pending the page keeps asking: the final status replaces it when it arrives.
    return (
      <>
        <StatusCard
          title={view.notice.title}
          text={view.notice.subtitle ?? view.notice.text}
          busy={view.kind === 'pending'}
        />
        <PaymentNoticeDialog notice={resultTurn ? view.notice : null} onClose={leave} />
      </>
    );
  }
  return (
    <StatusCard
      title="Checking your payment"
      text="This can take a moment. Please keep this page open."
      busy
    />
  );
}

interface QueryLike {
  readonly data?: DepositStatusInput['status'];
  readonly error: unknown;
  readonly dataUpdateCount: number;
  readonly errorUpdateCount: number;
}

function inputOf(signedIn: boolean, query: QueryLike): DepositStatusInput {
  return {
    signedIn,
    status: query.data,
    error: query.error,
    attempts: query.dataUpdateCount + query.errorUpdateCount,
  };
}

interface StatusCardProps {
  readonly title: string;
  readonly text: string;
  readonly busy?: boolean;
  readonly action?: ReactNode;
}

function StatusCard({ title, text, busy = false, action }: StatusCardProps) {
  return (
    <section className="deposit-status" aria-labelledby="deposit-status-title" aria-busy={busy}>
      {busy && <span className="deposit-status__spinner" role="status" aria-label={title} />}
      <h1 id="deposit-status-title" className="deposit-status__title">
        {title}
      </h1>
      <p className="deposit-status__text">{text}</p>
      {action}
    </section>
  );
}
