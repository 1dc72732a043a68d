import { AGE_BANDS, LEARNING_FOCUSES, TONES, type AgeBand, type LearningFocus, type LibraryTopic, type Tone } from '@wonderkin/shared';
import { unsourcedClaims, type Source } from '@wonderkin/shared/content';
import { CreationContentSchema, storyWordCount } from '../../src/content';
import { isBlockedWord } from '../../src/content/blocklist';
import type { LibraryAnswer } from '../../src/content/library';
import { composeOfflineContent, createOfflineContentGenerator } from '../../src/content/offline';
import { exploration, topicPack } from '../../src/content/pack';
import type { CreationContent, CreationContentInput } from '../../src/content/types';
import { creationReadability } from '../../src/domain/readability';
import { SHARKS_6_8 } from '../fixtures/library-sharks';

const ocean = topicPack('ocean');
const volcanoes = topicPack('volcanoes');

// Issue 19 ("Make personalisation true"): a creation's story, facts and word search are about the topic asked. Sharks
// come from the lesson library's checked entry (the Ocean pack has nothing on sharks); lava from the part of the
// Volcanoes pack about lava; football, which nothing covers, gets a story about the child and football that states
// nothing about it, and a note that says which parts are general.

const input = (topic: string, ageBand: AgeBand, tone: Tone, learningFocus: LearningFocus, childName?: string): CreationContentInput => ({
  topic, title: childName ? `${topic} for ${childName}` : topic, mode: 'custom', customOptions: { ageBand, tone, learningFocus }, childName,
});
const pages = (content: CreationContent) => content.chapters.flatMap((chapter) => chapter.pages);
const wordSearch = (content: CreationContent) => content.activities.flatMap((activity) => (activity.kind === 'word-search' ? activity.words : []));
const every = <T>(make: (tone: Tone, focus: LearningFocus) => T): T[] => TONES.flatMap((tone) => LEARNING_FOCUSES.map((focus) => make(tone, focus)));
/** What follows each "Here's a true fact:" or "Something to remember:" of the story (the fact, then the rest of the page). */
const INSERTED = /(?:True fact|Here's a true fact|Let's remember|Something to remember): /g;
const inserted = (content: CreationContent) => pages(content).flatMap((page) => [...page.text.matchAll(INSERTED)].map((match) => page.text.slice(match.index + match[0].length)));
/** The facts a book states as true that are not one of `allowed` (each inserted one must start with an allowed fact). */
const unknownFacts = (content: CreationContent, allowed: readonly string[]) => [
  ...content.facts.filter((fact) => !allowed.includes(fact)),
  ...inserted(content).filter((rest) => !allowed.some((fact) => rest.startsWith(fact))),
];

describe('a creation on "sharks" (the library\'s entry; the Ocean pack only knows the sea in general)', () => {
  const entry = SHARKS_6_8;
  /** The entry's facts and what to remember (the story's passages are its quick answer and sections, word for word). */
  const entryFacts = [...entry.sections.map((section) => section.funFact), ...entry.takeaways];
  const books = every((tone, focus) => composeOfflineContent(input('Sharks', '6-8', tone, focus, 'Mia'), entry));

  it('mentions sharks on every story page, in its facts and in its word search, in every tone and focus', () => {
    for (const book of books) {
      expect(CreationContentSchema.safeParse(book).success).toBe(true);
      for (const page of pages(book)) expect([book.tone, book.focus, page.heading, /shark/i.test(page.text)]).toEqual([book.tone, book.focus, page.heading, true]);
      expect(book.facts.filter((fact) => /shark/i.test(fact)).length).toBeGreaterThanOrEqual(2);
      expect(wordSearch(book)).toContain('SHARKS');
      expect(pages(book).some((page) => page.illustration.scene === 'ocean:shark')).toBe(true);
    }
  });

  it('uses the entry\'s own facts: its sentences are in the story, and every fact it states is the entry\'s', () => {
    for (const book of books) {
      const story = pages(book).map((page) => page.text).join(' ');
      expect(story).toContain('They can smell a tiny bit of food in the water.');
      expect(story).toContain(entry.quickAnswer);
      expect([book.tone, book.focus, unknownFacts(book, entryFacts)]).toEqual([book.tone, book.focus, []]);
    }
    const facts = composeOfflineContent(input('Sharks', '6-8', 'Gentle', 'Facts'), entry);
    expect(facts.facts).toContain('Sharks often swim in a zigzag when following a smell, checking which side it is stronger on.');
    expect(facts.note).toBe('Made offline from our checked lesson "How Do Sharks Find Food?": the story and the facts come from it.');
    expect(facts.exploration).toBe(false);
    // The story around the facts adds no number, date or name the entry's sources do not back.
    const texts = [...pages(facts).map((page) => page.text), ...facts.facts];
    expect(unsourcedClaims(texts, entry.sources as Source[])).toEqual([]);
  });

  it('asks its quiz from the entry, and reads at its band', () => {
    for (const book of books) {
      const quiz = book.activities.find((activity) => activity.kind === 'quiz');
      expect(quiz?.kind === 'quiz' && quiz.questions.map((question) => [question.question, question.options[question.answerIndex]])).toEqual(
        entry.quiz.map((question) => [question.question, question.right]),
      );
      expect(creationReadability(book)?.fits).toBe(true);
      expect(storyWordCount(book)).toBeGreaterThanOrEqual(250);
    }
  });

  it('keeps the word-search blocklist: a word from the entry that is blocked is never a word to find', () => {
    const bloody: LibraryTopic = {
      ...entry,
      glossary: [{ term: 'Blood', definition: 'The red liquid inside an animal.' }, ...entry.glossary],
      sections: entry.sections.map((section) => ({ ...section, text: `${section.text} A shark can smell blood. Blood spreads in water.` })),
    };
    for (const book of every((tone, focus) => composeOfflineContent(input('sharks', '9-10', tone, focus), bloody))) {
      expect(wordSearch(book).length).toBeGreaterThanOrEqual(5);
      expect(wordSearch(book).filter(isBlockedWord)).toEqual([]);
    }
  });

  it('asks the library only for what the packs do not cover, with the creation\'s topic and band', async () => {
    const asked: string[] = [];
    const generator = createOfflineContentGenerator(async (topic, ageBand) => {
      asked.push(`${topic} ${ageBand}`);
      return topic === 'Sharks' ? entry : null;
    });
    expect((await generator.generate(input('Sharks', '6-8', 'Silly', 'Facts'))).note).toMatch(/How Do Sharks Find Food/);
    expect((await generator.generate(input('Volcanoes', '6-8', 'Silly', 'Facts'))).note).toBeUndefined();
    expect(asked).toEqual(['Sharks 6-8']);
  });
});

describe('a creation on "sharks" when the library does not answer', () => {
  it('still names sharks on every page, states nothing about them, and says the facts are about the ocean in general', () => {
    for (const band of AGE_BANDS) {
      for (const book of every((tone, focus) => composeOfflineContent(input('sharks', band, tone, focus, 'Mia'), 'unreachable'))) {
        expect(CreationContentSchema.safeParse(book).success).toBe(true);
        for (const page of pages(book)) expect([band, page.heading, /sharks/.test(page.text)]).toEqual([band, page.heading, true]);
        // No fact is read inside the story: a fact about the ocean would pass for one about sharks.
        expect(inserted(book)).toEqual([]);
        expect(book.facts.every((fact) => Object.values(ocean.facts).flat().includes(fact))).toBe(true);
        expect(book.note).toBe('Offline, our lesson library did not answer, so we had no checked facts about sharks for this book: the story is about Mia and sharks, and the facts and activities are about the ocean in general.');
      }
    }
  });
});

describe('a creation on "football" (no pack, no library entry)', () => {
  const library: LibraryAnswer = null;

  it('names football on every story page, in every band, tone and focus, and carries the honest note', () => {
    for (const band of AGE_BANDS) {
      for (const book of every((tone, focus) => composeOfflineContent(input('football', band, tone, focus, 'Leo'), library))) {
        expect(CreationContentSchema.safeParse(book).success).toBe(true);
        for (const page of pages(book)) expect([band, book.tone, page.heading, /football/.test(page.text)]).toEqual([band, book.tone, page.heading, true]);
        expect(book.exploration).toBe(true);
        expect(book.note).toBe('Offline, we had no checked facts about football yet: the story is about Leo and football, and the facts pages and activities are general tips for finding things out.');
        // Its facts are the general tips of the exploration pack, none about football; the story closes without asking for one.
        expect(unknownFacts(book, Object.values(exploration.facts).flat())).toEqual([]);
        expect(pages(book).map((page) => page.text).join(' ')).not.toMatch(/true thing you learned about football/);
        expect(creationReadability(book)?.fits).toBe(true);
      }
    }
  });

  it('is a story about Leo and football, not about researching it', () => {
    const book = composeOfflineContent(input('football', '9-10', 'Adventurous', 'Creativity', 'Leo'), library);
    const story = pages(book).map((page) => page.text).join(' ');
    expect(story).toContain('Ask Leo about a favorite thing, and the answer comes fast: football.');
    expect(story).toContain('Leo invents a game about football');
    expect(story).not.toMatch(/How did it begin/);
  });

  it('keeps its note short for a topic that is a whole sentence', () => {
    const topic = `how do ${'very '.repeat(36)}old clocks tick`.slice(0, 200);
    const book = composeOfflineContent({ topic, title: topic, mode: 'quick' }, library);
    expect(CreationContentSchema.safeParse(book).success).toBe(true);
    expect(book.note).toMatch(/^Offline, we had no checked facts about this topic yet/);
  });
});

describe('a creation on "lava" (the part of the Volcanoes pack about lava)', () => {
  it('is made of the pack\'s sentences and facts about lava, with lava on every page', () => {
    const packFacts = Object.values(volcanoes.facts).flat();
    for (const band of AGE_BANDS) {
      for (const book of every((tone, focus) => composeOfflineContent(input('Lava', band, tone, focus, 'Mia')))) {
        expect(CreationContentSchema.safeParse(book).success).toBe(true);
        for (const page of pages(book)) expect([band, page.heading, /lava/.test(page.text)]).toEqual([band, page.heading, true]);
        for (const fact of book.facts) expect([band, fact, /lava/i.test(fact), packFacts.includes(fact)]).toEqual([band, fact, true, true]);
        if (band !== '3-5') expect(wordSearch(book)).toContain('LAVA');
        expect(book.note).toBe('Made offline from the checked facts about lava in our volcanoes book: the story and the facts are about lava, and some activities are about volcanoes in general.');
      }
    }
    // The pack's own subject still gets the pack's own book.
    expect(composeOfflineContent(input('Volcanoes', '6-8', 'Gentle', 'Facts')).note).toBeUndefined();
  });
});
