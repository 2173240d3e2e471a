import { Redis } from 'ioredis';

/** One Redis connection for counters and commands; closed with the app. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
