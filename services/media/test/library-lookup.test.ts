import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER, closeServer } from '@wonderkin/server-kit';
import { createLibraryLookup } from '../src/content/library';
import { SHARKS_6_8 } from './fixtures/library-sharks';

// The media service reads the lesson library over research's internal route (never research's code): a local server
// answers in the route's real shape. A library that fails or answers nonsense is "unreachable", never an error.

describe('the lesson library lookup', () => {
  let server: http.Server;
  let url: string;
  const asked: { path: string; token?: string }[] = [];
  let reply: { status: number; body: string } = { status: 200, body: '{}' };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      asked.push({ path: req.url ?? '', token: req.headers[INTERNAL_TOKEN_HEADER] as string | undefined });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => closeServer(server));

  it('asks for the topic and band with the internal token, and returns the entry (or null for none)', async () => {
    const lookup = createLibraryLookup({ url, token: 'the-shared-secret' });
    reply = { status: 200, body: JSON.stringify({ entry: SHARKS_6_8 }) };
    expect(await lookup('Sharks & rays', '6-8')).toEqual(SHARKS_6_8);
    expect(asked.at(-1)).toEqual({ path: '/internal/library/topic?topic=Sharks+%26+rays&ageBand=6-8', token: 'the-shared-secret' });
    reply = { status: 200, body: JSON.stringify({ entry: null }) };
    expect(await lookup('football', '9-10')).toBeNull();
  });

  it('is "unreachable" when the library fails, answers another shape, or is not there', async () => {
    const lookup = createLibraryLookup({ url, token: undefined });
    reply = { status: 503, body: JSON.stringify({ error: 'down' }) };
    expect(await lookup('sharks', '6-8')).toBe('unreachable');
    reply = { status: 200, body: JSON.stringify({ entry: { id: 'half an entry' } }) };
    expect(await lookup('sharks', '6-8')).toBe('unreachable');
    expect(await createLibraryLookup({ url: 'http://127.0.0.1:1', token: undefined })('sharks', '6-8')).toBe('unreachable');
  });
});
