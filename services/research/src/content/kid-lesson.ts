import type { AgeRange, LessonContent } from '@wonderkin/shared';
import { fillTemplate } from '@wonderkin/shared/content';
import { PAGES } from './pages';
import { quizOptions, tidyQuestion } from './text';
import type { KidEntry } from './types';

// Turns a kid entry into a lesson fitted to the age range: 3-5 gets its own preschool text (only the sections
// written for it) and fewer items, 6-8 the simple text, 9-12 the detailed text, 13+ the detailed text plus a section
// with the proper terms. Quiz questions and activities go to the bands they were written for. The words around the
// entry's own: content/pages/kid-lesson.yaml.

const FRAME = PAGES.kidLesson;

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
  return fillTemplate(FRAME.recap[age], { question: tidyQuestion(question) });
}

function curiosityIntro(entry: KidEntry, age: AgeRange): string {
  if (age === '3-5' || age === '6-8') return FRAME.curiosity[age];
  return fillTemplate(FRAME.curiosity['9+'], { title: entry.title });
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
        ...related.map((r) => ({ title: r.question, type: FRAME.suggestionType.question, description: r.blurb })),
        ...tryIt.slice(0, 1).map((t) => ({ title: t.title, type: FRAME.suggestionType.activity, description: t.description })),
      ],
    },
    products: [],
    relatedQueries: related.map((r) => ({ question: r.question })),
    externalLinks: entry.links,
  };
}
