import { LIBRARY_RANGE_OF_BAND, type AgeBand, type LibraryTopic } from '@wonderkin/shared';
import { KID_ENTRIES, kidMatcher } from './index';
import { canonical, isNonTopic } from './match-words';
import { tokens } from './normalize';
import type { KidEntry } from './types';

// The library's entry on a topic a family typed for a creation ("sharks", "the moon"): the media service makes an
// offline book from it (issue 19), reading it over GET /internal/library/topic.

/** The topic's own words, stemmed ("the sharks" → shark); none when it says nothing but filler. */
function topicWords(topic: string): string[] {
  return [...new Set(tokens(topic).filter((word) => !isNonTopic(word)).map(canonical))];
}

/**
 * The entry a topic names: the matcher's entry when it is sure (a trigger, as for a question), else the first entry
 * whose own question or title holds every word of the topic ("sharks" → "How do sharks find food?"). A topic of more
 * than four words is a sentence, not a topic: the matcher alone decides it.
 */
export function entryForTopic(topic: string): KidEntry | undefined {
  const words = topicWords(topic);
  if (!words.length) return undefined;
  const sure = kidMatcher.match(topic)?.entry;
  if (sure || words.length > 4) return sure;
  return KID_ENTRIES.find((entry) => {
    const own = new Set(tokens(`${entry.question} ${entry.title}`).map(canonical));
    return words.every((word) => own.has(word));
  });
}

/** The entry as a creation of that age band reads it: the same text that band sees in the lesson, nothing else. */
export function topicDigest(entry: KidEntry, ageBand: AgeBand): LibraryTopic {
  const range = LIBRARY_RANGE_OF_BAND[ageBand];
  const sectionText = (section: KidEntry['sections'][number]) => (range === '3-5' ? section.little : range === '6-8' ? section.young : section.older);
  return {
    id: entry.id,
    title: entry.title,
    question: entry.question,
    quickAnswer: entry.quickAnswer[range],
    // A section without preschool text is not shown to 3-5 (types.ts), so it is not theirs here either.
    sections: entry.sections.flatMap((section) => {
      const text = sectionText(section);
      return text ? [{ title: section.title, text, funFact: section.funFact.text }] : [];
    }),
    takeaways: entry.takeaways[range === '3-5' ? 'little' : range === '6-8' ? 'young' : 'older'],
    glossary: entry.glossary.map((term) => ({ term: term.term, definition: term.definition })),
    quiz: entry.quiz.filter((question) => !question.bands || question.bands.includes(range)).map((question) => ({ question: question.question, right: question.right, wrong: question.wrong })),
    sources: entry.sources.map((source) => ({ ...source })),
  };
}
