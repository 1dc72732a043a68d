import type { Redis } from 'ioredis';
import type { Config, Logger, MailJobData, MetricsAccess, Queue, SessionConfig, Store } from '@wonderkin/server-kit';
import type { ServiceDirectory } from './clients/services';

// What the learning service's API (app.ts) is built from.

export interface LearningDeps {
  config: Pick<Config, 'services' | 'INTERNAL_TOKEN' | 'PRODUCT_NAME' | 'PUBLIC_URL'> & SessionConfig & MetricsAccess;
  logger: Logger;
  store: Store;
  /** Server sessions: whose children these are (createSessionRedis; closed by the server). */
  redis: Redis;
  /** Children (accounts) and lessons (research); defaults to their internal HTTP routes. */
  directory?: ServiceDirectory;
  /** The accounts service's mail queue: a new assignment is emailed to the people of the circle who asked (issue 22). */
  mailQueue?: Pick<Queue<MailJobData, unknown>, 'add'>;
  /** The clock of the records (tests pass their own). */
  now?: () => Date;
}
