import { isPublicUrl, loadConfig } from '@wonderkin/server-kit';

// Printed QR codes and e-mail links must reach families: in production PUBLIC_URL has to be a public address.
describe('PUBLIC_URL in production', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://192.168.1.20', 'http://wonderkin.local', 'http://gateway:3000'])(
    'refuses %s', (url) => {
      expect(isPublicUrl(url)).toBe(false);
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: url })).toThrow(/PUBLIC_URL must be the public address/);
    },
  );

  it('starts with a public address, and outside production with the local default', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://wonderkin.example.org', SESSION_SECRET: 'a-production-session-secret-of-32-chars', TOKEN_SECRET: 'a-production-token-secret-of-32-chars--' }).PUBLIC_URL).toBe('https://wonderkin.example.org');
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBe('http://localhost:3000');
  });
});
