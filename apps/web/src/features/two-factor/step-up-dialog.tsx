import { Modal } from '../../components/modal';
import { ShieldIcon } from '../../components/icons';
import { finishStepUp, useStepUpRequested } from '../../lib/step-up';
import { CodeForm } from './code-form';
import { stepUp } from './two-factor-api';

/**
 * The step-up code dialog (decision 039): redeeming, changing the password or adding a bank
 * account asks for a fresh code; once accepted the action is sent again by the API client.
 * Shown above any other dialog, as the action may come from one.
 */
export function StepUpDialog() {
  const open = useStepUpRequested();
  if (!open) return null;
  return (
    <Modal open title="Confirm it’s you" onClose={() => finishStepUp(false)} icon={<ShieldIcon />}>
      <p className="modal__lead">
        For your security this needs a fresh code. You will not be asked again for the next 10
        minutes.
      </p>
      <div className="modal__body">
        <CodeForm
          submitLabel="Continue"
          allowRecoveryCode
          autoFocus
          onSubmit={async (code) => {
            await stepUp(code);
            finishStepUp(true);
          }}
        />
      </div>
    </Modal>
  );
}
