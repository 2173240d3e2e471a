import type { FastifyReply } from 'fastify';
import {
  IDENTITY_WIDGET_MESSAGE,
  type TIdentityOutcome,
  type TIdentityWidgetMessage,
} from '@app/contracts/kyc';
import { DISABLE_ON_SUBMIT_SCRIPT, html, sendMessagePage, sendPage } from './html';
import { identityWidgetPath } from './sandbox-paths';

/** Tells the page holding the widget's frame (the KYC modal) what happened; same origin only. */
function postToParentScript(event: TIdentityWidgetMessage['event']): string {
  const message: TIdentityWidgetMessage = { type: IDENTITY_WIDGET_MESSAGE, event };
  return `if(window.parent&&window.parent!==window){window.parent.postMessage(${JSON.stringify(message)},window.location.origin)}`;
}
const FINISHED_SCRIPT = postToParentScript('FINISHED');
const CANCELLED_SCRIPT = postToParentScript('CANCELLED');

const OUTCOME_BUTTONS: readonly { outcome: TIdentityOutcome; label: string; style?: string }[] = [
  { outcome: 'approve', label: 'Approve' },
  { outcome: 'decline', label: 'Decline', style: 'secondary' },
  { outcome: 'needs-review', label: 'Needs review', style: 'secondary' },
];

const OUTCOME_TEXT: Record<TIdentityOutcome, string> = {
  approve: 'approved',
  decline: 'declined',
  'needs-review': 'sent to a manual review',
};

/** The widget: in the sandbox no document or face is checked; the tester picks the verdict. */
export function sendIdentityWidget(reply: FastifyReply, sessionId: string) {
  const finish = identityWidgetPath(sessionId, 'finish');
  return sendPage(reply, {
    title: 'Verify your identity',
    script: DISABLE_ON_SUBMIT_SCRIPT,
    body: html`<h1>Verify your identity</h1>
      <p>
        A real provider would now check an ID document and a selfie. In the sandbox nothing is
        checked: choose the verdict the provider will send.
      </p>
      ${OUTCOME_BUTTONS.map(
        (button) =>
          html`<form method="post" action="${finish}">
            <input type="hidden" name="outcome" value="${button.outcome}" />
            <button type="submit" class="${button.style ?? ''}">${button.label}</button>
          </form>`,
      )}
      <form method="post" action="${identityWidgetPath(sessionId, 'cancel')}">
        <button type="submit" class="secondary">Cancel</button>
      </form>`,
  });
}

/** After the choice: the verdict follows by webhook; the KYC modal is told the widget finished. */
export function sendIdentitySubmitted(reply: FastifyReply, outcome: TIdentityOutcome) {
  return sendPage(reply, {
    title: 'Verification submitted',
    script: FINISHED_SCRIPT,
    body: html`<section class="result" role="status">
      <div class="icon" aria-hidden="true">✓</div>
      <h1>Verification submitted</h1>
      <p>Your verification will be ${OUTCOME_TEXT[outcome]} in a moment.</p>
    </section>`,
  });
}

/** Cancel changes nothing at the provider: the modal closes and the session stays open. */
export function sendIdentityCancelled(reply: FastifyReply) {
  return sendPage(reply, {
    title: 'Verification cancelled',
    script: CANCELLED_SCRIPT,
    body: html`<section class="result" role="status">
      <div class="icon" aria-hidden="true">✕</div>
      <h1>Verification cancelled</h1>
      <p>Nothing was sent. You can start the verification again at any time.</p>
    </section>`,
  });
}

export function sendIdentityNotFound(reply: FastifyReply) {
  return sendMessagePage(reply, {
    status: 404,
    title: 'Verification not found',
    message: 'This verification session does not exist. Start the verification again.',
  });
}

export function sendIdentityFinished(reply: FastifyReply) {
  return sendMessagePage(reply, {
    status: 409,
    title: 'Verification finished',
    message: 'This verification has already been submitted.',
  });
}

export function sendIdentityBadOutcome(reply: FastifyReply) {
  return sendMessagePage(reply, {
    status: 400,
    title: 'Choose a verdict',
    message: 'Choose Approve, Decline or Needs review.',
  });
}
