import { AGE_BANDS } from '@wonderkin/shared';
import { sourceProblems, unsourcedClaims } from '@wonderkin/shared/content';
import { exploration } from '../../src/content/pack';
import type { TopicPack } from '../../src/content/pack/types';
import { TOPIC_PACKS } from '../../src/content/topics';

// CONTENT.md: every number, date, proper name and "research shows" a creation prints or reads aloud has a source.
// The story's make-believe around the facts names no one ({hero} is the child); what it states as true is sourced.

/** Every text of a pack a reader of any band meets: pages, facts, quiz, glossary, pairs, prompts. */
function packTexts(pack: TopicPack): string[] {
  const fill = (text: string) => text.replace(/\{hero's\}/gi, "our explorer's").replace(/\{hero\}/gi, 'our explorer');
  return [
    ...pack.chapters.flatMap((chapter) => [chapter.title, ...chapter.pages.flatMap((page) => [page.heading, ...AGE_BANDS.map((band) => fill(page.text[band]))])]),
    ...AGE_BANDS.flatMap((band) => pack.facts[band]),
    ...(['6-8', '9-10'] as const).flatMap((band) => pack.quiz[band].map((q) => `${q.question} ${q.options[q.answerIndex]}.`)),
    ...pack.vocabulary.map((entry) => `${entry.word}: ${entry.meaning}`),
    ...AGE_BANDS.flatMap((band) => pack.matching[band].map((pair) => `${pair.left}: ${pair.right}.`)),
    ...pack.imagine.map(fill),
    ...AGE_BANDS.map((band) => fill(pack.drawing[band])),
  ];
}

describe.each([...TOPIC_PACKS, exploration].map((pack) => [pack.key, pack] as const))('the %s creation pack', (_key, pack) => {
  it('has well-formed sources (https pages, read dates, claims that say what they back)', () => {
    expect(pack.sources.length).toBeGreaterThan(0);
    expect(pack.sources.flatMap(sourceProblems)).toEqual([]);
  });

  it('sources every number, date, name and "research shows" in every band', () => {
    expect(unsourcedClaims(packTexts(pack), pack.sources).map((t) => `${t.kind} "${t.token}" in: ${t.sentence}`)).toEqual([]);
  });
});
