import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, webhookSignature } from './webhook-signature';

const secret = 'a-secret-of-sixteen+';
const body = '{"id":"evt_1","type":"payment.succeeded"}';
const at = new Date('2026-11-23T12:00:00Z');

describe('webhook signatures', () => {
  it('matches an independently computed HMAC-SHA256 over timestamp.body', () => {
    // echo -n '1795435200.{"id":"evt_1","type":"payment.succeeded"}' | openssl dgst -sha256 -hmac 'a-secret-of-sixteen+'
    expect(webhookSignature(secret, 1795435200, body)).toBe(
      '9109aae51dd5e86b600eca9729e0205a8efb304aa61f1f5269093a5b91872874',
    );
    const { timestamp, signature } = signWebhook(secret, body, at);
    expect(timestamp).toBe('1795435200');
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
  });

  it('accepts a fresh, correctly signed body', () => {
    const { timestamp, signature } = signWebhook(secret, body, at);
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        timestampHeader: timestamp,
        signatureHeader: signature,
        now: at,
      }),
    ).toBe('valid');
  });

  it('refuses a changed body, another secret, a missing or malformed header', () => {
    const { timestamp, signature } = signWebhook(secret, body, at);
    const check = (over: Partial<Parameters<typeof verifyWebhook>[0]>) =>
      verifyWebhook({
        secret,
        rawBody: body,
        timestampHeader: timestamp,
        signatureHeader: signature,
        now: at,
        ...over,
      });
    expect(check({ rawBody: body.replace('evt_1', 'evt_2') })).toBe('bad_signature');
    expect(check({ secret: 'another-secret-value' })).toBe('bad_signature');
    expect(check({ signatureHeader: undefined })).toBe('bad_signature');
    expect(check({ signatureHeader: 'v1=zz' })).toBe('bad_signature');
    expect(check({ timestampHeader: '12.5' })).toBe('bad_signature');
    expect(check({ timestampHeader: String(Number(timestamp) + 1) })).toBe('bad_signature');
  });

  it('refuses a correctly signed event more than five minutes old or ahead', () => {
    const old = signWebhook(secret, body, new Date(at.getTime() - 301_000));
    const ahead = signWebhook(secret, body, new Date(at.getTime() + 301_000));
    const edge = signWebhook(secret, body, new Date(at.getTime() - 300_000));
    const verdict = (s: { timestamp: string; signature: string }) =>
      verifyWebhook({
        secret,
        rawBody: body,
        timestampHeader: s.timestamp,
        signatureHeader: s.signature,
        now: at,
      });
    expect(verdict(old)).toBe('stale');
    expect(verdict(ahead)).toBe('stale');
    expect(verdict(edge)).toBe('valid');
  });
});
