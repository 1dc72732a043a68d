import { crisisLinePhrase, EMERGENCY_CONTACTS, type AgeRange, type EmergencyContacts, type LessonContent } from '@wonderkin/shared';
import { fillTemplate } from '@wonderkin/shared/content';
import { openLibrary, redditSearchLink } from './links';
import { PAGES } from './pages';
import { quizOptions, tidyQuestion } from './text';
import type { ParentEntry, Source } from './types';

// Turns a parent entry into a parent-mode lesson with every parent block filled. The age range is the child's:
// it selects the developmental stage and the sample script. The contacts are the configured country's
// (SAFETY_COUNTRY): the guides name the crisis line with a placeholder, filled here. The words around the guide's
// own: content/pages/parent-lesson.yaml.

const FRAME = PAGES.parentLesson;

/**
 * Written in a guide where the crisis line goes ("call your emergency number, or {crisisLine}."); the assembled
 * lesson reads "call or text 988 (the 988 Suicide & Crisis Lifeline)" in the US, "call 116 123 (Samaritans)" in the UK.
 */
export const CRISIS_LINE = '{crisisLine}';

/** How a disputed popular book is flagged in the book list (CONTENT.md "Parent guides"). */
export const DISPUTED_BOOK_NOTE = FRAME.disputed;

/** Every string of a value with the placeholders filled for the configured country. */
function fillContacts<T>(value: T, contacts: EmergencyContacts): T {
  if (typeof value === 'string') return value.split(CRISIS_LINE).join(crisisLinePhrase(contacts)) as T;
  if (Array.isArray(value)) return value.map((item) => fillContacts(item, contacts)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillContacts(item, contacts)])) as T;
  }
  return value;
}

/**
 * A guide's sources cite the US crisis line (the pack's default); for another country, the configured line's own
 * page is cited instead, so the sources name the line the guide gives.
 */
function strategySource(source: Source, contacts: EmergencyContacts): { title: string; link: string; snippet: string } {
  const us = EMERGENCY_CONTACTS.US.crisis;
  if (source.url === us.source && contacts.crisis.source !== us.source) {
    return { title: contacts.crisis.name.replace(/^the /, ''), link: contacts.crisis.source, snippet: fillTemplate(FRAME.crisisSource, { country: contacts.country, crisisLine: crisisLinePhrase(contacts) }) };
  }
  return { title: source.title, link: source.url, snippet: source.asOf ? fillTemplate(FRAME.sourceAsOf, { claim: source.claim, asOf: source.asOf }) : source.claim };
}

/**
 * Searches that name an age group are for parents of children near that age: "teen sleep schedule" is not offered to
 * the parent of a 6-year-old (outside re-test), nor "toddler tantrums" to the parent of a 10-year-old.
 */
export const AGE_GROUP_WORDS: { words: RegExp; ages: readonly AgeRange[] }[] = [
  { words: /\b(teens?|teenagers?|adolescents?)\b/i, ages: ['13+'] },
  { words: /\b(toddlers?|preschool\w*|nursery)\b/i, ages: ['3-5', '6-8'] },
];
const fitsAge = (search: string, age: AgeRange) => AGE_GROUP_WORDS.every((group) => !group.words.test(search) || group.ages.includes(age));

export function buildParentLesson(
  entry: ParentEntry, age: AgeRange, question: string, related: ParentEntry[], contacts: EmergencyContacts = EMERGENCY_CONTACTS.US,
): LessonContent {
  return fillContacts(assemble(entry, age, question, related, contacts), contacts);
}

function assemble(entry: ParentEntry, age: AgeRange, question: string, related: ParentEntry[], contacts: EmergencyContacts): LessonContent {
  const asked = question.trim() || entry.question;
  return {
    pageTitle: entry.title,
    originalQuestion: asked,
    mode: 'parent',
    quickAnswer: entry.quickAnswer,
    quickOverview: {
      questionRecap: fillTemplate(FRAME.recap, { question: tidyQuestion(asked), age: FRAME.ages[age] }),
      keyTakeaways: entry.takeaways,
    },
    images: [],
    videos: [],
    exploreSections: entry.sections,
    glossary: entry.glossary.map((g) => ({ term: g.term, pronunciation: g.say, definition: g.definition })),
    tryIt: entry.tryIt.map(({ bands: _bands, ...activity }) => activity),
    analogiesMetaphors: entry.analogies,
    realWorldExamples: entry.realWorld,
    engagingQuestions: entry.engaging,
    quiz: entry.quiz.map((q, i) => ({ question: q.question, options: quizOptions(q.right, q.wrong, `${entry.id}:${i}`), skill: q.skill })),
    curiosity: {
      introduction: FRAME.curiosity,
      suggestions: related.map((r) => ({ title: r.question, type: FRAME.suggestionType, description: r.blurb })),
    },
    products: [],
    relatedQueries: related.map((r) => ({ question: r.question })),
    externalLinks: entry.links,
    developmentalContext: { ageStage: entry.ageStage[age], brainBehavior: entry.brainBehavior },
    evidenceBasedStrategies: { topApproaches: entry.approaches, prosConsTable: entry.prosCons },
    strategySources: entry.sources.map((s) => strategySource(s, contacts)),
    actionPlan: {
      dailyMicroTasks: entry.microTasks.map((task, i) => ({ day: fillTemplate(FRAME.day, { n: String(i + 1) }), task })),
      sampleScript: entry.sampleScript[age],
    },
    troubleshooting: { ifThisHappens: entry.ifThisHappens, commonPitfalls: entry.pitfalls },
    reflectionTracking: { trackerTemplate: entry.tracker, weeklyPrompts: entry.weeklyPrompts },
    books: entry.books.map((b) => ({
      title: b.disputed
        ? fillTemplate(FRAME.disputedBook, { title: b.title, author: b.author, note: DISPUTED_BOOK_NOTE })
        : fillTemplate(FRAME.book, { title: b.title, author: b.author }),
      link: openLibrary(b.title, b.author),
      thumbnail: '',
      price: FRAME.bookPrice,
      rating: 0,
      reviews: 0,
    })),
    expertVoices: entry.expert,
    // Built offline, these are searches, not threads: each is labelled "Search r/Parenting for: …" with a snippet
    // that says so; the entry's own title and snippet read like threads that may not exist and are not shown.
    redditDiscussions: entry.discussions.filter((d) => fitsAge(d.search, age)).map((d) => ({ ...redditSearchLink(d.search), subreddit: 'r/Parenting', upvotes: 0, comments: 0 })),
  };
}
