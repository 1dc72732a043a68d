import { cutText, DEFAULT_PRODUCT_NAME, type AgeRange, type LessonContent, type LessonMode } from '@wonderkin/shared';
import { fillTemplate } from '@wonderkin/shared/content';
import { britannica, SITES } from './links';
import { PAGES } from './pages';
import { quizOptions, tidyQuestion } from './text';
import { mentionsHarm } from '../safety/cues';

// The honest lesson for a question the pack does not cover: it says so, and teaches HOW to find out together.
// It never states facts about the topic itself — only about ways of finding out. The page's words:
// content/pages/exploration.yaml; here, which parts each reader gets.

export interface ExplorationOptions {
  mode: LessonMode;
  /** The question came with a picture (and the picture's topic is not in the pack). */
  withImage: boolean;
  productName?: string;
}

const PAGE = PAGES.exploration;

const YOUNG: ReadonlySet<AgeRange> = new Set(['3-5', '6-8']);

type Section = LessonContent['exploreSections'][number];
type Activity = LessonContent['tryIt'][number];

const forAge = (age: AgeRange) => (item: { bands?: AgeRange[] }) => !item.bands || item.bands.includes(age);
const activity = (a: { title: string; description: string; steps: string[]; note: string }): Activity =>
  ({ title: a.title, description: a.description, steps: [...a.steps], note: a.note });

/** The question as the page's title: whole (issue 19: "…met at the…" was cut at 60), cut only past 150 characters. */
function shortTitle(question: string): string {
  const cut = cutText(question.trim().replace(/\s+/g, ' ').replace(/[?.!]+$/, ''), 150);
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}

function quickAnswer(age: AgeRange, product: string, withImage: boolean, mode: LessonMode): string {
  if (mode === 'parent') return fillTemplate(PAGE.parent.quickAnswer, { product });
  return fillTemplate(PAGE.kids.quickAnswer[age], { product, what: withImage ? PAGE.kids.what.picture : PAGE.kids.what.question });
}

function kidSections(age: AgeRange, withImage: boolean): Section[] {
  const group = YOUNG.has(age) ? '3-8' : '9+';
  const { picture, wonder, ask, sources, test } = PAGE.kids.sections;
  const first = withImage ? picture : wonder;
  const look: Section = { title: first.title, content: first.content[group], funFact: { title: first.funFact.title, text: first.funFact.text[group] } };
  const asking: Section = { title: ask.title, content: ask.content[group], funFact: { title: ask.funFact.title, text: ask.funFact.text } };
  const reading: Section = { title: sources.title[group], content: sources.content[group], funFact: { title: sources.funFact.title, text: sources.funFact.text[group] } };
  const testing: Section = { title: test.title, content: test.content[group], funFact: { title: test.funFact.title, text: test.funFact.text } };
  return age === '3-5' ? [look, asking] : [look, asking, reading, testing];
}

function parentSections(): Section[] {
  return PAGE.parent.sections.map((s) => ({ title: s.title, content: s.content, funFact: { title: s.funFact.title, text: s.funFact.text } }));
}

export function buildExplorationLesson(question: string, age: AgeRange, options: ExplorationOptions): LessonContent {
  const product = options.productName ?? DEFAULT_PRODUCT_NAME;
  const young = YOUNG.has(age);
  const parent = options.mode === 'parent';
  const reader = parent ? PAGE.parent : PAGE.kids;
  // A title never echoes an injury, an ingestion or a danger ("Let's Find Out Together: My teen took…" must not exist).
  const title = options.withImage ? PAGE.title.picture
    : mentionsHarm(question) ? PAGE.title.noEcho : fillTemplate(PAGE.title.question, { question: shortTitle(question) });
  const q = tidyQuestion(question);
  const keyTakeaways = [...(parent ? PAGE.parent.takeaways : PAGE.kids.takeaways[young ? '3-8' : '9+'])];
  const quiz = parent ? PAGE.parent.quiz : PAGE.kids.quiz.filter(forAge(age));
  return {
    pageTitle: title,
    originalQuestion: question.trim() || PAGE.noQuestion,
    mode: options.mode,
    quickAnswer: quickAnswer(age, product, options.withImage, options.mode),
    quickOverview: {
      questionRecap: options.withImage
        ? q && !q.startsWith('Analyzing image') ? fillTemplate(PAGE.recap.pictureAsked, { question: q }) : PAGE.recap.picture
        : fillTemplate(PAGE.recap.question, { question: q, product }),
      keyTakeaways,
    },
    images: [],
    videos: [],
    exploreSections: parent ? parentSections() : kidSections(age, options.withImage),
    glossary: parent ? [] : PAGE.kids.glossary.filter(forAge(age)).map((g) => ({ term: g.term, pronunciation: g.say, definition: g.definition })),
    tryIt: parent
      ? PAGE.parent.tryIt.map(activity)
      : [activity(options.withImage ? PAGE.kids.tryIt.iSpy : PAGE.kids.tryIt.journal), activity(PAGE.kids.tryIt.library)],
    analogiesMetaphors: [{ title: PAGE.analogy.title, content: parent ? PAGE.analogy.parent : PAGE.analogy.kids }],
    realWorldExamples: [{ title: PAGE.realWorld.title, content: parent ? PAGE.realWorld.parent : PAGE.realWorld.kids }],
    engagingQuestions: reader.engaging.map((e) => ({ question: e.question, context: e.context })),
    quiz: quiz.map((item, i) => ({ question: item.question, options: quizOptions(item.right, item.wrong, `exploration:${i}`) })),
    curiosity: {
      introduction: reader.curiosity,
      suggestions: reader.suggestions.map((s) => ({ title: s.title, type: reader.suggestionType, description: s.description })),
    },
    products: [],
    relatedQueries: reader.related.map((question) => ({ question })),
    externalLinks: parent
      ? [SITES.healthyChildren, SITES.cdc, SITES.childMind]
      : options.withImage
        ? [SITES.natGeoKids, SITES.smithsonian]
        : [britannica(cutText(shortTitle(question), 80, ''), PAGE.kids.encyclopedia), SITES.natGeoKids],
  };
}
