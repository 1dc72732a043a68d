import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import request from 'supertest';
import { MESSAGES, sessionCookieName } from '@wonderkin/shared';
import { createLogger, loadConfig, openStore, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';

// Review F15: while Redis is down, a signed-in browser's GET /api/me answered 500 "Something went wrong"; the session
// store is what fails, so it is a 503 in the spec's words (the service is away, the request is fine).

describe('accounts while Redis is down', () => {
  const env = isolatedTestEnv('redis-down');
  let store: Store;
  afterAll(async () => {
    await store?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it('GET /api/me with a session cookie answers 503 serviceUnavailable', async () => {
    const config = loadConfig({ ...process.env, ...env });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    const app = createApp({ config, logger: createLogger('redis-down', 'silent'), store, redis: offlineRedis() });
    const signature = createHmac('sha256', config.SESSION_SECRET!).update('a-session').digest('base64').replace(/=+$/, '');
    const res = await request(app).get('/api/me').set('cookie', `${sessionCookieName(config.PRODUCT_NAME)}=${encodeURIComponent(`s:a-session.${signature}`)}`);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: MESSAGES.serviceUnavailable });
  });
});
