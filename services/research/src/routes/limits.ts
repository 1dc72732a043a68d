import { Router } from 'express';
import { CheckLimitsQuerySchema, MESSAGES } from '@wonderkin/shared';
import { HttpError } from '@wonderkin/server-kit';
import type { AppDeps } from '../deps';
import { checkLimits } from '../domain/limit-check';
import { addressAllowanceOf, visitorOf } from './visitor';

export function limitRoutes(deps: AppDeps): Router {
  const router = Router();
  const allowance = addressAllowanceOf(deps);
  // GET /api/check-limits?userId=&anonymousQuestionCount=&skip → { questionCount, limit, hasReachedLimit, isPaid }.
  // skip is accepted (the page passes it on) but does not change the answer: the limit is the server's to keep.
  router.get('/api/check-limits', async (req, res) => {
    const { skip: _skip, ...query } = req.query; // ?skip (even ?skip&skip) changes nothing, so it cannot be wrong
    if (Array.isArray(query.userId) || Array.isArray(query.anonymousQuestionCount)) throw new HttpError(400, MESSAGES.fieldRepeated);
    const parsed = CheckLimitsQuerySchema.safeParse(query);
    if (!parsed.success) {
      throw new HttpError(400, parsed.error.issues.some((issue) => issue.path[0] === 'userId') ? MESSAGES.invalidUserId : MESSAGES.invalidQuestionCount);
    }
    // A userId in the query (spec §7) is ignored: the limits are those of the session's user, else of this browser.
    const visitor = visitorOf(req, res, deps.config.PRODUCT_NAME);
    const limits = await checkLimits(visitor, { asks: deps.repos.asks, accounts: deps.accountsClient, allowance, logger: deps.logger }, {
      clientCount: parsed.data.anonymousQuestionCount,
      requestId: res.locals.requestId,
    });
    res.json(limits);
  });
  return router;
}
