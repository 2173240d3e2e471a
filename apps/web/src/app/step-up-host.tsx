import { Suspense, lazy } from 'react';
import { useStepUpRequested } from '../lib/step-up';

/** The step-up code dialog's code loads when a call first asks for a code (decision 039). */
const StepUpDialog = lazy(async () => ({
  default: (await import('../features/two-factor/step-up-dialog')).StepUpDialog,
}));

/** The step-up dialog while a call waits for a fresh code, in whichever shell is showing. */
export function StepUpHost() {
  const requested = useStepUpRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  );
}
