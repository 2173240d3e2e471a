import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WEBHOOK_HEADERS } from '@app/contracts/payments';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, lastMessageTo, postJson, signUpVerified } from '../../test/accounts';
import { signWebhook } from '../../platform/webhook-signature';
import { postForm } from '../sandbox-providers/sandbox-test-kit';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { identityChecks } from './kyc.tables';
import { buyPackage, errorOf, kycStateOf, uploadPng } from './kyc-test-kit';

let t: TestApp;
let compliance: string;
beforeAll(async () => {
  t = await startTestApp();
  compliance = await staffSignIn(t, 'compliance');
});
afterAll(async () => {
  await t.close();
});

/** Delivers the verdict webhooks now instead of after SANDBOX_IDENTITY_VERDICT_SECONDS. */
const deliverVerdicts = () =>
  t.app.runSandboxDue(
    new Date(Date.now() + (t.config.SANDBOX_IDENTITY_VERDICT_SECONDS + 1) * 1000),
  );

async function startWidget(cookie: string) {
  const res = await getJson(t, '/kyc/init-kyc', cookie);
  const body = await json(res);
  expect(res.status).toBe(200);
  expect(body.data.success).toBe(true);
  expect(body.data.verification.url).toMatch(/^\/sandbox\/identity\/idv_[0-9a-f]{24}$/);
  return body.data.verification.url as string;
}

async function purchasedPlayer() {
  const player = await signUpVerified(t);
  await buyPackage(t, player.cookie);
  return player;
}

function postIdentityWebhook(
  event: unknown,
  options: { at?: Date; secret?: string; rawBody?: string } = {},
) {
  const rawBody = options.rawBody ?? JSON.stringify(event);
  const { timestamp, signature } = signWebhook(
    options.secret ?? t.config.PAYMENT_WEBHOOK_SECRET,
    rawBody,
    options.at,
  );
  return t.request('/api/v1/kyc/webhooks/identity', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.TIMESTAMP]: timestamp,
      [WEBHOOK_HEADERS.SIGNATURE]: signature,
    },
    body: rawBody,
  });
}

describe('the sandbox identity widget', () => {
  it('is a page our own app may frame, with Approve, Decline, Needs review and Cancel', async () => {
    const { cookie, userId } = await purchasedPlayer();
    const url = await startWidget(cookie);
    const page = await t.request(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const text = await page.text();
    for (const label of ['Approve', 'Decline', 'Needs review', 'Cancel'])
      expect(text).toContain(`>${label}</button>`);

    // Cancel tells the modal and changes nothing.
    const cancelled = await postForm(t, `${url}/cancel`, {});
    const cancelText = await cancelled.text();
    expect(cancelText).toContain('"type":"identity-widget","event":"CANCELLED"');
    expect(await kycStateOf(t, userId)).toEqual({
      kycStatus: 'NOT_STARTED',
      identityWidgetStatus: null,
    });
    expect((await t.request(url)).status).toBe(200);
    expect((await postForm(t, `${url}/finish`, { outcome: 'maybe' })).status).toBe(400);
    expect((await t.request('/sandbox/identity/idv_nope')).status).toBe(404);
  });

  it('approve: REQUESTED at once, then the signed verdict approves the player', async () => {
    const { cookie, userId, player } = await purchasedPlayer();
    const url = await startWidget(cookie);
    const finished = await postForm(t, `${url}/finish`, { outcome: 'approve' });
    expect(finished.status).toBe(200);
    expect(await finished.text()).toContain('"type":"identity-widget","event":"FINISHED"');
    expect(await kycStateOf(t, userId)).toEqual({
      kycStatus: 'IN_PROGRESS',
      identityWidgetStatus: 'REQUESTED',
    });
    expect(await errorOf(await getJson(t, '/kyc/init-kyc', cookie))).toMatchObject({
      errorCode: 3073,
      description: 'KYC Verification is in Progress',
    });
    // A second finish of the same session is refused.
    expect((await postForm(t, `${url}/finish`, { outcome: 'decline' })).status).toBe(409);

    await deliverVerdicts();
    expect(await kycStateOf(t, userId)).toEqual({
      kycStatus: 'APPROVED',
      identityWidgetStatus: 'APPROVED',
    });
    expect((await lastMessageTo(t, player.email))?.subject).toMatch(/approved/);
    expect(await errorOf(await getJson(t, '/kyc/init-kyc', cookie))).toMatchObject({
      errorCode: 3072,
    });
  });

  it('decline: DECLINED both, and init-kyc answers success false with no verification', async () => {
    const { cookie, userId } = await purchasedPlayer();
    const url = await startWidget(cookie);
    await postForm(t, `${url}/finish`, { outcome: 'decline' });
    await deliverVerdicts();
    expect(await kycStateOf(t, userId)).toEqual({
      kycStatus: 'DECLINED',
      identityWidgetStatus: 'DECLINED',
    });
    const res = await getJson(t, '/kyc/init-kyc', cookie);
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ success: false, verification: null });
  });

  it('needs-review: compliance decides in the queue, once, audited', async () => {
    const { cookie, userId } = await purchasedPlayer();
    await uploadPng(t, cookie, 1);
    // The pending document: init-kyc waits.
    expect((await errorOf(await getJson(t, '/kyc/init-kyc', cookie))).errorCode).toBe(3073);
    const [doc] = (await json(await getJson(t, `/admin/players/${userId}/kyc`, compliance))).data
      .documents;
    await postJson(
      t,
      `/admin/kyc/documents/${doc.documentId}/re-request`,
      { reason: 'Use the widget instead' },
      compliance,
    );

    const url = await startWidget(cookie);
    await postForm(t, `${url}/finish`, { outcome: 'needs-review' });
    await deliverVerdicts();
    expect(await kycStateOf(t, userId)).toEqual({
      kycStatus: 'IN_PROGRESS',
      identityWidgetStatus: 'NEEDS_REVIEW',
    });
    expect((await errorOf(await getJson(t, '/kyc/init-kyc', cookie))).errorCode).toBe(3073);

    const queue = await json(await getJson(t, '/admin/kyc/identity-checks', compliance));
    const check = queue.data.rows.find((r: { userId: number }) => r.userId === userId);
    expect(check).toMatchObject({
      status: 'NEEDS_REVIEW',
      outcome: 'needs-review',
      decidedAt: null,
    });
    const approved = await postJson(
      t,
      `/admin/kyc/identity-checks/${check.checkId}/approve`,
      {},
      compliance,
    );
    expect((await json(approved)).data).toMatchObject({
      status: 'APPROVED',
      kycStatus: 'APPROVED',
    });
    expect(await kycStateOf(t, userId)).toEqual({
      kycStatus: 'APPROVED',
      identityWidgetStatus: 'APPROVED',
    });
    expect(
      await errorOf(
        await postJson(
          t,
          `/admin/kyc/identity-checks/${check.checkId}/decline`,
          { reason: 'Second thoughts' },
          compliance,
        ),
      ),
    ).toMatchObject({ status: 409, errorCode: 4041 });
    const [entry] = await auditOf(t, 'kyc.identity.approve', userId);
    expect(entry).toMatchObject({ after: { checkStatus: 'APPROVED', kycStatus: 'APPROVED' } });
  });
});

describe('the identity verdict webhook', () => {
  async function finishedCheck() {
    const { cookie, userId } = await purchasedPlayer();
    const url = await startWidget(cookie);
    const sessionId = url.split('/').pop()!;
    await postForm(t, `${url}/finish`, { outcome: 'needs-review' });
    const [check] = await t.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.sessionId, sessionId));
    return { userId, check: check! };
  }
  const verdict = (
    referenceId: string,
    sessionId: string,
    outcome: string,
    id = `evt_${randomBytes(6).toString('hex')}`,
  ) => ({
    id,
    type: 'identity.verdict',
    createdAt: new Date().toISOString(),
    data: { referenceId, sessionId, outcome },
  });

  it('refuses a bad signature and a stale timestamp, and applies an event once', async () => {
    const { userId, check } = await finishedCheck();
    const event = verdict(check.referenceId, check.sessionId, 'decline');
    expect(
      await errorOf(await postIdentityWebhook(event, { secret: 'not-the-secret-at-all' })),
    ).toMatchObject({
      status: 401,
      errorCode: 1601,
    });
    // Signed over the decline, sent as an approve: refused.
    const signed = signWebhook(t.config.PAYMENT_WEBHOOK_SECRET, JSON.stringify(event));
    const tampered = await t.request('/api/v1/kyc/webhooks/identity', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_HEADERS.TIMESTAMP]: signed.timestamp,
        [WEBHOOK_HEADERS.SIGNATURE]: signed.signature,
      },
      body: JSON.stringify(event).replace('decline', 'approve'),
    });
    expect(await errorOf(tampered)).toMatchObject({ status: 401, errorCode: 1601 });
    expect(await kycStateOf(t, userId)).toMatchObject({ identityWidgetStatus: 'REQUESTED' });
    expect((await json(await postIdentityWebhook(event))).data.duplicate).toBe(false);
    const fresh = await finishedCheck();
    const staleEvent = verdict(fresh.check.referenceId, fresh.check.sessionId, 'approve');
    expect(
      await errorOf(
        await postIdentityWebhook(staleEvent, { at: new Date(Date.now() - 6 * 60_000) }),
      ),
    ).toMatchObject({ status: 401, errorCode: 1602 });
    expect(await kycStateOf(t, fresh.userId)).toMatchObject({ identityWidgetStatus: 'REQUESTED' });

    const first = await postIdentityWebhook(staleEvent);
    expect((await json(first)).data).toEqual({ received: true, duplicate: false });
    const replay = await postIdentityWebhook(staleEvent);
    expect((await json(replay)).data).toEqual({ received: true, duplicate: true });
    // A later, different verdict for the same check changes nothing.
    const other = await postIdentityWebhook(
      verdict(fresh.check.referenceId, fresh.check.sessionId, 'decline'),
    );
    expect((await json(other)).data.duplicate).toBe(true);
    expect(await kycStateOf(t, fresh.userId)).toEqual({
      kycStatus: 'APPROVED',
      identityWidgetStatus: 'APPROVED',
    });
    expect(await kycStateOf(t, userId)).toEqual({
      kycStatus: 'DECLINED',
      identityWidgetStatus: 'DECLINED',
    });

    // The sandbox's own queued verdicts arrive later and are duplicates.
    await deliverVerdicts();
    expect(await kycStateOf(t, fresh.userId)).toEqual({
      kycStatus: 'APPROVED',
      identityWidgetStatus: 'APPROVED',
    });
    expect(
      (await errorOf(await postIdentityWebhook(verdict('kyc_unknown', 'idv_unknown', 'approve'))))
        .status,
    ).toBe(404);
    expect((await errorOf(await postIdentityWebhook({ id: 'x' }))).status).toBe(400);
  });
});
