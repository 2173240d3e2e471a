import { useNavigate } from 'react-router';
import { Modal } from '../../components/modal';
import { UserIcon } from '../../components/icons';
import { PATHS } from '../../lib/paths';
import { closeModal } from '../../lib/ui-store';

/** SPEC §2 complete-your-profile prompt; Complete Profile opens the account page. */
export function CompleteProfileDialog() {
  const navigate = useNavigate();
  return (
    <Modal open title="Complete your profile" onClose={closeModal} icon={<UserIcon size={30} />}>
      <p className="modal__text">
        A few details are still missing from your profile. Add them now to enjoy everything,
        including prize redemptions.
      </p>
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          data-autofocus
          onClick={() => {
            closeModal();
            void navigate(PATHS.accountDetails);
          }}
        >
          Complete Profile
        </button>
      </div>
    </Modal>
  );
}
