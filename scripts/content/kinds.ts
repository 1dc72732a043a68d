import path from 'node:path';
import type { z } from 'zod';
import {
  BookActivitiesSchema, BookSafetyNotesSchema, ContentNotesSchema, ExplorationPageSchema, HazardSafetySchema, KidEntrySchema,
  KidLessonFrameSchema, LessonNotesSchema, LinkWordsSchema, MakeBelievePageSchema, MedicalSafetySchema, ParentEntrySchema, ParentLessonFrameSchema,
  RedirectSafetySchema, RuleSafetySchema, SafetyCommonSchema, SensitiveSafetySchema, StoryLinesSchema, ToneFramesSchema,
  TopicLinesSchema, TopicPackFileSchema, UrgentSafetySchema, WeeklyLessonSchema,
  type ContentKind, type CopyKind, type EntryKind,
} from '@wonderkin/shared/content';

// The kinds of content: where their files live, the schema each file must pass, where each is compiled to (the one
// service that loads it), and how the entries of an entry kind are ordered. Entry kinds have one file per entry; copy
// kinds (the words around the content) a fixed set of files, compiled into one document.

export const ROOT = path.resolve(__dirname, '../..');
export const CONTENT_DIR = path.join(ROOT, 'content');

/** The index file of a kind that has one: the entries' ids in the order the service uses them. */
export const INDEX_FILE = 'index.yaml';
/** The pack for topics no pack covers: a pack file that is not in the packs' index. */
export const EXPLORATION_PACK = 'exploration';

export interface KindSpec {
  kind: EntryKind;
  /** content/<dir> */
  dir: string;
  schema: z.ZodType;
  /** Where the compiled JSON goes: the generated/ folder of the service that loads it. */
  output: string;
  /** How the order of the compiled entries is given: an index.yaml list, or each lesson's week. */
  order: 'index' | 'week';
  /** The file an entry belongs in, relative to content/<dir>. */
  fileOf: (entry: Record<string, unknown>) => string;
}

export const moduleSlug = (module: string) => module.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const KINDS: Record<EntryKind, KindSpec> = {
  kids: {
    kind: 'kids', dir: 'kids', schema: KidEntrySchema, order: 'index',
    output: 'services/research/generated/content/kids.json',
    fileOf: (e) => `${moduleSlug(String(e.module))}/${String(e.id)}.yaml`,
  },
  parents: {
    kind: 'parents', dir: 'parents', schema: ParentEntrySchema, order: 'index',
    output: 'services/research/generated/content/parents.json',
    fileOf: (e) => `${String(e.id)}.yaml`,
  },
  weekly: {
    kind: 'weekly', dir: 'weekly', schema: WeeklyLessonSchema, order: 'week',
    output: 'services/accounts/generated/content/weekly.json',
    fileOf: (e) => `${String(e.id)}.yaml`,
  },
  packs: {
    kind: 'packs', dir: 'packs', schema: TopicPackFileSchema, order: 'index',
    output: 'services/media/generated/content/packs.json',
    fileOf: (e) => `${String(e.key)}.yaml`,
  },
};

/** An entry's id: `key` for packs, `id` for the rest. */
export const idOf = (kind: EntryKind, entry: Record<string, unknown>) => String(kind === 'packs' ? entry.key : entry.id);

export interface CopyKindSpec {
  kind: CopyKind;
  /** content/<dir> holds this kind's files and nothing else (a stray YAML file there is a problem); none: content/ itself. */
  dir?: string;
  /** Each file (relative to content/) and its schema, by the name the compiled document gives its data. */
  files: Record<string, { file: string; schema: z.ZodType }>;
  output: string;
}

export const COPY_SPECS: Record<CopyKind, CopyKindSpec> = {
  safety: {
    kind: 'safety', dir: 'safety',
    output: 'services/research/generated/content/safety.json',
    files: {
      common: { file: 'safety/common.yaml', schema: SafetyCommonSchema },
      urgent: { file: 'safety/urgent.yaml', schema: UrgentSafetySchema },
      hazard: { file: 'safety/hazard.yaml', schema: HazardSafetySchema },
      medical: { file: 'safety/medical.yaml', schema: MedicalSafetySchema },
      sensitive: { file: 'safety/sensitive.yaml', schema: SensitiveSafetySchema },
      rule: { file: 'safety/rule.yaml', schema: RuleSafetySchema },
      redirect: { file: 'safety/redirect.yaml', schema: RedirectSafetySchema },
    },
  },
  notes: {
    kind: 'notes',
    output: 'services/research/generated/content/notes.json',
    files: { lessons: { file: 'notes.yaml', schema: LessonNotesSchema } },
  },
  media: {
    kind: 'media', dir: 'media',
    output: 'services/media/generated/content/media.json',
    files: {
      tones: { file: 'media/tones.yaml', schema: ToneFramesSchema },
      topicLines: { file: 'media/topic-lines.yaml', schema: TopicLinesSchema },
      activities: { file: 'media/activities.yaml', schema: BookActivitiesSchema },
      storyLines: { file: 'media/story-lines.yaml', schema: StoryLinesSchema },
      contentNotes: { file: 'media/content-notes.yaml', schema: ContentNotesSchema },
      safetyNotes: { file: 'media/safety-notes.yaml', schema: BookSafetyNotesSchema },
    },
  },
  pages: {
    kind: 'pages', dir: 'pages',
    output: 'services/research/generated/content/pages.json',
    files: {
      exploration: { file: 'pages/exploration.yaml', schema: ExplorationPageSchema },
      makeBelieve: { file: 'pages/make-believe.yaml', schema: MakeBelievePageSchema },
      kidLesson: { file: 'pages/kid-lesson.yaml', schema: KidLessonFrameSchema },
      parentLesson: { file: 'pages/parent-lesson.yaml', schema: ParentLessonFrameSchema },
      links: { file: 'pages/links.yaml', schema: LinkWordsSchema },
    },
  },
};

export const isCopyKind = (kind: ContentKind): kind is CopyKind => kind in COPY_SPECS;

/** Where a kind's compiled JSON goes, relative to the repository. */
export const outputPathOf = (kind: ContentKind) => (isCopyKind(kind) ? COPY_SPECS[kind].output : KINDS[kind].output);
