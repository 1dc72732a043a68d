import { QUEUES } from '@wonderkin/shared';
import { startQueueWorker, type CreationJobData, type CreationJobResult, type Worker } from '@wonderkin/server-kit';
import type { CreationWorkerDeps } from './deps';
import { createCreationProcessor } from './domain/creation-job';
import { createReadyNotifier } from './domain/notifications';
import { mediaPaths } from './paths';

export type { CreationWorkerDeps };

/** The processor of the creation queue, from the worker's dependencies. */
export function creationProcessorFor(deps: CreationWorkerDeps) {
  const { config } = deps;
  return createCreationProcessor({
    repo: deps.repo,
    paths: mediaPaths(config.DATA_DIR),
    faultInjection: config.FAULT_INJECTION,
    logger: deps.logger,
    notifyReady: deps.notices
      ? createReadyNotifier({ ...deps.notices, settings: { publicUrl: config.PUBLIC_URL, productName: config.PRODUCT_NAME }, logger: deps.logger })
      : undefined,
    produce: {
      generator: deps.generator,
      speech: deps.speech,
      builders: deps.builders,
      publicUrl: config.PUBLIC_URL,
      productName: config.PRODUCT_NAME,
    },
  });
}

/**
 * The creation worker in this process (tests; the media-worker process starts through runWorker). Concurrency and the
 * long lock a slow render needs come from the creation row of queue-settings.ts.
 */
export function startCreationWorker(deps: CreationWorkerDeps): Worker<CreationJobData, CreationJobResult> {
  return startQueueWorker(QUEUES.creation, creationProcessorFor(deps), deps);
}
