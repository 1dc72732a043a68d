import { AGE_RANGES, EXAMPLE_ASKS, LessonContentSchema, type LessonContent } from '@wonderkin/shared';
import { findKidEntry, findParentEntry, KID_ENTRIES, LEARNING_MODULES, PARENT_ENTRIES } from '../../src/content';
import { buildKidLesson } from '../../src/content/kid-lesson';
import { ALLOWED_LINK_HOSTS } from '../../src/content/links';
import { buildParentLesson } from '../../src/content/parent-lesson';
import { resolveQuestion } from '../../src/content/resolve';
import { createSafetyScreen } from '../../src/safety/screen';

// The whole content pack, every entry at every age: schema-valid, one right answer per quiz question,
// links from the allow-list, related questions that lead to real lessons, and every parent block filled.

const kidLesson = (id: string, age: (typeof AGE_RANGES)[number]) => {
  const entry = findKidEntry(id)!;
  return buildKidLesson(entry, age, entry.question, entry.related.map((r) => findKidEntry(r)).filter((r) => r !== undefined));
};
const parentLesson = (id: string, age: (typeof AGE_RANGES)[number]) => {
  const entry = findParentEntry(id)!;
  return buildParentLesson(entry, age, entry.question, entry.related.map((r) => findParentEntry(r)).filter((r) => r !== undefined));
};

const allLessons: { label: string; lesson: LessonContent }[] = [
  ...KID_ENTRIES.flatMap((e) => AGE_RANGES.map((age) => ({ label: `${e.id} ${age}`, lesson: kidLesson(e.id, age) }))),
  ...PARENT_ENTRIES.flatMap((e) => AGE_RANGES.map((age) => ({ label: `${e.id} ${age}`, lesson: parentLesson(e.id, age) }))),
];

function linksOf(lesson: LessonContent): string[] {
  return [
    ...lesson.externalLinks.map((l) => l.link),
    ...(lesson.strategySources ?? []).map((l) => l.link),
    ...(lesson.books ?? []).map((b) => b.link),
    ...(lesson.redditDiscussions ?? []).map((d) => d.link),
  ];
}

describe('content pack size and coverage', () => {
  it('has at least 40 kid entries covering all 16 learning modules', () => {
    expect(KID_ENTRIES.length).toBeGreaterThanOrEqual(40);
    const modules = new Set(KID_ENTRIES.map((e) => e.module));
    expect([...LEARNING_MODULES].filter((m) => !modules.has(m))).toEqual([]);
    for (const m of LEARNING_MODULES) expect(KID_ENTRIES.filter((e) => e.module === m).length).toBeGreaterThanOrEqual(2);
  });

  it('has at least 10 parent entries', () => {
    expect(PARENT_ENTRIES.length).toBeGreaterThanOrEqual(10);
  });

  it('uses unique ids', () => {
    const ids = [...KID_ENTRIES, ...PARENT_ENTRIES].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(EXAMPLE_ASKS.kids.map((q) => [q]))('covers the kids example "%s" with a kid lesson', (q) => {
    expect(resolveQuestion(q).kind).toBe('kids');
  });

  it.each(EXAMPLE_ASKS.parents.map((q) => [q]))('covers the parents example "%s" with a parent guide', (q) => {
    expect(resolveQuestion(q).kind).toBe('parent');
  });

  it("leads every entry's own question back to that entry", () => {
    const wrong = [...KID_ENTRIES, ...PARENT_ENTRIES].filter((e) => {
      const r = resolveQuestion(e.question);
      return r.kind === 'exploration' || r.entry.id !== e.id;
    }).map((e) => e.id);
    expect(wrong).toEqual([]);
  });
});

describe('every lesson of the pack', () => {
  it.each(allLessons.map((l) => [l.label, l.lesson] as const))('%s parses with LessonContentSchema', (_label, lesson) => {
    expect(() => LessonContentSchema.parse(lesson)).not.toThrow();
    expect(lesson.images).toEqual([]);
    expect(lesson.videos).toEqual([]);
    expect(lesson.products).toEqual([]);
  });

  it('has exactly one correct option in every quiz question, and a quiz', () => {
    for (const { label, lesson } of allLessons) {
      expect({ label, quiz: lesson.quiz.length > 0 }).toEqual({ label, quiz: true });
      for (const q of lesson.quiz) {
        expect({ label, q: q.question, correct: q.options.filter((o) => o.correct).length }).toEqual({ label, q: q.question, correct: 1 });
        expect(new Set(q.options.map((o) => o.text)).size).toBe(q.options.length);
      }
    }
  });

  it('does not always put the right answer first', () => {
    const positions = allLessons.flatMap(({ lesson }) => lesson.quiz.map((q) => q.options.findIndex((o) => o.correct)));
    expect(new Set(positions).size).toBeGreaterThan(1);
  });

  it('links only to https pages on the allow-list', () => {
    const allowed = new Set<string>(ALLOWED_LINK_HOSTS);
    for (const { label, lesson } of allLessons) {
      for (const link of linksOf(lesson)) {
        const url = new URL(link);
        expect({ label, link, protocol: url.protocol, allowed: allowed.has(url.hostname) }).toEqual({ label, link, protocol: 'https:', allowed: true });
      }
    }
  });

  it('relates only to questions that lead to real lessons of the same kind', () => {
    for (const { label, lesson } of allLessons) {
      expect({ label, count: lesson.relatedQueries.length >= 2 }).toEqual({ label, count: true });
      for (const { question } of lesson.relatedQueries) {
        const r = resolveQuestion(question);
        expect({ label, question, kind: r.kind }).toEqual({ label, question, kind: lesson.mode });
      }
    }
  });

  it('passes the safety screen', () => {
    const screen = createSafetyScreen();
    const flagged = allLessons.filter(({ lesson }) => !screen.screenLesson(lesson).safe).map((l) => l.label);
    expect(flagged).toEqual([]);
  });

  it('fills the common sections of every lesson', () => {
    for (const { label, lesson } of allLessons) {
      const filled = {
        quickAnswer: lesson.quickAnswer.length > 20,
        takeaways: lesson.quickOverview.keyTakeaways.length >= 2,
        sections: lesson.exploreSections.length >= 2,
        glossary: lesson.glossary.length >= 2,
        tryIt: lesson.tryIt.length >= 1 && lesson.tryIt.every((t) => t.steps.length >= 3 && t.note.length > 0),
        analogies: lesson.analogiesMetaphors.length >= 1,
        realWorld: lesson.realWorldExamples.length >= 1,
        engaging: lesson.engagingQuestions.length >= 1,
        curiosity: lesson.curiosity.introduction.length > 0 && lesson.curiosity.suggestions.length >= 1,
        externalLinks: lesson.externalLinks.length >= 1,
      };
      expect({ label, ...filled }).toEqual({ label, ...Object.fromEntries(Object.keys(filled).map((k) => [k, true])) });
    }
  });
});

describe('parent guides', () => {
  it.each(PARENT_ENTRIES.flatMap((e) => AGE_RANGES.map((age) => [e.id, age] as const)))('%s (%s) fills every parent block', (id, age) => {
    const lesson = parentLesson(id, age);
    expect(lesson.mode).toBe('parent');
    expect(lesson.developmentalContext?.ageStage).toBeTruthy();
    expect(lesson.developmentalContext?.brainBehavior).toBeTruthy();
    expect(lesson.evidenceBasedStrategies?.topApproaches.length).toBeGreaterThanOrEqual(3);
    expect(lesson.evidenceBasedStrategies?.prosConsTable.length).toBeGreaterThanOrEqual(2);
    for (const row of lesson.evidenceBasedStrategies!.prosConsTable) {
      expect(row.pros.length).toBeGreaterThan(0);
      expect(row.cons.length).toBeGreaterThan(0);
    }
    expect(lesson.strategySources?.length).toBeGreaterThanOrEqual(2);
    expect(lesson.actionPlan?.dailyMicroTasks).toHaveLength(7);
    expect(lesson.actionPlan?.sampleScript).toBeTruthy();
    expect(lesson.troubleshooting?.ifThisHappens.length).toBeGreaterThanOrEqual(2);
    expect(lesson.troubleshooting?.commonPitfalls.length).toBeGreaterThanOrEqual(2);
    expect(lesson.reflectionTracking?.trackerTemplate.categories.length).toBeGreaterThanOrEqual(3);
    expect(lesson.reflectionTracking?.weeklyPrompts.length).toBeGreaterThanOrEqual(2);
    expect(lesson.books?.length).toBeGreaterThanOrEqual(2);
    expect(lesson.expertVoices?.pediatricianTip).toBeTruthy();
    expect(lesson.expertVoices?.psychologistInsight).toBeTruthy();
    // At least one search for every age (a search naming another age group is left out: parent-lesson.ts).
    expect(lesson.redditDiscussions?.length).toBeGreaterThanOrEqual(1);
  });

  it('invents no ratings, reviews or vote counts', () => {
    for (const e of PARENT_ENTRIES) {
      const lesson = parentLesson(e.id, '6-8');
      for (const b of lesson.books!) {
        expect([b.rating, b.reviews]).toEqual([0, 0]);
        expect(b.link).toMatch(/^https:\/\/openlibrary\.org\/search\?q=/);
      }
      for (const d of lesson.redditDiscussions!) {
        expect([d.upvotes, d.comments, d.subreddit]).toEqual([0, 0, 'r/Parenting']);
        expect(d.link).toMatch(/^https:\/\/www\.reddit\.com\/r\/Parenting\/search\?q=/);
      }
    }
  });

  it('fits the developmental stage and script to the child\'s age', () => {
    for (const e of PARENT_ENTRIES) {
      const stages = new Set(AGE_RANGES.map((age) => parentLesson(e.id, age).developmentalContext!.ageStage));
      expect({ id: e.id, distinct: stages.size }).toEqual({ id: e.id, distinct: 4 });
    }
  });
});
