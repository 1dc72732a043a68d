import { z } from 'zod';
import { AGE_BANDS, LEARNING_FOCUSES, TONES } from '@wonderkin/shared';
import type { Activity, CreationContent } from './types';

/** Zod mirror of CreationContent (types.ts is the contract; this validates generator output against it). */
const text = (max: number) => z.string().trim().min(1).max(max);

export const IllustrationSpecSchema = z.object({
  scene: text(40),
  palette: z.string().max(40).optional(),
  seed: z.number().int().optional(),
  caption: z.string().max(300).optional(),
});

export const StoryPageSchema = z.object({
  heading: text(300),
  text: text(2000),
  illustration: IllustrationSpecSchema,
});

export const StoryChapterSchema = z.object({
  title: text(120),
  pages: z.array(StoryPageSchema).min(1).max(12),
});

const titled = { title: text(120), instructions: text(400) };
const word = text(40);

export const ActivitySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('matching'), ...titled, pairs: z.array(z.object({ left: text(80), right: text(120), icon: z.string().max(40).optional() })).min(2).max(8) }),
  z.object({ kind: z.literal('tracing'), ...titled, words: z.array(word).min(1).max(8) }),
  z.object({
    kind: z.literal('counting'),
    ...titled,
    items: z
      .array(
        z
          .object({
            label: text(60),
            count: z.number().int().min(1).max(20),
            scene: text(40),
            way: z.enum(['add', 'groups', 'skip']).optional(),
            groups: z.array(z.number().int().min(1).max(10)).min(2).max(6).optional(),
          })
          .refine((item) => !item.way === !item.groups, { message: 'A counting item with a way of counting lists its groups (and only then)' })
          .refine((item) => !item.groups || item.groups.reduce((sum, size) => sum + size, 0) === item.count, { message: 'The groups must add up to count' })
          .refine((item) => item.way !== 'add' || item.groups?.length === 2, { message: 'Adding takes two groups' })
          .refine((item) => (item.way !== 'groups' && item.way !== 'skip') || new Set(item.groups).size === 1, { message: 'Equal groups must all be the same size' }),
      )
      .min(1)
      .max(6),
  }),
  z.object({ kind: z.literal('word-search'), ...titled, words: z.array(word).min(3).max(14) }),
  z.object({ kind: z.literal('drawing'), ...titled, prompt: text(400) }),
  z.object({
    kind: z.literal('quiz'),
    ...titled,
    questions: z
      .array(
        z
          .object({ question: text(300), options: z.array(text(160)).min(2).max(5), answerIndex: z.number().int().min(0) })
          .refine((q) => q.answerIndex < q.options.length, { message: 'answerIndex must point at one of the options' }),
      )
      .min(1)
      .max(10),
  }),
  z.object({ kind: z.literal('vocabulary'), ...titled, words: z.array(z.object({ word, meaning: text(300) })).min(2).max(12) }),
]);

export const GlossaryEntrySchema = z.object({ word, meaning: text(300) });

export const CreationContentSchema = z.object({
  title: text(300),
  topic: text(200),
  ageBand: z.enum(AGE_BANDS),
  tone: z.enum(TONES),
  focus: z.enum(LEARNING_FOCUSES),
  chapters: z.array(StoryChapterSchema).min(1).max(6),
  activities: z.array(ActivitySchema).min(1).max(10),
  facts: z.array(text(400)).max(20),
  glossary: z.array(GlossaryEntrySchema).max(20).optional(),
  source: z.enum(['openai', 'offline']),
  exploration: z.boolean(),
  note: z.string().trim().min(1).max(400).optional(),
});

// Compile-time check that the schema and the contract agree in both directions.
type Parsed = z.infer<typeof CreationContentSchema>;
const toContract = (value: Parsed): CreationContent => value;
const fromContract = (value: CreationContent): Parsed => value;
void toContract;
void fromContract;
const activityCheck = (value: z.infer<typeof ActivitySchema>): Activity => value;
void activityCheck;

/** Words of the narrated story (every page's heading and text), as read aloud by the audiobook. */
export function storyWordCount(content: Pick<CreationContent, 'chapters'>): number {
  return content.chapters
    .flatMap((chapter) => [chapter.title, ...chapter.pages.flatMap((page) => [page.heading, page.text])])
    .join(' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
