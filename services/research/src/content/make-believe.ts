import type { AgeRange, LessonContent } from '@wonderkin/shared';
import { fillTemplate } from '@wonderkin/shared/content';
import { PAGES } from './pages';
import { quizOptions, tidyQuestion } from './text';

// A child's make-believe question ("Could a shark and a unicorn be friends if they met at the beach?") has no facts to
// look up: the newcomer review found it answered with research homework ("ask a librarian", "check two sources", a quiz
// about changing one variable). It gets an imagination page instead: honest that nobody can look it up, and an
// invitation to draw, tell and act the story. No facts are stated (CONTENT.md: never invent facts). The page's words:
// content/pages/make-believe.yaml; here, which questions are make-believe and which parts each age gets.

const PAGE = PAGES.makeBelieve;

const MAKE_BELIEVE = /\b(unicorns?|dragons?|mermaids?|fair(?:y|ies)|wizards?|magic(?:al)? (?:powers?|wands?|spells?)|superheroe?s?|super ?powers?|trolls?|elves|goblins?|pixies?|talking (?:animals?|dogs?|cats?|toys?)|pretend|imagine|imaginary|make[- ]believe|if (?:i|you|we) (?:was|were|had|could) (?:a |an )?(?:dragon|unicorn|bird|fish|cat|dog|dinosaur|giant|superhero|invisible|fly)|could (?:a|an) \w+ and (?:a|an) \w+ be friends|be (?:best )?friends if|what if (?:animals?|dogs?|cats?|toys?|dinosaurs?) could (?:talk|fly))\b/i;

/**
 * Not for a question about whether something is real ("are unicorns real?" has an answer; "is Santa real?" is the
 * family's to answer), nor for a frightened child ("a dragon under my bed scares me").
 */
const NOT_PLAY = /\b(real|really exist|exists?|true|scared|scary|afraid|frightened|nightmares?|under my bed|santa|tooth fairy|easter bunny)\b/i;

/** A question that asks to imagine rather than to find out. */
export function isMakeBelieve(question: string): boolean {
  return MAKE_BELIEVE.test(question) && !NOT_PLAY.test(question);
}

const TITLE_MAX = 150;

const forAge = (age: AgeRange) => (item: { bands?: AgeRange[] }) => !item.bands || item.bands.includes(age);

/** The exploration lesson, turned into an imagination page for a child's make-believe question. */
export function asImaginationLesson(lesson: LessonContent, question: string, age: AgeRange): LessonContent {
  const q = tidyQuestion(question);
  const group = age === '3-5' ? '3-5' : '6+';
  const title = q.replace(/[?.!]+$/, '');
  return {
    ...lesson,
    pageTitle: fillTemplate(PAGE.title, { question: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title }),
    quickAnswer: PAGE.quickAnswer[group],
    quickOverview: {
      questionRecap: fillTemplate(PAGE.recap, { question: q }),
      keyTakeaways: [...PAGE.takeaways[group]],
    },
    exploreSections: PAGE.sections.map((s) => ({ title: s.title, content: s.content[group], funFact: { title: s.funFact.title, text: s.funFact.text } })),
    glossary: PAGE.glossary.filter(forAge(age)).map((g) => ({ term: g.term, pronunciation: g.say, definition: g.definition })),
    tryIt: PAGE.tryIt.filter(forAge(age)).map((a) => ({ title: a.title, description: a.description, steps: [...a.steps], note: a.note })),
    analogiesMetaphors: [{ title: PAGE.analogy.title, content: PAGE.analogy.content }],
    realWorldExamples: [{ title: PAGE.realWorld.title, content: PAGE.realWorld.content }],
    engagingQuestions: PAGE.engaging.map((e) => ({ question: e.question, context: e.context })),
    quiz: PAGE.quiz.filter(forAge(age)).map((item, i) => ({ question: item.question, options: quizOptions(item.right, item.wrong, `imagine:${i}`) })),
    externalLinks: [],
  };
}
