import { Router } from 'express';
import { EXAMPLE_ASKS, MESSAGES, UpdateAskUserRequestSchema, type GetAsksAnswer } from '@wonderkin/shared';
import { HttpError, readCookie, readUserId } from '@wonderkin/server-kit';
import { anonymousIdCookieName } from '@wonderkin/shared';
import type { AppDeps } from '../deps';
import { researchIdFrom } from '../domain/ids';

const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function askRoutes(deps: AppDeps): Router {
  const { repos, config } = deps;
  const router = Router();

  // Previous asks of a signed-in user (completed, newest first), else the example questions.
  router.get('/api/get-asks', async (req, res) => {
    const userId = readUserId(req, req.query.userId, config.PRODUCT_NAME);
    const asks = userId ? await repos.asks.listCompleted(userId) : [];
    const answer: GetAsksAnswer = asks.length
      ? { type: 'previous', data: asks.map((ask) => ({ slug: ask.slug, question: ask.question })) }
      : { type: 'examples', data: { kids: [...EXAMPLE_ASKS.kids], parents: [...EXAMPLE_ASKS.parents] } };
    res.json(answer);
  });

  // Moves an anonymous ask to a user who just signed up. Only the browser that asked it (same anonymous-id cookie)
  // may claim it: the lesson id is in every share link, so knowing it must not be enough.
  router.post('/api/update-ask-user', async (req, res) => {
    const parsed = UpdateAskUserRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success || !USER_ID.test(parsed.data.userId.trim())) throw new HttpError(400, MESSAGES.askUpdateFields);
    const userId = parsed.data.userId.trim();
    const id = researchIdFrom(parsed.data.hashId);
    const ask = id ? await repos.asks.get(id) : null;
    if (!ask) throw new HttpError(404, MESSAGES.askNotFound);
    if (ask.userId === userId) {
      res.json({ ok: true });
      return;
    }
    const anonId = readCookie(req, anonymousIdCookieName(config.PRODUCT_NAME));
    if (ask.userId !== null || (ask.anonId !== null && ask.anonId !== anonId)) throw new HttpError(403, MESSAGES.askOwnedByOther);
    await repos.asks.assignUser(ask.id, userId);
    res.json({ ok: true });
  });

  return router;
}
