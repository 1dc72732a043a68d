import { MESSAGES, QUEUES } from '@wonderkin/shared';
import { createQueue, MAIL_JOBS, mailKey, queueSettingsOf } from '@wonderkin/server-kit';
import { parsePrometheus, samplesOf, valueOf } from '../../tests/support/prometheus';
import { startGateway, type RunningGateway } from './helpers';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('gateway queue dashboard (Bull Board) at /admin/queues', () => {
  let withToken: RunningGateway;
  let withUser: RunningGateway;
  let withoutCredentials: RunningGateway;
  beforeAll(async () => {
    withToken = await startGateway('gateway-admin', { ADMIN_TOKEN: 'let-me-in' });
    withUser = await startGateway('gateway-admin-user', { ADMIN_USER: 'operator', ADMIN_PASSWORD: 'open sesame' });
    withoutCredentials = await startGateway('gateway-noadmin', { ADMIN_TOKEN: '', ADMIN_USER: '', ADMIN_PASSWORD: '' });
  });
  afterAll(async () => {
    // Three gateways close their sockets, queue listeners and Redis connections, side by side: one after the other, on a
    // loaded CI machine, that outlasted jest's 5 s once and 30 s once (2026-11-29; locally the whole file takes 1 s).
    await Promise.all([withToken?.stop(), withUser?.stop(), withoutCredentials?.stop()]);
  }, 90_000);

  it('refuses without credentials and asks for them (pages, assets and the dashboard API alike)', async () => {
    for (const path of ['/admin/queues', '/admin/queues/', '/admin/queues/queue/research', '/admin/queues/api/queues', '/admin/queues/static/js/nothing.js']) {
      const response = await fetch(`${withToken.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]*"/);
      expect(await response.json()).toEqual({ error: MESSAGES.unauthorized });
    }
    for (const authorization of ['Bearer nope', 'Bearer ', basic('operator', 'nope'), 'Basic !!!', 'let-me-in', 'Token let-me-in']) {
      const wrong = await fetch(`${withToken.url}/admin/queues`, { headers: { authorization } });
      expect({ authorization, status: wrong.status }).toEqual({ authorization, status: 401 });
    }
  });

  it('serves Bull Board with the token as a bearer token or as the basic-auth password', async () => {
    const bearer = await fetch(`${withToken.url}/admin/queues`, { headers: { authorization: 'Bearer let-me-in' } });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.get('content-type')).toMatch(/text\/html/);
    expect(bearer.headers.get('cache-control')).toBe('no-store');
    expect(bearer.headers.get('x-powered-by')).toBeNull();
    const html = await bearer.text();
    expect(html).toContain('<base href="/admin/queues/"');
    expect(html).toContain('Wonderkin queues');
    // Its scripts come from the gateway itself (the CSP's script-src 'self'), and they are served behind the same guard.
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).toMatch(/^static\//);
      const asset = await fetch(`${withToken.url}/admin/queues/${src}`, { headers: { authorization: 'Bearer let-me-in' } });
      expect({ src, status: asset.status }).toEqual({ src, status: 200 });
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
    }
    // No inline script needs running: the one inline <script> is JSON data.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[1]);
    for (const attributes of inline) expect(attributes).toContain('type="application/json"');
    expect(bearer.headers.get('content-security-policy')).toContain("script-src 'self'");

    const byPassword = await fetch(`${withToken.url}/admin/queues/queue/research`, { headers: { authorization: basic('anyone', 'let-me-in') } });
    expect(byPassword.status).toBe(200);
    expect(await byPassword.text()).toContain('<div id="root">');
  });

  it('lists every queue in the dashboard API, the mail, report and paper-feedback queues too, with their jobs', async () => {
    // An email waiting for a mail worker (none runs here): operators see it on the board.
    const mail = createQueue(QUEUES.mail, queueSettingsOf(withToken.config));
    await mail.add(MAIL_JOBS.notice, { kind: 'notice' }, { jobId: mailKey('test', 'dashboard', 'email') });
    await mail.close();
    const response = await fetch(`${withToken.url}/admin/queues/api/queues`, { headers: { authorization: 'Bearer let-me-in' } });
    expect(response.status).toBe(200);
    const body = await response.json() as { queues: { name: string; counts: Record<string, number> }[] };
    expect(body.queues.map((queue) => queue.name).sort()).toEqual([QUEUES.creation, QUEUES.mail, QUEUES.paperFeedback, QUEUES.reports, QUEUES.research]);
    const counts = Object.fromEntries(body.queues.map((queue) => [queue.name, queue.counts]));
    expect(counts[QUEUES.research]).toEqual(expect.objectContaining({ waiting: 0, active: 0, completed: 0, failed: 0 }));
    expect(counts[QUEUES.mail]).toEqual(expect.objectContaining({ waiting: 1, active: 0, completed: 0, failed: 0 }));
  });

  it('opens with ADMIN_USER and ADMIN_PASSWORD as basic auth', async () => {
    const ok = await fetch(`${withUser.url}/admin/queues`, { headers: { authorization: basic('operator', 'open sesame') } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('<div id="root">');
    for (const authorization of [basic('operator', 'open'), basic('someone', 'open sesame'), 'Bearer open sesame', basic('', '')]) {
      const refused = await fetch(`${withUser.url}/admin/queues`, { headers: { authorization } });
      expect({ authorization, status: refused.status }).toEqual({ authorization, status: 401 });
      expect(refused.headers.get('www-authenticate')).toMatch(/^Basic/);
    }
  });

  it('does not exist without credentials configured: a JSON 404, never the dashboard', async () => {
    for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
      const response = await fetch(`${withoutCredentials.url}${path}`, { headers: { authorization: 'Bearer let-me-in' } });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.json()).toEqual({ error: MESSAGES.notFoundApi });
    }
  });
});

describe('gateway /metrics', () => {
  let withToken: RunningGateway;
  let internalOnly: RunningGateway;
  let loopbackOnly: RunningGateway;
  beforeAll(async () => {
    withToken = await startGateway('gateway-metrics', { ADMIN_TOKEN: 'let-me-in', INTERNAL_TOKEN: 'service-secret' });
    internalOnly = await startGateway('gateway-metrics-internal', { ADMIN_TOKEN: '', INTERNAL_TOKEN: 'service-secret' });
    loopbackOnly = await startGateway('gateway-metrics-loopback', { ADMIN_TOKEN: '', INTERNAL_TOKEN: '' });
  });
  afterAll(async () => {
    await withToken?.stop();
    await internalOnly?.stop();
    await loopbackOnly?.stop();
  });

  it('needs the operators\' credentials when they are set (the internal token is not enough)', async () => {
    const refused = await fetch(`${withToken.url}/metrics`, { headers: { 'x-internal-token': 'service-secret' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic/);
    const ok = await fetch(`${withToken.url}/metrics`, { headers: { authorization: 'Bearer let-me-in' } });
    expect(ok.status).toBe(200);
  });

  it('without operators\' credentials, follows the internal guard', async () => {
    expect((await fetch(`${internalOnly.url}/metrics`)).status).toBe(403);
    expect((await fetch(`${internalOnly.url}/metrics`, { headers: { 'x-internal-token': 'service-secret' } })).status).toBe(200);
    // No internal token either: callers on this machine only (these tests call from 127.0.0.1).
    expect((await fetch(`${loopbackOnly.url}/metrics`)).status).toBe(200);
  });

  it('answers Prometheus text: request durations by route pattern and status, queue depth, process metrics', async () => {
    const auth = { authorization: 'Bearer let-me-in' };
    await fetch(`${withToken.url}/admin/queues/api/queues`, { headers: auth });
    await fetch(`${withToken.url}/admin/queues`);
    await fetch(`${withToken.url}/api/no-such-call/123`);
    await fetch(`${withToken.url}/healthz`);
    const response = await fetch(`${withToken.url}/metrics`, { headers: auth });
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const samples = parsePrometheus(text);
    const requests = (route: string, status: string) =>
      valueOf(samples, 'http_request_duration_seconds_count', { service: 'gateway', method: 'GET', route, status });
    expect(requests('/admin/queues/api/queues', '200')).toBe(1);
    expect(requests('/admin/queues/*', '401')).toBe(1);
    expect(requests('unmatched', '404')).toBe(1);
    expect(samplesOf(samples, 'http_request_duration_seconds_count', { route: '/healthz' })).toHaveLength(1);
    expect(text).not.toContain('no-such-call');
    for (const queue of [QUEUES.research, QUEUES.creation, QUEUES.mail]) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect({ queue, state, jobs: valueOf(samples, 'wonderkin_queue_jobs', { service: 'gateway', queue, state }) }).toEqual({ queue, state, jobs: 0 });
      }
    }
    expect(text).toContain('# TYPE wonderkin_job_duration_seconds histogram');
    expect(valueOf(samples, 'process_cpu_user_seconds_total', { service: 'gateway' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes', { service: 'gateway' })).toBeGreaterThan(0);
  });
});
