import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  continueLink,
  newReference,
  postForm,
  startSandboxApp,
  webhooksOf,
} from './sandbox-test-kit';

let s: Awaited<ReturnType<typeof startSandboxApp>>;
beforeAll(async () => {
  s = await startSandboxApp();
});
afterAll(async () => {
  await s.close();
});

const RETURN_URL = '/user/store/deposit-status?providerType=fiat&ref=1';

async function openSession(amountCents = 4999) {
  const referenceId = newReference();
  const session = await s.providers.fiat.createSession({
    referenceId,
    amountCents,
    customerEmail: 'player@example.com',
    returnUrl: RETURN_URL,
  });
  return { referenceId, ...session };
}

describe('the fiat checkout widget', () => {
  it('opens a session whose widget page shows the amount and both choices', async () => {
    const { referenceId, widgetUrl, sessionId } = await openSession(4999);
    expect(widgetUrl).toBe(`/sandbox/fiat/checkout/${sessionId}`);
    const res = await s.t.request(widgetUrl);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('$49.99');
    expect(page).toContain('Pay with bank (sandbox)');
    expect(page).toContain('Cancel');
    expect(page).toContain('width=device-width');
    expect(await s.providers.fiat.status(referenceId)).toMatchObject({
      status: 'registered',
      amountCents: 4999,
    });
    // Asking again for the same payment answers the same widget.
    const again = await s.providers.fiat.createSession({
      referenceId,
      amountCents: 4999,
      customerEmail: 'player@example.com',
      returnUrl: RETURN_URL,
    });
    expect(again.sessionId).toBe(sessionId);
  });

  it('approves: payment.succeeded, and the top window goes to the return URL', async () => {
    const { referenceId, widgetUrl } = await openSession(1500);
    const res = await postForm(s.t, `${widgetUrl}/approve`, {});
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Payment approved');
    expect(continueLink(page)).toBe(RETURN_URL);
    expect(page).toContain('window.top.location');
    const [hook] = await webhooksOf(s.receiver, referenceId, 1);
    expect(hook?.path).toBe('/api/v1/payment/webhooks/fiat');
    expect(hook?.verdict).toBe('valid');
    expect(hook?.event).toMatchObject({ type: 'payment.succeeded', data: { amount: 1500 } });

    const finished = await s.t.request(widgetUrl);
    expect(finished.status).toBe(409);
    expect(await finished.text()).toContain('already been completed');
    const twice = await postForm(s.t, `${widgetUrl}/cancel`, {});
    expect(twice.status).toBe(409);
    expect(s.receiver.accepted(referenceId)).toHaveLength(1);
  });

  it('cancels: payment.failed "Cancelled by the player", and the top window goes to the return URL', async () => {
    const { referenceId, widgetUrl } = await openSession(1500);
    const page = await (await postForm(s.t, `${widgetUrl}/cancel`, {})).text();
    expect(page).toContain('Payment cancelled');
    expect(continueLink(page)).toBe(RETURN_URL);
    const [hook] = await webhooksOf(s.receiver, referenceId, 1);
    expect(hook?.event).toMatchObject({
      type: 'payment.failed',
      data: { reason: 'Cancelled by the player' },
    });
    expect((await s.providers.fiat.status(referenceId))?.status).toBe('failed');
  });

  it('answers an unknown session with a 404 page', async () => {
    const missing = await s.t.request('/sandbox/fiat/checkout/cs_000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Checkout not found');
    const malformed = await postForm(s.t, '/sandbox/fiat/checkout/%3Cscript%3E/approve', {});
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).not.toContain('<script>');
  });

  it('refuses a return URL that is not a page of this site or an http(s) URL', async () => {
    await expect(
      s.providers.fiat.createSession({
        referenceId: newReference(),
        amountCents: 100,
        customerEmail: 'player@example.com',
        returnUrl: 'javascript:alert(1)',
      }),
    ).rejects.toThrow(/returnUrl/);
  });
});
