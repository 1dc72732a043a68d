import path from 'node:path';
import type { z } from 'zod';
import {
  KidEntrySchema, ParentEntrySchema, TopicPackFileSchema, WeeklyLessonSchema, type ContentKind,
} from '@wonderkin/shared/content';

// The four kinds of content: where their files live, the schema each file must pass, where each is compiled to (the
// one service that loads it), and how their order is given.

export const ROOT = path.resolve(__dirname, '../..');
export const CONTENT_DIR = path.join(ROOT, 'content');

/** The index file of a kind that has one: the entries' ids in the order the service uses them. */
export const INDEX_FILE = 'index.yaml';
/** The pack for topics no pack covers: a pack file that is not in the packs' index. */
export const EXPLORATION_PACK = 'exploration';

export interface KindSpec {
  kind: ContentKind;
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

export const KINDS: Record<ContentKind, KindSpec> = {
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
export const idOf = (kind: ContentKind, entry: Record<string, unknown>) => String(kind === 'packs' ? entry.key : entry.id);
