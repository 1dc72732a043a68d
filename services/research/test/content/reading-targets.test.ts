import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fleschKincaid } from 'flesch-kincaid';
import { AGE_RANGES, researchSlug, type AgeRange, type ResearchResult } from '@wonderkin/shared';
import { READING_TARGETS, readingStats } from '@wonderkin/shared/content';
import { createLogger, openSqliteStore, randomId, type Store } from '@wonderkin/server-kit';
import { findKidEntry, findParentEntry, KID_ENTRIES, PARENT_ENTRIES, type KidEntry, type ParentEntry } from '../../src/content';
import { buildExplorationLesson } from '../../src/content/exploration';
import { buildKidLesson } from '../../src/content/kid-lesson';
import { buildParentLesson } from '../../src/content/parent-lesson';
import { runResearchJob } from '../../src/domain/pipeline';
import { lessonReadability } from '../../src/domain/readability';
import { createOfflineGenerator } from '../../src/generators/offline';
import { createSafetyScreen } from '../../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../../src/store';

// Issue 10 §4: every lesson carries its measured reading level, and the bundled library fits each band's target.

const isDefined = <T>(x: T | undefined): x is T => x !== undefined;

/**
 * The figure worked out here without the service's helpers: the main text picked from the stored lesson's fields,
 * counted, and put through the flesch-kincaid formula directly.
 */
function expectedFigure(lesson: ResearchResult) {
  const parts = [lesson.quickAnswer, ...lesson.quickOverview.keyTakeaways, ...lesson.exploreSections.map((s) => s.content)];
  if (lesson.mode === 'parent') {
    parts.push(lesson.developmentalContext!.ageStage, lesson.developmentalContext!.brainBehavior);
    for (const approach of lesson.evidenceBasedStrategies!.topApproaches) parts.push(approach.rationale, approach.howTo);
  }
  const counts = readingStats(parts.filter((p) => p.trim()));
  const grade = Math.round(fleschKincaid({ sentence: counts.sentences, word: counts.words, syllable: counts.syllables }) * 10) / 10;
  const target = READING_TARGETS[lesson.mode === 'parent' ? 'parent' : lesson.ageRange];
  return { formula: 'Flesch-Kincaid grade', grade, target, fits: grade >= target.min && grade <= target.max };
}

describe('stored lessons carry their measured reading level (research pipeline, offline generator)', () => {
  let dataDir: string;
  let store: Store;
  let repos: ResearchRepositories;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-readability-'));
    store = openSqliteStore(path.join(dataDir, 'research.sqlite'));
    repos = createRepositories(store);
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function ask(question: string, ageRange: AgeRange): Promise<ResearchResult> {
    const id = randomId();
    const slug = researchSlug(id, question);
    await repos.asks.create({ id, slug, question, ageRange, userId: null, anonId: randomId(), jobId: `research-${id}`, status: 'pending', createdAt: new Date().toISOString() });
    const deps = { generator: createOfflineGenerator(), safety: createSafetyScreen(), repos, dataDir, logger: createLogger('readability-test', 'silent') };
    await runResearchJob({ researchId: id, slug, question, ageRange }, { updateProgress: async () => undefined }, deps);
    return (await repos.lessons.get(id))!;
  }

  it.each(AGE_RANGES.map((age) => [age]))('a child\'s lesson for %s: the figure equals the one computed here, within the band\'s target', async (age) => {
    const lesson = await ask('Why is the sky blue?', age);
    expect(lesson.mode).toBe('kids');
    expect(lesson.readability).toEqual(expectedFigure(lesson));
    expect(lesson.readability).toMatchObject({ target: READING_TARGETS[age], fits: true });
  });

  it('measures each band on its own text: the preschool lesson reads easier than the teen one', async () => {
    const little = await ask('How do bees make honey?', '3-5');
    const teen = await ask('How do bees make honey?', '13+');
    expect(little.readability!.grade).toBeLessThan(teen.readability!.grade - 3);
  });

  it.each(AGE_RANGES.map((age) => [age]))('a parent guide for a child of %s is measured at the adult target (grade 12 at most)', async (age) => {
    const lesson = await ask('How do I get my child to go to bed at bedtime?', age);
    expect(lesson.mode).toBe('parent');
    expect(lesson.readability).toEqual(expectedFigure(lesson));
    expect(lesson.readability).toMatchObject({ target: READING_TARGETS.parent, fits: true });
    expect(lesson.readability!.target.max).toBe(12);
  });

  it.each(AGE_RANGES.map((age) => [age]))('an exploration lesson (a question the pack does not cover) for %s is measured and fits', async (age) => {
    const lesson = await ask('What are the rules of underwater hockey tournaments?', age);
    expect(lesson.exploration).toBe(true);
    expect(lesson.readability).toEqual(expectedFigure(lesson));
    expect(lesson.readability!.fits).toBe(true);
  });
});

describe('the bundled library fits the reading target of every band it is served to', () => {
  const offTarget = (lessons: { label: string; lesson: Parameters<typeof lessonReadability>[0]; age: AgeRange }[]) =>
    lessons.flatMap(({ label, lesson, age }) => {
      const measured = lessonReadability(lesson, age);
      if (!measured) return [`${label}: no text to measure`];
      return measured.fits ? [] : [`${label}: grade ${measured.grade}, target ${measured.target.min}..${measured.target.max}`];
    });

  it.each(AGE_RANGES.map((age) => [age]))('every child\'s entry as assembled for %s', (age) => {
    const lessons = KID_ENTRIES.map((entry: KidEntry) => ({
      label: entry.id, age, lesson: buildKidLesson(entry, age, entry.question, entry.related.map(findKidEntry).filter(isDefined)),
    }));
    expect(lessons.length).toBeGreaterThan(0);
    expect(offTarget(lessons)).toEqual([]);
  });

  it.each(AGE_RANGES.map((age) => [age]))('every parent guide for a child of %s', (age) => {
    const lessons = PARENT_ENTRIES.map((entry: ParentEntry) => ({
      label: entry.id, age, lesson: buildParentLesson(entry, age, entry.question, entry.related.map(findParentEntry).filter(isDefined)),
    }));
    expect(lessons.length).toBeGreaterThan(0);
    expect(offTarget(lessons)).toEqual([]);
  });

  it.each(AGE_RANGES.map((age) => [age]))('the exploration lessons (kids and parents, with and without a photo) for %s', (age) => {
    const lessons = (['kids', 'parent'] as const).flatMap((mode) => [false, true].map((withImage) => ({
      label: `exploration ${mode}${withImage ? ' with photo' : ''}`, age,
      lesson: buildExplorationLesson('Why do glaciers look blue?', age, { mode, withImage, productName: 'Wonderkin' }),
    })));
    expect(offTarget(lessons)).toEqual([]);
  });
});
