import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { signWebhook } from '../../platform/webhook-signature';
import { WEBHOOK_HEADERS } from '@app/contracts/payments';
import {
  claimDueEvents,
  markAttemptFailed,
  markDelivered,
  type OutboxRow,
} from './webhook-outbox.repository';

/** First retry 2 s after a failed attempt, doubling, never more than 10 minutes apart. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_CAP_MS = 10 * 60_000;
/** How long a claimed event is kept from other deliverers while it is being sent. */
const CLAIM_LEASE_MS = 60_000;
const BATCH_SIZE = 20;
const REQUEST_TIMEOUT_MS = 10_000;
const ERROR_TEXT_MAX = 500;

/** Delay before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** Where the merchant receives a provider's webhooks, below the merchant's base URL. */
export function webhookPath(provider: string): string {
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

  async function attempt(baseUrl: string, row: OutboxRow, now: Date): Promise<boolean> {
    try {
      await send(baseUrl, row);
      await markDelivered(db, row.id, new Date());
      return true;
    } catch (error) {
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
      const text = describe(error);
      deps.onFailure?.(row.provider);
      await markAttemptFailed(db, row.id, { nextAttemptAt, error: text });
      log.warn(
        { eventId: row.eventId, provider: row.provider, attempts: row.attempts, error: text },
        'sandbox webhook delivery failed; will retry',
      );
      return false;
    }
  }

  async function deliverPass(now: Date): Promise<number> {
    const baseUrl = deps.baseUrl();
    if (!baseUrl) return 0;
    let delivered = 0;
    for (;;) {
      // The lease runs on the later of the two clocks, so a caller whose `now`
      // is simulated (tests settling ahead of time) cannot cut it short.
      const leaseFrom = Math.max(now.getTime(), Date.now());
      const rows = await claimDueEvents(db, now, new Date(leaseFrom + CLAIM_LEASE_MS), BATCH_SIZE);
      const results = await Promise.all(rows.map((row) => attempt(baseUrl, row, now)));
      delivered += results.filter(Boolean).length;
      if (rows.length < BATCH_SIZE) return delivered;
    }
  }

  // Passes of this process run one after the other: a pass that reads a
  // simulated later `now` could otherwise claim an event that a real-time
  // pass holds. Other processes are kept off by the claim's lease.
  let queue: Promise<unknown> = Promise.resolve();

  /**
   * Sends every undelivered event due at `now`; answers how many were
   * delivered. Safe to call concurrently and from several servers: each
   * attempt at an event is claimed by one caller.
   */
  function deliverDue(now: Date = new Date()): Promise<number> {
    const pass = queue.then(() => deliverPass(now));
    queue = pass.catch(() => undefined);
    return pass;
  }

  return { deliverDue };
}

export type WebhookDeliverer = ReturnType<typeof createWebhookDeliverer>;
