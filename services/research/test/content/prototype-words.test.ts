import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResearchResultSchema, researchSlug, type AgeRange } from '@wonderkin/shared';
import { createLogger, openSqliteStore, randomId, type Store } from '@wonderkin/server-kit';
import { PROTOTYPE_WORDS } from '../../../../tests/fuzz/cases';
import { kidMatcher, parentMatcher } from '../../src/content';
import { normalizeText, questionWords, stem, tokens } from '../../src/content/normalize';
import { resolveQuestion } from '../../src/content/resolve';
import { runResearchJob } from '../../src/domain/pipeline';
import { createOfflineGenerator } from '../../src/generators/offline';
import { questionFeatures } from '../../src/safety/classifier/features';
import { cueText } from '../../src/safety/cue-text';
import { routeQuestion } from '../../src/safety/route';
import { createSafetyScreen } from '../../src/safety/screen';
import { createRepositories } from '../../src/store';
import { decodeEntities } from '../../src/enrichment/text';

// Issue 18, F6: a question with "constructor" failed every time, because a word table looked up with the question's
// own words was a plain object (SHORTHAND["constructor"] is Object). Object.prototype's names are words like any other,
// at every step of the pipeline: as the question, inside a question, and as a child's interest.

const questionsWith = (word: string) => [word, `What does a ${word} do?`, `Why do ${word}s wear hard hats?`, `${word} ${word.toUpperCase()}`];
const allStrings = (values: unknown[]) => values.every((value) => typeof value === 'string');

describe.each(PROTOTYPE_WORDS)('the word "%s"', (word) => {
  it.each(questionsWith(word))('"%s" is plain words to the normaliser, the matchers and the safety screen', (question) => {
    expect(allStrings(questionWords(question))).toBe(true);
    expect(allStrings(tokens(question))).toBe(true);
    for (const w of [word, word.toLowerCase(), normalizeText(word)]) expect(typeof stem(w)).toBe('string');
    expect(typeof cueText(question)).toBe('string');
    expect(allStrings(questionFeatures(question))).toBe(true);
    expect(() => kidMatcher.match(question)).not.toThrow();
    expect(() => parentMatcher.match(question)).not.toThrow();
    expect(['kids', 'parent', 'exploration']).toContain(resolveQuestion(question).kind);
    const route = routeQuestion(question);
    expect(route.category === null || typeof route.category === 'string').toBe(true);
    expect(decodeEntities(`a &${word}; b`)).toBe(`a &${word}; b`);
  });
});

describe('prototype words through the whole research pipeline (offline generator, safety screen, embedded store)', () => {
  let dataDir: string;
  let store: Store;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-proto-words-'));
    store = openSqliteStore(path.join(dataDir, 'research.sqlite'));
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const cases = PROTOTYPE_WORDS.flatMap((word) => (['3-5', '13+'] as AgeRange[]).map((ageRange) => [`What does a ${word} do?`, ageRange, word] as const));

  it.each(cases)('"%s" (%s) makes a lesson, also for a child interested in "%s"', async (question, ageRange, word) => {
    const repos = createRepositories(store);
    const deps = { generator: createOfflineGenerator(), safety: createSafetyScreen(), repos, dataDir, logger: createLogger('proto-test', 'silent') };
    for (const child of [undefined, { childId: 'child_1', level: 'standard' as const, interests: [word, 'dinosaurs'], supportNeeds: [] }]) {
      const id = randomId();
      const slug = researchSlug(id, question);
      await repos.asks.create({ id, slug, question, ageRange, userId: null, anonId: randomId(), jobId: `research-${id}`, status: 'pending', createdAt: new Date().toISOString() });
      await runResearchJob({ researchId: id, slug, question, ageRange, ...(child ? { child } : {}) }, { updateProgress: async () => undefined }, deps);
      const lesson = await repos.lessons.get(id);
      expect(ResearchResultSchema.safeParse(lesson).success).toBe(true);
      expect(lesson?.originalQuestion).toBe(question);
      expect((await repos.asks.get(id))?.status).toBe('completed');
    }
  });
});
