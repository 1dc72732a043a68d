import fs from 'node:fs';
import request from 'supertest';
import { MESSAGES } from '@wonderkin/shared';
import { createLogger, loadConfig, openStore, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';
import { reportEmailToken } from '../src/children/report-emails';

// Review F8: report-email unsubscribe links were forgeable with the development secret written in the source. There is
// no built-in secret any more (an app without one does not start), and the links are signed with TOKEN_SECRET alone.

const OLD_DEVELOPMENT_SECRET = 'wonderkin-development-session-secret-not-for-production';
const childId = `child_${'a'.repeat(32)}`;
const logger = createLogger('report-token-test', 'silent');

describe('report-email unsubscribe links', () => {
  const env = isolatedTestEnv('report-token');
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ service: 'accounts', dataDir: env.DATA_DIR });
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it('an accounts service without secrets does not start (no built-in value to fall back on)', () => {
    const config = loadConfig({ ...env });
    expect(() => createApp({ config, logger, store, redis: offlineRedis() })).toThrow(/SESSION_SECRET is not set/);
    expect(() => createApp({ config: { ...config, SESSION_SECRET: 's'.repeat(32) }, logger, store, redis: offlineRedis() })).toThrow(/TOKEN_SECRET is not set/);
  });

  it('verify with TOKEN_SECRET only: the old development secret and the session secret forge nothing', async () => {
    const config = loadConfig({ ...env, SESSION_SECRET: 'session-secret-of-this-test-0123456789', TOKEN_SECRET: 'token-secret-of-this-test-0123456789' });
    const app = createApp({ config, logger, store, redis: offlineRedis() });
    const unsubscribe = (secret: string) => request(app).post(`/api/report-emails/unsubscribe?token=${reportEmailToken(secret, childId)}`);
    for (const forged of [OLD_DEVELOPMENT_SECRET, config.SESSION_SECRET!]) {
      const res = await unsubscribe(forged);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.reportEmailLinkInvalid });
    }
    expect((await unsubscribe(config.TOKEN_SECRET!)).body).toEqual({ unsubscribed: true, message: MESSAGES.reportEmailStopped });
  });
});
