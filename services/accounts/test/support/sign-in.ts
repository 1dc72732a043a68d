import type http from 'node:http';
import request from 'supertest';
import type { Store } from '@wonderkin/server-kit';
import { createSignInTokenRepository } from '../../src/store/sign-in-tokens';

/**
 * Signs a new browser in as `email` the way a person does, minus reading the inbox: a link is issued for the address
 * (as POST /api/register would email it) and used through POST /api/login/verify, which makes the account.
 * sign-in.int.test.ts covers the email itself over real SMTP.
 */
export async function signInByLink(server: http.Server, store: Store, email: string) {
  const browser = request.agent(server);
  const token = await createSignInTokenRepository(store).issue(email, new Date(), 15 * 60 * 1000);
  const res = await browser.post('/api/login/verify').send({ token });
  if (res.status !== 200) throw new Error(`sign-in by link failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { browser, userId: res.body.userId as string };
}
