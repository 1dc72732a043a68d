import { Router, type Request, type Response } from 'express';
import {
  ClassAssignmentInputSchema, MESSAGES, QUIZ_SKILLS, StudentAnswerRequestSchema, type ClassRoster, type ClassStudentRecord, type StudentWork,
} from '@wonderkin/shared';
import { HttpError, parseOr400, randomId, sessionStudent, sessionUserId, signOutSession, type Logger } from '@wonderkin/server-kit';
import type { ServiceDirectory } from '../clients/services';
import { classDashboard, dashboardCsv, firstAnswers, isFor, resultOf, toClassAssignment } from '../domain/class-dashboard';
import { AnswerNotFound, recordAnswer } from '../domain/record-answer';
import type { ClassAssignmentDoc, LearningRecords } from '../store/records';
import { renderClassReportPdf } from '../pdf/class-report-pdf';
import { paperOf, sendPdf } from './pdf-response';

export interface ClassWorkDeps {
  records: LearningRecords;
  directory: ServiceDirectory;
  logger: Logger;
  now: () => Date;
  productName: string;
}

const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});
const noStore = (res: Response) => res.setHeader('Cache-Control', 'private, no-store');
/** A file name part from a class's name ("Year 2 Robins" → "year-2-robins"). */
const classSlug = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'class';

/**
 * Class work (issue 22 §2): an educator assigns lessons to a class (or some of its students) with an optional due date
 * and reads the class dashboard (per student and assignment, done or not and how many right; the quiz skills' tallies;
 * a CSV). A student signed in on a class device sees their work and answers its quizzes, judged here from the stored
 * lesson. Who the educator is comes from the session and the class is checked with accounts on every request (another
 * educator's class is 404); a student's answers are kept under the educator (their class's data), by student id.
 */
export function classWorkRoutes(deps: ClassWorkDeps): Router {
  const router = Router();

  /** Another service that does not answer is 503 for the caller, never "not found". */
  const ask = async <T>(what: string, call: () => Promise<T>): Promise<T> => call().catch((error: Error) => {
    deps.logger.warn({ err: error.message }, `could not ask about ${what}`);
    throw new HttpError(503, MESSAGES.serviceUnavailable);
  });

  async function educatorClass(req: Request): Promise<{ educatorUserId: string; roster: ClassRoster }> {
    const educatorUserId = sessionUserId(req);
    if (!educatorUserId) throw new HttpError(401, MESSAGES.signInRequired);
    const roster = await ask('a class', () => deps.directory.classOf(educatorUserId, String(req.params.classId)));
    if (!roster) throw new HttpError(404, MESSAGES.classNotFound);
    return { educatorUserId, roster };
  }

  const classAssignments = (educatorUserId: string, classId: string) =>
    deps.records.classAssignments.find({ classId }, { sort: { field: 'createdAt', direction: 'asc' } }).then((docs) => docs.filter((doc) => doc.userId === educatorUserId));

  /** The student signed in on this device (401 once signed out, removed or their class archived: the device signs out). */
  async function signedInStudent(req: Request): Promise<ClassStudentRecord> {
    const signedIn = sessionStudent(req);
    if (!signedIn) throw new HttpError(401, MESSAGES.classDeviceSignInRequired);
    const student = await ask('a student', () => deps.directory.student(signedIn.studentId));
    if (!student || student.classId !== signedIn.classId) {
      await signOutSession(req);
      throw new HttpError(401, MESSAGES.classDeviceSignInRequired);
    }
    return student;
  }

  // ---- the educator's side ----

  router.get('/api/class-work/:classId/assignments', async (req, res) => {
    const { educatorUserId, roster } = await educatorClass(req);
    noStore(res);
    res.json({ assignments: (await classAssignments(educatorUserId, roster.classId)).map(toClassAssignment) });
  });

  router.post('/api/class-work/:classId/assignments', async (req, res) => {
    const input = parseOr400(ClassAssignmentInputSchema, bodyOf(req));
    const { educatorUserId, roster } = await educatorClass(req);
    if (roster.archived) throw new HttpError(409, MESSAGES.classArchived);
    const at = deps.now();
    if (input.dueOn && input.dueOn < at.toISOString().slice(0, 10)) throw new HttpError(400, MESSAGES.careEndDateInvalid);
    const onRoster = new Set(roster.students.map((student) => student.studentId));
    if (input.studentIds?.some((id) => !onRoster.has(id))) throw new HttpError(404, MESSAGES.studentNotFound);
    const lesson = await ask('a lesson', () => deps.directory.lesson(input.hashId));
    if (!lesson || lesson.quiz.length === 0) throw new HttpError(404, MESSAGES.classLessonNotFound);
    // The same lesson assigned again to the same students is the assignment already there (a double click, a retry).
    const existing = (await classAssignments(educatorUserId, roster.classId))
      .find((doc) => doc.hashId === lesson.id && JSON.stringify(doc.studentIds ?? null) === JSON.stringify(input.studentIds ?? null));
    if (existing) return res.json(toClassAssignment(existing));
    const doc: ClassAssignmentDoc = {
      id: `casg_${randomId()}`, userId: educatorUserId, classId: roster.classId, hashId: lesson.id, title: lesson.title.slice(0, 200),
      questions: lesson.quiz.length, createdAt: at.toISOString(),
      ...(input.studentIds ? { studentIds: input.studentIds } : {}), ...(input.dueOn ? { dueOn: input.dueOn } : {}),
    };
    await deps.records.classAssignments.insert(doc);
    res.status(201).json(toClassAssignment(doc));
  });

  router.delete('/api/class-work/:classId/assignments/:assignmentId', async (req, res) => {
    const { educatorUserId, roster } = await educatorClass(req);
    const doc = (await classAssignments(educatorUserId, roster.classId)).find((each) => each.id === req.params.assignmentId);
    if (!doc) throw new HttpError(404, MESSAGES.assignmentNotFound);
    await deps.records.classAssignments.delete(doc.id);
    res.status(204).end();
  });

  async function dashboardOf(req: Request) {
    const { educatorUserId, roster } = await educatorClass(req);
    const assignments = await classAssignments(educatorUserId, roster.classId);
    // A student's answers on the device are kept under this educator (an id is never trusted across accounts); a child a
    // family linked to the class also answers at home, kept under the family: both count, on the class's lessons only.
    const answers = new Map(await Promise.all(roster.students.map(async (student) => {
      const onDevice = (await deps.records.answers.find({ childId: student.studentId })).filter((answer) => answer.userId === educatorUserId);
      const atHome = student.linked
        ? (await deps.records.answers.find({ childId: student.linked.childId })).filter((answer) => answer.userId === student.linked!.familyUserId)
        : [];
      return [student.studentId, firstAnswers([...onDevice, ...atHome])] as const;
    })));
    return classDashboard(roster, assignments, (studentId) => answers.get(studentId) ?? [], deps.now());
  }

  router.get('/api/class-work/:classId/dashboard', async (req, res) => {
    const dashboard = await dashboardOf(req);
    noStore(res);
    res.json(dashboard);
  });

  router.get('/api/class-work/:classId/report.pdf', async (req, res) => {
    const paper = paperOf(req);
    const dashboard = await dashboardOf(req);
    const at = deps.now();
    const dateLabel = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    sendPdf(res, await renderClassReportPdf({ dashboard, productName: deps.productName, dateLabel, paper }), `${classSlug(dashboard.className)}-report-${at.toISOString().slice(0, 10)}.pdf`);
  });

  router.get('/api/class-work/:classId/dashboard.csv', async (req, res) => {
    const dashboard = await dashboardOf(req);
    const slug = classSlug(dashboard.className);
    noStore(res);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${slug}-results.csv"`);
    res.send(`\uFEFF${dashboardCsv(dashboard, QUIZ_SKILLS)}`);
  });

  // ---- the student's side, on a class device ----

  router.get('/api/class-work/mine', async (req, res) => {
    const student = await signedInStudent(req);
    const docs = (await classAssignments(student.educatorUserId, student.classId)).filter((doc) => isFor(doc, student.studentId));
    const answers = (await deps.records.answers.find({ childId: student.studentId })).filter((answer) => answer.userId === student.educatorUserId);
    const { educatorUserId: _educator, ...shown } = student;
    const work: StudentWork = { student: shown, assignments: docs.map((doc) => ({ ...toClassAssignment(doc), result: resultOf(doc, answers) })) };
    noStore(res);
    res.json(work);
  });

  router.post('/api/class-work/answers', async (req, res) => {
    const input = parseOr400(StudentAnswerRequestSchema, bodyOf(req));
    const student = await signedInStudent(req);
    const doc = await deps.records.classAssignments.get(input.assignmentId);
    if (!doc || doc.classId !== student.classId || doc.userId !== student.educatorUserId || !isFor(doc, student.studentId)) {
      throw new HttpError(404, MESSAGES.assignmentNotFound);
    }
    const lesson = await ask('a lesson', () => deps.directory.lesson(doc.hashId));
    if (!lesson) throw new HttpError(404, MESSAGES.lessonNotFoundForAnswer);
    try {
      res.json(await recordAnswer(deps.records, {
        userId: student.educatorUserId, childId: student.studentId, hashId: lesson.id, questionIndex: input.questionIndex, optionIndex: input.optionIndex,
      }, lesson, deps.now()));
    } catch (error) {
      if (error instanceof AnswerNotFound) throw new HttpError(404, MESSAGES.lessonNotFoundForAnswer);
      throw error;
    }
  });

  return router;
}
