import { startServiceEvents, type Config, type Logger, type ServiceEvents, type Store } from '@wonderkin/server-kit';
import type { FeedbackRepository } from '../store/feedback';

export interface FeedbackEventsDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>;
  logger: Logger;
  repository: Pick<FeedbackRepository, 'removeFor' | 'removeByUser'>;
  /** Scrubbed after each deletion (startServiceEvents): feedback texts must not stay readable in the file. */
  store: Store;
}

/**
 * The feedback service's event consumer, in its API process (it has no worker). Feedback is stored per lesson or
 * creation (and per author on creations): which lessons and creations were a deleted user's, only research and media
 * know, so they say so with content.deleted (after user.deleted reached them) and every feedback on those goes here.
 */
export function startFeedbackEvents(deps: FeedbackEventsDeps): ServiceEvents {
  return startServiceEvents('feedback', deps, {
    'content.deleted': async ({ ids }) => ({ feedback: await deps.repository.removeFor(ids) }),
    // Their own feedback on other people's creations (left from a printed QR code while signed in); the feedback on
    // their own lessons and creations goes with the content.deleted events that follow from research and media.
    'user.deleted': async ({ userId }) => ({ feedback: await deps.repository.removeByUser(userId) }),
  });
}
