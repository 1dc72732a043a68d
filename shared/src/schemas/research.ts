import { z } from 'zod';
import { AGE_RANGES, QUIZ_SKILLS } from '../constants';

// Research result (spec §3). Every list may be empty: the page hides sections that have no data.

/**
 * A picture on a lesson. `alt` describes it for screen readers; pictures from the web carry their licence and
 * attribution (shown under the picture); our own illustrations say so in `credit`.
 */
export const ImageItemSchema = z.object({
  link: z.string(), title: z.string(), original: z.string(), thumbnail: z.string(),
  alt: z.string().optional(),
  /** Who made it, as the licence asks to credit ("Photo: Jane Doe / Wikimedia Commons"). */
  attribution: z.string().optional(),
  license: z.string().optional(),
  licenseUrl: z.string().optional(),
  /** Where the picture came from: our illustration engine or a provider. */
  source: z.enum(['illustration', 'wikimedia', 'serpapi']).optional(),
});
export const VideoItemSchema = z.object({
  title: z.string(), link: z.string(), thumbnailUrl: z.string(), channelTitle: z.string(), description: z.string(), duration: z.string(),
});
export const FunFactSchema = z.object({ title: z.string(), text: z.string() });
export const ExploreSectionSchema = z.object({ title: z.string(), content: z.string(), funFact: FunFactSchema });
export const GlossaryItemSchema = z.object({ term: z.string(), pronunciation: z.string(), definition: z.string() });
export const TryItSchema = z.object({ title: z.string(), description: z.string(), steps: z.array(z.string()), note: z.string() });
export const TitledContentSchema = z.object({ title: z.string(), content: z.string() });
export const EngagingQuestionSchema = z.object({ question: z.string(), context: z.string() });
export const QuizOptionSchema = z.object({ text: z.string(), correct: z.boolean() });
/** The skill a quiz question checks (CONTENT.md); optional so older stored lessons still parse. */
export const QuizItemSchema = z.object({ question: z.string(), options: z.array(QuizOptionSchema).min(2), skill: z.enum(QUIZ_SKILLS).optional() });
export const CuriositySchema = z.object({
  introduction: z.string(),
  suggestions: z.array(z.object({ title: z.string(), type: z.string(), description: z.string() })),
});
export const ProductItemSchema = z.object({
  title: z.string(), thumbnail: z.string(), rating: z.number().min(0).max(5), reviews: z.number().int().min(0), price: z.string(), link: z.string(),
});
/**
 * What a finished research job returns (relayed to the browser with job:completed). `free`: the answer was the
 * exploration page (a question the library could not answer yet) or an urgent safety answer, so it did not use up a
 * free question; the browser takes it off its own count too.
 */
export const ResearchJobResultSchema = z.object({ researchId: z.string(), slug: z.string(), free: z.boolean().optional() });
export type ResearchJobResult = z.infer<typeof ResearchJobResultSchema>;
export const RelatedQuerySchema = z.object({ question: z.string() });
export const LinkItemSchema = z.object({ title: z.string(), link: z.string(), snippet: z.string() });

// Parent-mode additions (spec §3).
export const DevelopmentalContextSchema = z.object({ ageStage: z.string(), brainBehavior: z.string() });
export const EvidenceBasedStrategiesSchema = z.object({
  topApproaches: z.array(z.object({ strategy: z.string(), rationale: z.string(), howTo: z.string() })),
  prosConsTable: z.array(z.object({ approach: z.string(), pros: z.array(z.string()), cons: z.array(z.string()), bestFor: z.string() })),
});
export const ActionPlanSchema = z.object({
  dailyMicroTasks: z.array(z.object({ day: z.string(), task: z.string() })),
  sampleScript: z.string(),
});
export const TroubleshootingSchema = z.object({
  ifThisHappens: z.array(z.object({ scenario: z.string(), solution: z.string() })),
  commonPitfalls: z.array(z.string()),
});
export const ReflectionTrackingSchema = z.object({
  trackerTemplate: z.object({ description: z.string(), categories: z.array(z.string()) }),
  weeklyPrompts: z.array(z.string()),
});
export const BookItemSchema = z.object({
  title: z.string(), link: z.string(), thumbnail: z.string(), price: z.string(), rating: z.number().min(0).max(5), reviews: z.number().int().min(0),
});
export const ExpertVoicesSchema = z.object({ pediatricianTip: z.string(), psychologistInsight: z.string() });
export const CommunityDiscussionSchema = z.object({
  title: z.string(), link: z.string(), subreddit: z.string(), upvotes: z.number().int(), comments: z.number().int(), snippet: z.string(),
});

export const ParentModeSchema = z.object({
  developmentalContext: DevelopmentalContextSchema,
  evidenceBasedStrategies: EvidenceBasedStrategiesSchema,
  strategySources: z.array(LinkItemSchema),
  actionPlan: ActionPlanSchema,
  troubleshooting: TroubleshootingSchema,
  reflectionTracking: ReflectionTrackingSchema,
  books: z.array(BookItemSchema),
  expertVoices: ExpertVoicesSchema,
  redditDiscussions: z.array(CommunityDiscussionSchema),
});
export type ParentModeBlocks = z.infer<typeof ParentModeSchema>;

export const LESSON_MODES = ['kids', 'parent'] as const;
export type LessonMode = (typeof LESSON_MODES)[number];

/** What a generator produces: the lesson itself, before the service adds ids and bookkeeping. */
export const LessonContentSchema = z.object({
  pageTitle: z.string().min(1),
  originalQuestion: z.string().min(1),
  mode: z.enum(LESSON_MODES),
  quickAnswer: z.string().min(1),
  quickOverview: z.object({ questionRecap: z.string(), keyTakeaways: z.array(z.string()) }),
  images: z.array(ImageItemSchema),
  videos: z.array(VideoItemSchema),
  exploreSections: z.array(ExploreSectionSchema),
  glossary: z.array(GlossaryItemSchema),
  tryIt: z.array(TryItSchema),
  analogiesMetaphors: z.array(TitledContentSchema),
  realWorldExamples: z.array(TitledContentSchema),
  engagingQuestions: z.array(EngagingQuestionSchema),
  quiz: z.array(QuizItemSchema),
  curiosity: CuriositySchema,
  products: z.array(ProductItemSchema),
  relatedQueries: z.array(RelatedQuerySchema),
  externalLinks: z.array(LinkItemSchema),
}).extend(ParentModeSchema.partial().shape);
export type LessonContent = z.infer<typeof LessonContentSchema>;

/** Who wrote the lesson. "offline" lessons say so on the page. */
export const LESSON_SOURCES = ['openai', 'offline'] as const;
/** "redirected": the safety screen answered instead of a lesson (kind words, pointing to a trusted adult). */
export const SAFETY_OUTCOMES = ['ok', 'redirected'] as const;

/** The lesson's measured reading level (issue 10 §4): shown to the grown-up as a small badge. */
export const ReadabilitySchema = z.object({
  /** The formula's name as shown ("Flesch-Kincaid grade"). */
  formula: z.string(),
  grade: z.number(),
  /** The band's target range for that formula. */
  target: z.object({ min: z.number(), max: z.number() }),
  fits: z.boolean(),
});
export type Readability = z.infer<typeof ReadabilitySchema>;

/** A safety rule the question touches (honey before one, the back seat under 13…), stated first with its source. */
export const SafetyRuleNoteSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  /** The rule in words for the reader: a parent, or a child of the lesson's band. */
  text: z.string().min(1),
  source: z.object({ title: z.string().min(1), publisher: z.string().min(1), url: z.url() }),
});
export type SafetyRuleNote = z.infer<typeof SafetyRuleNoteSchema>;

export const ResearchResultSchema = LessonContentSchema.extend({
  id: z.string().min(1),
  slug: z.string().min(1),
  ageRange: z.enum(AGE_RANGES),
  createdAt: z.string(),
  source: z.enum(LESSON_SOURCES),
  /** True for an offline lesson about a question the content pack does not cover (an honest exploration lesson). */
  exploration: z.boolean(),
  safety: z.enum(SAFETY_OUTCOMES),
  /** A short note shown on the page, e.g. that the lesson was made offline. */
  notice: z.string().optional(),
  /** The child of the asking family the lesson was made for (issue 11): quiz answers are recorded for this child. */
  childId: z.string().optional(),
  /** How the lesson was fitted to that child: the level it was written at and the interests used. */
  /**
   * What was really changed for the child, and nothing else (issue 19): the level the text was written at, the
   * interests the lesson's own text uses as examples, and those only its next questions are about.
   */
  fittedFor: z.object({
    level: z.enum(['simpler', 'standard', 'richer']),
    interests: z.array(z.string()),
    nextQuestionsAbout: z.array(z.string()).optional(),
  }).optional(),
  /** The learning module the lesson belongs to (one of LEARNING_MODULES, or GENERAL_MODULE); progress is kept per module. */
  module: z.string().optional(),
  /** Measured on the lesson's main text; absent on lessons stored before it existed. */
  readability: ReadabilitySchema.optional(),
  /** The safety rules the question touches, shown before anything else on the page (every generator). */
  safetyRules: z.array(SafetyRuleNoteSchema).optional(),
  /** An urgent answer's number, shown first on the page as a call button. */
  callNow: z.object({ number: z.string().min(1), label: z.string().min(1) }).optional(),
});
export type ResearchResult = z.infer<typeof ResearchResultSchema>;
