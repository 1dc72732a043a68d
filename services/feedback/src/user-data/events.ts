import { startServiceEvents, type Config, type Logger, type ServiceEvents, type Store } from '@wonderkin/server-kit';
import type { FeedbackRepository } from '../store/feedback';
import type { PaperFiles } from '../paper/files';
import { removePaperItems } from '../paper/remove';
import type { PaperRepository } from '../paper/store';

export interface FeedbackEventsDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>;
  logger: Logger;
  repository: Pick<FeedbackRepository, 'removeFor' | 'removeByUser'>;
  /** Photos and voice notes from printed books, and the families' consents. */
  paper: PaperRepository;
  files: PaperFiles;
  /** Scrubbed after each deletion (startServiceEvents): feedback texts must not stay readable in the file. */
  store: Store;
}

/**
 * The feedback service's event consumer, in its API process. Feedback is stored per lesson or creation (and per author
 * on creations): which lessons and creations were a deleted user's, only research and media know, so they say so with
 * content.deleted (after user.deleted reached them) and every feedback on those goes here. Photos and voice notes go
 * with their family (user.deleted), their child (child.deleted) or their book (content.deleted), files and all.
 */
export function startFeedbackEvents(deps: FeedbackEventsDeps): ServiceEvents {
  return startServiceEvents('feedback', deps, {
    'content.deleted': async ({ ids }) => ({
      feedback: await deps.repository.removeFor(ids),
      paperItems: await removePaperItems(deps, { creationIds: ids }),
    }),
    // Their own feedback on other people's creations (left from a printed QR code while signed in); the feedback on
    // their own lessons and creations goes with the content.deleted events that follow from research and media.
    'user.deleted': async ({ userId }) => {
      const paperItems = await removePaperItems(deps, { familyUserId: userId }) + await removePaperItems(deps, { byUserId: userId });
      const consent = await deps.paper.consents.delete(userId);
      return { feedback: await deps.repository.removeByUser(userId), paperItems, paperConsent: consent };
    },
    'child.deleted': async ({ childId }) => ({ paperItems: await removePaperItems(deps, { childId }) }),
  });
}
