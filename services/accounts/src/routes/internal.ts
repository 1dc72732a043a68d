import { Router } from 'express';
import { z } from 'zod';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, parseOr400 } from '@wonderkin/shared/server';
import type { UserRepository } from '../store/users';
import { internalOnly } from './internal-guard';

const PaidRequestSchema = z.object({ isPaid: z.boolean({ error: 'isPaid must be true or false.' }) });

/**
 * Internal, service-to-service: research asks whether a user is paid; the checkout webhook or an operator
 * sets the flag. Answers never carry the email.
 */
export function internalRoutes(users: UserRepository, internalToken: string | undefined): Router {
  const router = Router();
  router.use('/internal', internalOnly(internalToken));

  router.get('/internal/users/:userId', async (req, res) => {
    const user = await users.findById(req.params.userId);
    if (!user) throw new HttpError(404, MESSAGES.userNotFound);
    res.json({ userId: user.userId, isPaid: user.isPaid });
  });

  router.post('/internal/users/:userId/paid', async (req, res) => {
    const { isPaid } = parseOr400(PaidRequestSchema, req.body ?? {});
    const user = await users.setPaid(req.params.userId, isPaid);
    if (!user) throw new HttpError(404, MESSAGES.userNotFound);
    res.json({ userId: user.userId, isPaid: user.isPaid });
  });
  return router;
}
