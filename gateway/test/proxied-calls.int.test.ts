import http from 'node:http';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { INTERNAL_TOKEN_HEADER, closeServer, listen, loadConfig } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../tests/support/env';
import { probe, type ProbeAnswer } from '../../tests/support/http-probe';
import { parsePrometheus, valueOf } from '../../tests/support/prometheus';
import { createGateway, type Gateway } from '../src/app';
import { FakeService } from './helpers';

// The calls a service owns are handled before Express (proxied-calls.ts) with what the Express chain did to them:
// request id, log line, metrics, security headers, cross-site refusal, rate limits, the proxy. These tests hold the two
// paths to the same answers; an unusual request target (a fragment) still goes through Express.

describe('proxied calls: the same treatment as through Express', () => {
  const research = new FakeService('research');
  // A service that sets some of the headers the gateway sets too, and hop-by-hop headers of its own connection.
  const opinionated = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-frame-options': 'SAMEORIGIN',
        'keep-alive': 'timeout=1, max=2',
        'x-service-note': 'kept',
      });
      res.end(JSON.stringify({ service: 'media', headers: req.headers }));
    });
  });
  const lines: Record<string, unknown>[] = [];
  let gateway: Gateway;
  let server: http.Server;
  let url = '';

  beforeAll(async () => {
    await research.start();
    const mediaUrl = `http://127.0.0.1:${await listen(opinionated, 0, '127.0.0.1')}`;
    const config = loadConfig({
      ...process.env, ...isolatedTestEnv('gateway-proxied-calls'),
      RESEARCH_URL: research.url, MEDIA_URL: mediaUrl, ADMIN_TOKEN: 'let-me-in', INTERNAL_TOKEN: 'service-secret',
      RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_JOBS_PER_MINUTE: '1000',
    });
    // The request log lines, as the gateway writes them at LOG_LEVEL=info.
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    gateway = createGateway({ config, logger: pino({ level: 'info' }, stream) });
    server = http.createServer(gateway.app);
    gateway.attach(server);
    url = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
    await gateway.ready();
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([research.stop(), closeServer(opinionated)]);
  });

  /** The headers of an answer that do not change from one request to the next. */
  const stableHeaders = (answer: ProbeAnswer) => Object.keys(answer.headers).filter((name) => !['date', 'content-length', 'etag'].includes(name)).sort();

  it('answers a call with the same headers as the same call through Express', async () => {
    const direct = await probe(url, { path: '/api/get-asks?userId=u1' });
    // A fragment in the request target makes the gateway leave the request to Express (which parses the whole URL).
    const throughExpress = await probe(url, { path: '/api/get-asks?userId=u1#here' });
    expect(direct.status).toBe(200);
    expect(throughExpress.status).toBe(200);
    expect(direct.json).toMatchObject({ service: 'research', url: '/api/get-asks?userId=u1' });
    expect(throughExpress.json).toMatchObject({ service: 'research', url: '/api/get-asks?userId=u1' });
    expect(stableHeaders(direct)).toEqual(stableHeaders(throughExpress));
    for (const answer of [direct, throughExpress]) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.ratelimit).toMatch(/^limit=1000, remaining=\d+, reset=\d+$/);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('lets a header the service sets win over the gateway\'s, once, and keeps its hop-by-hop headers to itself', async () => {
    const answer = await probe(url, { path: '/media/creations/c1/book.pdf' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['x-service-note']).toBe('kept');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // The keep-alive terms are the gateway's own with this client, not the service's with the gateway.
    expect(answer.headers['keep-alive']).not.toBe('timeout=1, max=2');
  });

  it('tells the service who the client is and never passes on an internal token, also when the client expects 100-continue', async () => {
    const body = JSON.stringify({ text: 'hello' });
    const sent = await new Promise<{ headers: Record<string, string> }>((resolve, reject) => {
      const req = http.request(`${url}/api/tts`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), expect: '100-continue',
          [INTERNAL_TOKEN_HEADER]: 'forged', 'x-forwarded-for': '203.0.113.50',
        },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as { headers: Record<string, string> }));
      });
      req.on('continue', () => req.end(body));
      req.on('error', reject);
    });
    expect(sent.headers[INTERNAL_TOKEN_HEADER]).toBeUndefined();
    expect(sent.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(sent.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one line and records one duration per call, by route pattern and status', async () => {
    const answer = await probe(url, { path: '/api/creations/c42' });
    expect(answer.status).toBe(200);
    const id = answer.headers['x-request-id'];
    expect(lines.filter((line) => line.msg === 'request' && line.requestId === id)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/creations/c42', status: 200 }),
    ]);
    const metrics = await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer let-me-in' } });
    const samples = parsePrometheus(await metrics.text());
    expect(valueOf(samples, 'http_request_duration_seconds_count', { service: 'gateway', method: 'GET', route: '/api/creations/*', status: '200' })).toBe(1);
  });

  it('refuses a write from another site\'s page with 403 JSON and the usual headers, before it reaches the service', async () => {
    const before = research.requests.length;
    const answer = await probe(url, {
      method: 'POST', path: '/api/update-ask-user', headers: { 'content-type': 'application/json', origin: 'http://evil.example' }, body: '{}',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(research.requests.length).toBe(before);
  });
});
