import { Modal } from '../../components/modal';
import { MailIcon } from '../../components/icons';
import { showApiError } from '../../lib/api-error-placement';
import { useProfile } from '../../lib/get-profile';
import { notify } from '../../lib/toast';
import { closeModal } from '../../lib/ui-store';
import { useResendVerifyEmail } from './api/resend-verify-email';

/** Why an unverified player is not offered the welcome bonus (the server refuses it until then). */
export const WELCOME_BONUS_NEEDS_EMAIL =
  'Your welcome bonus is waiting: open the link in the email to verify your address and claim it.';

/**
 * SPEC §2 'Action Required': the email is not verified yet; Send Email mails a new link. A player
 * whose welcome bonus is unclaimed is told it waits for the verified email.
 */
export function EmailNotVerifiedDialog() {
  const { data: user } = useProfile();
  const resend = useResendVerifyEmail();

  const sendEmail = async () => {
    if (!user) return;
    try {
      const { message } = await resend.mutateAsync(user.email);
      notify.success(message);
      closeModal();
    } catch (error) {
      showApiError(error, null);
    }
  };

  return (
    <Modal open title="Action Required" onClose={closeModal} icon={<MailIcon size={30} />}>
      <p className="modal__subtitle">Your email Id is not verified</p>
      <p className="modal__text">
        We sent a verification link to <strong>{user?.email ?? 'your email address'}</strong>. If it
        is not in your inbox, please check your spam or junk folder, or send a new link.
      </p>
      {user && !user.isWelcomeBonusClaimed && (
        <p className="modal__text">{WELCOME_BONUS_NEEDS_EMAIL}</p>
      )}
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          disabled={!user || resend.isPending}
          aria-busy={resend.isPending}
          data-autofocus
          onClick={() => void sendEmail()}
        >
          {resend.isPending && <span className="btn__spinner" aria-hidden="true" />}
          Send Email
        </button>
      </div>
    </Modal>
  );
}
