import type { Redis } from 'ioredis';
import type { Config, Logger, MetricsAccess, SessionConfig, Store } from '@wonderkin/server-kit';
import type { ServiceDirectory } from './clients/services';

// What the learning service's API (app.ts) is built from.

export interface LearningDeps {
  config: Pick<Config, 'services' | 'INTERNAL_TOKEN' | 'PRODUCT_NAME'> & SessionConfig & MetricsAccess;
  logger: Logger;
  store: Store;
  /** Server sessions: whose children these are (createSessionRedis; closed by the server). */
  redis: Redis;
  /** Children (accounts) and lessons (research); defaults to their internal HTTP routes. */
  directory?: ServiceDirectory;
  /** The clock of the records (tests pass their own). */
  now?: () => Date;
}
