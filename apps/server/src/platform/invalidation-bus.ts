import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

interface BusLog {
  warn(object: object, message: string): void;
}

/**
 * Tells every server instance that some in-memory copy is stale (the lobby's catalogue snapshot
 * after an operator's change). `announce` runs this instance's handlers at once, before it
 * returns, then publishes on Redis so the other instances run theirs a moment later; each
 * instance ignores its own message. Without Redis there is one instance and the local call is
 * all. A lost message costs only freshness: every such copy also expires on its own (a TTL).
 */
export function createInvalidationBus(deps: { redis?: Redis; keyPrefix: string; log: BusLog }) {
  const handlers = new Map<string, Array<() => void>>();
  const channel = `${deps.keyPrefix}invalidate`;
  const origin = randomUUID();

  function runLocal(topic: string) {
    for (const handler of handlers.get(topic) ?? []) handler();
  }

  const subscriber = deps.redis?.duplicate();
  let ready: Promise<void> = Promise.resolve();
  if (subscriber) {
    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      try {
        const parsed = JSON.parse(message) as { topic?: unknown; origin?: unknown };
        if (parsed.origin !== origin && typeof parsed.topic === 'string') runLocal(parsed.topic);
      } catch (error) {
        deps.log.warn({ err: error }, 'ignored a malformed invalidation message');
      }
    });
    ready = subscriber.subscribe(channel).then(
      () => undefined,
      (error: unknown) => {
        deps.log.warn({ err: error }, 'could not subscribe to invalidations; copies expire by TTL');
      },
    );
  }

  return {
    /** Runs `handler` whenever any instance announces `topic`. */
    on(topic: string, handler: () => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    /** This instance's handlers now, the other instances' when the message reaches them. */
    announce(topic: string) {
      runLocal(topic);
      deps.redis?.publish(channel, JSON.stringify({ topic, origin })).catch((error: unknown) => {
        deps.log.warn(
          { err: error, topic },
          'could not publish an invalidation; copies expire by TTL',
        );
      });
    },
    /** Resolves once this instance listens for the others' announcements. */
    ready: () => ready,
    async close() {
      subscriber?.disconnect();
    },
  };
}

export type InvalidationBus = ReturnType<typeof createInvalidationBus>;

/** Topics announced on the bus. */
export const INVALIDATION_TOPICS = {
  /** Games, their categories and settings: the lobby's catalogue snapshot reads again. */
  catalogue: 'catalogue',
  /** A state's sweepstakes rules changed: the compliance gates read the table again. */
  jurisdictions: 'jurisdictions',
  /** An SC source's play-through multiple changed: the ledger plans with the new one. */
  playthrough: 'playthrough',
  /** Banners, popups or promotions changed: the public lists and the lobby's head read again. */
  content: 'content',
  /** A material change of the terms: every instance reads the required versions again. */
  termsConsent: 'terms-consent',
} as const;
