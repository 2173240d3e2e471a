import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo, newPlayer, postJson } from '../test/accounts';
import { startSmtpCatcher } from '../test/smtp-catcher';
import { startTestApp, type TestApp } from '../test/test-app';
import { DELIVER_MESSAGE_QUEUE } from './message-outbox';
import { until } from '../test/until';

// Two server instances on one database with SMTP_URL set: emails leave by job.
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  first = await startTestApp({ env: { SMTP_URL: catcher.url } });
  second = await startTestApp({ env: { SMTP_URL: catcher.url }, database: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await catcher.close();
});

/** The outbox row of the newest message to an address, as the dev mailbox lists it. */
async function outboxRow(t: TestApp, email: string) {
  return (await lastMessageTo(t, email)) as
    { error: string | null; deliveredAt: string | null } | undefined;
}

async function signUp(t: TestApp) {
  const player = newPlayer();
  const res = await postJson(t, '/user/sign-up', player);
  expect(res.status).toBe(200);
  return player.email;
}

describe('email from the outbox', () => {
  it('sends an email once by SMTP from a job, and the dev mailbox shows it delivered', async () => {
    const email = await signUp(first);
    await until(() => catcher.to(email).length > 0, 'the email at the SMTP server');
    // Both instances work the queue: give a second delivery the time to happen, were there one.
    await new Promise((r) => setTimeout(r, 1_500));
    const caught = catcher.to(email);
    expect(caught).toHaveLength(1);
    expect(caught[0]?.data).toMatch(/^Subject: .*verify/im);
    expect(caught[0]?.from).toContain('no-reply@goldensweeps.test');

    expect(await outboxRow(second, email)).toMatchObject({
      error: null,
      deliveredAt: expect.any(String),
    });
  });

  it('records a refused hand-over on the message and retries it with back-off', async () => {
    catcher.refuse(1);
    const email = await signUp(second);
    await until(
      async () => Boolean((await outboxRow(first, email))?.error),
      'the refusal to be recorded',
    );
    expect(await outboxRow(first, email)).toMatchObject({
      error: expect.stringMatching(/451/),
      deliveredAt: null,
    });
    expect(catcher.to(email)).toHaveLength(0);

    // The message records the refusal before the queue marks the job for retry.
    const retrying = () =>
      first.app.jobs.jobs({ queue: DELIVER_MESSAGE_QUEUE, states: ['retry'], limit: 5 });
    await until(async () => (await retrying()).length > 0, 'the job to wait for its retry');
    const [job] = await retrying();
    expect(job).toMatchObject({ retryCount: 0, retryLimit: 8 });
    expect(job?.error).toMatch(/451/);
    // The first retry waits 10 to 20 seconds.
    const waitMs = job!.startAfter.getTime() - job!.startedOn!.getTime();
    expect(waitMs).toBeGreaterThanOrEqual(9_900);
    expect(waitMs).toBeLessThanOrEqual(20_500);
  });
});
