import http from 'node:http';
import { MESSAGES } from '@wonderkin/shared';
import { closeServer, createLogger, listen } from '@wonderkin/server-kit';
import { probe } from '../../tests/support/http-probe';
import { proxyTo } from '../src/proxy/service-proxy';

// The proxy to one service (proxy/service-proxy.ts) on its own, in front of a service that cannot be reached in time.

describe('proxy to a service that never gets connected', () => {
  const logger = createLogger('gateway-proxy-test', 'silent');
  let server: http.Server;
  let url = '';

  beforeAll(async () => {
    // A host name whose lookup never answers: the connection stays "connecting", like one to a black-holed address.
    const forward = proxyTo('research', 'http://research.invalid:4001', logger, { connectTimeoutMs: 50, lookup: () => undefined });
    server = http.createServer((req, res) => forward(req, res, ['X-Request-Id', 'x-request-id', 'abc']));
    url = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });
  afterAll(async () => {
    await closeServer(server);
  });

  it('answers 503 JSON in our words once the connect time is up, with the gateway\'s headers', async () => {
    const answer = await probe(url, { path: '/api/check-limits' });
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json).toEqual({ error: MESSAGES.serviceUnavailable });
    expect(answer.headers['x-request-id']).toBe('abc');
  });

  it('takes the whole body of an upload it could not deliver, so the client gets the answer', async () => {
    const answer = await probe(url, { method: 'POST', path: '/api/research', headers: { 'content-type': 'application/json' }, body: Buffer.alloc(2_000_000, 120) });
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({ error: MESSAGES.serviceUnavailable });
  });
});
