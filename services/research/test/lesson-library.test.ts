import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { researchSlug, type Ask } from '@wonderkin/shared';
import { createLogger, openSqliteStore, randomId, type ResearchJobData, type Store } from '@wonderkin/server-kit';
import { createLessonLibrary, libraryKey } from '../src/domain/lesson-library';
import { runResearchJob, type PipelineDeps } from '../src/domain/pipeline';
import { createOfflineGenerator } from '../src/generators/offline';
import { createOpenAIGenerator } from '../src/generators/openai';
import { createSafetyScreen } from '../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../src/store';
import { startFakeOpenAI, type FakeOpenAI } from './support/fake-openai';
import { kidsLesson } from './support/lesson-fixture';

// Provider lessons kept as a library (issue 10 §1, LESSON_LIBRARY_DAYS): the real pipeline with the real OpenAI SDK
// talking to a local OpenAI-compatible server, the real safety screen and the embedded store. The second identical
// ask (case, spacing and punctuation aside) for the same age range makes no second model call.

const logger = createLogger('library-test', 'silent');
const DAY = 24 * 60 * 60 * 1000;

describe('the lesson library', () => {
  let dataDir: string;
  let store: Store;
  let repos: ResearchRepositories;
  let fake: FakeOpenAI;
  let clock: Date;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-library-'));
    store = openSqliteStore(path.join(dataDir, 'research.sqlite'));
    repos = createRepositories(store);
    fake = await startFakeOpenAI([JSON.stringify(kidsLesson())]);
    clock = new Date('2026-11-23T10:00:00Z');
  });
  afterEach(async () => {
    await fake.close();
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const depsWith = (days: number, generator = createOpenAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'text-model' })): PipelineDeps => ({
    generator, safety: createSafetyScreen(), repos, dataDir, logger,
    library: createLessonLibrary({ lessons: repos.lessons, days, now: () => clock }),
  });

  async function ask(deps: PipelineDeps, question: string, ageRange: Ask['ageRange'] = '6-8') {
    const id = randomId();
    const slug = researchSlug(id, question);
    await repos.asks.create({
      id, slug, question, ageRange, userId: null, anonId: randomId(), jobId: `research-${id}`, status: 'pending', createdAt: new Date().toISOString(),
    });
    const data: ResearchJobData = { researchId: id, slug, question, ageRange };
    await runResearchJob(data, { updateProgress: async () => undefined }, deps);
    return (await repos.lessons.get(id))!;
  }

  it('answers the same question for the same age range from the kept lesson, without a second model call', async () => {
    const deps = depsWith(30);
    const first = await ask(deps, 'Why is the sky blue?');
    expect(fake.requests).toHaveLength(1);

    const second = await ask(deps, '  why is the SKY blue  ');
    expect(fake.requests).toHaveLength(1);
    expect(second.source).toBe('openai');
    expect(second.safety).toBe('ok');
    expect(second.quickAnswer).toBe(first.quickAnswer);
    // The page shows the second asker's own words.
    expect(second.originalQuestion).toBe('  why is the SKY blue  ');
    expect(second.id).not.toBe(first.id);
  });

  it('asks the provider again for another age range, another question, or once the kept lesson is too old', async () => {
    const deps = depsWith(30);
    await ask(deps, 'Why is the sky blue?', '6-8');
    await ask(deps, 'Why is the sky blue?', '9-12');
    await ask(deps, 'Why is the sea blue?', '6-8');
    expect(fake.requests).toHaveLength(3);

    clock = new Date(clock.getTime() + 29 * DAY);
    await ask(deps, 'Why is the sky blue?', '6-8');
    expect(fake.requests).toHaveLength(3);
    clock = new Date(clock.getTime() + 2 * DAY);
    await ask(deps, 'Why is the sky blue?', '6-8');
    expect(fake.requests).toHaveLength(4);
    // The fresh answer is kept again from now on.
    await ask(deps, 'why is the sky blue', '6-8');
    expect(fake.requests).toHaveLength(4);
  });

  it('is off with LESSON_LIBRARY_DAYS=0', async () => {
    const deps = depsWith(0);
    await ask(deps, 'Why is the sky blue?');
    await ask(deps, 'Why is the sky blue?');
    expect(fake.requests).toHaveLength(2);
    expect(await repos.lessons.findKept(libraryKey('Why is the sky blue?', '6-8'))).toBeNull();
  });

  it('never serves a kept lesson for a question the safety triage routes, even when one is stored under its key', async () => {
    const routed = ['my child has a high fever and a stiff neck', 'Why did my grandma die?', 'can babies have honey?'];
    for (const question of routed) {
      await repos.lessons.keep({
        id: libraryKey(question, '6-8'), ageRange: '6-8', content: kidsLesson(question), source: 'openai', keptAt: clock.toISOString(),
      });
    }
    const library = createLessonLibrary({ lessons: repos.lessons, days: 30, now: () => clock });
    for (const question of routed) {
      expect(await library.find({ question, ageRange: '6-8' }, 'openai')).toBeNull();
      // Through the pipeline: the safety screen's own answer, no lesson from the library, no model call.
      const lesson = await ask(depsWith(30), question);
      expect(lesson.safety).toBe('redirected');
      expect(lesson.quickAnswer).not.toBe(kidsLesson(question).quickAnswer);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps no lesson for a photo question, and none made by the offline pack', async () => {
    const library = createLessonLibrary({ lessons: repos.lessons, days: 30, now: () => clock });
    const photo = { question: 'What is this leaf?', ageRange: '6-8' as const, image: { path: '/tmp/leaf.png', mimeType: 'image/png', originalName: 'leaf.png' } };
    await library.keep(photo, { content: kidsLesson(photo.question), exploration: false }, 'openai');
    expect(await repos.lessons.findKept(libraryKey(photo.question, '6-8'))).toBeNull();

    const offline = depsWith(30, createOfflineGenerator());
    await ask(offline, 'Why is the sky blue?');
    expect(await repos.lessons.findKept(libraryKey('Why is the sky blue?', '6-8'))).toBeNull();
  });
});
