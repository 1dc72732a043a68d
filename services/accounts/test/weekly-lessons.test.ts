import { checkSafetyRules, readingLevelProblem, sourceProblems, unsourcedClaims, wordsOf } from '@wonderkin/shared/content';
import { WEEKLY_LESSONS, youngestBand } from '../src/weekly/lessons';

// The 50 free weekly lessons (issue 8) held to CONTENT.md: the spec's 16 topics with their ages, every range inside
// 3-12; a read-aloud story at the level of the youngest child it is for; two safe activities; conversation starters;
// a source for every number, name and "research shows". One test per lesson:
// `npx jest services/accounts/test/weekly-lessons -t <lesson-id>`.

const SPEC_TOPICS: [title: string, min: number, max: number][] = [
  ['Emotional Intelligence', 4, 12], ['Growth Mindset', 5, 12], ['Digital Citizenship', 6, 12], ['Consent & Boundaries', 4, 10],
  ['Diversity & Inclusion', 4, 12], ['Environmental Awareness', 4, 12], ['Mindfulness & Breathing', 3, 12], ['Kindness & Gratitude', 3, 10],
  ['Anti-Bullying', 5, 12], ['Healthy Habits', 3, 12], ['Critical Thinking', 6, 12], ['Financial Basics', 5, 12],
  ['Internet Safety', 5, 12], ['Entrepreneurship', 8, 12], ['Meal Time Manners', 3, 8], ['Weather & Seasons', 3, 8],
];

describe('the weekly lesson set', () => {
  it('has 50 lessons, one per week from 1 to 50, with unique ids and titles', () => {
    expect(WEEKLY_LESSONS).toHaveLength(50);
    expect(WEEKLY_LESSONS.map((l) => l.week)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(WEEKLY_LESSONS.map((l) => l.id)).size).toBe(50);
    expect(new Set(WEEKLY_LESSONS.map((l) => l.title.toLowerCase())).size).toBe(50);
  });

  it.each(SPEC_TOPICS)('includes the spec\'s "%s" for ages %i-%i', (title, min, max) => {
    expect(WEEKLY_LESSONS.find((l) => l.title === title)?.ages).toEqual({ min, max });
  });

  it('keeps every range inside 3-12, the widest 3-12', () => {
    for (const l of WEEKLY_LESSONS) expect({ id: l.id, inside: l.ages.min >= 3 && l.ages.max <= 12 && l.ages.min < l.ages.max }).toEqual({ id: l.id, inside: true });
    expect(WEEKLY_LESSONS.some((l) => l.ages.min === 3 && l.ages.max === 12)).toBe(true);
  });
});

describe.each(WEEKLY_LESSONS.map((l) => [l.id, l] as const))('weekly lesson %s', (_id, lesson) => {
  it('has its parts: a 120-250 word story, a note for grown-ups, two activities, four to six starters', () => {
    const problems: string[] = [];
    const words = wordsOf(lesson.story.text).length;
    if (words < 120 || words > 250) problems.push(`story has ${words} words`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(lesson.id)) problems.push('id is not kebab-case');
    if (lesson.description.split(/(?<=[.!?])\s/).length > 2 || lesson.description.length > 140) problems.push('description is more than a short sentence');
    if (lesson.activities.length !== 2) problems.push('needs exactly two activities');
    for (const a of lesson.activities) if (a.steps.length < 3 || a.materials.length < 1) problems.push(`activity "${a.title}" needs materials and at least three steps`);
    if (lesson.conversationStarters.length < 4 || lesson.conversationStarters.length > 6) problems.push('needs four to six conversation starters');
    for (const q of lesson.conversationStarters) if (!q.trim().endsWith('?')) problems.push(`starter is not a question: ${q}`);
    expect(problems).toEqual([]);
  });

  it('reads at the level of the youngest child it is for; the grown-ups\' note as plain language', () => {
    expect(readingLevelProblem(lesson.story.text, youngestBand(lesson))).toBeNull();
    expect(readingLevelProblem(lesson.forGrownUps, '13+')).toBeNull();
  });

  it('keeps every safety rule, and its activities are safe for the youngest child', () => {
    const doc = {
      band: youngestBand(lesson),
      leading: [lesson.description, lesson.story.text],
      body: [lesson.forGrownUps, ...lesson.conversationStarters],
      activities: lesson.activities.map((a) => [a.title, ...a.materials, ...a.steps, a.note].join('\n')),
    };
    expect(checkSafetyRules(doc)).toEqual([]);
  });

  it('sources every number, name and "research shows"', () => {
    expect(lesson.sources.length).toBeGreaterThan(0);
    expect(lesson.sources.flatMap(sourceProblems)).toEqual([]);
    const texts = [lesson.description, lesson.story.text, lesson.forGrownUps, ...lesson.conversationStarters];
    const characters = new Set(lesson.characters ?? []);
    const unsourced = unsourcedClaims(texts, lesson.sources).filter((t) => !(t.kind === 'name' && t.token.split(' ').every((w) => characters.has(w))));
    expect(unsourced.map((t) => `${t.kind} "${t.token}" in: ${t.sentence}`)).toEqual([]);
  });
});

describe('fixes from the 2026-11-28 content review', () => {
  it('week 5 gives grown-ups the WHO under-5 figure (3-4 year olds), with the WHO 2019 guideline among its sources (L7)', () => {
    const lesson = WEEKLY_LESSONS.find((l) => l.week === 5)!;
    expect(lesson.ages.min).toBe(3);
    expect(lesson.forGrownUps).toMatch(/3 and 4 year olds are active for at least 180 minutes a day, with at least 60 of those minutes moderate to vigorous/);
    expect(lesson.forGrownUps).toMatch(/From age 5, it recommends an average of at least 60 minutes/);
    const under5 = lesson.sources.find((s) => s.url === 'https://www.who.int/publications/i/item/9789241550536');
    expect(under5?.claim).toMatch(/3 and 4 years of age should spend at least 180 minutes .* at least 60 minutes is moderate- to vigorous-intensity/);
    expect(under5?.title).toMatch(/children under 5 years of age \(2019\)/);
  });

  it('spells the AAP statement "Digital Ecosystems, Children, and Adolescents" right wherever it is named (S7)', () => {
    const texts = WEEKLY_LESSONS.flatMap((l) => [l.forGrownUps, ...l.sources.flatMap((s) => [s.claim, s.title])]);
    expect(texts.filter((t) => /Ecozystem/i.test(t))).toEqual([]);
    expect(texts.some((t) => t.includes('Digital Ecosystems, Children, and Adolescents'))).toBe(true);
  });
});
