import type { AgeBand, CreationMode, CustomOptions, LearningFocus, SupportNeed, Tone } from '@wonderkin/shared';

/**
 * Contract between the creation pipeline (worker, audio, video) and the content / illustration / PDF builders.
 * Content comes from a generator: OpenAI when keyed, else the offline creation content pack.
 */
export interface CreationContentInput {
  topic: string;
  /** "Volcanoes" or "Volcanoes for Maya" when a child's first name is given. */
  title: string;
  mode: CreationMode;
  customOptions?: CustomOptions;
  childName?: string;
  /** The age band of the family's child it is for (quick mode too): from the child's profile. */
  childAgeBand?: AgeBand;
  /** The support needs of that child: how the books print the story (readingSupportOf). */
  supportNeeds?: SupportNeed[];
}

/** A vector illustration described as data; drawn by our own code (shapes), never downloaded. */
export interface IllustrationSpec {
  /** Scene/motif key understood by the illustration module, e.g. "volcano", "dinosaur", "rocket", "generic". */
  scene: string;
  /** Optional palette hint and seed so pages of one book vary but stay consistent. */
  palette?: string;
  seed?: number;
  caption?: string;
}

export interface StoryPage {
  heading: string;
  /** The narrated text of the page (2–5 sentences). */
  text: string;
  illustration: IllustrationSpec;
}

export interface StoryChapter {
  title: string;
  pages: StoryPage[];
}

export type Activity =
  | { kind: 'matching'; title: string; instructions: string; pairs: { left: string; right: string; /** Optional picture (icon key) beside the left item, for pre-readers. */ icon?: string }[] }
  | { kind: 'tracing'; title: string; instructions: string; words: string[] }
  | { kind: 'counting'; title: string; instructions: string; items: CountingItem[] }
  | { kind: 'word-search'; title: string; instructions: string; words: string[] }
  | { kind: 'drawing'; title: string; instructions: string; prompt: string }
  | { kind: 'quiz'; title: string; instructions: string; questions: { question: string; options: string[]; answerIndex: number }[] }
  | { kind: 'vocabulary'; title: string; instructions: string; words: { word: string; meaning: string }[] };

/**
 * One row of a counting activity: `count` pictures of `scene`. Ages 3-5 count them one by one (to 5). From 6 the
 * pictures come in groups (CONTENT.md: 6-8 adds, groups, skip-counts): "add" two groups (3 + 4), "groups" equal
 * groups (3 groups of 4), "skip" equal groups counted by their size (2, 4, 6…); `groups` lists each group's size.
 */
export interface CountingItem {
  label: string;
  count: number;
  scene: string;
  way?: 'add' | 'groups' | 'skip';
  groups?: number[];
}

export interface CreationContent {
  title: string;
  topic: string;
  ageBand: AgeBand;
  tone: Tone;
  focus: LearningFocus;
  /** The story, in chapters of pages; narrated for the audiobook and video. A few minutes when read aloud. */
  chapters: StoryChapter[];
  /** Activities fitting the age band, for the activity books. */
  activities: Activity[];
  /** Short facts or vocabulary shown beside the story. */
  facts: string[];
  /** Optional glossary of story words (filled when the learning focus is Vocabulary; shown in the activity books). */
  glossary?: { word: string; meaning: string }[];
  source: 'openai' | 'offline';
  /** True when the offline pack does not cover the topic (an honest exploration story, no invented facts). */
  exploration: boolean;
  /**
   * Said to the family beside the creation and on the facts page (content-note.ts): where an offline book's facts come
   * from, and which parts are general when we had no checked facts on the topic. Absent: a pack's own book.
   */
  note?: string;
  /** How the story text is printed for the child it is for; absent: as for everyone. */
  reading?: ReadingSupport;
}

/** Story text for a child's support needs: larger (larger text, pre-readers), roomier (dyslexia-friendly). */
export interface ReadingSupport {
  larger: boolean;
  roomy: boolean;
}

export interface CreationContentGenerator {
  readonly source: 'openai' | 'offline';
  generate(input: CreationContentInput): Promise<CreationContent>;
}
