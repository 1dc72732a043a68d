import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Providers' answers kept in Redis per provider and query, for WEB_PROVIDER_CACHE_HOURS: the same topic asked again
 * costs no call (SerpApi and YouTube calls are paid or rationed). Best effort: Redis slow or away means no cache,
 * never a slower or failed lesson.
 */
export interface ProviderCache {
  get(key: string): Promise<unknown[] | undefined>;
  set(key: string, items: unknown[]): Promise<void>;
}

/** A cache read may wait this long; past it the provider is asked instead. */
const READ_WAIT_MS = 250;

export function cacheKey(prefix: string, provider: string, query: object): string {
  const digest = createHash('sha256').update(JSON.stringify(query)).digest('hex').slice(0, 32);
  return `${prefix}:web:${provider}:${digest}`;
}

export function createRedisProviderCache(redis: Redis, ttlSeconds: number): ProviderCache {
  return {
    async get(key) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => { timer = setTimeout(() => resolve(undefined), READ_WAIT_MS); });
      try {
        const raw = await Promise.race([redis.get(key).catch(() => null), late]);
        if (!raw) return undefined;
        const parsed: unknown = JSON.parse(raw);
        return Array.isArray(parsed) ? parsed : undefined;
      } catch {
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
    async set(key, items) {
      await redis.set(key, JSON.stringify(items), 'EX', Math.max(1, Math.round(ttlSeconds))).catch(() => undefined);
    },
  };
}
