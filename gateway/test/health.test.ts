import http from 'node:http';
import express from 'express';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { healthRoute } from '../src/health';

let serviceHits = 0;

function okService(): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((_req, res) => {
    serviceHits += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` });
  }));
}

describe('gateway /healthz', () => {
  let service: { url: string; server: http.Server };
  beforeAll(async () => {
    service = await okService();
  });
  afterAll(async () => {
    await new Promise((resolve) => service.server.close(resolve));
  });

  const appWith = (redis: () => Promise<Redis>, cacheMs = 0) => {
    const app = express();
    const urls = { research: service.url, accounts: service.url, feedback: service.url, media: service.url, learning: service.url };
    app.get('/healthz', healthRoute(urls, redis, cacheMs));
    return app;
  };

  it('is degraded (503) when Redis does not answer, even with every service up', async () => {
    const res = await request(appWith(async () => ({ ping: async () => { throw new Error('Connection is closed.'); } }) as unknown as Redis)).get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'degraded', services: { research: 'ok', accounts: 'ok', feedback: 'ok', media: 'ok', learning: 'ok' }, redis: 'down' });
  });

  it('is ok (200) when Redis answers PONG and every service is up', async () => {
    const res = await request(appWith(async () => ({ ping: async () => 'PONG' }) as unknown as Redis)).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('answers fifty callers from one check: the services and Redis are asked once, not fifty times', async () => {
    let pings = 0;
    const app = appWith(async () => ({ ping: async () => { pings += 1; return 'PONG'; } }) as unknown as Redis, 60_000);
    const before = serviceHits;
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(app).get('/healthz')));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(serviceHits - before).toBe(5); // one per service
    expect(pings).toBe(1);
  });
});
