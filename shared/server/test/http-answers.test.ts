import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { MESSAGES } from '@wonderkin/shared';
import { closeServer, createLogger, createServiceApp, finishServiceApp, HttpError, listen, parseOr400 } from '../src';
import { probe, probeRaw } from '../../../tests/support/http-probe';

// Issue 9, item 10: every answer of a service is JSON { error } in the product's words, whatever library refused the
// request (body-parser, zlib, zod, Express's router, Node's HTTP parser).
const CATALOGUE: ReadonlySet<string> = new Set(Object.values(MESSAGES));

describe('a service app answers every refusal in the catalogue’s words', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const logger = createLogger('http-answers-test', 'silent');
    const app = createServiceApp('answers-test', logger);
    app.post('/things', (req, res) => {
      // A schema without messages of its own: zod's "Invalid input: expected string, received number".
      const body = parseOr400(z.object({ name: z.string() }), req.body ?? {});
      res.json({ ok: true, name: body.name });
    });
    app.get('/things/:id', (req, res) => {
      res.json({ id: req.params.id });
    });
    app.get('/teapot', () => {
      throw new HttpError(418, 'short and stout');
    });
    finishServiceApp(app, logger);
    server = http.createServer(app);
    base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });
  afterAll(() => closeServer(server));

  const postJson = (body: string | Buffer, headers: Record<string, string> = {}) =>
    probe(base, { method: 'POST', path: '/things', headers: { 'content-type': 'application/json', ...headers }, body });

  function expectAnswer(answer: { status: number; headers: http.IncomingHttpHeaders; json: unknown }, status: number, error: string): void {
    expect({ status: answer.status, json: answer.json }).toEqual({ status, json: { error } });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(CATALOGUE.has(error)).toBe(true);
  }

  it('takes a well-formed request (the control case)', async () => {
    const answer = await postJson(JSON.stringify({ name: 'Ada' }));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true, name: 'Ada' });
  });

  it('a body over the limit: 413 "too large" in words, not "request entity too large"', async () => {
    const answer = await postJson(JSON.stringify({ name: 'a'.repeat(1_100_000) }));
    expectAnswer(answer, 413, MESSAGES.requestTooLarge);
  });

  it('a body that claims gzip but is not: 400 in words, not zlib\'s "incorrect header check"', async () => {
    expectAnswer(await postJson('{"name":"Ada"}', { 'content-encoding': 'gzip' }), 400, MESSAGES.encodingInvalid);
    expectAnswer(await postJson('{"name":"Ada"}', { 'content-encoding': 'deflate' }), 400, MESSAGES.encodingInvalid);
    // A body that really is gzip is read.
    const gzipped = await postJson(gzipSync(JSON.stringify({ name: 'Ada' })), { 'content-encoding': 'gzip' });
    expect(gzipped.json).toEqual({ ok: true, name: 'Ada' });
  });

  it('an unknown content encoding or charset: 415 in words', async () => {
    expectAnswer(await postJson('{"name":"Ada"}', { 'content-encoding': 'zip-zap' }), 415, MESSAGES.encodingUnsupported);
    expectAnswer(await postJson('{"name":"Ada"}', { 'content-type': 'application/json; charset=klingon' }), 415, MESSAGES.charsetUnsupported);
  });

  it('a zod message of its own ("Invalid input: expected string, received number") never reaches the client', async () => {
    expectAnswer(await postJson(JSON.stringify({ name: 5 })), 400, MESSAGES.invalidRequest);
  });

  it('a JSON array or a body that is no JSON: 400 in words', async () => {
    expectAnswer(await postJson('[{"name":"Ada"}]'), 400, MESSAGES.jsonObjectRequired);
    expectAnswer(await postJson('{"name":'), 400, MESSAGES.invalidJson);
  });

  it('broken percent-encoding in a path parameter: 400 in words, not "Failed to decode param"', async () => {
    expectAnswer(await probe(base, { path: '/things/%E0%A4%A' }), 400, MESSAGES.invalidPathEncoding);
    expectAnswer(await probe(base, { path: '/things/%' }), 400, MESSAGES.invalidPathEncoding);
  });

  it('OPTIONS and a wrong method: 405 JSON with an Allow header, not Express\'s plain-text "POST"', async () => {
    const options = await probe(base, { method: 'OPTIONS', path: '/things' });
    expectAnswer(options, 405, MESSAGES.methodNotAllowed);
    expect(options.headers.allow).toBe('POST');
    const wrong = await probe(base, { method: 'DELETE', path: '/things' });
    expectAnswer(wrong, 405, MESSAGES.methodNotAllowed);
    expect(wrong.headers.allow).toBe('POST');
    const get = await probe(base, { method: 'PUT', path: '/things/abc' });
    expectAnswer(get, 405, MESSAGES.methodNotAllowed);
    expect(get.headers.allow).toBe('GET, HEAD');
    expectAnswer(await probe(base, { method: 'OPTIONS', path: '/nowhere' }), 404, MESSAGES.notFoundApi);
  });

  it('a status and message of a library or a handler that are not ours: the catalogue\'s words for that status', async () => {
    expectAnswer(await probe(base, { path: '/teapot' }), 418, MESSAGES.invalidRequest);
  });

  it('headers over the limit: 431 with a JSON body (Node answers an empty one)', async () => {
    const answer = await probe(base, { path: '/things/abc', headers: { cookie: `big=${'x'.repeat(20_000)}` } });
    expectAnswer(answer, 431, MESSAGES.headersTooLarge);
  });

  it('a request that is not HTTP: 400 with a JSON body', async () => {
    const answer = await probeRaw(base, 'GET /things/abc HTTP/1.1\r\nHost: x\r\nBad Header Name: 1\r\n\r\n');
    expectAnswer(answer, 400, MESSAGES.badRequest);
  });
});
