import type { Redis } from 'ioredis';
import type { Config, Logger, MetricsAccess, SessionConfig, Store } from '@wonderkin/server-kit';
import type { FindTarget } from './domain/verify-target';

// What the feedback service's API (app.ts) is built from.

export interface FeedbackDeps {
  config: Pick<Config, 'services' | 'INTERNAL_TOKEN'> & SessionConfig & MetricsAccess;
  logger: Logger;
  store: Store;
  /** Server sessions: feedback on a lesson is its owner's alone (createSessionRedis; closed by the server). */
  redis: Redis;
  /** What an id is and who owns it; defaults to asking the research and media services over HTTP. */
  findTarget?: FindTarget;
}
