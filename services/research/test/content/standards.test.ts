import { AGE_RANGES, type AgeRange, type LessonContent } from '@wonderkin/shared';
import { checkSafetyRules, readingLevelProblem, sourceProblems, unsourcedClaims } from '@wonderkin/shared/content';
import { findKidEntry, findParentEntry, KID_ENTRIES, PARENT_ENTRIES, type KidEntry, type ParentEntry } from '../../src/content';
import { bandVisibleText, lessonBandDocument } from '../../src/content/band-document';
import { kidClaimTexts, parentClaimTexts } from '../../src/content/claim-texts';
import { buildKidLesson } from '../../src/content/kid-lesson';
import { buildParentLesson } from '../../src/content/parent-lesson';

// CONTENT.md, entry by entry and band by band, on the lesson as it is assembled for each band:
// reading level, a real 3-5 text, quizzes answerable from what the band sees, activities that fit,
// safety rules, and a source for every number, date, name and "research shows".
// One test per entry: `npx jest services/research/test/content/standards -t chess-knight` checks one.

const isDefined = <T>(x: T | undefined): x is T => x !== undefined;
const kidLesson = (e: KidEntry, age: AgeRange) => buildKidLesson(e, age, e.question, e.related.map(findKidEntry).filter(isDefined));
const parentLesson = (e: ParentEntry, age: AgeRange) => buildParentLesson(e, age, e.question, e.related.map(findParentEntry).filter(isDefined));
const lower = (t: string) => t.toLowerCase().replace(/[’]/g, "'");

/** What a band reads as its main text: the reading-level gates apply to it. */
const readingText = (lesson: LessonContent) => [lesson.quickAnswer, ...lesson.quickOverview.keyTakeaways, ...lesson.exploreSections.map((s) => s.content)];

function quizProblems(lesson: LessonContent, entry: KidEntry | ParentEntry, age: AgeRange | 'parent'): string[] {
  const problems: string[] = [];
  const visible = lower(bandVisibleText(lesson));
  for (const q of entry.quiz) {
    if (age !== 'parent' && q.bands && !q.bands.includes(age)) continue;
    const tag = `quiz "${q.question}"`;
    if (q.wrong.length < 2 || q.wrong.length > 3) problems.push(`${tag}: needs 2 or 3 wrong options`);
    if (!q.skill) problems.push(`${tag}: no skill tag`);
    if (!q.support?.length) problems.push(`${tag}: no support quoted from the lesson`);
    else if (!q.support.some((s) => visible.includes(lower(s)))) problems.push(`${tag}: none of its support (${q.support.map((s) => `"${s}"`).join(', ')}) is in the ${age} text`);
    const longestWrong = Math.max(...q.wrong.map((w) => w.length));
    if (q.right.length > 1.5 * longestWrong) problems.push(`${tag}: right answer is over 1.5 × the longest wrong one`);
    if ((age === '3-5' || age === '6-8') && /\b(not|except|never)\b/i.test(q.question) && /\b(NOT|EXCEPT)\b|\bnot\b/.test(q.question)) problems.push(`${tag}: a negative question for a young child`);
    const options = [q.right, ...q.wrong].map(lower);
    if (new Set(options).size !== options.length) problems.push(`${tag}: options repeat`);
  }
  return problems;
}

describe.each(KID_ENTRIES.map((e) => [e.id, e] as const))('kid entry %s', (_id, entry) => {
  it('has its own 3-5 text: at least two preschool sections, takeaways and a quick answer of its own', () => {
    const problems: string[] = [];
    const littleSections = entry.sections.filter((s) => s.little !== undefined);
    if (littleSections.length < 2) problems.push(`only ${littleSections.length} sections written for 3-5`);
    for (const s of littleSections) if (s.little === s.young) problems.push(`section "${s.title}": 3-5 text is the 6-8 text`);
    if (entry.takeaways.little.length < 2) problems.push('fewer than two 3-5 takeaways');
    if (entry.quickAnswer['3-5'] === entry.quickAnswer['6-8']) problems.push('3-5 quick answer is the 6-8 one');
    expect(problems).toEqual([]);
  });

  it.each(AGE_RANGES.map((age) => [age]))('reads at the %s level (Flesch-Kincaid grade gate, sentence length)', (age) => {
    const lesson = kidLesson(entry, age);
    const problems = [
      { part: 'quick answer', problem: readingLevelProblem(lesson.quickAnswer, age) },
      { part: 'whole text', problem: readingLevelProblem(readingText(lesson), age) },
    ].filter((p) => p.problem);
    expect(problems).toEqual([]);
  });

  it.each(AGE_RANGES.map((age) => [age]))('%s: quiz questions answerable from what the band sees, activities that fit', (age) => {
    const lesson = kidLesson(entry, age);
    const problems = quizProblems(lesson, entry, age);
    if (lesson.quiz.length < 2) problems.push(`only ${lesson.quiz.length} quiz questions`);
    if (lesson.tryIt.length < 1) problems.push('no activity');
    expect(problems).toEqual([]);
  });

  it.each(AGE_RANGES.map((age) => [age]))('%s: keeps every safety rule', (age) => {
    expect(checkSafetyRules(lessonBandDocument(kidLesson(entry, age), age))).toEqual([]);
  });

  it('sources every number, date, name and "research shows"', () => {
    expect(entry.sources.length).toBeGreaterThan(0);
    expect(entry.sources.flatMap(sourceProblems)).toEqual([]);
    expect(unsourcedClaims(kidClaimTexts(entry), entry.sources).map((t) => `${t.kind} "${t.token}" in: ${t.sentence}`)).toEqual([]);
  });
});

describe.each(PARENT_ENTRIES.map((e) => [e.id, e] as const))('parent guide %s', (_id, entry) => {
  it.each(AGE_RANGES.map((age) => [age]))('for a child of %s: keeps every safety rule', (age) => {
    expect(checkSafetyRules(lessonBandDocument(parentLesson(entry, age), age))).toEqual([]);
  });

  it('has quiz questions with one right answer and support in the guide', () => {
    expect(quizProblems(parentLesson(entry, '6-8'), entry, 'parent')).toEqual([]);
  });

  it('sources every number, date, name and "research shows"', () => {
    expect(entry.sources.length).toBeGreaterThanOrEqual(2);
    expect(entry.sources.flatMap(sourceProblems)).toEqual([]);
    expect(unsourcedClaims(parentClaimTexts(entry), entry.sources).map((t) => `${t.kind} "${t.token}" in: ${t.sentence}`)).toEqual([]);
  });

  it('reads as plain language for a tired parent (grade 12 at most, sentences of about 20 words)', () => {
    const lesson = parentLesson(entry, '6-8');
    expect(readingLevelProblem([lesson.quickAnswer, ...lesson.exploreSections.map((s) => s.content)], '13+')).toBeNull();
  });
});
