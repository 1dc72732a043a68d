import type { Redis } from 'ioredis';
import type { Config, CreationJobData, CreationJobResult, Logger, MetricsAccess, Queue, RecipientCaps, SessionConfig } from '@wonderkin/server-kit';
import type { CreationContentGenerator } from './content/types';
import type { CreationBuilders } from './domain/builders';
import type { MailProducer } from './domain/notifications';
import type { MediaPaths } from './paths';
import type { SpeechEngine } from './speech/engine';
import type { TtsService } from './speech/tts-cache';
import type { CreationRepository } from './store/creations';

// What the media service's two processes are built from: the API (app.ts) and the worker (creation-worker.ts).

export interface MediaAppDeps {
  config: Pick<Config, 'PRODUCT_NAME' | 'FAULT_INJECTION' | 'INTERNAL_TOKEN' | 'PUBLIC_URL' | 'services'> & SessionConfig & MetricsAccess;
  logger: Logger;
  repo: CreationRepository;
  queue: Queue<CreationJobData, CreationJobResult>;
  tts: TtsService;
  paths: MediaPaths;
  /** Server sessions: a creation belongs to the signed-in user, else to the browser (createSessionRedis). */
  redis: Redis;
}

export interface CreationWorkerDeps {
  config: Config;
  logger: Logger;
  repo: CreationRepository;
  generator: CreationContentGenerator;
  speech: SpeechEngine;
  builders: CreationBuilders;
  /**
   * "Your creation is ready": the accounts service's mail queue (QUEUES.mail) and the per-recipient daily caps
   * (createRecipientCaps); unset: no notices.
   */
  notices?: { queue: MailProducer; caps: RecipientCaps };
}
