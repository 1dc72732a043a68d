import { startServiceEvents, type Config, type Logger, type Queue, type ServiceEvents, type Store } from '@wonderkin/server-kit';
import type { ResearchRepositories } from '../store';
import { deleteResearchUserData } from './delete';

export interface ResearchEventsDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX' | 'DATA_DIR'>;
  logger: Logger;
  repos: ResearchRepositories;
  researchQueue: Queue;
  /** Scrubbed after each deletion (startServiceEvents). */
  store: Store;
}

/**
 * The research service's event consumer. It runs in the research API process (every service has an API process,
 * and this one already holds the research queue the deletion cleans up); the worker shares DATA_DIR and the store.
 */
export function startResearchEvents(deps: ResearchEventsDeps): ServiceEvents {
  return startServiceEvents('research', deps, (events) => ({
    'user.deleted': ({ userId }) => deleteResearchUserData({ ...deps, dataDir: deps.config.DATA_DIR, events }, userId),
    // Lessons asked in a browser before it signed in join the account (idempotent: claimed asks are left alone).
    'visitor.signed-in': async ({ userId, anonId }) => ({ moved: await deps.repos.asks.assignAnonymous(anonId, userId) }),
  }));
}
