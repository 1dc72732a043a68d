import { Router } from 'express';
import { MESSAGES, RegisterRequestSchema, type RegisterAnswer } from '@wonderkin/shared';
import { parseOr400, sessionUserId, signInSession } from '@wonderkin/server-kit';
import { registerEmail } from '../domain/accounts';
import { sendSignInLink, type SignInLinkDeps } from '../domain/sign-in';
import type { UserRepository } from '../store/users';

/**
 * POST /api/register { email } (spec §7, login and registration in one):
 * - a new email registers, signs this browser in (server session) and answers { userId } as the spec says;
 * - an email that already has an account answers { status: 'check-email' } and emails its owner a one-time sign-in
 *   link: knowing someone's email is not being them, so no user id is given out and nobody is signed in.
 * A browser already signed in as that account simply gets its own id back.
 */
export function registerRoutes(users: UserRepository, signIn: SignInLinkDeps): Router {
  const router = Router();
  router.post('/api/register', async (req, res) => {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const { email } = parseOr400(RegisterRequestSchema, body);
    const { user, created } = await registerEmail(users, email);
    if (created) {
      await signInSession(req, user.userId);
      res.json({ userId: user.userId } satisfies RegisterAnswer);
      return;
    }
    if (sessionUserId(req) === user.userId) {
      res.json({ userId: user.userId } satisfies RegisterAnswer);
      return;
    }
    await sendSignInLink(signIn, user);
    // The same answer whether an email went out now or one did less than a minute ago.
    res.json({ status: 'check-email', message: MESSAGES.signInLinkSent } satisfies RegisterAnswer);
  });
  return router;
}
