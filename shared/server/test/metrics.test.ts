import http from 'node:http';
import express from 'express';
import { MESSAGES } from '@wonderkin/shared';
import {
  adminCredentials, closeServer, createLogger, createServiceApp, finishServiceApp, hasAdminCredentials, listen, loadConfig,
  type Metrics,
} from '../src';
import { parsePrometheus, samplesOf, valueOf } from '../../../tests/support/prometheus';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const request = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } });

describe('operators\' credentials', () => {
  it('are configured by ADMIN_TOKEN, or by ADMIN_USER with ADMIN_PASSWORD', () => {
    expect(adminCredentials({})).toBeNull();
    expect(adminCredentials({ ADMIN_TOKEN: 't' })).toEqual({ token: 't' });
    expect(adminCredentials({ ADMIN_USER: 'u', ADMIN_PASSWORD: 'p' })).toEqual({ token: undefined, user: 'u', password: 'p' });
    expect(() => loadConfig({ ADMIN_USER: 'operator' })).toThrow(/ADMIN_USER and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'secret' })).toThrow(/ADMIN_USER and ADMIN_PASSWORD go together/);
    expect(loadConfig({ ADMIN_USER: 'operator', ADMIN_PASSWORD: 'secret' })).toMatchObject({ ADMIN_USER: 'operator', ADMIN_PASSWORD: 'secret' });
  });

  it('accept the token as a bearer token or as any user\'s basic-auth password', () => {
    const credentials = { token: 'let-me-in' };
    expect(hasAdminCredentials(request('Bearer let-me-in'), credentials)).toBe(true);
    expect(hasAdminCredentials(request('bearer   let-me-in'), credentials)).toBe(true);
    expect(hasAdminCredentials(request(basic('anyone', 'let-me-in')), credentials)).toBe(true);
    expect(hasAdminCredentials(request(basic('', 'let-me-in')), credentials)).toBe(true);
    for (const refused of [undefined, '', 'Bearer', 'Bearer let-me-i', 'Bearer let-me-inn', 'let-me-in', basic('let-me-in', ''), 'Basic bGV0LW1lLWlu', 'Digest let-me-in']) {
      expect({ refused, ok: hasAdminCredentials(request(refused), credentials) }).toEqual({ refused, ok: false });
    }
  });

  it('accept the user and password pair as basic auth, both parts checked', () => {
    const credentials = { user: 'operator', password: 'pa:ss word' };
    expect(hasAdminCredentials(request(basic('operator', 'pa:ss word')), credentials)).toBe(true);
    for (const refused of [basic('operator', 'pa:ss'), basic('Operator', 'pa:ss word'), basic('', ''), 'Bearer pa:ss word']) {
      expect({ refused, ok: hasAdminCredentials(request(refused), credentials) }).toEqual({ refused, ok: false });
    }
    const both = { token: 't0ken', user: 'operator', password: 'secret' };
    expect(hasAdminCredentials(request('Bearer t0ken'), both)).toBe(true);
    expect(hasAdminCredentials(request(basic('operator', 'secret')), both)).toBe(true);
    expect(hasAdminCredentials(request(basic('x', 't0ken')), both)).toBe(true);
    expect(hasAdminCredentials(request('Bearer secret'), both)).toBe(false);
  });
});

describe('a service app\'s /metrics', () => {
  const logger = createLogger('metrics-test', 'silent');
  const servers: http.Server[] = [];

  async function serve(app: express.Express): Promise<string> {
    const server = http.createServer(app);
    servers.push(server);
    return `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  }

  function serviceApp(options: Parameters<typeof createServiceApp>[3] = {}): express.Express {
    const app = createServiceApp('things', logger, async () => ({}), options);
    const router = express.Router();
    router.get('/:id', (req, res) => {
      res.status(req.params.id === 'missing' ? 404 : 200).json({ id: req.params.id });
    });
    app.use('/api/things', router);
    app.post('/api/boom', () => {
      throw new Error('boom');
    });
    finishServiceApp(app, logger);
    return app;
  }

  afterAll(async () => {
    await Promise.all(servers.map((server) => closeServer(server)));
  });

  it('counts requests by matched route pattern (mount path included) and status, never by raw URL', async () => {
    const app = serviceApp();
    const base = await serve(app);
    for (const id of ['a1', 'b2', 'c3', 'missing']) await fetch(`${base}/api/things/${id}?q=${id}`);
    await fetch(`${base}/api/boom`, { method: 'POST' });
    await fetch(`${base}/nothing/here/42`);
    await fetch(`${base}/healthz`);
    await fetch(`${base}/api/things/x`, { method: 'PROPFIND' });

    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const samples = parsePrometheus(text);
    const count = (method: string, route: string, status: string) =>
      valueOf(samples, 'http_request_duration_seconds_count', { service: 'things', method, route, status });
    expect(count('GET', '/api/things/:id', '200')).toBe(3);
    expect(count('GET', '/api/things/:id', '404')).toBe(1);
    expect(count('POST', '/api/boom', '500')).toBe(1);
    expect(count('GET', 'unmatched', '404')).toBe(1);
    expect(count('GET', '/healthz', '200')).toBe(1);
    // Methods outside the usual ones are one label value.
    expect(samplesOf(samples, 'http_request_duration_seconds_count', { method: 'OTHER', route: 'unmatched' })).toHaveLength(1);
    for (const raw of ['a1', 'b2', 'missing', '/nothing/here', 'q=']) expect(text).not.toContain(raw);
    // Default process metrics, labelled with the service.
    expect(valueOf(samples, 'process_resident_memory_bytes', { service: 'things' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds', { service: 'things' })).toBeGreaterThanOrEqual(0);
    // The app's Metrics are there for a service's own metrics.
    expect((app.locals.metrics as Metrics).registry.getSingleMetric('http_request_duration_seconds')).toBeDefined();
  });

  it('needs the operators\' credentials when they are configured (401 asking for basic auth)', async () => {
    const base = await serve(serviceApp({ metricsAccess: { ADMIN_TOKEN: 'let-me-in', INTERNAL_TOKEN: 'internal' } }));
    const refused = await fetch(`${base}/metrics`, { headers: { 'x-internal-token': 'internal' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm="/);
    expect(await refused.json()).toEqual({ error: MESSAGES.unauthorized });
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer let-me-in' } })).status).toBe(200);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: basic('prometheus', 'let-me-in') } })).status).toBe(200);

    const pair = await serve(serviceApp({ metricsAccess: { ADMIN_USER: 'prometheus', ADMIN_PASSWORD: 'scrape' } }));
    expect((await fetch(`${pair}/metrics`)).status).toBe(401);
    expect((await fetch(`${pair}/metrics`, { headers: { authorization: basic('prometheus', 'scrape') } })).status).toBe(200);
  });

  it('without operators\' credentials follows the internal guard: the internal token, else loopback callers', async () => {
    const withToken = await serve(serviceApp({ metricsAccess: { INTERNAL_TOKEN: 'internal' } }));
    const refused = await fetch(`${withToken}/metrics`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: MESSAGES.internalOnly });
    expect((await fetch(`${withToken}/metrics`, { headers: { 'x-internal-token': 'internal' } })).status).toBe(200);
    const loopback = await serve(serviceApp());
    expect((await fetch(`${loopback}/metrics`)).status).toBe(200);
  });
});
