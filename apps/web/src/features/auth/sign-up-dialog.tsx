import { useState } from 'react';
import { Modal } from '../../components/modal';
import { closeModal, switchModal } from '../../lib/ui-store';
import { CreateUsernameStep } from './create-username-step';
import { SignUpLegalNote } from './legal-wording';
import { RegisterStep } from './register-step';
import './auth-dialogs.css';

/**
 * SPEC §2 and §4 sign-up: step 1 creates the username (availability
 * checked), step 2 registers email and password; success goes to /thank-you.
 */
export function SignUpDialog() {
  const [draftUserName, setDraftUserName] = useState('');
  const [chosenUserName, setChosenUserName] = useState<string | null>(null);
  const [userNameError, setUserNameError] = useState<string | undefined>();
  const step = chosenUserName === null ? 1 : 2;

  return (
    <Modal
      open
      title={step === 1 ? 'Create Username' : 'Sign Up'}
      onClose={closeModal}
      variant="auth"
    >
      <p className="auth-dialog__step">Step {step} of 2</p>
      <p className="modal__lead">
        {step === 1
          ? 'Pick the name other players will see.'
          : 'Almost there: add your email and choose a password.'}
      </p>
      <div className="modal__body">
        {chosenUserName === null ? (
          <CreateUsernameStep
            initialUserName={draftUserName}
            initialError={userNameError}
            onChosen={(userName) => {
              setDraftUserName(userName);
              setUserNameError(undefined);
              setChosenUserName(userName);
            }}
          />
        ) : (
          <RegisterStep
            userName={chosenUserName}
            onBack={() => setChosenUserName(null)}
            onUserNameRefused={(message) => {
              setUserNameError(message);
              setChosenUserName(null);
            }}
          />
        )}
        <SignUpLegalNote />
        <p className="form__switch">
          Already have an account?{' '}
          <button type="button" className="link-button" onClick={() => switchModal('login')}>
            Login
          </button>
        </p>
      </div>
    </Modal>
  );
}
