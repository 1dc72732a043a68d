import { loadConfig } from '../src/config';

// Issue 18: with PORT changed and PUBLIC_URL unset, every emailed link still said http://localhost:3000 (dead). Unset,
// PUBLIC_URL is the gateway on this machine at its own port; set, it is used as given.
describe('PUBLIC_URL when unset', () => {
  it('follows the gateway\'s PORT', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3300' }).PUBLIC_URL).toBe('http://localhost:3300');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '8080', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('is used as given when set, whatever the port', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3300', PUBLIC_URL: 'http://127.0.0.1:9000' }).PUBLIC_URL).toBe('http://127.0.0.1:9000');
  });

  it('still refuses the local fallback in production', () => {
    const secrets = { SESSION_SECRET: 's'.repeat(40), TOKEN_SECRET: 't'.repeat(40) };
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: '3300', ...secrets })).toThrow(/PUBLIC_URL must be the public address .*got http:\/\/localhost:3300/);
  });
});
