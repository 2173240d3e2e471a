import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentFlowError } from '../payment-errors';
import { isProviderAddress, tokenizeCard } from './tokenize-card';

const origin = 'https://casino.example.test';
const target = {
  tokenizeUrl: '/sandbox/finix/tokens',
  applicationId: 'APP-1',
  fraudSessionId: 'FS-1',
};
const card = {
  number: '4242 4242 4242 4242',
  expiry: '12/29',
  cvc: '123',
  name: ' Jane Doe ',
  saveForFuture: true,
};

describe('isProviderAddress', () => {
  it("refuses this site's API and non-web addresses, accepts the provider's", () => {
    expect(isProviderAddress('/sandbox/finix/tokens', origin)).toBe(true);
    expect(isProviderAddress('https://api.provider.test/tokens', origin)).toBe(true);
    expect(isProviderAddress('/api/v1/payment/tokens', origin)).toBe(false);
    expect(isProviderAddress(`${origin}/api/v1/x`, origin)).toBe(false);
    expect(isProviderAddress('javascript:alert(1)', origin)).toBe(false);
  });
});

describe('tokenizeCard', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin } });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('posts the card to the provider only, without cookies, and answers its token', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ token: 'tok_1', brand: 'visa', last4: '4242' })),
    );
    await expect(tokenizeCard(target, card)).resolves.toBe('tok_1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/sandbox/finix/tokens');
    expect(init?.credentials).toBe('omit');
    expect(JSON.parse(String(init?.body))).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2029,
      cvc: '123',
      name: 'Jane Doe',
      application: 'APP-1',
      fraud_session_id: 'FS-1',
    });
  });

  it("turns the provider's refusal into a message for the player", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ errors: [{ errorCode: 1000, description: 'Card has expired' }] }),
        { status: 400 },
      ),
    );
    await expect(tokenizeCard(target, card)).rejects.toEqual(
      new PaymentFlowError('Card has expired'),
    );
  });

  it('never sends a card to this site’s API', async () => {
    await expect(
      tokenizeCard({ ...target, tokenizeUrl: '/api/v1/payment/finix/tokens' }, card),
    ).rejects.toBeInstanceOf(PaymentFlowError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the provider could not be reached when the call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(tokenizeCard(target, card)).rejects.toThrow('could not reach the card provider');
  });
});
