import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACH_TEST_ROUTING_NUMBER } from '@app/contracts/payments';
import { SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX } from '@app/contracts/redemptions';
import type { AppError } from '../../platform/app-error';
import { startTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../payments/payments-test-kit';
import { recordingPayoutHandler } from '../payments/payout-test-kit';
import { PayoutRefusedError } from '../payments/payouts';
import { unconfiguredPayoutProvider } from '../payments/unconfigured-providers';
import { payoutOutboxRows, payoutRequest, sandboxPayoutRows } from './sandbox-payout-test-kit';
import { sandboxTablesText } from './sandbox-test-kit';

/** The default delays (5 s to paid, 5 s more to returned): tests move the clock with runSandboxDue. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const send = (request = payoutRequest()) => t.app.payouts.provider.send(request);

describe('the sandbox ACH payout provider', () => {
  it('sends a payout once per payoutId: again, or ten times at once, answers the same id', async () => {
    const request = payoutRequest();
    const first = await send(request);
    expect(await send(request)).toEqual(first);
    const together = await Promise.all(Array.from({ length: 10 }, () => send(request)));
    expect(new Set(together.map((r) => r.providerPayoutId))).toEqual(
      new Set([first.providerPayoutId]),
    );
    const rows = await sandboxPayoutRows(t, request.payoutId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first.providerPayoutId,
      amountCents: 2500,
      last4: '1234',
      routingNumber: SANDBOX_ACH_TEST_ROUTING_NUMBER,
      status: 'pending',
    });
    // The same id for another amount or account is refused; nothing changes.
    await expect(send({ ...request, amountCents: 2600 })).rejects.toThrow(PayoutRefusedError);
    await expect(send({ ...request, accountNumber: '111122223333' })).rejects.toThrow(
      `Payout ${request.payoutId} was already sent for another amount or account`,
    );
    expect(await sandboxPayoutRows(t, request.payoutId)).toHaveLength(1);
  });

  it('refuses a bad request with a clear error and stores nothing', async () => {
    const cases: [Partial<ReturnType<typeof payoutRequest>>, string][] = [
      [{ routingNumber: '011000016' }, 'routingNumber must be 9 digits with a valid ABA checksum'],
      [{ routingNumber: '01100001' }, 'routingNumber must be 9 digits with a valid ABA checksum'],
      [{ accountNumber: '12' }, 'accountNumber must be 4 to 17 digits'],
      [{ accountNumber: '1234-5678' }, 'accountNumber must be 4 to 17 digits'],
      [{ accountHolder: '  ' }, 'accountHolder must be 1 to 100 characters'],
      [{ amountCents: 0 }, 'amountCents must be a positive whole number of cents'],
      [{ amountCents: 10.5 }, 'amountCents must be a positive whole number of cents'],
      [{ payoutId: 'has space' }, 'payoutId must be 1 to 64 characters without spaces'],
    ];
    for (const [change, message] of cases) {
      const request = payoutRequest('1234', change);
      await expect(send(request)).rejects.toThrow(new PayoutRefusedError(message));
      expect(await sandboxPayoutRows(t, request.payoutId)).toEqual([]);
    }
  });

  it('keeps only the last four digits of the account number, never the number or the holder', async () => {
    const request = payoutRequest('9876', { accountHolder: 'Quentin Quartermaine' });
    await send(request);
    const stored = await sandboxTablesText(t);
    expect(stored).toContain(request.payoutId);
    expect(stored).not.toContain(request.accountNumber);
    expect(stored).not.toContain('Quartermaine');
    // The console lists it with the last four digits only.
    const res = await t.request(`/sandbox/payouts.json?payoutId=${request.payoutId}`);
    expect(res.status).toBe(200);
    const listed = (await res.json()) as { data: Record<string, unknown>[] };
    expect(listed.data).toEqual([
      expect.objectContaining({
        payoutId: request.payoutId,
        last4: '9876',
        status: 'pending',
        amountCents: 2500,
        webhooks: [],
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(request.accountNumber);
  });

  it('pays after the settle delay, not before; a returned account is returned after the return delay', async () => {
    const handler = recordingPayoutHandler(t);
    const request = payoutRequest(SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX);
    await send(request);
    await t.app.runSandboxDue(later(1));
    expect(await payoutOutboxRows(t, request.payoutId)).toEqual([]);
    expect((await sandboxPayoutRows(t, request.payoutId))[0]?.status).toBe('pending');

    await t.app.runSandboxDue(later(6));
    expect((await sandboxPayoutRows(t, request.payoutId))[0]?.status).toBe('paid');
    const paid = await eventually(async () => handler.handledOf(request.payoutId)[0]);
    expect(paid.type).toBe('payout.paid');

    await t.app.runSandboxDue(later(12));
    const [row] = await sandboxPayoutRows(t, request.payoutId);
    expect(row).toMatchObject({
      status: 'returned',
      reason: 'R01 Insufficient funds',
      nextStepAt: null,
    });
    const returned = await eventually(async () => handler.handledOf(request.payoutId)[1]);
    expect(returned).toMatchObject({ type: 'payout.returned', reason: 'R01 Insufficient funds' });
    // Its jobs, when they come due, find nothing left to do.
    await t.app.runSandboxDue(later(3_600));
    expect(handler.callsOf(request.payoutId)).toHaveLength(2);
    expect(await payoutOutboxRows(t, request.payoutId)).toHaveLength(2);
  });
});

describe('payouts in production without a real provider', () => {
  it('answer 3050 and send nothing', async () => {
    const provider = unconfiguredPayoutProvider();
    await expect(provider.send(payoutRequest())).rejects.toMatchObject({
      code: 3050,
    } satisfies Partial<AppError>);
  });
});
