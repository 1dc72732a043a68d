import { Router } from 'express';
import { DeleteAccountRequestSchema, MESSAGES, productSlug, sessionCookieName, userIdCookieName, type DeleteAccountAnswer } from '@wonderkin/shared';
import { HttpError, parseOr400, sessionUserId, signOutSession, type EventPublisher, type Logger } from '@wonderkin/server-kit';
import { deleteAccountsUserData, type AccountsDeletionDeps } from './delete-account';
import { gatherAccountExport, type AccountExportDeps } from './export-account';

export type AccountRouteDeps = Omit<AccountExportDeps, 'config' | 'users' | 'subscribers' | 'children'> & Omit<AccountsDeletionDeps, 'config' | 'children'> & {
  children: AccountExportDeps['children'] & AccountsDeletionDeps['children'];
  users: AccountExportDeps['users'] & AccountsDeletionDeps['users'];
  subscribers: AccountExportDeps['subscribers'] & AccountsDeletionDeps['subscribers'];
  config: AccountExportDeps['config'] & AccountsDeletionDeps['config'];
  /** Where user.deleted goes (one queue per service); without it, deleting answers 503 and deletes nothing. */
  events: Pick<EventPublisher, 'publish'> | undefined;
  logger: Logger;
  /** Erases what was just deleted from the store's files and from Redis's append-only file (erasure.ts). */
  afterDeletion?: () => Promise<void>;
};

/**
 * The signed-in user's own data (issue 8):
 * - GET /api/account/export → a JSON download of everything every service holds for them;
 * - DELETE /api/account { confirm: "DELETE" } → the account is deleted here at once, every session ends, and
 *   user.deleted goes to every service, which removes what it holds (within seconds while it runs; a service that is
 *   down does it when it is back) → 202.
 * Signed out → 401. The user is the session's, never one named in the request.
 */
export function accountRoutes(deps: AccountRouteDeps): Router {
  const router = Router();
  const signedIn = (req: Parameters<typeof sessionUserId>[0]) => {
    const userId = sessionUserId(req);
    if (!userId) throw new HttpError(401, MESSAGES.signInRequired);
    return userId;
  };

  router.get('/api/account/export', async (req, res) => {
    const userId = signedIn(req);
    const data = await gatherAccountExport(deps, userId, res.locals.requestId);
    res.setHeader('Cache-Control', 'private, no-store');
    res.attachment(`${productSlug(deps.config.PRODUCT_NAME)}-my-data-${data.exportedAt.slice(0, 10)}.json`);
    res.type('application/json').send(`${JSON.stringify(data, null, 2)}\n`);
  });

  router.delete('/api/account', async (req, res) => {
    const userId = signedIn(req);
    parseOr400(DeleteAccountRequestSchema, req.body && typeof req.body === 'object' ? req.body : {});
    // The event is in Redis before anything is deleted: if it cannot be published, nothing changes and the user
    // may try again; once it is, every service will remove its part even if this process stops right now.
    try {
      if (!deps.events) throw new Error('no event publisher');
      await deps.events.publish('user.deleted', { userId, requestedAt: new Date().toISOString() }, { id: `user-deleted-${userId}` });
    } catch (error) {
      deps.logger.error({ err: (error as Error).message, requestId: res.locals.requestId }, 'could not publish user.deleted');
      throw new HttpError(503, MESSAGES.accountDeleteFailed);
    }
    const deleted = await deleteAccountsUserData(deps, userId);
    // This pass may end after the event consumer's (same process, same moment): it erases its own deletions too. The
    // answer does not wait on a failure here: the consumer's pass erases again.
    await deps.afterDeletion?.().catch((error: Error) => deps.logger.warn({ err: error.message }, 'could not erase the deleted account from disk yet'));
    await signOutSession(req).catch(() => undefined); // its Redis key is already gone with the user's other sessions
    const productName = deps.config.PRODUCT_NAME;
    res.clearCookie(sessionCookieName(productName), { path: '/', httpOnly: true, sameSite: 'lax' });
    res.clearCookie(userIdCookieName(productName), { path: '/' });
    deps.logger.info({ userId, deleted, requestId: res.locals.requestId }, 'account deleted; user.deleted published');
    const answer: DeleteAccountAnswer = { deleted: true, message: MESSAGES.accountDeleted };
    res.status(202).json(answer);
  });

  return router;
}
