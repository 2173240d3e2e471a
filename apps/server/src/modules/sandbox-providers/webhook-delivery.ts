import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { signWebhook } from '../../platform/webhook-signature';
import { WEBHOOK_HEADERS } from '@app/contracts/payments';
import { SANDBOX_ACH_PAYOUT_PROVIDER } from '@app/contracts/payouts';
import { PAYOUT_WEBHOOK_ROUTE } from '../payments/payout-webhooks.routes';
import {
  claimDueEvents,
  claimEvent,
  findOutboxEvent,
  markAttemptFailed,
  markDelivered,
  type OutboxRow,
} from './webhook-outbox.repository';

/** How long a claimed event is kept from other deliverers while it is being sent (its job's expiry too). */
const CLAIM_LEASE_MS = 60_000;
const BATCH_SIZE = 20;
const REQUEST_TIMEOUT_MS = 10_000;
const ERROR_TEXT_MAX = 500;

/** Where the merchant receives a provider's webhooks, below the merchant's base URL. */
export function webhookPath(provider: string): string {
  if (provider === SANDBOX_ACH_PAYOUT_PROVIDER) return `/api/v1${PAYOUT_WEBHOOK_ROUTE}`;
  return `/api/v1/payment/webhooks/${provider}`;
}

export interface WebhookDelivererDeps {
  db: Db;
  secretOf: (provider: string) => string;
  /** The merchant's base URL at delivery time; undefined while it cannot be reached (not listening yet). */
  baseUrl: () => string | undefined;
  log: FastifyBaseLogger;
  /** Told of every failed attempt (the metrics count them). */
  onFailure?: (provider: string) => void;
}

export function createWebhookDeliverer(deps: WebhookDelivererDeps) {
  const { db, log } = deps;

  /** One attempt: the stored JSON, signed now (a fresh timestamp at every attempt). */
  async function send(baseUrl: string, row: OutboxRow): Promise<void> {
    const body = JSON.stringify(row.payload);
    const { timestamp, signature } = signWebhook(deps.secretOf(row.provider), body);
    const response = await fetch(`${baseUrl}${webhookPath(row.provider)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'sandbox-webhooks/1',
        [WEBHOOK_HEADERS.TIMESTAMP]: timestamp,
        [WEBHOOK_HEADERS.SIGNATURE]: signature,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    if (response.status < 200 || response.status > 299) {
      throw new Error(`HTTP ${response.status}${text ? `: ${text}` : ''}`);
    }
  }

  function describe(error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    return (cause ? `${message} (${cause})` : message).slice(0, ERROR_TEXT_MAX);
  }

  /** One attempt; answers the error text when it failed (the row then records it and is free again). */
  async function attempt(baseUrl: string, row: OutboxRow): Promise<string | undefined> {
    try {
      await send(baseUrl, row);
      await markDelivered(db, row.id, new Date());
      return undefined;
    } catch (error) {
      const text = describe(error);
      deps.onFailure?.(row.provider);
      await markAttemptFailed(db, row.id, { nextAttemptAt: new Date(), error: text });
      log.warn(
        { eventId: row.eventId, provider: row.provider, attempts: row.attempts, error: text },
        'sandbox webhook delivery failed; its job will retry',
      );
      return text;
    }
  }

  async function deliverPass(now: Date): Promise<number> {
    const baseUrl = deps.baseUrl();
    if (!baseUrl) return 0;
    let delivered = 0;
    // Each event is tried once per pass: a failed one is free again at once.
    const tried: number[] = [];
    for (;;) {
      // The lease runs on the later of the two clocks, so a caller whose `now`
      // is simulated (tests settling ahead of time) cannot cut it short.
      const leaseFrom = Math.max(now.getTime(), Date.now());
      const rows = await claimDueEvents(
        db,
        now,
        new Date(leaseFrom + CLAIM_LEASE_MS),
        BATCH_SIZE,
        tried,
      );
      tried.push(...rows.map((row) => row.id));
      const errors = await Promise.all(rows.map((row) => attempt(baseUrl, row)));
      delivered += errors.filter((error) => error === undefined).length;
      if (rows.length < BATCH_SIZE) return delivered;
    }
  }

  /**
   * A delivery job's work: one attempt at one event. Done when the event is
   * delivered (now or before); a failed attempt, or an event another deliverer
   * holds, throws so that the job is retried with back-off.
   */
  async function deliverEvent(outboxId: number): Promise<void> {
    const baseUrl = deps.baseUrl();
    if (!baseUrl) throw new Error('the merchant is not listening yet');
    const now = new Date();
    const row = await claimEvent(db, outboxId, now, new Date(now.getTime() + CLAIM_LEASE_MS));
    if (!row) {
      const current = await findOutboxEvent(db, outboxId);
      if (!current || current.deliveredAt) return;
      throw new Error(`webhook ${current.eventId} is being sent by another deliverer`);
    }
    const error = await attempt(baseUrl, row);
    if (error !== undefined) throw new Error(error);
  }

  // Passes of this process run one after the other: a pass that reads a
  // simulated later `now` could otherwise claim an event that a real-time
  // pass holds. Other processes are kept off by the claim's lease.
  let queue: Promise<unknown> = Promise.resolve();

  /**
   * Sends every undelivered event free at `now` once; answers how many were
   * delivered. The jobs do this event by event; tests call it to skip the
   * wait. Safe to call concurrently and from several servers: each attempt at
   * an event is claimed by one caller.
   */
  function deliverDue(now: Date = new Date()): Promise<number> {
    const pass = queue.then(() => deliverPass(now));
    queue = pass.catch(() => undefined);
    return pass;
  }

  return { deliverDue, deliverEvent };
}

export type WebhookDeliverer = ReturnType<typeof createWebhookDeliverer>;
