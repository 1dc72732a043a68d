import { FakeService, startGateway, tempFrontendDist, type RunningGateway } from './helpers';

// The weekly lesson calls reach the accounts service; the development mailbox (/dev/) does only outside production.

describe('gateway: weekly lessons, subscription and the development mailbox', () => {
  const accounts = new FakeService('accounts');
  const gateways: Record<string, RunningGateway> = {};

  beforeAll(async () => {
    await accounts.start();
    for (const nodeEnv of ['development', 'production']) {
      gateways[nodeEnv] = await startGateway(`gateway-dev-${nodeEnv}`, { NODE_ENV: nodeEnv, PUBLIC_URL: 'https://wonderkin.example.org', SESSION_SECRET: 'a-production-session-secret-of-32-chars', TOKEN_SECRET: 'a-production-token-secret-of-32-chars--', ACCOUNTS_URL: accounts.url, FRONTEND_DIST: tempFrontendDist() });
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(gateways).map((gateway) => gateway.stop()));
    await accounts.stop();
  });

  it.each([
    ['POST', '/api/subscribe'],
    ['GET', '/api/unsubscribe?token=abc'],
    ['POST', '/api/unsubscribe?token=abc'],
    ['GET', '/api/weekly-lessons'],
    ['GET', '/api/weekly-lessons/emotional-intelligence/pdf'],
  ])('%s %s goes to the accounts service, in production too', async (method, path) => {
    for (const gateway of Object.values(gateways)) {
      const response = await fetch(`${gateway.url}${path}`, { method });
      expect(await response.json()).toMatchObject({ service: 'accounts', method, url: path });
    }
  });

  it('proxies /dev/mailbox to accounts in development, never in production', async () => {
    const dev = await fetch(`${gateways.development.url}/dev/mailbox?format=json`);
    expect(await dev.json()).toMatchObject({ service: 'accounts', url: '/dev/mailbox?format=json' });
    const before = accounts.requests.length;
    const production = await fetch(`${gateways.production.url}/dev/mailbox?format=json`);
    // The SPA's page (its own 404 screen), never the mailbox.
    expect(production.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await production.text()).toContain('<div id="root">');
    expect(accounts.requests.length).toBe(before);
  });
});
