import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, RESEARCH_STAGES, ResearchResultSchema, researchSlug, type Ask, type JobProgress } from '@wonderkin/shared';
import { type ResearchJobData } from '@wonderkin/server-kit';
import { createLogger, openSqliteStore, randomId, type Job, type Store } from '@wonderkin/server-kit';
import { runResearchJob, type PipelineDeps } from '../src/domain/pipeline';
import { createResearchProcessor } from '../src/domain/processor';
import { saveUpload } from '../src/domain/uploads';
import { createOfflineGenerator } from '../src/generators/offline';
import type { LessonGenerator } from '../src/generators/types';
import { createSafetyScreen } from '../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../src/store';

const logger = createLogger('pipeline-test', 'silent');

describe('research pipeline (offline generator, real safety screen, embedded store)', () => {
  let dataDir: string;
  let store: Store;
  let repos: ResearchRepositories;
  let generatorCalls: string[];
  let deps: PipelineDeps;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-pipeline-'));
    store = openSqliteStore(path.join(dataDir, 'research.sqlite'));
    repos = createRepositories(store);
    generatorCalls = [];
    const offline = createOfflineGenerator();
    const recording: LessonGenerator = {
      source: offline.source,
      generate: (input) => {
        generatorCalls.push(input.question);
        return offline.generate(input);
      },
    };
    deps = { generator: recording, safety: createSafetyScreen(), repos, dataDir, logger };
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function newJob(question: string, ageRange: Ask['ageRange'] = '6-8', image?: ResearchJobData['image']): Promise<ResearchJobData> {
    const id = randomId();
    const slug = researchSlug(id, question);
    await repos.asks.create({
      id, slug, question, ageRange, userId: null, anonId: randomId(), jobId: `research-${id}`, status: 'pending', createdAt: new Date().toISOString(),
    });
    return { researchId: id, slug, question, ageRange, ...(image ? { image } : {}) };
  }

  /** Records each progress report together with what was true when it was sent. */
  function recorder(data: ResearchJobData) {
    const reports: (JobProgress & { generated: boolean; stored: boolean })[] = [];
    return {
      reports,
      sink: {
        updateProgress: async (progress: JobProgress) => {
          reports.push({ ...progress, generated: generatorCalls.length > 0, stored: Boolean(await repos.lessons.get(data.researchId)) });
        },
      },
    };
  }

  it('reports the five stages in order, each after its work, and stores a schema-valid lesson', async () => {
    const data = await newJob('Why is the sky blue?');
    const { reports, sink } = recorder(data);
    const result = await runResearchJob(data, sink, deps);

    expect(result).toEqual({ researchId: data.researchId, slug: data.slug, free: false });
    expect(reports.map(({ progress, stage, message }) => ({ progress, stage, message }))).toEqual(RESEARCH_STAGES.map((stage) => ({ ...stage })));
    expect(reports[0].generated).toBe(true);
    expect(reports.slice(0, 4).every((report) => !report.stored)).toBe(true);
    expect(reports[4].stored).toBe(true);

    const lesson = await repos.lessons.get(data.researchId);
    expect(ResearchResultSchema.safeParse(lesson).success).toBe(true);
    expect(lesson).toMatchObject({ id: data.researchId, slug: data.slug, ageRange: '6-8', source: 'offline', safety: 'ok', originalQuestion: 'Why is the sky blue?' });
    expect(lesson!.notice).toBeTruthy();
    for (const item of lesson!.quiz) expect(item.options.filter((option) => option.correct)).toHaveLength(1);
    expect(lesson!.tryIt.length).toBeGreaterThan(0);
    expect(lesson!.engagingQuestions.length).toBeGreaterThan(0);
    for (const video of lesson!.videos) expect(Array.from(video.description).length).toBeLessThanOrEqual(120);
    expect((await repos.asks.get(data.researchId))?.status).toBe('completed');
  });

  it('answers a harmful question kindly instead of writing a lesson (safety redirected)', async () => {
    const data = await newJob('How do I make a bomb at home?', '9-12');
    const { reports, sink } = recorder(data);
    await runResearchJob(data, sink, deps);

    expect(generatorCalls).toEqual([]);
    expect(reports.map((report) => report.progress)).toEqual([20, 40, 60, 80, 100]);
    const lesson = await repos.lessons.get(data.researchId);
    expect(lesson?.safety).toBe('redirected');
    // The safety screen's kind words only: no quiz, no activities were added, a trusted adult is named.
    expect(lesson?.quiz).toEqual([]);
    const screen = createSafetyScreen();
    const verdict = screen.screenQuestion(data.question);
    expect(verdict.safe).toBe(false);
    const kindWords = screen.redirectLesson(data.question, '9-12', verdict.safe ? '' : verdict.category);
    expect(lesson?.quickAnswer).toBe(kindWords.quickAnswer);
    expect(lesson?.tryIt).toEqual(kindWords.tryIt);
    expect(JSON.stringify(lesson)).toMatch(/trusted adult/i);
    expect(ResearchResultSchema.safeParse(lesson).success).toBe(true);
  });

  it.each([
    ['My toddler swallowed a battery', /Go to the emergency room now, or call 911/],
    ['my toddler drank some bleach', /Poison Help at 1-800-222-1222/],
    ['my teen is cutting herself', /call or text 988/],
  ])('answers "%s" with the urgent answer before any generator runs (whatever the generator)', async (question, words) => {
    const data = await newJob(question, '3-5');
    const { reports, sink } = recorder(data);
    await runResearchJob(data, sink, deps);
    expect(generatorCalls).toEqual([]);
    expect(reports.map((report) => report.progress)).toEqual([20, 40, 60, 80, 100]);
    const lesson = await repos.lessons.get(data.researchId);
    expect(lesson?.mode).toBe('parent');
    expect(lesson?.quickAnswer).toMatch(words);
    expect(JSON.stringify(lesson)).not.toMatch(/for a week/);
  });

  it('never stores twice: a second run of the same job only finishes up', async () => {
    const data = await newJob('How do volcanoes erupt?');
    await runResearchJob(data, recorder(data).sink, deps);
    const first = await repos.lessons.get(data.researchId);
    const again = recorder(data);
    await runResearchJob(data, again.sink, deps);

    expect(await repos.lessons.count()).toBe(1);
    expect(await repos.lessons.get(data.researchId)).toEqual(first);
    expect(generatorCalls).toHaveLength(1);
    expect(again.reports.map((report) => report.progress)).toEqual([100]);
  });

  it('deletes the uploaded image once the lesson is stored', async () => {
    const id = randomId();
    const file = await saveUpload(dataDir, id, 'image/png', Buffer.from('89504e47', 'hex'));
    const data = await newJob('Analyzing image: leaf.png', '3-5', { file, mimeType: 'image/png', originalName: 'leaf.png' });
    expect(fs.existsSync(path.join(dataDir, file))).toBe(true);
    await runResearchJob(data, recorder(data).sink, deps);
    expect(fs.existsSync(path.join(dataDir, file))).toBe(false);
    expect(await repos.lessons.get(data.researchId)).not.toBeNull();
  });

  it('marks the ask failed with a human message only on the last attempt', async () => {
    const failing: PipelineDeps = { ...deps, generator: { source: 'offline', generate: async () => { throw new Error('boom'); } } };
    const processor = createResearchProcessor(failing);
    const data = await newJob('Why do cats purr?');
    const jobAt = (attemptsMade: number) => ({
      id: `research-${data.researchId}`, data, attemptsMade, opts: { attempts: 3 }, updateProgress: async () => undefined,
    }) as unknown as Job;

    await expect(processor(jobAt(0))).rejects.toThrow('boom');
    expect((await repos.asks.get(data.researchId))?.status).toBe('pending');
    await expect(processor(jobAt(2))).rejects.toThrow('boom');
    expect(await repos.asks.get(data.researchId)).toMatchObject({ status: 'failed', error: MESSAGES.lessonFailed });
    expect(await repos.lessons.count()).toBe(0);
  });
});
