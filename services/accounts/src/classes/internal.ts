import { Router } from 'express';
import { z } from 'zod';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, internalOnly, parseOr400 } from '@wonderkin/server-kit';
import type { ClassRepository } from './store';

const OwnerQuerySchema = z.object({ educatorUserId: z.string().min(1).max(100) });

/**
 * Service-to-service, for the learning service's class work (issue 22 §2):
 * - GET /internal/classes/:classId?educatorUserId → the educator's class and its roster, or 404 (anyone else's class);
 * - GET /internal/class-students/:studentId → the student, their class and its educator, or 404 (also once the class is
 *   archived: its students' devices stop working with it);
 * - GET /internal/class-links/children/:childId → the open classes a family linked this child to, with the student row
 *   that stands for the child in each (the family's own pages list that class work for the child).
 */
export function classInternalRoutes(deps: { classes: ClassRepository; internalToken: string | undefined }): Router {
  const router = Router();
  router.use('/internal/classes', internalOnly(deps.internalToken));
  router.use('/internal/class-students', internalOnly(deps.internalToken));
  router.use('/internal/class-links', internalOnly(deps.internalToken));

  router.get('/internal/class-links/children/:childId', async (req, res) => {
    const links = [];
    for (const student of await deps.classes.students.find({ linkedChildId: req.params.childId })) {
      const doc = await deps.classes.classes.get(student.classId);
      if (doc && !doc.archivedAt) links.push({ classId: doc.id, className: doc.name, studentId: student.id, educatorUserId: doc.educatorUserId });
    }
    res.json({ links });
  });

  router.get('/internal/classes/:classId', async (req, res) => {
    const { educatorUserId } = parseOr400(OwnerQuerySchema, req.query);
    const doc = await deps.classes.ownClass(educatorUserId, req.params.classId);
    if (!doc) throw new HttpError(404, MESSAGES.classNotFound);
    const roster = await deps.classes.roster(doc.id);
    res.json({
      classId: doc.id, name: doc.name, ageRange: doc.ageRange, archived: Boolean(doc.archivedAt),
      students: roster.map((student) => ({
        studentId: student.id, displayName: student.displayName, ageRange: student.ageRange,
        ...(student.linkedChildId && student.linkedFamilyUserId ? { linked: { familyUserId: student.linkedFamilyUserId, childId: student.linkedChildId } } : {}),
      })),
    });
  });

  router.get('/internal/class-students/:studentId', async (req, res) => {
    const student = /^stu_[a-f0-9]{32}$/.test(req.params.studentId) ? await deps.classes.students.get(req.params.studentId) : null;
    const doc = student ? await deps.classes.classes.get(student.classId) : null;
    if (!student || !doc || doc.archivedAt) throw new HttpError(404, MESSAGES.studentNotFound);
    res.json({
      studentId: student.id, displayName: student.displayName, ageRange: student.ageRange, classId: doc.id, className: doc.name, educatorUserId: doc.educatorUserId,
    });
  });

  return router;
}
