import { QUEUES } from '@wonderkin/shared';
import { createLogger, createQueueEvents } from '@wonderkin/server-kit';
import { createContentGenerator } from '../src/content';
import { startCreationWorker } from '../src/creation-worker';
import { defaultBuilders } from '../src/domain/default-builders';
import { startMediaApp, type MediaHarness } from './support';

/** The media API with a real creation worker, and how each creation job ended (from the queue's own events). */
export interface MediaWithWorker {
  media: MediaHarness;
  /** How the job ended, once it has (throws when it has not within the time given). */
  waitForEnd(jobId: string, ms?: number): Promise<'completed' | 'failed'>;
  close(): Promise<void>;
}

export async function startMediaWithWorker(label: string, env: Record<string, string> = {}): Promise<MediaWithWorker> {
  const media = await startMediaApp(label, { env });
  const ends = new Map<string, 'completed' | 'failed'>();
  const events = createQueueEvents(QUEUES.creation, { redisUrl: media.config.REDIS_URL, prefix: media.config.QUEUE_PREFIX });
  events.on('completed', ({ jobId }) => ends.set(jobId, 'completed'));
  events.on('failed', ({ jobId }) => ends.set(jobId, 'failed'));
  await events.waitUntilReady();
  const worker = startCreationWorker({
    config: media.config, logger: createLogger(`media-${label}-test`, 'silent'), repo: media.repo,
    generator: createContentGenerator(media.config), speech: media.speech, builders: defaultBuilders,
  });
  await worker.waitUntilReady();
  return {
    media,
    async waitForEnd(jobId, ms = 150_000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const end = ends.get(jobId);
        if (end) return end;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`job ${jobId} did not finish`);
    },
    async close() {
      await worker.close();
      await events.close();
      await media.close();
    },
  };
}
