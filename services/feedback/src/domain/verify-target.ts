import { internalCall } from '@wonderkin/server-kit';

// What a piece of feedback is about, and who may see it. Research answers who owns a lesson
// (GET /internal/asks/:id/owner → { userId, anonId }); media answers whether a creation exists
// (GET /internal/creations/:id). Both are asked at once.

/** The owner of a lesson: the account that asked it, else the browser (anonymous-id cookie) that asked it. */
export interface LessonOwner {
  userId: string | null;
  anonId: string | null;
}

export type FeedbackTarget =
  | { kind: 'lesson'; owner: LessonOwner }
  | { kind: 'creation' }
  | { kind: 'missing' }
  /** Neither owner found it and one of them could not answer: we cannot tell (503, never a false 404). */
  | { kind: 'unavailable' };

export type FindTarget = (id: string, requestId?: string) => Promise<FeedbackTarget>;

type Probe<T> = { found: true; body: T } | { found: false; unavailable: boolean };

/** One owner's answer: 200 found, 404 missing, anything else (refused, timed out, 5xx, 401) unavailable. */
async function probe<T>(url: string, call: { token?: string; requestId?: string; timeoutMs: number }): Promise<Probe<T>> {
  try {
    const answer = await internalCall<T>(url, call);
    if (answer.ok && answer.body !== undefined) return { found: true, body: answer.body };
    return { found: false, unavailable: answer.status !== 404 };
  } catch {
    return { found: false, unavailable: true };
  }
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function createTargetFinder(options: { researchUrl: string; mediaUrl: string; internalToken?: string; timeoutMs?: number }): FindTarget {
  const timeoutMs = options.timeoutMs ?? 2000;
  return async (id, requestId) => {
    const call = { token: options.internalToken, requestId, timeoutMs };
    const encoded = encodeURIComponent(id);
    const [lesson, creation] = await Promise.all([
      probe<{ userId?: unknown; anonId?: unknown }>(`${options.researchUrl}/internal/asks/${encoded}/owner`, call),
      probe<unknown>(`${options.mediaUrl}/internal/creations/${encoded}`, call),
    ]);
    if (lesson.found) return { kind: 'lesson', owner: { userId: textOrNull(lesson.body.userId), anonId: textOrNull(lesson.body.anonId) } };
    if (creation.found) return { kind: 'creation' };
    return (!lesson.found && lesson.unavailable) || (!creation.found && creation.unavailable) ? { kind: 'unavailable' } : { kind: 'missing' };
  };
}
