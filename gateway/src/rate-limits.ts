import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@wonderkin/shared';
import type { Logger } from '@wonderkin/server-kit';
import { defaultClientAddress, type ClientAddressOf } from './client-address';
import { setAddedHeaders, type AddedHeaders } from './proxy/service-proxy';

const MINUTE_MS = 60_000;
/** How often counts of windows that have ended are forgotten. */
const SWEEP_MS = 10_000;
/** Most keys sent to Redis in one script call. */
const KEYS_PER_CALL = 500;
/** A Redis that cannot be reached is reported at most this often. */
const REPORT_EVERY_MS = 30_000;

/** Whether a call starts expensive work (a lesson, speech, a creation) or sends an email or a text (a subscription, a phone code): the stricter limit. */
function isExpensive(method: string | undefined, path: string): boolean {
  if (method !== 'POST') return false;
  return path === '/api/research' || path === '/api/tts' || path === '/api/creations' || path.startsWith('/api/creations/')
    || path === '/api/subscribe' || path === '/api/register' || path === '/api/account/phone/code';
}

/** Calls that start expensive work (a lesson, speech, a creation) or send an email or a text (a subscription, a phone code) get the stricter limit. */
export function startsExpensiveWork(req: Pick<Request, 'method' | 'path'>): boolean {
  return isExpensive(req.method, req.path);
}

/**
 * Adds `ARGV[i + 1]` hits to each key `KEYS[i]` of a fixed window of `ARGV[1]` ms; answers the window's total and the
 * ms it has left, per key. A key with no expiry (or none at all) starts a new window. The same keys and windows as the
 * rate-limit-redis store the gateways used before (which added one hit at a time), so old and new gateways share counts.
 */
const INCREMENT_SCRIPT = `
local windowMs = tonumber(ARGV[1])
local replies = {}
for i, key in ipairs(KEYS) do
  local hits = tonumber(ARGV[i + 1])
  local ttl = redis.call('PTTL', key)
  local total
  if ttl <= 0 then
    redis.call('SET', key, hits, 'PX', windowMs)
    total = hits
    ttl = windowMs
  else
    total = redis.call('INCRBY', key, hits)
  end
  replies[#replies + 1] = total
  replies[#replies + 1] = ttl
end
return replies`;
const SCRIPT_COMMAND = 'wonderkinRateLimitIncrement';
type ScriptingRedis = Redis & { [SCRIPT_COMMAND](numberOfKeys: number, ...keysAndArgs: (string | number)[]): Promise<number[]> };

/** What a limit says about one request. */
export interface LimitDecision {
  allowed: boolean;
  limit: number;
  /** Requests the client has left in this window. */
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

/** One client's window, as this gateway knows it. */
interface Count {
  /** The window's total as Redis last told it (what this gateway sent included). */
  known: number;
  /** Hits sent to Redis whose answer has not come yet. */
  sending: number;
  /** Hits allowed here and not yet sent. */
  pending: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
  /** Set while the client's first request here asks Redis: the requests that come meanwhile wait for its answer. */
  firstAnswer?: Promise<unknown>;
}

export interface SharedLimitOptions {
  name: string;
  /** Requests per window and client. */
  limit: number;
  windowMs?: number;
  /** The shared counters; unset: this process counts alone. */
  redis?: Redis;
  /** Key prefix: keys are `<prefix>:rate-limit:<name>:<client>`. */
  prefix?: string;
  /**
   * How often (ms) the hits counted here are added to Redis. While a client is at or under half its limit, its requests
   * are counted here and sent at the next sync; past half, each request waits for Redis's total. 0: every request waits.
   */
  syncMs?: number;
  logger?: Logger;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * A fixed-window limit per client, shared by every gateway on the same Redis, that costs a Redis round trip only when
 * it has to:
 *
 * - A client's first request in a window asks Redis for the window's total (one script call: add, and read the total
 *   and the time left).
 * - While the total this gateway knows, plus what it has counted since, is at most half the limit, requests are
 *   counted in memory and added to Redis every `syncMs` (all clients in one call). Other gateways' requests of that
 *   client are missed for at most that long, and matter only when they come to half the limit within it.
 * - Past half the limit each request waits for Redis's total (what this gateway counted meanwhile goes along), so the
 *   last requests of a window are counted exactly across gateways.
 * - A client over the limit is refused in memory until its window ends: no Redis call (the total can only grow).
 * - When Redis cannot answer, requests are not refused for it: this gateway goes on counting alone (each gateway then
 *   holds the limit for what it sees) and sends its counts once Redis answers again.
 */
export class SharedLimit {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  /** `RateLimit-Policy` (IETF draft 7): limit and window. */
  readonly policy: string;
  private readonly counts = new Map<string, Count>();
  /** Clients with hits not yet sent. */
  private readonly dirty = new Set<string>();
  /** Highest position in a window that is counted in memory. */
  private readonly countedHereUpTo: number;
  private readonly keyPrefix: string;
  private readonly redis?: ScriptingRedis;
  private readonly logger?: Logger;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private lastSweep: number;
  private lastReport = -Infinity;

  constructor(options: SharedLimitOptions) {
    this.name = options.name;
    this.limit = options.limit;
    this.windowMs = options.windowMs ?? MINUTE_MS;
    this.policy = `${this.limit};w=${Math.ceil(this.windowMs / 1000)}`;
    this.keyPrefix = `${options.prefix ?? 'wonderkin'}:rate-limit:${options.name}:`;
    this.logger = options.logger;
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
    const syncMs = options.syncMs ?? 100;
    if (options.redis) {
      this.redis = options.redis as ScriptingRedis;
      if (typeof this.redis[SCRIPT_COMMAND] !== 'function') this.redis.defineCommand(SCRIPT_COMMAND, { lua: INCREMENT_SCRIPT });
      this.countedHereUpTo = syncMs > 0 ? Math.floor(this.limit / 2) : 0;
    } else {
      this.countedHereUpTo = this.limit;
    }
    // The sync (also when every request waits: hits counted while Redis was away are sent once it is back), and the
    // sweep of windows that have ended.
    this.timer = setInterval(() => void this.flush(), this.redis ? syncMs || 1000 : SWEEP_MS);
    this.timer.unref();
  }

  /** Counts one request of `client`: the decision at once when it is made in memory, else once Redis has answered. */
  hit(client: string): LimitDecision | Promise<LimitDecision> {
    const now = this.now();
    let count = this.counts.get(client);
    if (count && now >= count.resetAt) count = undefined; // that window is over
    if (!count) {
      count = { known: 0, sending: 0, pending: 0, resetAt: now + this.windowMs };
      this.counts.set(client, count);
      if (this.redis) {
        const first = this.ask(client, count);
        const started = count;
        started.firstAnswer = first.finally(() => {
          started.firstAnswer = undefined;
        });
        return first;
      }
    }
    if (count.firstAnswer) return count.firstAnswer.then(() => this.hit(client));
    const position = count.known + count.sending + count.pending + 1;
    // Over the limit: refused, whatever other gateways did (the window's total only grows), and not counted.
    if (position > this.limit) return this.decision(false, position, count, now);
    if (position <= this.countedHereUpTo) {
      count.pending += 1;
      this.dirty.add(client);
      return this.decision(true, position, count, now);
    }
    return this.ask(client, count);
  }

  /** Sends what this gateway counted of every client to Redis (the periodic sync). */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    const now = this.now();
    if (now - this.lastSweep >= SWEEP_MS) this.sweep(now);
    if (!this.redis || !this.dirty.size) return Promise.resolve();
    const batch: { client: string; count: Count; hits: number }[] = [];
    for (const client of this.dirty) {
      const count = this.counts.get(client);
      if (!count || !count.pending) continue;
      if (now >= count.resetAt) {
        count.pending = 0; // counted in a window that has ended: no part of the next one
        continue;
      }
      batch.push({ client, count, hits: count.pending });
      count.sending += count.pending;
      count.pending = 0;
    }
    this.dirty.clear();
    if (!batch.length) return Promise.resolve();
    this.flushing = (async () => {
      for (let start = 0; start < batch.length; start += KEYS_PER_CALL) {
        const part = batch.slice(start, start + KEYS_PER_CALL);
        try {
          const replies = await this.increment(part.map((entry) => entry.client), part.map((entry) => entry.hits));
          part.forEach((entry, i) => this.learn(entry.count, entry.hits, replies[2 * i], replies[2 * i + 1]));
        } catch (error) {
          for (const entry of part) this.keepHere(entry.client, entry.count, entry.hits);
          this.reportUnavailable(error);
        }
      }
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** Stops the periodic sync and sends what is left (best effort: a sync under way, then what came meanwhile). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    await this.flush();
  }

  /** Asks Redis for the window's total with this request (and what was counted here meanwhile) added. */
  private async ask(client: string, count: Count): Promise<LimitDecision> {
    const hits = count.pending + 1;
    count.pending = 0;
    count.sending += hits;
    try {
      const [total, ttl] = await this.increment([client], [hits]);
      this.learn(count, hits, total, ttl);
      return this.decision(total <= this.limit, total, count, this.now());
    } catch (error) {
      this.keepHere(client, count, hits);
      this.reportUnavailable(error);
      // Counted here alone until Redis answers: refused only past the limit this gateway saw itself.
      const position = count.known + count.sending + count.pending;
      if (position > this.limit) count.pending -= 1;
      return this.decision(position <= this.limit, position, count, this.now());
    }
  }

  private increment(clients: string[], hits: number[]): Promise<number[]> {
    return this.redis![SCRIPT_COMMAND](clients.length, ...clients.map((client) => this.keyPrefix + client), this.windowMs, ...hits);
  }

  /** Redis's answer to hits this gateway sent. Answers come in the order sent (one connection), so the latest is the newest total. */
  private learn(count: Count, hits: number, total: number, ttl: number): void {
    count.sending -= hits;
    count.known = total;
    count.resetAt = this.now() + ttl;
  }

  /** Hits Redis did not take: counted here, and sent again at the next sync. */
  private keepHere(client: string, count: Count, hits: number): void {
    count.sending -= hits;
    count.pending += hits;
    this.dirty.add(client);
  }

  private decision(allowed: boolean, position: number, count: Count, now: number): LimitDecision {
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(this.limit - position, 0),
      resetSeconds: Math.max(0, Math.ceil((count.resetAt - now) / 1000)),
    };
  }

  /** Forgets the windows that have ended. */
  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [client, count] of this.counts) {
      if (now >= count.resetAt && !count.sending) {
        this.counts.delete(client);
        this.dirty.delete(client);
      }
    }
  }

  private reportUnavailable(error: unknown): void {
    const now = this.now();
    if (now - this.lastReport < REPORT_EVERY_MS) return;
    this.lastReport = now;
    this.logger?.warn({ err: (error as Error)?.message, limit: this.name }, 'rate limits counted on this gateway alone: Redis did not answer');
  }
}

export interface RateLimitSettings {
  perMinute: number;
  jobsPerMinute: number;
  /** Shared counters across gateways; unset: counted in this process only. */
  redis?: Redis;
  prefix?: string;
  /** RATE_LIMIT_SYNC_MS (see SharedLimit). Default 100. */
  syncMs?: number;
  logger?: Logger;
  /** Who the client is. Default: Express's req.ip, else the socket's address. */
  clientAddress?: ClientAddressOf;
  /** The clock (tests). */
  now?: () => number;
}

export interface ApiRateLimits {
  /**
   * Applies the limits to one request to `pathname`: true when it may go on, false when it was answered 429. Gives the
   * `RateLimit` and `RateLimit-Policy` headers (IETF draft 7) of the limit that applies — into `added` when given (the
   * proxy adds them to the service's answer), else on the response — and `Retry-After` with a 429.
   */
  check(req: IncomingMessage, res: ServerResponse, pathname: string, added?: AddedHeaders): boolean | Promise<boolean>;
  /** The same as Express middleware (mounted at the root). */
  middleware: RequestHandler;
  /** Sends the counts of this gateway to Redis now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

function answerTooMany(res: ServerResponse, decision: LimitDecision, added: AddedHeaders | undefined): void {
  setAddedHeaders(res, added);
  const body = JSON.stringify({ error: MESSAGES.tooManyRequests });
  res.setHeader('Retry-After', String(decision.resetSeconds));
  res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Puts a header into added headers, in place of the one of that name already there (the stricter limit's replace the overall's). */
function putHeader(added: AddedHeaders, name: string, lower: string, value: string): void {
  for (let i = added.length - 3; i >= 0; i -= 3) {
    if (added[i + 1] === lower) {
      added[i + 2] = value;
      return;
    }
  }
  added.push(name, lower, value);
}

/**
 * Per-client limits on /api: one overall, one stricter for job-starting calls (both count those). The client is its
 * address (an IPv6 address by its /56), as seen through TRUST_PROXY.
 */
export function apiRateLimits(settings: RateLimitSettings): ApiRateLimits {
  const clientAddress = settings.clientAddress ?? defaultClientAddress;
  const common = { redis: settings.redis, prefix: settings.prefix, syncMs: settings.syncMs, logger: settings.logger, now: settings.now };
  const api = new SharedLimit({ ...common, name: 'api', limit: settings.perMinute });
  const jobs = new SharedLimit({ ...common, name: 'jobs', limit: settings.jobsPerMinute });

  /** Applies one limit's decision: its headers, and the 429 when it refuses. */
  const apply = (limit: SharedLimit, res: ServerResponse, decision: LimitDecision, added: AddedHeaders | undefined): boolean => {
    const state = `limit=${decision.limit}, remaining=${decision.remaining}, reset=${decision.resetSeconds}`;
    if (added) {
      putHeader(added, 'RateLimit-Policy', 'ratelimit-policy', limit.policy);
      putHeader(added, 'RateLimit', 'ratelimit', state);
    } else if (!res.headersSent) {
      res.setHeader('RateLimit-Policy', limit.policy);
      res.setHeader('RateLimit', state);
    }
    if (decision.allowed) return true;
    if (!res.headersSent) answerTooMany(res, decision, added);
    return false;
  };
  const checkJobs = (req: IncomingMessage, res: ServerResponse, pathname: string, client: string, added: AddedHeaders | undefined): boolean | Promise<boolean> => {
    if (!isExpensive(req.method, pathname)) return true;
    const decision = jobs.hit(client);
    return decision instanceof Promise ? decision.then((known) => apply(jobs, res, known, added)) : apply(jobs, res, decision, added);
  };
  const check = (req: IncomingMessage, res: ServerResponse, pathname: string, added?: AddedHeaders): boolean | Promise<boolean> => {
    if (!pathname.startsWith('/api/')) return true;
    const client = ipKeyGenerator(clientAddress(req) ?? 'unknown', 56);
    const decision = api.hit(client);
    if (decision instanceof Promise) {
      return decision.then((known) => apply(api, res, known, added) && checkJobs(req, res, pathname, client, added));
    }
    return apply(api, res, decision, added) && checkJobs(req, res, pathname, client, added);
  };
  const middleware: RequestHandler = (req, res, next) => {
    const verdict = check(req, res, req.path);
    if (verdict === true) next();
    else if (verdict !== false) verdict.then((goOn) => goOn && next(), next);
  };
  return {
    check,
    middleware,
    flush: async () => {
      await Promise.all([api.flush(), jobs.flush()]);
    },
    close: async () => {
      await Promise.all([api.close(), jobs.close()]);
    },
  };
}

/** TRUST_PROXY: unset or "false" trusts no proxy; "loopback", a hop count or a list of addresses/subnets. */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
