import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RESEARCH_STAGES, researchSlug, type JobProgress } from '@wonderkin/shared';
import { createLogger, openSqliteStore, randomId, type ResearchJobData, type Store } from '@wonderkin/server-kit';
import { runResearchJob } from '../src/domain/pipeline';
import { createWritingProgress, WRITING_PROGRESS, type StreamedProgress } from '../src/domain/writing-progress';
import { createOpenAIGenerator } from '../src/generators/openai';
import { createSafetyScreen } from '../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../src/store';
import { startFakeOpenAI, type FakeOpenAI } from './support/fake-openai';
import { kidsLesson } from './support/lesson-fixture';
import { strictAnswer } from './support/strict-answer';

const logger = createLogger('writing-progress-test', 'silent');
const safety = createSafetyScreen();

describe('the job progress of a lesson being written', () => {
  it('writes updates in order, one at a time, only the latest of those that waited; the bar never goes back', async () => {
    const written: StreamedProgress[] = [];
    let release: () => void = () => undefined;
    const sink = {
      updateProgress: (progress: StreamedProgress) => {
        written.push(progress);
        return new Promise<void>((resolve) => { release = resolve; });
      },
    };
    const writing = createWritingProgress(sink, { safety, ageRange: '6-8', logger, researchId: 'r1' });
    writing.report({ step: 'quick-answer' });
    writing.report({ step: 'explanation', partial: { quickAnswer: 'Air scatters blue light.' } });
    writing.report({ step: 'quiz', partial: { quickAnswer: 'Air scatters blue light.', pageTitle: 'Sky' } });
    writing.report({ step: 'words' }); // a second attempt starting again: the bar stays at the quiz
    expect(written).toHaveLength(1); // the first is still being written
    const settled = writing.settled();
    release();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await settled;
    expect(written).toEqual([
      { progress: WRITING_PROGRESS['quick-answer'].progress, stage: 'researching', message: 'Writing the quick answer…' },
      { progress: WRITING_PROGRESS.quiz.progress, stage: 'researching', message: 'Writing the quiz…' },
    ]);
    expect(written.every((p) => p.progress < 20)).toBe(true);
  });

  it('shows nothing more of a lesson once a part fails the safety screen or breaks a safety rule', async () => {
    const written: StreamedProgress[] = [];
    const writing = createWritingProgress({ updateProgress: async (p: StreamedProgress) => { written.push(p); } }, { safety, ageRange: '6-8', logger, researchId: 'r2' });
    writing.report({ step: 'quick-answer', partial: { quickAnswer: 'Sunlight is a mix of colours.' } });
    await writing.settled();
    const unsafeActivity = { title: 'Berry test', description: 'Find out about berries.', steps: ['Pick a berry in the park.', 'Taste it to find out if it is sweet.'], note: 'Have fun!' };
    writing.report({ step: 'activities', partial: { quickAnswer: 'Sunlight is a mix of colours.', tryIt: [unsafeActivity] } });
    await writing.settled();
    writing.report({ step: 'quiz', partial: { quickAnswer: 'Sunlight is a mix of colours.' } });
    await writing.settled();
    expect(written.map((p) => Boolean(p.partial))).toEqual([true, false, false]);
    expect(written.map((p) => p.message)).toEqual(['Writing the quick answer…', 'Writing things to try…', 'Writing the quiz…']);
  });
});

describe('a research job with a streaming lesson writer', () => {
  let dataDir: string;
  let store: Store;
  let repos: ResearchRepositories;
  let fake: FakeOpenAI;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-writing-'));
    store = openSqliteStore(path.join(dataDir, 'research.sqlite'));
    repos = createRepositories(store);
  });
  afterEach(async () => {
    await fake?.close();
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports the writing steps with the lesson so far between 0 and 20, then the five stages as before', async () => {
    fake = await startFakeOpenAI([strictAnswer(kidsLesson())], { tokensPerSecond: 400 });
    const generator = createOpenAIGenerator({ apiKey: 'k', baseURL: fake.baseURL, model: 'm' });
    const id = randomId();
    const question = 'Why is the sky blue?';
    const slug = researchSlug(id, question);
    await repos.asks.create({ id, slug, question, ageRange: '6-8', userId: null, anonId: randomId(), jobId: `research-${id}`, status: 'pending', createdAt: new Date().toISOString() });
    const data: ResearchJobData = { researchId: id, slug, question, ageRange: '6-8' };
    const reports: (JobProgress & { partial?: unknown })[] = [];
    await runResearchJob(data, { updateProgress: async (progress) => { reports.push(progress); } }, { generator, safety, repos, dataDir, logger });

    const writingReports = reports.filter((r) => r.progress < 20);
    const stages = reports.slice(writingReports.length);
    expect(writingReports.length).toBeGreaterThanOrEqual(3);
    expect(writingReports.every((r) => r.stage === 'researching')).toBe(true);
    expect(stages.map((r) => r.progress)).toEqual(RESEARCH_STAGES.map((s) => s.progress));
    expect(stages.every((r) => r.partial === undefined)).toBe(true);
    const firstWithAnswer = writingReports.find((r) => (r.partial as { quickAnswer?: string } | undefined)?.quickAnswer);
    expect((firstWithAnswer?.partial as { quickAnswer: string }).quickAnswer).toBe(kidsLesson().quickAnswer);
    // Steps shorter than the throttle's 200 ms may be passed over; those shown go forward.
    expect(new Set(writingReports.map((r) => r.message)).size).toBeGreaterThanOrEqual(3);
    const bar = writingReports.map((r) => r.progress);
    expect([...bar].sort((a, b) => a - b)).toEqual(bar);
    expect((await repos.lessons.get(id))?.quickAnswer).toBe(kidsLesson().quickAnswer);
  });
});
