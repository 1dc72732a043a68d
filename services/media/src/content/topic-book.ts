import { makeFill } from './compose';
import type { TopicMaterial } from './material';
import { exploration } from './pack';
import { cleanChildName, cleanTopic, hashString, resolveOptions } from './options';
import { withSafetyNotes } from './safety-notes';
import { restates, withoutRepeatedSentences } from './sentences';
import { topicActivities } from './topic-activities';
import { TOPIC_LINES } from './topic-lines';
import { TONE_FRAMES } from './tones';
import { chapterFallback, newWordLine, storyLine } from './story-lines';
import type { CreationContent, CreationContentInput, StoryChapter } from './types';

interface DraftPage {
  heading: string;
  parts: string[];
  scene: string;
}

/**
 * An offline book about one topic from its checked material (issue 19): every page names the topic (a make-believe
 * line of topic-lines.ts) and what it states as true is the material's own text: its passages, fun facts, facts,
 * word meanings and what to remember. The tone frames the story as in the pack books; the focus decides what is woven
 * in (true facts, "imagine" prompts or new words).
 */
export function composeTopicBook(material: TopicMaterial, input: CreationContentInput): CreationContent {
  const options = resolveOptions(input);
  const young = options.ageBand === '3-5';
  const childName = cleanChildName(input.childName);
  const fill = makeFill(childName, material.topic);
  const seed = hashString(`topic|${material.topic}|${input.title}|${options.ageBand}|${options.tone}|${options.focus}`);
  const frame = TONE_FRAMES[options.tone][young ? 'short' : 'long'];
  const lines = TOPIC_LINES[options.ageBand];

  // The story: the first passage opens it, one page per passage, then a page to remember.
  const pages: DraftPage[] = material.passages.map((passage, index) => ({
    heading: passage.heading,
    scene: passage.scene ?? material.scene,
    parts: index === 0
      ? [fill(frame.opening), ...(childName ? [storyLine('forChild', options.ageBand, { child: childName })] : []), fill(lines.intro), passage.text]
      : [fill(lines.leadIns[(index - 1) % lines.leadIns.length]), passage.text],
  }));
  pages.push({
    heading: fill(lines.recapHeading),
    scene: material.scene,
    parts: [fill(lines.recap), `${lines.remember}: ${material.recap.join(' ')}`],
  });
  const chapters = splitChapters(pages);

  // Facts woven in say something the story does not already say, each once (as in the pack books).
  const storyText = () => pages.flatMap((page) => page.parts).join(' ');
  const unused = [...material.facts];
  const takeFact = (preferred?: string): string | undefined => {
    const candidates = preferred ? [preferred, ...unused] : unused;
    const fact = candidates.find((candidate) => !restates(candidate, storyText(), material.topic));
    if (fact && unused.includes(fact)) unused.splice(unused.indexOf(fact), 1);
    return fact;
  };
  const imagine = exploration.imagine.map(fill);
  let wordIndex = 0;
  let pageNumber = 0;
  chapters.forEach((chapter, chapterIndex) => {
    chapter.forEach((page, pageIndex) => {
      const passage = material.passages[pageNumber];
      const lastOfChapter = pageIndex === chapter.length - 1;
      const lastPage = chapterIndex === chapters.length - 1 && lastOfChapter;
      if (pageIndex === 0 && chapterIndex > 0) page.parts.unshift(frame.chapterOpeners[(chapterIndex - 1) % frame.chapterOpeners.length]);
      if (options.focus === 'Facts' && !lastPage && (young || pageNumber % 2 === 0)) {
        const fact = takeFact(passage?.funFact);
        if (fact) page.parts.push(storyLine('trueFact', options.ageBand, { fact }));
      }
      if (options.focus !== 'Facts' && lastOfChapter && !lastPage) {
        const fact = takeFact(passage?.funFact);
        if (fact) page.parts.push(storyLine('remember', options.ageBand, { fact }));
      }
      if (options.focus === 'Creativity' && lastOfChapter) {
        page.parts.push(storyLine('imagine', options.ageBand, { prompt: imagine[chapterIndex % imagine.length] }));
      }
      if (options.focus === 'Vocabulary' && pageNumber % 2 === 0 && wordIndex < material.glossary.length) {
        page.parts.push(newWordLine(material.glossary[wordIndex]));
        wordIndex += 1;
      }
      if (!lastPage && (pageNumber + (seed % 2)) % 3 === 2) page.parts.push(frame.sprinkles[(pageNumber + seed) % frame.sprinkles.length]);
      if (lastPage) page.parts.push(fill(frame.closing));
      pageNumber += 1;
    });
  });

  // A sentence the book has said already (a takeaway that is the quick answer's own words) is not read twice.
  const said = new Set<string>();
  const story: StoryChapter[] = chapters.map((chapter, chapterIndex) => ({
    title: chapterTitle(fill(lines.chapters[chapterIndex]), chapterIndex),
    pages: chapter.map((page, index) => ({
      heading: page.heading,
      text: withoutRepeatedSentences(page.parts.join(' '), said),
      illustration: { scene: page.scene, palette: material.palette, seed: (seed + (chapterIndex * 10 + index + 1) * 7919) >>> 0, caption: page.heading },
    })),
  }));

  return withSafetyNotes({
    title: input.title,
    topic: cleanTopic(input.topic),
    ageBand: options.ageBand,
    tone: options.tone,
    focus: options.focus,
    chapters: story,
    activities: topicActivities(material, options.ageBand, options.focus, fill, seed),
    facts: (options.focus === 'Facts' ? material.facts : material.facts.slice(0, 4)).slice(0, 12),
    ...(options.focus === 'Vocabulary' ? { glossary: (material.glossary.length >= 2 ? material.glossary : material.base.vocabulary.map((entry) => ({ word: fill(entry.word), meaning: fill(entry.meaning) }))).slice(0, 12) } : {}),
    source: 'offline',
    exploration: false,
    note: material.note,
  });
}

/** Three chapters: the opening pages, the middle, and the page to remember (two pages or more each where there are). */
function splitChapters(pages: DraftPage[]): DraftPage[][] {
  const last = pages.length - 1;
  const firstEnd = pages.length >= 5 ? 2 : 1;
  return [pages.slice(0, firstEnd), pages.slice(firstEnd, last), pages.slice(last)].filter((chapter) => chapter.length);
}

/** A chapter title that fits the book's page (a very long typed topic leaves the topic out of it). */
function chapterTitle(title: string, index: number): string {
  return title.length <= 120 ? title : chapterFallback(index);
}
