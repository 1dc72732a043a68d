import type { Redis } from 'ioredis';
import type { ChildAccessClient, Config, Logger, MetricsAccess, Queue, SessionConfig, Store } from '@wonderkin/server-kit';
import type { FindBook } from './paper/book';
import type { FindTarget } from './domain/verify-target';

// What the feedback service's API (app.ts) is built from.

export interface FeedbackDeps {
  config: Pick<Config, 'services' | 'INTERNAL_TOKEN' | 'DATA_DIR' | 'PAPER_FEEDBACK_RETENTION_MONTHS' | 'OPENAI_API_KEY'> & SessionConfig & MetricsAccess;
  logger: Logger;
  store: Store;
  /** Server sessions: feedback on a lesson is its owner's alone (createSessionRedis; closed by the server). */
  redis: Redis;
  /** What an id is and who owns it; defaults to asking the research and media services over HTTP. */
  findTarget?: FindTarget;
  /** Whose a printed book is (paper feedback); defaults to asking the media service. */
  findBook?: FindBook;
  /** Who may do what with a child; defaults to asking the circle's access module (accounts). */
  access?: ChildAccessClient;
  /** The paper-feedback queue (readings by a provider); given when a provider is keyed, else nothing is read. */
  paperQueue?: Queue;
}
