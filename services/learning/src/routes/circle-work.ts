import { Router, type Request } from 'express';
import {
  AssignmentDoneSchema, AssignmentInputSchema, CareNoteInputSchema, MESSAGES, type Assignment, type CareNote,
} from '@wonderkin/shared';
import { HttpError, parseOr400, randomId, type Logger } from '@wonderkin/server-kit';
import type { ServiceDirectory } from '../clients/services';
import type { AssignmentDoc, LearningRecords, NoteDoc } from '../store/records';
import { childOfRequest, type ChildOfRequest } from './child-of-request';

export interface CircleWorkDeps {
  records: LearningRecords;
  directory: ServiceDirectory;
  logger: Logger;
  now: () => Date;
  /** Tells the people who asked for it about a new assignment (by email); failures are logged, never the request's. */
  announceAssignment?: (assignment: AssignmentDoc, childName: string | undefined) => Promise<void>;
}

const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});
/** How the family knows who gave the work: the parent's own entries read "Family" to the people they let in. */
const labelOf = (who: ChildOfRequest) => (who.access.role === 'parent' ? 'Family' : who.access.label);
const byFor = (doc: { byUserId: string; byLabel: string }, readerId: string) => (doc.byUserId === readerId ? 'You' : doc.byLabel);

const toAssignment = (doc: AssignmentDoc, readerId: string): Assignment => ({
  assignmentId: doc.id, childId: doc.childId, kind: doc.kind, by: byFor(doc, readerId), createdAt: doc.createdAt,
  ...(doc.text ? { text: doc.text } : {}), ...(doc.dueOn ? { dueOn: doc.dueOn } : {}), ...(doc.doneAt ? { doneAt: doc.doneAt } : {}),
});
const toNote = (doc: NoteDoc, readerId: string): CareNote => ({ noteId: doc.id, childId: doc.childId, text: doc.text, by: byFor(doc, readerId), createdAt: doc.createdAt });

/** A short description for the activity log ("question: why do volcanoes erupt"). */
const describe = (doc: Pick<AssignmentDoc, 'kind' | 'text'>) => (doc.text ? `${doc.kind}: ${doc.text}` : doc.kind);

/**
 * Assignments and notes of a child (issue 22 §1): the family and the helpers it let in give the child work (a question
 * to ask, a review, a creation) with an optional due date, mark it done, and leave notes for the family; viewers read
 * them. Every call asks the circle's access module (child-of-request.ts); someone in the circle's actions go to the
 * family's activity log.
 */
export function circleWorkRoutes(deps: CircleWorkDeps): Router {
  const router = Router();
  const childFor = (req: Request, need: Parameters<typeof childOfRequest>[3]) => childOfRequest(deps, req, String(req.params.childId), need);

  router.get('/api/progress/:childId/assignments', async (req, res) => {
    const who = await childFor(req, 'view');
    const docs = await deps.records.assignments.find({ childId: who.child.childId }, { sort: { field: 'createdAt', direction: 'desc' }, limit: 200 });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ assignments: docs.filter((doc) => doc.userId === who.familyUserId).map((doc) => toAssignment(doc, who.userId)) });
  });

  router.post('/api/progress/:childId/assignments', async (req, res) => {
    const input = parseOr400(AssignmentInputSchema, bodyOf(req));
    const who = await childFor(req, 'assign');
    const at = deps.now();
    if (input.dueOn && input.dueOn < at.toISOString().slice(0, 10)) throw new HttpError(400, MESSAGES.careEndDateInvalid);
    const doc: AssignmentDoc = {
      id: `asg_${randomId()}`, userId: who.familyUserId, childId: who.child.childId, kind: input.kind, byUserId: who.userId, byLabel: labelOf(who),
      createdAt: at.toISOString(), ...(input.text ? { text: input.text } : {}), ...(input.dueOn ? { dueOn: input.dueOn } : {}),
    };
    await deps.records.assignments.insert(doc);
    await deps.directory.access.record(who.userId, who.child.childId, 'assigned', describe(doc));
    if (deps.announceAssignment) {
      await deps.announceAssignment(doc, who.child.firstName).catch((error: Error) => deps.logger.warn({ err: error.message }, 'could not announce an assignment'));
    }
    res.status(201).json(toAssignment(doc, who.userId));
  });

  /** The child's assignment, for this family, or 404. */
  async function assignmentOf(who: ChildOfRequest, assignmentId: string): Promise<AssignmentDoc> {
    const doc = /^asg_[a-f0-9]{32}$/.test(assignmentId) ? await deps.records.assignments.get(assignmentId) : null;
    if (!doc || doc.childId !== who.child.childId || doc.userId !== who.familyUserId) throw new HttpError(404, MESSAGES.assignmentNotFound);
    return doc;
  }

  router.patch('/api/progress/:childId/assignments/:assignmentId', async (req, res) => {
    const { done } = parseOr400(AssignmentDoneSchema, bodyOf(req));
    const who = await childFor(req, 'answer');
    const doc = await assignmentOf(who, String(req.params.assignmentId));
    const { doneAt: _doneAt, ...rest } = doc;
    const next: AssignmentDoc = done ? { ...rest, doneAt: doc.doneAt ?? deps.now().toISOString() } : rest;
    await deps.records.assignments.upsert(next);
    if (done && !doc.doneAt) await deps.directory.access.record(who.userId, who.child.childId, 'completed', describe(doc));
    res.json(toAssignment(next, who.userId));
  });

  /** The family removes any assignment; someone in the circle only their own. */
  router.delete('/api/progress/:childId/assignments/:assignmentId', async (req, res) => {
    const who = await childFor(req, 'view');
    const doc = await assignmentOf(who, String(req.params.assignmentId));
    if (who.access.role !== 'parent' && doc.byUserId !== who.userId) throw new HttpError(403, MESSAGES.careParentOnly);
    await deps.records.assignments.delete(doc.id);
    res.status(204).end();
  });

  router.get('/api/progress/:childId/notes', async (req, res) => {
    const who = await childFor(req, 'view');
    const docs = await deps.records.notes.find({ childId: who.child.childId }, { sort: { field: 'createdAt', direction: 'desc' }, limit: 200 });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ notes: docs.filter((doc) => doc.userId === who.familyUserId).map((doc) => toNote(doc, who.userId)) });
  });

  router.post('/api/progress/:childId/notes', async (req, res) => {
    const { text } = parseOr400(CareNoteInputSchema, bodyOf(req));
    const who = await childFor(req, 'note');
    const doc: NoteDoc = {
      id: `note_${randomId()}`, userId: who.familyUserId, childId: who.child.childId, text, byUserId: who.userId, byLabel: labelOf(who),
      createdAt: deps.now().toISOString(),
    };
    await deps.records.notes.insert(doc);
    await deps.directory.access.record(who.userId, who.child.childId, 'noted', text.length > 80 ? `${text.slice(0, 79)}…` : text);
    res.status(201).json(toNote(doc, who.userId));
  });

  router.delete('/api/progress/:childId/notes/:noteId', async (req, res) => {
    const who = await childFor(req, 'view');
    const noteId = String(req.params.noteId);
    const doc = /^note_[a-f0-9]{32}$/.test(noteId) ? await deps.records.notes.get(noteId) : null;
    if (!doc || doc.childId !== who.child.childId || doc.userId !== who.familyUserId) throw new HttpError(404, MESSAGES.careNoteNotFound);
    if (who.access.role !== 'parent' && doc.byUserId !== who.userId) throw new HttpError(403, MESSAGES.careParentOnly);
    await deps.records.notes.delete(doc.id);
    res.status(204).end();
  });

  return router;
}
