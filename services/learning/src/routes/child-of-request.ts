import type { Request } from 'express';
import { MESSAGES, type CareAction, type ChildAccess, type ChildNeed, type ChildProfile } from '@wonderkin/shared';
import { HttpError, sessionUserId, type Logger } from '@wonderkin/server-kit';
import type { ServiceDirectory } from '../clients/services';

export interface ChildOfRequest {
  /** The signed-in person (the parent, or someone in the family's circle). */
  userId: string;
  /** The family the child belongs to: every record is kept under it, whoever acts. */
  familyUserId: string;
  child: ChildProfile;
  access: ChildAccess;
}

/**
 * The child a request names, if the session's user may do `need` with it (the circle's access module decides: the
 * family, or someone it let in with a role that allows it). 401 signed out; 404 no access (as if there were no such
 * child); 403 in words when the role does not allow it; 503 when accounts does not answer.
 */
export async function childOfRequest(
  deps: { directory: ServiceDirectory; logger: Logger }, req: Request, childId: string, need: ChildNeed, log?: CareAction,
): Promise<ChildOfRequest> {
  const userId = sessionUserId(req);
  if (!userId) throw new HttpError(401, MESSAGES.signInRequired);
  const access = await deps.directory.access.require(userId, childId, need, log);
  let child: ChildProfile | null;
  try {
    child = await deps.directory.ownedChild(access.familyUserId, access.childId);
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, 'accounts did not answer about a child');
    throw new HttpError(503, MESSAGES.serviceUnavailable);
  }
  if (!child) throw new HttpError(404, MESSAGES.childNotFound);
  return { userId, familyUserId: access.familyUserId, child, access };
}
