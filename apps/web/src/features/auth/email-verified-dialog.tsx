import { Modal } from '../../components/modal';
import { CheckCircleIcon } from '../../components/icons';

/** Reloads the app so everything starts again as the signed-in player (SPEC §4). */
const reloadPage = () => window.location.reload();

/** SPEC §2 'Email Verified' modal; closing it reloads the page. */
export function EmailVerifiedDialog() {
  return (
    <Modal
      open
      title="Email Verified"
      onClose={reloadPage}
      icon={<CheckCircleIcon size={32} />}
      iconTone="success"
    >
      <p className="modal__text">
        Thank you! Your email address is verified and you are signed in. Enjoy the games.
      </p>
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          data-autofocus
          onClick={reloadPage}
        >
          Let&apos;s Play
        </button>
      </div>
    </Modal>
  );
}
