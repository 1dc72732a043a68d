import { Router } from 'express';
import type { Redis } from 'ioredis';
import {
  anonymousIdCookieName, EVENTS, LoginVerifyRequestSchema, MESSAGES, sessionCookieName, type LoginLinkAnswer, type LoginVerifyAnswer,
  type MeAnswer,
} from '@wonderkin/shared';
import {
  HttpError, parseOr400, readCookie, sessionUserId, signInSession, signOutSession, type EventPublisher, type Logger,
} from '@wonderkin/server-kit';
import { proveEmail } from '../domain/prove-email';
import { clearSignInSpacing } from '../domain/sign-in';
import type { SignInTokenRepository } from '../store/sign-in-tokens';
import type { UserRepository } from '../store/users';

export interface SessionRoutesDeps {
  users: UserRepository;
  tokens: SignInTokenRepository;
  productName: string;
  /** Sessions live here: the first proof of an address ends the account's other sessions. */
  redis: Pick<Redis, 'scan' | 'mget' | 'del'>;
  queuePrefix: string;
  logger: Logger;
  /** Where visitor.signed-in goes (lessons and creations asked anonymously in this browser join the account). */
  events?: Pick<EventPublisher, 'publish'>;
}

const ANONYMOUS_ID = /^[a-f0-9]{32}$/;

/**
 * The server session of a browser:
 * - POST /api/login/link { token } → { email, hasAccount }: whose link it is, without spending it. The page shows it
 *   and signs in only on the user's click, so opening somebody else's link never switches a browser's account.
 * - POST /api/login/verify { token } spends an emailed sign-in link and signs this browser in → { userId, created,
 *   endedSessions }. The link proves the address: the account is made now if it is new, and the first proof of an
 *   address ends every other session of the account (made before sign-in needed a link: nobody keeps a session for an
 *   address they never proved). An unknown, expired or spent token → 400, and nothing changes;
 * - POST /api/logout ends the session → { ok: true };
 * - GET /api/me → { signedIn, userId?, email?, isPaid? }, from the session only.
 */
/**
 * The link is used in a browser that may have asked lessons or made creations before signing in (its anonymous
 * cookie): research and media move them to the account. The sign-in stands even if the event cannot be published (the
 * lesson page's own update-ask-user still moves the lesson it shows); the failure is logged.
 */
async function joinAnonymousWork(deps: SessionRoutesDeps, anonId: string | undefined, userId: string): Promise<void> {
  if (!deps.events || !anonId || !ANONYMOUS_ID.test(anonId)) return;
  try {
    await deps.events.publish(EVENTS.visitorSignedIn, { userId, anonId }, { id: `signed-in-${anonId}-${userId}`, to: ['research', 'media'] });
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'could not publish visitor.signed-in');
  }
}

export function sessionRoutes(deps: SessionRoutesDeps): Router {
  const { users, tokens, productName } = deps;
  const router = Router();
  const tokenOf = (body: unknown) => parseOr400(LoginVerifyRequestSchema, body && typeof body === 'object' ? body : {}).token;

  router.post('/api/login/link', async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const email = await tokens.peek(tokenOf(req.body), new Date());
    if (!email) throw new HttpError(400, MESSAGES.signInLinkInvalid);
    res.json({ email, hasAccount: Boolean(await users.findByEmail(email)) } satisfies LoginLinkAnswer);
  });

  router.post('/api/login/verify', async (req, res) => {
    const token = tokenOf(req.body);
    const now = new Date();
    const email = await tokens.spend(token, now);
    if (!email) throw new HttpError(400, MESSAGES.signInLinkInvalid);
    const { user, created, endedSessions } = await proveEmail(deps, req, email, now);
    await signInSession(req, user.userId);
    await clearSignInSpacing(deps.redis, deps.queuePrefix, email).catch(() => undefined);
    await joinAnonymousWork(deps, readCookie(req, anonymousIdCookieName(productName)), user.userId);
    res.json({ userId: user.userId, created, endedSessions } satisfies LoginVerifyAnswer);
  });

  router.post('/api/logout', async (req, res) => {
    await signOutSession(req);
    res.clearCookie(sessionCookieName(productName), { path: '/', httpOnly: true, sameSite: 'lax' });
    res.json({ ok: true });
  });

  router.get('/api/me', async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const userId = sessionUserId(req);
    const user = userId ? await users.findById(userId) : null;
    const answer: MeAnswer = user ? { signedIn: true, userId: user.userId, email: user.email, isPaid: user.isPaid, ...(user.educatorSince ? { educator: true } : {}) } : { signedIn: false };
    res.json(answer);
  });

  return router;
}
