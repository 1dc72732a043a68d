import { startServiceEvents, type Config, type Logger, type Queue, type ServiceEvents, type Store } from '@wonderkin/server-kit';
import type { CreationRecord } from '@wonderkin/shared';
import type { MediaPaths } from '../paths';
import { deleteMediaUserData } from './delete';

export interface MediaEventsDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>;
  logger: Logger;
  repo: {
    listByUser(userId: string): Promise<CreationRecord[]>;
    delete(id: string): Promise<boolean>;
    assignAnonymous(anonId: string, userId: string): Promise<number>;
  };
  paths: MediaPaths;
  creationQueue: Queue;
  /** Scrubbed after each deletion (startServiceEvents). */
  store: Store;
}

/**
 * The media service's event consumer. It runs in the media API process (which holds the creation queue; the media
 * workers share DATA_DIR and the store, so the files it removes are theirs too).
 */
export function startMediaEvents(deps: MediaEventsDeps): ServiceEvents {
  return startServiceEvents('media', deps, (events) => ({
    'user.deleted': ({ userId }) => deleteMediaUserData({ ...deps, events }, userId),
    // Creations made in a browser before it signed in join the account (idempotent: claimed ones are left alone).
    'visitor.signed-in': async ({ userId, anonId }) => ({ moved: await deps.repo.assignAnonymous(anonId, userId) }),
  }));
}
