import type { FastifyReply } from 'fastify';
import { CARD_BRAND_NAMES, type CardBrand } from '@app/contracts/card-validation';
import { formatUsd } from '@app/contracts/money';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import type { ChargeResult } from '../payments/providers';
import type { HostedCardField, HostedFormView } from './hosted-card.provider';
import {
  DISABLE_ON_SUBMIT_SCRIPT,
  html,
  NAVIGATE_TOP_SCRIPT,
  sendMessagePage,
  sendPage,
  type Html,
} from './html';
import { SANDBOX_ROUTES, sandboxPath } from './sandbox-paths';

const SUBMIT_ACTION = sandboxPath(SANDBOX_ROUTES.hostedPageSubmit);

const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

function testCardsTable(settleSeconds: number): Html {
  const rows: [string, string][] = [
    [SANDBOX_TEST_CARDS.approve, 'Approved (Visa)'],
    [SANDBOX_TEST_CARDS.approveMastercard, 'Approved (Mastercard)'],
    [SANDBOX_TEST_CARDS.decline, 'Declined'],
    [SANDBOX_TEST_CARDS.pending, `Pending, then approved after ${settleSeconds} s`],
    [SANDBOX_TEST_CARDS.providerError, 'Processor unavailable'],
  ];
  return html`<details>
    <summary>Test cards</summary>
    <table>
      ${rows.map(
        ([number, outcome]) =>
          html`<tr>
            <td>${groups(number)}</td>
            <td>${outcome}</td>
          </tr>`,
      )}
    </table>
    <p>
      Any future expiry, any 3-digit CVC (4 for American Express), any name. Other valid numbers are
      approved.
    </p>
  </details>`;
}

function fieldError(view: HostedFormView, field: HostedCardField) {
  const message = view.errors?.[field];
  return message ? html`<p class="field-error" id="${field}-error">${message}</p>` : '';
}

function invalid(view: HostedFormView, field: HostedCardField) {
  return view.errors?.[field]
    ? html` aria-invalid="true" aria-describedby="${field}-error"`
    : html``;
}

function paymentFields(view: HostedFormView) {
  return html`<input type="hidden" name="ReferenceID" value="${view.referenceId}" />
    <input type="hidden" name="Token" value="${view.formToken}" />
    <input type="hidden" name="SaveForFuture" value="${view.saveForFuture}" />
    ${view.savedCard ? html`<input type="hidden" name="CardToken" value="${view.savedCard.token}" />` : ''}`;
}

/** The card page: amount and merchant, the saved card if any, the card form and the test cards. */
export function sendHostedForm(reply: FastifyReply, view: HostedFormView, status: number) {
  const amount = formatUsd(view.amountCents);
  const saved = view.savedCard
    ? html`<form method="post" action="${SUBMIT_ACTION}">
          ${paymentFields(view)}<input type="hidden" name="UseSavedCard" value="1" />
          <button type="submit">Pay with saved card •••• ${view.savedCard.last4}</button>
        </form>
        <div class="divider">or pay with a new card</div>`
    : '';
  return sendPage(reply, {
    status,
    title: `Pay ${amount}`,
    script: DISABLE_ON_SUBMIT_SCRIPT,
    body: html`<section class="summary" aria-label="Payment summary">
        <div class="merchant">Pay ${view.merchantName}</div>
        <div class="amount">${amount}</div>
        <div class="meta">Reference ${view.referenceId}</div>
      </section>
      ${view.errors?.form ? html`<p class="alert" role="alert">${view.errors.form}</p>` : ''}
      ${saved}
      <form method="post" action="${SUBMIT_ACTION}" novalidate>
        ${paymentFields(view)}
        <label for="cardNumber">Card number</label>
        <input
          type="text"
          id="cardNumber"
          name="cardNumber"
          inputmode="numeric"
          autocomplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxlength="23"
          ${invalid(view, 'cardNumber')}
        />
        ${fieldError(view, 'cardNumber')}
        <div class="row">
          <div>
            <label for="expiry">Expiry</label>
            <input
              type="text"
              id="expiry"
              name="expiry"
              inputmode="numeric"
              autocomplete="cc-exp"
              placeholder="MM/YY"
              maxlength="7"
              value="${view.values?.expiry ?? ''}"
              ${invalid(view, 'expiry')}
            />
            ${fieldError(view, 'expiry')}
          </div>
          <div>
            <label for="cvc">CVC</label>
            <input
              type="text"
              id="cvc"
              name="cvc"
              inputmode="numeric"
              autocomplete="cc-csc"
              placeholder="123"
              maxlength="4"
              ${invalid(view, 'cvc')}
            />
            ${fieldError(view, 'cvc')}
          </div>
        </div>
        <label for="cardName">Name on card</label>
        <input
          type="text"
          id="cardName"
          name="cardName"
          autocomplete="cc-name"
          maxlength="100"
          value="${view.values?.name ?? ''}"
          ${invalid(view, 'name')}
        />
        ${fieldError(view, 'name')}
        <button type="submit">Pay ${amount}</button>
      </form>
      ${testCardsTable(view.cardSettleSeconds)}`,
  });
}

const RESULT_TEXT: Record<ChargeResult['status'], { icon: string; title: string }> = {
  succeeded: { icon: '✓', title: 'Payment approved' },
  pending: { icon: '⏳', title: 'Payment processing' },
  failed: { icon: '✕', title: 'Payment not completed' },
};

/** After the payment: what happened, then the top window goes back to the merchant. */
export function sendPaymentResult(
  reply: FastifyReply,
  input: {
    status: ChargeResult['status'];
    amountCents: number;
    detail: string;
    callbackUrl: string | null;
  },
) {
  const text = RESULT_TEXT[input.status];
  return sendPage(reply, {
    title: text.title,
    script: input.callbackUrl ? NAVIGATE_TOP_SCRIPT : undefined,
    body: html`<section class="result" role="status">
      <div class="icon" aria-hidden="true">${text.icon}</div>
      <h1>${text.title}</h1>
      <p>${formatUsd(input.amountCents)} · ${input.detail}</p>
      ${input.callbackUrl ? html`<p>Returning to the merchant… <a id="continue" href="${input.callbackUrl}" target="_top">Continue</a></p>` : ''}
    </section>`,
  });
}

/** The card charge's outcome in words for the result page. */
export function describeCardResult(result: ChargeResult, brand: string, last4: string): string {
  const card = `${CARD_BRAND_NAMES[brand as CardBrand] ?? brand} •••• ${last4}`;
  if (result.status === 'succeeded') return `paid with ${card}`;
  if (result.status === 'pending') return `${card}: the payment is being confirmed`;
  return `${card}: ${result.reason ?? 'declined'}`;
}

export function sendFinished(reply: FastifyReply, callbackUrl: string | null) {
  return sendMessagePage(reply, {
    status: 409,
    title: 'Payment already processed',
    message: 'This payment has already been processed; it cannot be paid again.',
    continueUrl: callbackUrl ?? undefined,
  });
}

export function sendRefused(reply: FastifyReply, status: number, message: string) {
  return sendMessagePage(reply, { status, title: 'Payment cannot be opened', message });
}
