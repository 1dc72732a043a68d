import type { Request, RequestHandler } from 'express';
import { rateLimit, type IncrementResponse, type Options } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { MESSAGES } from '@wonderkin/shared';
import type { Logger } from '@wonderkin/server-kit';

const MINUTE_MS = 60_000;

/** Calls that start expensive work (a lesson, speech, a creation) or send an email or a text (a subscription, a phone code) get the stricter limit. */
export function startsExpensiveWork(req: Request): boolean {
  if (req.method !== 'POST') return false;
  return req.path === '/api/research' || req.path === '/api/tts' || req.path === '/api/creations' || req.path.startsWith('/api/creations/')
    || req.path === '/api/subscribe' || req.path === '/api/register' || req.path === '/api/account/phone/code';
}

/**
 * Counts in Redis, so several gateways share one limit per client. When Redis cannot answer, requests pass
 * (availability first; the services' own limits still hold) and the store reloads its scripts on the next call,
 * so a gateway that started before Redis does not stay unlimited.
 */
class SharedRedisStore extends RedisStore {
  async init(options: Options): Promise<void> {
    try {
      await super.init(options);
    } catch {
      // Redis is not reachable yet: the scripts load on the first call that succeeds.
    }
  }

  async increment(key: string): Promise<IncrementResponse> {
    try {
      return await super.increment(key);
    } catch {
      // The scripts may never have loaded (Redis came up after this gateway): load them and try once more.
      this.reloadScripts();
      try {
        return await super.increment(key);
      } catch (error) {
        this.reloadScripts();
        throw error;
      }
    }
  }

  private reloadScripts(): void {
    this.incrementScriptSha = this.loadIncrementScript();
    this.getScriptSha = this.loadGetScript();
    this.incrementScriptSha.catch(() => undefined);
    this.getScriptSha.catch(() => undefined);
  }
}

export interface RateLimitSettings {
  perMinute: number;
  jobsPerMinute: number;
  /** Shared counters across gateways; unset: counted in this process only. */
  redis?: Redis;
  prefix?: string;
  logger?: Logger;
}

function limiter(name: string, limit: number, skip: (req: Request) => boolean, settings: RateLimitSettings): RequestHandler {
  const { redis, prefix = 'wonderkin', logger } = settings;
  return rateLimit({
    windowMs: MINUTE_MS,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip,
    // The client is the socket's address unless TRUST_PROXY names the proxies whose X-Forwarded-For counts.
    validate: { xForwardedForHeader: false },
    passOnStoreError: true,
    ...(redis ? {
      store: new SharedRedisStore({
        sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
        prefix: `${prefix}:rate-limit:${name}:`,
      }),
    } : {}),
    handler: (_req, res) => {
      res.status(429).json({ error: MESSAGES.tooManyRequests });
    },
    ...(logger ? { logger: { error: (error: unknown, message: string) => logger.warn({ err: error }, message), warn: () => undefined } } : {}),
  } as Partial<Options>);
}

/** Per-client limits on /api: one overall, one stricter for job-starting calls. Mounted at the root. */
export function apiRateLimits(settings: RateLimitSettings): RequestHandler[] {
  return [
    limiter('api', settings.perMinute, (req) => !req.path.startsWith('/api/'), settings),
    limiter('jobs', settings.jobsPerMinute, (req) => !startsExpensiveWork(req), settings),
  ];
}

/** TRUST_PROXY: unset or "false" trusts no proxy; "loopback", a hop count or a list of addresses/subnets. */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
