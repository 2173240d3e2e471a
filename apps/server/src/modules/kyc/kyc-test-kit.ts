import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { json, type TestApp } from '../../test/test-app';
import { freshKey, getJson } from '../../test/accounts';
import { postWebhook, startHostedPurchase, webhookEvent } from '../payments/payments-test-kit';
import { users } from '../users/users.tables';

/** A real purchase that succeeded (hosted card and its signed webhook): KYC needs one first. */
export async function buyPackage(t: TestApp, cookie: string) {
  const started = await startHostedPurchase(t, cookie, { packageId: 3, amount: 9.99 });
  const res = await postWebhook(
    t,
    'ippay',
    webhookEvent('payment.succeeded', started.data.id, 999),
  );
  if (res.status !== 200) throw new Error(`purchase webhook failed: ${res.status}`);
}

/** A small real PNG. */
export const pngBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/** A one-page real PDF. */
export async function pdfBytes() {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

/** POST /kyc/upload-image as the browser sends it. */
export function uploadDocument(
  t: TestApp,
  cookie: string,
  file: { bytes: Buffer; name: string; type: string } | undefined,
  documentLabelId: string | number = 1,
) {
  const form = new FormData();
  form.append('documentLabelId', String(documentLabelId));
  if (file)
    form.append('document', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return t.request('/api/v1/kyc/upload-image', {
    method: 'POST',
    headers: { cookie, ...freshKey() },
    body: form,
  });
}

export async function uploadPng(t: TestApp, cookie: string, documentLabelId: number) {
  return uploadDocument(
    t,
    cookie,
    { bytes: await pngBytes(), name: 'id-card.png', type: 'image/png' },
    documentLabelId,
  );
}

export async function kycStateOf(t: TestApp, userId: number) {
  const [row] = await t.db
    .select({ kycStatus: users.kycStatus, identityWidgetStatus: users.identityWidgetStatus })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function labelsOf(t: TestApp, cookie: string) {
  return (await json(await getJson(t, '/kyc/get-labels', cookie))).data as {
    documentLabelId: number;
    usersDocuments: { documentId: number; status: number; documentUrl: { docUrl: string } }[];
  }[];
}

/** The first error of an API answer. */
export async function errorOf(res: Response) {
  const body = await json(res);
  return { status: res.status, ...(body.errors?.[0] ?? {}) } as {
    status: number;
    errorCode?: number;
    description?: string;
  };
}
