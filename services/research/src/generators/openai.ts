import fs from 'node:fs/promises';
import OpenAI from 'openai';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { DEFAULT_PRODUCT_NAME, type LessonContent } from '@wonderkin/shared';
import type { Logger } from '@wonderkin/server-kit';
import { checkLessonAnswer, type LessonCheck } from './openai-answer';
import { createWritingTracker } from './openai-progress';
import { fixPrompt, mainTextLevel, simplifyPrompt, systemPrompt, userPrompt } from './openai-prompts';
import { JSON_MODE_FORMAT, STRICT_LESSON_FORMAT, type LessonResponseFormat } from './openai-schema';
import { readStreamedAnswer } from './openai-stream';
import type { GenerateInput, GeneratedLesson, LessonGenerator } from './types';

export { checkLessonAnswer, type LessonCheck } from './openai-answer';

export interface OpenAIGeneratorOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Model for questions that come with a photo; defaults to `model`. */
  visionModel?: string;
  productName?: string;
  timeoutMs?: number;
  logger?: Logger;
  /** Stream the answer (default): progress follows the text and the page sees the lesson as it is written. */
  stream?: boolean;
}

export const OPENAI_NOTICE = 'Written with AI help. Explore it together and double-check anything important.';

/**
 * True for the 400 of a server that does not take structured outputs (OpenAI says "Invalid parameter:
 * 'response_format' of type 'json_schema' is not supported with this model"; other compatible servers word it their
 * own way but name response_format or json_schema).
 */
export function rejectsStructuredOutputs(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError) || error.status !== 400) return false;
  return /response_format|json_schema|structured output/i.test(`${error.param ?? ''} ${error.message}`);
}

async function imagePart(image: NonNullable<GenerateInput['image']>): Promise<ChatCompletionContentPart> {
  const bytes = await fs.readFile(image.path);
  return { type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${bytes.toString('base64')}` } };
}

/**
 * Lessons from an OpenAI-compatible chat model, streamed, in the shape of a strict JSON schema derived from the shared
 * LessonContentSchema (JSON mode with the schema in the prompt for servers that reject structured outputs; that is
 * remembered for the life of the process). While the answer streams, `input.onProgress` hears which part is being
 * written and the part complete enough to show. The answer is validated with the shared schema:
 * - an invalid answer is sent back once with what was wrong; a second invalid answer is rejected (the job retries);
 * - a valid answer whose main text reads above its band's level is asked once to be rewritten simpler, and the
 *   rewrite is kept when it is valid and no harder (else the first answer).
 */
export function createOpenAIGenerator(options: OpenAIGeneratorOptions): LessonGenerator {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? 120_000, maxRetries: 2 });
  const productName = options.productName ?? DEFAULT_PRODUCT_NAME;
  const streaming = options.stream ?? true;
  let structuredOutputsRejected = false;

  async function call(model: string, messages: ChatCompletionMessageParam[], format: LessonResponseFormat, onText?: (text: string) => void) {
    const request = {
      model,
      messages: [{ role: 'system' as const, content: systemPrompt(productName, format.type === 'json_object') }, ...messages],
      response_format: format,
      temperature: 0.4,
    };
    if (!streaming) {
      const completion = await client.chat.completions.create(request);
      return completion.choices[0]?.message?.content ?? null;
    }
    const stream = await client.chat.completions.create({ ...request, stream: true });
    const answer = await readStreamedAnswer(stream, onText);
    if (answer.finishReason === 'length') options.logger?.warn({ model }, 'lesson writer was cut off (length): the answer is incomplete');
    return answer.text;
  }

  /** One answer: the strict schema, or JSON mode once a server said it does not take it. */
  async function ask(model: string, messages: ChatCompletionMessageParam[], onText?: (text: string) => void): Promise<string | null> {
    if (structuredOutputsRejected) return call(model, messages, JSON_MODE_FORMAT, onText);
    try {
      return await call(model, messages, STRICT_LESSON_FORMAT, onText);
    } catch (error) {
      if (!rejectsStructuredOutputs(error)) throw error;
      structuredOutputsRejected = true;
      options.logger?.warn({ model, baseURL: options.baseURL ?? 'default', reason: (error as Error).message },
        'the lesson server rejects structured outputs (json_schema); using JSON mode with the schema in the prompt from now on');
      return call(model, messages, JSON_MODE_FORMAT, onText);
    }
  }

  /** Asked once to write simpler when the main text is above the band's level; the first lesson when that fails. */
  async function simplified(model: string, messages: ChatCompletionMessageParam[], first: { text: string; content: LessonContent }, input: GenerateInput, onStep: () => void): Promise<LessonContent> {
    const before = mainTextLevel(first.content, input.ageRange);
    if (!before) return first.content;
    onStep();
    const log = { question: input.question, ageRange: input.ageRange, grade: before.grade, limit: before.limit, wordsPerSentence: before.wordsPerSentence };
    options.logger?.info(log, 'lesson reads above its level; asking once for a simpler one');
    let check: LessonCheck;
    try {
      const answer = await ask(model, [
        ...messages,
        { role: 'assistant', content: first.text },
        { role: 'user', content: simplifyPrompt(before, first.content, input.ageRange) },
      ]);
      check = checkLessonAnswer(answer, input.question, input.ageRange);
    } catch (error) {
      options.logger?.warn({ ...log, err: error }, 'asking for a simpler lesson failed; keeping the first one');
      return first.content;
    }
    if (!check.ok) {
      options.logger?.warn({ ...log, problem: check.problem }, 'the simpler lesson was invalid; keeping the first one');
      return first.content;
    }
    const after = mainTextLevel(check.content, input.ageRange);
    if (after && after.grade > before.grade) {
      options.logger?.warn({ ...log, rewriteGrade: after.grade }, 'the rewrite was not simpler; keeping the first one');
      return first.content;
    }
    options.logger?.info({ ...log, rewriteGrade: after?.grade ?? null, fits: after === null }, 'kept the simpler lesson');
    return check.content;
  }

  return {
    source: 'openai',
    async generate(input: GenerateInput): Promise<GeneratedLesson> {
      const model = input.image ? options.visionModel ?? options.model : options.model;
      const text = userPrompt(input);
      const userContent: string | ChatCompletionContentPart[] = input.image
        ? [{ type: 'text', text }, await imagePart(input.image)]
        : text;
      const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: userContent }];
      const tracker = createWritingTracker(input.onProgress);

      let answer = await ask(model, messages, tracker.onText);
      let check = checkLessonAnswer(answer, input.question, input.ageRange);
      if (!check.ok) {
        options.logger?.warn({ problem: check.problem }, 'lesson writer gave an invalid answer; asking once more');
        messages.push({ role: 'assistant', content: answer ?? '' }, { role: 'user', content: fixPrompt(check.problem) });
        answer = await ask(model, messages, tracker.onText);
        check = checkLessonAnswer(answer, input.question, input.ageRange);
        if (!check.ok) throw new Error(`The lesson writer's answer was invalid twice: ${check.problem}`);
      }
      const content = await simplified(model, messages, { text: answer ?? '', content: check.content }, input, () => tracker.step('simplifying'));
      // The prompt asked for the child's level (openai-prompts.ts); the "made for" line names only what was asked.
      const level = input.child?.level;
      return { content, exploration: false, notice: OPENAI_NOTICE, ...(level === 'simpler' || level === 'richer' ? { fittedLevel: level } : {}) };
    },
  };
}
