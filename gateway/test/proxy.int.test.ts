import { MESSAGES } from '@wonderkin/shared';
import { INTERNAL_TOKEN_HEADER } from '@wonderkin/server-kit';
import { closedPortUrl, FakeService, startGateway, tempFrontendDist, type RunningGateway } from './helpers';

// A 1x1 PNG, and a hand-made multipart body so the exact bytes can be compared upstream.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = '----wonderkin-test-boundary';
const MULTIPART = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="question"\r\n\r\nWhat is in this picture?\r\n`),
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="ageRange"\r\n\r\n6-8\r\n`),
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`),
  PNG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

describe('gateway proxy', () => {
  const services = {
    research: new FakeService('research'),
    accounts: new FakeService('accounts'),
    feedback: new FakeService('feedback'),
    media: new FakeService('media'),
    learning: new FakeService('learning'),
  };
  let gw: RunningGateway;

  beforeAll(async () => {
    await Promise.all(Object.values(services).map((service) => service.start()));
    gw = await startGateway('gateway-proxy', {
      RESEARCH_URL: services.research.url,
      ACCOUNTS_URL: services.accounts.url,
      FEEDBACK_URL: services.feedback.url,
      MEDIA_URL: services.media.url,
      LEARNING_URL: services.learning.url,
      FRONTEND_DIST: tempFrontendDist(),
    });
  });
  afterAll(async () => {
    await gw?.stop();
    await Promise.all(Object.values(services).map((service) => service.stop()));
  });

  const send = (path: string, init: RequestInit = {}) => fetch(`${gw.url}${path}`, init);
  const json = (path: string, body: unknown) =>
    send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('keeps connections to the services alive: twenty calls in a row share upstream connections, none says "close"', async () => {
    const before = services.feedback.connections;
    for (let i = 0; i < 20; i += 1) {
      const response = await send(`/api/feedback?hashId=keepalive${i}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('connection')).not.toBe('close');
      expect(services.feedback.last().headers.connection).not.toBe('close');
      await response.arrayBuffer();
    }
    expect(services.feedback.connections - before).toBeLessThanOrEqual(2);
  });

  it.each([
    ['GET', '/api/get-research?id=abc', 'research'],
    ['GET', '/api/check-limits?anonymousQuestionCount=1&skip', 'research'],
    ['GET', '/api/get-asks?userId=u1', 'research'],
    ['POST', '/api/update-ask-user', 'research'],
    ['POST', '/api/register', 'accounts'],
    ['GET', '/api/feedback?hashId=abc', 'feedback'],
    ['POST', '/api/feedback', 'feedback'],
    ['POST', '/api/tts', 'media'],
    ['GET', '/api/creations', 'media'],
    ['POST', '/api/creations', 'media'],
    ['GET', '/api/creations/c123', 'media'],
    ['POST', '/api/creations/c123/retry', 'media'],
    ['GET', '/media/creations/c123/audiobook.mp3', 'media'],
    ['POST', '/api/progress/answers', 'learning'],
    ['GET', '/api/progress/child_0123456789abcdef0123456789abcdef/report', 'learning'],
  ] as const)('%s %s goes to the %s service, path and query untouched', async (method, path, owner) => {
    const response = method === 'GET' ? await send(path) : await json(path, { probe: path });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ service: owner, method, url: path });
    if (method === 'POST') expect(JSON.parse(services[owner].last().body.toString())).toEqual({ probe: path });
  });

  it('streams a multipart upload to the research service byte for byte', async () => {
    const response = await send('/api/research?skip', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: MULTIPART,
    });
    expect(response.status).toBe(200);
    const received = services.research.last();
    expect(received.url).toBe('/api/research?skip');
    expect(received.headers['content-type']).toBe(`multipart/form-data; boundary=${BOUNDARY}`);
    expect(received.body.equals(MULTIPART)).toBe(true);
    expect(received.body.indexOf(PNG)).toBeGreaterThan(0);
  });

  it('passes JSON bodies unparsed (even invalid JSON reaches the service as sent)', async () => {
    const raw = '{"email": "ann@example.com",';
    await send('/api/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
    expect(services.accounts.last().body.toString()).toBe(raw);
  });

  it('passes the client request id to the service and returns it', async () => {
    const response = await send('/api/get-asks', { headers: { 'x-request-id': 'trace-me-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
    expect(services.research.last().headers['x-request-id']).toBe('trace-me-123');
  });

  it('makes a request id when there is none or it is unusable', async () => {
    const response = await send('/api/get-asks', { headers: { 'x-request-id': 'bad id with spaces <script>' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(services.research.last().headers['x-request-id']).toBe(id);
    const none = await send('/api/check-limits');
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers.get('x-request-id')).not.toBe(id);
  });

  it('keeps cookies and the method, and never forwards a client-supplied internal token', async () => {
    await send('/api/creations', { headers: { cookie: 'wonderkin-anon-id=abc', [INTERNAL_TOKEN_HEADER]: 'forged' } });
    const received = services.media.last();
    expect(received.headers.cookie).toBe('wonderkin-anon-id=abc');
    expect(received.headers[INTERNAL_TOKEN_HEADER]).toBeUndefined();
  });

  it.each(['/api/nope', '/api/internal/users/x', '/api/research/../internal/research/x', '/api/creations%2f..%2finternal'])(
    'answers 404 JSON for the unknown API path %s',
    async (path) => {
      const before = Object.values(services).reduce((n, service) => n + service.requests.length, 0);
      const response = await send(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: MESSAGES.notFoundApi });
      expect(Object.values(services).reduce((n, service) => n + service.requests.length, 0)).toBe(before);
    },
  );

  it('never proxies internal routes', async () => {
    const before = services.accounts.requests.length + services.research.requests.length;
    for (const path of ['/internal/users/u1', '/internal/research/abc']) {
      const get = await send(path);
      expect(get.status).toBe(404);
      expect(await get.json()).toEqual({ error: MESSAGES.notFoundApi });
      expect((await json(`${path}/paid`, { isPaid: true })).status).toBe(404);
    }
    expect(services.accounts.requests.length + services.research.requests.length).toBe(before);
  });

  it('reports every service and Redis healthy on /healthz', async () => {
    const response = await send('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      services: { research: 'ok', accounts: 'ok', feedback: 'ok', media: 'ok', learning: 'ok' },
      redis: 'ok',
    });
  });
});

describe('gateway with services down', () => {
  const research = new FakeService('research');
  const sick = new FakeService('feedback', false);
  let gw: RunningGateway;

  beforeAll(async () => {
    await Promise.all([research.start(), sick.start()]);
    gw = await startGateway('gateway-down', {
      RESEARCH_URL: research.url,
      ACCOUNTS_URL: await closedPortUrl(),
      FEEDBACK_URL: sick.url,
      MEDIA_URL: await closedPortUrl(),
      LEARNING_URL: await closedPortUrl(),
      REDIS_URL: process.env.REDIS_URL!,
    });
  });
  afterAll(async () => {
    await gw?.stop();
    await Promise.all([research.stop(), sick.stop()]);
  });

  it('answers 503 JSON when the owning service refuses the connection', async () => {
    const response = await fetch(`${gw.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ann@example.com' }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: MESSAGES.serviceUnavailable });
    // A multipart upload to a down service fails the same way.
    const tts = await fetch(`${gw.url}/api/tts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"hi"}' });
    expect(tts.status).toBe(503);
    expect(await tts.json()).toEqual({ error: MESSAGES.serviceUnavailable });
  });

  it('still serves the calls of the services that are up', async () => {
    const response = await fetch(`${gw.url}/api/get-asks`);
    expect(response.status).toBe(200);
    expect((await response.json()).service).toBe('research');
  });

  it('reports degraded health with 503, naming what is down', async () => {
    const response = await fetch(`${gw.url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'degraded',
      services: { research: 'ok', accounts: 'down', feedback: 'down', media: 'down', learning: 'down' },
      redis: 'ok',
    });
  });
});
