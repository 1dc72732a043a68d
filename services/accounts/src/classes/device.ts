import { Router, type Request } from 'express';
import type { Redis } from 'ioredis';
import {
  CLASS_DEVICE_LOCK_MINUTES, CLASS_DEVICE_MAX_TRIES, ClassDeviceOpenSchema, ClassDeviceSignInSchema, MESSAGES, type ClassDeviceRoster,
  type ClassDeviceStudent,
} from '@wonderkin/shared';
import { HttpError, parseOr400, sessionStudent, signInStudentSession, signOutSession } from '@wonderkin/server-kit';
import type { ClassRepository } from './store';

export interface ClassDeviceDeps {
  classes: ClassRepository;
  redis: Pick<Redis, 'multi' | 'get' | 'del'>;
  queuePrefix: string;
  now?: () => Date;
}

const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});

/** The Redis key counting a student's wrong picture passwords in a row (it expires with the lock). */
export const triesKey = (queuePrefix: string, studentId: string) => `${queuePrefix}:class-device:tries:${studentId}`;

/**
 * The shared classroom device (issue 22 §2). The teacher types the class code once; the device shows the class's name
 * and its students' names (nothing else); a child taps their name and their three pictures and is signed in as that
 * student of that class, in a session that holds no account. Five wrong tries in a row lock the student out for ten
 * minutes (the teacher can give new pictures at once); an archived class's code opens nothing.
 */
export function classDeviceRoutes(deps: ClassDeviceDeps): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  const noStore = (res: { setHeader(name: string, value: string): void }) => res.setHeader('Cache-Control', 'private, no-store');

  async function openClass(code: string) {
    const doc = await deps.classes.byCode(code);
    if (!doc) throw new HttpError(404, MESSAGES.classCodeInvalid);
    return doc;
  }

  router.post('/api/class-device/open', async (req, res) => {
    const { code } = parseOr400(ClassDeviceOpenSchema, bodyOf(req));
    const doc = await openClass(code);
    const roster = await deps.classes.roster(doc.id);
    const answer: ClassDeviceRoster = { className: doc.name, students: roster.map((student) => ({ studentId: student.id, displayName: student.displayName })) };
    noStore(res);
    res.json(answer);
  });

  router.post('/api/class-device/sign-in', async (req, res) => {
    const input = parseOr400(ClassDeviceSignInSchema, bodyOf(req));
    const doc = await openClass(input.code);
    const student = await deps.classes.students.get(input.studentId);
    if (!student || student.classId !== doc.id) throw new HttpError(404, MESSAGES.studentNotFound);
    const key = triesKey(deps.queuePrefix, student.id);
    if (Number(await deps.redis.get(key)) >= CLASS_DEVICE_MAX_TRIES) throw new HttpError(429, MESSAGES.picturePasswordLocked);
    const right = student.pictures.length === input.pictures.length && student.pictures.every((picture, i) => picture === input.pictures[i]);
    if (!right) {
      const results = await deps.redis.multi().incr(key).expire(key, CLASS_DEVICE_LOCK_MINUTES * 60).exec();
      const tries = Number(results?.[0]?.[1] ?? 0);
      throw new HttpError(tries >= CLASS_DEVICE_MAX_TRIES ? 429 : 401, tries >= CLASS_DEVICE_MAX_TRIES ? MESSAGES.picturePasswordLocked : MESSAGES.picturePasswordWrong);
    }
    await deps.redis.del(key);
    await deps.classes.students.update(student.id, { lastSignInAt: now().toISOString() });
    await signInStudentSession(req, { classId: doc.id, studentId: student.id });
    const answer: ClassDeviceStudent = { studentId: student.id, displayName: student.displayName, ageRange: student.ageRange, classId: doc.id, className: doc.name };
    noStore(res);
    res.json(answer);
  });

  /** The student signed in on this device, while their class is open and they are on its roster. */
  router.get('/api/class-device/me', async (req, res) => {
    noStore(res);
    const signedIn = sessionStudent(req);
    const student = signedIn ? await deps.classes.students.get(signedIn.studentId) : null;
    const doc = student && student.classId === signedIn?.classId ? await deps.classes.classes.get(student.classId) : null;
    if (!student || !doc || doc.archivedAt) {
      if (signedIn) await signOutSession(req);
      throw new HttpError(401, MESSAGES.classDeviceSignInRequired);
    }
    const answer: ClassDeviceStudent = { studentId: student.id, displayName: student.displayName, ageRange: student.ageRange, classId: doc.id, className: doc.name };
    res.json(answer);
  });

  router.post('/api/class-device/sign-out', async (req, res) => {
    if (sessionStudent(req)) await signOutSession(req);
    res.status(204).end();
  });

  return router;
}
