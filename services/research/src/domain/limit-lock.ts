import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

// The free limit is checked and the question reserved (the ask stored) as one step per visitor: ten parallel asks
// from one visitor are served one after another, so exactly the allowance gets through. Across several research
// API processes the lock lives in Redis; a single process (tests, one machine) can use the in-memory one.

export interface LimitLock {
  /** Runs `work` while holding every key (taken in sorted order, so two visitors sharing a key never deadlock). */
  withLock<T>(keys: string[], work: () => Promise<T>): Promise<T>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class LimitLockTimeout extends Error {
  constructor() {
    super('Timed out waiting for the free-limit lock.');
  }
}

/** Compare-and-delete: only the holder's token releases the lock. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export function createRedisLimitLock(redis: Redis, prefix: string, options: { ttlMs?: number; waitMs?: number } = {}): LimitLock {
  const ttlMs = options.ttlMs ?? 10_000;
  const waitMs = options.waitMs ?? 15_000;
  /** A producer connection queues no commands while it connects: wait for it (right after start, or a reconnect). */
  async function connected(deadline: number): Promise<void> {
    while (redis.status !== 'ready') {
      if (Date.now() > deadline || redis.status === 'end') throw new LimitLockTimeout();
      await sleep(20);
    }
  }
  async function acquire(key: string, token: string): Promise<void> {
    const deadline = Date.now() + waitMs;
    await connected(deadline);
    for (let pause = 10; ; pause = Math.min(pause * 2, 100)) {
      if ((await redis.set(key, token, 'PX', ttlMs, 'NX')) === 'OK') return;
      if (Date.now() > deadline) throw new LimitLockTimeout();
      await sleep(pause);
    }
  }
  return {
    async withLock(keys, work) {
      const token = randomBytes(16).toString('hex');
      const held: string[] = [];
      try {
        for (const key of [...new Set(keys)].sort()) {
          const redisKey = `${prefix}:limit-lock:${key}`;
          await acquire(redisKey, token);
          held.push(redisKey);
        }
        return await work();
      } finally {
        await Promise.all(held.map((key) => redis.eval(RELEASE, 1, key, token).catch(() => undefined)));
      }
    },
  };
}

/** One process only: a promise chain per key. */
export function createMemoryLimitLock(): LimitLock {
  const tails = new Map<string, Promise<void>>();
  async function hold(key: string): Promise<() => void> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => { release = resolve; });
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    await previous;
    return () => {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    };
  }
  return {
    async withLock(keys, work) {
      const releases: (() => void)[] = [];
      try {
        for (const key of [...new Set(keys)].sort()) releases.push(await hold(key));
        return await work();
      } finally {
        for (const release of releases.reverse()) release();
      }
    },
  };
}
