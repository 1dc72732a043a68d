import { Router } from 'express';
import { MESSAGES, RegisterRequestSchema, type RegisterAnswer } from '@wonderkin/shared';
import { HttpError, parseOr400, sessionUserId } from '@wonderkin/server-kit';
import { EMAIL_MAX_LENGTH } from '../domain/accounts';
import { sendSignInLink, type SignInLinkDeps } from '../domain/sign-in';
import type { UserRepository } from '../store/users';

/** Where the development mailbox is served (routes/dev-mailbox.ts), when it is. */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * POST /api/register { email } (spec §7, login and registration in one): one emailed-link flow for every address.
 * Typing an address signs nobody in and creates nothing: a one-time link goes to the address, and the account is made
 * (or signed into) only when that link is used (routes/session.ts). The answer is the same whether the address has an
 * account or not, and whether an email went out now or less than a minute ago, so nobody can learn who has an account.
 * A browser already signed in as that account gets its own id back: it proves nothing new.
 * `devMailbox`: outside production, with mail going to the outbox, the answer names the development mailbox.
 */
export function registerRoutes(users: UserRepository, signIn: SignInLinkDeps, options: { devMailbox: boolean }): Router {
  const router = Router();
  router.post('/api/register', async (req, res) => {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const { email } = parseOr400(RegisterRequestSchema, body);
    if (email.length > EMAIL_MAX_LENGTH) throw new HttpError(400, MESSAGES.invalidEmail);
    const account = await users.findByEmail(email);
    if (account && sessionUserId(req) === account.userId) {
      res.json({ userId: account.userId } satisfies RegisterAnswer);
      return;
    }
    await sendSignInLink(signIn, { email, hasAccount: Boolean(account) });
    res.json({
      status: 'check-email', message: MESSAGES.signInLinkSent, ...(options.devMailbox ? { mailbox: DEV_MAILBOX_PATH } : {}),
    } satisfies RegisterAnswer);
  });
  return router;
}
