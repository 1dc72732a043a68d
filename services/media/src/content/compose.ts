import type { TopicPack } from './pack/types';
import type { CreationContent, CreationContentInput, StoryChapter } from './types';
import { buildActivities } from './activities';
import { cleanChildName, cleanTopic, hashString, resolveOptions, type ResolvedOptions } from './options';
import { withSafetyNotes } from './safety-notes';
import { relatedness, restates } from './sentences';
import { FACT_FREE_CLOSINGS, TONE_FRAMES } from './tones';
import { newWordLine, storyLine } from './story-lines';

const capitalise = (value: string) => value.charAt(0).toLocaleUpperCase() + value.slice(1);
const lowerFirst = (value: string) => value.charAt(0).toLocaleLowerCase() + value.slice(1);
const withoutFinalStop = (value: string) => value.replace(/[.!?]+$/, '');

/** Fills the pack placeholders: {hero}, {Hero}, {hero's}, {Hero's}, {topic}, {Topic}. */
export function makeFill(hero: string | undefined, topic: string): (text: string) => string {
  const heroLower = hero ?? 'our explorer';
  const heroUpper = hero ?? 'Our explorer';
  return (text) =>
    text
      .replace(/\{hero's\}/g, `${heroLower}'s`)
      .replace(/\{Hero's\}/g, `${heroUpper}'s`)
      .replace(/\{hero\}/g, heroLower)
      .replace(/\{Hero\}/g, heroUpper)
      .replace(/\{topic\}/g, topic)
      .replace(/\{Topic\}/g, capitalise(topic));
}

/**
 * How a pack is told: `storyTopic` is what the story names instead of the pack's name (a topic the pack's story does
 * not state facts about); `weaveFacts: false` keeps the pack's facts out of the story (they are about the pack's
 * subject, not the story's topic).
 */
export interface ComposeOptions {
  storyTopic?: string;
  weaveFacts?: boolean;
}

/** Composes schema-valid creation content from one topic pack, for the band, tone and focus of the request. */
export function composeFromPack(pack: TopicPack, input: CreationContentInput, exploration: boolean, how: ComposeOptions = {}): CreationContent {
  const options = resolveOptions(input);
  const topic = cleanTopic(input.topic);
  const childName = cleanChildName(input.childName);
  // In pack stories the topic is the pack's own name ("volcanoes"); in the exploration story it is what was typed.
  const storyTopic = how.storyTopic ?? (exploration ? topic : pack.name.toLocaleLowerCase());
  const fill = makeFill(childName, storyTopic);
  const seed = hashString(`${pack.key}|${topic}|${input.title}|${options.ageBand}|${options.tone}|${options.focus}`);

  const chapters = composeChapters(pack, options, fill, childName, seed, how.weaveFacts ?? true, exploration || how.storyTopic !== undefined);
  const glossary = pack.vocabulary.map((entry) => ({ word: fill(entry.word), meaning: fill(entry.meaning) }));
  const bandFacts = pack.facts[options.ageBand].map(fill);
  // Facts focus shows every fact of the band; the others show a few (Vocabulary adds the glossary below).
  const facts = options.focus === 'Facts' ? bandFacts : bandFacts.slice(0, 4);

  return withSafetyNotes({
    title: input.title,
    topic,
    ageBand: options.ageBand,
    tone: options.tone,
    focus: options.focus,
    chapters,
    activities: buildActivities(pack, options.ageBand, options.focus, fill, seed),
    facts,
    ...(options.focus === 'Vocabulary' ? { glossary } : {}),
    source: 'offline',
    exploration,
  });
}

function composeChapters(
  pack: TopicPack,
  options: ResolvedOptions,
  fill: (text: string) => string,
  childName: string | undefined,
  seed: number,
  weaveFacts: boolean,
  /** The story states no fact about its topic (the exploration story): its closing asks for none. */
  factFree: boolean,
): StoryChapter[] {
  const young = options.ageBand === '3-5';
  const frame = TONE_FRAMES[options.tone][young ? 'short' : 'long'];
  const facts = pack.facts[options.ageBand].map(fill);
  const words = pack.vocabulary.slice(0, young ? 4 : 8).map((entry) => ({ word: fill(entry.word), meaning: fill(entry.meaning) }));
  const imagine = pack.imagine.map(fill);
  const lastChapter = pack.chapters.length - 1;
  let pageNumber = 0;
  let wordIndex = 0;
  // Facts woven into the story add something new: a fact that says again what a page of the story already says is
  // never inserted (the page would repeat itself and the audiobook would read it twice). Each is used once.
  // The story a fact must not repeat: every page, and the word meanings the Vocabulary focus weaves in ("X means …",
  // as story-lines.yaml's newWord says them; its "New word: X." names the word only).
  const wovenWords = options.focus === 'Vocabulary' ? words.map((entry) => `${entry.word} means ${lowerFirst(withoutFinalStop(entry.meaning))}.`) : [];
  const storyText = [...pack.chapters.flatMap((chapter) => chapter.pages.map((page) => fill(page.text[options.ageBand]))), ...wovenWords].join(' ');
  // The topic's own words (its name, what was typed, its other names) are in every fact: the check also compares
  // the rest, so "One kind of dinosaur had three big horns" repeats "Triceratops had three horns on its face".
  const topicWords = [fill(pack.name), fill('{topic}'), ...(pack.topicWords ?? [])].join(' ');
  const unusedFacts = facts.filter((fact) => !restates(fact, storyText, topicWords));
  const takeFact = (about: string): string | undefined => {
    const fact = closestFact(unusedFacts, about, `${pack.name} ${fill('{topic}')}`);
    if (fact) unusedFacts.splice(unusedFacts.indexOf(fact), 1);
    return fact;
  };
  let factOwed = false;

  return pack.chapters.map((chapter, chapterIndex) => ({
    title: fill(chapter.title),
    pages: chapter.pages.map((page, pageIndex) => {
      const parts: string[] = [];
      const firstPage = chapterIndex === 0 && pageIndex === 0;
      const lastPage = chapterIndex === lastChapter && pageIndex === chapter.pages.length - 1;
      const lastOfChapter = pageIndex === chapter.pages.length - 1;
      const pageText = fill(page.text[options.ageBand]);
      if (firstPage) {
        parts.push(fill(frame.opening));
        if (childName) parts.push(storyLine('forChild', options.ageBand, { child: childName }));
      } else if (pageIndex === 0) {
        parts.push(frame.chapterOpeners[(chapterIndex - 1) % frame.chapterOpeners.length]);
      }
      parts.push(pageText);

      // The learning focus shapes what is woven between the story sentences.
      if (weaveFacts && options.focus === 'Facts' && (young || pageNumber % 2 === 1 || factOwed)) {
        // A fact about this page; a page with none related passes its turn to the next page.
        const fact = takeFact(`${fill(page.heading)} ${pageText}`);
        factOwed = !fact;
        if (fact) parts.push(storyLine('trueFact', options.ageBand, { fact }));
      }
      if (weaveFacts && options.focus !== 'Facts' && lastOfChapter) {
        // Every book ends each chapter with one true fact to remember, about that chapter; the Facts focus weaves in many more.
        const chapterText = [fill(chapter.title), ...chapter.pages.flatMap((entry) => [fill(entry.heading), fill(entry.text[options.ageBand])])].join(' ');
        const fact = takeFact(chapterText);
        if (fact) parts.push(storyLine('remember', options.ageBand, { fact }));
      }
      if (options.focus === 'Creativity' && lastOfChapter) {
        parts.push(storyLine('imagine', options.ageBand, { prompt: imagine[chapterIndex % imagine.length] }));
      }
      if (options.focus === 'Vocabulary' && pageNumber % 2 === 0 && wordIndex < words.length) {
        const entry = words[wordIndex];
        parts.push(newWordLine(entry));
        wordIndex += 1;
      }
      if (!lastPage && (pageNumber + (seed % 2)) % 3 === 2) {
        parts.push(frame.sprinkles[(pageNumber + seed) % frame.sprinkles.length]);
      }
      if (lastPage) parts.push(fill((factFree && !young ? FACT_FREE_CLOSINGS[options.tone] : undefined) ?? frame.closing));
      pageNumber += 1;

      return {
        heading: fill(page.heading),
        text: parts.join(' '),
        illustration: { scene: page.scene, palette: pack.palette, seed: (seed + pageNumber * 7919) >>> 0, caption: fill(page.heading) },
      };
    }),
  }));
}

/**
 * The fact sharing the most content words with a text, besides the topic's own words (every fact of the book shares
 * those); a fact that shares none is not about the text: undefined.
 */
function closestFact(facts: string[], text: string, topic: string): string | undefined {
  let best: string | undefined;
  let bestScore = 0;
  for (const fact of facts) {
    const score = relatedness(fact, text, topic);
    if (score > bestScore) {
      best = fact;
      bestScore = score;
    }
  }
  return best;
}
