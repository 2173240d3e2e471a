import type { FastifyReply } from 'fastify';
import { formatUsd } from '@app/contracts/money';
import type { ChargeRow } from './sandbox-charges.repository';
import {
  DISABLE_ON_SUBMIT_SCRIPT,
  html,
  NAVIGATE_TOP_SCRIPT,
  sendMessagePage,
  sendPage,
} from './html';
import { fiatCheckoutPath } from './sandbox-paths';

/** The fiat widget: the amount, pay by bank or cancel. Fits a 375 px frame. */
export function sendFiatWidget(
  reply: FastifyReply,
  input: { sessionId: string; charge: ChargeRow; merchantName: string },
) {
  const amount = formatUsd(input.charge.amountCents);
  return sendPage(reply, {
    title: `Pay ${amount}`,
    script: DISABLE_ON_SUBMIT_SCRIPT,
    body: html`<section class="summary" aria-label="Payment summary">
        <div class="merchant">Pay ${input.merchantName}</div>
        <div class="amount">${amount}</div>
        <div class="meta">Reference ${input.charge.referenceId}</div>
      </section>
      <p>Pay from your bank account. In the sandbox no bank is contacted: choose the outcome.</p>
      <form method="post" action="${fiatCheckoutPath(input.sessionId, 'approve')}">
        <button type="submit">Pay with bank (sandbox)</button>
      </form>
      <form method="post" action="${fiatCheckoutPath(input.sessionId, 'cancel')}">
        <button type="submit" class="secondary">Cancel</button>
      </form>`,
  });
}

/** After the choice: the outcome, then the top window goes to the merchant's return URL. */
export function sendFiatResult(reply: FastifyReply, charge: ChargeRow) {
  const approved = charge.status === 'succeeded';
  const title = approved ? 'Payment approved' : 'Payment cancelled';
  return sendPage(reply, {
    title,
    script: charge.callbackUrl ? NAVIGATE_TOP_SCRIPT : undefined,
    body: html`<section class="result" role="status">
      <div class="icon" aria-hidden="true">${approved ? '✓' : '✕'}</div>
      <h1>${title}</h1>
      <p>
        ${formatUsd(charge.amountCents)}${approved ? ' paid by bank' : ` · ${charge.failureReason ?? 'not paid'}`}
      </p>
      ${charge.callbackUrl ? html`<p>Returning to the merchant… <a id="continue" href="${charge.callbackUrl}" target="_top">Continue</a></p>` : ''}
    </section>`,
  });
}

export function sendSessionNotFound(reply: FastifyReply) {
  return sendMessagePage(reply, {
    status: 404,
    title: 'Checkout not found',
    message: 'This checkout session does not exist. Start the payment again from the store.',
  });
}

export function sendSessionFinished(reply: FastifyReply, charge: ChargeRow) {
  return sendMessagePage(reply, {
    status: 409,
    title: 'Checkout finished',
    message: 'This checkout has already been completed or cancelled.',
    continueUrl: charge.callbackUrl ?? undefined,
  });
}
