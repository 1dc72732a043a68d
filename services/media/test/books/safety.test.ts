import { AGE_BANDS, LEARNING_FOCUSES, TONES, type AgeBand } from '@wonderkin/shared';
import { checkSafetyRules, type BandDocument } from '@wonderkin/shared/content';
import { composeFromPack } from '../../src/content/compose';
import { composeOfflineContent } from '../../src/content/offline';
import { exploration } from '../../src/content/pack';
import { TOPIC_PACKS } from '../../src/content/topics';
import type { Activity, CreationContent } from '../../src/content/types';

/** Creations use age bands 3-5, 6-8, 9-10; the safety rules use the lesson ranges (9-10 sits in 9-12). */
const RULES_BAND: Record<AgeBand, BandDocument['band']> = { '3-5': '3-5', '6-8': '6-8', '9-10': '9-12' };

/** What a child is told to do in an activity: its title, instructions and prompt (each activity one text). */
const steps = (activity: Activity) => [activity.title, activity.instructions, 'prompt' in activity ? activity.prompt : ''].filter(Boolean).join('\n');
/** What a child reads in an activity besides its steps: quiz questions and options, pairs, words, labels. */
const reading = (activity: Activity): string[] => {
  switch (activity.kind) {
    case 'quiz': return activity.questions.map((question) => `${question.question} ${question.options.join('; ')}.`);
    case 'matching': return activity.pairs.map((pair) => `${pair.left}: ${pair.right}.`);
    case 'vocabulary': return activity.words.map((entry) => `${entry.word}: ${entry.meaning}`);
    case 'word-search': case 'tracing': return [activity.words.join(', ')];
    case 'counting': return activity.items.map((item) => `How many ${item.label}?`);
    default: return [];
  }
};

/**
 * A creation as the safety rules see it: the first chapter is what the reader meets first (where a safety message
 * must be), the rest of the story, the facts, the glossary and the activities' reading matter are the body, and each
 * activity's steps are its own text.
 */
function creationDocument(content: CreationContent): BandDocument {
  const pages = (chapters: CreationContent['chapters']) => chapters.flatMap((chapter) => [chapter.title, ...chapter.pages.flatMap((page) => [page.heading, page.text])]);
  return {
    band: RULES_BAND[content.ageBand],
    leading: [content.title, ...pages(content.chapters.slice(0, 1))],
    body: [...pages(content.chapters.slice(1)), ...content.facts, ...(content.glossary ?? []).map((entry) => `${entry.word}: ${entry.meaning}`), ...content.activities.flatMap(reading)],
    activities: content.activities.map(steps),
  };
}

const everyWay = (compose: (ageBand: AgeBand, tone: (typeof TONES)[number], focus: (typeof LEARNING_FOCUSES)[number]) => CreationContent) =>
  AGE_BANDS.flatMap((ageBand) => TONES.flatMap((tone) => LEARNING_FOCUSES.map((focus) => compose(ageBand, tone, focus))));

describe('safety rules over creation text (story, facts and activities)', () => {
  it.each(TOPIC_PACKS.map((pack) => [pack.key, pack] as const))('the %s pack keeps every rule in every band, tone and focus', (_key, pack) => {
    const violations = everyWay((ageBand, tone, learningFocus) =>
      composeFromPack(pack, { topic: pack.name, title: pack.name, mode: 'custom', customOptions: { ageBand, tone, learningFocus }, childName: 'Maya' }, false),
    ).flatMap((content) => checkSafetyRules(creationDocument(content)).map((violation) => `${content.ageBand} ${content.tone} ${content.focus}: ${violation.rule} (${violation.where}) ${violation.text}`));
    expect([...new Set(violations)]).toEqual([]);
  });

  it.each(['steam trains', 'sunflowers', 'the human body', 'kites'])('the exploration story for "%s" keeps every rule', (topic) => {
    const violations = everyWay((ageBand, tone, learningFocus) =>
      composeFromPack(exploration, { topic, title: topic, mode: 'custom', customOptions: { ageBand, tone, learningFocus } }, true),
    ).flatMap((content) => checkSafetyRules(creationDocument(content)).map((violation) => `${content.ageBand} ${content.tone}: ${violation.rule} ${violation.text}`));
    expect([...new Set(violations)]).toEqual([]);
  });

  it('puts the safety message up front when a typed topic brings up a rule (thunder, honey, popcorn)', () => {
    const violations = ['thunderstorms', 'honey for babies', 'popcorn and grapes', 'lightning', '⛈'].flatMap((topic) =>
      everyWay((ageBand, tone, learningFocus) => composeOfflineContent({ topic, title: topic, mode: 'custom', customOptions: { ageBand, tone, learningFocus } }))
        .flatMap((content) => checkSafetyRules(creationDocument(content)).map((violation) => `${topic} ${content.ageBand}: ${violation.rule} ${violation.text}`)));
    expect([...new Set(violations)]).toEqual([]);
    const storm = composeOfflineContent({ topic: 'thunderstorms', title: 'thunderstorms', mode: 'custom', customOptions: { ageBand: '3-5', tone: 'Gentle', learningFocus: 'Facts' } });
    expect(storm.chapters[0].pages[0].text).toMatch(/when thunder roars, go indoors/i);
  });
});
