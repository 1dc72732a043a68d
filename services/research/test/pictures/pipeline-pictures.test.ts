import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { researchSlug, type Ask } from '@wonderkin/shared';
import { createLogger, openSqliteStore, randomId, type Store } from '@wonderkin/server-kit';
import { runResearchJob, type PipelineDeps } from '../../src/domain/pipeline';
import { createOfflineGenerator } from '../../src/generators/offline';
import { createSafetyScreen } from '../../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../../src/store';

const logger = createLogger('pipeline-pictures-test', 'silent');

describe('research pipeline: every lesson stored with our illustrations first', () => {
  let dataDir: string;
  let store: Store;
  let repos: ResearchRepositories;
  let deps: PipelineDeps;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-pictures-'));
    store = openSqliteStore(path.join(dataDir, 'research.sqlite'));
    repos = createRepositories(store);
    deps = { generator: createOfflineGenerator(), safety: createSafetyScreen(), repos, dataDir, logger, productName: 'Curio' };
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function lessonFor(question: string, ageRange: Ask['ageRange'] = '6-8') {
    const id = randomId();
    const slug = researchSlug(id, question);
    await repos.asks.create({ id, slug, question, ageRange, userId: null, anonId: randomId(), jobId: `research-${id}`, status: 'pending', createdAt: new Date().toISOString() });
    await runResearchJob({ researchId: id, slug, question, ageRange }, { updateProgress: async () => undefined }, deps);
    const lesson = await repos.lessons.get(id);
    if (!lesson) throw new Error('no lesson stored');
    return lesson;
  }

  it('a kid lesson from the library: a picture of its subject, with alt text and our credit', async () => {
    const lesson = await lessonFor('How do volcanoes erupt?');
    expect(lesson.exploration).toBe(false);
    expect(lesson.images[0]).toMatchObject({
      source: 'illustration',
      alt: expect.stringMatching(/volcano/),
      attribution: 'Illustration: Curio',
      link: expect.stringMatching(/^\/media\/illustrations\/volcano-erupting\.svg\?seed=\d+$/),
    });
  });

  it('a parent guide gets one calm picture, an exploration lesson the "let\'s find out" one', async () => {
    const guide = await lessonFor('My toddler refuses to go to bed every night, what can I do?');
    expect(guide.mode).toBe('parent');
    expect(guide.images.filter((image) => image.source === 'illustration')).toHaveLength(1);

    const exploration = await lessonFor('What is a zorble made of?');
    expect(exploration.exploration).toBe(true);
    expect(exploration.images.map((image) => image.link)).toContainEqual(expect.stringMatching(/^\/media\/illustrations\/explore\.svg\?seed=/));
  });

  it('puts no picture beside a safety answer', async () => {
    const answer = await lessonFor('how do I make a bomb');
    expect(answer.safety).toBe('redirected');
    expect(answer.images.filter((image) => image.source === 'illustration')).toEqual([]);
  });
});
