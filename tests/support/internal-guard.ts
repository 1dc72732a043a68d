import fs from 'node:fs';
import { MESSAGES } from '@wonderkin/shared';
import { INTERNAL_TOKEN_HEADER, loadConfig, openStore, type Config, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from './env';
import { injectRequest } from './inject';

type Handler = Parameters<typeof injectRequest>[0];

/** A caller on another host (TEST-NET-3: never a real machine). */
const REMOTE = '203.0.113.9';

/**
 * The one rule of every service's internal routes, asserted on one route: without INTERNAL_TOKEN only callers on this
 * machine get in; with it, only callers that send it (wherever they are). Refusals are 403 with the one message.
 * `appWith(token)` builds the service's app with that INTERNAL_TOKEN (undefined: none configured).
 */
export async function expectInternalGuard(
  appWith: (token: string | undefined) => Handler | Promise<Handler>,
  call: { method?: 'GET' | 'POST'; url: string; body?: unknown },
): Promise<void> {
  const send = async (app: Handler, remoteAddress: string, token?: string) => {
    const headers: Record<string, string> = call.body === undefined ? {} : { 'content-type': 'application/json' };
    if (token !== undefined) headers[INTERNAL_TOKEN_HEADER] = token;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const answer = await injectRequest(app, { method: call.method ?? 'GET', url: call.url, headers, remoteAddress, body });
    return { status: answer.status, body: answer.body ? answer.json() : undefined };
  };
  const refused = { status: 403, body: { error: MESSAGES.internalOnly } };

  const open = await appWith(undefined);
  expect(await send(open, REMOTE)).toEqual(refused);
  expect(await send(open, '::ffff:10.0.0.7')).toEqual(refused);
  expect((await send(open, '127.0.0.1')).status).not.toBe(403);

  const secured = await appWith('the-shared-secret');
  expect(await send(secured, REMOTE)).toEqual(refused);
  expect(await send(secured, REMOTE, 'the-wrong-secret')).toEqual(refused);
  // With a token, being on this machine is not enough.
  expect(await send(secured, '127.0.0.1')).toEqual(refused);
  expect((await send(secured, REMOTE, 'the-shared-secret')).status).not.toBe(403);
}

/**
 * One service's guard suite (issue 7 §1): `appWith` builds the service's app from a config with that INTERNAL_TOKEN
 * and the suite's own store (a fresh data dir); `call` is one of its internal routes.
 */
export function describeInternalGuard(
  service: string,
  call: Parameters<typeof expectInternalGuard>[1],
  appWith: (parts: { config: Config; store: Store }) => Handler,
): void {
  describe(`${service} internal routes`, () => {
    const env = isolatedTestEnv(`${service}-guard`);
    let store: Store;
    beforeAll(async () => {
      store = await openStore({ service, dataDir: env.DATA_DIR });
    });
    afterAll(async () => {
      await store.close();
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    });

    it('let in callers on this machine, or with the token when one is set; refuse everyone else', async () => {
      await expectInternalGuard((token) => appWith({ config: loadConfig({ ...process.env, ...env, INTERNAL_TOKEN: token ?? '' }), store }), call);
    });
  });
}
