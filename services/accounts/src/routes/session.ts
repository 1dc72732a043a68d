import { Router } from 'express';
import { LoginVerifyRequestSchema, MESSAGES, sessionCookieName, type MeAnswer } from '@wonderkin/shared';
import { HttpError, parseOr400, sessionUserId, signInSession, signOutSession } from '@wonderkin/server-kit';
import type { SignInTokenRepository } from '../store/sign-in-tokens';
import type { UserRepository } from '../store/users';

/**
 * The server session of a browser:
 * - POST /api/login/verify { token } spends an emailed sign-in link and signs this browser in → { userId };
 *   an unknown, expired or spent token → 400, and nothing changes;
 * - POST /api/logout ends the session → { ok: true };
 * - GET /api/me → { signedIn, userId?, email?, isPaid? }, from the session only.
 */
export function sessionRoutes(deps: { users: UserRepository; tokens: SignInTokenRepository; productName: string }): Router {
  const { users, tokens, productName } = deps;
  const router = Router();

  router.post('/api/login/verify', async (req, res) => {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const { token } = parseOr400(LoginVerifyRequestSchema, body);
    const userId = await tokens.spend(token, new Date());
    const user = userId ? await users.findById(userId) : null;
    if (!user) throw new HttpError(400, MESSAGES.signInLinkInvalid);
    await signInSession(req, user.userId);
    res.json({ userId: user.userId });
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
    const answer: MeAnswer = user ? { signedIn: true, userId: user.userId, email: user.email, isPaid: user.isPaid } : { signedIn: false };
    res.json(answer);
  });

  return router;
}
