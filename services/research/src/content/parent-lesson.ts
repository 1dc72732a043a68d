import type { AgeRange, LessonContent } from '@wonderkin/shared';
import { openLibrary, redditSearch } from './links';
import { quizOptions, tidyQuestion } from './text';
import type { ParentEntry } from './types';

// Turns a parent entry into a parent-mode lesson with every parent block filled. The age range is the child's:
// it selects the developmental stage and the sample script.

const AGE_WORDS: Record<AgeRange, string> = {
  '3-5': 'a 3 to 5 year old',
  '6-8': 'a 6 to 8 year old',
  '9-12': 'a 9 to 12 year old',
  '13+': 'a teenager',
};

export function buildParentLesson(entry: ParentEntry, age: AgeRange, question: string, related: ParentEntry[]): LessonContent {
  const asked = question.trim() || entry.question;
  return {
    pageTitle: entry.title,
    originalQuestion: asked,
    mode: 'parent',
    quickAnswer: entry.quickAnswer,
    quickOverview: {
      questionRecap: `You asked: "${tidyQuestion(asked)}" Here is mainstream, evidence-based guidance for ${AGE_WORDS[age]}, with a one-week plan.`,
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
      introduction: 'Parenting questions connect. These related guides may help next.',
      suggestions: related.map((r) => ({ title: r.question, type: 'Parent guide', description: r.blurb })),
    },
    products: [],
    relatedQueries: related.map((r) => ({ question: r.question })),
    externalLinks: entry.links,
    developmentalContext: { ageStage: entry.ageStage[age], brainBehavior: entry.brainBehavior },
    evidenceBasedStrategies: { topApproaches: entry.approaches, prosConsTable: entry.prosCons },
    strategySources: entry.sources.map((s) => ({ title: s.title, link: s.url, snippet: s.asOf ? `${s.claim} (as of ${s.asOf})` : s.claim })),
    actionPlan: {
      dailyMicroTasks: entry.microTasks.map((task, i) => ({ day: `Day ${i + 1}`, task })),
      sampleScript: entry.sampleScript[age],
    },
    troubleshooting: { ifThisHappens: entry.ifThisHappens, commonPitfalls: entry.pitfalls },
    reflectionTracking: { trackerTemplate: entry.tracker, weeklyPrompts: entry.weeklyPrompts },
    books: entry.books.map((b) => ({
      title: `${b.title} by ${b.author}`,
      link: openLibrary(b.title, b.author),
      thumbnail: '',
      price: 'See library',
      rating: 0,
      reviews: 0,
    })),
    expertVoices: entry.expert,
    redditDiscussions: entry.discussions.map((d) => ({
      title: d.title,
      link: redditSearch(d.search),
      subreddit: 'r/Parenting',
      upvotes: 0,
      comments: 0,
      snippet: d.snippet,
    })),
  };
}
