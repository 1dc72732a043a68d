import { Router, type Request, type Response } from 'express';
import { anonymousIdCookieName, FeedbackQuerySchema, FeedbackRequestSchema, MESSAGES, type FeedbackStatus, type FeedbackSummary } from '@wonderkin/shared';
import { ensureAnonymousId, HttpError, parseOr400, readCookie, sessionUserId } from '@wonderkin/server-kit';
import { normalizeHashId } from '../domain/hash-id';
import type { FeedbackTarget, FindTarget } from '../domain/verify-target';
import type { FeedbackRepository } from '../store/feedback';

const NO_FEEDBACK: FeedbackStatus = { hasFeedback: false, rating: null, feedback: '' };
const ANON_ID = /^[a-f0-9]{32}$/;

/** Where a request's feedback lives: a lesson's one document, or this author's document on a creation. */
type Slot = { author?: string };

/**
 * Who may touch the feedback of a target, and which document is theirs:
 * - a lesson: only its owner (the signed-in account that asked it, else the browser whose anonymous cookie asked it);
 *   anyone else gets the same 404 as for a lesson that does not exist, so a link reveals nothing;
 * - a creation (the QR code of a printed book leads here): anyone holding the paper may leave feedback, each author
 *   (account, else browser) has their own document, and nobody reads or changes anybody else's.
 */
function slotFor(target: FeedbackTarget, req: Request, res: Response, productName: string, writing: boolean): Slot | null {
  const userId = sessionUserId(req);
  const cookie = readCookie(req, anonymousIdCookieName(productName));
  const anonId = cookie && ANON_ID.test(cookie) ? cookie : undefined;
  if (target.kind === 'lesson') {
    const { owner } = target;
    const owns = owner.userId ? owner.userId === userId : Boolean(owner.anonId) && owner.anonId === anonId;
    return owns ? {} : null;
  }
  if (userId) return { author: `u-${userId}` };
  if (anonId) return { author: `a-${anonId}` };
  // A first-time reader of a printed book's QR code: a browser id to keep their feedback apart (set when they write).
  return writing ? { author: `a-${ensureAnonymousId(req, res, productName)}` } : { author: undefined };
}

async function resolve(findTarget: FindTarget, id: string | null, requestId: string | undefined): Promise<FeedbackTarget> {
  if (!id) return { kind: 'missing' };
  const target = await findTarget(id, requestId);
  if (target.kind === 'unavailable') throw new HttpError(503, MESSAGES.serviceUnavailable);
  if (target.kind === 'missing') throw new HttpError(404, MESSAGES.researchNotFound);
  return target;
}

/** GET/POST /api/feedback (spec §7): a rating 1-5 and optional text per lesson (its owner's) or creation (per author). */
export function feedbackRoutes(repository: FeedbackRepository, findTarget: FindTarget, productName: string): Router {
  const router = Router();

  // Every rating counted, nothing else: no text, no lesson, no author. Cached a few minutes by browsers and proxies.
  router.get('/api/feedback/summary', async (_req, res) => {
    const counts = await repository.ratingCounts();
    const ratings = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const total = Object.entries(counts).reduce((sum, [rating, n]) => sum + Number(rating) * n, 0);
    const summary: FeedbackSummary = { ratings, average: ratings ? Math.round((total / ratings) * 10) / 10 : null };
    res.setHeader('cache-control', 'public, max-age=300');
    res.json(summary);
  });

  router.get('/api/feedback', async (req, res) => {
    if (Array.isArray(req.query.hashId)) throw new HttpError(400, MESSAGES.fieldRepeated);
    const { hashId } = parseOr400(FeedbackQuerySchema, { hashId: typeof req.query.hashId === 'string' ? req.query.hashId : '' });
    const id = normalizeHashId(hashId);
    if (!id) throw new HttpError(404, MESSAGES.researchNotFound);
    const target = await resolve(findTarget, id, res.locals.requestId);
    const slot = slotFor(target, req, res, productName, false);
    if (!slot) throw new HttpError(404, MESSAGES.researchNotFound);
    res.setHeader('cache-control', 'private, no-store');
    // A creation's reader without any id yet has written nothing.
    const stored = target.kind === 'creation' && !slot.author ? null : await repository.get(id, slot.author);
    res.json(stored ? { hasFeedback: true, rating: stored.rating, feedback: stored.feedback } : NO_FEEDBACK);
  });

  // The widget sends the rating alone first, then rating + text: an omitted text keeps what was written before.
  router.post('/api/feedback', async (req, res) => {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const request = parseOr400(FeedbackRequestSchema, body);
    const id = normalizeHashId(request.hashId);
    const target = await resolve(findTarget, id, res.locals.requestId);
    const slot = slotFor(target, req, res, productName, true);
    if (!slot || !id) throw new HttpError(404, MESSAGES.researchNotFound);
    const existing = await repository.get(id, slot.author);
    const text = body.feedback === undefined || body.feedback === null ? existing?.feedback ?? '' : request.feedback;
    const saved = await repository.save({ hashId: id, rating: request.rating, feedback: text, updatedAt: new Date().toISOString() }, slot.author);
    res.json({ ok: true, hasFeedback: true, rating: saved.rating, feedback: saved.feedback });
  });
  return router;
}
