import { startServiceEvents, type Config, type Logger, type Queue, type ServiceEvents } from '@wonderkin/server-kit';
import type { ResearchRepositories } from '../store';
import { deleteResearchUserData } from './delete';

export interface ResearchEventsDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX' | 'DATA_DIR'>;
  logger: Logger;
  repos: ResearchRepositories;
  researchQueue: Pick<Queue, 'getJob' | 'remove'>;
}

/**
 * The research service's event consumer. It runs in the research API process (every service has an API process,
 * and this one already holds the research queue the deletion cleans up); the worker shares DATA_DIR and the store.
 */
export function startResearchEvents(deps: ResearchEventsDeps): ServiceEvents {
  return startServiceEvents('research', deps, (events) => ({
    'user.deleted': ({ userId }) => deleteResearchUserData({ ...deps, dataDir: deps.config.DATA_DIR, events }, userId),
  }));
}
