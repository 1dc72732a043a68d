import { Router } from 'express';
import { RegisterRequestSchema } from '@wonderkin/shared';
import { parseOr400 } from '@wonderkin/server-kit';
import { registerEmail } from '../domain/accounts';
import type { UserRepository } from '../store/users';

/** POST /api/register { email } → { userId }: login and registration in one (spec §7). */
export function registerRoutes(users: UserRepository): Router {
  const router = Router();
  router.post('/api/register', async (req, res) => {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const { email } = parseOr400(RegisterRequestSchema, body);
    const user = await registerEmail(users, email);
    res.json({ userId: user.userId });
  });
  return router;
}
