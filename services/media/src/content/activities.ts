import type { AgeBand, LearningFocus } from '@wonderkin/shared';
import type { TopicPack } from './pack/types';
import type { Activity } from './types';
import { createRandom } from '../illustrations/random';
import { MEDIA_COPY } from './copy';

/** Which activity kinds belong to each age band (spec: tracing for pre-readers, word search and quiz for readers…). */
export const BAND_ACTIVITY_KINDS: Record<AgeBand, Activity['kind'][]> = {
  '3-5': ['tracing', 'counting', 'matching', 'drawing'],
  '6-8': ['matching', 'word-search', 'counting', 'quiz', 'drawing'],
  '9-10': ['word-search', 'quiz', 'vocabulary', 'drawing'],
};

/** Kinds allowed for a band and focus: the band's own, plus a vocabulary activity when the focus is Vocabulary. */
export function allowedActivityKinds(ageBand: AgeBand, focus: LearningFocus): Activity['kind'][] {
  const kinds = [...BAND_ACTIVITY_KINDS[ageBand]];
  if (focus === 'Vocabulary' && !kinds.includes('vocabulary')) kinds.push('vocabulary');
  return kinds;
}

type Fill = (text: string) => string;

/**
 * Builds the activity pages for one pack, fitted to the band and focus; deterministic for a seed. Each page's title
 * and instructions: content/media/activities.yaml.
 */
export function buildActivities(pack: TopicPack, ageBand: AgeBand, focus: LearningFocus, fill: Fill, seed: number): Activity[] {
  const random = createRandom(seed);
  const young = ageBand === '3-5';
  const words = MEDIA_COPY.activities;
  // CONTENT.md: counting to 5 is for 3-5; 6-8 adds, groups and skip-counts.
  const counting = (): Activity => {
    const [first, second, third] = random.shuffle(pack.counting).map((item) => ({ label: fill(item.label), scene: item.icon }));
    if (young) {
      return {
        kind: 'counting',
        ...words.counting[ageBand],
        items: [first, second, third].map((item) => ({ ...item, count: random.int(1, 5) })),
      };
    }
    const add = [random.int(2, 6), random.int(2, 6)];
    const groupSize = random.int(2, 5);
    const equalGroups = Array.from({ length: groupSize === 5 ? random.int(2, 3) : random.int(3, 4) }, () => groupSize);
    const skipBy = random.pick([2, 2, 5]);
    const skipGroups = Array.from({ length: skipBy === 2 ? random.int(4, 6) : random.int(3, 4) }, () => skipBy);
    const total = (groups: number[]) => groups.reduce((sum, size) => sum + size, 0);
    return {
      kind: 'counting',
      ...words.counting[ageBand],
      items: [
        { ...first, way: 'add', groups: add, count: total(add) },
        { ...second, way: 'groups', groups: equalGroups, count: total(equalGroups) },
        { ...third, way: 'skip', groups: skipGroups, count: total(skipGroups) },
      ],
    };
  };
  const matching = (): Activity => ({
    kind: 'matching',
    ...words.matching[ageBand],
    pairs: pack.matching[ageBand].map((pair) => ({ ...pair, left: fill(pair.left), right: fill(pair.right) })),
  });
  const drawing = (): Activity => ({
    kind: 'drawing',
    ...words.drawing[ageBand],
    prompt: fill(pack.drawing[ageBand]),
  });
  const imagine = (): Activity => ({
    kind: 'drawing',
    ...words.imagine[ageBand],
    prompt: fill(pack.imagine[random.int(0, pack.imagine.length - 1)]),
  });
  const vocabulary = (): Activity => ({
    kind: 'vocabulary',
    ...words.vocabulary[ageBand],
    words: pack.vocabulary.slice(0, young ? 4 : 6).map((entry) => ({ word: fill(entry.word), meaning: fill(entry.meaning) })),
  });
  const wordSearch = (band: '6-8' | '9-10'): Activity => ({
    kind: 'word-search',
    ...words.wordSearch[band],
    words: pack.wordSearch[band],
  });
  const quiz = (band: '6-8' | '9-10'): Activity => ({
    kind: 'quiz',
    ...words.quiz[band],
    questions: (focus === 'Facts' ? pack.quiz[band] : pack.quiz[band].slice(0, 4)).map((question) => ({
      question: fill(question.question),
      options: question.options.map(fill),
      answerIndex: question.answerIndex,
    })),
  });
  const tracing = (): Activity => ({
    kind: 'tracing',
    ...words.tracing['3-5'],
    words: pack.tracing,
  });

  const activities: Activity[] =
    ageBand === '3-5'
      ? [tracing(), counting(), matching(), drawing()]
      : ageBand === '6-8'
        ? [matching(), wordSearch('6-8'), counting(), quiz('6-8'), drawing()]
        : [wordSearch('9-10'), quiz('9-10'), vocabulary(), drawing()];
  if (focus === 'Creativity') activities.push(imagine());
  if (focus === 'Vocabulary' && ageBand !== '9-10') activities.splice(1, 0, vocabulary());
  return activities;
}
