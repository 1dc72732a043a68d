import { fleschKincaid } from 'flesch-kincaid';
import { AGE_BANDS, CreationSchema, QUEUES, type AgeBand, type Creation } from '@wonderkin/shared';
import { READING_TARGETS, readingStats } from '@wonderkin/shared/content';
import { createLogger, createQueueEvents, type QueueEvents, type Worker } from '@wonderkin/server-kit';
import { createContentGenerator } from '../src/content';
import { composeOfflineContent } from '../src/content/offline';
import { startCreationWorker } from '../src/creation-worker';
import { defaultBuilders } from '../src/domain/default-builders';
import { startMediaApp, type MediaHarness } from './support';

// Issue 10 §4: every creation carries the measured reading level of its story, for its band, in the creation the
// API answers (the /create detail panel shows it). Real worker, real offline writer and PDF builder, real Redis.

jest.setTimeout(180_000);

let media: MediaHarness;
let worker: Worker;
let events: QueueEvents;
const endByJob = new Map<string, 'completed' | 'failed'>();

beforeAll(async () => {
  media = await startMediaApp('readability', { env: { PUBLIC_URL: 'http://wonderkin.test' } });
  events = createQueueEvents(QUEUES.creation, { redisUrl: media.config.REDIS_URL, prefix: media.config.QUEUE_PREFIX });
  events.on('completed', ({ jobId }) => endByJob.set(jobId, 'completed'));
  events.on('failed', ({ jobId }) => endByJob.set(jobId, 'failed'));
  await events.waitUntilReady();
  worker = startCreationWorker({
    config: media.config, logger: createLogger('media-readability-test', 'silent'), repo: media.repo,
    generator: createContentGenerator(media.config), speech: media.speech, builders: defaultBuilders,
  });
  await worker.waitUntilReady();
});

afterAll(async () => {
  await worker?.close();
  await events?.close();
  await media?.close();
});

async function waitForEnd(jobId: string): Promise<'completed' | 'failed'> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const end = endByJob.get(jobId);
    if (end) return end;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** The band's figure worked out here: the offline story's pages counted and put through the formula directly. */
function expectedFigure(topic: string, ageBand: AgeBand) {
  const content = composeOfflineContent({ topic, title: topic, mode: 'custom', customOptions: { ageBand, tone: 'Gentle', learningFocus: 'Facts' } });
  const counts = readingStats(content.chapters.flatMap((chapter) => chapter.pages.map((page) => page.text)));
  const grade = Math.round(fleschKincaid({ sentence: counts.sentences, word: counts.words, syllable: counts.syllables }) * 10) / 10;
  const target = READING_TARGETS[ageBand === '9-10' ? '9-12' : ageBand];
  return { formula: 'Flesch-Kincaid grade', grade, target, fits: grade >= target.min && grade <= target.max };
}

describe('a finished creation carries the reading level of its story', () => {
  const made = new Map<AgeBand, Creation>();

  it.each(AGE_BANDS.map((band) => [band]))('ages %s: the figure the API answers equals the one computed here, and fits the band', async (ageBand) => {
    const response = await fetch(`${media.baseUrl}/api/creations`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'Space', mode: 'custom', outputs: ['hardcopy-activity-book'], customOptions: { ageBand, tone: 'Gentle', learningFocus: 'Facts' } }),
    });
    expect(response.status).toBe(202);
    const queued = await response.json();
    // Nothing is measured before the story is written.
    expect(queued).not.toHaveProperty('readability');
    expect(await waitForEnd(queued.jobId)).toBe('completed');

    const creation = CreationSchema.parse(await (await fetch(`${media.baseUrl}/api/creations/${queued.id}`)).json());
    expect(creation.status).toBe('ready');
    expect(creation.readability).toEqual(expectedFigure('Space', ageBand));
    expect(creation.readability!.fits).toBe(true);
    made.set(ageBand, creation);
  });

  it('reads harder as the band grows (each band has its own story text)', () => {
    const grades = AGE_BANDS.map((band) => made.get(band)?.readability?.grade ?? NaN);
    expect(grades[0]).toBeLessThan(grades[1]);
    expect(grades[1]).toBeLessThan(grades[2]);
  });
});
