import { MESSAGES } from '@wonderkin/shared';
import { HttpError, internalCall } from '@wonderkin/server-kit';

/** The printed book (a creation) a feedback page is about: whose it is and which child it was made for. */
export interface BookOwner {
  familyUserId: string | null;
  childId: string | null;
}

export type FindBook = (creationId: string, requestId?: string) => Promise<BookOwner>;

const CREATION_ID = /^[a-f0-9]{32}$/;

/**
 * Asks the media service (GET /internal/creations/:id) whose a creation is. An unknown id is 404 in words; a media
 * service that cannot answer is 503 (never a false "not found").
 */
export function createBookFinder(options: { mediaUrl: string; internalToken?: string; timeoutMs?: number }): FindBook {
  return async (creationId, requestId) => {
    if (!CREATION_ID.test(creationId)) throw new HttpError(404, MESSAGES.creationNotFound);
    let answer;
    try {
      answer = await internalCall<{ familyUserId?: unknown; childId?: unknown }>(
        `${options.mediaUrl}/internal/creations/${creationId}`, { token: options.internalToken, requestId, timeoutMs: options.timeoutMs ?? 3000 },
      );
    } catch {
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    if (answer.status === 404) throw new HttpError(404, MESSAGES.creationNotFound);
    if (!answer.ok || !answer.body) throw new HttpError(503, MESSAGES.serviceUnavailable);
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return { familyUserId: text(answer.body.familyUserId), childId: text(answer.body.childId) };
  };
}
