import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Modal } from '../../components/modal';
import { useAdPixelLead } from '../../lib/ad-pixel';
import { PATHS } from '../../lib/paths';
import { useResultModalTurn } from '../payments/use-app-dialogs';

/** Navigation state the purchase flow passes to /thank-you-purchase (SPEC §2). */
export interface ThankYouPurchaseState {
  readonly title: string;
  readonly textTitle?: string;
  readonly textContent?: string;
  readonly buttonLabel?: string;
}

function readState(state: unknown): ThankYouPurchaseState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { title, textTitle, textContent, buttonLabel } = state as Record<string, unknown>;
  if (typeof title !== 'string') return null;
  const optional = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    title,
    textTitle: optional(textTitle),
    textContent: optional(textContent),
    buttonLabel: optional(buttonLabel),
  };
}

export function ThankYouPurchasePage() {
  const location = useLocation();
  const content = readState(location.state);
  if (!content) return <Navigate to={PATHS.home} replace />;
  return <ThankYouPurchaseModal content={content} />;
}

function ThankYouPurchaseModal({ content }: { content: ThankYouPurchaseState }) {
  useAdPixelLead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  // Startup dialogs first, so the result is never hidden under them (use-app-dialogs.ts).
  const myTurn = useResultModalTurn(open);
  const close = () => {
    setOpen(false);
    navigate(PATHS.home, { replace: true });
  };

  return (
    <Modal open={open && myTurn} title={content.title} onClose={close}>
      {content.textTitle && <p className="modal__subtitle">{content.textTitle}</p>}
      {content.textContent && <p className="modal__text">{content.textContent}</p>}
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          data-autofocus
          onClick={close}
        >
          {content.buttonLabel ?? 'Continue'}
        </button>
      </div>
    </Modal>
  );
}
