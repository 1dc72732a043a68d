import type { AgeRange, LessonContent } from '@wonderkin/shared';
import { quizOptions, tidyQuestion } from './text';
import type { KidEntry } from './types';

// Turns a kid entry into a lesson fitted to the age range: 3-5 gets its own preschool text (only the sections
// written for it) and fewer items, 6-8 the simple text, 9-12 the detailed text, 13+ the detailed text plus a section
// with the proper terms. Quiz questions and activities go to the bands they were written for.

const forBand = (age: AgeRange) => (item: { bands?: AgeRange[] }) => !item.bands || item.bands.includes(age);

/** The sections a band reads, with that band's text. */
export function kidSectionsFor(entry: KidEntry, age: AgeRange): { title: string; content: string; funFact: KidEntry['deeper']['funFact'] }[] {
  const sections = entry.sections.flatMap((s) => {
    const content = age === '3-5' ? s.little : age === '6-8' ? s.young : s.older;
    return content === undefined ? [] : [{ title: s.title, content, funFact: s.funFact }];
  });
  if (age === '13+') sections.push({ title: entry.deeper.title, content: entry.deeper.content, funFact: entry.deeper.funFact });
  return sections;
}

function recap(question: string, age: AgeRange): string {
  const q = tidyQuestion(question);
  switch (age) {
    case '3-5': return `You asked: "${q}" Let's find out!`;
    case '6-8': return `You wondered: "${q}" Let's find out together, step by step.`;
    case '9-12': return `Your question: "${q}" Here is the short answer, then the details, and ways to explore it yourself.`;
    default: return `Your question: "${q}" Below: a concise answer, the underlying ideas with the correct terms, and ways to dig deeper.`;
  }
}

function curiosityIntro(entry: KidEntry, age: AgeRange): string {
  if (age === '3-5') return 'Do you want to find out more? Pick one of these with a grown-up.';
  if (age === '6-8') return `Curious for more? Here are some next questions and things to try.`;
  return `Every answer opens new questions. If "${entry.title}" got you thinking, explore these next.`;
}

export function buildKidLesson(entry: KidEntry, age: AgeRange, question: string, related: KidEntry[]): LessonContent {
  const little = age === '3-5';
  const sections = kidSectionsFor(entry, age);
  const quiz = entry.quiz
    .map((q, i) => ({ q, i }))
    .filter(({ q }) => forBand(age)(q))
    .map(({ q, i }) => ({ question: q.question, options: quizOptions(q.right, q.wrong, `${entry.id}:${i}`), skill: q.skill }));
  const takeaways = little ? entry.takeaways.little : age === '6-8' ? entry.takeaways.young : entry.takeaways.older;
  const tryIt = entry.tryIt.filter(forBand(age)).map(({ bands: _bands, ...activity }) => activity);
  return {
    pageTitle: entry.title,
    originalQuestion: question.trim() || entry.question,
    mode: 'kids',
    quickAnswer: entry.quickAnswer[age],
    quickOverview: { questionRecap: recap(question.trim() || entry.question, age), keyTakeaways: takeaways },
    images: [],
    videos: [],
    exploreSections: sections,
    glossary: entry.glossary
      .slice(0, little ? 2 : age === '6-8' ? 3 : undefined)
      .map((g) => ({ term: g.term, pronunciation: g.say, definition: g.definition })),
    tryIt,
    analogiesMetaphors: little ? entry.analogies.slice(0, 1) : entry.analogies,
    realWorldExamples: little ? entry.realWorld.slice(0, 1) : entry.realWorld,
    engagingQuestions: little ? entry.engaging.slice(0, 1) : entry.engaging,
    quiz,
    curiosity: {
      introduction: curiosityIntro(entry, age),
      suggestions: [
        ...related.map((r) => ({ title: r.question, type: 'Next question', description: r.blurb })),
        ...tryIt.slice(0, 1).map((t) => ({ title: t.title, type: 'Activity', description: t.description })),
      ],
    },
    products: [],
    relatedQueries: related.map((r) => ({ question: r.question })),
    externalLinks: entry.links,
  };
}
