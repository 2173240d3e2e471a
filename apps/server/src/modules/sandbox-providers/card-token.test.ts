import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES as M } from '@app/contracts/card-validation';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { json } from '../../test/test-app';
import { SANDBOX_APPLE_PAY_TOKENS } from './card-token.provider';
import { newReference, sandboxTablesText, startSandboxApp, webhooksOf } from './sandbox-test-kit';

let s: Awaited<ReturnType<typeof startSandboxApp>>;
beforeAll(async () => {
  s = await startSandboxApp();
});
afterAll(async () => {
  await s.close();
});

const TOKENS = '/sandbox/finix/tokens';
const nextYear = new Date().getUTCFullYear() + 1;

function tokenize(body: unknown) {
  return s.t.request(TOKENS, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function tokenOf(cardNumber: string) {
  const res = await tokenize({
    cardNumber,
    expMonth: 9,
    expYear: nextYear,
    cvc: '321',
    name: 'Pat',
  });
  expect(res.status).toBe(200);
  return (await json(res)).token as string;
}

describe('the card token provider (finix)', () => {
  it('answers its tokenize URL as a same-origin path', () => {
    expect(s.providers.cardToken.tokenizeUrl()).toBe(TOKENS);
    expect(s.providers.cardToken.applicationId).toMatch(/\S/);
  });

  it('tokenizes a card from the browser form and keeps only its public details', async () => {
    const res = await tokenize({
      cardNumber: '5555 5555 5555 4444',
      expMonth: '07',
      expYear: String(nextYear),
      cvc: '123',
      name: 'Pat Player',
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_/),
      brand: 'mastercard',
      last4: '4444',
      expMonth: 7,
      expYear: nextYear,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stored = await sandboxTablesText(s.t);
    expect(stored).toContain(body.token);
    expect(stored).not.toContain('5555555555554444');
  });

  it('answers 400 with one error per bad field', async () => {
    const res = await tokenize({
      cardNumber: '4242424242424241',
      expMonth: 13,
      expYear: nextYear,
      cvc: '1',
      name: '',
    });
    expect(res.status).toBe(400);
    const { errors } = await json(res);
    const byField = Object.fromEntries(
      (errors as { field: string; description: string }[]).map((e) => [e.field, e.description]),
    );
    expect(byField).toEqual({
      cardNumber: M.numberInvalid,
      expMonth: M.expiryFormat,
      cvc: M.cvcInvalid,
      name: M.nameRequired,
    });
    expect(JSON.stringify(errors)).not.toContain('4242424242424241');

    const expired = await json(
      await tokenize({
        cardNumber: SANDBOX_TEST_CARDS.approve,
        expMonth: 1,
        expYear: 2020,
        cvc: '123',
        name: 'Pat',
      }),
    );
    expect(expired.errors).toEqual([
      expect.objectContaining({
        field: 'expiry',
        description: M.expiryPast,
        errorCode: 1000,
      }),
    ]);
    const empty = await tokenize({});
    expect(empty.status).toBe(400);
  });

  it('charges a token by its test card and sends the signed webhook', async () => {
    const cases = [
      [SANDBOX_TEST_CARDS.approve, 'succeeded', 'payment.succeeded', undefined, undefined],
      [SANDBOX_TEST_CARDS.decline, 'failed', 'payment.failed', 'Card declined', 'declined'],
      [
        SANDBOX_TEST_CARDS.providerError,
        'failed',
        'payment.failed',
        'Processor unavailable',
        'provider_error',
      ],
      [SANDBOX_TEST_CARDS.pending, 'pending', 'payment.pending', undefined, undefined],
    ] as const;
    for (const [number, status, type, reason, failureKind] of cases) {
      const token = await tokenOf(number);
      const referenceId = newReference();
      const result = await s.providers.cardToken.charge({
        referenceId,
        amountCents: 2000,
        source: { kind: 'token', token },
      });
      expect(result.status).toBe(status);
      expect(result.reason).toBe(reason);
      expect(result.failureKind).toBe(failureKind);
      const [hook] = await webhooksOf(s.receiver, referenceId, 1);
      expect(hook?.path).toBe('/api/v1/payment/webhooks/finix');
      expect(hook?.verdict).toBe('valid');
      expect(hook?.event.type).toBe(type);
      expect(hook?.event.data.providerTransactionId).toBe(result.providerTransactionId);
    }
  });

  it('charges a saved card token again, and fails an unknown token', async () => {
    const token = await tokenOf(SANDBOX_TEST_CARDS.approve);
    const first = await s.providers.cardToken.charge({
      referenceId: newReference(),
      amountCents: 500,
      source: { kind: 'token', token },
    });
    const saved = await s.providers.cardToken.charge({
      referenceId: newReference(),
      amountCents: 600,
      source: { kind: 'saved_card', token },
    });
    expect(first.status).toBe('succeeded');
    expect(saved).toMatchObject({ status: 'succeeded', instrument: { token, last4: '4242' } });
    expect(saved.providerTransactionId).not.toBe(first.providerTransactionId);

    const unknown = await s.providers.cardToken.charge({
      referenceId: newReference(),
      amountCents: 600,
      source: { kind: 'saved_card', token: 'tok_000000000000000000000000' },
    });
    expect(unknown).toMatchObject({ status: 'failed', reason: 'Invalid card token' });
  });

  it('charges the documented Apple Pay sandbox tokens by their outcome', async () => {
    const approve = await s.providers.cardToken.charge({
      referenceId: newReference(),
      amountCents: 999,
      source: { kind: 'apple_pay', thirdPartyToken: SANDBOX_APPLE_PAY_TOKENS.approve },
    });
    expect(approve).toMatchObject({ status: 'succeeded', instrument: { brand: 'visa' } });
    const decline = await s.providers.cardToken.charge({
      referenceId: newReference(),
      amountCents: 999,
      source: { kind: 'apple_pay', thirdPartyToken: SANDBOX_APPLE_PAY_TOKENS.decline },
    });
    expect(decline).toMatchObject({ status: 'failed', reason: 'Card declined' });
    await expect(
      s.providers.cardToken.charge({
        referenceId: newReference(),
        amountCents: 999,
        source: { kind: 'apple_pay', thirdPartyToken: ' ' },
      }),
    ).rejects.toThrow(/thirdPartyToken is required/);
  });

  it('answers a sandbox merchant session for mobile-wallet validation', async () => {
    const session = await s.providers.cardToken.validateMerchant({
      validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      merchantIdentity: 'merchant.test.sandbox',
      domain: 'localhost',
      displayName: 'Golden Sweeps',
    });
    expect(session).toMatchObject({
      merchantIdentifier: 'merchant.test.sandbox',
      domainName: 'localhost',
      displayName: 'Golden Sweeps',
      merchantSessionIdentifier: expect.stringMatching(/^ms_/),
    });
    await expect(
      s.providers.cardToken.validateMerchant({
        validationUrl: 'not a url',
        merchantIdentity: 'm',
        domain: 'localhost',
        displayName: 'x',
      }),
    ).rejects.toThrow(/validationUrl/);
  });

  it('refuses a bad reference or amount with a clear error', async () => {
    const source = { kind: 'saved_card', token: 'tok_x' } as const;
    await expect(
      s.providers.cardToken.charge({ referenceId: '', amountCents: 100, source }),
    ).rejects.toThrow(/referenceId must be/);
    await expect(
      s.providers.cardToken.charge({ referenceId: newReference(), amountCents: 0, source }),
    ).rejects.toThrow(/amountCents must be/);
    await expect(
      s.providers.cardToken.charge({ referenceId: newReference(), amountCents: 1.5, source }),
    ).rejects.toThrow(/amountCents must be/);
  });
});
