import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TOO_LARGE_MESSAGE,
  KYC_UPLOADED_MESSAGE,
} from '@app/contracts/kyc';
import { DOCUMENT_FILE_MESSAGE } from '@app/contracts/document-upload';
import { ERRORS } from '@app/contracts/error-codes';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, lastMessageTo, postJson, signUpVerified } from '../../test/accounts';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { kycDocuments } from './kyc.tables';
import {
  buyPackage,
  errorOf,
  kycStateOf,
  labelsOf,
  pdfBytes,
  pngBytes,
  uploadDocument,
  uploadPng,
} from './kyc-test-kit';

let t: TestApp;
let compliance: string;
beforeAll(async () => {
  t = await startTestApp();
  compliance = await staffSignIn(t, 'compliance');
});
afterAll(async () => {
  await t.close();
});

const staffPost = (path: string, body: unknown = {}) => postJson(t, path, body, compliance);

describe('KYC settings and labels', () => {
  it('answers the kyc_settings row and the active labels in order', async () => {
    const { cookie } = await signUpVerified(t);
    const settings = await json(await getJson(t, '/kyc/get-kyc-setting', cookie));
    expect(settings.data).toEqual({ checks: false, isManualKyc: true, isGameAllow: true });
    const labels = await json(await getJson(t, '/kyc/get-labels', cookie));
    expect(labels.data.map((l: { name: { EN: string } }) => l.name.EN)).toEqual([
      'Government ID',
      'Proof of Address',
      'Selfie with ID',
    ]);
    expect(labels.data[0]).toMatchObject({ isRequired: true, isActive: true, usersDocuments: [] });
    expect((await getJson(t, '/kyc/get-labels')).status).toBe(401);
  });
});

describe('a player who never purchased', () => {
  it('meets 3035 on init-kyc and on upload', async () => {
    const { cookie } = await signUpVerified(t);
    for (const res of [await getJson(t, '/kyc/init-kyc', cookie), await uploadPng(t, cookie, 1)]) {
      expect(await errorOf(res)).toMatchObject({
        status: 400,
        errorCode: 3035,
        description: ERRORS.KycRequiresPurchase.message,
      });
    }
  });
});

describe('document upload', () => {
  it('refuses other file types, files judged by decoding, large files and unknown labels', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await buyPackage(t, cookie);
    const text = Buffer.from('hello');
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    for (const file of [
      { bytes: text, name: 'notes.txt', type: 'text/plain' },
      { bytes: fakePng, name: 'id.png', type: 'image/png' },
      { bytes: await pngBytes(), name: 'id.gif', type: 'image/gif' },
      undefined,
    ]) {
      expect(await errorOf(await uploadDocument(t, cookie, file))).toMatchObject({
        status: 400,
        errorCode: 1000,
        description: DOCUMENT_FILE_MESSAGE,
      });
    }
    const big = Buffer.alloc(KYC_DOCUMENT_MAX_BYTES + 1, 1);
    expect(
      await errorOf(
        await uploadDocument(t, cookie, { bytes: big, name: 'big.pdf', type: 'application/pdf' }),
      ),
    ).toMatchObject({ status: 400, description: KYC_DOCUMENT_TOO_LARGE_MESSAGE });
    for (const labelId of [999, 0, 'abc'])
      expect((await errorOf(await uploadPng(t, cookie, labelId as number))).status).toBe(400);
    expect(await errorOf(await uploadPng(t, cookie, 999))).toMatchObject({ errorCode: 2200 });
    // Nothing was written.
    expect(await t.db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId))).toEqual(
      [],
    );
    expect(await kycStateOf(t, userId)).toMatchObject({ kycStatus: 'NOT_STARTED' });
  });

  it('stores a PNG and a PDF, each served only to its owner, inline and nosniff', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await buyPackage(t, cookie);
    const res = await uploadPng(t, cookie, 1);
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(body.data.message).toBe(KYC_UPLOADED_MESSAGE);
    expect(body.data.document).toMatchObject({
      documentName: 'id-card.png',
      status: 0,
      reason: null,
    });
    expect(await kycStateOf(t, userId)).toMatchObject({ kycStatus: 'IN_PROGRESS' });

    const pdf = await uploadDocument(
      t,
      cookie,
      { bytes: await pdfBytes(), name: 'bill.pdf', type: 'application/pdf' },
      2,
    );
    expect(pdf.status).toBe(200);

    const labels = await labelsOf(t, cookie);
    const doc = labels[0]!.usersDocuments[0]!;
    expect(doc.documentUrl.docUrl).toBe(`/api/v1/kyc/documents/${doc.documentId}/file`);
    const file = await t.request(doc.documentUrl.docUrl, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe('inline');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const pdfDoc = labels[1]!.usersDocuments[0]!;
    const pdfFile = await t.request(pdfDoc.documentUrl.docUrl, { headers: { cookie } });
    expect(pdfFile.headers.get('content-type')).toBe('application/pdf');

    const other = await signUpVerified(t);
    expect(
      (await t.request(doc.documentUrl.docUrl, { headers: { cookie: other.cookie } })).status,
    ).toBe(404);
    expect((await t.request(doc.documentUrl.docUrl)).status).toBe(401);
    // Not reachable as a public upload.
    const [row] = await t.db.select().from(kycDocuments).where(eq(kycDocuments.id, doc.documentId));
    expect((await t.request(`/uploads/${row!.fileName}`)).status).toBe(404);
    expect((await t.request(`/uploads/kyc/${row!.fileName}`)).status).toBe(404);

    // The label's newest document is pending: 3073, and init-kyc waits too.
    expect(await errorOf(await uploadPng(t, cookie, 1))).toMatchObject({
      errorCode: 3073,
      description: 'KYC Verification is in Progress',
    });
    expect(await errorOf(await getJson(t, '/kyc/init-kyc', cookie))).toMatchObject({
      errorCode: 3073,
    });
  });

  it('keeps one pending document when the same label is uploaded concurrently', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await buyPackage(t, cookie);
    const answers = await Promise.all(Array.from({ length: 6 }, () => uploadPng(t, cookie, 2)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    for (const res of answers.filter((r) => r.status === 400))
      expect((await errorOf(res)).errorCode).toBe(3073);
    const rows = await t.db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId));
    expect(rows.map((r) => r.status)).toEqual([0]);
  });
});

describe('manual review', () => {
  it('approves when every required label is verified, emails, then refuses more with 3072', async () => {
    const { cookie, userId, player } = await signUpVerified(t);
    await buyPackage(t, cookie);
    const first = (await json(await uploadPng(t, cookie, 1))).data.document.documentId;
    const second = (await json(await uploadPng(t, cookie, 2))).data.document.documentId;

    const queue = await json(await getJson(t, '/admin/kyc/documents?status=0', compliance));
    const mine = queue.data.rows.filter((r: { userId: number }) => r.userId === userId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ labelName: 'Government ID', fileType: 'png', status: 0 });
    expect(mine[0].email).toMatch(/^p\*\*\*@example\.com$/);
    const preview = await t.request(mine[0].fileUrl, { headers: { cookie: compliance } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");

    expect((await json(await staffPost(`/admin/kyc/documents/${first}/approve`))).data).toEqual({
      documentId: first,
      status: 1,
      kycStatus: 'IN_PROGRESS',
    });
    expect(
      (await json(await staffPost(`/admin/kyc/documents/${second}/approve`))).data,
    ).toMatchObject({
      kycStatus: 'APPROVED',
    });
    expect(await kycStateOf(t, userId)).toMatchObject({ kycStatus: 'APPROVED' });
    expect((await lastMessageTo(t, player.email))?.subject).toMatch(
      /identity verification is approved/,
    );
    const [entry] = await auditOf(t, 'kyc.document.approve', userId);
    expect(entry).toMatchObject({ after: { status: 1, kycStatus: 'APPROVED' } });

    // Decided once.
    expect(
      await errorOf(
        await staffPost(`/admin/kyc/documents/${first}/decline`, { reason: 'Blurry photo' }),
      ),
    ).toMatchObject({
      status: 409,
      errorCode: 4040,
    });
    for (const res of [await uploadPng(t, cookie, 3), await getJson(t, '/kyc/init-kyc', cookie)])
      expect(await errorOf(res)).toMatchObject({
        errorCode: 3072,
        description: 'KYC has already been verified',
      });
  });

  it('declines with a reason (DECLINED, emailed), lets the player upload again, and re-requests', async () => {
    const { cookie, userId, player } = await signUpVerified(t);
    await buyPackage(t, cookie);
    const doc = (await json(await uploadPng(t, cookie, 1))).data.document.documentId;
    expect(
      (await errorOf(await staffPost(`/admin/kyc/documents/${doc}/decline`, { reason: '' })))
        .status,
    ).toBe(400);
    const declined = await staffPost(`/admin/kyc/documents/${doc}/decline`, {
      reason: 'The photo is blurry',
    });
    expect((await json(declined)).data).toMatchObject({ status: 2, kycStatus: 'DECLINED' });
    expect(await kycStateOf(t, userId)).toMatchObject({ kycStatus: 'DECLINED' });
    const mail = await lastMessageTo(t, player.email);
    expect(mail?.bodyText).toContain('The photo is blurry');
    const labels = await labelsOf(t, cookie);
    expect(labels[0]!.usersDocuments[0]).toMatchObject({
      status: 2,
      reason: 'The photo is blurry',
    });
    const [entry] = await auditOf(t, 'kyc.document.decline', userId);
    expect(entry).toMatchObject({ detail: { reason: 'The photo is blurry' } });

    const again = (await json(await uploadPng(t, cookie, 1))).data.document.documentId;
    expect(await kycStateOf(t, userId)).toMatchObject({ kycStatus: 'IN_PROGRESS' });
    const reRequested = await staffPost(`/admin/kyc/documents/${again}/re-request`, {
      reason: 'Please show all four corners',
    });
    expect((await json(reRequested)).data).toMatchObject({ status: 3, kycStatus: 'IN_PROGRESS' });
    expect((await lastMessageTo(t, player.email))?.bodyText).toContain(
      'Please show all four corners',
    );
    expect((await uploadPng(t, cookie, 1)).status).toBe(200);
    const history = (await labelsOf(t, cookie))[0]!.usersDocuments.map((d) => d.status);
    expect(history).toEqual([0, 3, 2]);
    expect(await errorOf(await staffPost('/admin/kyc/documents/999999/approve'))).toMatchObject({
      status: 404,
    });
  });

  it('shows the player panel with documents, identity checks and no SSN yet', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await buyPackage(t, cookie);
    await uploadPng(t, cookie, 1);
    const panel = await json(await getJson(t, `/admin/players/${userId}/kyc`, compliance));
    expect(panel.data).toMatchObject({
      kycStatus: 'IN_PROGRESS',
      identityWidgetStatus: null,
      identityChecks: [],
      ssn: null,
    });
    expect(panel.data.documents).toHaveLength(1);
  });

  it('opens the KYC panel to compliance and admin only; support still sees the status on the profile', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await buyPackage(t, cookie);
    await uploadPng(t, cookie, 1);
    for (const role of ['compliance', 'admin', 'support', 'finance', 'content'] as const) {
      const staff = await staffSignIn(t, role);
      const panel = await getJson(t, `/admin/players/${userId}/kyc`, staff);
      const allowed = role === 'compliance' || role === 'admin';
      expect([role, panel.status]).toEqual([role, allowed ? 200 : 403]);
      if (allowed) expect((await json(panel)).data.documents).toHaveLength(1);
      else expect((await json(panel)).errors[0].errorCode).toBe(ERRORS.StaffPermissionDenied.code);
    }
    const support = await staffSignIn(t, 'support');
    const profile = await json(await getJson(t, `/admin/players/${userId}`, support));
    expect(profile.data.kycStatus).toBe('IN_PROGRESS');
    expect(JSON.stringify(profile.data)).not.toMatch(/documents|\*\*\*-\*\*-/);
  });

  it('pages the queue with a cursor', async () => {
    const { cookie } = await signUpVerified(t);
    await buyPackage(t, cookie);
    await uploadPng(t, cookie, 3);
    const all = await json(await getJson(t, '/admin/kyc/documents', compliance));
    expect(all.data.nextCursor).toBeNull();
    const ids = all.data.rows.map((r: { documentId: number }) => r.documentId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const after = await json(await getJson(t, `/admin/kyc/documents?cursor=${ids[0]}`, compliance));
    expect(after.data.rows.map((r: { documentId: number }) => r.documentId)).toEqual(ids.slice(1));
    expect((await getJson(t, '/admin/kyc/documents?status=9', compliance)).status).toBe(400);
  });
});
