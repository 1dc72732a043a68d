import type { Redis } from 'ioredis';
import type { ResearchJobData, ResearchJobResult } from '@wonderkin/server-kit';
import type { Config, Logger, Queue } from '@wonderkin/server-kit';
import type { AccountsClient } from './domain/accounts-client';
import type { LimitLock } from './domain/limit-lock';
import type { Enrichment } from './enrichment';
import type { LessonGenerator } from './generators/types';
import type { SafetyScreen } from './safety/types';
import type { ResearchRepositories } from './store';

// What the research service's two processes are built from: the API (app.ts) and the worker (worker-runtime.ts).

/** The part of the BullMQ queue the API uses (enqueue, read a job's progress). */
export type ResearchQueue = Pick<Queue<ResearchJobData, ResearchJobResult>, 'add' | 'getJob'>;

export interface AppDeps {
  config: Config;
  repos: ResearchRepositories;
  researchQueue: ResearchQueue;
  logger: Logger;
  accountsClient: AccountsClient;
  /** Server sessions (who is signed in) and the per-address allowance of anonymous asks (createSessionRedis). */
  redis: Redis;
  /** Serialises the free-limit check and the reservation per visitor; defaults to an in-process lock. */
  limitLock?: LimitLock;
  /** Extra health facts (e.g. Redis reachability) for GET /healthz. */
  health?: () => Promise<Record<string, unknown>>;
}

export interface ResearchWorkerDeps {
  config: Config;
  logger: Logger;
  repos: ResearchRepositories;
  generator: LessonGenerator;
  safety: SafetyScreen;
  /** Caches web providers' answers (WEB_PROVIDER_CACHE_HOURS); absent: no cache. */
  redis?: Redis;
  /** Web pictures, videos, books and links; absent: built from the config (WEB_PROVIDERS, SERPAPI_API_KEY…). */
  enrichment?: Enrichment;
}
