import { REDEEM_ONLY_DIALOGS, RedeemOnlyShell } from '../features/redeem-only/redeem-only-shell';
import { ModalHost } from './modal-host';
import { StepUpHost } from './step-up-host';

/**
 * The whole app for a redeem-only session (decision 038): the redeem-only screen with the app's
 * dialog hosts, which open only the dialogs that screen may show.
 */
export function RedeemOnlyApp() {
  return (
    <RedeemOnlyShell>
      <ModalHost only={REDEEM_ONLY_DIALOGS} />
      <StepUpHost />
    </RedeemOnlyShell>
  );
}
