import { Router, type Request } from 'express';
import { DateTime } from 'luxon';
import {
  IsoWeekSchema, LevelOverrideRequestSchema, MESSAGES, ProgressAnswerRequestSchema, ReviewGradeRequestSchema, type CareAction, type ChildNeed,
  type ChildProfile,
} from '@wonderkin/shared';
import { HttpError, parseOr400, type Logger } from '@wonderkin/server-kit';
import { childOfRequest } from './child-of-request';
import { completeAssignmentsBy } from '../domain/assignment-progress';
import type { ServiceDirectory } from '../clients/services';
import { childClassWork } from '../domain/child-class-work';
import { childLevels, childNextQuestions, childWeekHistory, childWeeklyReport, setLevelOverride } from '../domain/child-progress';
import { isoWeekOf, isoWeekRange } from '../domain/iso-week';
import { AnswerNotFound, recordAnswer } from '../domain/record-answer';
import { cardsDueBy, dueCards, gradeCard, toReviewCard } from '../domain/review-deck';
import { paperOf, sendPdf } from './pdf-response';
import { renderReportPdf } from '../pdf/report-pdf';
import { renderReviewSheetPdf } from '../pdf/review-sheet-pdf';
import { weekLabel } from '../pdf/week-label';
import type { LearningRecords } from '../store/records';

export interface ProgressRouteDeps {
  records: LearningRecords;
  directory: ServiceDirectory;
  logger: Logger;
  now: () => Date;
  /** Printed at the top of the PDFs. */
  productName: string;
}

const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});

/** A valid IANA time zone from ?tz=, else UTC (the report's week and streak days are counted in it). */
function timeZoneOf(req: Request): string {
  const tz = typeof req.query.tz === 'string' ? req.query.tz : 'UTC';
  return DateTime.local().setZone(tz).isValid ? tz : 'UTC';
}

/** A file name part from a child's first name ("Zoë Ann" → "zoe-ann"), or "child". */
const nameSlug = (child: ChildProfile) =>
  (child.firstName ?? '').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'child';

/**
 * The learning loop's API (issue 11). Every call names a child of the signed-in family (the session's user, never an
 * id from the request); another family's child is 404 as if it did not exist. Answers are judged here from the
 * stored lesson, not trusted from the page.
 */
export function progressRoutes(deps: ProgressRouteDeps): Router {
  const router = Router();

  /** The child if the session's user may do `need` with it (routes/child-of-request.ts). */
  const childFor = (req: Request, childId: string, need: ChildNeed, log?: CareAction) => childOfRequest(deps, req, childId, need, log);

  router.post('/api/progress/answers', async (req, res) => {
    const input = parseOr400(ProgressAnswerRequestSchema, bodyOf(req));
    const { familyUserId: userId, child } = await childFor(req, input.childId, 'answer');
    const lesson = await deps.directory.lesson(input.hashId).catch((error: Error) => {
      deps.logger.warn({ err: error.message }, 'research did not answer about a lesson');
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    });
    if (!lesson) throw new HttpError(404, MESSAGES.lessonNotFoundForAnswer);
    try {
      const result = await recordAnswer(deps.records, { ...input, userId }, lesson, deps.now());
      // Answering the quiz of a lesson asked with an assigned question does that assignment.
      if (result.recorded) await completeAssignmentsBy(deps.records, { familyUserId: userId, childId: child.childId }, { kind: 'question', question: lesson.question }, deps.now());
      res.json(result);
    } catch (error) {
      if (error instanceof AnswerNotFound) throw new HttpError(404, MESSAGES.lessonNotFoundForAnswer);
      throw error;
    }
  });

  /** The class work set for the child by the teachers of the classes the family linked it to, to open at home. */
  router.get('/api/progress/:childId/class-work', async (req, res) => {
    const { familyUserId, child } = await childFor(req, req.params.childId, 'view');
    const links = await deps.directory.classLinks(child.childId).catch((error: Error) => {
      deps.logger.warn({ err: error.message }, 'accounts did not answer about a child\'s classes');
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await childClassWork(deps.records, links, { familyUserId, childId: child.childId }));
  });

  router.get('/api/progress/:childId/review', async (req, res) => {
    const { child } = await childFor(req, req.params.childId, 'view', 'viewed-review');
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await dueCards(deps.records, child.childId, deps.now()));
  });

  router.post('/api/progress/:childId/review/:cardId', async (req, res) => {
    const { grade } = parseOr400(ReviewGradeRequestSchema, bodyOf(req));
    const { familyUserId, child } = await childFor(req, req.params.childId, 'answer');
    const card = await gradeCard(deps.records, child.childId, req.params.cardId, grade, deps.now());
    if (!card) throw new HttpError(404, MESSAGES.reviewCardNotFound);
    await completeAssignmentsBy(deps.records, { familyUserId, childId: child.childId }, { kind: 'review' }, deps.now());
    const view = toReviewCard(card);
    res.json({ cardId: view.cardId, due: view.due, state: view.state });
  });

  router.get('/api/progress/:childId/levels', async (req, res) => {
    const { child } = await childFor(req, req.params.childId, 'view');
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ levels: await childLevels(deps.records, child.childId) });
  });

  router.put('/api/progress/:childId/levels', async (req, res) => {
    const { module, level } = parseOr400(LevelOverrideRequestSchema, bodyOf(req));
    const { familyUserId: userId, child } = await childFor(req, req.params.childId, 'manage');
    await setLevelOverride(deps.records, { userId, childId: child.childId }, module, level, deps.now());
    res.json({ levels: await childLevels(deps.records, child.childId) });
  });

  /** ?week= (this week when absent) and ?tz=, checked before anything is read. */
  function reportWeekOf(req: Request): { week: string; timeZone: string } {
    const timeZone = timeZoneOf(req);
    const week = req.query.week === undefined ? isoWeekOf(deps.now(), timeZone) : parseOr400(IsoWeekSchema, req.query.week);
    if (!isoWeekRange(week, timeZone)) throw new HttpError(400, MESSAGES.reportWeekInvalid);
    return { week, timeZone };
  }

  /** What the report and the weeks are counted from: the records, and the lessons research made for the child. */
  const sources = { records: deps.records, directory: deps.directory, logger: deps.logger };

  async function weeklyReportOf(userId: string, child: ChildProfile, week: string, timeZone: string) {
    const suggestions = await childNextQuestions(deps.records, deps.directory, child);
    return childWeeklyReport(sources, { userId, childId: child.childId }, week, timeZone, suggestions);
  }

  router.get('/api/progress/:childId/report', async (req, res) => {
    const { week, timeZone } = reportWeekOf(req);
    const { familyUserId: userId, child } = await childFor(req, req.params.childId, 'view', 'viewed-report');
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await weeklyReportOf(userId, child, week, timeZone));
  });

  /** The child's last 8 weeks up to ?week= (this week when absent), oldest first: the report's chart. */
  router.get('/api/progress/:childId/weeks', async (req, res) => {
    const { week, timeZone } = reportWeekOf(req);
    const { familyUserId: userId, child } = await childFor(req, req.params.childId, 'view');
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ weeks: await childWeekHistory(sources, { userId, childId: child.childId }, week, timeZone) });
  });

  router.get('/api/progress/:childId/report.pdf', async (req, res) => {
    const { week, timeZone } = reportWeekOf(req);
    const paper = paperOf(req);
    const { familyUserId: userId, child } = await childFor(req, req.params.childId, 'view', 'viewed-report');
    const [report, levels, weeks] = await Promise.all([
      weeklyReportOf(userId, child, week, timeZone), childLevels(deps.records, child.childId),
      childWeekHistory(sources, { userId, childId: child.childId }, week, timeZone),
    ]);
    const pdf = await renderReportPdf({ report, levels, weeks, child, productName: deps.productName, paper });
    sendPdf(res, pdf, `progress-${week}-${nameSlug(child)}.pdf`);
  });

  /** The cards due from now to the end of this ISO week, printable. */
  router.get('/api/progress/:childId/review-sheet.pdf', async (req, res) => {
    const timeZone = timeZoneOf(req);
    const paper = paperOf(req);
    const { child } = await childFor(req, req.params.childId, 'view');
    const week = isoWeekOf(deps.now(), timeZone);
    const range = isoWeekRange(week, timeZone)!;
    const cards = await cardsDueBy(deps.records, child.childId, range.to);
    const pdf = await renderReviewSheetPdf({ cards, child, productName: deps.productName, weekLabel: weekLabel(week), paper });
    sendPdf(res, pdf, `review-${week}-${nameSlug(child)}.pdf`);
  });

  return router;
}
