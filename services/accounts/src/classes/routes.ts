import { Router, type Request } from 'express';
import {
  ClassCreateSchema, ClassPatchSchema, EducatorRoleRequestSchema, MAX_OPEN_CLASSES, MAX_STUDENTS_PER_CLASS, MESSAGES, StudentAddSchema,
  type ClassDetail, type ClassStudent, type ClassSummary,
} from '@wonderkin/shared';
import { HttpError, parseOr400, randomId, signedInUserId, type EventPublisher, type Logger } from '@wonderkin/server-kit';
import type { UserRepository } from '../store/users';
import { removeFromClass } from './departures';
import { newPicturePassword, type ClassDoc, type ClassRepository, type StudentDoc } from './store';

export interface ClassRouteDeps {
  classes: ClassRepository;
  users: Pick<UserRepository, 'findById' | 'setEducator'>;
  /** Forgets a student's wrong picture passwords (new pictures unlock them at once). */
  clearTries?: (studentId: string) => Promise<void>;
  /** Where class.students-left goes (learning removes a departing student's class work). */
  events?: Pick<EventPublisher, 'publish'>;
  logger?: Logger;
  now?: () => Date;
}

const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});
const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
/** A new student's place on the roster: after everyone there, even when added in the same millisecond (the roster is in this order). */
export const nextAddedAt = (roster: readonly StudentDoc[], at: Date) =>
  new Date(Math.max(at.getTime(), ...roster.map((student) => Date.parse(student.addedAt) + 1))).toISOString();

export const toStudent = (doc: StudentDoc): ClassStudent => ({
  studentId: doc.id, displayName: doc.displayName, ageRange: doc.ageRange, pictures: doc.pictures, addedAt: doc.addedAt,
  ...(doc.lastSignInAt ? { lastSignInAt: doc.lastSignInAt } : {}), ...(doc.linkedChildId ? { linkedFromHome: true } : {}),
});

const toSummary = (doc: ClassDoc, studentCount: number): ClassSummary => ({
  classId: doc.id, name: doc.name, ageRange: doc.ageRange, code: doc.code, studentCount, createdAt: doc.createdAt,
  ...(doc.archivedAt ? { archivedAt: doc.archivedAt } : {}),
});

/**
 * An educator's classes (issue 22 §2). The educator is the session's user with classes turned on in their account; a
 * class, a student or a code of anyone else's is 404 as if it did not exist. Students are a first name or an initial
 * and an age range; each gets a picture password (shown to the teacher only, to hand out on a card).
 */
export function classRoutes(deps: ClassRouteDeps): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  const noStore = (res: { setHeader(name: string, value: string): void }) => res.setHeader('Cache-Control', 'private, no-store');

  /** The session's user, if they teach (403 in words otherwise: the account page turns classes on). */
  async function educator(req: Request): Promise<string> {
    const userId = signedInUserId(req);
    const user = await deps.users.findById(userId);
    if (!user) throw new HttpError(401, MESSAGES.signInRequired);
    if (!user.educatorSince) throw new HttpError(403, MESSAGES.educatorRequired);
    return userId;
  }
  async function classOr404(educatorUserId: string, classId: string): Promise<ClassDoc> {
    const doc = await deps.classes.ownClass(educatorUserId, classId);
    if (!doc) throw new HttpError(404, MESSAGES.classNotFound);
    return doc;
  }
  const openClassOr409 = (doc: ClassDoc) => {
    if (doc.archivedAt) throw new HttpError(409, MESSAGES.classArchived);
    return doc;
  };
  async function studentOr404(doc: ClassDoc, studentId: string): Promise<StudentDoc> {
    const student = /^stu_[a-f0-9]{32}$/.test(studentId) ? await deps.classes.students.get(studentId) : null;
    if (!student || student.classId !== doc.id) throw new HttpError(404, MESSAGES.studentNotFound);
    return student;
  }
  async function detail(doc: ClassDoc): Promise<ClassDetail> {
    const roster = await deps.classes.roster(doc.id);
    return { ...toSummary(doc, roster.length), students: roster.map(toStudent) };
  }
  /** Students leave (their class work goes with them, in learning); 503 if that cannot be arranged, and nothing changes. */
  const leave = (doc: ClassDoc, students: StudentDoc[], classDeleted = false) =>
    removeFromClass(deps, { classId: doc.id, educatorUserId: doc.educatorUserId }, students, classDeleted);
  const openCount = async (educatorUserId: string) => (await deps.classes.classes.find({ educatorUserId })).filter((doc) => !doc.archivedAt).length;

  // ---- the role ----

  router.put('/api/account/educator', async (req, res) => {
    const userId = signedInUserId(req);
    const { educator: on } = parseOr400(EducatorRoleRequestSchema, bodyOf(req));
    if (!on && (await openCount(userId)) > 0) throw new HttpError(409, MESSAGES.educatorHasClasses);
    const user = await deps.users.setEducator(userId, on ? now() : null);
    if (!user) throw new HttpError(401, MESSAGES.signInRequired);
    res.json({ educator: Boolean(user.educatorSince) });
  });

  // ---- classes ----

  router.get('/api/classes', async (req, res) => {
    const educatorUserId = await educator(req);
    const docs = await deps.classes.classes.find({ educatorUserId }, { sort: { field: 'createdAt', direction: 'desc' } });
    const counts = await Promise.all(docs.map(async (doc) => (await deps.classes.roster(doc.id)).length));
    noStore(res);
    res.json({ classes: docs.map((doc, i) => toSummary(doc, counts[i])) });
  });

  router.post('/api/classes', async (req, res) => {
    const input = parseOr400(ClassCreateSchema, bodyOf(req));
    const educatorUserId = await educator(req);
    if ((await openCount(educatorUserId)) >= MAX_OPEN_CLASSES) throw new HttpError(409, MESSAGES.classTooMany);
    const doc = await deps.classes.create({ educatorUserId, name: input.name, ageRange: input.ageRange }, now());
    res.status(201).json(await detail(doc));
  });

  router.get('/api/classes/:classId', async (req, res) => {
    const doc = await classOr404(await educator(req), String(req.params.classId));
    noStore(res);
    res.json(await detail(doc));
  });

  router.patch('/api/classes/:classId', async (req, res) => {
    const input = parseOr400(ClassPatchSchema, bodyOf(req));
    const educatorUserId = await educator(req);
    const doc = await classOr404(educatorUserId, String(req.params.classId));
    if (doc.archivedAt && input.archived !== false && (input.name || input.ageRange)) throw new HttpError(409, MESSAGES.classArchived);
    if (input.archived === false && doc.archivedAt && (await openCount(educatorUserId)) >= MAX_OPEN_CLASSES) throw new HttpError(409, MESSAGES.classTooMany);
    const at = now().toISOString();
    const { archivedAt: _archivedAt, ...rest } = doc;
    const archived = input.archived ?? Boolean(doc.archivedAt);
    const next: ClassDoc = {
      ...rest, ...(input.name ? { name: input.name } : {}), ...(input.ageRange ? { ageRange: input.ageRange } : {}),
      ...(archived ? { archivedAt: doc.archivedAt ?? at } : {}), updatedAt: at,
    };
    await deps.classes.classes.upsert(next);
    res.json(await detail(next));
  });

  /** A copy for next year: the same name (marked "copy"), age range and students, with a new code and new pictures. */
  router.post('/api/classes/:classId/copy', async (req, res) => {
    const educatorUserId = await educator(req);
    const doc = await classOr404(educatorUserId, String(req.params.classId));
    if ((await openCount(educatorUserId)) >= MAX_OPEN_CLASSES) throw new HttpError(409, MESSAGES.classTooMany);
    const at = now();
    const name = `${doc.name} (copy)`.slice(0, 60);
    const copy = await deps.classes.create({ educatorUserId, name, ageRange: doc.ageRange }, at);
    const copied: StudentDoc[] = [];
    for (const student of await deps.classes.roster(doc.id)) {
      const next: StudentDoc = {
        id: `stu_${randomId()}`, classId: copy.id, educatorUserId, displayName: student.displayName, ageRange: student.ageRange,
        pictures: newPicturePassword(), addedAt: nextAddedAt(copied, at),
      };
      await deps.classes.students.insert(next);
      copied.push(next);
    }
    res.status(201).json(await detail(copy));
  });

  router.delete('/api/classes/:classId', async (req, res) => {
    const doc = await classOr404(await educator(req), String(req.params.classId));
    await leave(doc, await deps.classes.roster(doc.id), true);
    await deps.classes.classes.delete(doc.id);
    res.status(204).end();
  });

  // ---- the roster ----

  router.post('/api/classes/:classId/students', async (req, res) => {
    const input = parseOr400(StudentAddSchema, bodyOf(req));
    const educatorUserId = await educator(req);
    const doc = openClassOr409(await classOr404(educatorUserId, String(req.params.classId)));
    const roster = await deps.classes.roster(doc.id);
    if (roster.length >= MAX_STUDENTS_PER_CLASS) throw new HttpError(409, MESSAGES.classFull);
    // On a shared device a child taps their own name: two of the same name could not tell theirs apart.
    if (roster.some((student) => sameName(student.displayName, input.displayName))) throw new HttpError(409, MESSAGES.studentNameTaken);
    const student: StudentDoc = {
      id: `stu_${randomId()}`, classId: doc.id, educatorUserId, displayName: input.displayName, ageRange: input.ageRange ?? doc.ageRange,
      pictures: newPicturePassword(), addedAt: nextAddedAt(roster, now()),
    };
    await deps.classes.students.insert(student);
    res.status(201).json(toStudent(student));
  });

  /** New pictures for a student who forgot theirs (or whose card was seen by others). */
  router.post('/api/classes/:classId/students/:studentId/pictures', async (req, res) => {
    const doc = openClassOr409(await classOr404(await educator(req), String(req.params.classId)));
    const student = await studentOr404(doc, String(req.params.studentId));
    const next = { ...student, pictures: newPicturePassword() };
    await deps.classes.students.upsert(next);
    await deps.clearTries?.(student.id);
    res.json(toStudent(next));
  });

  router.delete('/api/classes/:classId/students/:studentId', async (req, res) => {
    const doc = await classOr404(await educator(req), String(req.params.classId));
    const student = await studentOr404(doc, String(req.params.studentId));
    await leave(doc, [student]);
    res.status(204).end();
  });

  return router;
}
