import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Job } from 'bullmq';
import { type JobProgress } from '@wonderkin/shared';
import { type CreationJobData, type CreationJobResult } from '@wonderkin/server-kit';
import { createLogger, openSqliteStore, type Store } from '@wonderkin/server-kit';
import type { CreationContent } from '../src/content/types';
import type { CreationBuilders } from '../src/domain/builders';
import { createCreationProcessor } from '../src/domain/creation-job';
import { newCreationRecord } from '../src/domain/creations';
import { mediaPaths, type MediaPaths } from '../src/paths';
import { createEspeakEngine } from '../src/speech/espeak';
import { createCreationRepository, type CreationRepository } from '../src/store/creations';

const content: CreationContent = {
  title: 'Space', topic: 'Space', ageBand: '6-8', tone: 'Adventurous', focus: 'Facts',
  chapters: [{ title: 'Up', pages: [{ heading: 'Up', text: 'Rockets fly up.', illustration: { scene: 'rocket' } }] }],
  activities: [], facts: [], source: 'offline', exploration: false,
};

const fakeJob = (creationId: string, attemptsMade: number, progress: JobProgress[]) => ({
  id: `creation-${creationId}`,
  data: { creationId },
  attemptsMade,
  opts: { attempts: 3 },
  updateProgress: async (value: JobProgress) => { progress.push(value); },
}) as unknown as Job<CreationJobData, CreationJobResult>;

describe('the creation job when a stage fails', () => {
  let dir: string;
  let store: Store;
  let repo: CreationRepository;
  let paths: MediaPaths;
  const builders: CreationBuilders = {
    renderStoryFrames: async () => [],
    buildDigitalActivityBook: async () => { throw new Error('pdf exploded'); },
    buildHardcopyActivityBook: async (_content, file) => { fs.writeFileSync(file, '%PDF-1.4'); return { pages: 1 }; },
  };
  const processor = () => createCreationProcessor({
    repo, paths, faultInjection: false, logger: createLogger('test', 'silent'),
    produce: { generator: { source: 'offline', generate: async () => content }, speech: createEspeakEngine(), builders, publicUrl: 'http://x.test', productName: 'Wonderkin' },
  });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-creation-job-'));
    store = openSqliteStore(path.join(dir, 'media.sqlite'));
    repo = createCreationRepository(store);
    paths = mediaPaths(dir);
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the creation processing while BullMQ will try again, and cleans its work directory', async () => {
    const record = await repo.insert(newCreationRecord('1'.repeat(32), { topic: 'Space', mode: 'quick', outputs: ['digital-activity-book'], customOptions: undefined }, { userId: null, anonId: null }));
    await expect(processor()(fakeJob(record.id, 0, []))).rejects.toThrow('Something went wrong while building the digital activity book. Please try again.');
    expect(await repo.get(record.id)).toMatchObject({ status: 'processing' });
    expect(fs.readdirSync(paths.work)).toEqual([]);
  });

  it('marks the creation failed with a readable reason on the last attempt, with no files left behind', async () => {
    const record = await repo.insert(newCreationRecord('2'.repeat(32), { topic: 'Space', mode: 'quick', outputs: ['hardcopy-activity-book', 'digital-activity-book'], customOptions: undefined }, { userId: null, anonId: null }));
    const progress: JobProgress[] = [];
    await expect(processor()(fakeJob(record.id, 2, progress))).rejects.toThrow(/digital activity book/);
    const failed = await repo.get(record.id);
    expect(failed).toMatchObject({ status: 'failed', stage: 'failed', error: 'Something went wrong while building the digital activity book. Please try again.' });
    expect(progress.map((event) => event.stage)).toEqual(['writing', 'rendering-digital-activity-book']);
    // The hardcopy book was never moved into place: a creation has all its files or none.
    expect(fs.existsSync(path.join(paths.creations, record.id))).toBe(false);
    expect(fs.readdirSync(paths.work)).toEqual([]);
  });

  it('answers a re-run of a finished creation without making anything again', async () => {
    const record = await repo.insert(newCreationRecord('3'.repeat(32), { topic: 'Space', mode: 'quick', outputs: ['hardcopy-activity-book'], customOptions: undefined }, { userId: null, anonId: null }));
    const first = await processor()(fakeJob(record.id, 0, []));
    expect(first.resultUrls).toEqual({ hardcopyActivityBook: `/media/creations/${record.id}/activity-book-print.pdf` });
    const file = path.join(paths.creations, record.id, 'activity-book-print.pdf');
    const before = fs.statSync(file).mtimeMs;
    const progress: JobProgress[] = [];
    const again = await processor()(fakeJob(record.id, 0, progress));
    expect(again.resultUrls).toEqual(first.resultUrls);
    expect(progress).toEqual([]);
    expect(fs.statSync(file).mtimeMs).toBe(before);
  });
});
