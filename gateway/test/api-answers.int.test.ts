import http from 'node:http';
import net from 'node:net';
import { MESSAGES } from '@wonderkin/shared';
import { closeServer, listen } from '@wonderkin/server-kit';
import { probe, probeRaw, type ProbeAnswer } from '../../tests/support/http-probe';
import { FakeService, startGateway, tempFrontendDist, type RunningGateway } from './helpers';

// Issue 9, item 10: what the gateway answers itself is JSON { error } in the catalogue's words: never the SPA's
// index.html for an API path in the wrong letter case, never Node's empty 431.
describe('gateway answers in words', () => {
  const services = {
    research: new FakeService('research'),
    accounts: new FakeService('accounts'),
    feedback: new FakeService('feedback'),
    media: new FakeService('media'),
  };
  let gw: RunningGateway;

  beforeAll(async () => {
    await Promise.all(Object.values(services).map((service) => service.start()));
    gw = await startGateway('gateway-answers', {
      RESEARCH_URL: services.research.url,
      ACCOUNTS_URL: services.accounts.url,
      FEEDBACK_URL: services.feedback.url,
      MEDIA_URL: services.media.url,
      FRONTEND_DIST: tempFrontendDist(),
    });
  });
  afterAll(async () => {
    await gw?.stop();
    await Promise.all(Object.values(services).map((service) => service.stop()));
  });

  function expectJson(answer: ProbeAnswer, status: number, error: string): void {
    expect({ status: answer.status, json: answer.json }).toEqual({ status, json: { error } });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  }

  it.each([
    ['GET', '/API/REGISTER'],
    ['POST', '/API/REGISTER'],
    ['GET', '/Api/get-asks'],
    ['GET', '//api/register'],
    ['GET', '/MEDIA/creations/0123456789abcdef0123456789abcdef/audiobook.mp3'],
    ['OPTIONS', '/API/REGISTER'],
    ['OPTIONS', '/api/nothing-here'],
    // The gateway does not proxy dot segments; they must not reach the build's folders either (serve-static's redirect).
    ['GET', '/api/creations/%2e%2e%2f%2e%2e%2f'],
    ['GET', '/media/%2e%2e%2f%2e%2e%2f'],
  ])('%s %s (no service owns it) answers 404 JSON, not the SPA', async (method, path) => {
    const answer = await probe(gw.url, { method, path });
    expectJson(answer, 404, MESSAGES.notFoundApi);
    expect(services.accounts.requests.some((request) => request.url.toLowerCase().includes('register'))).toBe(false);
  });

  it('a page path still gets the SPA', async () => {
    const answer = await probe(gw.url, { path: '/ask' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
  });

  it('headers over the limit: 431 with a JSON body, not an empty one', async () => {
    const answer = await probe(gw.url, { path: '/api/get-asks', headers: { cookie: `big=${'x'.repeat(20_000)}` } });
    expectJson(answer, 431, MESSAGES.headersTooLarge);
  });

  it('headers over the limit on HEAD: 431 without a body (a body would corrupt the connection)', async () => {
    const answer = await probe(gw.url, { method: 'HEAD', path: '/api/get-asks', headers: { cookie: `big=${'x'.repeat(20_000)}` } });
    expect(answer.status).toBe(431);
    expect(answer.text).toBe('');
  });

  it('a request that is not HTTP: 400 with a JSON body', async () => {
    expectJson(await probeRaw(gw.url, 'GET /api/get-asks HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'), 400, MESSAGES.badRequest);
  });
});

// Issue 9, found by the fuzz suite: how the gateway frames what it forwards on its pooled connections to the services.
describe('gateway framing towards the services', () => {
  const services = {
    research: new FakeService('research'),
    feedback: new FakeService('feedback'),
    media: new FakeService('media'),
  };
  // Like body-parser refusing a charset: answers as soon as the headers are in, without reading the body.
  const early = http.createServer((_req, res) => {
    res.writeHead(415, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: MESSAGES.charsetUnsupported }));
  });
  let gw: RunningGateway;

  beforeAll(async () => {
    await Promise.all(Object.values(services).map((service) => service.start()));
    const earlyUrl = `http://127.0.0.1:${await listen(early, 0, '127.0.0.1')}`;
    gw = await startGateway('gateway-framing', {
      RESEARCH_URL: services.research.url,
      ACCOUNTS_URL: earlyUrl,
      FEEDBACK_URL: services.feedback.url,
      MEDIA_URL: services.media.url,
      FRONTEND_DIST: tempFrontendDist(),
    });
  });
  afterAll(async () => {
    await gw?.stop();
    await closeServer(early);
    await Promise.all(Object.values(services).map((service) => service.stop()));
  });

  it('a chunked DELETE or OPTIONS body stays a body: it never becomes a second request to the service (smuggling)', async () => {
    const smuggled = 'GET /internal/users/abc HTTP/1.1\r\nHost: svc\r\n\r\n';
    for (const method of ['DELETE', 'OPTIONS']) {
      const before = services.feedback.requests.length;
      await probeRaw(gw.url, `${method} /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n`
        + `${Buffer.byteLength(smuggled).toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`);
      const received = services.feedback.requests.slice(before);
      expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([`${method} /api/feedback`]);
      expect(received[0].body.toString()).toBe(smuggled);
    }
  });

  it('a body the service refused before reading it is still taken from the client: the upload completes, nothing hangs', async () => {
    const url = new URL(gw.url);
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => { text += chunk.toString(); });
      socket.on('close', () => resolve(text));
    });
    socket.on('error', () => undefined);
    const total = 8 * 1024 * 1024;
    socket.write(`POST /api/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 120);
    // With the upload stalled, the socket never drains: the test then fails on its time limit.
    for (let sent = 0; sent < total; sent += chunk.length) {
      if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve));
    }
    socket.end();
    expect(await answer).toContain(JSON.stringify({ error: MESSAGES.charsetUnsupported }));
  });

  it('a client\'s "Connection: close" stays with the client: a body refused early gets the service\'s answer, not 503', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await probe(gw.url, {
        method: 'POST',
        path: '/api/register',
        headers: { 'content-type': 'application/json; charset=latin1', connection: 'close' },
        body: Buffer.alloc(1_100_000, 120),
      });
      expect({ status: answer.status, json: answer.json }).toEqual({ status: 415, json: { error: MESSAGES.charsetUnsupported } });
    }
  });
});
