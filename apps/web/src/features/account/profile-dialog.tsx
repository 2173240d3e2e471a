import { Modal } from '../../components/modal';
import { useProfile } from '../../lib/get-profile';
import { closeModal } from '../../lib/ui-store';
import { ProfileForm } from './profile-form';
import './account.css';

/** SPEC §2 Profile modal: the account page's profile form in a dialog. */
export function ProfileDialog() {
  const { data: user } = useProfile();
  return (
    <Modal open title="Profile" onClose={closeModal} variant="wide">
      <div className="modal__body">
        {user ? (
          <ProfileForm user={user} onSaved={closeModal} onCancel={closeModal} />
        ) : (
          <p className="modal__text" role="status">
            Loading your profile…
          </p>
        )}
      </div>
    </Modal>
  );
}
