import { z } from 'zod';
import { AGE_RANGES, LEARNING_MODULES, QUIZ_SKILLS, TONES, type Tone } from '../constants';
import { SOURCE_AUTHORITIES } from './sources';
import { unknownPlaceholders } from './template';

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

// ---- Copy: the words around the content (safety answers, page notes, book templates), with placeholders ----

/**
 * Text whose placeholders (`{emergency}`) are all among `allowed`: a misspelt one fails the build and the check, never
 * reaching a reader (template.ts fills them). With nothing allowed, the text may have no placeholder at all.
 */
export const templated = (allowed: readonly string[]) => text.superRefine((value, ctx) => {
  const unknown = unknownPlaceholders(value, allowed);
  if (unknown.length === 0) return;
  const known = allowed.length ? `this text may use ${allowed.map((name) => `{${name}}`).join(', ')}` : 'this text takes no placeholder';
  ctx.addIssue({ code: 'custom', message: `unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}: ${known}` });
});
const plain = templated([]);
const plainFunFact = z.strictObject({ title: plain, text: plain });
const plainTitled = z.strictObject({ title: plain, content: plain });

/**
 * What the safety answers say about the configured country's contacts (shared/src/emergency.ts), filled by the research
 * service: `{emergency}` "911"; `{poisonHelp}` "call Poison Help at 1-800-222-1222"; `{poisonLine}` the same without
 * "call"; `{poisonHours}` " (open 8am to 10pm every day; …)" where the poison line is not open day and night, else
 * nothing; `{poisonOpen}` when it is open ("day and night"); `{crisisLine}` "call or text 988 (the 988 Suicide & Crisis
 * Lifeline)"; `{childProtection}` "call the Childhelp National Child Abuse Hotline at 1-800-422-4453".
 */
export const CONTACT_PLACEHOLDERS = ['emergency', 'poisonHelp', 'poisonLine', 'poisonHours', 'poisonOpen', 'crisisLine', 'childProtection'] as const;
export type ContactPlaceholder = (typeof CONTACT_PLACEHOLDERS)[number];
const contactText = templated(CONTACT_PLACEHOLDERS);
const contactFunFact = z.strictObject({ title: contactText, text: contactText });
/** By the child's reading band: 3-5 little, 6-8 young, 9-12 and 13+ older. */
const byReader = <T extends z.ZodType>(item: T) => z.strictObject({ little: item, young: item, older: item });

/** content/safety/common.yaml: what every safety answer shares. */
export const SafetyCommonSchema = z.strictObject({
  /** The page's question when the one asked was empty. */
  noQuestion: plain,
  /** The last line of the page, for a parent or a child. */
  curiosity: z.strictObject({ parent: plain, kids: plain }),
  /** What a suggested next page is called. */
  suggestion: z.strictObject({ parent: plain, kids: plain }),
  /** `{poisonHours}` where the poison line has hours: `{hours}` and what to do outside them (`{outOfHours}`). */
  poisonHours: templated(['hours', 'outOfHours']),
  /** Outside the poison line's hours, when the country gives no advice of its own. */
  poisonOutOfHours: templated(['emergency']),
  /** `{poisonOpen}` for a poison line open day and night. */
  poisonAllDay: plain,
});

/** One urgent topic: what a parent does now, and the line an older child is given about why. */
export const UrgentTopicCopySchema = z.strictObject({
  title: contactText,
  /** Which number leads the answer. */
  call: z.enum(['emergency', 'poison', 'crisis']),
  /** What to do first (one or two sentences). */
  first: contactText,
  /** While you wait / on the way; the first is also in the quick answer. */
  steps: z.array(contactText).min(1),
  /** What not to do; the first is also a takeaway. */
  avoid: z.array(contactText).min(1),
  /** Why it can't wait (one sentence a parent can trust). */
  why: contactText,
  /** For an older child asking about themselves or a friend. */
  kidWhy: contactText,
});
export type UrgentTopicCopy = z.infer<typeof UrgentTopicCopySchema>;

/** content/safety/urgent.yaml: the urgent answer (CONTENT.md "Safety comes before matching"). */
export const UrgentSafetySchema = z.strictObject({
  parent: z.strictObject({
    recap: contactText,
    /** The first section: the topic's `first`, with its `why` as the fun fact. */
    now: z.strictObject({ title: contactText, funFactTitle: contactText }),
    /** The second: the topic's steps. */
    wait: z.strictObject({ title: contactText, funFact: contactFunFact }),
    /** The third: the topic's avoid list. */
    avoid: z.strictObject({ title: contactText, funFact: contactFunFact }),
    /** The first takeaway, by which number leads. */
    lead: z.strictObject({ emergency: contactText, poison: contactText, crisis: contactText }),
    /** The last takeaway. */
    stay: contactText,
    /** The snippets of the helplines' links. */
    links: z.strictObject({ crisis: contactText, childProtection: contactText, poison: contactText, poisonOnPurpose: contactText }),
  }),
  kid: z.strictObject({
    /** The quick answer: tell a grown-up now. */
    tell: byReader(contactText),
    /** The quick answer when the child may be alone with a grown-up in danger: call the number now. */
    call: byReader(contactText),
    selfHarm: byReader(contactText),
    abuse: byReader(contactText),
    title: z.strictObject({ tell: contactText, call: contactText, selfHarm: contactText }),
    recap: byReader(contactText),
    takeaways: z.strictObject({ tell: byReader(z.array(contactText).min(1)), call: z.array(contactText).min(1) }),
    /** `{kidWhy}` is the topic's line for an older child. */
    grownUp: z.strictObject({ title: contactText, text: byReader(templated([...CONTACT_PLACEHOLDERS, 'kidWhy'])), funFact: contactFunFact }),
    noGrownUp: z.strictObject({ title: contactText, text: byReader(contactText), funFact: contactFunFact }),
    /** Self-harm, 9 and up: the crisis line. */
    talk: z.strictObject({ title: contactText, content: contactText, funFact: contactFunFact }),
  }),
  /** One per urgent topic of the research service's triage (safety/triage.ts). */
  topics: z.record(ContentIdSchema, UrgentTopicCopySchema),
});

/** One thing a child should not try to find out about. */
export const HazardTopicCopySchema = z.strictObject({
  title: contactText,
  kid: byReader(contactText),
  /** Why, in one or two sentences a child of 6 up can follow. */
  why: contactText,
  /** What to do instead (safe, with a grown-up). */
  instead: contactText,
  /** For a parent asking; its first sentence is also a takeaway. */
  parent: contactText,
  /** What a parent does; its first sentence is also a takeaway. */
  parentSteps: contactText,
});
export type HazardTopicCopy = z.infer<typeof HazardTopicCopySchema>;

/** content/safety/hazard.yaml: something dangerous to try (CONTENT.md: nothing tells a child to test, taste, touch or mix). */
export const HazardSafetySchema = z.strictObject({
  parent: z.strictObject({
    recap: contactText,
    /** The topic's parentSteps, with its why as the fun fact. */
    whatToDo: z.strictObject({ title: contactText, funFactTitle: contactText }),
    happened: z.strictObject({ title: contactText, content: contactText, funFact: contactFunFact }),
  }),
  kid: z.strictObject({
    recap: byReader(contactText),
    takeaways: byReader(z.array(contactText).min(1)),
    /** The topic's why (6 and up). */
    why: z.strictObject({ title: contactText, funFact: contactFunFact }),
    happened: z.strictObject({ title: contactText, text: byReader(contactText), funFact: contactFunFact }),
    /** The topic's instead (6 and up). */
    instead: z.strictObject({ title: contactText, funFact: contactFunFact }),
    /** 3-5, in place of the reasons. */
    askFirst: z.strictObject({ title: contactText, content: contactText, funFact: contactFunFact }),
  }),
  /** One per hazard topic of the research service's triage (safety/triage.ts). */
  topics: z.record(ContentIdSchema, HazardTopicCopySchema),
});

/** content/safety/medical.yaml: a health worry about a child right now, which belongs with a doctor. */
export const MedicalSafetySchema = z.strictObject({
  parent: z.strictObject({
    title: contactText,
    quickAnswer: contactText,
    recap: contactText,
    takeaways: z.array(contactText).min(1),
    sections: z.array(z.strictObject({ title: contactText, content: contactText, funFact: contactFunFact })).min(1),
    links: z.array(PackLinkSchema),
  }),
  kid: z.strictObject({
    title: contactText,
    quickAnswer: byReader(contactText),
    recap: contactText,
    takeaways: byReader(z.array(contactText).min(1)),
    sections: z.array(z.strictObject({ title: contactText, text: byReader(contactText), funFact: contactFunFact })).min(1),
  }),
});

/** One of the big questions children ask. */
export const SensitiveTopicCopySchema = z.strictObject({
  title: plain,
  kid: byReader(plain),
  sections: byReader(z.array(plainTitled).min(1)),
  /** The first takeaway: who to talk with. */
  talk: byReader(plain),
  parent: z.strictObject({ title: plain, quickAnswer: plain, sections: z.array(plainTitled).min(1) }),
});
export type SensitiveTopicCopy = z.infer<typeof SensitiveTopicCopySchema>;

/** content/safety/sensitive.yaml: death, babies, divorce, scary news, bodies: gentle answers that invite talking. */
export const SensitiveSafetySchema = z.strictObject({
  parent: z.strictObject({
    recap: plain,
    /** The takeaways after the quick answer's first sentence. */
    takeaways: z.array(plain),
    /** The fun fact of every section. */
    funFact: plainFunFact,
    links: z.array(PackLinkSchema),
  }),
  kid: z.strictObject({
    recap: byReader(plain),
    /** The takeaway after the topic's talk line. */
    feelings: byReader(plain),
    /** The fun fact of every section. */
    funFact: plainFunFact,
  }),
  /** One per sensitive topic of the research service's triage (safety/triage.ts). */
  topics: z.record(ContentIdSchema, SensitiveTopicCopySchema),
});

/** content/safety/rule.yaml: a question a safety rule answers (the rule, shown first, is safety-rules.json's). */
export const RuleSafetySchema = z.strictObject({
  parent: z.strictObject({ quickAnswer: plain, recap: plain }),
  kid: z.strictObject({ quickAnswer: byReader(plain), recap: plain }),
});

/** Two texts by age: one for 3-5 and 6-8 (`3-8`), one for 9-12 and 13+ (`9+`). */
const upTo8 = <T extends z.ZodType>(item: T) => z.strictObject({ '3-8': item, '9+': item });
/** Two texts by age: one for 3-5, one for 6 and up (`6+`). */
const upTo5 = <T extends z.ZodType>(item: T) => z.strictObject({ '3-5': item, '6+': item });
const plainSection = z.strictObject({ title: plain, content: plain, funFact: plainFunFact });

/**
 * What the redirect answer says about the configured country and its crisis line, besides the contact placeholders
 * (filled by the research service, safety/answers/contacts.ts): `{country}` "the United States"; `{countryShort}` "the
 * US"; `{countryTag}` the same without "the" ("US", "UK", "Canada"); `{crisisHow}` "call or text"; `{crisisNumber}`
 * "988"; `{crisisName}` "the 988 Suicide & Crisis Lifeline"; `{crisisNameNoNumber}` the same without its number, for
 * a sentence that has just given it ("the Suicide & Crisis Lifeline"); `{crisisTitle}` the name as a link's title
 * ("988 Suicide & Crisis Lifeline").
 */
export const CRISIS_PLACEHOLDERS = ['country', 'countryShort', 'countryTag', 'crisisHow', 'crisisNumber', 'crisisName', 'crisisNameNoNumber', 'crisisTitle'] as const;
export type CrisisPlaceholder = (typeof CRISIS_PLACEHOLDERS)[number];
const redirectText = templated([...CONTACT_PLACEHOLDERS, ...CRISIS_PLACEHOLDERS]);
const redirectFunFact = z.strictObject({ title: redirectText, text: redirectText });

/**
 * content/safety/redirect.yaml: the answer for a request for harm (a harm category of the screen or the moderation, and
 * any category no other answer takes): no lesson, thanks for asking, a trusted adult.
 */
export const RedirectSafetySchema = z.strictObject({
  /** The page's title for a child. */
  title: redirectText,
  /** The page's last line, for a parent or a child. */
  curiosity: redirectText,
  parent: z.strictObject({
    title: redirectText,
    /** `urgent` for self-harm and abuse, `other` for any other category. */
    quickAnswer: z.strictObject({ urgent: redirectText, other: redirectText }),
    recap: redirectText,
    takeaways: z.array(redirectText).min(1),
    /** The one section. */
    section: z.strictObject({ title: redirectText, content: redirectText, funFact: redirectFunFact }),
    /**
     * The crisis line's page, its address the configured line's own: self-harm and abuse for a parent, self-harm for a
     * child of 9 and up.
     */
    crisisLink: z.strictObject({ title: redirectText, snippet: redirectText }),
  }),
  kid: z.strictObject({
    /** The page's title for self-harm. */
    selfHarmTitle: redirectText,
    /** The quick answer by category (`other`: any category without its own), by reading band. */
    answer: z.strictObject({ 'self-harm': byReader(redirectText), abuse: byReader(redirectText), 'personal-information': byReader(redirectText), other: byReader(redirectText) }),
    recap: upTo8(redirectText),
    takeaways: upTo8(z.array(redirectText).min(1)),
    /** The first two sections, for every category. */
    rightThing: z.strictObject({ title: redirectText, content: upTo8(redirectText), funFact: z.strictObject({ title: redirectText, text: upTo8(redirectText) }) }),
    whoCanHelp: z.strictObject({ title: redirectText, content: upTo8(redirectText), funFact: redirectFunFact }),
    /** The third, for self-harm and abuse: `selfHarm` for self-harm at 9 and up, `other` for the rest. */
    unsafe: z.strictObject({ title: redirectText, content: z.strictObject({ selfHarm: redirectText, other: redirectText }), funFact: redirectFunFact }),
  }),
});

/** Every file of content/safety/, as the research service loads them. */
export const SafetyCopySchema = z.strictObject({
  common: SafetyCommonSchema,
  urgent: UrgentSafetySchema,
  hazard: HazardSafetySchema,
  medical: MedicalSafetySchema,
  sensitive: SensitiveSafetySchema,
  rule: RuleSafetySchema,
  redirect: RedirectSafetySchema,
});
export type SafetyCopy = z.infer<typeof SafetyCopySchema>;

/** content/notes.yaml: the notes on lessons made offline; `{product}` is the product's name. */
export const LessonNotesSchema = z.strictObject({
  /** A lesson from the built-in library. */
  offline: templated(['product']),
  /** The "let's find out together" page. */
  exploration: templated(['product']),
  /** A make-believe question answered by imagining together. */
  imagination: templated(['product']),
});
export const NotesCopySchema = z.strictObject({ lessons: LessonNotesSchema });
export type NotesCopy = z.infer<typeof NotesCopySchema>;

// ---- Pages: the words of the research service's own pages (content/pages/) ----

/** A glossary word of a page; `bands`: the age ranges that get it (every one when absent). */
const PageGlossarySchema = z.strictObject({ term: plain, say: plain, definition: plain, bands: AgeRangesSchema.optional() });
/** A quiz question of a page: one right answer, its wrong ones; `bands` as for the glossary. */
const PageQuizSchema = z.strictObject({ question: plain, right: plain, wrong: z.array(plain).min(2), bands: AgeRangesSchema.optional() });
/** An activity of a page; `bands` as for the glossary. */
const PageActivitySchema = z.strictObject({ title: plain, description: plain, steps: z.array(plain).min(1), note: plain, bands: AgeRangesSchema.optional() });
const PageQuestionSchema = z.strictObject({ question: plain, context: plain });
/** A "Stay curious" suggestion: a question and what it is about. */
const PageSuggestionSchema = z.strictObject({ title: plain, description: plain });

/**
 * content/pages/exploration.yaml: the honest "let's find out together" page for a question the library does not cover
 * (services/research/src/content/exploration.ts). It states no fact about the topic, only ways of finding out.
 */
export const ExplorationPageSchema = z.strictObject({
  /** `{question}`: the question as asked, whole up to 150 characters. */
  title: z.strictObject({ question: templated(['question']), noEcho: plain, picture: plain }),
  /** The page's question when none was asked. */
  noQuestion: plain,
  /** `{question}` the question, tidied; `{product}` the product's name. */
  recap: z.strictObject({ question: templated(['question', 'product']), picture: plain, pictureAsked: templated(['question']) }),
  analogy: z.strictObject({ title: plain, parent: plain, kids: plain }),
  realWorld: z.strictObject({ title: plain, parent: plain, kids: plain }),
  parent: z.strictObject({
    quickAnswer: templated(['product']),
    takeaways: z.array(plain).min(1),
    sections: z.array(plainSection).min(1),
    tryIt: z.array(PageActivitySchema).min(1),
    engaging: z.array(PageQuestionSchema),
    quiz: z.array(PageQuizSchema),
    curiosity: plain,
    suggestionType: plain,
    suggestions: z.array(PageSuggestionSchema),
    related: z.array(plain),
  }),
  kids: z.strictObject({
    /** `{what}` names what was asked (`what`); `{product}` the product's name. */
    quickAnswer: byAge(templated(['product', 'what'])),
    what: z.strictObject({ question: plain, picture: plain }),
    takeaways: upTo8(z.array(plain).min(1)),
    /** 3-5: picture or wonder, then ask; 6 and up: the four. */
    sections: z.strictObject({
      /** The first section when a picture came with the question. */
      picture: z.strictObject({ title: plain, content: upTo8(plain), funFact: z.strictObject({ title: plain, text: upTo8(plain) }) }),
      /** The first section otherwise. */
      wonder: z.strictObject({ title: plain, content: upTo8(plain), funFact: z.strictObject({ title: plain, text: upTo8(plain) }) }),
      ask: z.strictObject({ title: plain, content: upTo8(plain), funFact: plainFunFact }),
      sources: z.strictObject({ title: upTo8(plain), content: upTo8(plain), funFact: z.strictObject({ title: plain, text: upTo8(plain) }) }),
      test: z.strictObject({ title: plain, content: upTo8(plain), funFact: plainFunFact }),
    }),
    glossary: z.array(PageGlossarySchema),
    /** The first activity is `journal`, or `iSpy` when a picture came with the question; `library` follows. */
    tryIt: z.strictObject({ journal: PageActivitySchema, iSpy: PageActivitySchema, library: PageActivitySchema }),
    engaging: z.array(PageQuestionSchema),
    quiz: z.array(PageQuizSchema),
    curiosity: plain,
    suggestionType: plain,
    suggestions: z.array(PageSuggestionSchema),
    related: z.array(plain),
    /** The snippet of the encyclopedia search for the question. */
    encyclopedia: plain,
  }),
});

/**
 * content/pages/make-believe.yaml: the imagination page for a child's make-believe question
 * (services/research/src/content/make-believe.ts): nothing to look up, so no facts; ways to imagine it.
 */
export const MakeBelievePageSchema = z.strictObject({
  /** `{question}`: the question as asked, up to 150 characters. */
  title: templated(['question']),
  quickAnswer: upTo5(plain),
  /** `{question}`: the question, tidied. */
  recap: templated(['question']),
  takeaways: upTo5(z.array(plain).min(1)),
  sections: z.array(z.strictObject({ title: plain, content: upTo5(plain), funFact: plainFunFact })).min(1),
  glossary: z.array(PageGlossarySchema),
  tryIt: z.array(PageActivitySchema).min(1),
  analogy: z.strictObject({ title: plain, content: plain }),
  realWorld: z.strictObject({ title: plain, content: plain }),
  engaging: z.array(PageQuestionSchema),
  quiz: z.array(PageQuizSchema),
});

/** content/pages/kid-lesson.yaml: the words around a kids' lesson of the library (services/research/src/content/kid-lesson.ts). */
export const KidLessonFrameSchema = z.strictObject({
  /** `{question}`: the question, tidied. */
  recap: byAge(templated(['question'])),
  /** "Stay curious", by age; `{title}` the lesson's title. */
  curiosity: z.strictObject({ '3-5': plain, '6-8': plain, '9+': templated(['title']) }),
  /** What a suggestion is: a related question, or an activity of the lesson. */
  suggestionType: z.strictObject({ question: plain, activity: plain }),
});

/** content/pages/parent-lesson.yaml: the words around a parent guide (services/research/src/content/parent-lesson.ts). */
export const ParentLessonFrameSchema = z.strictObject({
  /** `{question}` the question, tidied; `{age}` the child's age, from `ages`. */
  recap: templated(['question', 'age']),
  ages: byAge(plain),
  curiosity: plain,
  suggestionType: plain,
  /** A day of the one-week plan; `{n}` 1 to 7. */
  day: templated(['n']),
  /** A book of the list; a disputed one (ParentBookSchema) with `disputed` as `{note}`. */
  book: templated(['title', 'author']),
  disputedBook: templated(['title', 'author', 'note']),
  disputed: plain,
  /** What the book list says in place of a price. */
  bookPrice: plain,
  /** A source with an "as of" date. */
  sourceAsOf: templated(['claim', 'asOf']),
  /** In place of a source citing the US crisis line, when the configured country is another: its own line. */
  crisisSource: templated(['country', 'crisisLine']),
});

/** Every file of content/pages/, as the research service loads them. */
/** A home page a page points to. */
const SiteLinkSchema = z.strictObject({ title: plain, link: z.string().regex(/^https:\/\/[^\s]+$/, 'must be an https address'), snippet: plain });
/** content/pages/links.yaml: the sites the research service's own pages point to, and the words of the links it builds. */
export const LinkWordsSchema = z.strictObject({
  sites: z.strictObject({ natGeoKids: SiteLinkSchema, smithsonian: SiteLinkSchema, healthyChildren: SiteLinkSchema, cdc: SiteLinkSchema, childMind: SiteLinkSchema }),
  britannica: z.strictObject({ title: templated(['query']), snippet: templated(['query']) }),
  communitySearch: z.strictObject({ title: templated(['query']), snippet: templated(['query']) }),
  interestSuggestion: z.strictObject({ type: plain, description: plain }),
});

export const PagesCopySchema = z.strictObject({
  links: LinkWordsSchema,
  exploration: ExplorationPageSchema,
  makeBelieve: MakeBelievePageSchema,
  kidLesson: KidLessonFrameSchema,
  parentLesson: ParentLessonFrameSchema,
});
export type PagesCopy = z.infer<typeof PagesCopySchema>;

/** The pack placeholders (TopicPackFileSchema): the child's name or "our explorer", and the book's topic. */
export const PACK_PLACEHOLDERS = ['hero', 'Hero', "hero's", "Hero's", 'topic', 'Topic'] as const;
const packText = templated(PACK_PLACEHOLDERS);

/** How a tone frames a story; lines that are not filled take no placeholder. */
const ToneLinesSchema = z.strictObject({ opening: packText, chapterOpeners: z.array(plain).min(1), sprinkles: z.array(plain).min(1), closing: packText });
const ToneFrameSchema = z.strictObject({
  /** For 3-5. */
  short: ToneLinesSchema,
  /** For 6-10. */
  long: ToneLinesSchema,
  /** The 6-10 closing of a story that states no fact about its topic, where `long.closing` would ask for one. */
  factFreeClosing: packText.optional(),
});
/** content/media/tones.yaml: one frame per tone. */
export const ToneFramesSchema = z.strictObject(Object.fromEntries(TONES.map((tone) => [tone, ToneFrameSchema])) as Record<Tone, typeof ToneFrameSchema>);

/** content/media/topic-lines.yaml: the make-believe around a topic book's checked passages; every line names {topic}. */
export const TopicLinesSchema = byBand(z.strictObject({
  /** After the opening, on the first page. */
  intro: packText,
  /** One before each passage after the first, in turn. */
  leadIns: z.array(packText).min(1),
  /** Chapter titles: the start, the middle, the end. */
  chapters: z.tuple([packText, packText, packText]),
  /** The last page's heading and first line. */
  recapHeading: packText,
  recap: packText,
  /** Said before the list of what to remember (not filled). */
  remember: plain,
  drawing: packText,
}));

const ActivityWordsSchema = z.strictObject({ title: plain, instructions: plain });
/** content/media/activities.yaml: each activity page's title and instructions, by band. */
export const BookActivitiesSchema = z.strictObject({
  counting: byBand(ActivityWordsSchema),
  matching: byBand(ActivityWordsSchema),
  drawing: byBand(ActivityWordsSchema),
  /** The Creativity focus's extra page. */
  imagine: byBand(ActivityWordsSchema),
  vocabulary: byBand(ActivityWordsSchema),
  wordSearch: z.strictObject({ '6-8': ActivityWordsSchema, '9-10': ActivityWordsSchema }),
  quiz: z.strictObject({ '6-8': ActivityWordsSchema, '9-10': ActivityWordsSchema }),
  tracing: z.strictObject({ '3-5': ActivityWordsSchema }),
});

/** content/media/story-lines.yaml: what the composer says around the facts, words and prompts it weaves in. */
export const StoryLinesSchema = z.strictObject({
  forChild: byBand(templated(['child'])),
  trueFact: byBand(templated(['fact'])),
  remember: byBand(templated(['fact'])),
  imagine: byBand(templated(['prompt'])),
  /** `{meaning}` without its full stop, its first letter lower-case. */
  newWord: templated(['word', 'meaning']),
  /** A topic book's chapter titles when the topic is too long to name in them (the start, the middle, the end, more). */
  chapterFallbacks: z.tuple([plain, plain, plain, plain]),
});

/** content/media/content-notes.yaml: what an offline book tells the family about where its facts come from (issue 19). */
export const ContentNotesSchema = z.strictObject({
  /** From the library's checked lesson `{title}`. */
  library: templated(['title']),
  /** From the part of a pack about `{topic}` ("lava" in our `{pack}` book, about `{subject}`). */
  packFocus: templated(['topic', 'pack', 'subject']),
  /**
   * No checked facts on `{topic}`: the library had none, or did not answer; the facts are about a broader pack's
   * `{subject}`, or general tips. `{about}` is the topic, or the child and the topic.
   */
  general: z.strictObject({
    none: z.strictObject({ pack: templated(['topic', 'about', 'subject']), tips: templated(['topic', 'about']) }),
    unreachable: z.strictObject({ pack: templated(['topic', 'about', 'subject']), tips: templated(['topic', 'about']) }),
  }),
  aboutChild: templated(['child', 'topic']),
  /** A typed topic too long for one short sentence. */
  longTopic: plain,
  /** How a sentence names a pack's subject where it is not the pack's name in lower case. */
  subjects: z.record(z.string().min(1), plain),
});

/** content/media/safety-notes.yaml: a safety rule's message (shared/src/content/safety-rules.ts) in a book, by band. */
export const BookSafetyNotesSchema = z.record(ContentIdSchema, byBand(plain));

/** Every file of content/media/, as the media service loads them. */
export const MediaCopySchema = z.strictObject({
  tones: ToneFramesSchema,
  topicLines: TopicLinesSchema,
  activities: BookActivitiesSchema,
  storyLines: StoryLinesSchema,
  contentNotes: ContentNotesSchema,
  safetyNotes: BookSafetyNotesSchema,
});
export type MediaCopy = z.infer<typeof MediaCopySchema>;

// ---- The kinds, where their files live, and what is compiled from them ----

/** Entry kinds (one file per entry, an ordered list) and copy kinds (a fixed set of files, one document). */
export const ENTRY_KINDS = ['kids', 'parents', 'weekly', 'packs'] as const;
export const COPY_KINDS = ['safety', 'notes', 'media', 'pages'] as const;
export const CONTENT_KINDS = [...ENTRY_KINDS, ...COPY_KINDS] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export type CopyKind = (typeof COPY_KINDS)[number];
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What `npm run content -- build` writes for an entry kind and its service loads once at start. */
export interface CompiledContent<T> {
  kind: EntryKind;
  /** sha256 of the source files it was compiled from (paths and bytes). */
  digest: string;
  entries: T[];
}

/** What `npm run content -- build` writes for a copy kind: its files' data, by name. */
export interface CompiledCopy<T> {
  kind: CopyKind;
  digest: string;
  copy: T;
}
