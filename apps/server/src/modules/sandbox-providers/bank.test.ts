import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_FAILING_BANK_ACCOUNT_SUFFIX } from '@app/contracts/payments';
import {
  newReference,
  sandboxTablesText,
  startSandboxApp,
  webhookOfType,
  webhooksOf,
} from './sandbox-test-kit';

let s: Awaited<ReturnType<typeof startSandboxApp>>;
beforeAll(async () => {
  s = await startSandboxApp();
});
afterAll(async () => {
  await s.close();
});

const ROUTING = '021000021';
const settleLater = () =>
  new Date(Date.now() + (s.t.config.SANDBOX_BANK_SETTLE_SECONDS + 1) * 1000);

describe('the bank provider (paynote)', () => {
  it('tokenizes an account keeping only the last four digits', async () => {
    const accountNumber = '987654321012';
    const account = await s.providers.bank.tokenizeAccount({
      accountNumber,
      routingNumber: ROUTING,
      accountHolderName: 'Pat Player',
    });
    expect(account).toEqual({ sourceId: expect.stringMatching(/^ba_/), last4: '1012' });
    const stored = await sandboxTablesText(s.t);
    expect(stored).toContain(account.sourceId);
    expect(stored).not.toContain(accountNumber);
  });

  it('refuses a malformed account with a clear error', async () => {
    await expect(
      s.providers.bank.tokenizeAccount({
        accountNumber: '12',
        routingNumber: ROUTING,
        accountHolderName: 'Pat',
      }),
    ).rejects.toThrow(/accountNumber must be 4 to 17 digits/);
    await expect(
      s.providers.bank.tokenizeAccount({
        accountNumber: '12345678',
        routingNumber: '1234',
        accountHolderName: 'Pat',
      }),
    ).rejects.toThrow(/routingNumber must be 9 digits/);
  });

  it('debits pending at once and settles to succeeded after the settle time', async () => {
    const { sourceId } = await s.providers.bank.tokenizeAccount({
      accountNumber: '11112222',
      routingNumber: ROUTING,
      accountHolderName: 'Pat Player',
    });
    const referenceId = newReference();
    const result = await s.providers.bank.debit({ referenceId, amountCents: 5000, sourceId });
    expect(result.status).toBe('pending');
    const [pending] = await webhooksOf(s.receiver, referenceId, 1);
    expect(pending?.path).toBe('/api/v1/payment/webhooks/paynote');
    expect(pending?.event).toMatchObject({ type: 'payment.pending', data: { amount: 5000 } });

    await s.t.app.runSandboxDue(new Date());
    expect((await s.providers.bank.status(referenceId))?.status).toBe('pending');

    await s.t.app.runSandboxDue(settleLater());
    const succeeded = await webhookOfType(s.receiver, referenceId, 'payment.succeeded');
    expect(succeeded.verdict).toBe('valid');
    expect(succeeded.event).toMatchObject({
      type: 'payment.succeeded',
      data: { referenceId, amount: 5000, providerTransactionId: result.providerTransactionId },
    });
    expect(await s.providers.bank.status(referenceId)).toMatchObject({
      status: 'succeeded',
      amountCents: 5000,
    });

    // Settling again changes nothing and sends no new event. (Delivery is at least once: with a
    // clock simulated past the lease, an event a job holds may be sent twice, with the same id.)
    await s.t.app.runSandboxDue(settleLater());
    const eventIds = new Set(s.receiver.accepted(referenceId).map((h) => h.event.id));
    expect(eventIds.size).toBe(2);
  });

  it('fails a debit from the documented failing account at settlement with "Insufficient funds"', async () => {
    const { sourceId } = await s.providers.bank.tokenizeAccount({
      accountNumber: `5555${SANDBOX_FAILING_BANK_ACCOUNT_SUFFIX}`,
      routingNumber: ROUTING,
      accountHolderName: 'Pat Player',
    });
    const referenceId = newReference();
    expect(
      (await s.providers.bank.debit({ referenceId, amountCents: 2500, sourceId })).status,
    ).toBe('pending');
    await s.t.app.runSandboxDue(settleLater());
    const failed = await webhookOfType(s.receiver, referenceId, 'payment.failed');
    const types = new Set(s.receiver.accepted(referenceId).map((h) => h.event.type));
    expect([...types]).toEqual(['payment.pending', 'payment.failed']);
    expect(failed.event.data.reason).toBe('Insufficient funds');
    await expect(s.providers.bank.refund(referenceId)).rejects.toThrow(/is failed/);
  });

  it('fails a debit from an unknown account at once', async () => {
    const referenceId = newReference();
    const result = await s.providers.bank.debit({
      referenceId,
      amountCents: 100,
      sourceId: 'ba_000000000000000000000000',
    });
    expect(result).toMatchObject({ status: 'failed', reason: 'Unknown bank account' });
  });
});
