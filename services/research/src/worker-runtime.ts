import { QUEUES } from '@wonderkin/shared';
import { startQueueWorker, type ResearchJobData, type ResearchJobResult, type Worker } from '@wonderkin/server-kit';
import type { ResearchWorkerDeps } from './deps';
import { createResearchProcessor } from './domain/processor';
import { createLessonLibrary } from './domain/lesson-library';
import { createWebEnrichment } from './enrichment';
import { createModeration } from './safety/moderation';

export type { ResearchWorkerDeps };

/** The processor of the research queue, from the worker's dependencies. */
export function researchProcessorFor(deps: ResearchWorkerDeps) {
  return createResearchProcessor({
    generator: deps.generator, safety: deps.safety, repos: deps.repos, dataDir: deps.config.DATA_DIR, logger: deps.logger,
    productName: deps.config.PRODUCT_NAME,
    // The provider's moderation after the safety screen, exactly when OPENAI_API_KEY is set (OPENAI_MODERATION_MODEL).
    moderation: createModeration(deps.config, deps.logger),
    library: createLessonLibrary({ lessons: deps.repos.lessons, days: deps.config.LESSON_LIBRARY_DAYS, logger: deps.logger }),
    enrichment: deps.enrichment ?? createWebEnrichment({
      config: deps.config, logger: deps.logger, redis: deps.redis, isSafeText: (text) => deps.safety.screenWebText(text).safe,
    }),
  });
}

/**
 * The research worker in this process (tests, the research benchmark; the research-worker process starts through
 * runWorker). Concurrency and the lock (RESEARCH_JOB_LOCK_MS: a dead worker's lesson runs again once it expired) come
 * from the research row of queue-settings.ts; retries and backoff from the producer's DEFAULT_JOB_OPTIONS.
 */
export function startResearchWorker(deps: ResearchWorkerDeps): Worker<ResearchJobData, ResearchJobResult> {
  return startQueueWorker(QUEUES.research, researchProcessorFor(deps), deps);
}
