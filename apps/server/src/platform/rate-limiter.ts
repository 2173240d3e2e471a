import type { Redis } from 'ioredis';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** Fixed-window counters: in-process by default, in Redis when configured (shared by every instance). */
export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<number>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async increment(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  private sweep(now: number) {
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const fullKey = `${this.prefix}rl:${key}`;
    const results = await this.redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').exec();
    const count = results?.[0]?.[1];
    return typeof count === 'number' ? count : Number(count);
  }
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Counts one hit; throws 429 'Too Many Requests' once the rule's limit is passed. */
  async consume(bucket: string, subject: string, rule: RateLimitRule): Promise<void> {
    const count = await this.store.increment(`${bucket}:${subject}`, rule.windowMs);
    if (count > rule.max) throw new AppError('TooManyRequests');
  }
}
