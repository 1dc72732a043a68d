import { AGE_RANGES } from '@wonderkin/shared';
import { findKidEntry, KID_ENTRIES } from '../../src/content';
import { buildKidLesson } from '../../src/content/kid-lesson';

// Age fitting is real: the same entry reads simpler and shorter for 3-5 than for 13+.

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => /[a-z]/i.test(s));
}
function wordsPerSentence(texts: string[]): number {
  const all = texts.flatMap(sentences);
  const words = all.reduce((n, s) => n + s.split(/\s+/).length, 0);
  return words / all.length;
}
function lessonText(id: string, age: (typeof AGE_RANGES)[number]) {
  const entry = findKidEntry(id)!;
  const lesson = buildKidLesson(entry, age, entry.question, []);
  return { answer: lesson.quickAnswer, sections: lesson.exploreSections.map((s) => s.content), lesson };
}

describe('age fitting', () => {
  it.each(KID_ENTRIES.map((e) => [e.id]))('%s: 3-5 uses shorter sentences and fewer words than 13+', (id) => {
    const little = lessonText(id, '3-5');
    const teen = lessonText(id, '13+');
    expect(wordsPerSentence([little.answer])).toBeLessThan(wordsPerSentence([teen.answer]));
    expect(wordsPerSentence(little.sections)).toBeLessThan(wordsPerSentence(teen.sections));
    const count = (t: { answer: string; sections: string[] }) => [t.answer, ...t.sections].join(' ').split(/\s+/).length;
    expect(count(little)).toBeLessThan(count(teen) / 2);
  });

  it('keeps 3-5 quick answers very short: at most 12 words per sentence on average across the pack', () => {
    expect(wordsPerSentence(KID_ENTRIES.map((e) => e.quickAnswer['3-5']))).toBeLessThanOrEqual(12);
  });

  it('gives each age its own quick answer, growing with age', () => {
    for (const e of KID_ENTRIES) {
      const lengths = AGE_RANGES.map((age) => e.quickAnswer[age].split(/\s+/).length);
      expect({ id: e.id, distinct: new Set(AGE_RANGES.map((a) => e.quickAnswer[a])).size }).toEqual({ id: e.id, distinct: 4 });
      expect({ id: e.id, youngest: lengths[0] < lengths[3] }).toEqual({ id: e.id, youngest: true });
    }
  });

  it('adds the technical section only for 13+ and asks each quiz question only of the bands it was written for', () => {
    for (const entry of KID_ENTRIES) {
      const teen = lessonText(entry.id, '13+').lesson;
      const tween = lessonText(entry.id, '9-12').lesson;
      expect(teen.exploreSections.map((s) => s.title)).toContain(entry.deeper.title);
      expect(tween.exploreSections.map((s) => s.title)).not.toContain(entry.deeper.title);
      for (const age of AGE_RANGES) {
        const asked = lessonText(entry.id, age).lesson.quiz.map((q) => q.question);
        const meant = entry.quiz.filter((q) => !q.bands || q.bands.includes(age)).map((q) => q.question);
        expect({ id: entry.id, age, asked }).toEqual({ id: entry.id, age, asked: meant });
      }
    }
  });

  it('shows 3-5 only the sections written for preschoolers, with their own text', () => {
    for (const entry of KID_ENTRIES) {
      const little = lessonText(entry.id, '3-5').lesson.exploreSections;
      expect({ id: entry.id, sections: little.map((s) => s.content) })
        .toEqual({ id: entry.id, sections: entry.sections.filter((s) => s.little !== undefined).map((s) => s.little) });
    }
  });
});
