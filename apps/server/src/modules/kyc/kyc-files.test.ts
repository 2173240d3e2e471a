import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, signUpVerified } from '../../test/accounts';
import { staffSignIn } from '../staff/staff-test-kit';
import { buyPackage, labelsOf, uploadDocument, uploadPng } from './kyc-test-kit';
import { kycDocuments } from './kyc.tables';

let t: TestApp;
let compliance: string;
beforeAll(async () => {
  t = await startTestApp();
  compliance = await staffSignIn(t, 'compliance');
});
afterAll(async () => {
  await t.close();
});

const MARKER = 'Passport of Quentin Zebulonsky 123456789';

/** A one-page PDF ending with a comment that reads MARKER in clear, as a scan's text would. */
async function markedPdf() {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  const pdf = Buffer.from(await doc.save({ useObjectStreams: false }));
  return Buffer.concat([pdf, Buffer.from(`%${MARKER}\n`)]);
}

/** Where a document's file lies on disk. */
async function diskPathOf(documentId: number) {
  const [row] = await t.db.select().from(kycDocuments).where(eq(kycDocuments.id, documentId));
  return path.join(t.config.DATA_DIR, 'kyc-documents', row!.fileName);
}

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('KYC document files at rest', () => {
  it('are encrypted on disk, and staff and the player get the original bytes', async () => {
    const { cookie } = await signUpVerified(t);
    await buyPackage(t, cookie);
    const uploaded = await markedPdf();
    expect(uploaded.toString('latin1')).toContain(MARKER);
    const res = await uploadDocument(t, cookie, {
      bytes: uploaded,
      name: 'passport.pdf',
      type: 'application/pdf',
    });
    expect(res.status).toBe(200);
    const { documentId } = (await json(res)).data.document;

    const onDisk = await readFile(await diskPathOf(documentId));
    expect(onDisk.toString('latin1')).not.toContain(MARKER);
    expect(onDisk.toString('latin1')).not.toContain('%PDF');
    expect(onDisk.includes(uploaded.subarray(0, 64))).toBe(false);

    const staffCopy = await t.request(`/api/v1/admin/kyc/documents/${documentId}/file`, {
      headers: { cookie: compliance },
    });
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.headers.get('content-type')).toBe('application/pdf');
    expect((await bytesOf(staffCopy)).equals(uploaded)).toBe(true);
    const ownCopy = await t.request(`/api/v1/kyc/documents/${documentId}/file`, {
      headers: { cookie },
    });
    expect((await bytesOf(ownCopy)).equals(uploaded)).toBe(true);
  });

  it('still opens a file written in clear before encryption, and never serves a tampered one', async () => {
    const { cookie } = await signUpVerified(t);
    await buyPackage(t, cookie);
    expect((await uploadPng(t, cookie, 1)).status).toBe(200);
    const [doc] = (await labelsOf(t, cookie))[0]!.usersDocuments;
    const fileUrl = `/api/v1/admin/kyc/documents/${doc!.documentId}/file`;
    const original = await bytesOf(await t.request(fileUrl, { headers: { cookie: compliance } }));
    expect(original.subarray(1, 4).toString()).toBe('PNG');
    const file = await diskPathOf(doc!.documentId);
    const encrypted = await readFile(file);
    expect(encrypted.includes(original.subarray(0, 32))).toBe(false);

    // A development database's file, kept as uploaded.
    await writeFile(file, original);
    const legacy = await t.request(fileUrl, { headers: { cookie: compliance } });
    expect(legacy.status).toBe(200);
    expect((await bytesOf(legacy)).equals(original)).toBe(true);

    // One bit changed in the encrypted file: refused, not served.
    const tampered = Buffer.from(encrypted);
    tampered[tampered.length - 1] = tampered[tampered.length - 1]! ^ 1;
    await writeFile(file, tampered);
    const refused = await t.request(fileUrl, { headers: { cookie: compliance } });
    expect(refused.status).toBe(500);
    expect((await bytesOf(refused)).includes(original.subarray(0, 16))).toBe(false);
    expect((await getJson(t, '/kyc/get-labels', cookie)).status).toBe(200);
  });
});
