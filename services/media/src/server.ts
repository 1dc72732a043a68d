import http from 'node:http';
import { QUEUES } from '@wonderkin/shared';
import { type CreationJobData, type CreationJobResult } from '@wonderkin/server-kit';
import { closeServer, createLogger, createQueue, listen, loadConfig, onShutdown, openStore } from '@wonderkin/server-kit';
import { createApp } from './app';
import { mediaPaths } from './paths';
import { createSpeechEngine } from './speech';
import { TtsService } from './speech/tts-cache';
import { CreationRepository } from './store/creations';

async function main() {
  const config = loadConfig();
  const logger = createLogger('media', config.LOG_LEVEL);
  const store = await openStore({ service: 'media', dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
  const paths = mediaPaths(config.DATA_DIR);
  const queue = createQueue<CreationJobData, CreationJobResult>(QUEUES.creation, { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  // Without a listener BullMQ prints each connection error as a raw stack trace while Redis is away (it reconnects).
  queue.on('error', (error) => logger.warn({ err: error.message }, 'queue error'));
  const speech = createSpeechEngine(config);
  const app = createApp({ config, logger, repo: new CreationRepository(store), queue, tts: new TtsService(speech, paths.ttsCache), paths });
  const server = http.createServer(app);
  const port = await listen(server, config.MEDIA_PORT, config.HOST);
  logger.info({ port, speech: speech.name, store: store.driver, faultInjection: config.FAULT_INJECTION }, 'media service listening');
  onShutdown(logger, [() => closeServer(server), () => queue.close(), () => store.close()]);
}

main().catch((error) => {
  createLogger('media').fatal({ err: error }, 'media service failed to start');
  process.exit(1);
});
