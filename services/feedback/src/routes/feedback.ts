import { Router } from 'express';
import { FeedbackQuerySchema, FeedbackRequestSchema, MESSAGES, type FeedbackStatus } from '@wonderkin/shared';
import { HttpError, parseOr400 } from '@wonderkin/server-kit';
import { normalizeHashId } from '../domain/hash-id';
import type { VerifyTarget } from '../domain/verify-target';
import type { FeedbackRepository } from '../store/feedback';

const NO_FEEDBACK: FeedbackStatus = { hasFeedback: false, rating: null, feedback: '' };

/** GET/POST /api/feedback (spec §7): a rating 1-5 and optional text per research or creation. */
export function feedbackRoutes(repository: FeedbackRepository, verifyTarget: VerifyTarget): Router {
  const router = Router();

  router.get('/api/feedback', async (req, res) => {
    if (Array.isArray(req.query.hashId)) throw new HttpError(400, MESSAGES.fieldRepeated);
    const { hashId } = parseOr400(FeedbackQuerySchema, { hashId: typeof req.query.hashId === 'string' ? req.query.hashId : '' });
    const id = normalizeHashId(hashId);
    const stored = id ? await repository.get(id) : null;
    res.json(stored ? { hasFeedback: true, rating: stored.rating, feedback: stored.feedback } : NO_FEEDBACK);
  });

  // The widget sends the rating alone first, then rating + text: an omitted text keeps what was written before.
  router.post('/api/feedback', async (req, res) => {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const request = parseOr400(FeedbackRequestSchema, body);
    const id = normalizeHashId(request.hashId);
    if (!id) throw new HttpError(404, MESSAGES.researchNotFound);

    const existing = await repository.get(id);
    if (!existing) {
      const check = await verifyTarget(id, res.locals.requestId);
      if (check === 'missing') throw new HttpError(404, MESSAGES.researchNotFound);
      if (check === 'unavailable') throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    const text = body.feedback === undefined || body.feedback === null ? existing?.feedback ?? '' : request.feedback;
    const saved = await repository.save({ hashId: id, rating: request.rating, feedback: text, updatedAt: new Date().toISOString() });
    res.json({ ok: true, hasFeedback: true, rating: saved.rating, feedback: saved.feedback });
  });
  return router;
}
