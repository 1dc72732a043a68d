import { QUEUES } from '@wonderkin/shared';
import { type ResearchJobData, type ResearchJobResult } from '@wonderkin/server-kit';
import { createWorker, type Config, type Logger, type Worker } from '@wonderkin/server-kit';
import { createResearchProcessor } from './domain/processor';
import type { LessonGenerator } from './generators/types';
import type { SafetyScreen } from './safety/types';
import type { ResearchRepositories } from './store';

export interface ResearchWorkerDeps {
  config: Config;
  logger: Logger;
  repos: ResearchRepositories;
  generator: LessonGenerator;
  safety: SafetyScreen;
}

/**
 * A running job's lock is renewed every lockDuration / 2; a dead worker's lock expires after lockDuration and the next
 * stalled check (every half lock) hands the job to another worker: with the 4 s default, within about 6 s.
 */
export function researchLockSettings(lockMs: number): { lockDuration: number; stalledInterval: number } {
  return { lockDuration: lockMs, stalledInterval: Math.max(500, Math.round(lockMs / 2)) };
}

/**
 * The research worker: BullMQ on QUEUES.research with the configured concurrency. Retries and backoff come from the
 * producer's DEFAULT_JOB_OPTIONS; stalled-job recovery from createWorker (a dead worker's job runs again once its lock,
 * RESEARCH_JOB_LOCK_MS, has expired).
 */
export function startResearchWorker(deps: ResearchWorkerDeps): Worker<ResearchJobData, ResearchJobResult> {
  const { config, logger } = deps;
  const processor = createResearchProcessor({
    generator: deps.generator, safety: deps.safety, repos: deps.repos, dataDir: config.DATA_DIR, logger,
  });
  const worker = createWorker<ResearchJobData, ResearchJobResult>(QUEUES.research, processor, {
    redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX,
  }, {
    concurrency: config.RESEARCH_WORKER_CONCURRENCY,
    ...researchLockSettings(config.RESEARCH_JOB_LOCK_MS),
  });
  worker.on('completed', (job) => logger.info({ jobId: job.id }, 'research job completed'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, err: error }, 'research job failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'research worker error'));
  return worker;
}
