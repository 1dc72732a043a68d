import { z } from 'zod';
import { AGE_BANDS, type AgeBand, type AgeRange } from '../constants';

// The research service's lesson library, as the media service reads it for an offline creation (issue 19: "offline,
// from the library's entry on that topic"). Research answers GET /internal/library/topic?topic=…&ageBand=…; media
// never imports research's code, only this contract.

/** The lesson age range whose text a creation's age band reads (9-10 sits in 9-12). */
export const LIBRARY_RANGE_OF_BAND: Record<AgeBand, AgeRange> = { '3-5': '3-5', '6-8': '6-8', '9-10': '9-12' };

export const LibraryTopicQuerySchema = z.object({
  topic: z.string().trim().min(1).max(200),
  ageBand: z.enum(AGE_BANDS),
});

/**
 * One checked library entry as one age range reads it: only the entry's own words (quick answer, sections, fun facts,
 * takeaways, glossary, quiz), so a book made from it states nothing the checked entry does not. `sources` back every
 * number, date and name in those words (CONTENT.md).
 */
export const LibraryTopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  question: z.string(),
  quickAnswer: z.string(),
  sections: z.array(z.object({ title: z.string(), text: z.string(), funFact: z.string() })),
  takeaways: z.array(z.string()),
  glossary: z.array(z.object({ term: z.string(), definition: z.string() })),
  /** Questions asked at this age range: one right answer and real misconceptions. */
  quiz: z.array(z.object({ question: z.string(), right: z.string(), wrong: z.array(z.string()).min(1) })),
  sources: z.array(z.object({
    claim: z.string(), title: z.string(), url: z.string(), read: z.string(), authority: z.string(), asOf: z.string().optional(),
  })),
});
export type LibraryTopic = z.infer<typeof LibraryTopicSchema>;

/** `entry` is null when the library has no entry on the topic yet. */
export const LibraryTopicAnswerSchema = z.object({ entry: LibraryTopicSchema.nullable() });
export type LibraryTopicAnswer = z.infer<typeof LibraryTopicAnswerSchema>;
