import { QUEUES } from '@wonderkin/shared';
import { type CreationJobData, type CreationJobResult } from '@wonderkin/server-kit';
import { createWorker, type Config, type Logger, type Worker } from '@wonderkin/server-kit';
import type { CreationContentGenerator } from './content/types';
import type { CreationBuilders } from './domain/builders';
import { createCreationProcessor } from './domain/creation-job';
import { mediaPaths } from './paths';
import type { SpeechEngine } from './speech/engine';
import type { CreationRepository } from './store/creations';

export interface CreationWorkerDeps {
  config: Config;
  logger: Logger;
  repo: CreationRepository;
  generator: CreationContentGenerator;
  speech: SpeechEngine;
  builders: CreationBuilders;
}

/** A long job's lock must outlive a slow render; BullMQ renews it every lockDuration / 2. */
export const CREATION_LOCK_MS = 120_000;

/** The BullMQ worker of the creation queue (used by src/worker.ts and by tests in-process). */
export function startCreationWorker(deps: CreationWorkerDeps): Worker<CreationJobData, CreationJobResult> {
  const { config } = deps;
  const processor = createCreationProcessor({
    repo: deps.repo,
    paths: mediaPaths(config.DATA_DIR),
    faultInjection: config.FAULT_INJECTION,
    logger: deps.logger,
    produce: {
      generator: deps.generator,
      speech: deps.speech,
      builders: deps.builders,
      publicUrl: config.PUBLIC_URL,
      productName: config.PRODUCT_NAME,
    },
  });
  return createWorker<CreationJobData, CreationJobResult>(QUEUES.creation, processor, { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX }, {
    concurrency: config.MEDIA_WORKER_CONCURRENCY,
    lockDuration: CREATION_LOCK_MS,
  });
}
