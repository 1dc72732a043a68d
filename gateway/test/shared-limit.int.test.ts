import { randomId } from '@wonderkin/server-kit';
import IORedis, { type Redis } from 'ioredis';
import { SharedLimit, type LimitDecision } from '../src/rate-limits';

// The gateways' shared limits (rate-limits.ts), as two gateways on the test Redis see them. The periodic sync is set
// far beyond any test's length so each test decides when a gateway sends what it counted (flush()).

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NEVER = 10_000;
/** A producer connection like the gateway's: fails at once while Redis cannot be reached. */
const connection = (url = REDIS_URL) => new IORedis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
const ready = (redis: Redis) => (redis.status === 'ready' ? Promise.resolve() : new Promise((resolve) => redis.once('ready', resolve)));
const allowed = async (decision: LimitDecision | Promise<LimitDecision>) => (await decision).allowed;

describe('shared rate limits across gateways', () => {
  const connections: Redis[] = [];
  const limits: SharedLimit[] = [];
  let prefix: string;
  let redis: Redis;

  beforeAll(async () => {
    redis = connection();
    connections.push(redis);
    await ready(redis);
  });
  beforeEach(() => {
    prefix = `wk-test-limits-${randomId(4)}`;
  });
  afterEach(async () => {
    await Promise.all(limits.splice(0).map((limit) => limit.close()));
  });
  afterAll(async () => {
    for (const open of connections) open.disconnect();
  });

  /** One gateway's limit: its own Redis connection, the same keys as every other gateway of this test. */
  const gateway = async (limit: number, url = REDIS_URL, options: { connected?: boolean } = {}) => {
    const own = options.connected === false ? new IORedis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true }) : connection(url);
    own.on('error', () => undefined);
    connections.push(own);
    if (url === REDIS_URL && options.connected !== false) await ready(own);
    const shared = new SharedLimit({ name: 'api', limit, redis: own, prefix, syncMs: NEVER });
    limits.push(shared);
    return { shared, redis: own };
  };
  const total = async (client: string) => Number(await redis.get(`${prefix}:rate-limit:api:${client}`));

  it('counts a client far from its limit in memory, and sends the count to Redis at the sync', async () => {
    const a = await gateway(8);
    expect(await allowed(a.shared.hit('10.0.0.1'))).toBe(true); // the first request of a window asks Redis
    expect(await total('10.0.0.1')).toBe(1);
    for (let i = 0; i < 3; i += 1) expect(await allowed(a.shared.hit('10.0.0.1'))).toBe(true);
    expect(await total('10.0.0.1')).toBe(1);
    await a.shared.flush();
    expect(await total('10.0.0.1')).toBe(4);
    // Another gateway learns the total with its client's first request.
    const b = await gateway(8);
    expect(await b.shared.hit('10.0.0.1')).toMatchObject({ allowed: true, remaining: 3 });
  });

  it('lets exactly the limit through two gateways taking turns, and refuses the rest on both', async () => {
    const a = await gateway(8);
    const b = await gateway(8);
    const answers: boolean[] = [];
    for (let i = 0; i < 12; i += 1) answers.push(await allowed((i % 2 ? b : a).shared.hit('10.0.0.2')));
    expect(answers).toEqual([...Array(8).fill(true), ...Array(4).fill(false)]);
  });

  it('lets at most half a limit more through when two gateways are hit at once, and agrees once synced', async () => {
    const a = await gateway(10);
    const b = await gateway(10);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => allowed((i % 2 ? b : a).shared.hit('10.0.0.3'))));
    const through = answers.filter(Boolean).length;
    // What one gateway counted in memory (at most half the limit) may not have reached the other yet.
    expect(through).toBeGreaterThanOrEqual(10);
    expect(through).toBeLessThanOrEqual(15);
    await Promise.all([a.shared.flush(), b.shared.flush()]);
    expect(await allowed(a.shared.hit('10.0.0.3'))).toBe(false);
    expect(await allowed(b.shared.hit('10.0.0.3'))).toBe(false);
  });

  it('refuses a client over its limit without asking Redis until its window ends', async () => {
    const a = await gateway(3);
    for (let i = 0; i < 3; i += 1) expect(await allowed(a.shared.hit('10.0.0.4'))).toBe(true);
    expect(await allowed(a.shared.hit('10.0.0.4'))).toBe(false);
    const send = jest.spyOn(a.redis, 'sendCommand');
    for (let i = 0; i < 5; i += 1) {
      const decision = a.shared.hit('10.0.0.4');
      expect(decision).not.toBeInstanceOf(Promise); // answered from memory
      expect(await decision).toMatchObject({ allowed: false, remaining: 0 });
    }
    expect(send).not.toHaveBeenCalled();
    // Other clients are not affected.
    expect(await allowed(a.shared.hit('10.0.0.5'))).toBe(true);
  });

  it('never refuses a request because Redis cannot be reached: the gateway counts alone meanwhile', async () => {
    const away = await gateway(8, 'redis://127.0.0.1:1');
    const answers: boolean[] = [];
    for (let i = 0; i < 10; i += 1) answers.push(await allowed(away.shared.hit('10.0.0.6')));
    expect(answers).toEqual([...Array(8).fill(true), false, false]);
    await expect(away.shared.flush()).resolves.toBeUndefined();
  });

  it('sends what it counted before Redis answered once it does', async () => {
    const a = await gateway(8, REDIS_URL, { connected: false });
    for (let i = 0; i < 3; i += 1) expect(await allowed(a.shared.hit('10.0.0.7'))).toBe(true);
    expect(await total('10.0.0.7')).toBe(0);
    await ready(a.redis); // the first request set the lazy connection going
    await a.shared.flush();
    expect(await total('10.0.0.7')).toBe(3);
  });
});

describe('a limit counted by one process alone (no Redis)', () => {
  it('refuses past the limit until the window ends, then counts afresh', async () => {
    let now = 1_000_000;
    const limit = new SharedLimit({ name: 'api', limit: 3, now: () => now });
    const answers: LimitDecision[] = [];
    for (let i = 0; i < 4; i += 1) answers.push(await limit.hit('10.0.0.8'));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]).toMatchObject({ remaining: 0, resetSeconds: 60 });
    now += 59_000;
    expect(await limit.hit('10.0.0.8')).toMatchObject({ allowed: false, resetSeconds: 1 });
    now += 1_000;
    expect(await limit.hit('10.0.0.8')).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 60 });
    await limit.close();
  });
});
