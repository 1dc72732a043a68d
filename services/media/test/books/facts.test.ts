import { AGE_BANDS, LEARNING_FOCUSES, TONES } from '@wonderkin/shared';
import { narrationScripts } from '../../src/av/narration';
import { composeFromPack } from '../../src/content/compose';
import { exploration } from '../../src/content/pack/exploration';
import { TOPIC_PACKS } from '../../src/content/topics';
import type { CreationContent } from '../../src/content/types';

// The test's own measure (not the composer's): words of four letters or more, lower case, a plural "s" or an "-ed"/
// "-ing" ending dropped, a few function words left out.
const FUNCTION_WORDS = new Set(['than', 'that', 'this', 'with', 'from', 'they', 'them', 'their', 'have', 'when', 'what', 'were', 'there', 'into', 'very', 'some', 'also']);
const words = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !FUNCTION_WORDS.has(word)).map((word) => (word.length > 5 ? word.replace(/(ing|ed)$/, '') : word).replace(/(?<!s)s$/, '')));
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter(Boolean);
const normalised = (sentence: string) => sentence.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
/** Share of the fact's words found in the other sentence: 1 is a word-for-word repeat. */
const overlap = (fact: string, other: string) => {
  const factWords = words(fact);
  const otherWords = words(other);
  return factWords.size ? [...factWords].filter((word) => otherWords.has(word)).length / factWords.size : 0;
};

const INSERTED = /(True fact|Here's a true fact|Let's remember|Something to remember): (.+?[.!?])(?=\s|$)/g;

const books = (): { label: string; content: CreationContent; topicWords: Set<string> }[] =>
  [...TOPIC_PACKS, exploration].flatMap((pack) =>
    AGE_BANDS.flatMap((ageBand) =>
      TONES.flatMap((tone) =>
        LEARNING_FOCUSES.map((learningFocus) => {
          const topic = pack === exploration ? 'steam trains' : pack.name;
          const content = composeFromPack(pack, { topic, title: topic, mode: 'custom', customOptions: { ageBand, tone, learningFocus }, childName: 'Maya' }, pack === exploration);
          return { label: `${pack.key} ${ageBand} ${tone} ${learningFocus}`, content, topicWords: words(`${pack.name} ${topic}`) };
        }),
      ),
    ),
  );

describe('true facts woven into the story', () => {
  it('never repeat a sentence of the story, and are about the page (or chapter) they are on', () => {
    const problems: string[] = [];
    let inserted = 0;
    for (const { label, content, topicWords } of books()) {
      const pages = content.chapters.flatMap((chapter) => chapter.pages.map((page) => ({ chapter, page })));
      for (const { chapter, page } of pages) {
        for (const [whole, kind, fact] of page.text.matchAll(INSERTED)) {
          inserted += 1;
          // Everything the story says besides this fact (this page without it, and every other page).
          const rest = pages.map((entry) => (entry.page === page ? page.text.replace(whole, ' ') : entry.page.text)).join(' ');
          const repeated = sentences(rest).find((sentence) => normalised(sentence) === normalised(fact) || overlap(fact, sentence) >= 0.75);
          if (repeated) problems.push(`${label}: "${fact}" repeats "${repeated}"`);
          const about = kind.includes('remember') ? chapter.pages.map((entry) => `${entry.heading} ${entry.text.replace(whole, ' ')}`).join(' ') : `${page.heading} ${page.text.replace(whole, ' ')}`;
          const aboutWords = words(about);
          if (![...words(fact)].some((word) => aboutWords.has(word) && !topicWords.has(word))) problems.push(`${label}: "${fact}" is not about "${page.heading}"`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(inserted).toBeGreaterThan(100);
  });

  it('are never read twice in the audiobook narration (no sentence of four words or more is said twice)', () => {
    const problems: string[] = [];
    for (const { label, content } of books()) {
      const said = new Map<string, number>();
      for (const sentence of narrationScripts(content).flatMap(sentences)) {
        const key = normalised(sentence);
        if (key.split(' ').length >= 4) said.set(key, (said.get(key) ?? 0) + 1);
      }
      for (const [sentence, times] of said) if (times > 1) problems.push(`${label}: "${sentence}" ×${times}`);
    }
    expect(problems).toEqual([]);
  });

  it('the facts focus still weaves facts into the story for every band', () => {
    for (const pack of TOPIC_PACKS) {
      for (const ageBand of AGE_BANDS) {
        const content = composeFromPack(pack, { topic: pack.name, title: pack.name, mode: 'custom', customOptions: { ageBand, tone: 'Gentle', learningFocus: 'Facts' } }, false);
        const count = content.chapters.flatMap((chapter) => chapter.pages).filter((page) => /true fact:/i.test(page.text)).length;
        expect([pack.key, ageBand, count >= 2]).toEqual([pack.key, ageBand, true]);
      }
    }
  });
});
