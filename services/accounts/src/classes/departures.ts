import { createHash } from 'node:crypto';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, type EventPublisher, type Logger } from '@wonderkin/server-kit';
import type { ClassRepository, StudentDoc } from './store';

export interface DepartureDeps {
  classes: Pick<ClassRepository, 'students'>;
  /** Where class.students-left goes (learning removes their class work); without it, nothing is removed (throws). */
  events?: Pick<EventPublisher, 'publish'>;
  logger?: Pick<Logger, 'error'>;
}

/**
 * Students leave a class: the teacher removed them, their family unlinked them (or deleted the child or the account),
 * or the class itself is deleted. Learning is told first, durably, then the roster rows go: a process that stops in
 * between leaves an event that still removes their device answers, and a retry finds the rows and tells it again (the
 * event's id is the same, so nothing is done twice). If the event cannot be published nothing is removed (503).
 */
export async function removeFromClass(
  deps: DepartureDeps, classRef: { classId: string; educatorUserId: string }, students: readonly StudentDoc[], classDeleted = false,
): Promise<number> {
  if (students.length === 0 && !classDeleted) return 0;
  const studentIds = students.map((student) => student.id);
  const id = classDeleted ? `class-deleted-${classRef.classId}` : `class-left-${classRef.classId}-${createHash('sha256').update([...studentIds].sort().join(',')).digest('hex').slice(0, 32)}`;
  try {
    if (!deps.events) throw new Error('no event publisher');
    await deps.events.publish('class.students-left', { ...classRef, studentIds, classDeleted }, { id, to: ['learning'] });
  } catch (error) {
    deps.logger?.error({ err: (error as Error).message }, 'could not publish class.students-left');
    throw new HttpError(503, MESSAGES.serviceUnavailable);
  }
  let removed = 0;
  for (const student of students) if (await deps.classes.students.delete(student.id)) removed += 1;
  return removed;
}

/** A family's child (or every child of a family) leaves every class it was linked to. Answers how many links went. */
export async function unlinkFamily(deps: DepartureDeps, filter: { linkedFamilyUserId: string } | { linkedChildId: string }): Promise<number> {
  const byClass = new Map<string, StudentDoc[]>();
  for (const student of await deps.classes.students.find(filter)) byClass.set(student.classId, [...(byClass.get(student.classId) ?? []), student]);
  let removed = 0;
  for (const [classId, students] of byClass) removed += await removeFromClass(deps, { classId, educatorUserId: students[0].educatorUserId }, students);
  return removed;
}
