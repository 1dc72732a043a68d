import { createEventPublisher, startEventConsumer, type Config, type Logger, type Queue, type Worker } from '@wonderkin/server-kit';
import type { CreationRecord } from '@wonderkin/shared';
import type { MediaPaths } from '../paths';
import { deleteMediaUserData } from './delete';

export interface MediaEventsDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>;
  logger: Logger;
  repo: { listByUser(userId: string): Promise<CreationRecord[]>; delete(id: string): Promise<boolean> };
  paths: MediaPaths;
  creationQueue: Pick<Queue, 'getJob' | 'remove'>;
}

/**
 * The media service's event consumer. It runs in the media API process (which holds the creation queue; the media
 * workers share DATA_DIR and the store, so the files it removes are theirs too).
 */
export function startMediaEvents(deps: MediaEventsDeps): { worker: Worker; close: () => Promise<void> } {
  const settings = { redisUrl: deps.config.REDIS_URL, prefix: deps.config.QUEUE_PREFIX };
  const events = createEventPublisher(settings);
  const worker = startEventConsumer('media', {
    'user.deleted': ({ userId }) => deleteMediaUserData({ ...deps, events }, userId),
  }, { ...settings, logger: deps.logger });
  return {
    worker,
    async close() {
      await worker.close();
      await events.close();
    },
  };
}
