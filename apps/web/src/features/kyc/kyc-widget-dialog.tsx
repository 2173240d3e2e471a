import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../components/modal';
import { profileQueryKey } from '../../lib/get-profile';
import { replaceWithNotice } from '../../lib/notice-store';
import { closeModal } from '../../lib/ui-store';
import { IN_PROGRESS_NOTICE } from './kyc-notices';
import { useWidgetUrl } from './kyc-widget-store';
import { readWidgetMessage, widgetOrigin } from './widget-message';
import './kyc.css';

/**
 * The identity-verification widget in a frame (SPEC §4 Identity widget). The
 * widget page tells this window how it ended: CANCELLED closes it; FINISHED
 * closes it, reads the player again (the widget status is now REQUESTED) and
 * says 'KYC Verification is in Progress'. Only messages from the widget's own
 * origin and frame count.
 */
export function KycWidgetDialog() {
  const url = useWidgetUrl();
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!url) {
      closeModal();
      return;
    }
    const expected = widgetOrigin(url, window.location.origin);
    const onMessage = (event: MessageEvent) => {
      if (frame.current && event.source !== frame.current.contentWindow) return;
      const ended = readWidgetMessage(event, expected);
      if (ended === 'CANCELLED') closeModal();
      if (ended === 'FINISHED') {
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
        replaceWithNotice(IN_PROGRESS_NOTICE);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, queryClient]);

  if (!url) return null;
  return (
    <Modal
      open
      title="Verify Your Identity"
      onClose={closeModal}
      variant="wide"
      className="kyc-widget"
    >
      <div
        className={loaded ? 'kyc-widget__body' : 'kyc-widget__body is-loading'}
        aria-busy={!loaded}
      >
        {!loaded && (
          <div className="kyc-widget__loader" role="status">
            <span className="btn__spinner" aria-hidden="true" />
            Loading identity verification…
          </div>
        )}
        <iframe
          ref={frame}
          className="kyc-widget__frame"
          src={url}
          title="Identity verification"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
        />
      </div>
    </Modal>
  );
}
