import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import {
  HOSTED_PAYMENT_TYPE,
  HOSTED_TRANSACTION_TYPE,
  WEBHOOK_HEADERS,
  ZWebhookEvent,
  type TWebhookEvent,
} from '@app/contracts/payments';
import { queryRows } from '../../db/database';
import { verifyWebhook, type WebhookVerdict } from '../../platform/webhook-signature';
import { startTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_IPPAY_MERCHANT_ID } from './hosted-card.provider';

/** One webhook as the test receiver saw it, with its signature checked on arrival. */
export interface ReceivedWebhook {
  path: string;
  rawBody: string;
  timestamp: number;
  verdict: WebhookVerdict;
  event: TWebhookEvent;
  receivedAt: Date;
  /** The status the receiver answered. */
  answered: number;
}

/**
 * A tiny merchant webhook endpoint on node:http: checks each signature with
 * verifyWebhook as the merchant does, and can refuse the next deliveries.
 */
export async function startWebhookReceiver(secret: string) {
  const received: ReceivedWebhook[] = [];
  let refuseNext = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const receivedAt = new Date();
      const timestampHeader = req.headers[WEBHOOK_HEADERS.TIMESTAMP] as string | undefined;
      const answered = refuseNext > 0 ? 500 : 200;
      if (refuseNext > 0) refuseNext -= 1;
      received.push({
        path: req.url ?? '',
        rawBody,
        timestamp: Number(timestampHeader),
        verdict: verifyWebhook({
          secret,
          rawBody,
          timestampHeader,
          signatureHeader: req.headers[WEBHOOK_HEADERS.SIGNATURE] as string | undefined,
          now: receivedAt,
        }),
        event: ZWebhookEvent.parse(JSON.parse(rawBody)),
        receivedAt,
        answered,
      });
      res.writeHead(answered, { 'content-type': 'application/json' });
      res.end(answered === 200 ? '{"ok":true}' : '{"error":"receiver down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Answers 500 to the next `count` deliveries. */
    refuse(count: number) {
      refuseNext = count;
    },
    /** Webhooks about one payment that the receiver accepted, in arrival order. */
    accepted(referenceId: string) {
      return received.filter((r) => r.answered === 200 && r.event.data.referenceId === referenceId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** A test app (no seed data: the sandbox needs none) whose sandbox webhooks go to a test receiver. */
export async function startSandboxApp(env: Record<string, string> = {}) {
  const t = await startTestApp({ seed: false, env });
  const receiver = await startWebhookReceiver(t.config.PAYMENT_WEBHOOK_SECRET);
  t.app.sandboxProviders.setWebhookBaseUrl(receiver.url);
  return {
    t,
    receiver,
    providers: t.app.sandboxProviders,
    async close() {
      await t.close();
      await receiver.close();
    },
  };
}

export async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Probes until `accept` holds for the probe's answer; answers that value. */
export async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The accepted webhooks of a payment once there are `count` of them. */
export async function webhooksOf(receiver: WebhookReceiver, referenceId: string, count: number) {
  await waitFor(
    () => receiver.accepted(referenceId).length >= count,
    `${count} webhook(s) for ${referenceId}`,
  );
  return receiver.accepted(referenceId);
}

/**
 * The first accepted webhook of `type` for a payment. Delivery is at least once (decision 019):
 * a retry racing a slow answer may deliver an event twice, so tests look events up by type.
 */
export async function webhookOfType(receiver: WebhookReceiver, referenceId: string, type: string) {
  const find = () =>
    receiver.accepted(referenceId).find((hook) => (hook.event as { type?: string }).type === type);
  await waitFor(() => find() !== undefined, `a ${type} webhook for ${referenceId}`);
  return find()!;
}

export const newReference = () => `ref_${randomBytes(8).toString('hex')}`;
export const newFormToken = () => randomBytes(5).toString('hex').toUpperCase();

/** A browser form post to the app. */
export function postForm(t: TestApp, path: string, fields: Record<string, string>) {
  return t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** The hidden fields of one of the page's forms, as a browser would send them back. */
export function hiddenFields(page: string, formIndex = 0): Record<string, string> {
  const form = page.split(/<form\b/).slice(1)[formIndex] ?? '';
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    if (!/\btype="hidden"/.test(tag)) continue;
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (name) fields[name] = decodeEntities(value);
  }
  return fields;
}

/** The link the result page sends the top window to. */
export function continueLink(page: string): string | undefined {
  const tag = /<a\b[^>]*\bid="continue"[^>]*>/.exec(page)?.[0];
  if (!tag || !/\btarget="_top"/.test(tag)) return undefined;
  const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
  return href === undefined ? undefined : decodeEntities(href);
}

/** A payment registered at the hosted card page as the merchant does, and the form its page posts. */
export async function registerHostedPayment(
  providers: TestApp['app']['sandboxProviders'],
  amountCents = 1999,
  referenceId = newReference(),
) {
  const payment = {
    referenceId,
    amountCents,
    formToken: newFormToken(),
    callbackUrl: '/user/store/deposit-status?providerType=IPPAY',
  };
  await providers.hostedCard.registerPayment(payment);
  const form: Record<string, string> = {
    CustomerID: '42',
    MID: SANDBOX_IPPAY_MERCHANT_ID,
    ReferenceID: payment.referenceId,
    Amount: (amountCents / 100).toFixed(2),
    Token: payment.formToken,
    CustomerEmail: 'player@example.com',
    SaveForFuture: 'false',
    CallbackURL: payment.callbackUrl,
    PaymentType: HOSTED_PAYMENT_TYPE,
    TransactionType: HOSTED_TRANSACTION_TYPE,
    CustomField1: '',
    CustomField2: '',
    CardToken: '',
    TemplateID: '1',
  };
  return { ...payment, form };
}

/** Every row of every sandbox table as JSON text (to prove a secret is stored nowhere). */
export async function sandboxTablesText(t: TestApp): Promise<string> {
  const tables = [
    'sandbox_card_tokens',
    'sandbox_charges',
    'sandbox_bank_accounts',
    'sandbox_webhook_outbox',
    'sandbox_payouts',
  ];
  const texts = await Promise.all(
    tables.map(async (table) => {
      const rows = await queryRows<{ row: string }>(
        t.db,
        sql`select row_to_json(x)::text as row from ${sql.identifier(table)} x`,
      );
      return rows.map((r) => r.row).join('\n');
    }),
  );
  return texts.join('\n');
}
