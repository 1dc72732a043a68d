import { LibraryTopicAnswerSchema, type AgeBand, type LibraryTopic } from '@wonderkin/shared';
import { internalCall, type Logger } from '@wonderkin/server-kit';

/** What the lesson library answered for a topic: its entry, none yet (null), or no answer ('unreachable'). */
export type LibraryAnswer = LibraryTopic | null | 'unreachable';

/** Asks the lesson library for its entry on a creation's topic, as the creation's age band reads it. */
export type LibraryLookup = (topic: string, ageBand: AgeBand) => Promise<LibraryAnswer>;

export interface LibraryLookupOptions {
  /** The research service's internal address (config.services.research). */
  url: string;
  token: string | undefined;
  timeoutMs?: number;
  logger?: Logger;
}

/**
 * The research service's read-only GET /internal/library/topic (services talk over HTTP, never each other's code).
 * Never throws: a library that does not answer still gets the family a book, which says so (content-note.ts).
 */
export function createLibraryLookup(options: LibraryLookupOptions): LibraryLookup {
  return async (topic, ageBand) => {
    const url = `${options.url.replace(/\/+$/, '')}/internal/library/topic?${new URLSearchParams({ topic, ageBand })}`;
    try {
      const answer = await internalCall(url, { token: options.token, timeoutMs: options.timeoutMs ?? 1500 });
      const parsed = answer.ok ? LibraryTopicAnswerSchema.safeParse(answer.body) : undefined;
      if (parsed?.success) return parsed.data.entry;
      options.logger?.warn({ status: answer.status }, 'the lesson library answered a creation topic in an unknown shape');
    } catch (error) {
      options.logger?.warn({ err: error }, 'the lesson library did not answer a creation topic');
    }
    return 'unreachable';
  };
}
