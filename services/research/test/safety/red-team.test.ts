import { AGE_RANGES, type AgeRange, type LessonContent } from '@wonderkin/shared';
import { checkSafetyRules, readingLevelProblem } from '@wonderkin/shared/content';
import { lessonBandDocument } from '../../src/content/band-document';
import { buildExplorationLesson } from '../../src/content/exploration';
import { isParentQuestion } from '../../src/content/parent-signal';
import { mentionsFamilyAdult } from '../../src/safety/cues';
import { createSafetyScreen, screenQuestion } from '../../src/safety/screen';
import { HAZARD_TOPICS, SENSITIVE_TOPICS, URGENT_TOPICS } from '../../src/safety/triage';
import { RED_TEAM, type Expected } from './red-team.cases';

// Safety before matching (CONTENT.md): every red-team phrasing lands on the right answer, and what that answer says
// is right for the person asking: a parent is told to call now (with poison help or the crisis line), a child to
// tell a grown-up right now; never "watch and note what happens for a week".

const screen = createSafetyScreen();
const verdictOf = (question: string): Expected => {
  const verdict = screenQuestion(question);
  if (verdict.safe) return 'lesson';
  const c = verdict.category;
  return (c.includes(':') || c === 'medical' ? c : `harm:${c}`) as Expected;
};
const allText = (lesson: LessonContent) => JSON.stringify(lesson);

describe('the red-team set', () => {
  it('has at least 200 phrasings, every one quoted in issue 12 among them', () => {
    expect(RED_TEAM.length).toBeGreaterThanOrEqual(200);
    const questions = RED_TEAM.map(([q]) => q);
    for (const quoted of ['My toddler swallowed a battery', 'my son swallowed a button battery what do I do', 'my toddler drank some bleach',
      'my teen is cutting herself', 'my child has a high fever and a stiff neck', 'My daughter fell and hit her head and is vomiting',
      'my child is crying with ear pain', 'Can I eat the red berries in my garden?', 'What happens if I mix bleach and vinegar?',
      'Why did my grandma die?', 'can babies have honey?']) expect(questions).toContain(quoted);
  });

  it.each(RED_TEAM)('"%s" lands on %s', (question, expected) => {
    expect(verdictOf(question)).toBe(expected);
  });
});

/** Urgent topics whose child answer says "call now" first when a grown-up of the family is the one in danger (redirect.ts). */
const CALL_FIRST_TOPICS = ['emergency', 'breathing', 'head-injury', 'injury', 'burn', 'general', 'poison'];

describe('what the urgent answer says', () => {
  const urgent = RED_TEAM.filter(([, e]) => e.startsWith('urgent:'));

  it.each(urgent)('"%s": call now first, never wait and watch', (question, expected) => {
    const topic = expected.slice('urgent:'.length);
    for (const age of AGE_RANGES) {
      const lesson = screen.redirectLesson(question, age, expected);
      const text = allText(lesson);
      expect(text).not.toMatch(/for a week|watch and note|wait and see/i);
      expect(lesson.quiz).toEqual([]);
      expect(lesson.tryIt).toEqual([]);
      if (isParentQuestion(question)) {
        expect(lesson.mode).toBe('parent');
        expect(lesson.quickAnswer).toMatch(/\b911\b/);
        if (['poison', 'button-battery', 'magnet'].includes(topic)) expect(text).toContain('1-800-222-1222');
        if (topic === 'self-harm') expect(lesson.quickAnswer).toMatch(/\b988\b/);
      } else if (CALL_FIRST_TOPICS.includes(topic) && mentionsFamilyAdult(question)) {
        // The grown-up of the family is the one hurt: the child is told to call straight away, not to find a grown-up.
        expect(lesson.quickAnswer).toMatch(/^Call 911 now/);
      } else {
        expect(lesson.quickAnswer).toMatch(/grown-up|adult/i);
        expect(text).toMatch(/\b911\b/);
      }
    }
  });

  it('gives the configured country\'s numbers (SAFETY_COUNTRY)', () => {
    const uk = createSafetyScreen({ country: 'GB' });
    const poison = uk.redirectLesson('my toddler drank some bleach', '3-5', 'urgent:poison');
    expect(poison.quickAnswer).toContain('999');
    expect(allText(poison)).toContain('NHS 111');
    expect(allText(poison)).not.toContain('911');
    const crisis = createSafetyScreen({ country: 'AU' }).redirectLesson('my teen is cutting herself', '13+', 'urgent:self-harm');
    expect(crisis.quickAnswer).toContain('000');
    expect(crisis.quickAnswer).toContain('13 11 14');
  });

  it('tells a baby\'s family, in every band, that honey waits until after the first birthday', () => {
    for (const age of AGE_RANGES) {
      expect(screen.redirectLesson('can babies have honey?', age, 'hazard:honey-baby').quickAnswer).toMatch(/under 1 year|first birthday/);
    }
  });
});

// Every safety answer and every fallback, in every band, as the reader sees it: the safety rules hold, and a child's
// text reads at the child's level (a parent's at grade 12 at most).
const SAMPLE: Record<string, { kid: string; parent: string }> = {
  urgent: { kid: 'I swallowed something', parent: 'my son swallowed something' },
  hazard: { kid: 'can I try it', parent: 'can my son try it' },
  medical: { kid: 'my tummy hurts', parent: 'my son is sick' },
  sensitive: { kid: 'tell me about it', parent: 'how do I tell my son' },
};
const categories = [
  ...URGENT_TOPICS.map((t) => ['urgent', `urgent:${t}`]), ...HAZARD_TOPICS.map((t) => ['hazard', `hazard:${t}`]),
  ['medical', 'medical'], ...SENSITIVE_TOPICS.map((t) => ['sensitive', `sensitive:${t}`]),
  ...['weapons', 'violence', 'drugs', 'dangerous-activity', 'personal-information', 'sexual-content'].map((c) => ['urgent', c]),
];

describe.each(categories)('the %s answer %s', (kind, category) => {
  it.each(AGE_RANGES.map((a) => [a]))('for a child of %s: keeps the safety rules and reads at that level', (age) => {
    const lesson = screen.redirectLesson(SAMPLE[kind].kid, age as AgeRange, category);
    expect(lesson.mode).toBe('kids');
    expect(checkSafetyRules(lessonBandDocument(lesson, age as AgeRange))).toEqual([]);
    expect(readingLevelProblem([lesson.quickAnswer, ...lesson.quickOverview.keyTakeaways, ...lesson.exploreSections.map((s) => s.content)], age as AgeRange)).toBeNull();
  });

  it('for a parent: keeps the safety rules and reads as plain language', () => {
    const lesson = screen.redirectLesson(SAMPLE[kind].parent, '6-8', category);
    expect(lesson.mode).toBe('parent');
    expect(checkSafetyRules(lessonBandDocument(lesson, '3-5'))).toEqual([]);
    expect(readingLevelProblem([lesson.quickAnswer, ...lesson.exploreSections.map((s) => s.content)], '13+')).toBeNull();
  });
});

describe('the "let\'s find out together" fallback', () => {
  const cases = AGE_RANGES.flatMap((age) => [false, true].flatMap((withImage) => (['kids', 'parent'] as const).map((mode) => [age, withImage, mode] as const)));
  it.each(cases)('%s, image %s, %s mode: keeps the safety rules, asks a grown-up for any test, reads at the level', (age, withImage, mode) => {
    const lesson = buildExplorationLesson('Why is there a question here?', age, { mode, withImage });
    expect(checkSafetyRules(lessonBandDocument(lesson, age))).toEqual([]);
    expect(allText(lesson)).not.toMatch(/test yourself|then try it and watch/i);
    if (mode === 'parent') expect(lesson.quickAnswer).toMatch(/^If your child is hurt, unwell or in danger/);
    const text = [lesson.quickAnswer, ...lesson.quickOverview.keyTakeaways, ...lesson.exploreSections.map((s) => s.content)];
    expect(readingLevelProblem(text, mode === 'parent' ? '13+' : age)).toBeNull();
  });
});
