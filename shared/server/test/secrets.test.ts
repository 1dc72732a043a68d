import { createHmac } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { MESSAGES, sessionCookieName } from '@wonderkin/shared';
import { createSessionMiddleware, finishServiceApp, loadConfig, sessionSecret, tokenSecret } from '../src';
import { createLogger } from '../src/logger';
import { offlineRedis } from '../../../tests/support/sessions';

// Issue 18 (review F8, F9, F15): no secret is built in (a constant in the source signed every development install's
// sessions and report links); production needs both set; a session store that does not answer is a 503.

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://wonderkin.example.org' };
const LONG = 'x'.repeat(32);

describe('secrets', () => {
  it('are never made up: a process without them stops with a clear message', () => {
    expect(() => sessionSecret({ SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET is not set: npm start generates it/);
    expect(() => tokenSecret({ TOKEN_SECRET: undefined })).toThrow(/TOKEN_SECRET is not set/);
    expect(loadConfig({}).SESSION_SECRET).toBeUndefined();
    expect(sessionSecret(loadConfig({ SESSION_SECRET: 'given' }))).toBe('given');
  });

  it('production requires SESSION_SECRET and TOKEN_SECRET, each at least 32 characters', () => {
    expect(() => loadConfig({ ...PRODUCTION, SESSION_SECRET: LONG })).toThrow(/TOKEN_SECRET \(at least 32 characters\) is required in production/);
    expect(() => loadConfig({ ...PRODUCTION, TOKEN_SECRET: LONG })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, SESSION_SECRET: LONG, TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
    expect(loadConfig({ ...PRODUCTION, SESSION_SECRET: LONG, TOKEN_SECRET: LONG }).TOKEN_SECRET).toBe(LONG);
  });
});

describe('the session middleware when Redis does not answer', () => {
  it('answers 503 in the spec\'s words (not a 500) to a request that carries a session cookie', async () => {
    const config = { ...loadConfig({ SESSION_SECRET: 'test-secret' }), LOG_LEVEL: 'silent' as const };
    const app = express();
    app.use(createSessionMiddleware({ config, redis: offlineRedis() }));
    app.get('/api/me', (_req, res) => { res.json({ ok: true }); });
    finishServiceApp(app, createLogger('secrets-test', 'silent'));
    // A correctly signed cookie (as express-session signs it), so the middleware does ask the store.
    const signature = createHmac('sha256', 'test-secret').update('some-session').digest('base64').replace(/=+$/, '');
    const cookie = `${sessionCookieName(config.PRODUCT_NAME)}=${encodeURIComponent(`s:some-session.${signature}`)}`;
    const res = await request(app).get('/api/me').set('cookie', cookie);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: MESSAGES.serviceUnavailable });
    // No cookie, no session to read: nothing to fail.
    expect((await request(app).get('/api/me')).status).toBe(200);
  });
});
