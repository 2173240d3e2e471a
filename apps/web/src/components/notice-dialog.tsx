import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useNotice } from '../lib/notice-store';
import { closeModal } from '../lib/ui-store';
import { AlertIcon, CheckCircleIcon, ClockIcon } from './icons';
import { Modal } from './modal';

const ICONS = {
  pending: <ClockIcon size={30} />,
  success: <CheckCircleIcon size={32} />,
  danger: <AlertIcon size={30} />,
} as const;

/** The 'notice' dialog: the latest notice of lib/notice-store, with its optional action. */
export function NoticeDialog() {
  const notice = useNotice();
  const navigate = useNavigate();
  useEffect(() => {
    if (!notice) closeModal();
  }, [notice]);
  if (!notice) return null;
  const action = notice.action;
  return (
    <Modal
      open
      title={notice.title}
      onClose={closeModal}
      icon={ICONS[notice.tone]}
      iconTone={notice.tone === 'pending' ? 'gold' : notice.tone}
      className="notice-dialog"
    >
      {notice.text && (
        <p className="modal__text" role={notice.tone === 'danger' ? 'alert' : undefined}>
          {notice.text}
        </p>
      )}
      <div className="modal__actions">
        {action ? (
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            data-autofocus
            onClick={() => {
              closeModal();
              void navigate(action.to);
            }}
          >
            {action.label}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            data-autofocus
            onClick={closeModal}
          >
            {notice.tone === 'pending' ? 'Got it' : 'Close'}
          </button>
        )}
      </div>
    </Modal>
  );
}
