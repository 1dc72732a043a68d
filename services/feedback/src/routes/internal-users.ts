import { Router } from 'express';
import { z } from 'zod';
import { HttpError, internalOnly } from '@wonderkin/server-kit';
import type { FeedbackRepository } from '../store/feedback';
import type { PaperRepository } from '../paper/store';

const ExportRequestSchema = z.object({ ids: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/)).max(100_000) });

/**
 * POST /internal/users/:userId/export { ids }: the feedback on a user's lessons and creations, and their family's photos
 * and voice notes from printed books, for their data export.
 * Feedback is stored per lesson or creation, so the accounts service passes the ids research and media gave it.
 */
export function internalUserRoutes(repository: Pick<FeedbackRepository, 'listFor' | 'listByUser'>, paper: PaperRepository, token: string | undefined): Router {
  const router = Router();
  router.post('/internal/users/:userId/export', internalOnly(token), async (req, res) => {
    const parsed = ExportRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw new HttpError(400, 'Send { ids: [...] }: the ids of the user\'s lessons and creations.');
    const userId = String(req.params.userId);
    const onTheirs = await repository.listFor(parsed.data.ids.map((id) => id.toLowerCase()), userId);
    // …and what they wrote on other people's creations (their own words, so theirs to download).
    const seen = new Set(onTheirs.map((entry) => entry.hashId));
    const elsewhere = (await repository.listByUser(userId)).filter((entry) => !seen.has(entry.hashId));
    // The family's photos and voice notes from printed books (each file is theirs to open at its url while signed in),
    // and their consent with the retention they chose.
    const paperFeedback = (await paper.items.find({ familyUserId: userId }, { sort: { field: 'createdAt', direction: 'asc' } }))
      .map(({ familyUserId: _family, file: _file, ...item }) => ({ ...item, url: `/api/paper-feedback/items/${item.id}/file` }));
    const consent = await paper.consents.get(userId);
    res.json({ feedback: [...onTheirs, ...elsewhere], paperFeedback, paperFeedbackConsent: consent ? { givenAt: consent.givenAt, retentionMonths: consent.retentionMonths } : null });
  });
  return router;
}
