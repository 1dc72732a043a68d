import { fleschKincaid } from 'flesch-kincaid';
import { AGE_BANDS, CreationSchema, type AgeBand, type Creation } from '@wonderkin/shared';
import { READING_TARGETS, readingStats } from '@wonderkin/shared/content';
import { composeOfflineContent } from '../src/content/offline';
import type { MediaHarness } from './support';
import { startMediaWithWorker, type MediaWithWorker } from './worker-harness';

// Issue 10 §4: every creation carries the measured reading level of its story, for its band, in the creation the
// API answers (the /create detail panel shows it). Real worker, real offline writer and PDF builder, real Redis.

jest.setTimeout(180_000);

let media: MediaHarness;
let running: MediaWithWorker;

beforeAll(async () => {
  running = await startMediaWithWorker('readability', { PUBLIC_URL: 'http://wonderkin.test' });
  media = running.media;
});

afterAll(async () => {
  await running?.close();
});

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
    expect(await running.waitForEnd(queued.jobId)).toBe('completed');

    const creation = CreationSchema.parse(await (await fetch(`${media.baseUrl}/api/creations/${queued.id}`)).json());
    expect(creation.status).toBe('ready');
    expect(creation.readability).toEqual(expectedFigure('Space', ageBand));
    expect(creation.readability!.fits).toBe(true);
    // The band the story was written for is kept beside the figure (the panel names it: "fits ages 9-10").
    expect(creation.ageBand).toBe(ageBand);
    made.set(ageBand, creation);
  });

  it('reads harder as the band grows (each band has its own story text)', () => {
    const grades = AGE_BANDS.map((band) => made.get(band)?.readability?.grade ?? NaN);
    expect(grades[0]).toBeLessThan(grades[1]);
    expect(grades[1]).toBeLessThan(grades[2]);
  });
});
