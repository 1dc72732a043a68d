import { AGE_BANDS, LEARNING_FOCUSES, TONES, type AgeBand, type LearningFocus } from '@wonderkin/shared';
import { narrationScripts } from '../../src/av/narration';
import { composeFromPack, makeFill } from '../../src/content/compose';
import { exploration } from '../../src/content/pack';
import type { TopicPack } from '../../src/content/pack/types';
import { restates } from '../../src/content/sentences';
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

// The six repeats the 2026-11-28 content review found in composed books (C2): each fact said again what a page of the
// same book says, in other words ("one kind of dinosaur" for "Triceratops", "hardens" for "turns hard", "fall out" for
// "lose"). Each pair is checked as the composer checks it, and in every book of its pack and band.
const REVIEW_REPEATS: { id: string; pack: string; band: AgeBand; focus: LearningFocus; fact: string; page: string }[] = [
  { id: 'a', pack: 'dinosaurs', band: '3-5', focus: 'Facts', fact: 'One kind of dinosaur had three big horns on its face.', page: 'Triceratops had three horns on its face.' },
  { id: 'b', pack: 'volcanoes', band: '6-8', focus: 'Creativity', fact: 'When lava cools, it turns into hard, dark rock.', page: 'As lava cools, it hardens into new rock.' },
  { id: 'c', pack: 'princesses', band: '9-10', focus: 'Facts', fact: 'A portcullis is a heavy gate that could drop down to block a castle entrance.', page: 'A drawbridge could be raised to seal the entrance. Behind it, a heavy gate called a portcullis could slam down.' },
  { id: 'd', pack: 'princesses', band: '9-10', focus: 'Facts', fact: 'Knights often began training as pages at around age seven.', page: 'Becoming a knight took years. Boys often started as pages at around age seven.' },
  { id: 'e', pack: 'puppies', band: '3-5', focus: 'Facts', fact: 'Puppies lose their baby teeth, just like children.', page: 'Later, the baby teeth fall out and grown-up teeth grow in, just like yours will.' },
  { id: 'f', pack: 'puppies', band: '3-5', focus: 'Creativity', fact: 'Puppies lose their baby teeth, just like children.', page: 'They get sharp little baby teeth. Later, the baby teeth fall out and grown-up teeth grow in, just like yours will.' },
];
const packOf = (key: string): TopicPack => [...TOPIC_PACKS, exploration].find((pack) => pack.key === key)!;
const topicWordsOf = (pack: TopicPack) => [pack.name, pack.name.toLowerCase(), ...(pack.topicWords ?? [])].join(' ');
const storyOf = (pack: TopicPack, band: AgeBand) => pack.chapters.flatMap((chapter) => chapter.pages.map((page) => makeFill('Maya', pack.name.toLowerCase())(page.text[band]))).join(' ');

describe('the repeats the content review found (2026-11-28, C2)', () => {
  it.each(REVIEW_REPEATS.map((pair) => [pair.id, pair] as const))('(%s) a fact that says a page again in other words is a repeat', (_id, pair) => {
    const pack = packOf(pair.pack);
    // The page sentence is the pack's own, and the fact is one of the band's facts.
    expect(storyOf(pack, pair.band)).toContain(pair.page);
    expect(pack.facts[pair.band]).toContain(pair.fact);
    expect(restates(pair.fact, pair.page, topicWordsOf(pack))).toBe(true);
    expect(restates(pair.fact, storyOf(pack, pair.band), topicWordsOf(pack))).toBe(true);
  });

  it.each(REVIEW_REPEATS.map((pair) => [pair.id, pair] as const))('(%s) is never inserted into a book of its pack and band, in any tone or focus', (_id, pair) => {
    const pack = packOf(pair.pack);
    const found: string[] = [];
    for (const tone of TONES) {
      for (const learningFocus of [pair.focus, ...LEARNING_FOCUSES]) {
        const content = composeFromPack(pack, { topic: pack.name, title: pack.name, mode: 'custom', customOptions: { ageBand: pair.band, tone, learningFocus }, childName: 'Maya' }, false);
        for (const page of content.chapters.flatMap((chapter) => chapter.pages)) {
          for (const [, , fact] of page.text.matchAll(INSERTED)) if (fact === pair.fact) found.push(`${tone} ${learningFocus}: ${page.heading}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('still keeps facts that only share a word or two with the page (they add something new)', () => {
    const kept: [string, AgeBand, string][] = [
      ['dinosaurs', '3-5', 'Some dinosaurs had a big club of bone on the tail.'],
      ['dinosaurs', '6-8', 'The biggest dinosaurs were longer than two school buses.'],
      ['volcanoes', '3-5', 'Lava that cools very fast can turn into black glass.'],
      ['volcanoes', '6-8', 'Obsidian is black glass made when lava cools very fast.'],
      ['volcanoes', '6-8', 'Hot springs are heated by hot rock deep underground.'],
      ['robots', '3-5', 'Some robots have wheels, and some have legs.'],
      ['space', '3-5', 'The Moon does not make its own light. It shines with light from the Sun.'],
      ['princesses', '9-10', 'Arrow slits were narrow on the outside and wider on the inside, so archers could aim while staying protected.'],
    ];
    for (const [key, band, fact] of kept) {
      const pack = packOf(key);
      expect(pack.facts[band]).toContain(fact);
      expect([key, band, fact, restates(fact, storyOf(pack, band), topicWordsOf(pack))]).toEqual([key, band, fact, false]);
    }
  });
});
