import OpenAI from 'openai';
import type { Moderation as ApiModeration } from 'openai/resources/moderations';
import type { Config, Logger } from '@wonderkin/server-kit';

// The provider's moderation model, a second opinion after our own rule-based screen (screen.ts), when OPENAI_API_KEY
// is set: the pipeline asks it about every question the screen let through and every lesson that passed the lesson
// screen (domain/pipeline.ts), and the lesson written so far before each part of it is shown (domain/writing-progress.ts).
// A text it flags gets the same kind answer as one the screen routes: `category` is one the safety screen's
// redirectLesson understands (the most serious of the flagged categories, see CATEGORY_ORDER).
//
// When the endpoint fails or times out (an error status, a network error, no answer within timeoutMs after one retry):
// - the verdict is `{ flagged: false, unavailable: true }` and a warning "moderation unavailable" is logged (never the
//   texts); moderate() never rejects, so it can never fail a job;
// - a question or a finished lesson keeps the rule-based screen's verdict (it has already run): the job goes on and
//   its lesson is stored (fail open, because the screen is the rule and the endpoint is the extra check);
// - a part of a streamed lesson is not shown (it has not passed), and the next part is checked again; the finished
//   lesson is then checked as a whole like any other.
// The research worker process serves no /metrics (shared metrics are mounted on the HTTP apps only), so there is no
// counter: operators find these by the log line's `moderation: 'unavailable'` field.

export type ModerationVerdict =
  | { flagged: false; /** The endpoint failed or timed out: nothing was checked (see the header). */ unavailable?: true }
  | { flagged: true; /** For SafetyScreen.redirectLesson. */ category: string; /** The provider's flagged categories. */ flags: string[] };

export interface Moderation {
  /** False for noModeration (no key): nothing is ever sent. */
  readonly active: boolean;
  /** One verdict for all the texts together: flagged when any of them is. Never rejects. */
  moderate(texts: string[]): Promise<ModerationVerdict>;
}

/** Off (no OPENAI_API_KEY): every text passes, no request is made. */
export const noModeration: Moderation = { active: false, moderate: async () => ({ flagged: false }) };

/**
 * The provider's categories, most serious first, and the safety screen's category each one is answered with.
 * harassment and hate (without threats) have no category of their own in the screen: they get the answer for violence
 * (the screen files bullying under violence). A flagged result with none of these (a category the API adds later)
 * gets that answer too.
 */
export const CATEGORY_ORDER: readonly (readonly [string, string])[] = [
  ['self-harm/intent', 'urgent:self-harm'],
  ['self-harm/instructions', 'urgent:self-harm'],
  ['self-harm', 'urgent:self-harm'],
  ['sexual/minors', 'sexual-content'],
  ['violence/graphic', 'violence'],
  ['violence', 'violence'],
  ['harassment/threatening', 'violence'],
  ['hate/threatening', 'violence'],
  ['illicit/violent', 'weapons'],
  ['sexual', 'sexual-content'],
  ['illicit', 'drugs'],
  ['harassment', 'violence'],
  ['hate', 'violence'],
];
const FALLBACK_CATEGORY = 'violence';

/** The screen's category for a set of flagged provider categories: the most serious one's. */
export function categoryFor(flags: readonly string[]): string {
  for (const [flag, category] of CATEGORY_ORDER) if (flags.includes(flag)) return category;
  return FALLBACK_CATEGORY;
}

/**
 * Texts per request. The API takes an array of strings; we found no documented ceiling on its length, so batches are
 * kept small: at most this many strings and about MAX_CHARS_PER_REQUEST characters (a longer string goes alone).
 */
export const MAX_INPUTS_PER_REQUEST = 32;
export const MAX_CHARS_PER_REQUEST = 16_000;
export const DEFAULT_MODERATION_MODEL = 'omni-moderation-latest';
export const DEFAULT_MODERATION_TIMEOUT_MS = 5000;

/** The texts in request-sized batches, in order. */
export function moderationBatches(texts: readonly string[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (current.length && (current.length >= MAX_INPUTS_PER_REQUEST || chars + text.length > MAX_CHARS_PER_REQUEST)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length) batches.push(current);
  return batches;
}

export interface OpenAIModerationOptions {
  apiKey: string;
  baseURL?: string;
  /** OPENAI_MODERATION_MODEL; default omni-moderation-latest. */
  model?: string;
  /** Per attempt (one retry); default DEFAULT_MODERATION_TIMEOUT_MS. */
  timeoutMs?: number;
  logger?: Logger;
}

function flaggedCategories(result: ApiModeration): string[] {
  return Object.entries(result.categories ?? {}).filter(([, on]) => on === true).map(([name]) => name);
}

/** The provider's moderation endpoint through the openai SDK (POST /moderations). */
export function createOpenAIModeration(options: OpenAIModerationOptions): Moderation {
  const model = options.model ?? DEFAULT_MODERATION_MODEL;
  const client = new OpenAI({
    apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? DEFAULT_MODERATION_TIMEOUT_MS, maxRetries: 1,
  });
  return {
    active: true,
    async moderate(texts) {
      // Empty strings say nothing; the same string twice is asked about once.
      const inputs = [...new Set(texts.filter((text) => text.trim() !== ''))];
      if (!inputs.length) return { flagged: false };
      try {
        const answers = await Promise.all(moderationBatches(inputs).map(async (input) => {
          const answer = await client.moderations.create({ model, input });
          if (answer.results.length !== input.length) throw new Error(`${answer.results.length} moderation results for ${input.length} inputs`);
          return answer.results;
        }));
        const flags = [...new Set(answers.flat().filter((result) => result.flagged).flatMap(flaggedCategories))];
        const anyFlagged = answers.flat().some((result) => result.flagged);
        if (!anyFlagged) return { flagged: false };
        return { flagged: true, category: categoryFor(flags), flags };
      } catch (error) {
        options.logger?.warn({ err: error, model, moderation: 'unavailable', texts: inputs.length },
          'moderation unavailable: keeping the rule-based safety screen\'s verdict');
        return { flagged: false, unavailable: true };
      }
    },
  };
}

/** The provider's moderation when OPENAI_API_KEY is set (OPENAI_BASE_URL, OPENAI_MODERATION_MODEL), else noModeration. */
export function createModeration(config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODERATION_MODEL'>, logger?: Logger): Moderation {
  if (!config.OPENAI_API_KEY) return noModeration;
  logger?.info({ model: config.OPENAI_MODERATION_MODEL }, 'questions and lessons also checked by the provider\'s moderation');
  return createOpenAIModeration({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODERATION_MODEL, logger });
}
