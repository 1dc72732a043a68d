import { Router } from 'express';
import { z } from 'zod';
import { HttpError, internalOnly } from '@wonderkin/server-kit';
import type { FeedbackRepository } from '../store/feedback';

const ExportRequestSchema = z.object({ ids: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/)).max(100_000) });

/**
 * POST /internal/users/:userId/export { ids }: the feedback on a user's lessons and creations, for their data export.
 * Feedback is stored per lesson or creation, so the accounts service passes the ids research and media gave it.
 */
export function internalUserRoutes(repository: Pick<FeedbackRepository, 'listFor' | 'listByUser'>, token: string | undefined): Router {
  const router = Router();
  router.post('/internal/users/:userId/export', internalOnly(token), async (req, res) => {
    const parsed = ExportRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw new HttpError(400, 'Send { ids: [...] }: the ids of the user\'s lessons and creations.');
    const userId = String(req.params.userId);
    const onTheirs = await repository.listFor(parsed.data.ids.map((id) => id.toLowerCase()), userId);
    // …and what they wrote on other people's creations (their own words, so theirs to download).
    const seen = new Set(onTheirs.map((entry) => entry.hashId));
    const elsewhere = (await repository.listByUser(userId)).filter((entry) => !seen.has(entry.hashId));
    res.json({ feedback: [...onTheirs, ...elsewhere] });
  });
  return router;
}
