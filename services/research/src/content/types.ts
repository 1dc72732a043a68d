import type { AgeRange, QuizSkill } from '@wonderkin/shared';
import type { Source } from '@wonderkin/shared/content';
import type { LearningModule } from './modules';

export type { Source } from '@wonderkin/shared/content';

// The content pack is plain data. Builders (kid-lesson.ts, parent-lesson.ts) turn an entry plus an age range
// into a LessonContent. Every fact in the pack must be true and well established: no invented numbers or quotes.

/** One text per age range: 3-5 very short and simple, 6-8 simple, 9-12 more detail, 13+ correct terms. */
export type ByAge<T = string> = Record<AgeRange, T>;

/**
 * How a free-text question finds an entry. Each trigger is a list of terms that must ALL appear in the question.
 * A term is a word (matched after light stemming: "volcanoes" = "volcano"), a phrase ("black hole"),
 * or a prefix ending in "*" ("erupt*" matches erupt, erupts, eruption).
 */
export type Trigger = string[];

export interface PackLink { title: string; link: string; snippet: string }

export interface FunFact { title: string; text: string }

/**
 * A section of a kid lesson, with its own text per band: `little` for 3-5 (written for preschoolers, not cut from
 * 6-8; a section without it is not shown to 3-5), `young` for 6-8, `older` for 9-12 and 13+.
 */
export interface KidSection {
  title: string;
  little?: string;
  young: string;
  older: string;
  funFact: FunFact;
}

export interface GlossaryTerm { term: string; say: string; definition: string }

export interface QuizEntry {
  question: string;
  right: string;
  /** Two or three real misconceptions, never defensible, of similar length to the right answer. */
  wrong: string[];
  skill: QuizSkill;
  /** The bands asked this question (kid entries); every band when absent. */
  bands?: AgeRange[];
  /**
   * Words from the lesson that answer the question, quoted exactly: for every band asked, at least one of these
   * appears in the text that band sees (quick answer, takeaways, sections, glossary).
   */
  support: string[];
}

export interface Activity {
  title: string;
  description: string;
  steps: string[];
  note: string;
  /** The bands this activity fits (counting to 5 is for 3-5); every band when absent. */
  bands?: AgeRange[];
}

export interface TitledText { title: string; content: string }

export interface EngagingQuestion { question: string; context: string }

interface EntryBase {
  /** Stable id, unique across the pack ("sky-blue"). */
  id: string;
  /** The canonical question, shown as a related query and used for matching ("Why is the sky blue?"). */
  question: string;
  /** Page title ("Why Is the Sky Blue?"). */
  title: string;
  /** One line about the lesson, used in "explore next" suggestions. */
  blurb: string;
  triggers: Trigger[];
  /** Every number, date, name and "research shows" in the entry is covered by one of these (CONTENT.md). */
  sources: Source[];
  /** Deliberate simplifications for young children ("a pool of magma under the volcano" for 3-8). */
  simplifications?: string[];
  glossary: GlossaryTerm[];
  tryIt: Activity[];
  analogies: TitledText[];
  realWorld: TitledText[];
  engaging: EngagingQuestion[];
  quiz: QuizEntry[];
  /** Ids of other entries of the same pack (kids → kids, parents → parents). */
  related: string[];
  links: PackLink[];
}

export interface KidEntry extends EntryBase {
  module: LearningModule;
  quickAnswer: ByAge;
  takeaways: { little: string[]; young: string[]; older: string[] };
  sections: KidSection[];
  /** An extra section for 13+ with the proper scientific or technical terms. */
  deeper: { title: string; content: string; funFact: FunFact };
}

export interface ParentBook {
  title: string;
  author: string;
  /**
   * A popular book whose central claims the evidence does not settle (CONTENT.md: "disputed popular books flagged as
   * disputed"). The book list shows it as "popular; evidence debated".
   */
  disputed?: boolean;
}

export interface ParentEntry extends EntryBase {
  /**
   * Triggers specific enough to pick this guide even when the question doesn't sound like a parent asking
   * ("How can I make bedtime easier?"). `triggers` apply only to parent-sounding questions ("my son won't eat").
   */
  standalone: Trigger[];
  quickAnswer: string;
  takeaways: string[];
  sections: { title: string; content: string; funFact: FunFact }[];
  /** What this looks like at the child's age (the age range is the child's). */
  ageStage: ByAge;
  brainBehavior: string;
  approaches: { strategy: string; rationale: string; howTo: string }[];
  prosCons: { approach: string; pros: string[]; cons: string[]; bestFor: string }[];
  /** Exactly seven, one per day. */
  microTasks: string[];
  sampleScript: ByAge;
  ifThisHappens: { scenario: string; solution: string }[];
  pitfalls: string[];
  tracker: { description: string; categories: string[] };
  weeklyPrompts: string[];
  books: ParentBook[];
  expert: { pediatricianTip: string; psychologistInsight: string };
  /** Community search links: what to search for on r/Parenting and what to look for there. */
  discussions: { search: string; title: string; snippet: string }[];
}
