import { z } from 'zod';
import { AGE_RANGES, LEARNING_MODULES, QUIZ_SKILLS } from '../constants';
import { SOURCE_AUTHORITIES } from './sources';

// The shape of every piece of content as data (issue 21): one YAML file per entry under content/, validated with these
// schemas by `npm run content -- build | check` and compiled into the JSON each service loads once at start. The
// content types the services use are derived from them. Objects are strict: a misspelt key is an error, not a field
// silently dropped.

const text = z.string().trim().min(1, 'must not be empty');
const texts = z.array(text);
/** Ids and keys: lower-case words joined by hyphens ("sky-blue", "parent-bedtime"). */
export const ContentIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** One text per age range: 3-5 very short and simple, 6-8 simple, 9-12 more detail, 13+ correct terms. */
const byAge = <T extends z.ZodType>(item: T) => z.strictObject({ '3-5': item, '6-8': item, '9-12': item, '13+': item });
const byBand = <T extends z.ZodType>(item: T) => z.strictObject({ '3-5': item, '6-8': item, '9-10': item });
const AgeRangesSchema = z.array(z.enum(AGE_RANGES)).min(1);

// ---- Sources (CONTENT.md "Every claim has a source") ----

export const SourceSchema = z.strictObject({
  /** The claim this source backs, written out: every number, date and name it covers appears here. */
  claim: text,
  /** The publisher and page, as a reader would cite it ("NASA Space Place: Why Is the Sky Blue?"). */
  title: text,
  /** The page's address (https). */
  url: z.string().regex(/^https:\/\/[^\s]+$/, 'must be an https address'),
  /** The day the page was read, YYYY-MM-DD. */
  read: day,
  authority: z.enum(SOURCE_AUTHORITIES),
  /** For guidance that changes over time (screen time, sleep, car seats, food safety): current as of YYYY-MM or YYYY-MM-DD. */
  asOf: z.string().regex(/^\d{4}-\d{2}(?:-\d{2})?$/, 'must be YYYY-MM or YYYY-MM-DD').optional(),
});
export type Source = z.infer<typeof SourceSchema>;

// ---- Kids' entries and parent guides (the research service's library) ----

/**
 * How a free-text question finds an entry. Each trigger is a list of terms that must ALL appear in the question.
 * A term is a word (matched after light stemming: "volcanoes" = "volcano"), a phrase ("black hole"),
 * or a prefix ending in "*" ("erupt*" matches erupt, erupts, eruption).
 */
export const TriggerSchema = z.array(text).min(1);
export type Trigger = z.infer<typeof TriggerSchema>;

export const PackLinkSchema = z.strictObject({ title: text, link: z.string().regex(/^https:\/\/[^\s]+$/, 'must be an https address'), snippet: text });
export type PackLink = z.infer<typeof PackLinkSchema>;

export const FunFactSchema = z.strictObject({ title: text, text });
export type FunFact = z.infer<typeof FunFactSchema>;

/**
 * A section of a kid lesson, with its own text per band: `little` for 3-5 (written for preschoolers, not cut from
 * 6-8; a section without it is not shown to 3-5), `young` for 6-8, `older` for 9-12 and 13+.
 */
export const KidSectionSchema = z.strictObject({ title: text, little: text.optional(), young: text, older: text, funFact: FunFactSchema });
export type KidSection = z.infer<typeof KidSectionSchema>;

export const GlossaryTermSchema = z.strictObject({ term: text, say: text, definition: text });
export type GlossaryTerm = z.infer<typeof GlossaryTermSchema>;

export const QuizEntrySchema = z.strictObject({
  question: text,
  right: text,
  /** Two or three real misconceptions, never defensible, of similar length to the right answer. */
  wrong: texts.min(2, 'needs two or three wrong answers').max(3, 'needs two or three wrong answers'),
  skill: z.enum(QUIZ_SKILLS),
  /** The bands asked this question (kid entries); every band when absent. */
  bands: AgeRangesSchema.optional(),
  /**
   * Words from the lesson that answer the question, quoted exactly: for every band asked, at least one of these
   * appears in the text that band sees (quick answer, takeaways, sections, glossary).
   */
  support: texts.min(1),
}).refine((q) => !q.wrong.includes(q.right), { message: 'the right answer is also among the wrong ones', path: ['wrong'] });
export type QuizEntry = z.infer<typeof QuizEntrySchema>;

export const ActivitySchema = z.strictObject({
  title: text,
  description: text,
  steps: texts.min(1),
  note: text,
  /** The bands this activity fits (counting to 5 is for 3-5); every band when absent. */
  bands: AgeRangesSchema.optional(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const TitledTextSchema = z.strictObject({ title: text, content: text });
export type TitledText = z.infer<typeof TitledTextSchema>;

export const EngagingQuestionSchema = z.strictObject({ question: text, context: text });
export type EngagingQuestion = z.infer<typeof EngagingQuestionSchema>;

const entryBase = {
  /** Stable id, unique across the pack ("sky-blue"); the file is named after it. */
  id: ContentIdSchema,
  /** The canonical question, shown as a related query and used for matching ("Why is the sky blue?"). */
  question: text,
  /** Page title ("Why Is the Sky Blue?"). */
  title: text,
  /** One line about the lesson, used in "explore next" suggestions. */
  blurb: text,
  triggers: z.array(TriggerSchema),
  /** Every number, date, name and "research shows" in the entry is covered by one of these (CONTENT.md). */
  sources: z.array(SourceSchema).min(1),
  /** Deliberate simplifications for young children ("a pool of magma under the volcano" for 3-8). */
  simplifications: texts.optional(),
  glossary: z.array(GlossaryTermSchema),
  tryIt: z.array(ActivitySchema),
  analogies: z.array(TitledTextSchema),
  realWorld: z.array(TitledTextSchema),
  engaging: z.array(EngagingQuestionSchema),
  quiz: z.array(QuizEntrySchema),
  /** Ids of other entries of the same pack (kids → kids, parents → parents). */
  related: z.array(ContentIdSchema),
  links: z.array(PackLinkSchema),
};

/** One kid entry: content/kids/<module-slug>/<id>.yaml. */
export const KidEntrySchema = z.strictObject({
  id: entryBase.id,
  module: z.enum(LEARNING_MODULES),
  question: entryBase.question,
  title: entryBase.title,
  blurb: entryBase.blurb,
  triggers: entryBase.triggers,
  quickAnswer: byAge(text),
  takeaways: z.strictObject({ little: texts.min(1), young: texts.min(1), older: texts.min(1) }),
  sections: z.array(KidSectionSchema).min(1),
  /** An extra section for 13+ with the proper scientific or technical terms. */
  deeper: z.strictObject({ title: text, content: text, funFact: FunFactSchema }),
  glossary: entryBase.glossary,
  tryIt: entryBase.tryIt,
  analogies: entryBase.analogies,
  realWorld: entryBase.realWorld,
  engaging: entryBase.engaging,
  quiz: entryBase.quiz,
  sources: entryBase.sources,
  simplifications: entryBase.simplifications,
  related: entryBase.related,
  links: entryBase.links,
});
export type KidEntry = z.infer<typeof KidEntrySchema>;

export const ParentBookSchema = z.strictObject({
  title: text,
  author: text,
  /**
   * A popular book whose central claims the evidence does not settle (CONTENT.md: "disputed popular books flagged as
   * disputed"). The book list shows it as "popular; evidence debated".
   */
  disputed: z.boolean().optional(),
});
export type ParentBook = z.infer<typeof ParentBookSchema>;

/** One parent guide: content/parents/<id>.yaml. */
export const ParentEntrySchema = z.strictObject({
  ...entryBase,
  /**
   * Triggers specific enough to pick this guide even when the question doesn't sound like a parent asking
   * ("How can I make bedtime easier?"). `triggers` apply only to parent-sounding questions ("my son won't eat").
   */
  standalone: z.array(TriggerSchema),
  quickAnswer: text,
  takeaways: texts.min(1),
  sections: z.array(z.strictObject({ title: text, content: text, funFact: FunFactSchema })).min(1),
  /** What this looks like at the child's age (the age range is the child's). */
  ageStage: byAge(text),
  brainBehavior: text,
  approaches: z.array(z.strictObject({ strategy: text, rationale: text, howTo: text })).min(1),
  prosCons: z.array(z.strictObject({ approach: text, pros: texts, cons: texts, bestFor: text })),
  /** Exactly seven, one per day. */
  microTasks: texts.length(7, 'needs exactly seven, one per day'),
  sampleScript: byAge(text),
  ifThisHappens: z.array(z.strictObject({ scenario: text, solution: text })),
  pitfalls: texts,
  tracker: z.strictObject({ description: text, categories: texts }),
  weeklyPrompts: texts,
  books: z.array(ParentBookSchema),
  expert: z.strictObject({ pediatricianTip: text, psychologistInsight: text }),
  /** Community search links: what to search for on r/Parenting and what to look for there. */
  discussions: z.array(z.strictObject({ search: text, title: text, snippet: text })),
});
export type ParentEntry = z.infer<typeof ParentEntrySchema>;

// ---- Weekly lessons (the accounts service's free weekly email) ----

export const WeeklyActivitySchema = z.strictObject({
  title: text,
  /** Safe household things only. */
  materials: texts,
  steps: texts.min(1),
  /** A grown-up's tip, or how to make it easier or harder across the age range. */
  note: text,
});
export type WeeklyActivity = z.infer<typeof WeeklyActivitySchema>;

/** One weekly lesson: content/weekly/<id>.yaml. */
export const WeeklyLessonSchema = z.strictObject({
  /** Stable id, kebab-case ("emotional-intelligence"). */
  id: ContentIdSchema,
  /** The week it is sent in (1-50): the first weeks are the most useful to most families. */
  week: z.number().int().min(1),
  /** Card title ("Emotional Intelligence"). */
  title: text,
  /** One sentence for the topic card. */
  description: text,
  /** Ages it is written for, inside 3-12. */
  ages: z.strictObject({ min: z.number().int(), max: z.number().int() }).refine((a) => a.min < a.max, { message: 'min must be below max' }),
  /** Read aloud together: 120-250 words, written for the youngest age of the range. */
  story: z.strictObject({ title: text, text }),
  /** The story's made-up characters' names (not claims: the sources check skips them). */
  characters: texts.optional(),
  /** For the grown-up: the idea and why it matters, in plain words (2-4 sentences). */
  forGrownUps: text,
  /** Exactly two. */
  activities: z.tuple([WeeklyActivitySchema, WeeklyActivitySchema]),
  /** Four to six open questions to talk about at dinner or bedtime. */
  conversationStarters: texts,
  /** Every number, name and "research shows" is covered by one of these (CONTENT.md). */
  sources: z.array(SourceSchema).min(1),
  /** Deliberate simplifications for the youngest children, listed. */
  simplifications: texts.optional(),
});
export type WeeklyLesson = z.infer<typeof WeeklyLessonSchema>;

// ---- Creation packs (the media service's offline books) ----

/** A pattern written as a regular-expression literal, "/\b(dino\w*|t-?rex)\b/i"; compiled to a RegExp when loaded. */
export const PatternSchema = z.string().superRefine((value, ctx) => {
  const parts = value.match(/^\/(.+)\/([dgimsuvy]*)$/s);
  if (!parts) return void ctx.addIssue({ code: 'custom', message: 'must be a pattern written as /…/flags' });
  try { new RegExp(parts[1], parts[2]); } catch (error) { ctx.addIssue({ code: 'custom', message: `is not a valid pattern: ${(error as Error).message}` }); }
});
/** The RegExp a pattern of a pack file stands for. */
export function patternOf(value: string): RegExp {
  const parts = value.match(/^\/(.+)\/([dgimsuvy]*)$/s);
  if (!parts) throw new Error(`not a pattern: ${value}`);
  return new RegExp(parts[1], parts[2]);
}

export const PackPageSchema = z.strictObject({
  heading: text,
  /** Scene key for the illustration module. */
  scene: text,
  /** The page text for each age band: short and simple for 3-5, richer for 6-8, most detail and vocabulary for 9-10. */
  text: byBand(text),
});
export type PackPage = z.infer<typeof PackPageSchema>;

export const PackChapterSchema = z.strictObject({ title: text, pages: z.array(PackPageSchema).min(1) });
export type PackChapter = z.infer<typeof PackChapterSchema>;

export const PackQuizQuestionSchema = z.strictObject({ question: text, options: texts.min(2), answerIndex: z.number().int().min(0) })
  .refine((q) => q.answerIndex < q.options.length, { message: 'answerIndex points past the options', path: ['answerIndex'] });
export type PackQuizQuestion = z.infer<typeof PackQuizQuestionSchema>;

/**
 * One topic of the offline creation content pack, as its file holds it: content/packs/<key>.yaml. Story text uses
 * placeholders filled by the composer: {hero} / {Hero} = the child's first name or "our explorer" / "Our explorer";
 * {hero's} / {Hero's} = possessive. Every fact in a pack is true; the story around the facts is make-believe but
 * never invents numbers, names or quotes.
 */
export const TopicPackFileSchema = z.strictObject({
  key: ContentIdSchema,
  /** Display name, e.g. "Volcanoes". */
  name: text,
  /** Loose matcher for the topic a parent typed ("dinos", "T-rex", "dinosaur"). */
  match: PatternSchema,
  /**
   * Topics `match` finds that are only part of the pack's subject ("sharks" in Ocean, "T-rex" in Dinosaurs): a book on
   * one of them is about that part alone (content/pack-focus.ts), never the pack's general book (issue 19).
   */
  subtopics: PatternSchema.optional(),
  /**
   * Other words that name the topic itself ("dog" for Puppies, "castle" for Princesses), besides its name: every fact
   * of the pack shares them, so the check that an inserted fact does not repeat the page compares the other words too.
   */
  topicWords: texts.optional(),
  /** Main scene key and palette of the topic's illustrations. */
  scene: text,
  palette: text,
  chapters: z.array(PackChapterSchema).min(1),
  /** True facts, simplest first; 3-5 facts are for the youngest listeners. */
  facts: byBand(texts.min(1)),
  /** Topic words with kid-friendly meanings (used in the glossary and vocabulary activities). */
  vocabulary: z.array(z.strictObject({ word: text, meaning: text })),
  /** Imagination prompts woven into the story and activities when the focus is Creativity. */
  imagine: texts,
  /** Matching pairs per band (3-5 left items are simple picture words). */
  matching: byBand(z.array(z.strictObject({ left: text, right: text, icon: text.optional() }))),
  /** Things to count: label and a small icon key (see illustrations/icons.ts). */
  counting: z.array(z.strictObject({ label: text, icon: text })),
  /** Picture words to trace (3-5). */
  tracing: texts,
  /** Word-search words (6-8 and 9-10; longer words for 9-10). */
  wordSearch: z.strictObject({ '6-8': texts, '9-10': texts }),
  quiz: z.strictObject({ '6-8': z.array(PackQuizQuestionSchema), '9-10': z.array(PackQuizQuestionSchema) }),
  drawing: byBand(text),
  /**
   * Where every number, date, proper name and "research shows" of the pack's text comes from (CONTENT.md): each
   * source's claim names what it backs.
   */
  sources: z.array(SourceSchema).min(1),
});
export type TopicPackFile = z.infer<typeof TopicPackFileSchema>;
/** A pack as the media service uses it: its patterns compiled. */
export type TopicPack = Omit<TopicPackFile, 'match' | 'subtopics'> & { match: RegExp; subtopics?: RegExp };

/** A pack file's data as the media service uses it: its patterns compiled, every key where it was. */
export function topicPackOf(file: TopicPackFile): TopicPack {
  // Spread first, then replace: each key stays where the file has it.
  const pack: Record<string, unknown> = { ...file, match: patternOf(file.match) };
  if (file.subtopics !== undefined) pack.subtopics = patternOf(file.subtopics);
  return pack as TopicPack;
}

// ---- The kinds, where their files live, and what is compiled from them ----

export const CONTENT_KINDS = ['kids', 'parents', 'weekly', 'packs'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What `npm run content -- build` writes for each kind and its service loads once at start. */
export interface CompiledContent<T> {
  kind: ContentKind;
  /** sha256 of the source files it was compiled from (paths and bytes). */
  digest: string;
  entries: T[];
}
