import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES as M } from '@app/contracts/card-validation';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import {
  continueLink,
  hiddenFields,
  postForm,
  registerHostedPayment,
  sandboxTablesText,
  startSandboxApp,
  webhookOfType,
  webhooksOf,
} from './sandbox-test-kit';
import { SandboxRequestError } from './sandbox-errors';

let s: Awaited<ReturnType<typeof startSandboxApp>>;
beforeAll(async () => {
  s = await startSandboxApp();
});
afterAll(async () => {
  await s.close();
});

const PAGE = '/sandbox/ippay/hosted-payment';
const SUBMIT = '/sandbox/ippay/hosted-payment/submit';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** Opens the hosted page as the browser's auto-submitted form does; answers the page HTML. */
async function openPage(form: Record<string, string>) {
  const res = await postForm(s.t, PAGE, form);
  return { res, page: await res.text() };
}

/** Opens the page, fills in the card form and sends it. */
async function payWithCard(
  amountCents: number,
  cardNumber: string,
  extra: Record<string, string> = {},
) {
  const payment = await registerHostedPayment(s.providers, amountCents);
  const { page } = await openPage(payment.form);
  const res = await postForm(s.t, SUBMIT, {
    ...hiddenFields(page),
    cardNumber,
    expiry: `12/${nextYear}`,
    cvc: '123',
    cardName: 'Pat Player',
    ...extra,
  });
  return { payment, res, page: await res.text() };
}

describe('the hosted card page (ippay)', () => {
  it('answers a same-origin path for the form and its merchant id', () => {
    expect(s.providers.hostedCard.hostedPageUrl()).toBe(PAGE);
    expect(s.providers.hostedCard.merchantId).toMatch(/\S/);
  });

  it('refuses a form whose token, amount, reference or MID do not match a registered payment', async () => {
    const payment = await registerHostedPayment(s.providers, 2500);
    const cases: [Record<string, string>, number, RegExp][] = [
      [{ Token: 'WRONG12345' }, 404, /No payment matches/],
      [{ Amount: '25.01' }, 400, /amount does not match/],
      [{ ReferenceID: 'ref_unknown' }, 404, /No payment matches/],
      [{ MID: 'someone-else' }, 400, /merchant id \(MID\)/],
      [{ PaymentType: 'ACH' }, 400, /PaymentType must be CC/],
      [{ Token: '' }, 400, /Token is required/],
    ];
    for (const [override, status, message] of cases) {
      const { res, page } = await openPage({ ...payment.form, ...override });
      expect(res.status, JSON.stringify(override)).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(page).toMatch(message);
      expect(page).not.toContain('name="cardNumber"');
    }
  });

  it('renders the card form with the merchant, the amount, the fields and the test cards', async () => {
    const payment = await registerHostedPayment(s.providers, 1999);
    const { res, page } = await openPage(payment.form);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(page).toContain('Sandbox Pay');
    expect(page).toContain('Golden Sweeps');
    expect(page).toContain('$19.99');
    expect(page).toContain('Pay $19.99');
    expect(page).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    for (const field of ['cardNumber', 'expiry', 'cvc', 'cardName']) {
      expect(page).toContain(`name="${field}"`);
    }
    expect(page).toContain('4242 4242 4242 4242');
    expect(page).toContain('4000 0000 0000 0002');
    expect(hiddenFields(page)).toMatchObject({
      ReferenceID: payment.referenceId,
      Token: payment.formToken,
    });
    expect(page).not.toContain('Pay with saved card');
  });

  it('escapes what the form sends, so no field can inject markup', async () => {
    const referenceId = `ref_"><img/src=x>${Date.now()}`;
    const payment = await registerHostedPayment(s.providers, 500, referenceId);
    const { res, page } = await openPage(payment.form);
    expect(res.status).toBe(200);
    expect(page).not.toContain('"><img/src=x>');
    expect(page).toContain('ref_&quot;&gt;&lt;img/src=x&gt;');
    expect(hiddenFields(page).ReferenceID).toBe(referenceId);
  });

  it('approves a good card: signed payment.succeeded with the card, and the top window goes to the callback', async () => {
    const { payment, res, page } = await payWithCard(1999, SANDBOX_TEST_CARDS.approve);
    expect(res.status).toBe(200);
    expect(page).toContain('Payment approved');
    expect(continueLink(page)).toBe(payment.callbackUrl);
    expect(page).toContain('target="_top"');
    expect(page).toContain('window.top.location');

    const [hook] = await webhooksOf(s.receiver, payment.referenceId, 1);
    expect(hook?.path).toBe('/api/v1/payment/webhooks/ippay');
    expect(hook?.verdict).toBe('valid');
    expect(Math.abs(hook!.timestamp * 1000 - hook!.receivedAt.getTime())).toBeLessThan(5_000);
    expect(hook?.event).toMatchObject({
      type: 'payment.succeeded',
      data: {
        referenceId: payment.referenceId,
        amount: 1999,
        instrument: { brand: 'visa', last4: '4242', expMonth: 12 },
      },
    });
    expect(hook?.event.id).toMatch(/^evt_/);
    expect(hook?.event.data.providerTransactionId).toMatch(/^ch_/);

    const status = await s.providers.hostedCard.status(payment.referenceId);
    expect(status).toMatchObject({
      status: 'succeeded',
      amountCents: 1999,
      providerTransactionId: hook?.event.data.providerTransactionId,
      instrument: { last4: '4242' },
    });
  });

  it('declines the decline test card with payment.failed "Card declined"', async () => {
    const { payment, page } = await payWithCard(1000, SANDBOX_TEST_CARDS.decline);
    expect(page).toContain('Card declined');
    expect(continueLink(page)).toBe(payment.callbackUrl);
    const [hook] = await webhooksOf(s.receiver, payment.referenceId, 1);
    expect(hook?.verdict).toBe('valid');
    expect(hook?.event.type).toBe('payment.failed');
    expect(hook?.event.data.reason).toBe('Card declined');
    expect(hook?.event.data.instrument).toBeUndefined();
  });

  it('fails the processor-error test card with "Processor unavailable"', async () => {
    const { payment } = await payWithCard(1000, SANDBOX_TEST_CARDS.providerError);
    const [hook] = await webhooksOf(s.receiver, payment.referenceId, 1);
    expect(hook?.event).toMatchObject({
      type: 'payment.failed',
      data: { reason: 'Processor unavailable' },
    });
  });

  it('leaves the pending test card pending, then settles it to succeeded after the settle time', async () => {
    const { payment, page } = await payWithCard(3000, SANDBOX_TEST_CARDS.pending);
    expect(page).toContain('Payment processing');
    const [pending] = await webhooksOf(s.receiver, payment.referenceId, 1);
    expect(pending?.event.type).toBe('payment.pending');

    await s.t.app.runSandboxDue(new Date());
    expect((await s.providers.hostedCard.status(payment.referenceId))?.status).toBe('pending');

    const settleMs = (s.t.config.SANDBOX_CARD_SETTLE_SECONDS + 1) * 1000;
    await s.t.app.runSandboxDue(new Date(Date.now() + settleMs));
    const hooks = await webhooksOf(s.receiver, payment.referenceId, 2);
    expect(hooks[1]?.event).toMatchObject({
      type: 'payment.succeeded',
      data: { amount: 3000, instrument: { last4: '0077' } },
    });
    expect(hooks[1]?.verdict).toBe('valid');
    expect(hooks[1]?.event.data.providerTransactionId).toBe(
      pending?.event.data.providerTransactionId,
    );
    expect((await s.providers.hostedCard.status(payment.referenceId))?.status).toBe('succeeded');
  });

  it('re-renders an invalid card with messages, never echoing the number or the CVC', async () => {
    const payment = await registerHostedPayment(s.providers, 1500);
    const { page: formPage } = await openPage(payment.form);
    const badNumber = '4242424242424241';
    const res = await postForm(s.t, SUBMIT, {
      ...hiddenFields(formPage),
      cardNumber: badNumber,
      expiry: '01/20',
      cvc: '98',
      cardName: '',
    });
    const page = await res.text();
    expect(res.status).toBe(422);
    expect(page).toContain(M.numberInvalid);
    expect(page).toContain(M.expiryPast);
    expect(page).toContain(M.cvcInvalid);
    expect(page).toContain(M.nameRequired);
    expect(page).not.toContain(badNumber);
    expect(page).not.toContain('4242 4242 4242 4241');
    expect(page).not.toContain('value="98"');
    expect(page).toContain('value="01/20"');
    expect(hiddenFields(page)).toMatchObject({ ReferenceID: payment.referenceId });
    expect((await s.providers.hostedCard.status(payment.referenceId))?.status).toBe('registered');
  });

  it('takes one payment per registration: a second submit finds it already processed', async () => {
    const { payment, page } = await payWithCard(1200, SANDBOX_TEST_CARDS.approve);
    expect(page).toContain('Payment approved');
    const again = await postForm(s.t, SUBMIT, {
      ReferenceID: payment.referenceId,
      Token: payment.formToken,
      cardNumber: SANDBOX_TEST_CARDS.approve,
      expiry: `12/${nextYear}`,
      cvc: '123',
      cardName: 'Pat Player',
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already been processed');
    const reopened = await openPage(payment.form);
    expect(reopened.res.status).toBe(409);
    await webhooksOf(s.receiver, payment.referenceId, 1);
    expect(s.receiver.accepted(payment.referenceId)).toHaveLength(1);
  });

  it('never stores the card number in any sandbox table', async () => {
    const number = '5555555555554444';
    const { payment } = await payWithCard(800, number);
    await webhooksOf(s.receiver, payment.referenceId, 1);
    const stored = await sandboxTablesText(s.t);
    expect(stored).toContain(payment.referenceId);
    expect(stored).not.toContain(number);
    expect(stored).not.toContain('555555555555');
  });

  it('offers a card saved at the page and charges it with one click', async () => {
    const first = await payWithCard(900, SANDBOX_TEST_CARDS.approve);
    const [hook] = await webhooksOf(s.receiver, first.payment.referenceId, 1);
    const cardToken = hook!.event.data.instrument!.token;

    const second = await registerHostedPayment(s.providers, 950);
    const { page } = await openPage({ ...second.form, CardToken: cardToken });
    expect(page).toContain('Pay with saved card •••• 4242');
    const res = await postForm(s.t, SUBMIT, hiddenFields(page, 0));
    expect(await res.text()).toContain('Payment approved');
    const [paid] = await webhooksOf(s.receiver, second.referenceId, 1);
    expect(paid?.event).toMatchObject({
      type: 'payment.succeeded',
      data: { amount: 950, instrument: { token: cardToken } },
    });
  });

  it('charges a saved card server to server (one-click sale) and refunds it', async () => {
    const first = await payWithCard(700, SANDBOX_TEST_CARDS.approve);
    const [hook] = await webhooksOf(s.receiver, first.payment.referenceId, 1);
    const cardToken = hook!.event.data.instrument!.token;

    const referenceId = `sale_${first.payment.referenceId}`;
    const result = await s.providers.hostedCard.chargeSavedCard({
      referenceId,
      amountCents: 1100,
      cardToken,
    });
    expect(result).toMatchObject({ status: 'succeeded', instrument: { token: cardToken } });
    const [sale] = await webhooksOf(s.receiver, referenceId, 1);
    expect(sale?.event.type).toBe('payment.succeeded');

    // The same sale again answers the same charge, without a second webhook.
    const replay = await s.providers.hostedCard.chargeSavedCard({
      referenceId,
      amountCents: 1100,
      cardToken,
    });
    expect(replay.providerTransactionId).toBe(result.providerTransactionId);
    await expect(
      s.providers.hostedCard.chargeSavedCard({ referenceId, amountCents: 1200, cardToken }),
    ).rejects.toThrow(/another amount/);

    const unknown = await s.providers.hostedCard.chargeSavedCard({
      referenceId: `${referenceId}_x`,
      amountCents: 100,
      cardToken: 'tok_unknown',
    });
    expect(unknown).toMatchObject({ status: 'failed', reason: 'Invalid card token' });

    await s.providers.hostedCard.refund(referenceId);
    const refunded = await webhookOfType(s.receiver, referenceId, 'payment.refunded');
    expect(refunded.event).toMatchObject({ type: 'payment.refunded', data: { amount: 1100 } });
    expect((await s.providers.hostedCard.status(referenceId))?.status).toBe('refunded');
    await expect(s.providers.hostedCard.refund(referenceId)).rejects.toThrow(
      /Only a succeeded payment can be refunded/,
    );
    await expect(s.providers.hostedCard.refund('ref_nothing')).rejects.toBeInstanceOf(
      SandboxRequestError,
    );
    expect(await s.providers.hostedCard.status('ref_nothing')).toBeNull();
  });

  it('refuses a registration with an unsafe callback or a reused reference', async () => {
    const payment = await registerHostedPayment(s.providers, 100);
    await expect(
      s.providers.hostedCard.registerPayment({
        referenceId: 'ref_js',
        amountCents: 100,
        formToken: 'ABCDEFGHIJ',
        callbackUrl: 'javascript:alert(1)',
      }),
    ).rejects.toThrow(/callbackUrl/);
    await expect(
      s.providers.hostedCard.registerPayment({
        referenceId: payment.referenceId,
        amountCents: 200,
        formToken: payment.formToken,
        callbackUrl: payment.callbackUrl,
      }),
    ).rejects.toThrow(/already used/);
    await expect(
      s.providers.hostedCard.registerPayment({
        referenceId: payment.referenceId,
        amountCents: 100,
        formToken: payment.formToken,
        callbackUrl: payment.callbackUrl,
      }),
    ).resolves.toBeUndefined();
  });
});
