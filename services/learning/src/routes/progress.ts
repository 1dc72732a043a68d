import { Router, type Request } from 'express';
import { DateTime } from 'luxon';
import {
  IsoWeekSchema, LevelOverrideRequestSchema, MESSAGES, ProgressAnswerRequestSchema, ReviewGradeRequestSchema, type ChildProfile,
} from '@wonderkin/shared';
import { HttpError, parseOr400, sessionUserId, type Logger } from '@wonderkin/server-kit';
import type { ServiceDirectory } from '../clients/services';
import { childLevels, childWeeklyReport, setLevelOverride } from '../domain/child-progress';
import { isoWeekOf, isoWeekRange } from '../domain/iso-week';
import { AnswerNotFound, recordAnswer } from '../domain/record-answer';
import { dueCards, gradeCard, toReviewCard } from '../domain/review-deck';
import type { LearningRecords } from '../store/records';

export interface ProgressRouteDeps {
  records: LearningRecords;
  directory: ServiceDirectory;
  logger: Logger;
  now: () => Date;
}

const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});

/** A valid IANA time zone from ?tz=, else UTC (the report's week and streak days are counted in it). */
function timeZoneOf(req: Request): string {
  const tz = typeof req.query.tz === 'string' ? req.query.tz : 'UTC';
  return DateTime.local().setZone(tz).isValid ? tz : 'UTC';
}

/**
 * The learning loop's API (issue 11). Every call names a child of the signed-in family (the session's user, never an
 * id from the request); another family's child is 404 as if it did not exist. Answers are judged here from the
 * stored lesson, not trusted from the page.
 */
export function progressRoutes(deps: ProgressRouteDeps): Router {
  const router = Router();

  /** The signed-in family's child, or 401 / 404. Another service that does not answer is a 503. */
  async function familyChild(req: Request, childId: string): Promise<{ userId: string; child: ChildProfile }> {
    const userId = sessionUserId(req);
    if (!userId) throw new HttpError(401, MESSAGES.signInRequired);
    let child: ChildProfile | null;
    try {
      child = /^child_[a-f0-9]{32}$/.test(childId) ? await deps.directory.ownedChild(userId, childId) : null;
    } catch (error) {
      deps.logger.warn({ err: (error as Error).message }, 'accounts did not answer about a child');
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    if (!child) throw new HttpError(404, MESSAGES.childNotFound);
    return { userId, child };
  }

  router.post('/api/progress/answers', async (req, res) => {
    const input = parseOr400(ProgressAnswerRequestSchema, bodyOf(req));
    const { userId } = await familyChild(req, input.childId);
    const lesson = await deps.directory.lesson(input.hashId).catch((error: Error) => {
      deps.logger.warn({ err: error.message }, 'research did not answer about a lesson');
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    });
    if (!lesson) throw new HttpError(404, MESSAGES.lessonNotFoundForAnswer);
    try {
      res.json(await recordAnswer(deps.records, { ...input, userId }, lesson, deps.now()));
    } catch (error) {
      if (error instanceof AnswerNotFound) throw new HttpError(404, MESSAGES.lessonNotFoundForAnswer);
      throw error;
    }
  });

  router.get('/api/progress/:childId/review', async (req, res) => {
    const { child } = await familyChild(req, req.params.childId);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await dueCards(deps.records, child.childId, deps.now()));
  });

  router.post('/api/progress/:childId/review/:cardId', async (req, res) => {
    const { grade } = parseOr400(ReviewGradeRequestSchema, bodyOf(req));
    const { child } = await familyChild(req, req.params.childId);
    const card = await gradeCard(deps.records, child.childId, req.params.cardId, grade, deps.now());
    if (!card) throw new HttpError(404, MESSAGES.reviewCardNotFound);
    const view = toReviewCard(card);
    res.json({ cardId: view.cardId, due: view.due, state: view.state });
  });

  router.get('/api/progress/:childId/levels', async (req, res) => {
    const { child } = await familyChild(req, req.params.childId);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ levels: await childLevels(deps.records, child.childId) });
  });

  router.put('/api/progress/:childId/levels', async (req, res) => {
    const { module, level } = parseOr400(LevelOverrideRequestSchema, bodyOf(req));
    const { userId, child } = await familyChild(req, req.params.childId);
    await setLevelOverride(deps.records, { userId, childId: child.childId }, module, level, deps.now());
    res.json({ levels: await childLevels(deps.records, child.childId) });
  });

  router.get('/api/progress/:childId/report', async (req, res) => {
    const timeZone = timeZoneOf(req);
    const week = req.query.week === undefined ? isoWeekOf(deps.now(), timeZone) : parseOr400(IsoWeekSchema, req.query.week);
    if (!isoWeekRange(week, timeZone)) throw new HttpError(400, MESSAGES.reportWeekInvalid);
    const { child } = await familyChild(req, req.params.childId);
    const suggestions = await deps.directory.suggestions(child.interests, child.ageRange, 3).catch(() => []);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await childWeeklyReport(deps.records, child.childId, week, timeZone, suggestions));
  });

  return router;
}
