import { Router, type Request } from 'express';
import {
  ClassCodeSchema, ClassJoinRequestSchema, MAX_STUDENTS_PER_CLASS, MESSAGES, type ChildClass, type ClassCodePreview,
} from '@wonderkin/shared';
import { HttpError, parseOr400, randomId, signedInUserId, type EventPublisher, type Logger } from '@wonderkin/server-kit';
import { requireChildAccess, type AccessDeps } from '../circle/access';
import { removeFromClass } from './departures';
import { nextAddedAt } from './routes';
import { newPicturePassword, type ClassRepository, type StudentDoc } from './store';

export interface ClassFamilyDeps extends AccessDeps {
  classes: ClassRepository;
  /** Where class.students-left goes when a family unlinks its child. */
  events?: Pick<EventPublisher, 'publish'>;
  logger?: Pick<Logger, 'error'>;
  now?: () => Date;
}

const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});
const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * A family links its own child to a class (issue 22 §2). A signed-in parent types the class code the teacher gave,
 * sees the class's name and what the teacher will (and will never) see, and joins by approving it: the child is then on
 * the roster, known by first name and age range, and the class's lessons answered for them count on the teacher's
 * results. Only the child's family decides (someone in its circle gets 403 in words); the parent can unlink at any time,
 * and the teacher sees nothing of the child from the next request.
 */
export function classFamilyRoutes(deps: ClassFamilyDeps): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  const noStore = (res: { setHeader(name: string, value: string): void }) => res.setHeader('Cache-Control', 'private, no-store');

  async function openClassByCode(code: string) {
    const doc = await deps.classes.byCode(code);
    if (!doc) throw new HttpError(404, MESSAGES.classCodeInvalid);
    return doc;
  }

  /** The classes a child is linked to, as the family sees them. */
  async function classesOf(childId: string): Promise<ChildClass[]> {
    const links = await deps.classes.students.find({ linkedChildId: childId });
    const found = await Promise.all(links.map(async (link) => ({ link, doc: await deps.classes.classes.get(link.classId) })));
    return found.filter(({ doc }) => doc && !doc.archivedAt).map(({ link, doc }) => ({ classId: doc!.id, className: doc!.name, joinedAt: link.addedAt }));
  }

  router.get('/api/class-codes/:code', async (req, res) => {
    signedInUserId(req);
    const code = parseOr400(ClassCodeSchema, req.params.code);
    const doc = await openClassByCode(code);
    const answer: ClassCodePreview = { className: doc.name, ageRange: doc.ageRange };
    noStore(res);
    res.json(answer);
  });

  router.get('/api/children/:childId/classes', async (req, res) => {
    const access = await requireChildAccess(deps, signedInUserId(req), String(req.params.childId), 'manage', now());
    noStore(res);
    res.json({ classes: await classesOf(access.childId) });
  });

  router.post('/api/children/:childId/classes', async (req, res) => {
    const input = parseOr400(ClassJoinRequestSchema, bodyOf(req));
    const access = await requireChildAccess(deps, signedInUserId(req), String(req.params.childId), 'manage', now());
    const doc = await openClassByCode(input.code);
    const roster = await deps.classes.roster(doc.id);
    const already = roster.find((student) => student.linkedChildId === access.childId);
    if (already) return res.json({ classId: doc.id, className: doc.name, joinedAt: already.addedAt } satisfies ChildClass);
    if (roster.length >= MAX_STUDENTS_PER_CLASS) throw new HttpError(409, MESSAGES.classFull);
    // The roster knows a child by name: a linked child keeps theirs, told apart by a number if the class has it already.
    const base = access.firstName ?? 'Student';
    let displayName = base;
    for (let n = 2; roster.some((student) => sameName(student.displayName, displayName)); n += 1) displayName = `${base} ${n}`;
    const student: StudentDoc = {
      id: `stu_${randomId()}`, classId: doc.id, educatorUserId: doc.educatorUserId, displayName, ageRange: access.ageRange,
      pictures: newPicturePassword(), addedAt: nextAddedAt(roster, now()), linkedFamilyUserId: access.familyUserId, linkedChildId: access.childId,
    };
    await deps.classes.students.insert(student);
    res.status(201).json({ classId: doc.id, className: doc.name, joinedAt: student.addedAt } satisfies ChildClass);
  });

  router.delete('/api/children/:childId/classes/:classId', async (req, res) => {
    const access = await requireChildAccess(deps, signedInUserId(req), String(req.params.childId), 'manage', now());
    const link = (await deps.classes.students.find({ linkedChildId: access.childId })).find((student) => student.classId === req.params.classId);
    if (!link) throw new HttpError(404, MESSAGES.classNotFound);
    await removeFromClass(deps, { classId: link.classId, educatorUserId: link.educatorUserId }, [link]);
    res.status(204).end();
  });

  return router;
}
