import { MESSAGES } from '@wonderkin/shared';
import { FakeService, startGateway, type RunningGateway } from './helpers';

describe('gateway rate limits', () => {
  const research = new FakeService('research');
  const media = new FakeService('media');
  let gw: RunningGateway;
  beforeAll(async () => {
    await Promise.all([research.start(), media.start()]);
    gw = await startGateway('gateway-limits', {
      RESEARCH_URL: research.url,
      MEDIA_URL: media.url,
      RATE_LIMIT_PER_MINUTE: '8',
      RATE_LIMIT_JOBS_PER_MINUTE: '3',
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(async () => {
    await gw?.stop();
    await Promise.all([research.stop(), media.stop()]);
  });

  // Each test uses its own client address (this gateway is configured to trust X-Forwarded-For from loopback).
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const post = (path: string, ip: string) =>
    fetch(`${gw.url}${path}`, { method: 'POST', headers: { ...from(ip), 'content-type': 'application/json' }, body: '{"text":"hi"}' });

  it('answers 429 JSON once a client passes the per-minute limit on /api', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await fetch(`${gw.url}/api/get-asks`, { headers: from('10.0.0.1') })).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses.slice(8)).toEqual([429, 429]);
    const blocked = await fetch(`${gw.url}/api/check-limits`, { headers: from('10.0.0.1') });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: MESSAGES.tooManyRequests });
    // Another client is not affected.
    expect((await fetch(`${gw.url}/api/get-asks`, { headers: from('10.0.0.2') })).status).toBe(200);
  });

  it('limits the calls that start work more strictly, shared across research, speech and creations', async () => {
    const statuses = [
      (await post('/api/research', '10.0.0.3')).status,
      (await post('/api/tts', '10.0.0.3')).status,
      (await post('/api/creations', '10.0.0.3')).status,
      (await post('/api/tts', '10.0.0.3')).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Reading is still allowed under the overall limit.
    expect((await fetch(`${gw.url}/api/creations`, { headers: from('10.0.0.3') })).status).toBe(200);
  });

  it('tells a client where it stands: RateLimit headers of the limit that applies, Retry-After and our usual headers with a 429', async () => {
    const read = await fetch(`${gw.url}/api/get-asks`, { headers: from('10.0.0.5') });
    expect(read.headers.get('ratelimit-policy')).toBe('8;w=60');
    expect(read.headers.get('ratelimit')).toMatch(/^limit=8, remaining=7, reset=\d+$/);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await post('/api/research', '10.0.0.6'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0].headers.get('ratelimit-policy')).toBe('3;w=60');
    expect(answers[0].headers.get('ratelimit')).toMatch(/^limit=3, remaining=2, reset=\d+$/);
    const refused = answers[3];
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
  });

  it('does not limit the SPA or health', async () => {
    for (let i = 0; i < 12; i += 1) {
      const response = await fetch(`${gw.url}/healthz`, { headers: from('10.0.0.4') });
      expect(response.status).not.toBe(429);
    }
  });
});

describe('gateway rate limits: who the client is, and several gateways', () => {
  const research = new FakeService('research');
  const gateways: RunningGateway[] = [];
  beforeAll(async () => {
    await research.start();
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gw) => gw.stop()));
    await research.stop();
  });
  const start = async (label: string, overrides: Record<string, string>) => {
    const gw = await startGateway(label, { RESEARCH_URL: research.url, RATE_LIMIT_PER_MINUTE: '8', ...overrides });
    gateways.push(gw);
    return gw;
  };

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy: a client cannot pick a fresh bucket per request', async () => {
    const gw = await start('gateway-no-trust', {});
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await fetch(`${gw.url}/api/get-asks`, { headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status);
    }
    expect(statuses).toEqual([...Array(8).fill(200), 429, 429]);
  });

  it('shares one limit per client across gateways on the same Redis', async () => {
    const prefix = `wk-test-shared-limits-${Date.now()}`;
    const a = await start('gateway-shared-a', { QUEUE_PREFIX: prefix, TRUST_PROXY: 'loopback' });
    const b = await start('gateway-shared-b', { QUEUE_PREFIX: prefix, TRUST_PROXY: 'loopback' });
    const from = { 'x-forwarded-for': '198.51.100.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await fetch(`${(i % 2 ? b : a).url}/api/get-asks`, { headers: from })).status);
    expect(statuses).toEqual([...Array(8).fill(200), 429, 429]);
  });

  it('shares one limit between gateways hit at the same time: at most half a limit more gets through, then both refuse', async () => {
    const prefix = `wk-test-busy-limits-${Date.now()}`;
    const settings = { QUEUE_PREFIX: prefix, TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: '10' };
    const a = await start('gateway-busy-a', settings);
    const b = await start('gateway-busy-b', settings);
    const from = { 'x-forwarded-for': '198.51.100.9' };
    const call = async (gw: RunningGateway) => {
      const response = await fetch(`${gw.url}/api/get-asks`, { headers: from });
      await response.arrayBuffer();
      return response.status;
    };
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => call(i % 2 ? b : a)));
    const through = statuses.filter((status) => status === 200).length;
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    // Each gateway counts a client far from its limit in memory and tells Redis at the next sync (RATE_LIMIT_SYNC_MS).
    expect(through).toBeGreaterThanOrEqual(10);
    expect(through).toBeLessThanOrEqual(15);
    // Once both have synced, both refuse.
    for (let attempt = 0; attempt < 50 && ((await call(a)) !== 429 || (await call(b)) !== 429); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([await call(a), await call(b)]).toEqual([429, 429]);
  });

  it('answers normally when Redis cannot be reached, and still refuses past the limit this gateway saw itself', async () => {
    const gw = await startGateway('gateway-limits-no-redis', {
      RESEARCH_URL: research.url, RATE_LIMIT_PER_MINUTE: '8', REDIS_URL: 'redis://127.0.0.1:1',
    }, { waitForRedis: false });
    gateways.push(gw);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(`${gw.url}/api/get-asks`);
      statuses.push(response.status);
      if (response.status === 429) expect(await response.json()).toEqual({ error: MESSAGES.tooManyRequests });
      else await response.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(8).fill(200), 429, 429]);
  });
});
