import { MESSAGES } from '@wonderkin/shared';
import { injectRequest } from '../../tests/support/inject';
import { FakeService, startGateway, tempFrontendDist, type RunningGateway } from './helpers';

// Issue 18: a page on another origin (another port of the same site, another site) must not change anything with the
// family's cookie (the review added a question to a signed-in history and signed a browser out from :8099), and the
// development mailbox (every sign-in link) is read only from this computer.

describe('gateway: only our own pages change things; the mailbox is for this computer only', () => {
  const accounts = new FakeService('accounts');
  const research = new FakeService('research');
  let gateway: RunningGateway;
  let host: string;

  beforeAll(async () => {
    await accounts.start();
    await research.start();
    gateway = await startGateway('same-origin', {
      NODE_ENV: 'development', PUBLIC_URL: 'https://wonderkin.example.org', ACCOUNTS_URL: accounts.url, RESEARCH_URL: research.url, FRONTEND_DIST: tempFrontendDist(),
    });
    host = new URL(gateway.url).host;
  });
  afterAll(async () => {
    await gateway.stop();
    await accounts.stop();
    await research.stop();
  });

  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

  it.each([
    ['another port of the same site (Origin)', { origin: 'http://127.0.0.1:8099' }],
    ['another site (Origin)', { origin: 'http://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['another port of the same site (Sec-Fetch-Site)', { 'sec-fetch-site': 'same-site' }],
    ['another site (Sec-Fetch-Site), even with our Origin', { 'sec-fetch-site': 'cross-site', origin: 'http://HOST' }],
  ])('refuses a write from %s with 403 in words, and the service never sees it', async (_label, headers) => {
    const sent = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, value.replace('HOST', host)]));
    for (const path of ['/api/research', '/api/logout', '/api/login/verify', '/api/children']) {
      const before = accounts.requests.length + research.requests.length;
      const response = await post(path, sent);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: MESSAGES.crossSiteRefused });
      expect(accounts.requests.length + research.requests.length).toBe(before);
    }
    const remove = await fetch(`${gateway.url}/api/account`, { method: 'DELETE', headers: sent });
    expect(remove.status).toBe(403);
  });

  it('lets our own pages, PUBLIC_URL, plain clients and reads through', async () => {
    for (const headers of [
      { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      { origin: 'https://wonderkin.example.org' },
      { 'sec-fetch-site': 'none' },
      {},
    ] as Record<string, string>[]) {
      const response = await post('/api/logout', headers);
      expect(await response.json()).toMatchObject({ service: 'accounts', url: '/api/logout' });
    }
    // A read from anywhere changes nothing and passes (the services decide what it may see).
    const read = await fetch(`${gateway.url}/api/me`, { headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(await read.json()).toMatchObject({ service: 'accounts', url: '/api/me' });
  });

  it('serves the development mailbox to this computer only', async () => {
    const local = await fetch(`${gateway.url}/dev/mailbox?format=json`);
    expect(await local.json()).toMatchObject({ service: 'accounts', url: '/dev/mailbox?format=json' });
    const before = accounts.requests.length;
    for (const remoteAddress of ['192.168.1.20', '203.0.113.9', '::ffff:10.0.0.2', 'fe80::1']) {
      for (const url of ['/dev/mailbox?format=json', '/dev/mailbox/some-id']) {
        const far = await injectRequest(gateway.gateway.app, { url, remoteAddress, headers: { host, 'x-forwarded-for': '127.0.0.1' } });
        expect(far.status).toBe(404);
        expect(far.json()).toEqual({ error: MESSAGES.notFoundApi });
      }
    }
    expect(accounts.requests.length).toBe(before);
  });
});
