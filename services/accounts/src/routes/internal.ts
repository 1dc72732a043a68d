import { Router } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, internalOnly } from '@wonderkin/server-kit';
import type { UserRepository } from '../store/users';

/**
 * Internal, service-to-service: research asks whether a user is paid. Answers never carry the email.
 * No route here marks a user paid: only a verified Stripe event (POST /api/payments/webhook) or an operator on the
 * command line (`npm run accounts:set-paid`) does, so nobody who can reach this port can make themselves paid.
 */
export function internalRoutes(users: UserRepository, internalToken: string | undefined): Router {
  const router = Router();
  router.use('/internal', internalOnly(internalToken));

  router.get('/internal/users/:userId', async (req, res) => {
    const user = await users.findById(req.params.userId);
    if (!user) throw new HttpError(404, MESSAGES.userNotFound);
    res.json({ userId: user.userId, isPaid: user.isPaid });
  });

  return router;
}
