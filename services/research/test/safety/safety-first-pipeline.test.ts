import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { researchSlug, type Ask, type LessonContent } from '@wonderkin/shared';
import { createLogger, openSqliteStore, randomId, type Store } from '@wonderkin/server-kit';
import type { ResearchJobData } from '@wonderkin/server-kit';
import { runResearchJob, type PipelineDeps } from '../../src/domain/pipeline';
import { createOfflineGenerator } from '../../src/generators/offline';
import type { LessonGenerator } from '../../src/generators/types';
import { createSafetyScreen } from '../../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../../src/store';
import { kidsLesson } from '../support/lesson-fixture';

// Safety first on what a family gets (issue 17), through the real pipeline: the urgent answer carries the number to
// call first; a question that touches a safety rule gets the rule with its source first, from the offline library and
// from a provider alike; a rule question the library has no lesson for gets the rule instead of the exploration page;
// and no page title echoes an injury or an ingestion.

const logger = createLogger('safety-first-test', 'silent');

describe('safety first, through the pipeline', () => {
  let dataDir: string;
  let store: Store;
  let repos: ResearchRepositories;
  const deps = (generator: LessonGenerator = createOfflineGenerator(), country?: 'GB'): PipelineDeps => ({
    generator, safety: createSafetyScreen(country ? { country } : {}), repos, dataDir, logger,
  });

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-safety-first-'));
    store = openSqliteStore(path.join(dataDir, 'research.sqlite'));
    repos = createRepositories(store);
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function ask(question: string, ageRange: Ask['ageRange'], options: { generator?: LessonGenerator; country?: 'GB' } = {}) {
    const id = randomId();
    const slug = researchSlug(id, question);
    await repos.asks.create({ id, slug, question, ageRange, userId: null, anonId: randomId(), jobId: `research-${id}`, status: 'pending', createdAt: new Date().toISOString() });
    const data: ResearchJobData = { researchId: id, slug, question, ageRange };
    await runResearchJob(data, { updateProgress: async () => undefined }, deps(options.generator, options.country));
    const lesson = await repos.lessons.get(id);
    if (!lesson) throw new Error('no lesson stored');
    return lesson;
  }

  it('puts the emergency number first on a child\'s "my mummy wont wake up", in the configured country', async () => {
    const lesson = await ask('my mummy wont wake up', '6-8');
    expect(lesson.safety).toBe('redirected');
    expect(lesson.callNow).toEqual({ number: '911', label: 'Call 911 now' });
    expect(lesson.quickAnswer).toMatch(/^Call 911 now\./);
    expect(JSON.stringify(lesson)).not.toMatch(/Great question|Let's Find Out|guess/i);
    const uk = await ask('my mummy wont wake up', '6-8', { country: 'GB' });
    expect(uk.callNow?.number).toBe('999');
  });

  it('never gives a lesson or the exploration page to the review\'s misrouted emergencies, nor echoes them in a title', async () => {
    for (const question of ['my little brother ate a pill', 'i swallowed a marble', 'my teen took a bunch of tylenol', 'my child is burning hot and floppy', 'my baby rolled off the changing table']) {
      const lesson = await ask(question, question.startsWith('my teen') || question.startsWith('my child') || question.startsWith('my baby') ? '13+' : '6-8');
      expect({ question, safety: lesson.safety, exploration: lesson.exploration, urgent: Boolean(lesson.callNow) }).toEqual({ question, safety: 'redirected', exploration: false, urgent: true });
      expect(lesson.pageTitle.toLowerCase()).not.toContain(question.split(' ').slice(-2).join(' '));
    }
    // The teen's overdose: Poison Help and the crisis line both.
    const teen = JSON.stringify(await ask('my teen took a bunch of tylenol', '13+'));
    expect(teen).toContain('1-800-222-1222');
    expect(teen).toContain('988');
  });

  it('states the honey rule with its source first, on the hazard answer for an 8-month-old\'s toast', async () => {
    const lesson = await ask('my 8 month old had honey on her toast', '3-5');
    expect(lesson.safetyRules?.map((rule) => rule.id)).toContain('honey');
    const honey = lesson.safetyRules?.find((rule) => rule.id === 'honey');
    expect(honey?.text).toMatch(/honey/i);
    expect(honey?.source.url).toMatch(/^https:\/\//);
  });

  it('answers the front-seat question with the back-seat rule, for a parent, from the library and from a provider', async () => {
    const offline = await ask('can my 8 year old sit in the front seat of the car?', '6-8');
    expect(offline.safetyRules?.[0]).toEqual(expect.objectContaining({ id: 'front-seat', text: expect.stringMatching(/13/) }));
    // The library has no lesson for it: the rule is the answer, not the "let's find out together" page.
    expect(offline.exploration).toBe(false);
    expect(offline.pageTitle).not.toMatch(/Let's Find Out/);

    const provider: LessonGenerator = { source: 'openai', generate: async (input) => ({ content: { ...kidsLesson(input.question), mode: 'parent' } as LessonContent, exploration: false }) };
    const written = await ask('can my 8 year old sit in the front seat of the car?', '6-8', { generator: provider });
    expect(written.safetyRules?.[0].id).toBe('front-seat');
  });

  it('gives a child the rule in words for their band', async () => {
    const lesson = await ask('do i need a helmet on my scooter', '3-5');
    const helmet = lesson.safetyRules?.find((rule) => rule.id === 'helmet');
    expect(helmet).toBeDefined();
    expect(helmet?.text).not.toEqual(expect.stringMatching(/AAP|American Academy/));
  });

  it('leaves ordinary questions alone: no rule, no call button', async () => {
    const lesson = await ask('How do volcanoes erupt?', '9-12');
    expect(lesson.safetyRules).toBeUndefined();
    expect(lesson.callNow).toBeUndefined();
    expect(lesson.safety).toBe('ok');
  });
});
