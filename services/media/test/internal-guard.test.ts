import { createLogger, type CreationJobData, type CreationJobResult, type Queue } from '@wonderkin/server-kit';
import { describeInternalGuard } from '../../../tests/support/internal-guard';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';
import { mediaPaths } from '../src/paths';
import { createEspeakEngine } from '../src/speech/espeak';
import { TtsService } from '../src/speech/tts-cache';
import { createCreationRepository } from '../src/store/creations';

// Media's internal routes (feedback checking a creation exists) refuse a caller on another host without the token.
describeInternalGuard('media', { url: '/internal/creations/0123456789abcdef0123456789abcdef' }, ({ config, store }) => {
  const paths = mediaPaths(config.DATA_DIR);
  return createApp({
    config,
    logger: createLogger('media-guard-test', 'silent'),
    repo: createCreationRepository(store),
    // Nothing is queued here: the guard answers before any route reads the queue.
    queue: {} as Queue<CreationJobData, CreationJobResult>,
    tts: new TtsService(createEspeakEngine(), paths.ttsCache),
    paths,
    redis: offlineRedis(),
  });
});
