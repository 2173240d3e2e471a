import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/modal';
import { useProfile } from '../../lib/get-profile';
import {
  closeModal,
  popupIdOf,
  selectActiveModal,
  selectIsSignedIn,
  useUiStore,
} from '../../lib/ui-store';
import { usePopups } from './api/get-popups';
import { canShowPopup, popupRedirectPath } from './popup-visibility';
import './popups.css';

/**
 * A promotion popup (SPEC §3 Popup) queued as `popup:{popupId}`: image,
 * textOne as the title, textTwo and textThree, and a button to the page its
 * redirect key names. A popup that is inactive or not meant for this viewer
 * closes at once (SPEC §4 Page popups).
 */
export function PopupDialog() {
  const navigate = useNavigate();
  const popupId = popupIdOf(useUiStore(selectActiveModal));
  const viewer = useUiStore(selectIsSignedIn) ? 'player' : 'guest';
  const popups = usePopups();
  const { data: player } = useProfile();
  const popup = popups.data?.find((candidate) => candidate.popupId === popupId) ?? null;
  // A purchase that used the advertised offer closes it (the profile refreshes).
  const showable = popup !== null && canShowPopup(popup, viewer, player);
  const settled = popups.data !== undefined || popups.isError;

  useEffect(() => {
    if (settled && !showable) closeModal();
  }, [settled, showable]);

  if (!popup || !showable) return null;
  const target = popupRedirectPath(popup.btnRedirection);
  return (
    <Modal
      open
      title={popup.textOne ?? 'Special Offer'}
      onClose={closeModal}
      className="promo-popup"
      icon={
        popup.desktopImageUrl ? (
          <img src={popup.desktopImageUrl} alt="" width={600} height={400} />
        ) : undefined
      }
    >
      {popup.textTwo && <p className="promo-popup__text">{popup.textTwo}</p>}
      {popup.textThree && <p className="promo-popup__note">{popup.textThree}</p>}
      {popup.btnText && (
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            data-autofocus
            onClick={() => {
              closeModal();
              if (target) void navigate(target);
            }}
          >
            {popup.btnText}
          </button>
        </div>
      )}
    </Modal>
  );
}
